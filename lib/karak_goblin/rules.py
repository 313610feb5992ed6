"""Karak: Goblin rules: the legal actions of each phase (legal), the totals of a battle and
the helpers that karak_goblin.turn (applying an action) and the screens use.

Cards live in s.zones (gpcore.zones): per seat a deck (hidden), a hand (private), a discard
pile, the cards played this turn, a weapon, an armour and the keys; on the table the box
(unused cards), the pawnshop, the Lord, and per level a row of monsters, its monster deck,
the face-up gatekeeper and the gatekeeper deck. The battle record is s.b (codes B_*).
Card ids are actions too (play, discard, pay with, stack next, keep): codes.N_CARDS of them.
"""
from gpcore import const, once
from karak_goblin.tables import (CARD_KL, CARD_CN, CARD_AD, CARD_HD, CARD_HPA, CARD_CURSES,
                                 CARD_EQUIP)
once("karak_goblin.tables")     # loaded: dropped; the columns above stay (the bot reads them)

# --- constants: written by tools/pack_tables.py ---
_P_HERO = const(0)
_P_TURN = const(1)
_P_DISCARD = const(2)
_P_BATTLE = const(3)
_P_POST = const(4)
_P_EQUIP = const(5)
_P_SHOP = const(6)
_P_PAY = const(7)
_P_STACK = const(8)
_P_TAIA = const(9)
_B_MON = const(0)
_B_N = const(2)
_B_LAST = const(3)
_B_USED = const(4)
_B_CTR = const(5)
_B_XA = const(6)
_B_XD = const(7)
_B_STR = const(8)
_B_HORAN = const(9)
_B_PAWNED = const(11)
_B_T1 = const(15)
_B_T2 = const(16)
_H_ARGENTUS = const(1)
_H_XANROS = const(2)
_H_VICTORIUS = const(4)
_Z_HAND = const(1)
_Z_DISC = const(2)
_Z_PLAY = const(3)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_Z_SEAT = const(7)
_T_PAWN = const(1)
_T_LORD = const(2)
_T_ROW = const(3)
_T_GATE = const(5)
_Z_LEVEL = const(4)
_A_FIGHT = const(120)
_A_LORD = const(138)
_A_SHOP = const(139)
_A_REVIVE = const(140)
_A_END = const(141)
_A_HEAL = const(142)
_A_STR_A = const(143)
_A_STR_D = const(144)
_A_COUNTER = const(145)
_A_POTION = const(147)
_A_KEEP = const(150)
_A_PAWN = const(151)
_A_XANROS = const(152)
_A_START = const(153)
_A_HERO = const(154)
_A_BACK = const(160)
_FIGHTS = const(6)
_N_START = const(36)
_N_HEROES = const(6)
_C_EFF = const(5)
_C_WEAPON = const(9)
_C_ARMOUR = const(10)
_BLUE = const(3)
_HP = const(5)
_ROW = const(5)
_LEVELS = const(3)
_CN_COLOUR_SHIFT = const(0)
_CN_COLOUR_MASK = const(3)
_CN_NEXT_SHIFT = const(2)
_CN_NEXT_MASK = const(15)
_AD_ATK_SHIFT = const(0)
_AD_ATK_MASK = const(15)
_AD_DEF_SHIFT = const(4)
_AD_DEF_MASK = const(15)
_HD_HEAL_SHIFT = const(0)
_HD_HEAL_MASK = const(15)
_HD_DRAW_SHIFT = const(4)
_HD_DRAW_MASK = const(15)
_CURSES_FIRST_SHIFT = const(0)
_CURSES_FIRST_MASK = const(15)
_CURSES_SECOND_SHIFT = const(4)
_CURSES_SECOND_MASK = const(15)
_EQUIP_ATK_SHIFT = const(0)
_EQUIP_ATK_MASK = const(3)
_EQUIP_DEF_SHIFT = const(2)
_EQUIP_DEF_MASK = const(3)
# --- end of constants ---


def zone(s, k, seat=None):
    """Zone k (Z_*) of the seat (the seat to move by default)."""
    return (s.turn if seat is None else seat) * _Z_SEAT + k


def table(s, k, level=0):
    """Table zone k (T_*); the four zones of each level follow T_ROW."""
    return s.seats * _Z_SEAT + k + level * _Z_LEVEL


def able(s, h):
    """The seat to move plays hero h with the abilities on."""
    return s.hero[s.turn] == h and s.options[1:2] != b"\x01"


def curse(m, k):
    """Curse k (0 the first, 1 the second) of monster m: a code of CURSES, 0 none."""
    if k:
        return CARD_CURSES[m] >> _CURSES_SECOND_SHIFT & _CURSES_SECOND_MASK
    return CARD_CURSES[m] >> _CURSES_FIRST_SHIFT & _CURSES_FIRST_MASK


def cursed(s, code):
    """The monster of the battle has curse `code`, not countered (bit k of B_CTR: curse k)."""
    m = s.b[_B_MON]
    return ((CARD_CURSES[m] >> _CURSES_FIRST_SHIFT & _CURSES_FIRST_MASK == code
             and not s.b[_B_CTR] & 1)
            or (CARD_CURSES[m] >> _CURSES_SECOND_SHIFT & _CURSES_SECOND_MASK == code
                and not s.b[_B_CTR] & 2))


def fight_card(s, a):
    """The monster that fight action a (A_FIGHT + FIGHTS * level + slot, slot ROW the
    gatekeeper, or A_LORD) attacks."""
    if a == _A_LORD:
        return s.zones.cards(table(s, _T_LORD))[0]
    lv, i = divmod(a - _A_FIGHT, _FIGHTS)
    if i == _ROW:
        return s.zones.cards(table(s, _T_GATE, lv))[-1]
    return s.zones.cards(table(s, _T_ROW, lv))[i]


def payable(s):
    """The cards the seat may pay the merchant with: weapon, armour, monster-backed hand
    cards."""
    z = s.zones
    out = bytearray(z.cards(zone(s, _Z_WEAP)) + z.cards(zone(s, _Z_ARM)))
    for c in z.cards(zone(s, _Z_HAND)):
        if c >= _N_START:
            out.append(c)
    return out


def playable(s, c):
    """0 if card c cannot be played now, 1 if it can, 2 if only with the hero's ability."""
    b = s.b
    col = CARD_CN[c] >> _CN_COLOUR_SHIFT & _CN_COLOUR_MASK
    need = 0
    if cursed(s, 1 + col):
        if not able(s, _H_XANROS):
            return 0
        need = 1
    if b[_B_N] and not (CARD_CN[b[_B_LAST]] >> _CN_NEXT_SHIFT & _CN_NEXT_MASK) >> col & 1:
        if need or not ((able(s, _H_ARGENTUS) and col == _BLUE)
                        or (able(s, _H_VICTORIUS) and b[_B_N] == 1)):
            return 0
        need = 1
    if need:
        return 0 if b[_B_USED] else 2
    return 1


def xanros_effect(s):
    """The effect (0 attack .. 3 draw) of the last card that a curse nullifies and Xanros
    may count, or -1."""
    c = s.b[_B_LAST]
    vals = (CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK,
            CARD_AD[c] >> _AD_DEF_SHIFT & _AD_DEF_MASK,
            CARD_HD[c] >> _HD_HEAL_SHIFT & _HD_HEAL_MASK,
            CARD_HD[c] >> _HD_DRAW_SHIFT & _HD_DRAW_MASK)
    for e in range(4):
        if vals[e] and cursed(s, _C_EFF + e):
            return e
    return -1


def legal(s):
    """The legal actions of the seat to move (a bytearray)."""
    out = bytearray()
    z = s.zones
    b = s.b
    ph = s.phase
    seat = s.turn
    pot = s.pot[seat]
    if ph == _P_HERO:
        for h in range(_N_HEROES):
            if s.hero.find(bytes((h,))) < 0:
                out.append(_A_HERO + h)
    elif ph == _P_TURN:
        if s.hp[seat]:
            keys = z.size(zone(s, _Z_KEYS))
            for lv in range(_LEVELS):
                if keys >= lv:
                    for i in range(z.size(table(s, _T_ROW, lv))):
                        out.append(_A_FIGHT + lv * _FIGHTS + i)
                    if keys == lv and z.size(table(s, _T_GATE, lv)):
                        out.append(_A_FIGHT + lv * _FIGHTS + _ROW)
            if keys >= _LEVELS:
                out.append(_A_LORD)
            out.append(_A_SHOP)
        out.append(_A_REVIVE)
    elif ph == _P_DISCARD or ph == _P_BATTLE:
        for c in z.cards(zone(s, _Z_HAND)):
            if ph == _P_DISCARD or playable(s, c):
                out.append(c)
        if ph == _P_BATTLE:
            out.append(_A_END)
            if pot & 1 and s.hp[seat] < _HP:
                out.append(_A_HEAL)
            if b[_B_N] and not b[_B_STR] and pot & 2:
                if CARD_AD[b[_B_LAST]] >> _AD_ATK_SHIFT & _AD_ATK_MASK:
                    out.append(_A_STR_A)
                if CARD_AD[b[_B_LAST]] >> _AD_DEF_SHIFT & _AD_DEF_MASK:
                    out.append(_A_STR_D)
            if b[_B_N] and not b[_B_USED] and able(s, _H_XANROS) and xanros_effect(s) >= 0:
                out.append(_A_XANROS)
        if pot & 4:
            m = b[_B_MON]
            for k in range(2):
                if curse(m, k) and not b[_B_CTR] >> k & 1:
                    out.append(_A_COUNTER + k)
    elif ph == _P_POST:
        out.append(_A_HEAL)
        out.append(_A_END)
    elif ph == _P_EQUIP:
        out.append(_A_KEEP)
        out.append(_A_PAWN)
    elif ph == _P_SHOP:
        if len(payable(s)):
            for k in range(3):
                if s.stock[k] and not pot >> k & 1:
                    out.append(_A_POTION + k)
            if not b[_B_PAWNED]:
                out.extend(z.cards(table(s, _T_PAWN)))
        out.append(_A_END)
    elif ph == _P_PAY:
        out = payable(s)
        out.append(_A_BACK)
    elif ph == _P_STACK:
        start = 0
        for c in z.cards(zone(s, _Z_DISC)):
            if c >= _N_START:
                out.append(c)
            else:
                start = 1
        if start:
            out.append(_A_START)
    elif ph == _P_TAIA:
        out.append(b[_B_T1])
        out.append(b[_B_T2])
    return out


def totals(s):
    """(attack, defence) of the battle so far: the cards played, unless an effect curse
    nullifies them, the equipment, unless cursed, the potions, Xanros and Horan."""
    z = s.zones
    b = s.b
    atk = b[_B_XA] + b[_B_HORAN]
    dfn = b[_B_XD]
    na = cursed(s, _C_EFF)
    nd = cursed(s, _C_EFF + 1)
    for c in z.cards(zone(s, _Z_PLAY)):
        if not na:
            atk += CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK
        if not nd:
            dfn += CARD_AD[c] >> _AD_DEF_SHIFT & _AD_DEF_MASK
    w = zone(s, _Z_WEAP)
    if z.size(w) and not cursed(s, _C_WEAPON):
        atk += CARD_EQUIP[z.cards(w)[0]] >> _EQUIP_ATK_SHIFT & _EQUIP_ATK_MASK
    a = zone(s, _Z_ARM)
    if z.size(a) and not cursed(s, _C_ARMOUR):
        dfn += CARD_EQUIP[z.cards(a)[0]] >> _EQUIP_DEF_SHIFT & _EQUIP_DEF_MASK
    return atk, dfn
