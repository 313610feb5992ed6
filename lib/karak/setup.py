"""A new Karak game: the shuffled tile stack and bag, the start tile, the start roll and the
heroes (drawn at random, or chosen in turn order with the Heroes option): deal(), for one
call (the package's new_game: gpcore.once)."""
import gc
from gpcore import const

_HISTORY_ROOM = const(768)
# The history's room (a byte per action; most games take 250-700), reserved first, while the
# heap is still empty, and emptied in deal(): MicroPython keeps the room, so the history grows
# in place and never needs a large free block late in a game, and this block does not split
# the heap that the code fills. A new import (new_game unloads this module) reserves anew.
_HIST = bytearray(_HISTORY_ROOM)
# Load order, for the smallest heap: the map first (it reads the packed tables and unloads
# them, leaving one free block), then the rules and the state, a collection after each so that
# the next one fills the holes that loading left. From .mpy the bot loads only when make_bot()
# asks, after this module is gone (loading it before dealing needs more heap); from .py it is
# compiled first (it imports the map), then turn before the rules: compiled after the deal, in
# a cut-up heap, its one module needed 72 KB (tools/memcheck.py), and 61 so.
for _m in ("karak.bot", "karak.turn", "karak.rules", "karak.state") \
        if __file__.endswith(".py") else ("karak.board", "karak.rules", "karak.state"):
    __import__(_m)
    gc.collect()
from karak.state import KarakState
from karak import board, rules, turn

# --- constants: written by tools/pack_tables.py ---
_HEARTS = const(5)
_INV = const(7)
_START = const(0)
_NTOK = const(9)
_NONE = const(255)
_P_HERO = const(0)
_F_SIZE = const(12)
_E_ROLLS = const(0)
_E_STARTS = const(1)
# --- end of constants ---


def deal(seats, seed, options, rng=None):
    """The state of a new game."""
    s = KarakState(seats, seed, options, rng)
    # Every attribute first, so that the state's table of names grows to its full size here,
    # each smaller table freed next to the last, not among the arrays below, where the freed
    # tables left holes and its last growth (592 bytes) found none big enough: dealing alone
    # took a heap of 33,024 bytes from .mpy, now 31,232 (tools/MEMORY.md).
    s.expert = s.hero = s.pos = s.prev = s.hearts = s.inv = s.won = s.curse = s.stack = \
        s.bag = s.txy = s.tkind = s.texit = s.ttok = s.nt = s.drops = s.ns = s.nb = \
        s.fight = s.round = s.steps = s.moved = s.pdir = s.need_curse = s.go_on = s.xwin = \
        s.first = s.turn = s.phase = None
    global _HIST
    s.history = _HIST or bytearray()    # the room serves one game: should this module stay
    _HIST = None                        # loaded, the next game gets a history of its own
    s.history[:] = b""
    opts = s.options
    s.expert = len(opts) > 1 and opts[1] == 1
    s.hero = bytearray([_NONE] * seats)
    s.pos = bytearray(seats)
    s.prev = bytearray(seats)
    s.hearts = bytearray([_HEARTS] * seats)
    s.inv = bytearray([_NONE] * (seats * _INV))
    s.won = bytearray(seats * _NTOK)
    s.curse = _NONE
    s.stack = bytearray(board.STACK)
    s.bag = bytearray(board.BAG)
    n = len(s.stack) + 1      # tiles in all
    s.txy = bytearray(2 * n)
    s.tkind = bytearray(n)
    s.texit = bytearray(n)
    s.ttok = bytearray(n)
    s.nt = 0
    s.drops = []
    s.rng.shuffle(s.stack)
    s.rng.shuffle(s.bag)
    s.ns = len(s.stack)
    s.nb = len(s.bag)
    board.place(s, 0, 0, _START, board.exits(board.START_TILE, 0))
    s.fight = bytearray(_F_SIZE)
    s.round = s.steps = s.moved = s.pdir = 0
    s.need_curse = s.go_on = False
    s.xwin = _NONE
    s.first = s.turn = roll_first(s)
    if opts and opts[0] == 1:
        s.phase = _P_HERO
    else:
        ids = bytearray(range(6))
        s.rng.shuffle(ids)
        s.hero[:] = ids[:seats]
        turn.begin(s, s.first)
    rules.settle(s)
    return s


def roll_first(s):
    """Every seat rolls a die, the highest starts (ties roll again); returns that seat."""
    tied = list(range(s.seats))
    while len(tied) > 1:
        rolls = [s.rng.die(6) for _ in tied]
        for i in range(len(tied)):
            s.say(_E_ROLLS, tied[i], rolls[i])
        best = max(rolls)
        tied = [tied[i] for i in range(len(tied)) if rolls[i] == best]
    s.say(_E_STARTS, tied[0])
    return tied[0]
