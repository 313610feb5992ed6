"""Seeded random playouts of whole Karak games for 2..5 seats, checking invariants after every
action, texts within their lengths, replay from the history, and the good bot's games."""
import pytest
import karak
from karak_helpers import snapshot
from karak.checks import invariants
from karak.codes import MAX_TILES, BAG_SIZE, P_OVER, ROUND_CAP
from gpcore.bots import RandomBot
from gpcore.savefmt import replay
from firmware.boards import BOARDS
from firmware.profiles import CHAR_W

COLS = min(spec[1] for spec in BOARDS.values()) // CHAR_W     # the narrowest hint line


def check(s):
    """The game's invariants (karak/checks.py), then its texts within their lengths."""
    assert MAX_TILES == 80 and BAG_SIZE == 53       # the box's tiles and tokens
    invariants(s)
    for line in s.events():
        assert len(line) <= COLS, line
    if s.over():
        assert 0 < len(karak.why(s)) <= COLS - 1, karak.why(s)     # a page's columns
    else:
        assert karak.why(s) is None
        acts = s.actions()
        assert acts and len(set(acts)) == len(acts)
        for a in acts:
            assert 0 < len(s.label(a)) <= 20, s.label(a)
            assert len(s.hint(a)) <= COLS, s.hint(a)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_random_playouts_keep_the_invariants(seats):
    for g in range(3):
        options = bytes([g % 2, (g + seats) % 2])
        s = karak.new_game(seats, 100 * seats + g, options)
        bots = [RandomBot(g * 11 + i) for i in range(seats)]
        n = 0
        while not s.over():
            s.apply(bots[s.to_move()].choose(s))
            check(s)
            n += 1
            assert n < 5000
        assert s.phase == P_OVER and len(s.result()) == seats and s.winners()
        r = replay(karak, seats, 100 * seats + g, options, s.history)
        assert snapshot(r) == snapshot(s)


def test_observe_redeals_only_hidden_things():
    s = karak.new_game(3, 9, bytes(2))
    from gpcore.rng import Rng
    o = s.observe(0, Rng(5))
    assert sorted(o.stack[:o.ns]) == sorted(s.stack[:s.ns])
    assert sorted(o.bag[:o.nb]) == sorted(s.bag[:s.nb])
    assert o.stack != s.stack or o.bag != s.bag
    assert bytes(o.pos) == bytes(s.pos) and o.nt == s.nt


def test_good_bot_games_keep_the_invariants():
    for seats in (2, 4):
        s = karak.new_game(seats, 31 + seats, bytes([seats == 4, seats == 4]))
        bots = [karak.make_bot(1, i) for i in range(seats)]
        while not s.over():
            s.apply(bots[s.to_move()].choose(s))
            check(s)
            assert len(s.history) < 5000


def test_good_bot_ignores_hidden_things():
    """The good bot decides on the real state: its choice must not change when the tile stack
    and the bag are re-dealt (observe), or it would be reading what is to come."""
    from gpcore.rng import Rng
    for seats, seed in ((2, 3), (5, 8)):
        s = karak.new_game(seats, seed, bytes([seats == 5, 0]))
        bots = [karak.make_bot(1, i) for i in range(seats)]
        checked = 0
        while not s.over():
            a = bots[s.to_move()].choose(s)
            if len(s.actions()) > 1:
                for k in range(2):
                    view = s.observe(s.to_move(), Rng(seed + k))
                    assert bots[0].choose(view) == a
                checked += 1
            s.apply(a)
        assert checked > 50


def test_four_bot_games_end_at_the_dragon_not_the_round_cap():
    """With nothing left to explore the bots gear up and attack the dragon (issue 21: half of
    the four-bot games used to run to the round cap, every seat ending its turns), counted
    the way `tools/botmatch.py karak --selfplay` counts them."""
    from tools import botmatch
    turns, ends, rounds, times, _ = botmatch.selfplay(karak, 4, 4, 1)
    assert ends == ["by the dragon"] * 4
    assert botmatch.median(rounds) <= 30 and max(rounds) < ROUND_CAP
