"""Heroes of Karth: a unit's move and attack in its turn (karth.turn does the other steps)
and where it may move (dests: gpcore.paths over the dungeon): MV points, walls (a rogue crosses
closed sides), Secret Doors by faction, visible enemies in the way, webs (+1 MV to leave, unless
the unit spins them), Mine Tracks (free steps along the track), Teleporters (a free hop), no stop
on an occupied tile; with Leaping Strike, one leap over a tile (2 MV) that the move must make.
A move's end triggers Treasure, Prison, a Lesser Mana Pool, the DM's Spike Trap window. Split
from karth.turn and karth.acts so that no module needs a large block to compile from .py
(tools/MEMORY.md)."""
from gpcore import const
from gpcore import paths     # (one name: 12 globals fit a smaller table)
from karth import rules, harm
from karth.tables import CARD, TER

# --- constants: written by tools/pack_tables.py ---
_W = const(8)
_H = const(6)
_N_TILES = const(48)
_C_ROGUE = const(1)
_T_PRISON = const(3)
_T_TRACK = const(4)
_T_TREASURE = const(6)
_T_MANA = const(7)
_T_TELEPORT = const(8)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_BAR = const(0)
_Z_HAND = const(3)
_U = const(12)
_U_TILE = const(1)
_U_FL = const(3)
_U_MV = const(8)
_U_BUF = const(9)
_U_FL2 = const(10)
_U_OWN = const(11)
_F_HID = const(4)
_F_MOVED = const(16)
_F_ACTED = const(32)
_F_DONE = const(128)
_G_LEAP = const(1)
_G_MANA = const(4)
_G_TERR = const(64)
_G_ATK = const(128)
_W_MOVE = const(3)
_TREASURE_GOLD = const(1)
_CAP99 = const(99)
_R_LEAP = const(2)
_NONE = const(255)
_E_MOVE = const(3)
_E_ATTACK = const(4)
_E_TERRAIN = const(21)
_CARD_CLASS = const(78)
_CARD_DMG = const(351)
_CARD_DTYPE = const(390)
_CARD_MV = const(429)
_OP_LEAP = const(6)
_OP_WEB = const(16)
_TER_EFFECT = const(48)
_TILE_KIND_MASK = const(15)
# --- end of constants ---


def move(st, t):
    # The tile t chosen in a unit turn: an own unit starts its turn, or the active unit
    # moves or attacks.
    s = st.cur
    u = st.u
    j = st.at[t] - 1
    k = st.active
    if j >= 0 and u[j * _U + _U_OWN] == s:
        if k != _NONE:
            u[k * _U + _U_FL] |= _F_DONE
        st.active = j
        return
    if j < 0:
        c = dests(st, k)[t]
        i = k * _U
        st.at[u[i + _U_TILE]] = 0
        u[i + _U_TILE] = t
        st.at[t] = k + 1
        u[i + _U_FL] |= _F_MOVED
        if u[i + _U_FL2] & _G_LEAP:      # the leap made: its +1 MV spent with it
            u[i + _U_FL2] &= ~_G_LEAP
            u[i + _U_BUF] += rules.has(rules.row(st, k), _OP_LEAP) - 1
            c -= 1
        u[i + _U_MV] += c
        st.say(_E_MOVE, t)
        # a move's end (or a part's): Treasure (+1 gold), Prison (an Adventurer draws a
        # Barracks card), Lesser Mana Pool (2 SE off its abilities this turn); one tile
        # effect a unit a turn (PROPOSED reading of "at most once per unit per turn")
        e = TER[_TER_EFFECT + (st.tile[t] & _TILE_KIND_MASK)]
        if not u[i + _U_FL2] & _G_TERR and (e == _T_TREASURE or e == _T_MANA
                                               or e == _T_PRISON and s):
            if e == _T_TREASURE:
                st.gold[s] = min(_CAP99, st.gold[s] + _TREASURE_GOLD)
            elif e == _T_MANA:
                u[i + _U_FL2] |= _G_MANA
            else:
                st.zones.draw(_Z_SEAT + _ZS * s + _Z_BAR, _Z_SEAT + _ZS * s + _Z_HAND)
                st.rng.n += 1
            u[i + _U_FL2] |= _G_TERR
            st.say(_E_TERRAIN, t, e)
        if s and harm.trap_card(st, k) != _NONE:
            st.win[0:4] = bytes((_W_MOVE, 0, k, 0))     # the DM's Spike Trap window
        return
    attack(st, k, j, 0)


def attack(st, k, j, f):
    # Unit k attacks unit j: its DMG, and unless `f` (a stun) its bonuses and items.
    r = rules.row(st, k)
    i = k * _U
    st.u[i + _U_FL] = (st.u[i + _U_FL] | _F_ACTED) & ~_F_HID
    st.u[i + _U_FL2] |= _G_ATK
    n = CARD[_CARD_DMG + r]
    if not f:
        n += st.u[i + _U_BUF] + rules.items(st, k, _CARD_DMG)
    st.say(_E_ATTACK, st.u[k * _U + _U_TILE], st.u[j * _U + _U_TILE], n)
    harm.hit(st, j, n, CARD[_CARD_DTYPE + r], st.cur)
    harm.after(st)


def dests(st, k):
    # The MV unit k spends to end its move on each tile (FAR: it may not), a bytearray: one
    # block of 48 bytes, where a dict grew in 368-464-byte steps at the play's peak.
    s = st.u[k * _U + _U_OWN]
    r = rules.row(st, k)
    a = st.u[k * _U + _U_TILE]
    left = CARD[_CARD_MV + r] + rules.items(st, k, _CARD_MV) - st.u[k * _U + _U_MV]
    op = rules.opens(st, s, CARD[_CARD_CLASS + r] == _C_ROGUE)
    block = rules.enemies(st, s)
    leave = None if rules.has(r, _OP_WEB) else st.web
    track = bytearray(_N_TILES)     # 1 on Mine Tracks
    hops = []       # the Teleporters it may hop to (or from)
    for t in range(_N_TILES):
        e = TER[_TER_EFFECT + (st.tile[t] & _TILE_KIND_MASK)]
        if e == _T_TRACK:
            track[t] = 1
        elif e == _T_TELEPORT and (t == a or not st.at[t]):
            hops.append(t)
    if st.u[k * _U + _U_FL2] & _G_LEAP:
        out = bytearray(bytes((paths.FAR,)) * _N_TILES)
        left += 1
        m = paths.moves(_W, _H, op, a, left - _R_LEAP, block, leave, track, hops)
        for t in range(_N_TILES):
            if m[t] == paths.FAR:
                continue
            for d in range(4):
                # a leap lands two tiles on: t's side and the landing tile's facing side open
                land = paths.beyond(_W, _H, t, d, 2)
                if land >= 0 and op[t] & 1 << d and op[land] & 1 << ((d + 2) & 3) \
                        and not st.at[land]:
                    m2 = paths.moves(_W, _H, op, land, left - 2 - m[t], block, leave, track, hops)
                    for x in range(_N_TILES):
                        if m2[x] != paths.FAR and not st.at[x] and m[t] + 2 + m2[x] < out[x]:
                            out[x] = m[t] + 2 + m2[x]
        return out
    m = paths.moves(_W, _H, op, a, left, block, leave, track, hops)
    for t in range(_N_TILES):
        if st.at[t]:
            m[t] = paths.FAR
    return m
