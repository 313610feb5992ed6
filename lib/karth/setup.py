"""Heroes of Karth's setup (loaded for it): the decks (the DM's Goblin Necromancer deck with
its tokens, a full Elf Warrior deck for each Adventurer), the starting gold (the DM's per
Adventurer), the starting hands drawn from piles of the player's choice and the one-card
mulligan, then the dungeon: a seeded random legal layout of the 48 tiles (the fixed Spawners
in the end columns) that the DM may change DM_EDITS times (PROPOSED: a bound, so that a game
ends), the Adventurers' changes, the DM's (the numbers: tools/tables/karth_params.csv); every
layout keeps the six Spawners connected (Secret Doors closed, no teleports). Then the DM's
first turn (begun by karth.state once this module is unloaded)."""
from gpcore import const
from gpcore.paths import dist
from gpcore.zones import Zones, PUBLIC, PRIVATE, HIDDEN
from karth import rules
from karth.tables import CARD, TER

# --- constants: written by tools/pack_tables.py ---
_TILE = const(0)
_CARD = const(100)
_DRAW = const(301)
_KEEP = const(304)
_DONE = const(305)
_BACK = const(306)
_ROT = const(309)
_W = const(8)
_H = const(6)
_N_TILES = const(48)
_P_TOKEN = const(3)
_T_SPAWN = const(5)
_N_ELF = const(45)
_N_GOB = const(59)
_N_ROWS = const(39)
_N_TER = const(12)
_Z_PLAY = const(0)
_Z_TOK = const(1)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_SLOTS = const(34)
_U = const(12)
_PH_DEAL = const(0)
_PH_MULL = const(1)
_PH_LAY = const(2)
_PH_ADV = const(3)
_PH_DRAW = const(5)
_HAND0 = const(5)
_START_GOLD = const(5)
_DM_EDITS = const(3)
_ADV_EDITS = const(3)
_DM_CHANGES = const(1)
_FX_SIZE = const(6)
_NONE = const(255)
_E_LAYOUT = const(15)
_E_MULL = const(16)
_CARD_PILE = const(0)
_CARD_COPIES = const(702)
_TER_COUNT = const(0)
_TER_ORIENTATIONS = const(24)
_TER_FAC = const(36)
_TER_EFFECT = const(48)
_TILE_KIND_MASK = const(15)
_TILE_TURNS_SHIFT = const(4)
# --- end of constants ---


def deal(seats, seed, options, rng):
    # The state dealt, with a random legal layout: Spawners in three rows of each end
    # column, the other tiles shuffled into the rest, each turned one of its printed ways.
    from karth.state import Karth
    rows = bytearray()      # the row of each card id: a row's copies one after another
    for r in range(_N_ROWS):
        rows.extend(bytes((r,)) * CARD[_CARD_COPIES + r])
    rows = bytes(rows[_N_ELF:]) + bytes(rows[:_N_ELF]) * (seats - 1)
    vis = bytearray((PUBLIC, PUBLIC))
    owner = bytearray((255, 255))
    pool = bytearray(2)
    for s in range(seats):
        vis.extend(bytes((HIDDEN, HIDDEN, HIDDEN, PRIVATE, PUBLIC, PUBLIC, PUBLIC)))
        owner.extend(bytes((s,)) * _ZS)
        pool.extend(bytes((1 + 4 * s, 2 + 4 * s, 3 + 4 * s, 4 + 4 * s, 0, 0, 0)))
    sizes = bytearray(len(vis))
    sizes[_Z_PLAY] = len(rows)
    # Every field of the state is set here (Karth has no __init__ of its own: a function
    # held through the play), the flow's first; a copy gets them from zonecopy.copy().
    st = Karth(seats, seed, options, rng)
    st.out = 0          # a bit per seat that conceded
    st.ph = 0
    st.cur = 0          # the seat whose turn (or setup step) it is
    st.tf = 0           # turn flags (TF_*)
    st.turns = 0
    st.active = _NONE   # the unit whose turn runs
    st.winner = _NONE   # 0: the DM's side, 1: the Adventurers'
    # a choice under way: its kind and card (or tile); the card set aside this turn (in the
    # setup: a count within the phase, cards drawn or changes made; 29 attributes fit a
    # smaller attribute table than 30)
    st.sel = bytearray(3)
    st.fx = bytearray(_FX_SIZE)
    st.fx[0] = _NONE
    st.actor = _NONE    # the unit using the ability that runs
    st.card = _NONE     # the card whose program runs
    st.win = bytearray(4)   # a reaction window: kind, seat, card or unit, target
    # per unit: the seat that last damaged it, then the seats asked to save it (a bit each)
    st.hitby = bytearray(2 * _SLOTS)
    st.buy = bytearray()    # items of lost units whose buy-back is still to offer
    # the dealt fields
    st.zones = Zones(sizes, bytes(vis), bytes(owner), bytes(pool))
    st.rows = rows          # the card table's row of each card id
    st.tile = bytearray(_N_TILES)       # terrain kind, quarter turns (TILE_*)
    st.at = bytearray(_N_TILES)         # slot + 1 of the unit on the tile
    st.web = bytearray(_N_TILES)
    st.u = bytearray(_SLOTS * _U)       # every slot free (NONE), no bytes of that size made
    for i in range(_SLOTS * _U):
        st.u[i] = _NONE
    st.gold = bytearray(seats)
    st.se = bytearray(seats)
    st.kp = bytearray(seats)
    for c in range(len(rows)):
        p = CARD[_CARD_PILE + rows[c]]
        s = 0 if c < _N_GOB else 1 + (c - _N_GOB) // _N_ELF     # the deck's seat
        st.zones.move(c, _Z_TOK if p == _P_TOKEN else _Z_SEAT + _ZS * s + p)
    for s in range(seats):
        for p in range(3):
            st.zones.shuffle(_Z_SEAT + _ZS * s + p, st.rng)
        st.gold[s] = _START_GOLD * (seats - 1) if s == 0 else _START_GOLD
    while True:
        kinds = bytearray()
        spawn = 0
        for k in range(_N_TER):
            if TER[_TER_EFFECT + k] == _T_SPAWN:
                spawn = k
            else:
                kinds.extend(bytes((k,)) * TER[_TER_COUNT + k])
        st.rng.shuffle(kinds)
        chosen = bytearray(_N_TILES)
        lines = bytearray(range(_H))
        for col in (0, _W - 1):
            st.rng.shuffle(lines)
            for r in lines[:3]:
                chosen[r * _W + col] = 1
        i = 0
        for t in range(_N_TILES):
            if chosen[t]:
                st.tile[t] = spawn
            else:
                k = kinds[i]
                i += 1
                st.tile[t] = k | st.rng.below(TER[_TER_ORIENTATIONS + k]) << _TILE_TURNS_SHIFT
        if legal(st):
            return st


def legal(st, a=0, b=0, r=0):
    # The six Spawners are connected by ordinary movement (Secret Doors closed to all) once
    # tiles a and b swap (r 0; a swap of a tile with itself changes nothing) or tile a turns a
    # quarter (r 1); the change is undone, unless r has 2 added (then kept, not checked).
    x, y = st.tile[a], st.tile[b]
    if r & 1:
        k = x & _TILE_KIND_MASK
        st.tile[a] = k | ((x >> _TILE_TURNS_SHIFT) + 1) % TER[_TER_ORIENTATIONS + k] \
            << _TILE_TURNS_SHIFT
    else:
        st.tile[a], st.tile[b] = y, x
    if r & 2:
        return True
    sp = rules.spawners(st, 0) + rules.spawners(st, 1)
    m = rules.opens(st, 0, False)      # (a new bytearray)
    for t in range(_N_TILES):
        if TER[_TER_FAC + (st.tile[t] & _TILE_KIND_MASK)]:
            m[t] = 0
    d = dist(_W, _H, m, sp[0], bytes(_N_TILES), _N_TILES)
    st.tile[a], st.tile[b] = x, y
    for t in sp:
        if d[t] > _N_TILES:     # (FAR: not reached)
            return False
    return True


_SEEN = {}     # the changes of a tile of a layout, for the layouts last asked about


def setup_actions(st):
    s = st.cur
    out = []        # (no comprehension: each is a function of its own)
    if st.ph == _PH_DEAL or st.sel[0] == 5:
        for p in range(3):
            if st.zones.size(_Z_SEAT + _ZS * s + p):
                out.append(_DRAW + p)
        return out
    if st.ph == _PH_MULL:
        out.append(_KEEP)
        for c in st.zones.cards(_Z_SEAT + _ZS * s + _Z_HAND):
            out.append(_CARD + c)
        return out
    if st.sel[0] != 4:      # Done first (an A out of habit changes nothing), then a tile to
        out.append(_DONE)   # change: no Spawner but in the DM's first edits
        for t in range(_N_TILES):
            if st.ph == _PH_LAY or TER[_TER_EFFECT + (st.tile[t] & _TILE_KIND_MASK)] != _T_SPAWN:
                out.append(_TILE + t)
        return out
    # The legal changes of tile a (swaps with TILE + b, a turn ROT), remembered for a few
    # layouts (a bot asks again and again about the same one). Tiles a and b may change
    # places unless one is a Spawner, but in the DM's first edits a Spawner within its end
    # column; a swap of two tiles open alike (a Secret Door as closed) changes no path.
    a = st.sel[1]
    key = bytes(st.tile) + bytes((a, st.ph))
    out = _SEEN.get(key)
    if out is None:
        m = rules.opens(st, 0, False)
        ma = 0 if TER[_TER_FAC + (st.tile[a] & _TILE_KIND_MASK)] else m[a]
        spawn = TER[_TER_EFFECT + (st.tile[a] & _TILE_KIND_MASK)] == _T_SPAWN
        out = []
        for t in range(_N_TILES):
            k = st.tile[t] & _TILE_KIND_MASK
            if t != a and (not spawn and TER[_TER_EFFECT + k] != _T_SPAWN
                           or st.ph == _PH_LAY and a % _W == t % _W and a % _W in (0, _W - 1)) \
                    and (ma == (0 if TER[_TER_FAC + k] else m[t]) or legal(st, a, t)):
                out.append(_TILE + t)
        if TER[_TER_ORIENTATIONS + (st.tile[a] & _TILE_KIND_MASK)] > 1 and legal(st, a, a, 1):
            out.append(_ROT)
        if len(_SEEN) > 7:
            _SEEN.clear()
        _SEEN[key] = out
    return out + [_BACK]     # (a new list: the remembered one unchanged)


def setup_do(st, a):
    # The step: a draw, a mulligan or keep, a tile picked, its change (or Back), Done; the
    # next seat deals its hand (after the last, the DM lays the dungeon), the next layout phase
    # begins (the Adventurers from the first), then the play (karth.state begins it once this
    # module is unloaded).
    s = st.cur
    seat = phase = False
    if st.ph == _PH_DEAL or st.sel[0] == 5:
        st.zones.draw(_Z_SEAT + _ZS * s + a - _DRAW, _Z_SEAT + _ZS * s + _Z_HAND)
        st.rng.n += 1
        st.sel[2] += 1
        if st.sel[0] == 5 or st.sel[2] == _HAND0:
            st.sel[0] = 0
            st.sel[2] = 0
            st.ph = _PH_MULL
            seat = st.sel[1]
    elif st.ph == _PH_MULL:
        if a != _KEEP:
            c = a - _CARD
            p = _Z_SEAT + _ZS * s + CARD[_CARD_PILE + st.rows[c]]
            st.zones.move(c, p)
            st.zones.shuffle(p, st.rng)
            st.say(_E_MULL, s)
            st.sel[0] = 5
            st.sel[1] = 1
            return
        seat = True
    elif st.sel[0] == 4:
        st.sel[0] = 0
        if a == _BACK:
            return
        b = st.sel[1] if a == _ROT else a - _TILE
        legal(st, st.sel[1], b, 3 if a == _ROT else 2)
        st.say(_E_LAYOUT, st.sel[1], 255 if a == _ROT else b)
        st.sel[2] += 1
        phase = st.sel[2] >= (_DM_EDITS, _ADV_EDITS, _DM_CHANGES)[st.ph - _PH_LAY]
    elif a == _DONE:
        if st.ph == _PH_ADV and st.cur < st.seats - 1:
            st.cur += 1
        else:
            phase = True
    else:
        st.sel[0] = 4
        st.sel[1] = a - _TILE
    if seat:
        st.sel[1] = 0
        st.ph = _PH_DEAL
        st.cur += 1
        if st.cur == st.seats:
            st.cur = 0
            st.ph = _PH_LAY
    if phase:
        st.sel[2] = 0
        st.ph += 1
        st.cur = 1 if st.ph == _PH_ADV else 0
        if st.ph == _PH_DRAW:       # karth.state begins the DM's turn, this module unloaded
            _SEEN.clear()
