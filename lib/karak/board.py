"""Karak's map, inventories and token facts, as functions of the state.

Map: placed tiles live in bytearrays indexed by placement order (tile 0 is the start): s.txy
(x and y of tile t, offset by 128, at 2t and 2t + 1), s.tkind, s.texit (exits mask, bit 1 << d
for d = 0 N, 1 E, 2 S, 3 W), s.ttok (NONE or a bag token index). The tile being laid is
s.stack[s.ns], just above the stack's hidden part.

Items: an item is the index of the bag token that gave it (Daggers come from the giant rat).
Each seat has INV bytes of unordered items in s.inv (NONE = empty): the slots plus one spare,
so that a new item can be held until the player has chosen what to leave. Items left on tiles
are ints in s.drops, a tile and an item (karak.codes DROP_*).

The token columns and a new game's stack and bag (and START_TILE, the start tile's byte) are
read from karak.ruletables (the packed tables without names) when this module loads, and that
module is unloaded again. The numbers of the params table (steps, hearts, slots, bonuses, the
round cap) are compiled in: tools/pack_tables.py writes into every module the const() copies
of the codes it uses (karak.codes has them all, for the tests and tools).
"""
from gpcore import const, once

_T = once("karak.ruletables")    # read once: its room goes back to the heap

# --- constants: written by tools/pack_tables.py ---
_W_SLOTS = const(2)
_S_SLOTS = const(3)
_K_SLOTS = const(1)
_INV = const(7)
_START = const(0)
_FOUNTAIN = const(2)
_NTOK = const(9)
_R_RUBY = const(5)
_R_CHEST = const(6)
_NONE = const(255)
_TILE_SHAPE_MASK = const(3)
_TILE_KIND_SHIFT = const(2)
_DROP_ITEM_MASK = const(15)
_DROP_TILE_SHIFT = const(4)
# --- end of constants ---
_OFF = const(128)
DX = (0, 1, 0, -1)  # x and y steps of the directions N, E, S, W
DY = (-1, 0, 1, 0)


# Token columns (index: token).
STRENGTH = _T.TOKENS_STRENGTH
REWARD = _T.TOKENS_REWARD
BONUS = _T.TOKENS_BONUS
POINTS2 = _T.TOKENS_POINTS2
CURSE = _T.TOKENS_CURSE
CAT = bytes([(0, 1, 1, 2, 3, 3, 3)[r] for r in REWARD])   # 0 weapon, 1 spell, 2 key, 3 treasure
if _T.TOKENS_COUNT != _NTOK or REWARD[8] != _R_CHEST:
    raise ValueError("karak tables do not match karak.board")
# A new game's stack and bag before shuffling: every tile but the start, and every token, as
# many times as it has copies (a tile is one byte, karak.codes TILE_*). Built by appending:
# a list would take more heap.
STACK = bytearray()
for _i in range(_T.TILES_COUNT):
    for _ in range(_T.TILES_COPIES[_i]):
        if _T.TILES_KIND[_i] == _START:
            START_TILE = _START << _TILE_KIND_SHIFT | _T.TILES_SHAPE[_i]
        else:
            STACK.append(_T.TILES_KIND[_i] << _TILE_KIND_SHIFT | _T.TILES_SHAPE[_i])
BAG = bytearray()
for _i in range(_NTOK):
    for _ in range(_T.TOKENS_COPIES[_i]):
        BAG.append(_i)
del _T, _i, _


# --- map -----------------------------------------------------------------------------
def at(s, x, y):
    """Index of the tile at x, y, or None."""
    key = bytes([x + _OFF, y + _OFF])
    i = s.txy.find(key, 0, 2 * s.nt)
    while i > 0 and i & 1:  # an odd offset straddles two tiles: search on
        i = s.txy.find(key, i + 1, 2 * s.nt)
    return None if i < 0 else i >> 1


def xy(s, t):
    return s.txy[2 * t] - _OFF, s.txy[2 * t + 1] - _OFF


def place(s, x, y, kind, exits):
    """Add a tile of this kind with this exits mask at x, y; returns its index."""
    t = s.nt
    s.txy[2 * t] = x + _OFF
    s.txy[2 * t + 1] = y + _OFF
    s.tkind[t] = kind
    s.texit[t] = exits
    s.ttok[t] = _NONE
    s.nt = t + 1
    return t


def next_to(s, t, d):
    """Index of the tile next to tile t in direction d, or None (the bot's search calls this
    most: one call inside, not three)."""
    return at(s, s.txy[2 * t] - _OFF + DX[d], s.txy[2 * t + 1] - _OFF + DY[d])


def linked(s, t, u, d):
    """True if tile t has an exit towards d and tile u has the matching exit back."""
    return bool(s.texit[t] & (1 << d)) and bool(s.texit[u] & (1 << ((d + 2) & 3)))


def exits(tile, r):
    """Exits mask of a stack tile (karak.codes TILE_*) turned clockwise r quarter turns."""
    mask = (5, 3, 7, 15)[tile & _TILE_SHAPE_MASK]    # unrotated shapes: straight, corner, T, cross
    return ((mask << r) | (mask >> (4 - r))) & 15


def is_fountain(s, t):
    return s.tkind[t] == _START or s.tkind[t] == _FOUNTAIN


def of_kind(s, kind):
    """Discovered tiles of this kind, in the order they were placed: GATE, or FOUNTAIN for the
    healing fountains (the start tile first)."""
    out = []
    for t in range(s.nt):
        k = s.tkind[t]
        if k == kind or kind == _FOUNTAIN and k == _START:
            out.append(t)
    return out


def monster(s, t):
    """The token index of the monster on tile t, or NONE."""
    tok = s.ttok[t]
    if tok != _NONE and REWARD[tok] != _R_CHEST:
        return tok
    return _NONE


# --- items ---------------------------------------------------------------------------
def items(s, seat):
    """The seat's items (token indexes)."""
    b = seat * _INV
    out = []
    for c in s.inv[b:b + _INV]:
        if c != _NONE:
            out.append(c)
    return out


def holds(s, seat, reward):
    """Number of items of this reward kind (R_FLAMES, R_KEY, ...) the seat holds."""
    b = seat * _INV
    n = 0
    for c in s.inv[b:b + _INV]:
        if c != _NONE and REWARD[c] == reward:
            n += 1
    return n


def weapons(s, seat):
    """Sum of the weapon bonuses the seat holds (0 for other items)."""
    b = seat * _INV
    n = 0
    for c in s.inv[b:b + _INV]:
        if c != _NONE and CAT[c] == 0:
            n += BONUS[c]
    return n


def fits_codes(codes, expert):
    """True if these items fit the slots (treasures take slots only in Expert)."""
    n = bytearray(4)
    for c in codes:
        n[CAT[c]] += 1
    if n[0] > _W_SLOTS or n[1] > _S_SLOTS or n[2] > _K_SLOTS:
        return False
    return len(codes) < _INV if expert else n[3] == 0


def set_item(s, seat, old, new):
    """Replace one item `old` of the seat by `new`; NONE is an empty slot, so that
    set_item(s, seat, NONE, c) adds item c and set_item(s, seat, c, NONE) removes it."""
    b = seat * _INV
    i = s.inv.find(bytes([old]), b, b + _INV)
    if i < 0:
        raise ValueError("no such item")
    s.inv[i] = new


def points2(s, seat):
    """Doubled points: in Normal the banked treasures (chests, the Fallen, the ruby); in Expert
    the treasures in the inventory plus the ruby."""
    v = 0
    for t in range(_NTOK):
        if not s.expert or REWARD[t] == _R_RUBY:
            v += s.won[seat * _NTOK + t] * POINTS2[t]
    if s.expert:
        for c in items(s, seat):
            if CAT[c] == 3:
                v += POINTS2[c]
    return v


def drops_at(s, t):
    """Distinct items lying on tile t."""
    out = []
    for d in s.drops:
        if d >> _DROP_TILE_SHIFT == t and (d & _DROP_ITEM_MASK) not in out:
            out.append(d & _DROP_ITEM_MASK)
    return out
