"""Karak: Goblin seeded playouts at 2, 3 and 4 seats with invariants after every action; the
bot decides on what its seat sees; observe() hides exactly the hands and decks."""
import pytest

import karak_goblin
from karak_goblin import rules, bot
from karak_goblin.checks import invariants
from karak_goblin.codes import Z_HAND, Z_DECK, P_HERO, A_HERO, N_CARDS
from gpcore.rng import Rng
from tests.gamesuite import AnyAction
from tests.karak_goblin_kit import snapshot
from shellkit import Session  # noqa: F401  (the simulated board, for firmware.ui)
from firmware.ui import fit


@pytest.mark.parametrize("seats", (2, 3, 4))
@pytest.mark.parametrize("seed", range(1, 5))
def test_random_and_bot_playouts_keep_the_invariants_and_end(seats, seed):
    s = karak_goblin.new_game(seats, seed, bytes((seed % 2, seed // 2 % 2)))
    bots = [AnyAction(seed * 10 + i) if i % 2 else karak_goblin.make_bot(1, seed)
            for i in range(seats)]
    n = 0
    while not s.over():
        acts = s.actions()
        assert len(acts) > 0
        shown = []
        for a in acts:
            for t, cols in ((s.label(a), 25), (s.hint(a), 26)):   # at 160x128: every word
                assert len(fit(t, cols).split()) == len(t.split()), t   # kept, some shortened
            if a >= N_CARDS:
                shown.append(fit(s.label(a), 25))
        assert len(set(shown)) == len(shown), shown     # no two entries look alike
        s.apply(bots[s.to_move()].choose(s))
        for line in s.events():
            assert isinstance(line, str)
        invariants(s)
        n += 1
        assert n < 20000
    r = s.result()
    assert len(r) == seats and s.winners()


def test_heroes_chosen_in_turn():
    s = karak_goblin.new_game(3, 2, b"\x01\x00")
    assert s.phase == P_HERO and len(s.actions()) == 6
    s.apply(A_HERO + 4)
    assert s.to_move() == 1 and A_HERO + 4 not in s.actions()
    s.apply(A_HERO + 0)
    s.apply(A_HERO + 5)
    assert list(s.hero) == [4, 0, 5] and s.to_move() == 0
    for seat in range(3):
        assert s.zones.size(rules.zone(s, Z_HAND, seat)) == 4
        assert s.zones.size(rules.zone(s, Z_DECK, seat)) == 2
    invariants(s)


def test_same_seed_same_game():
    def run():
        s = karak_goblin.new_game(3, 9, b"\x00\x00")
        bots = [karak_goblin.make_bot(1, 1)] * 3
        while not s.over():
            s.apply(bots[s.to_move()].choose(s))
        return snapshot(s)
    assert run() == run()


def test_observe_hides_other_hands_and_every_deck():
    s = karak_goblin.new_game(3, 4, b"\x00\x00")
    seen = set()
    for seed in range(1, 30):
        o = s.observe(0, Rng(seed))
        z, r = o.zones, s.zones
        assert z.cards(rules.zone(s, Z_HAND, 0)) == r.cards(rules.zone(s, Z_HAND, 0))
        for seat in (1, 2):
            h, d = rules.zone(s, Z_HAND, seat), rules.zone(s, Z_DECK, seat)
            assert sorted(z.cards(h) + z.cards(d)) == sorted(r.cards(h) + r.cards(d))
            assert z.size(h) == r.size(h)
        for lv in range(3):
            t = rules.table(s, 4, lv)
            assert sorted(z.cards(t)) == sorted(r.cards(t))
        for k in range(len(z.vis)):
            if z.vis[k] == 0:
                assert z.cards(k) == r.cards(k)
        seen.add(z.cards(rules.zone(s, Z_HAND, 1)))
    assert len(seen) > 3


@pytest.mark.parametrize("seed", (1, 2, 3))
def test_bot_choice_does_not_change_when_hidden_cards_are_redealt(seed):
    s = karak_goblin.new_game(3, seed, b"\x00\x00")
    bots = [karak_goblin.make_bot(1, seed)] * 3
    n = 0
    while not s.over() and n < 400:
        seat = s.to_move()
        a = bot.choose(s)
        for k in range(3):
            o = s.observe(seat, Rng(seed * 100 + n * 3 + k))
            assert bot.choose(o) == a
        s.apply(a)
        n += 1


def test_every_event_keeps_its_words_on_a_banner_line():
    from karak_goblin import text
    from tools.tables import karak_goblin_spec as spec      # the codes, as the packer reads them
    s = karak_goblin.new_game(4, 1, b"\x00\x00")
    assert len(spec.EVENTS) == len(text.EVENTS)
    second = {"m": range(36, 118), "c": range(118), "b": list(range(118)) + [200, 201, 202],
              "o": range(3), "h": range(6), "n": range(12)}
    for e in range(len(text.EVENTS)):
        kinds = text.EVENTS[e].split("|")[0]
        for seat in range(4):
            s.hero[seat] = 4                               # Victorius, the longest name
            for x in second.get(kinds[1:2], (0,)):
                line = text.event(s, e | seat << 5 | x << 13)
                assert line and len(fit(line, 25).split()) == len(line.split()), line
    for c in range(118):        # whole names ("Mushroom Creep"), fitted on a banner's line
        assert len(text.card(c)) <= 23 and len(text.monster(c)) <= 23
