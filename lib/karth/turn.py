"""Heroes of Karth's turn (its legal actions: karth.acts): the draw from a chosen pile, then the
main phase in any order: hiring onto own Spawners (the DM also onto Wandering Monster tiles;
Comradery; the Adventurer unit cap; one copy of a hero per side), a mercenary or animal into
the side area with its extra draw (one a turn), spells, income (one a turn) and items; unit
turns one at a time (choosing another unit ends the one before): a move or an attack
(karth.move), abilities, leaving, revealing itself; the end of the turn and conceding
(karth.begin, with the turn's beginning and readying)."""
from gpcore import const
from karth import rules, harm
import karth.acts as acts     # (a module each: 12 globals fit a smaller table; imported
import karth.begin as begin   # as such, not through the package's __getattr__)
from karth.move import move
from karth import tables

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
_Z_PLAY = const(0)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_Z_DISC = const(4)
_Z_SIDE = const(6)
_U = const(12)
_U_TILE = const(1)
_U_FL = const(3)
_U_IT = const(6)
_U_FL2 = const(10)
_F_TURNED = const(1)
_F_HID = const(4)
_F_LEAVE = const(8)
_F_ACTED = const(32)
_F_BONUS = const(64)
_F_DONE = const(128)
_G_MANA = const(4)
_PH_DRAW = const(5)
_TF_INCOME = const(1)
_TF_SIDE = const(2)
_NONE = const(255)
_E_DRAW = const(1)
_E_HIRE = const(2)
_E_LEAVES = const(13)
_E_SIDE = const(14)
_E_REVEAL = const(19)
_E_ITEM = const(20)
_CARD_KIND = const(39)
_OP_LEAP = const(6)
_OP_HIDE = const(10)
_STEP = const(4)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---


def do(st, a):
    s = st.cur
    y = _Z_SEAT + _ZS * s      # the seat's zones (Z_SEAT + ZS * seat + Z_*)
    k = st.active
    i = k * _U      # the active unit's bytes (when a unit's turn runs)
    u = st.u
    sel = st.sel
    z = st.zones
    if st.ph == _PH_DRAW:
        z.draw(y + a - _DRAW, y + _Z_HAND)
        st.rng.n += 1
        st.say(_E_DRAW, s, a - _DRAW)
        begin.ready(st)
    elif sel[0]:         # a card's tile: an item onto a unit, a unit hired
        kind = sel[0]
        c = sel[1]
        sel[0] = 0
        if a == _BACK:
            return
        t = a - _TILE
        if kind == 2:
            i = (st.at[t] - 1) * _U + _U_IT
            u[i + (u[i] != _NONE)] = c
            z.move(c, _Z_PLAY)
            st.say(_E_ITEM, st.rows[c], t)
            return
        st.gold[s] -= acts.cost(st, s, c)
        fl = 0 if kind == 3 else _F_TURNED      # a mercenary acts at once
        if t >= _FACE_DOWN:
            t -= _FACE_DOWN
            fl |= _F_HID
        rules.place(st, c, t, s, fl)
        st.say(_E_HIRE, _NONE if fl & _F_HID else st.rows[c], t)
    elif a == _END or a == _CONCEDE:
        begin.finish(st, a)
    elif a >= _ABIL:
        op = tables.CARD_ABILITIES[_STEP * (a - _ABIL)] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
        st.se[s] -= acts.se_cost(st, k, a - _ABIL)
        u[i + _U_FL2] &= ~_G_MANA
        if op != _OP_LEAP:
            u[i + _U_FL] |= _F_ACTED if op <= _OP_HIDE else _F_BONUS
        harm.use(st, k, a - _ABIL)
    elif a == _REVEAL_SELF:
        u[i + _U_FL] &= ~_F_HID
        st.say(_E_REVEAL, u[i + _U_TILE])
    elif a == _DONE or a == _LEAVE:
        if a == _LEAVE:
            u[i + _U_FL] |= _F_LEAVE | _F_TURNED
            st.say(_E_LEAVES, u[i + _U_TILE])
        u[i + _U_FL] |= _F_DONE
        st.active = _NONE
    elif a >= _CARD:
        c = a - _CARD
        r = st.rows[c]
        kind = tables.CARD[_CARD_KIND + r]
        side_area = y + _Z_SIDE
        if kind <= _K_UNIT or kind == _K_ITEM:
            sel[0] = 2 if kind == _K_ITEM else 1
            sel[1] = c
        elif z.where(c) == side_area:
            sel[0] = 3
            sel[1] = c
        elif kind == _K_MERC or kind == _K_ANIMAL:
            z.move(c, side_area)
            sel[2] = c
            st.tf |= _TF_SIDE
            st.say(_E_SIDE, r, s)
            for p in range(3):
                if z.draw(y + p, y + _Z_HAND) is not None:
                    st.rng.n += 1
                    break
        elif kind == _K_INCOME:
            st.tf |= _TF_INCOME
            z.move(c, y + _Z_DISC)
            harm.resolve(st, c, s, _NONE)
        else:
            harm.spell(st, c, s, _NONE)
    else:
        move(st, a - _TILE)
