"""Where a unit may move (gpcore.paths over the dungeon): MV points, walls (a rogue crosses
closed sides), Secret Doors by faction, visible enemies in the way, webs (+1 MV to leave,
unless the unit spins them), Mine Tracks (free steps along the track), Teleporters (a free
hop), no stop on an occupied tile; with Leaping Strike, one leap over a tile (2 MV) that the
move must make. And what a move's end triggers: Treasure, Prison, Lesser Mana Pool."""
from gpcore import const
from gpcore.paths import moves, beyond, FAR
from karth import rules
from karth.tables import CARD_CLASS, CARD_MV, TER_EFFECT

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
_Z_BAR = const(0)
_Z_HAND = const(3)
_U = const(12)
_U_TILE = const(1)
_U_MV = const(8)
_U_FL2 = const(10)
_U_OWN = const(11)
_G_LEAP = const(1)
_G_MANA = const(4)
_G_TERR = const(64)
_CAP99 = const(99)
_E_TERRAIN = const(21)
_OP_WEB = const(16)
# --- end of constants ---


def dests(st, k):
    """The tiles unit k may end its move on, with the MV each costs (a dict)."""
    s = rules.get(st, k, _U_OWN)
    r = rules.row(st, k)
    a = rules.get(st, k, _U_TILE)
    left = CARD_MV[r] + rules.items(st, k, CARD_MV) - rules.get(st, k, _U_MV)
    op = rules.opens(st, s, CARD_CLASS[r] == _C_ROGUE)
    block = rules.enemies(st, s)
    leave = None if rules.has(r, _OP_WEB) else st.web
    track = bytearray(_N_TILES)     # 1 on Mine Tracks
    hops = []       # the Teleporters it may hop to (or from)
    for t in range(_N_TILES):
        e = TER_EFFECT[st.tile[t] & 15]
        if e == _T_TRACK:
            track[t] = 1
        elif e == _T_TELEPORT and (t == a or not st.at[t]):
            hops.append(t)
    out = {}
    if rules.get(st, k, _U_FL2) & _G_LEAP:
        left += 1
        m = moves(_W, _H, op, a, left - 2, block, leave, track, hops)
        for t in range(_N_TILES):
            if m[t] == FAR:
                continue
            for d in range(4):
                # a leap lands two tiles on: t's side and the landing tile's facing side open
                land = beyond(_W, _H, t, d, 2)
                if land >= 0 and op[t] & 1 << d and op[land] & 1 << ((d + 2) & 3) \
                        and not st.at[land]:
                    m2 = moves(_W, _H, op, land, left - 2 - m[t], block, leave, track, hops)
                    for x in range(_N_TILES):
                        if m2[x] != FAR and not st.at[x] and m[t] + 2 + m2[x] < out.get(x, 99):
                            out[x] = m[t] + 2 + m2[x]
        return out
    m = moves(_W, _H, op, a, left, block, leave, track, hops)
    for t in range(_N_TILES):
        if m[t] != FAR and not st.at[t]:
            out[t] = m[t]
    return out


def arrive(st, k, t):
    """Unit k ended a move (or a part of it) on tile t: Treasure (+1 gold), Prison (an
    Adventurer draws a Barracks card), Lesser Mana Pool (2 SE off its abilities this turn);
    one tile effect a unit a turn (PROPOSED reading of "at most once per unit per turn")."""
    s = rules.get(st, k, _U_OWN)
    e = TER_EFFECT[st.tile[t] & 15]
    if st.u[k * _U + _U_FL2] & _G_TERR:
        return
    if e == _T_TREASURE:
        st.gold[s] = min(_CAP99, st.gold[s] + 1)
    elif e == _T_PRISON and s:
        st.zones.draw(rules.zone(st, s, _Z_BAR), rules.zone(st, s, _Z_HAND))
        st.rng.n += 1
    elif e == _T_MANA:
        st.u[k * _U + _U_FL2] |= _G_MANA
    else:
        return
    st.u[k * _U + _U_FL2] |= _G_TERR
    st.say(_E_TERRAIN, t, e)
