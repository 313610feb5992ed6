"""Gosu's deal (loaded for it, then unloaded): the zones, the shuffled pile of 100 cards, a
random first Advantage holder, seven cards each (the mulligan: gosu.mull)."""
import gc
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_Z_DRAW = const(0)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_HAND = const(7)
_TOKENS = const(2)
_FX_SIZE = const(8)
_NONE = const(255)
_HISTORY = const(512)
# --- end of constants ---

# The history's room (a byte per action), reserved first while the heap is still empty: it
# grows in place and never needs a large free block late in a game. Then the modules of play,
# a collection after each so that the next one fills the holes loading left, the largest
# first. From .mpy files only those the deal needs: gosu.new_game loads fx and acts after it,
# into the room this module leaves (the deal was the peak). From .py sources all of them before
# the deal: their compile needs more room than the deal does. No one order serves both routes
# (tools/memcheck.py, seeds 1-5): all before the deal, .mpy 35,406 bytes (35 KB); fx and acts
# after it, .py 66 KB; fx or acts alone before it, .py 66-67 KB and .mpy 33 KB.
_HIST = bytearray(_HISTORY)
for x in ("gosu.rules", "gosu.acts", "gosu.fx", "gpcore.zones", "gpcore.effects", "gosu.state"):
    # x[5] is "a" or "f" only for gosu.acts and gosu.fx
    if __file__.endswith(".py") or x[5] != "f" and x[5] != "a":
        __import__(x)
        gc.collect()
from gpcore import once                                             # noqa: E402
from gpcore.zones import Zones, PUBLIC, PRIVATE, HIDDEN, NOBODY     # noqa: E402
from gosu.rules import CARD_ROW                                     # noqa: E402


def deal(seats, seed, options, rng):
    """A new gosu.state.Gosu, its fields made here (a method making them would stay loaded)."""
    from gosu.state import Gosu
    n = len(CARD_ROW)
    sizes = bytearray(2 + _ZS * seats)
    sizes[_Z_DRAW] = n
    vis = bytearray((HIDDEN, PUBLIC))
    owner = bytearray((NOBODY, NOBODY))
    pool = bytearray((0, 1))
    for s in range(seats):
        vis.extend(bytes((PRIVATE, PRIVATE, PUBLIC, PUBLIC, PUBLIC)))
        owner.extend(bytes((s,)) * _ZS)
        pool.extend(bytes((0, 0, 2 + 3 * s, 3 + 3 * s, 4 + 3 * s)))
    global _HIST
    gc.collect()        # the state's attributes' table (368 bytes) finds its block in what
                        # loading left (without: .mpy 32,781 -> 33,484 bytes, seeds 1-5)
    st = Gosu(seats, seed, options, rng)
    st.zones = st.flag = st.tok = st.vp = st.sel = st.fx = st.queue = None
    st.adv = 0              # every field named first: the attributes' table has its full size
    st.cur = 0              # (368 bytes on the 64-bit desktop) before the bytearrays are made
    st.passed = 0
    st.round = 1
    st.solo = 0             # turns taken this round while every other seat has passed
    st.extra = 0            # 1: the seat to act takes another turn
    st.winner = _NONE
    st.mull = 0             # seats done with the mulligan (from the Advantage holder)
    st.limit = len(st.options) > 0 and st.options[0] == 1
    st.zones = Zones(sizes, bytes(vis), bytes(owner), bytes(pool))
    st.flag = bytearray(n)
    st.tok = bytearray([_TOKENS] * seats)
    st.vp = bytearray(seats)
    st.sel = bytearray(8)   # a verb, how many choices, the choices (acts.py)
    st.fx = bytearray(_FX_SIZE)
    st.fx[0] = _NONE
    st.queue = bytearray()  # rows whose powers wait to run (entered goblins)
    st.history = _HIST or bytearray()   # the room serves one game: should this module stay
    _HIST = None                        # loaded, the next game gets a history of its own
    st.history[:] = b""
    st.zones.shuffle(_Z_DRAW, st.rng)
    st.adv = st.cur = st.rng.below(seats)
    for s in range(seats):
        for _ in range(_HAND):
            st.zones.draw(_Z_DRAW, _Z_SEAT + _ZS * s + _Z_HAND)
    once("gosu.mull", "skip", st)     # the seats whose hands hold a Bakuto keep them
    return st

