"""Gosu's seeded games give the same histories as before the engine was cut down to fit the
heap (tools/MEMORY.md): the four-bot games of seeds 1-5 (those tools/memcheck.py plays) and
49 (a mulligan), and six games of a seeded pick among the legal actions but Back, at 2, 3 and
4 seats (seed 156: a mulligan); each history's SHA-1, with the final order of the cards, held."""
import hashlib

import gosu
from gpcore.rng import Rng
from gosu.codes import BACK

BOTS = [(1, 144, "06214a4cb17e"), (2, 142, "6bd8ce8326fa"), (3, 115, "053f77c45b81"),
        (4, 178, "574de3d86b74"), (5, 161, "09ea1493d1a5"), (49, 229, "52caf9f64ebc")]
PICKS = [(1, 2, 39, "bc1c1cae4472"), (2, 3, 30, "1100967e5334"), (3, 4, 74, "ad75879a3295"),
         (4, 2, 29, "d055e904b521"), (5, 3, 33, "0af9c38226b9"), (156, 2, 44, "79252852c671")]


def digest(st):
    assert st.over()
    text = str(list(st.history)) + str(list(st.zones.buf))
    return len(st.history), hashlib.sha1(bytes(text, "ascii")).hexdigest()[:12]


def bot_game(seed):
    st = gosu.new_game(4, seed, bytes(len(gosu.OPTIONS)))
    bots = [gosu.make_bot(1, seed + i) for i in range(4)]
    while not st.over():
        st.apply(bots[st.to_move()].choose(st))
    return st


def pick_game(seed, seats):
    st = gosu.new_game(seats, seed, bytes(len(gosu.OPTIONS)))
    r = Rng(seed)
    while not st.over() and len(st.history) < 3000:
        acts = [a for a in st.actions() if a != BACK]
        st.apply(acts[r.below(len(acts))])
    return st


def test_bot_games_are_unchanged():
    assert [(seed,) + digest(bot_game(seed)) for seed in (1, 2, 3, 4, 5, 49)] == BOTS


def test_seeded_playouts_are_unchanged():
    got = []
    for seed, seats in ((1, 2), (2, 3), (3, 4), (4, 2), (5, 3), (156, 2)):
        got.append((seed, seats) + digest(pick_game(seed, seats)))
    assert got == PICKS
