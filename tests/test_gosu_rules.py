"""Gosu's rules on scripted positions (lib/gosu): army limits and costs, mutation in order and
zombie mutation, trapped goblins, the bracket bonus, each opcode, special victories, the Great
Battle's ties and the Advantage, Back out of a half-made choice, bot playouts at 2-4 seats
with the invariants, and hints that count one in the singular. The rules: the Gosu rules
summary (gosu_summary.txt) and the rulings of the Gosu data file (gosu.md)."""
import pytest

import gosu
from gosu import acts, codes, rules
from gosu.names import CARD_NAME_NAMES
from gosu.tables import CARD_ROW
from gpcore.bots import RandomBot


def card(name, copy=0):
    """The card id of `name` (its first copy, or the next ones)."""
    return bytes(CARD_ROW).index(bytes((CARD_NAME_NAMES.index(name),))) + copy


def zone(s, k):
    """Seat s's zone k (codes.Z_HAND, Z_SHOWN, Z_ROW + level - 1)."""
    return codes.Z_SEAT + codes.ZS * s + k


def row(st, s, lv):
    """Seat s's row of level lv."""
    return st.zones.cards(zone(s, codes.Z_ROW + lv - 1))


def table(seats=2, hands=(), rows=(), discard=(), vp=None, adv=0):
    """A game at the start of seat 0's turn with the cards placed: hands[s] and rows[s] (cards
    in level order, left to right) of names; every other card in the draw pile."""
    st = gosu.new_game(seats, 1, b"\x00")
    z = st.zones
    for c in range(len(z.buf)):
        z.move(c, codes.Z_DRAW)
    for s, names in enumerate(hands):
        for n in names:
            z.move(n if isinstance(n, int) else card(n), zone(s, codes.Z_HAND))
    for s, names in enumerate(rows):
        for n in names:
            c = n if isinstance(n, int) else card(n)
            z.move(c, zone(s, codes.Z_ROW + rules.level(c) - 1))
    for n in discard:
        z.move(n if isinstance(n, int) else card(n), codes.Z_DISCARD)
    st.mull = seats
    st.cur = 0
    st.adv = adv
    if vp:
        st.vp[:] = bytes(vp)
    return st


def names(cards):
    return [CARD_NAME_NAMES[CARD_ROW[c]] for c in cards]


def do(st, *acts):
    for a in acts:
        st.apply(card(a) if isinstance(a, str) else a)


def test_first_bakuto_free_same_clan_free_new_clan_two_cards():
    st = table(hands=[["Ashgrub", "Cogling", "Garsh", "Quillnib", ("Firebrat")]])
    do(st, codes.PLAY)
    assert card("Garsh") not in st.actions()        # no Hero before a Bakuto of its clan
    do(st, "Ashgrub")
    assert names(row(st, 0, 1)) == ["Ashgrub"] and st.cur == 1
    st.cur = 0
    do(st, codes.PLAY, "Firebrat")                 # same clan: free
    assert names(row(st, 0, 1)) == ["Ashgrub", "Firebrat"]
    st.cur = 0
    do(st, codes.PLAY, "Cogling")                  # a new clan: two cards from the hand
    assert set(st.actions()) == {card("Garsh"), card("Quillnib"), codes.BACK}
    do(st, "Garsh")
    assert list(st.actions()) == [card("Quillnib"), codes.BACK]
    do(st, "Quillnib")
    assert names(row(st, 0, 1))[-1] == "Cogling"
    assert names(st.zones.cards(codes.Z_DISCARD)) == ["Garsh", "Quillnib"]


def test_heroes_no_more_than_bakutos_ozekis_no_more_than_heroes():
    st = table(hands=[["Fact", "Garsh", "Walror"]], rows=[["Ashgrub"]])
    do(st, codes.PLAY)
    assert card("Walror") not in st.actions()      # no Hero of the clan yet
    do(st, "Fact")
    st.cur = 0
    assert rules.play_cost(st, 0, card("Garsh")) < 0     # 1 Hero, 1 Bakuto
    assert rules.play_cost(st, 0, card("Walror")) == 0


def test_a_trapped_bakuto_has_no_clan():
    st = table(hands=[["Garsh", "Firebrat", "Cogling"]], rows=[["Ashgrub"]])
    st.flag[card("Ashgrub")] |= codes.F_TRAPPED
    assert rules.play_cost(st, 0, card("Garsh")) < 0
    assert rules.play_cost(st, 0, card("Firebrat")) == 2     # not free: no clan in the row
    assert rules.military(st, 0) == 0


def test_rows_of_five():
    st = table(hands=[["Tusker", "Garsh"]], rows=[["Packrunt", card("Packrunt", 1),
                                                     "Howler", card("Howler", 1), "Brawlpup"]])
    assert rules.play_cost(st, 0, card("Tusker")) < 0
    st.zones.move(card("Brawlpup"), codes.Z_DISCARD)
    assert rules.play_cost(st, 0, card("Tusker")) == 0


def test_mutation_in_order_incoming_in_place_then_its_power():
    # Fusewick (on_mutate DESTROY_FREE 2) replaces Ashgrub (cost 0) in the middle of the row
    st = table(hands=[["Fusewick"]], rows=[["Firebrat", "Ashgrub", "Cinderpup"],
                                          ["Cogling", "Tinkerer"]])
    do(st, codes.MUTATE, "Ashgrub")
    assert list(st.actions()) == [card("Fusewick"), codes.BACK]
    do(st, "Fusewick")
    assert names(row(st, 0, 1)) == ["Firebrat", "Fusewick", "Cinderpup"]
    assert names(st.zones.cards(codes.Z_DISCARD)) == ["Ashgrub"]
    assert list(st.actions()) == [card("Tinkerer")]      # FREE (Cogling has Tinkerer above)
    do(st, "Tinkerer")
    assert names(st.zones.cards(codes.Z_DISCARD)) == ["Ashgrub", "Tinkerer"]
    assert st.cur == 1


def test_zombie_mutation_from_the_discard_pile_costs_a_card():
    # Gravelurk (ZOMBIE, cost 1): pay one card, bring in Rotgut from the discard pile
    st = table(hands=[["Garsh"]], rows=[["Gravelurk"]], discard=["Rotgut"])
    do(st, codes.MUTATE, "Gravelurk", "Garsh")
    assert list(st.actions()) == [card("Rotgut"), codes.BACK]
    do(st, "Rotgut")
    assert names(row(st, 0, 1)) == ["Rotgut"]
    # a goblin that left play this round cannot come back
    st = table(hands=[["Garsh"]], rows=[["Gravelurk", "Rotgut"]])
    st.zones.move(card("Rotgut"), codes.Z_DISCARD)     # it leaves play
    st.flag[card("Rotgut")] = codes.F_LEFT
    assert card("Gravelurk") not in acts.mutable(st, 0)


def test_a_zombie_may_bring_back_a_card_just_paid():
    # Kataclysm (ZOMBIE, cost 2), nothing fitting in the discard pile: pay Whisperling and
    # Ideo, then Ideo comes back from the discard pile (ruling 12)
    st = table(hands=[["Whisperling", "Ideo"]], rows=[["Rotgut", "Kataclysm"]])
    do(st, codes.MUTATE, "Kataclysm", "Whisperling")
    assert list(st.actions()) == [card("Ideo"), codes.BACK]
    do(st, "Ideo")
    assert list(st.actions()) == [card("Ideo"), codes.BACK]
    do(st, "Ideo")
    assert names(row(st, 0, 2)) == ["Ideo"]
    assert names(st.zones.cards(codes.Z_DISCARD)) == ["Whisperling", "Kataclysm"]


def test_none_paid_is_the_first_entry_of_an_optional_zombie_payment():
    """Gravelurk (ZOMBIE, cost 1 less Vilespawn's 1): paying a card is optional (it opens the
    discard pile); Done, none paid, is the first, preselected entry, so an A pressed out of
    habit keeps the hand's cards (they came first: the A paid Garsh)."""
    st = table(hands=[["Garsh", "Ashgrub"]], rows=[["Gravelurk", "Rotgut", "Vilespawn"]],
               discard=["Cogling"])
    do(st, codes.MUTATE, "Gravelurk")
    assert list(st.actions()) == [codes.DONE, card("Garsh"), card("Ashgrub"), codes.BACK]
    do(st, list(st.actions())[0])
    assert list(st.actions()) == [card("Ashgrub"), codes.BACK]     # from the hand
    do(st, "Ashgrub")
    assert names(row(st, 0, 1)) == ["Ashgrub", "Rotgut"]
    assert names(rules.hand(st, 0)) == ["Garsh"]


def test_back_takes_back_the_last_choice_and_changes_nothing():
    st = table(hands=[["Ashgrub", "Cogling", "Garsh", "Quillnib"]], rows=[["Packrunt"]])
    do(st, codes.PLAY, "Ashgrub")          # a new clan: two cards
    before = (bytes(st.zones.buf), bytes(st.sel), st.cur)
    do(st, "Garsh", codes.BACK)
    assert (bytes(st.zones.buf), bytes(st.sel[:3]), st.cur) == (before[0], before[1][:3],
                                                               before[2])
    do(st, codes.BACK, codes.BACK)
    assert st.sel[0] == 0 and codes.BACK not in st.actions()
    with pytest.raises(ValueError):
        st.apply(codes.BACK)


def test_each_destroys_one_free_goblin_of_every_opponent_bracket_bonus():
    st = table(seats=3, hands=[["Firebrat"]], rows=[["Ashgrub"], ["Cogling"],
                                                   ["Packrunt", "Tusker"]])
    do(st, codes.PLAY, "Firebrat")
    assert list(st.actions()) == [card("Cogling")]       # seat 1 first; no Back at the first choice
    do(st, "Cogling")
    assert list(st.actions()) == [card("Tusker"), codes.BACK]
    do(st, "Tusker")
    assert names(st.zones.cards(codes.Z_DISCARD)) == ["Cogling", "Tusker"]


def test_bracket_bonus_reaches_higher_levels_only_when_behind():
    opp = ["Cogling", "Packrunt", "Tinkerer"]
    st = table(hands=[["Fact"]], rows=[["Ashgrub"], opp])
    do(st, codes.PLAY, "Fact")                     # DESTROY_FREE 1 (+1): level I only
    assert list(st.actions()) == [card("Packrunt")]
    st = table(hands=[["Fact"]], rows=[["Ashgrub"], opp], vp=(0, 1))
    do(st, codes.PLAY, "Fact")
    assert set(st.actions()) == {card("Packrunt"), card("Tinkerer")}
    st = table(rows=[["Packrunt"], []], vp=(0, 1))
    assert rules.military(st, 0) == 4 and rules.military(st, 1) == 0


def test_protect_trap_untrap_and_return():
    st = table(rows=[["Rivetsnout"], ["Cogling", "Boltbrat"]])
    assert codes.ACTIVATE not in st.actions()      # Boltbrat, FREE, protects itself
    st = table(rows=[["Rivetsnout"], ["Boltbrat", "Cogling"]])
    do(st, codes.ACTIVATE, "Rivetsnout", "Cogling")     # TRAP_FREE 1 (+1)
    assert st.flag[card("Cogling")] & codes.F_TRAPPED and st.tok[0] == 1
    st = table(rows=[["Alikan", "Fixit"], []])
    st.flag[card("Alikan")] |= codes.F_TRAPPED
    do(st, codes.ACTIVATE, "Fixit")                # UNTRAP 2; DRAW 1; GAIN_TOKEN 1
    assert not st.flag[card("Alikan")] & codes.F_TRAPPED
    assert st.tok[0] == 2 and len(rules.hand(st, 0)) == 1
    st = table(rows=[["Alikan", "Gobbledon"], ["Cogling", "Tinkerer"]])
    do(st, codes.ACTIVATE, "Gobbledon", "Tinkerer")     # RETURN_TO_HAND 2; DRAW 1
    assert names(rules.hand(st, 1)) == ["Tinkerer"] and len(rules.hand(st, 0)) == 1


def test_steal_discard_search_and_hand_attacks_use_the_generator():
    st = table(rows=[["Bonepicker"], []], hands=[[], ["Garsh", "Ideo"]],
               discard=["Walror", "Fact", "Cogling"])
    do(st, codes.ACTIVATE, "Bonepicker")           # max_level=2: Fact or Cogling
    assert set(st.actions()) == {card("Fact"), card("Cogling")}
    do(st, "Fact")
    assert names(rules.hand(st, 0)) == ["Fact"]
    st = table(rows=[["Alikan"], []])
    do(st, codes.ACTIVATE, "Alikan")               # SEARCH 4: four shown, one taken
    shown = st.zones.cards(zone(0, codes.Z_SHOWN))
    assert len(shown) == 4 and set(st.actions()) == set(shown)
    do(st, shown[1])
    assert rules.hand(st, 0) == shown[1:2] and st.zones.size(codes.Z_DISCARD) == 3
    st = table(hands=[["Mindthief"], ["Garsh", "Fact"]], rows=[["Quillnib", "Mossbeard"]])
    st.zones.move(card("Tusker"), zone(0, codes.Z_ROW))
    n = st.rng.n
    do(st, codes.PLAY, "Mindthief")                # STEAL_HAND 1 of the one opponent
    assert len(rules.hand(st, 0)) == 1 and len(rules.hand(st, 1)) == 1 and st.rng.n > n


def test_tokens_extra_turn_play_extra_and_advantage():
    st = table(hands=[["Jammer"]], rows=[["Cogling"], []], vp=(0, 1))
    do(st, codes.PLAY, "Jammer")                   # DRAIN_TOKEN 1 (+1)
    assert st.tok[1] == 0
    st = table(rows=[["Alikan", "Blastmaw"], ["Cogling"]], adv=0)
    do(st, codes.ACTIVATE, "Blastmaw", "Cogling")  # EXTRA_TURN IF_ADV
    assert st.cur == 0
    st = table(hands=[["Howler", "Garsh", "Cogling"]])
    do(st, codes.PLAY, "Howler")                   # PLAY_EXTRA 1: any clan, free
    assert set(st.actions()) == {card("Cogling"), codes.DONE}
    do(st, "Cogling")
    assert names(row(st, 0, 1)) == ["Howler", "Cogling"] and len(rules.hand(st, 0)) == 1
    st = table(hands=[["Bannerboss"]], rows=[["Tusker"]], adv=1)
    do(st, codes.PLAY, "Bannerboss")
    assert st.adv == 0


def test_discount_and_military_bonuses():
    st = table(hands=[["Cogling", "Garsh"]], rows=[["Tusker", "Recruiter"]])
    assert rules.play_cost(st, 0, card("Cogling")) == 0       # DISCOUNT 2 NEWCLAN
    st = table(rows=[["Tusker", "Packrunt", "Cogling", "Tuskmother", "Thundermaw"]])
    # Tusker 2+1, Packrunt 2, Cogling 2, Tuskmother 3, Thundermaw 5 + 1 per other Bakuto (3)
    assert rules.military(st, 0) == 3 + 2 + 2 + 3 + 8


def test_special_victories_end_the_game_at_once():
    st = table(hands=[["Ideo"]], rows=[["Firebrat", "Ashgrub", "Cinderpup", "Garsh", "Fact",
                                        "Walror"], []])
    do(st, codes.PLAY, "Ideo")
    assert st.over() and st.result() == [3, 0]
    st = table(hands=[["Garsh"]], rows=[["Firebrat", "Ashgrub", "Cinderpup", "Fact", "Ideo"],
                                        ["Walror"]])
    st.cur = 1
    do(st, codes.PASS)                             # Walror may sit in any army
    assert not st.over()
    do(st, codes.PLAY, "Garsh")
    assert st.winner == 0
    st = table(rows=[["Gearlord Zzap", "Cogling"], ["Tusker", "Packrunt", "Howler"]])
    for c in rules.army(st, 1):
        st.flag[c] |= codes.F_TRAPPED
    do(st, codes.PASS)
    assert st.winner == 0
    # HAND 10 MORE: at the Great Battle, before the VP
    st = table(hands=[list(range(40, 51)), ["Cogling"]],
               rows=[["Alikan", "Venerable Tchok"], ["Tusker", "Big Mog"]])
    st.zones.move(card("Fact"), zone(0, codes.Z_ROW + 1))
    do(st, codes.PASS)
    assert not st.over()
    do(st, codes.PASS)
    assert st.winner == 0 and st.vp[1] == 0


def test_great_battle_ties_and_the_advantage():
    st = table(seats=3, rows=[["Tusker"], ["Packrunt"], ["Cogling"]], adv=1)
    # Tusker 3, Packrunt 2, Cogling 2: seat 0 wins, the lowest (1 and 2 tie, VP 0 each) gets
    # the Advantage clockwise after its holder (seat 1): seat 2
    do(st, codes.PASS, codes.PASS, codes.PASS)
    assert list(st.vp) == [1, 0, 0] and st.adv == 2 and st.cur == 2 and st.round == 2
    assert list(st.tok) == [2, 2, 2]
    st = table(seats=3, rows=[["Packrunt"], ["Cogling"], [card("Cogling", 1)]], adv=1)
    # all 2: a tie to the holder
    do(st, codes.PASS, codes.PASS, codes.PASS)
    assert list(st.vp) == [0, 1, 0]
    st = table(seats=3, rows=[["Packrunt"], ["Tusker"], ["Cogling"]], adv=1)
    st.cur = 0
    st.flag[card("Tusker")] |= codes.F_TRAPPED
    # seats 0 and 2 tie at 2 without the holder: the first from the holder's seat (2) wins
    do(st, codes.PASS, codes.PASS, codes.PASS)
    assert list(st.vp) == [0, 0, 1] and st.adv == 1


def test_three_victory_points_win():
    st = table(rows=[["Tusker"], ["Packrunt"]], vp=(2, 0))
    do(st, codes.PASS, codes.PASS)      # Packrunt 2 (+2) behind: 4 beats Tusker's 3
    assert st.winner == 255 and list(st.vp) == [2, 1]
    st = table(rows=[["Tusker"], ["Cogling"]], vp=(2, 0))
    do(st, codes.PASS, codes.PASS)
    assert st.winner == 0 and st.result() == [3, 0]


def test_turn_limit_option():
    st = table(hands=[["Ashgrub", "Firebrat"]])
    st.limit = True
    st.passed = 2                                  # the only opponent has passed
    do(st, codes.PLAY, "Ashgrub")
    assert st.solo == 1 and st.cur == 0
    st.solo = 10
    assert list(st.actions()) == [codes.PASS]
    st.limit = False
    assert len(st.actions()) > 1


@pytest.mark.parametrize("seats", (2, 3, 4))
def test_bot_playouts_keep_the_invariants(seats):
    for seed in range(3):
        st = gosu.new_game(seats, seed, b"\x00")
        bots = [gosu.make_bot(1, seed) if s == 0 else RandomBot(seed + s) for s in range(seats)]
        while not st.over():
            st.apply(bots[st.to_move()].choose(st))
            st.invariants()
        assert st.result()[st.winner] == 3


def test_the_other_opcodes_discard_destroy_any_protect_discount_clan_victory():
    st = table(hands=[["Rotgut"], ["Garsh", "Fact"]])
    do(st, codes.PLAY, "Rotgut")                   # DISCARD_OPP 1: at random
    assert len(rules.hand(st, 1)) == 1 and st.zones.size(codes.Z_DISCARD) == 1
    # DESTROY_ANY 3 reaches a goblin that is not FREE; the row closes up
    st = table(rows=[["Ashgrub", "Dom"], ["Cogling", "Tusker", "Packrunt", "Tinkerer"]])
    do(st, codes.ACTIVATE)
    assert list(st.actions()) == [card("Dom"), codes.BACK]
    do(st, "Dom")
    assert card("Cogling") in st.actions()
    do(st, "Cogling")
    assert names(row(st, 1, 1)) == ["Tusker", "Packrunt"]
    # PROTECT OTHERS (Colossus): every other goblin of its army, not Colossus itself
    st = table(rows=[["Ashgrub", "Dom"], ["Cogling", "Tinkerer", "Colossus"]])
    do(st, codes.ACTIVATE, "Dom")
    assert list(st.actions()) == [card("Colossus")]
    # DISCOUNT 1 MUTATE (Vilespawn): Kataclysm's cost 2 becomes 1
    st = table(hands=[["Duwal", "Garsh"]], rows=[["Rotgut", "Kataclysm", "Vilespawn"]])
    assert acts.mut_cost(st, 0, card("Kataclysm")) == 1
    # MIL_BONUS per=CLAN and per=ADV
    st = table(rows=[["Tusker", "Packrunt", "Warchief Grak"]], adv=1)
    assert rules.military(st, 0) == 3 + 2 + 3 + 2
    st = table(rows=[["Mossback"]], adv=0)
    assert rules.military(st, 0) == 3
    # WIN_IF CLAN 8: eight untrapped Alpha goblins
    alpha = ["Packrunt", card("Packrunt", 1), "Howler", card("Howler", 1), "Tusker",
             "Tuskmother", "Stampede", "Gorrak"]
    st = table(rows=[alpha[:7], []])
    do(st, codes.PASS)
    assert not st.over()
    st = table(rows=[alpha, []])
    do(st, codes.PASS)
    assert st.winner == 0


def test_botmatch_prints_the_rounds_and_each_clans_win_rate(capsys):
    # issue 22: four-bot games, the median round a game ends in and each clan's win rate
    from tools import botmatch
    assert botmatch.main(["gosu", "--selfplay", "--games", "3", "--seats", "4"]) == 0
    out = capsys.readouterr().out
    assert "rounds: median" in out
    line = [x for x in out.splitlines() if x.startswith("win rate by side")][0]
    assert "(fair 25.0%)" in line
    for clan in ("Fire", "Ancient", "Dark", "Meka", "Alpha"):
        assert clan + " " in line


def test_hints_count_in_the_singular_for_one():
    """A cost or a count of one reads "1 card", "1 token" (seeded bot games: every hint of
    every menu)."""
    seen = set()
    for seed in range(3):
        st = gosu.new_game(2, seed)
        bots = [gosu.make_bot(1, seed + i) for i in range(2)]
        while not st.over():
            for a in st.actions():
                seen.add(st.hint(a))
            st.apply(bots[st.to_move()].choose(st))
    assert "Costs 1 card" in seen and "Costs 2 cards" in seen
    assert not [h for h in seen if "1 cards" in h or "1 tokens" in h or "0 cards" in h]
