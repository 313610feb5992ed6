"""gpcore.effects under MicroPython (desktop, and the cores of CircuitPython 9 and 10 through
tools/mpcompat.py): the toy game's tricks played by hand (a reaction, a swap in three choices
with Back), then seeded bot games in which every game is replayed from its history, also from
the middle of a program, to the same state.

  micropython tests/mp_effects_run.py LIB_DIR FIXTURES_DIR     prints OK ... or raises
"""
import sys

sys.path.insert(0, sys.argv[2])
sys.path.insert(0, sys.argv[1])

import toygame  # noqa: E402
from toygame.codes import ALLOW, BACK, NONE, PLAY, SEAT, SHIELD, SLOT  # noqa: E402
from toygame.names import CARD_NAME_NAMES  # noqa: E402
from gpcore import savefmt  # noqa: E402
from gpcore.bots import RandomBot  # noqa: E402

THIEF = CARD_NAME_NAMES.index("Thief") + 1
TRICKSTER = CARD_NAME_NAMES.index("Trickster") + 1
SHIELD_CARD = CARD_NAME_NAMES.index("Shield") + 1


def check(ok, what):
    if not ok:
        raise AssertionError(what)


def state(s):
    return (bytes(s.scores), bytes(s.hands), bytes(s.deck), s.left, s.pot, s.seat, s.turns,
            bytes(s.fx), s.rng.z, s.rng.w, list(s.history))


def table(hands):
    s = toygame.new_game(3, 1, b"\x00")
    s.hands = bytearray(hands)
    s.scores = bytearray((5, 7, 0))
    s.left = 0
    return s


s = table((THIEF, 2, 3, 4, SHIELD_CARD, 6, 1, 2, 3))
s.apply(PLAY)
s.apply(SEAT + 1)
check(s.to_move() == 1 and list(s.actions()) == [SHIELD, ALLOW], "the reaction")
before = state(s)
try:
    s.apply(SEAT)
    check(False, "an illegal choice")
except ValueError:
    check(state(s) == before, "an illegal choice changed the state")
s.apply(SHIELD)
check(s.to_move() == 0 and s.fx[0] == NONE and bytes(s.scores) == bytes((5, 7, 0)), "blocked")

s = table((TRICKSTER, 5, 6, 1, 2, 3, 0, 0, 0))
for a in (PLAY, SLOT + 2, BACK, SLOT + 1, SEAT + 1, BACK, SEAT + 1, SLOT + 2):
    s.apply(a)
check(bytes(s.hands) == bytes((0, 3, 6, 1, 2, 5, 0, 0, 0)) and s.scores[0] == 6, "the swap")

games = choices = 0
for seed in range(1, 21):
    g = toygame.new_game(2 + seed % 3, seed, bytes((seed % 2,)))
    bots = [RandomBot(seed + i) for i in range(4)]
    while not g.over():
        if g.fx[0] != NONE:
            choices += 1
            r = savefmt.replay(toygame, g.seats, seed, g.options, g.history)
            check(state(r) == state(g), "replay mid-program, seed %d" % seed)
            check(state(g.copy()) == state(g), "copy mid-program, seed %d" % seed)
        g.apply(bots[g.to_move()].choose(g))
    games += 1
check(choices > 20, "too few choices")
print("OK effects games=%d choices=%d" % (games, choices))
