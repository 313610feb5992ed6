"""Heroes of Karth's seeded games give the same histories as before the engine was cut down
to fit the heap (tools/MEMORY.md): five games at 2, 3 and 4 seats, a seeded pick among the
legal actions but Back and conceding (so that games run long and reach most rules), taken in
the codes' order (not the menu's, which may change: End turn moved last), each history's SHA-1
held. The bot is left out: its tuning changes its games."""
import hashlib

import karth
from gpcore.rng import Rng
from karth.codes import BACK, CONCEDE

HELD = [(1, 3, 367, "6f70a3343a05"), (2, 4, 292, "c3ab125893f6"), (3, 2, 593, "d6cd902973e0"),
        (4, 3, 399, "2004f1adc993"), (5, 4, 404, "4fdbb83ba321")]


def play(seed, seats):
    st = karth.new_game(seats, seed, bytes(len(karth.OPTIONS)))
    r = Rng(seed)
    while not st.over() and len(st.history) < 3000:
        acts = sorted(a for a in st.actions() if a != CONCEDE and a != BACK)
        st.apply(acts[r.below(len(acts))])
    return st


def test_seeded_histories_are_unchanged():
    got = []
    for seed, seats, _n, _h in HELD:
        st = play(seed, seats)
        assert st.over()
        h = hashlib.sha1(bytes(str(list(st.history)), "ascii")).hexdigest()[:12]
        got.append((seed, seats, len(st.history), h))
    assert got == HELD


def test_a_copy_has_a_history_of_its_own():
    """The history is an array (2-byte codes in a reserved room), which gpcore.zonecopy would
    share: karth.thinking.copy gives the copy its own."""
    st = play(1, 2)
    c = st.copy()
    c.history.append(0)
    assert len(c.history) == len(st.history) + 1
