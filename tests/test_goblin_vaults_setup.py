"""Goblin Vaults setup by seat count, the options and the secret first vault card."""
import pytest

import goblin_vaults as game
from goblin_vaults import cards as C
from goblin_vaults.codes import PH_PICK, PH_BID, A_PICK
from goblin_vaults.checks import invariants, places, suits
from goblin_vaults_kit import goal

# seats: (suits, Glavrun's deck, Glavrun's factions, Glavrun's gears)
SETUPS = {1: (4, 18, 2, 10), 2: (4, 10, 1, 0), 3: (4, 0, 0, 0), 4: (5, 0, 0, 0),
          5: (6, 0, 0, 0)}


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5])
def test_setup_by_seat_count(seats):
    nsuits, gdeck, gfacs, ggears = SETUPS[seats]
    for seed in range(8):
        st = game.new_game(seats, seed, b"")
        invariants(st)
        found = suits(places(st))
        assert len(found) == nsuits
        goal_suits = [C.goal_suit(g) for g in st.goals[1:]]
        assert C.goal_suit(st.goals[0]) == -1 and goal_suits[0] != goal_suits[1]
        assert set(goal_suits) <= found
        assert all(len(h) == 10 for h in st.hands)
        assert len(st.gdeck) == gdeck and len(st.gfac) == gfacs and st.gglav == ggears
        factions = list(st.fac) + list(st.gfac)
        assert len(set(factions)) == len(factions)
        assert list(st.gears) == [3] * seats
        assert len(st.deck) == 10 * nsuits - 10 * seats - gdeck - 4
        assert st.phase == PH_PICK and st.to_move() == 0 and st.round == 0
        assert 0 <= st.first < seats


def test_goal_sides_are_random():
    seen = set()
    for seed in range(60):
        seen.update(game.new_game(3, seed, b"").goals)
    assert seen == set(range(C.NGOALS))


def test_first_game_goals_option():
    st = game.new_game(4, 3, bytes((0, 1)))
    assert list(st.goals) == [goal("Cluster"), goal("Tome Library"), goal("Gimnax's Reign")]


def test_solo_level_option_only_scores():
    # the level changes nothing in the deal (it only weighs Glavrun's solo score)
    for seats in (1, 2):
        a, b = game.new_game(seats, 3, bytes((0, 0))), game.new_game(seats, 3, bytes((2, 0)))
        assert a.hands == b.hands and a.deck == b.deck and a.gdeck == b.gdeck


def test_secret_first_cards_revealed_together():
    st = game.new_game(3, 12, b"")
    chosen = []
    for seat in range(3):
        assert st.to_move() == seat and st.phase == PH_PICK
        c = st.hand(seat)[0]
        chosen.append(c)
        st.apply(A_PICK + c)
        if seat < 2:
            assert st.picked(seat)
            assert st.events() == ["P%d chose a card" % (seat + 1)]
            assert not any(st.vault)                   # nothing revealed yet
    assert st.phase == PH_BID and st.round == 1
    assert st.events()[:4] == ["P3 chose a card"] + ["P%d reveals %s" % (s + 1, C.short(chosen[s]))
                                                    for s in range(3)]
    for s in range(3):
        assert st.vault_cell(s, 0, 0) == (chosen[s], False)
        assert not st.picked(s)


def test_package_constants():
    assert game.NAME == "goblin_vaults" and game.MIN_SEATS == 1 and game.MAX_SEATS == 5
    assert [len(opt[1]) for opt in game.OPTIONS] == [3, 2]
    assert game.OPTIONS[0][2] == (1, 1)         # the solo level: for one seat only


def test_lazy_names_and_read_api_methods():
    # RULES comes from info.py and the read API methods from view.py on first use; any other
    # missing name stays an AttributeError, so that hasattr() and getattr(x, name, default) work
    assert game.RULES[0] == "9 rounds; top score wins."
    assert not hasattr(game, "NO_SUCH_NAME")
    st = game.new_game(3, 4, b"")
    assert st.hand(1) == sorted(st.hands[1]) and st.bids_on(0) == []
    assert st.vault_grid(2)[3][2] == st.vault_cell(2, 3, 2) == (-1, False)
    assert not hasattr(st, "no_such_method") and not hasattr(st, "_private")
