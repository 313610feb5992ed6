"""Heroes of Karth's turn (its legal actions: karth.acts): gold, Golden Coffers and Spiritual
Energy, the draw from a chosen pile, readying (a stunned unit stays turned one turn more), then
the main phase in any order: hiring onto own Spawners (the DM also onto Wandering Monster tiles;
Comradery; the Adventurer unit cap; one copy of a hero per side), a mercenary or animal into
the side area with its extra draw (one a turn), spells, income (one a turn) and items; unit
turns one at a time (choosing another unit ends the one before): a move (and what its end
triggers: Treasure, Prison, Lesser Mana Pool), one action (a basic attack, an ability, leaving)
and one bonus action; the end of the turn with poison, and conceding."""
from gpcore import const, effects
from karth import rules, harm
from karth.acts import actions, cost, se_cost, dests
from karth.tables import CARD_ABILITIES, CARD, TER

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
_K_UNIT = const(1)
_K_MERC = const(2)
_K_ANIMAL = const(3)
_K_ITEM = const(6)
_K_INCOME = const(7)
_T_PRISON = const(3)
_T_TREASURE = const(6)
_T_MANA = const(7)
_Z_PLAY = const(0)
_Z_BAR = const(0)
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
_G_TERR = const(64)
_G_ATK = const(128)
_PH_DRAW = const(5)
_PH_MAIN = const(6)
_TF_INCOME = const(1)
_TF_SIDE = const(2)
_TF_END = const(4)
_W_MOVE = const(3)
_TREASURE_GOLD = const(1)
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
_E_TERRAIN = const(21)
_CARD_KIND = const(39)
_CARD_LEVEL = const(117)
_CARD_DMG = const(351)
_CARD_DTYPE = const(390)
_CARD_PR = const(546)
_OP_COFFERS = const(1)
_OP_LEAP = const(6)
_OP_HIDE = const(10)
_TER_EFFECT = const(48)
_STEP = const(4)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---


def do(st, a):
    s = st.cur
    if st.ph == _PH_DRAW:
        st.zones.draw(rules.zone(st, s, a - _DRAW), rules.zone(st, s, _Z_HAND))
        st.rng.n += 1
        st.say(_E_DRAW, s, a - _DRAW)
        ready(st)
    elif st.sel[0]:         # a card's tile: an item onto a unit, a unit hired
        kind = st.sel[0]
        c = st.sel[1]
        st.sel[0] = 0
        if a == _BACK:
            return
        t = a - _TILE
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
    elif a == _END or a == _CONCEDE:
        finish(st, a)
    elif a >= _ABIL:
        k = st.active
        op = CARD_ABILITIES[_STEP * (a - _ABIL)] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
        st.se[s] -= se_cost(st, k, a - _ABIL)
        st.u[k * _U + _U_FL2] &= ~_G_MANA
        if op != _OP_LEAP:
            st.u[k * _U + _U_FL] |= _F_ACTED if op <= _OP_HIDE else _F_BONUS
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
        c = a - _CARD
        r = st.rows[c]
        kind = CARD[_CARD_KIND + r]
        side_area = rules.zone(st, s, _Z_SIDE)
        if kind <= _K_UNIT or kind == _K_ITEM:
            st.sel[0] = 2 if kind == _K_ITEM else 1
            st.sel[1] = c
        elif st.zones.where(c) == side_area:
            st.sel[0] = 3
            st.sel[1] = c
        elif kind == _K_MERC or kind == _K_ANIMAL:
            st.zones.move(c, side_area)
            st.sel[2] = c
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
    else:
        move(st, a - _TILE)


def finish(st, a):
    """The end of the turn (END), or conceding (CONCEDE) first."""
    s = st.cur
    if a == _CONCEDE:
        # a conceding DM hands the Adventurers the win; a conceding Adventurer's units
        # leave at once without scoring and the rest play on (the DM wins when none is left)
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
            return
    # the end of the turn: the poison tokens hit (credited to who put them), then the
    # next seat (karth.state, once any window this opens is closed)
    for k in rules.slots(st):
        i = k * _U
        p = st.u[i + _U_POI]
        if p:
            st.u[i + _U_POI] = 0
            d = max(1, p - CARD[_CARD_PR + rules.row(st, k)] - rules.items(st, k, _CARD_PR))
            st.u[i + _U_DMG] = min(_NONE, st.u[i + _U_DMG] + d)
            st.hitby[k] = st.u[i + _U_PSRC]
            st.say(_E_POISON, st.u[i + _U_TILE], d)
    st.tf |= _TF_END
    st.active = _NONE
    harm.settle(st)


def move(st, t):
    """The tile t chosen in a unit turn: an own unit starts its turn, or the active unit
    moves or attacks."""
    s = st.cur
    j = st.at[t] - 1
    k = st.active
    if j >= 0 and rules.get(st, j, _U_OWN) == st.cur:
        if k != _NONE:
            st.u[k * _U + _U_FL] |= _F_DONE
        st.active = j
        return
    if j < 0:
        c = dests(st, k)[t]
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
        # a move's end (or a part's): Treasure (+1 gold), Prison (an Adventurer draws a
        # Barracks card), Lesser Mana Pool (2 SE off its abilities this turn); one tile
        # effect a unit a turn (PROPOSED reading of "at most once per unit per turn")
        e = TER[_TER_EFFECT + (st.tile[t] & 15)]
        if not st.u[i + _U_FL2] & _G_TERR and (e == _T_TREASURE or e == _T_MANA
                                               or e == _T_PRISON and s):
            if e == _T_TREASURE:
                st.gold[s] = min(_CAP99, st.gold[s] + _TREASURE_GOLD)
            elif e == _T_MANA:
                st.u[i + _U_FL2] |= _G_MANA
            else:
                st.zones.draw(rules.zone(st, s, _Z_BAR), rules.zone(st, s, _Z_HAND))
                st.rng.n += 1
            st.u[i + _U_FL2] |= _G_TERR
            st.say(_E_TERRAIN, t, e)
        if rules.side(st.cur) and harm.trap_card(st, k) != _NONE:
            st.win[0:4] = bytes((_W_MOVE, 0, k, 0))     # the DM's Spike Trap window
        return
    attack(st, k, j, 0)


def attack(st, k, j, f):
    """Unit k attacks unit j: its DMG, and unless `f` (a stun) its bonuses and items."""
    r = rules.row(st, k)
    i = k * _U
    st.u[i + _U_FL] = (st.u[i + _U_FL] | _F_ACTED) & ~_F_HID
    st.u[i + _U_FL2] |= _G_ATK
    n = CARD[_CARD_DMG + r]
    if not f:
        n += st.u[i + _U_BUF] + rules.items(st, k, _CARD_DMG)
    st.say(_E_ATTACK, rules.get(st, k, _U_TILE), rules.get(st, j, _U_TILE), n)
    harm.hit(st, j, n, CARD[_CARD_DTYPE + r], st.cur)
    harm.settle(st)


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
    st.sel[2] = _NONE
    for k in rules.slots(st):
        st.u[k * _U + _U_FL2] &= ~_G_OBON
        if rules.get(st, k, _U_OWN) == s and rules.get(st, k, _U_FL) & _F_LEAVE:
            rules.remove(st, k, rules.zone(st, s, _Z_DISC))
    sd = rules.side(s)      # a unit of its side on every Spawner of the other side: it wins
    sp = rules.spawners(st, 1 - sd)
    for t in sp:
        k = st.at[t] - 1
        if k < 0 or rules.side(rules.get(st, k, _U_OWN)) != sd or rules.get(st, k, _U_FL) & _F_HID:
            break
    else:
        if sp:
            harm.end(st, sd)
            return
    n = 1       # gold: 1, and 1 per own Golden Coffers unit
    for k in rules.slots(st):
        if rules.get(st, k, _U_OWN) == s and rules.has(rules.row(st, k), _OP_COFFERS):
            n += 1
    st.gold[s] = min(_CAP99, st.gold[s] + n)
    n = st.se[s]
    for k in rules.slots(st):
        if rules.get(st, k, _U_OWN) == s:
            n += CARD[_CARD_LEVEL + rules.row(st, k)]
    st.se[s] = min(_CAP99, n)
    st.say(_E_TURN, s, st.gold[s], st.se[s])
    st.ph = _PH_DRAW
    if not actions(st):
        ready(st)
