"""Heroes of Karth's rules shared by the turn, the abilities and the windows: zones, units and
their cards, walls and range (gpcore.paths), placing and removing units, the undead's and the
Adventurers' caps. Damage, death, the reaction windows and the wins are in karth.harm."""
from gpcore import const
from karth import tables

# --- constants: written by tools/pack_tables.py ---
_W = const(8)
_H = const(6)
_N_TILES = const(48)
_K_UNDEAD = const(4)
_C_CASTER = const(2)
_C_ARCHER = const(3)
_T_SPAWN = const(5)
_Z_PLAY = const(0)
_Z_TOK = const(1)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_DISC = const(4)
_SLOTS = const(34)
_U = const(12)
_U_CARD = const(0)
_U_TILE = const(1)
_U_FL = const(3)
_U_IT = const(6)
_U_OWN = const(11)
_F_HID = const(4)
_UNDEAD_MAX = const(5)
_GOLD_WIN_2 = const(40)
_GOLD_WIN_3 = const(50)
_GOLD_WIN_4 = const(60)
_ADV_CAP = const(6)
_NONE = const(255)
_CARD_KIND = const(39)
_CARD_CLASS = const(78)
_CARD_LEVEL = const(117)
_OP_CONTROL_UNDEAD = const(3)
_TER_OPEN_MASK = const(12)
_TER_FAC = const(36)
_TER_EFFECT = const(48)
_STEP = const(4)
_STEP_N = const(1)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_TILE_KIND_MASK = const(15)
_TILE_TURNS_SHIFT = const(4)
# --- end of constants ---
del const    # (folded by MicroPython, not needed below: 17 names fit a smaller table)
# By seats 2, 3, 4: the Adventurers' combined gold target; the DM's is GOLD_WIN[0] at every
# seat count (PROPOSED reading, karth.md ruling 29: "40 unspent Gold Coins" is one player's,
# "combined" the Adventurers'): with 50 and 60 the DM's bot won 34% and 13% of bot games.
GOLD_WIN = (_GOLD_WIN_2, _GOLD_WIN_3, _GOLD_WIN_4)


def row(st, k):
    # The card table's row of the card of unit k.
    return st.rows[st.u[k * _U + _U_CARD]]


def slots(st):
    # The slots that hold a unit, a bytearray (no list at every look).
    u = st.u
    out = bytearray()
    for k in range(_SLOTS):
        if u[k * _U + _U_CARD] != _NONE:
            out.append(k)
    return out


def has(r, e):
    # The parameter + 1 of opcode e among row r's abilities, or 0.
    for i in range(tables.CARD_ABILITIES_AT[r], tables.CARD_ABILITIES_AT[r + 1]):
        if tables.CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK == e:
            return tables.CARD_ABILITIES[_STEP * i + _STEP_N] + 1
    return 0


def opens(st, s, r):
    # The open sides of every tile for a unit of seat s: a Secret Door of the other faction is
    # solid, and a rogue (r) crosses closed sides (never range counting: r False). A new
    # bytearray each call: a memo of the four kinds held about 0.5 KB for no measured speed.
    out = bytearray(_N_TILES)
    fac = 2 if s == 0 else 1
    for t in range(_N_TILES):
        v = st.tile[t]
        k = v & _TILE_KIND_MASK
        m = tables.TER[_TER_OPEN_MASK + k]
        v >>= _TILE_TURNS_SHIFT     # quarter turns
        m = (m << v | m >> (4 - v)) & 15
        if tables.TER[_TER_FAC + k] and tables.TER[_TER_FAC + k] != fac:
            m = 0
        elif r:
            m = 15
        out[t] = m
    return out


def enemies(st, s):
    # A byte per tile: 1 where a visible unit of the other side stands.
    out = bytearray(_N_TILES)
    for k in slots(st):
        if (not st.u[k * _U + _U_OWN]) != (not s) and not st.u[k * _U + _U_FL] & _F_HID:
            out[st.u[k * _U + _U_TILE]] = 1
    return out


def targets(st, k, r, f):
    # Tiles of visible enemies of unit k within r steps (0: its class range, melee 1, archers and
    # casters 3), a bytearray; with f F_HID, of its hidden enemies there (Reveal).
    if not r:
        r = tables.CARD[_CARD_CLASS + row(st, k)]
        r = 3 if r == _C_ARCHER or r == _C_CASTER else 1
    u = st.u
    e = u[k * _U + _U_OWN]
    # the steps to each tile, counted around walls and visible enemies, up to r
    from gpcore.paths import dist
    d = dist(_W, _H, opens(st, e, False), u[k * _U + _U_TILE], enemies(st, e), r)
    e = not e       # its side (0: the DM's)
    out = bytearray()
    for j in slots(st):
        t = u[j * _U + _U_TILE]
        if (not u[j * _U + _U_OWN]) != e and u[j * _U + _U_FL] & _F_HID == f and d[t] <= r:
            out.append(t)
    return out


def items(st, k, v):
    # The bonus of the CARD column at offset v (_CARD_DMG, _CARD_AR...) of the items unit k holds.
    n = 0
    k = k * _U + _U_IT
    for c in st.u[k:k + 2]:     # (a slice: no constant tuple held)
        if c != _NONE:
            n += tables.CARD[v + st.rows[c]]
    return n


def raised(st, s):
    # The undead token seat s may bring in, or NONE: one of the supply's, if its undead in the
    # dungeon are fewer than its capacity (undead_room: the tokens are as many as its bound).
    if undead_room(st, s, 0) > 0:
        for c in st.zones.cards(_Z_TOK):
            if tables.CARD[_CARD_KIND + st.rows[c]] == _K_UNDEAD:
                return c
    return _NONE


def place(st, c, t, s, f):
    # Put card c on tile t as a unit of seat s with flags f; returns its slot.
    u = st.u
    for k in range(_SLOTS):
        if u[k * _U + _U_CARD] == _NONE:
            break
    else:
        raise ValueError    # (never: SLOTS is the most units the decks can have in at once)
    i = k * _U
    u[i:i + _U] = bytes((c, t, 0, f, 0, 0, _NONE, _NONE, 0, 0, 0, s))
    st.at[t] = k + 1
    st.zones.move(c, _Z_PLAY)
    return k


def remove(st, k, z):
    # Unit k leaves the dungeon: its card onto its owner's zone z (Z_DISC, Z_CEM), its items
    # onto the discard pile (an undead token back to the supply).
    u = st.u
    i = k * _U
    s = u[i + _U_OWN]
    for c in u[i + _U_IT:i + _U_IT + 2]:
        if c != _NONE:
            st.zones.move(c, _Z_SEAT + _ZS * s + _Z_DISC)
            if not st.out & 1 << s:
                st.buy.append(c)        # its owner may buy it back (harm.end)
    c = u[i + _U_CARD]
    z += _Z_SEAT + _ZS * s
    if tables.CARD[_CARD_KIND + st.rows[c]] == _K_UNDEAD:
        z = _Z_TOK
    st.zones.move(c, z)
    st.at[u[i + _U_TILE]] = 0
    u[i:i + _U] = bytes([_NONE]) * _U
    if st.active == k:
        st.active = _NONE


def spawners(st, e):
    # The Spawner tiles of side e: the DM's in column 7, the Adventurers' in column 0.
    out = []
    for t in range(0 if e else _W - 1, _N_TILES, _W):
        if tables.TER[_TER_EFFECT + (st.tile[t] & _TILE_KIND_MASK)] == _T_SPAWN:
            out.append(t)
    return out


def undead_room(st, s, f):
    # How many more undead seat s may have in the dungeon (f 0) or act this turn (f: the flags
    # of one that acted): its capacity (the levels of its units that control undead, at most
    # five) less its undead tokens in the dungeon (with f, those with one of the flags f).
    cap = n = 0
    for k in slots(st):
        if st.u[k * _U + _U_OWN] == s:
            r = row(st, k)
            if has(r, _OP_CONTROL_UNDEAD):
                cap += tables.CARD[_CARD_LEVEL + r]
            if tables.CARD[_CARD_KIND + r] == _K_UNDEAD and (not f or st.u[k * _U + _U_FL] & f):
                n += 1
    return min(_UNDEAD_MAX, cap) - n


def cap_ok(st, s):
    # Adventurer s may bring one more unit in: 6 Adventurer units in all, 6 // the number of
    # Adventurers each.
    n = own = 0
    for k in slots(st):
        o = st.u[k * _U + _U_OWN]
        if o:
            n += 1
            if o == s:
                own += 1
    return n < _ADV_CAP and own < _ADV_CAP // (st.seats - 1)
