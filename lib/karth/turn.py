"""Heroes of Karth's turn: gold, Golden Coffers and Spiritual Energy, the draw from a chosen
pile, readying (a stunned unit stays turned one turn more), then the main phase in any order:
hiring onto own Spawners (the DM also onto Wandering Monster tiles; Comradery; the Adventurer
unit cap; one copy of a hero per side), a mercenary or animal into the side area with its
extra draw (one a turn), spells, income (one a turn) and items; unit turns one at a time
(choosing another unit ends the one before): a move, one action (a basic attack, an ability,
leaving) and one bonus action; the end of the turn with poison, and conceding."""
from gpcore import const, effects
from karth import rules, board, harm
from karth.tables import (CARD_KIND, CARD_HIRE_COST, CARD_CLASS, CARD_LEVEL, CARD_SE_COST,
                          CARD_GOLD_COST, CARD_TIMING, CARD_DMG, CARD_DTYPE, CARD_PR,
                          CARD_ABILITIES, CARD_ABILITIES_AT, TER_EFFECT)

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
_Z_PLAY = const(0)
_Z_HAND = const(3)
_Z_DISC = const(4)
_Z_SIDE = const(6)
_U = const(12)
_U_TILE = const(1)
_U_DMG = const(2)
_U_FL = const(3)
_U_POI = const(4)
_U_PSRC = const(5)
_U_IT = const(6)
_U_MV = const(8)
_U_BUF = const(9)
_U_FL2 = const(10)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_STUN = const(2)
_F_HID = const(4)
_F_LEAVE = const(8)
_F_MOVED = const(16)
_F_ACTED = const(32)
_F_BONUS = const(64)
_F_DONE = const(128)
_G_LEAP = const(1)
_G_MANA = const(4)
_G_OBON = const(8)
_G_CURSED = const(16)
_G_ATK = const(128)
_PH_DRAW = const(5)
_PH_MAIN = const(6)
_PH_OVER = const(7)
_TF_INCOME = const(1)
_TF_SIDE = const(2)
_TF_END = const(4)
_CAP99 = const(99)
_NONE = const(255)
_E_TURN = const(0)
_E_DRAW = const(1)
_E_HIRE = const(2)
_E_MOVE = const(3)
_E_ATTACK = const(4)
_E_ABIL = const(7)
_E_POISON = const(12)
_E_LEAVES = const(13)
_E_SIDE = const(14)
_E_CONCEDE = const(18)
_E_REVEAL = const(19)
_E_ITEM = const(20)
_OP_COMRADERY = const(2)
_OP_DUAL_WIELD = const(4)
_OP_LEAP = const(6)
_OP_HIDE = const(10)
_OP_PET = const(15)
_OP_COUNTER = const(21)
# --- end of constants ---
# The SE of each opcode a unit uses (index: opcode), and whether it is its action (A) or its
# bonus action (the rest of those with a cost); PET's SUMMON costs one more.
SE = b"\x00\x00\x00\x00\x00\x00\x03\x03\x04\x02\x01\x01\x02\x01\x01\x01\x01\x02"
ACTION = (6, 7, 8, 9, 10)


def actions(st):
    s = st.cur
    if st.ph == _PH_DRAW:
        return [_DRAW + p for p in range(3) if st.zones.size(rules.zone(st, s, p))]
    if st.sel[0]:
        return _targets(st, st.sel[0], st.sel[1]) + [_BACK]
    out = [_END, _CONCEDE]
    for c in st.zones.cards(rules.zone(st, s, _Z_HAND)):
        if _playable(st, s, c):
            out.append(_CARD + c)
    for c in st.zones.cards(rules.zone(st, s, _Z_SIDE)):
        if c != st.fresh[s] and CARD_KIND[st.rows[c]] == _K_MERC and _targets(st, 3, c):
            out.append(_CARD + c)
    k = st.active
    for j in rules.slots(st):
        if j != k and _can_start(st, j):
            out.append(_TILE + rules.get(st, j, _U_TILE))
    if k != _NONE:
        out.extend(_unit_actions(st, k))
    return out


def _playable(st, s, c):
    r = st.rows[c]
    kind = CARD_KIND[r]
    if kind <= _K_UNIT:
        return bool(_targets(st, 1, c))
    if kind == _K_MERC or kind == _K_ANIMAL:
        return not st.tf & _TF_SIDE
    if kind == _K_ITEM:
        return bool(_targets(st, 2, c))
    if kind == _K_INCOME:
        return not st.tf & _TF_INCOME
    op = CARD_ABILITIES[4 * CARD_ABILITIES_AT[r]] & 31
    return (CARD_TIMING[r] == _TM_S or CARD_TIMING[r] == _TM_O) and op != _OP_COUNTER \
        and st.se[s] >= CARD_SE_COST[r] and st.gold[s] >= CARD_GOLD_COST[r]


def cost(st, s, c):
    """The gold seat s pays to hire card c: less 1 with a Comradery of its class (at least
    1)."""
    r = st.rows[c]
    n = CARD_HIRE_COST[r]
    for k in rules.slots(st):
        p = rules.has(rules.row(st, k), _OP_COMRADERY)
        if rules.get(st, k, _U_OWN) == s and p and p - 1 == CARD_CLASS[r]:
            return max(1, n - 1)
    return n


def _targets(st, kind, c):
    """The tiles a card may go to: 1 hire from the hand, 3 from the side area (free own
    Spawners; the DM's Wandering Monster tiles too), 2 an item (own units with room)."""
    s = st.cur
    if kind == 2:
        out = []
        for k in rules.slots(st):
            if rules.get(st, k, _U_OWN) == s:
                room = 2 if rules.has(rules.row(st, k), _OP_DUAL_WIELD) else 1
                if rules.get(st, k, _U_IT + room - 1) == _NONE:
                    out.append(_TILE + rules.get(st, k, _U_TILE))
        return out
    r = st.rows[c]
    if st.gold[s] < cost(st, s, c):
        return []
    sd = rules.side(s)
    if sd and not rules.cap_ok(st, s):
        return []
    for k in rules.slots(st):
        if rules.side(rules.get(st, k, _U_OWN)) == sd and CARD_KIND[r] == _K_HERO \
                and rules.row(st, k) == r:
            return []               # one copy of a hero per side
    out = rules.spawners(st, sd)
    if not sd:
        out += [t for t in range(_N_TILES) if TER_EFFECT[st.tile[t] & 15] == _T_DM_SPAWN]
    out = [_TILE + t for t in out if not st.at[t]]
    if kind == 1 and rules.has(r, _OP_HIDE):
        out += [a + _FACE_DOWN for a in out]     # a hiding unit may come in face down
    return out


def _can_start(st, k):
    """Unit k of the seat to move can take its turn: ready, its turn not over, and (an
    undead) within the owner's undead capacity of units acting this turn."""
    fl = rules.get(st, k, _U_FL)
    if rules.get(st, k, _U_OWN) != st.cur or fl & (_F_TURNED | _F_DONE):
        return False
    if CARD_KIND[rules.row(st, k)] == _K_UNDEAD and not fl & (_F_MOVED | _F_ACTED):
        used = len([j for j in rules.slots(st) if rules.get(st, j, _U_OWN) == st.cur
                    and CARD_KIND[rules.row(st, j)] == _K_UNDEAD
                    and rules.get(st, j, _U_FL) & (_F_MOVED | _F_ACTED | _F_DONE)])
        return used < rules.undead_cap(st, st.cur)
    return True


def se_cost(st, k, i):
    """The SE unit k pays for its ability step i: the opcode's, less the mana pool's 2."""
    op = CARD_ABILITIES[4 * i] & 31
    n = SE[op] if op < len(SE) else 0
    if op == _OP_PET:
        n += CARD_ABILITIES[4 * i + 1]
    if rules.get(st, k, _U_FL2) & _G_MANA:
        n = max(0, n - 2)
    return n


def _unit_actions(st, k):
    fl = rules.get(st, k, _U_FL)
    out = []
    if not fl & _F_ACTED and not rules.get(st, k, _U_FL2) & _G_ATK:
        for t, c in board.dests(st, k).items():     # the move goes on in parts while MV
            if c or not fl & _F_MOVED:              # lasts; a free part (a track) once
                out.append(_TILE + t)
    if not fl & _F_ACTED:
        r = rules.row(st, k)
        for t in rules.targets(st, k, rules.reach(r)):
            out.append(_TILE + t)
    r = rules.row(st, k)
    s = st.cur
    for i in range(CARD_ABILITIES_AT[r], CARD_ABILITIES_AT[r + 1]):
        op = CARD_ABILITIES[4 * i] & 31
        if op >= len(SE) or not SE[op] or st.se[s] < se_cost(st, k, i):
            continue
        if fl & (_F_ACTED if op in ACTION else _F_BONUS):
            continue
        if _probe(st, k, i):
            out.append(_ABIL + i)
    if not fl & (_F_MOVED | _F_ACTED | _F_BONUS):
        out.append(_LEAVE)
    if fl & _F_HID:
        out.append(_REVEAL_SELF)
    out.append(_DONE)
    return out


def _probe(st, k, i):
    """Ability step i of unit k has something to do now (its handler offers a choice or acts
    at once), asked without changing anything."""
    from karth.fx import usable
    return usable(st, k, i)


def do(st, a):
    s = st.cur
    if st.ph == _PH_DRAW:
        st.zones.draw(rules.zone(st, s, a - _DRAW), rules.zone(st, s, _Z_HAND))
        st.rng.n += 1
        st.say(_E_DRAW, s, a - _DRAW)
        ready(st)
    elif st.sel[0]:
        if a != _BACK:
            _put(st, st.sel[0], st.sel[1], a - _TILE)
        st.sel[0] = 0
    elif a == _END:
        finish(st)
    elif a == _CONCEDE:
        concede(st, s)
    elif a >= _ABIL:
        k = st.active
        op = CARD_ABILITIES[4 * (a - _ABIL)] & 31
        st.se[s] -= se_cost(st, k, a - _ABIL)
        st.u[k * _U + _U_FL2] &= ~_G_MANA
        if op != _OP_LEAP:
            st.u[k * _U + _U_FL] |= _F_ACTED if op in ACTION else _F_BONUS
        st.actor = k
        st.say(_E_ABIL, rules.get(st, k, _U_TILE), op)
        effects.start(st, a - _ABIL)
        if st.fx[0] == _NONE:
            harm.after(st)
    elif a == _LEAVE:
        k = st.active
        st.u[k * _U + _U_FL] |= _F_LEAVE | _F_TURNED | _F_DONE
        st.say(_E_LEAVES, rules.get(st, k, _U_TILE))
        st.active = _NONE
    elif a == _REVEAL_SELF:
        st.u[st.active * _U + _U_FL] &= ~_F_HID
        st.say(_E_REVEAL, rules.get(st, st.active, _U_TILE))
    elif a == _DONE:
        st.u[st.active * _U + _U_FL] |= _F_DONE
        st.active = _NONE
    elif a >= _CARD:
        _card(st, s, a - _CARD)
    else:
        _tile(st, a - _TILE)


def _tile(st, t):
    """A tile chosen in the main phase: an own unit starts its turn, or the active unit moves
    there or attacks the enemy on it."""
    j = st.at[t] - 1
    k = st.active
    if j >= 0 and rules.get(st, j, _U_OWN) == st.cur:
        if k != _NONE:
            st.u[k * _U + _U_FL] |= _F_DONE
        st.active = j
        return
    if j < 0:
        c = board.dests(st, k)[t]
        i = k * _U
        st.at[st.u[i + _U_TILE]] = 0
        st.u[i + _U_TILE] = t
        st.at[t] = k + 1
        st.u[i + _U_FL] |= _F_MOVED
        if st.u[i + _U_FL2] & _G_LEAP:      # the leap made: its +1 MV spent with it
            st.u[i + _U_FL2] &= ~_G_LEAP
            st.u[i + _U_BUF] += rules.has(rules.row(st, k), _OP_LEAP) - 1
            c -= 1
        st.u[i + _U_MV] += c
        st.say(_E_MOVE, t)
        board.arrive(st, k, t)
        if rules.side(st.cur):
            harm.move_end(st, k)
        return
    attack(st, k, j, 0)


def attack(st, k, j, bare):
    """Unit k attacks unit j: its DMG, and unless `bare` (a stun) its bonuses and items."""
    r = rules.row(st, k)
    i = k * _U
    st.u[i + _U_FL] = (st.u[i + _U_FL] | _F_ACTED) & ~_F_HID
    st.u[i + _U_FL2] |= _G_ATK
    n = CARD_DMG[r]
    if not bare:
        n += st.u[i + _U_BUF] + rules.items(st, k, CARD_DMG)
    st.say(_E_ATTACK, rules.get(st, k, _U_TILE), rules.get(st, j, _U_TILE), n)
    harm.hit(st, j, n, CARD_DTYPE[r], st.cur)
    harm.settle(st)


def _card(st, s, c):
    r = st.rows[c]
    kind = CARD_KIND[r]
    side_area = rules.zone(st, s, _Z_SIDE)
    if kind <= _K_UNIT or kind == _K_ITEM:
        st.sel[0] = 2 if kind == _K_ITEM else 1
        st.sel[1] = c
    elif st.zones.where(c) == side_area:
        st.sel[0] = 3
        st.sel[1] = c
    elif kind == _K_MERC or kind == _K_ANIMAL:
        st.zones.move(c, side_area)
        st.fresh[s] = c
        st.tf |= _TF_SIDE
        st.say(_E_SIDE, r, s)
        for p in range(3):
            if st.zones.draw(rules.zone(st, s, p), rules.zone(st, s, _Z_HAND)) is not None:
                st.rng.n += 1
                break
    elif kind == _K_INCOME:
        st.tf |= _TF_INCOME
        st.zones.move(c, rules.zone(st, s, _Z_DISC))
        harm.resolve(st, c, s, _NONE)
    else:
        harm.pay(st, c, s)
        harm.spell(st, c, s, _NONE)


def _put(st, kind, c, t):
    s = st.cur
    if kind == 2:
        k = st.at[t] - 1
        i = k * _U + _U_IT
        st.u[i + (st.u[i] != _NONE)] = c
        st.zones.move(c, _Z_PLAY)
        st.say(_E_ITEM, st.rows[c], t)
        return
    st.gold[s] -= cost(st, s, c)
    fl = 0 if kind == 3 else _F_TURNED      # a mercenary acts at once
    if t >= _FACE_DOWN:
        t -= _FACE_DOWN
        fl |= _F_HID
    rules.place(st, c, t, s, fl)
    st.say(_E_HIRE, _NONE if fl & _F_HID else st.rows[c], t)


def ready(st):
    """Own units facing the opponent turn back (a stunned one stays turned once more); every
    own unit's turn flags start afresh."""
    s = st.cur
    u = st.u
    for k in rules.slots(st):
        i = k * _U
        if u[i + _U_OWN] != s:
            continue
        fl = u[i + _U_FL]
        if fl & _F_STUN:
            fl &= ~_F_STUN
        elif not fl & _F_LEAVE:
            fl &= ~_F_TURNED
        u[i + _U_FL] = fl & (_F_TURNED | _F_HID | _F_LEAVE)
        u[i + _U_FL2] &= _G_CURSED
        u[i + _U_MV] = 0
        u[i + _U_BUF] = 0
    st.ph = _PH_MAIN


def begin(st):
    """The start of the seat to move's turn: units that left go to the discard pile, the
    Spawner win, gold and SE, then the draw (none when the piles are empty)."""
    s = st.cur
    st.tf = 0
    st.active = _NONE
    st.fresh[s] = _NONE
    for k in rules.slots(st):
        st.u[k * _U + _U_FL2] &= ~_G_OBON
        if rules.get(st, k, _U_OWN) == s and rules.get(st, k, _U_FL) & _F_LEAVE:
            rules.remove(st, k, rules.zone(st, s, _Z_DISC))
    harm.lose_check(st)
    if st.ph == _PH_OVER:
        return
    st.gold[s] = min(_CAP99, st.gold[s] + rules.coffers(st, s))
    n = st.se[s]
    for k in rules.slots(st):
        if rules.get(st, k, _U_OWN) == s:
            n += CARD_LEVEL[rules.row(st, k)]
    st.se[s] = min(_CAP99, n)
    st.say(_E_TURN, s, st.gold[s], st.se[s])
    st.ph = _PH_DRAW
    if not actions(st):
        ready(st)


def finish(st):
    """End of turn: the poison tokens hit (credited to who put them), then the next seat."""
    for k in rules.slots(st):
        i = k * _U
        p = st.u[i + _U_POI]
        if p:
            st.u[i + _U_POI] = 0
            d = max(1, p - CARD_PR[rules.row(st, k)] - rules.items(st, k, CARD_PR))
            st.u[i + _U_DMG] = min(_NONE, st.u[i + _U_DMG] + d)
            st.hitby[k] = st.u[i + _U_PSRC]
            st.say(_E_POISON, st.u[i + _U_TILE], d)
    st.tf |= _TF_END
    st.active = _NONE
    harm.settle(st)


def next_seat(st):
    """After the end of a turn (and any window it opened): the next seat that has not
    conceded takes its turn."""
    s = st.cur
    for _ in range(st.seats):
        s = (s + 1) % st.seats
        if not st.out & 1 << s:
            break
    st.cur = s
    st.turns += 1
    begin(st)


def concede(st, s):
    """A conceding DM hands the Adventurers the win; a conceding Adventurer's units leave at
    once without scoring and the rest play on (the DM wins when none is left)."""
    st.say(_E_CONCEDE, s)
    if not s:
        harm.end(st, 1)
        return
    st.out |= 1 << s
    for k in rules.slots(st):
        if rules.get(st, k, _U_OWN) == s:
            rules.remove(st, k, rules.zone(st, s, _Z_DISC))
    if st.out == (1 << st.seats) - 2:
        harm.end(st, 0)
    else:
        finish(st)
