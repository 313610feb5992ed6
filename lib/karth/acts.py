"""Heroes of Karth's legal actions in a turn (karth.turn does them): the draw's piles; in the
main phase the hand's cards that may be played (hiring onto free own Spawners at the
Comradery's cost, items onto own units with room, spells, income), the side area's
mercenaries, the units that may start their turn, the active unit's moves, attacks, abilities
(their SE, less on a Lesser Mana Pool), leaving, revealing itself and ending its turn (where
it may move: karth.move), then ending the turn and conceding (the first entry plays). Split
from karth.turn so that neither compiles in one large block from .py (tools/MEMORY.md). The
actions are an array of 2-byte codes (a list grew in 256-512-byte steps at the play's peak)."""
from array import array
from gpcore import const
from gpcore.paths import FAR
from karth import rules
from karth.fx import first
from karth.move import dests
from karth.tables import OP_SE, CARD_ABILITIES, CARD_ABILITIES_AT, CARD, TER

# --- constants: written by tools/pack_tables.py ---
_TILE = const(0)
_CARD = const(100)
_END = const(300)
_DRAW = const(301)
_DONE = const(305)
_BACK = const(306)
_LEAVE = const(307)
_CONCEDE = const(310)
_REVEAL_SELF = const(311)
_ABIL = const(320)
_FACE_DOWN = const(52)
_N_TILES = const(48)
_K_HERO = const(0)
_K_UNIT = const(1)
_K_MERC = const(2)
_K_ANIMAL = const(3)
_K_UNDEAD = const(4)
_K_ITEM = const(6)
_K_INCOME = const(7)
_TM_S = const(1)
_TM_O = const(2)
_T_DM_SPAWN = const(2)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_Z_SIDE = const(6)
_U = const(12)
_U_TILE = const(1)
_U_FL = const(3)
_U_IT = const(6)
_U_FL2 = const(10)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_HID = const(4)
_F_MOVED = const(16)
_F_ACTED = const(32)
_F_BONUS = const(64)
_F_DONE = const(128)
_G_MANA = const(4)
_G_ATK = const(128)
_PH_DRAW = const(5)
_TF_INCOME = const(1)
_TF_SIDE = const(2)
_MANA_OFF = const(2)
_NONE = const(255)
_CARD_KIND = const(39)
_CARD_CLASS = const(78)
_CARD_HIRE_COST = const(156)
_CARD_GOLD_COST = const(195)
_CARD_SE_COST = const(234)
_CARD_TIMING = const(663)
_OP_COMRADERY = const(2)
_OP_DUAL_WIELD = const(4)
_OP_LEAP = const(6)
_OP_HIDE = const(10)
_OP_PET = const(15)
_OP_LINE_HEAL = const(17)
_OP_COUNTER = const(21)
_TER_EFFECT = const(48)
_STEP = const(4)
_STEP_N = const(1)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_TILE_KIND_MASK = const(15)
# --- end of constants ---


def actions(st):
    s = st.cur
    y = _Z_SEAT + _ZS * s      # the seat's zones (Z_SEAT + ZS * seat + Z_*)
    u = st.u
    out = array("H")
    if st.ph == _PH_DRAW:
        for p in range(3):
            if st.zones.size(y + p):
                out.append(_DRAW + p)
        return out
    if st.sel[0]:
        _targets(st, st.sel[0], st.sel[1], out)
        out.append(_BACK)
        return out
    for c in st.zones.cards(y + _Z_HAND):
        r = st.rows[c]
        kind = CARD[_CARD_KIND + r]
        if kind <= _K_UNIT or kind == _K_ITEM:
            ok = _targets(st, 2 if kind == _K_ITEM else 1, c, array("H"))
        elif kind == _K_MERC or kind == _K_ANIMAL:
            ok = not st.tf & _TF_SIDE
        elif kind == _K_INCOME:
            ok = not st.tf & _TF_INCOME
        else:
            ok = (CARD[_CARD_TIMING + r] == _TM_S or CARD[_CARD_TIMING + r] == _TM_O) \
                and CARD_ABILITIES[_STEP * CARD_ABILITIES_AT[r]] >> _HEAD_OP_SHIFT \
                & _HEAD_OP_MASK != _OP_COUNTER \
                and st.se[s] >= CARD[_CARD_SE_COST + r] and st.gold[s] >= CARD[_CARD_GOLD_COST + r]
        if ok:
            out.append(_CARD + c)
    for c in st.zones.cards(y + _Z_SIDE):
        if c != st.sel[2] and CARD[_CARD_KIND + st.rows[c]] == _K_MERC \
                and _targets(st, 3, c, array("H")):
            out.append(_CARD + c)
    k = st.active
    for j in rules.slots(st):
        # unit j can take its turn: ready, its turn not over, and (an undead) within the
        # owner's undead capacity of units acting this turn
        fl = u[j * _U + _U_FL]
        if j == k or u[j * _U + _U_OWN] != s or fl & (_F_TURNED | _F_DONE):
            continue
        if CARD[_CARD_KIND + rules.row(st, j)] == _K_UNDEAD and not fl & (_F_MOVED | _F_ACTED) \
                and rules.undead_room(st, s, _F_MOVED | _F_ACTED | _F_DONE) <= 0:
            continue
        out.append(_TILE + u[j * _U + _U_TILE])
    if k == _NONE:
        out.append(_END)    # after the plays: a hurried A plays, it ends no turn
        out.append(_CONCEDE)    # (last: a slip from End turn gives nothing up)
        return out
    # the active unit's moves, attacks, abilities, leaving, revealing itself, ending its turn
    fl = u[k * _U + _U_FL]
    if not fl & _F_ACTED and not u[k * _U + _U_FL2] & _G_ATK:
        d = dests(st, k)
        for t in range(_N_TILES):       # the move goes on in parts while MV lasts; a free
            if d[t] != FAR and (d[t] or not fl & _F_MOVED):     # part (a track) once
                out.append(_TILE + t)
    r = rules.row(st, k)
    if not fl & _F_ACTED:
        for t in rules.targets(st, k, 0, 0):
            out.append(_TILE + t)
    for i in range(CARD_ABILITIES_AT[r], CARD_ABILITIES_AT[r + 1]):
        op = CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
        if op > _OP_LINE_HEAL or not OP_SE[op - 1] or st.se[s] < se_cost(st, k, i) \
                or fl & (_F_ACTED if _OP_LEAP <= op <= _OP_HIDE else _F_BONUS):
            continue
        c = first(st, op, CARD_ABILITIES[_STEP * i + _STEP_N], k)
        if c is None or c:      # its handler acts now or offers a choice
            out.append(_ABIL + i)
    if not fl & (_F_MOVED | _F_ACTED | _F_BONUS):
        out.append(_LEAVE)
    if fl & _F_HID:
        out.append(_REVEAL_SELF)
    out.append(_DONE)
    out.append(_END)
    out.append(_CONCEDE)
    return out


def cost(st, s, c):
    # The gold seat s pays to hire card c: less 1 with a Comradery of its class (at least
    # 1).
    r = st.rows[c]
    n = CARD[_CARD_HIRE_COST + r]
    for k in rules.slots(st):       # (has(): the Comradery's class + 1, 0 without one)
        if st.u[k * _U + _U_OWN] == s \
                and rules.has(rules.row(st, k), _OP_COMRADERY) - 1 == CARD[_CARD_CLASS + r]:
            return max(1, n - 1)
    return n


def _targets(st, kind, c, out):
    # Appends to `out` the tiles a card may go to: 1 hire from the hand, 3 from the side
    # area (free own Spawners; the DM's Wandering Monster tiles too), 2 an item (own units with
    # room); true if it found any.
    s = st.cur
    u = st.u
    n = len(out)
    if kind == 2:
        for k in rules.slots(st):
            i = k * _U
            # room: the first item byte free, or the second with Dual Wield
            j = i + _U_IT + (rules.has(rules.row(st, k), _OP_DUAL_WIELD) > 0)
            if u[i + _U_OWN] == s and u[j] == _NONE:
                out.append(_TILE + u[i + _U_TILE])
        return len(out) > n
    r = st.rows[c]
    if st.gold[s] < cost(st, s, c):
        return False
    if s and not rules.cap_ok(st, s):
        return False
    for k in rules.slots(st):
        if (not u[k * _U + _U_OWN]) == (not s) and CARD[_CARD_KIND + r] == _K_HERO \
                and rules.row(st, k) == r:
            return False            # one copy of a hero per side
    sp = rules.spawners(st, s)
    if not s:
        for t in range(_N_TILES):
            if TER[_TER_EFFECT + (st.tile[t] & _TILE_KIND_MASK)] == _T_DM_SPAWN:
                sp.append(t)
    for t in sp:
        if not st.at[t]:
            out.append(_TILE + t)
    if kind == 1 and rules.has(r, _OP_HIDE):
        for i in range(n, len(out)):    # a hiding unit may come in face down
            out.append(out[i] + _FACE_DOWN)
    return len(out) > n


def se_cost(st, k, i):
    # The SE unit k pays for its ability step i: the opcode's, less the mana pool's 2.
    op = CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    n = OP_SE[op - 1]
    if op == _OP_PET:
        n += CARD_ABILITIES[_STEP * i + _STEP_N]
    if st.u[k * _U + _U_FL2] & _G_MANA:
        n = max(0, n - _MANA_OFF)
    return n
