"""Heroes of Karth's 25 opcodes, run by gpcore.effects: each ability or spell is one step (the
state's FX_AT makes every step a program of its own), done by the one handler run(): the
step's first choice comes from first() (None: it needs no choice; empty: it cannot act now),
its work from run() itself. The acting unit is st.actor (NONE for a card), the seat st.cur.
Passives (COFFERS, COMRADERY, CONTROL_UNDEAD, DUAL_WIELD, TRAP_IMMUNE) are read where they
apply (lib/karth/rules.py, turn.py); COUNTER and TRAP are played in the windows (harm)."""
from gpcore import const
from gpcore import paths      # (one name: 12 globals fit a smaller table)
from karth import rules, harm
from karth.tables import CARD

# --- constants: written by tools/pack_tables.py ---
_TILE = const(0)
_BACK = const(306)
_W = const(8)
_H = const(6)
_N_TILES = const(48)
_K_MERC = const(2)
_K_ANIMAL = const(3)
_D_MAGIC = const(1)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_BAR = const(0)
_Z_DISC = const(4)
_Z_SIDE = const(6)
_U = const(12)
_U_TILE = const(1)
_U_DMG = const(2)
_U_FL = const(3)
_U_BUF = const(9)
_U_FL2 = const(10)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_STUN = const(2)
_F_HID = const(4)
_F_MOVED = const(16)
_F_BONUS = const(64)
_F_DONE = const(128)
_G_LEAP = const(1)
_G_CURSED = const(16)
_G_ATK = const(128)
_WEB_MAX = const(3)
_CAP99 = const(99)
_R_RAISE_DEAD = const(2)
_R_REVEAL = const(3)
_R_WEB = const(3)
_R_LINE_HEAL = const(3)
_R_CURSE = const(2)
_NONE = const(255)
_E_GOLD = const(11)
_CARD_KIND = const(39)
_CARD_DTYPE = const(390)
_OP_CONTROL_UNDEAD = const(3)
_OP_LEAP = const(6)
_OP_STUN = const(7)
_OP_EARTHSHAKER = const(8)
_OP_RAISE_DEAD = const(9)
_OP_HIDE = const(10)
_OP_BATTLE_CRY = const(11)
_OP_RALLY = const(12)
_OP_PUSH = const(13)
_OP_REVEAL = const(14)
_OP_PET = const(15)
_OP_WEB = const(16)
_OP_LINE_HEAL = const(17)
_OP_HEAL = const(18)
_OP_AOE = const(19)
_OP_GOLD = const(20)
_OP_DISMISS = const(22)
_OP_SWAP = const(23)
_OP_CURSE = const(25)
_STEP_HEAD = const(0)
_STEP_N = const(1)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---

# The opcodes that need no choice (they act at once) and those whose choice is a visible unit
_AT_ONCE = const(1 << _OP_EARTHSHAKER | 1 << _OP_BATTLE_CRY | 1 << _OP_RALLY
                 | 1 << _OP_LINE_HEAL | 1 << _OP_GOLD)
_A_UNIT = const(1 << _OP_PUSH | 1 << _OP_HEAL | 1 << _OP_SWAP | 1 << _OP_AOE)


def run(st, v):
    # The handler of every opcode (gpcore.effects): the step's first choice, or its work once it
    # needs no more (its target tile t; N_TILES + a seat: DISMISS; NONE: no choice).
    e = v[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    n = v[_STEP_N]
    fx = st.fx
    k = st.actor
    if fx[2] == 0:
        t = first(st, e, n, k)
        if t is not None:
            return t
        t = _NONE
    elif e == _OP_SWAP and fx[2] == 1:
        out = []
        for a in first(st, e, n, k):
            if a != fx[3]:
                out.append(a)
        out.append(_BACK)
        return out
    else:
        t = fx[3 + fx[2] - 1] - _TILE
    u = st.u
    i = k * _U
    s = st.cur if k == _NONE else u[i + _U_OWN]
    j = st.at[t] - 1 if t < _N_TILES else -1
    if e == _OP_LEAP:
        u[i + _U_FL2] |= _G_LEAP
    elif e == _OP_STUN:
        from karth.move import attack
        u[j * _U + _U_FL] |= _F_TURNED | _F_STUN
        attack(st, k, j, True)
    elif e == _OP_EARTHSHAKER:
        for x in rules.slots(st):
            if x != k:
                harm.hit(st, x, n, 0, s)
    elif e == _OP_RAISE_DEAD or e == _OP_CURSE:
        x = rules.place(st, rules.raised(st, s), t, s, _F_TURNED)
        if e == _OP_CURSE:
            u[x * _U + _U_FL2] |= _G_CURSED
    elif e == _OP_HIDE:
        u[i + _U_FL] |= _F_HID
    elif e == _OP_BATTLE_CRY:
        u[i + _U_BUF] += n
    elif e == _OP_RALLY:
        a = u[i + _U_TILE]
        for x in rules.slots(st):
            if x == k or ((not u[x * _U + _U_OWN]) == (not s)
                          and near(a, u[x * _U + _U_TILE])):
                u[x * _U + _U_BUF] += n
    elif e == _OP_PUSH:
        m = _push_to(st, k, j)
        st.at[t] = 0
        st.at[m] = j + 1
        u[j * _U + _U_TILE] = m
    elif e == _OP_REVEAL:
        for x in rules.targets(st, k, _R_REVEAL, _F_HID):
            u[(st.at[x] - 1) * _U + _U_FL] &= ~_F_HID
    elif e == _OP_PET:
        c = _animal(st, s, not n, _Z_SIDE, _K_ANIMAL)
        fl = 0
        if c == _NONE:      # Summon Pet from the barracks (first() offered it)
            c = _animal(st, s, False, _Z_BAR, _K_ANIMAL)
            fl = _F_TURNED
            st.zones.shuffle(_Z_SEAT + _ZS * s + _Z_BAR, st.rng)
        rules.place(st, c, t, s, fl)
    elif e == _OP_WEB:
        st.web[t] = 1
    elif e == _OP_LINE_HEAL:
        # Moon Refresh: the unit and every unit on the next tiles of one direction (its reach)
        # (the line stops before a closed side) heal n HP; the direction that heals its own
        # side most (PROPOSED: chosen for the player, the one choice that matters)
        op = rules.opens(st, s, False)
        best = []
        most = -1
        for d in range(4):
            line = [k]
            t = u[i + _U_TILE]
            for _ in range(_R_LINE_HEAL):
                t = paths.step(_W, _H, op, t, d)
                if t < 0:
                    break
                if st.at[t]:
                    line.append(st.at[t] - 1)
            c = 0       # the HP it heals on its own side
            for x in line:
                if (not u[x * _U + _U_OWN]) == (not s):
                    c += min(n, u[x * _U + _U_DMG])
            if c > most:
                best, most = line, c
        for x in best:
            harm.heal(st, x, n)
    elif e == _OP_HEAL:
        harm.heal(st, j, n)
    elif e == _OP_AOE:
        r = CARD[_CARD_DTYPE + st.rows[st.card]]
        for x in rules.slots(st):
            b = u[x * _U + _U_TILE]
            if (not u[x * _U + _U_OWN]) != (not s) and (b == t or near(t, b)):
                harm.hit(st, x, n, r, s)
        if r == _D_MAGIC:
            for b in range(_N_TILES):
                if b == t or near(t, b):
                    st.web[b] = 0
    elif e == _OP_GOLD:
        st.gold[s] = min(_CAP99, st.gold[s] + n)
        st.say(_E_GOLD, s, n)
    elif e == _OP_DISMISS:
        o = t - _N_TILES
        st.zones.move(_animal(st, o, 0, _Z_SIDE, _K_MERC), _Z_SEAT + _ZS * o + _Z_DISC)
    elif e == _OP_SWAP:
        a = fx[3] - _TILE
        x = st.at[a] - 1
        st.at[a] = j + 1
        st.at[t] = x + 1
        u[x * _U + _U_TILE] = t
        u[j * _U + _U_TILE] = a
    if e == _OP_RAISE_DEAD or e == _OP_HIDE:    # the ability ends the unit's turn
        u[i + _U_FL] |= _F_DONE
        st.active = _NONE
    return None


def near(a, b):
    # Tile b is in tile a's radius (the 8 around it, walls ignored).
    return a != b and abs(a // _W - b // _W) <= 1 and abs(a % _W - b % _W) <= 1


def _push_to(st, k, j):
    # The tile unit j is pushed onto, straight away from unit k, or -1.
    u = st.u
    b = u[j * _U + _U_TILE]
    for d in range(4):
        if paths.beyond(_W, _H, u[k * _U + _U_TILE], d, 1) == b:
            n = paths.step(_W, _H, rules.opens(st, u[j * _U + _U_OWN], False), b, d)
            if n >= 0 and not st.at[n]:
                return n
    return -1


def _animal(st, s, ready, z, kind):
    # The first animal (or card of that kind) in seat s's zone z (the side area; with `ready`, not
    # the one set aside this turn), or NONE.
    for c in st.zones.cards(_Z_SEAT + _ZS * s + z):
        if CARD[_CARD_KIND + st.rows[c]] == kind and not (ready and c == st.sel[2]):
            return c
    return _NONE


def first(st, e, n, k):
    # The first choice of opcode e (parameter n) for unit k (NONE: a card of st.cur): the action
    # codes it may be (a bytearray: they are below 256), None if it needs none, empty if it cannot
    # act now.
    if 1 << e & _AT_ONCE:
        return None
    u = st.u
    i = k * _U
    s = st.cur if k == _NONE else u[i + _U_OWN]
    if e == _OP_LEAP:      # before the move; the attack after it is the unit's action
        return b"" if u[i + _U_FL] & _F_MOVED or u[i + _U_FL2] & _G_LEAP else None
    if e == _OP_HIDE:       # its action (F_ACTED) is this
        return b"" if u[i + _U_FL] & _F_BONUS or u[i + _U_FL2] & _G_ATK else None
    out = bytearray()
    if e == _OP_STUN:
        for t in rules.targets(st, k, 0, 0):
            out.append(_TILE + t)
    elif e == _OP_RAISE_DEAD or e == _OP_CURSE or e == _OP_WEB:
        # empty tiles within the reach of unit k (a web: no web there, or a visible enemy)
        r = _R_RAISE_DEAD
        if e == _OP_CURSE:
            r = _R_CURSE
            k = -1      # the first unit of seat s that controls undead
            for j in rules.slots(st):
                if u[j * _U + _U_OWN] == s and rules.has(rules.row(st, j), _OP_CONTROL_UNDEAD):
                    k = j
                    break
        if e == _OP_WEB:
            if sum(st.web) >= _WEB_MAX:
                return out
            r = _R_WEB
        elif k < 0 or rules.raised(st, s) == _NONE:
            return out
        d = paths.dist(_W, _H, rules.opens(st, s, False), u[k * _U + _U_TILE],
                       rules.enemies(st, s), r)
        for t in range(_N_TILES):
            j = st.at[t] - 1
            ok = j < 0
            if e == _OP_WEB and not ok:     # a visible enemy's tile
                ok = (not u[j * _U + _U_OWN]) != (not s) and not u[j * _U + _U_FL] & _F_HID
            if d[t] <= r and ok and not (e == _OP_WEB and st.web[t]):
                out.append(_TILE + t)
    elif e == _OP_REVEAL:      # a hidden enemy within its reach
        if rules.targets(st, k, _R_REVEAL, _F_HID):
            return None
    elif e == _OP_PET:
        if (s and not rules.cap_ok(st, s)) or (
                _animal(st, s, not n, _Z_SIDE, _K_ANIMAL) == _NONE and not (
                    n and _animal(st, s, False, _Z_BAR, _K_ANIMAL) != _NONE)):
            return out
        a = u[i + _U_TILE]
        for t in range(_N_TILES):
            if not st.at[t] and near(a, t) and (t // _W == a // _W or t % _W == a % _W):
                out.append(_TILE + t)
    elif 1 << e & _A_UNIT:
        # visible units: PUSH any it can push; HEAL the side's damaged, SWAP the side's (two
        # at least), AOE the enemies
        for j in rules.slots(st):
            o = u[j * _U + _U_OWN]
            if not u[j * _U + _U_FL] & _F_HID and (
                    _push_to(st, k, j) >= 0 if e == _OP_PUSH else
                    (not o) != (not s) if e == _OP_AOE else
                    (not o) == (not st.cur) and (e == _OP_SWAP or u[j * _U + _U_DMG])):
                out.append(_TILE + u[j * _U + _U_TILE])
        if e == _OP_SWAP and len(out) < 2:
            return b""
    elif e == _OP_DISMISS:
        for o in range(st.seats):
            if (not o) != (not s) and _animal(st, o, 0, _Z_SIDE, _K_MERC) != _NONE:
                out.append(_TILE + _N_TILES + o)
    return out      # (the passives, COUNTER and TRAP, played in the windows: empty)
