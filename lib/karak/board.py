"""The Karak map. Placed tiles live in bytearrays indexed by placement order (tile 0 is the
start): x and y offset by 128, kind, exits mask (bit 1 << direction), token (NONE or a bag
token index). s.cell, a 256-byte open-addressing table keyed by the low four bits of x and y,
finds the tile (index + 1, 0 = empty) at a place. Functions take the state."""
from karak.data import (DX, DY, START, FOUNTAIN, GATE, NONE, TOK_REWARD, R_CHEST,
                        SHAPE_MASKS, TILE_SHAPE)

OFF = 128


CELLS = 256


def at(s, x, y):
    """Index of the tile at x, y, or None."""
    x += OFF
    y += OFF
    h = ((x & 15) << 4) | (y & 15)
    while True:
        v = s.cell[h]
        if v == 0:
            return None
        if s.tx[v - 1] == x and s.ty[v - 1] == y:
            return v - 1
        h = (h + 1) & (CELLS - 1)


def rot(mask, r):
    """Exits mask turned clockwise r quarter turns."""
    return ((mask << r) | (mask >> (4 - r))) & 15


def xy(s, t):
    return s.tx[t] - OFF, s.ty[t] - OFF


def place(s, x, y, kind, exits):
    t = s.nt
    s.tx[t] = x + OFF
    s.ty[t] = y + OFF
    s.tkind[t] = kind
    s.texit[t] = exits
    s.ttok[t] = NONE
    h = (((x + OFF) & 15) << 4) | ((y + OFF) & 15)
    while s.cell[h]:
        h = (h + 1) & (CELLS - 1)
    s.cell[h] = t + 1
    s.nt = t + 1
    return t


def next_to(s, t, d):
    """(tile index or None, x, y) of the cell beside tile t in direction d."""
    x, y = xy(s, t)
    x += DX[d]
    y += DY[d]
    return at(s, x, y), x, y


def linked(s, t, u, d):
    """True if tile t has an exit towards d and tile u has the matching exit back."""
    return bool(s.texit[t] & (1 << d)) and bool(s.texit[u] & (1 << ((d + 2) & 3)))


def is_fountain(s, t):
    return s.tkind[t] == START or s.tkind[t] == FOUNTAIN


def fountains(s):
    """Discovered healing fountains (start first), in the order they were placed."""
    return [t for t in range(s.nt) if is_fountain(s, t)]


def gates(s):
    return [t for t in range(s.nt) if s.tkind[t] == GATE]


def monster(s, t):
    """The token index of the monster on tile t, or NONE."""
    tok = s.ttok[t]
    if tok != NONE and TOK_REWARD[tok] != R_CHEST:
        return tok
    return NONE


def has_chest(s, t):
    tok = s.ttok[t]
    return tok != NONE and TOK_REWARD[tok] == R_CHEST


def rotations(s):
    """Rotations (0..3) of the drawn tile that open towards the tile the hero comes from;
    rotations giving the same exits are listed once."""
    base = SHAPE_MASKS[TILE_SHAPE[s.ptile]]
    back = 1 << ((s.pdir + 2) & 3)
    out = []
    seen = []
    for r in range(4):
        m = rot(base, r)
        if m & back and m not in seen:
            seen.append(m)
            out.append(r)
    return out


def bounds(s):
    """(min x, min y, max x, max y) of the placed tiles."""
    x0 = y0 = 255
    x1 = y1 = 0
    for t in range(s.nt):
        x0 = min(x0, s.tx[t])
        x1 = max(x1, s.tx[t])
        y0 = min(y0, s.ty[t])
        y1 = max(y1, s.ty[t])
    return x0 - OFF, y0 - OFF, x1 - OFF, y1 - OFF


def reachable(s):
    """Tiles reachable from the start along linked exits (for tests and the bot)."""
    seen = bytearray(s.nt)
    seen[0] = 1
    todo = [0]
    while todo:
        t = todo.pop()
        for d in range(4):
            u = next_to(s, t, d)[0]
            if u is not None and not seen[u] and linked(s, t, u, d):
                seen[u] = 1
                todo.append(u)
    return seen
