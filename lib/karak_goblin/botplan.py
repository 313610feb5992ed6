"""The Karak: Goblin bot's judgement: what a card, a reward or held equipment is worth, and the
chain search over the hand (colours, triangles, curses, the hero's ability, by the rules' own
playable()) that scores a battle. Used by karak_goblin.bot."""
from gpcore import const
from karak_goblin.rules import (CARD_KL, CARD_AD, CARD_HD, CARD_HPA, CARD_EQUIP)
from karak_goblin import rules

# --- constants: written by tools/pack_tables.py ---
_B_MON = const(0)
_B_N = const(2)
_B_LAST = const(3)
_B_USED = const(4)
_B_HORAN = const(9)
_H_HORAN = const(0)
_Z_HAND = const(1)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_K_KEY = const(4)
_K_LORD = const(5)
_NONE = const(255)
_C_EFF = const(5)
_HP = const(5)
_HORAN_BONUS = const(1)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_KL_LEVEL_SHIFT = const(3)
_KL_LEVEL_MASK = const(7)
_AD_ATK_SHIFT = const(0)
_AD_ATK_MASK = const(15)
_AD_DEF_SHIFT = const(4)
_AD_DEF_MASK = const(15)
_HD_HEAL_SHIFT = const(0)
_HD_HEAL_MASK = const(15)
_HD_DRAW_SHIFT = const(4)
_HD_DRAW_MASK = const(15)
_HPA_HP_SHIFT = const(0)
_HPA_HP_MASK = const(15)
_HPA_ATK_SHIFT = const(4)
_HPA_ATK_MASK = const(15)
_EQUIP_ATK_SHIFT = const(0)
_EQUIP_ATK_MASK = const(3)
_EQUIP_DEF_SHIFT = const(2)
_EQUIP_DEF_MASK = const(3)
_EQUIP_HAND_SHIFT = const(4)
_EQUIP_HAND_MASK = const(3)
_EQUIP_HEAL_SHIFT = const(6)
_EQUIP_HEAL_MASK = const(3)
# --- end of constants ---


def value(c):
    """Worth of a card to its owner (action cards by their effects, equipment by its use)."""
    k = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK
    if k == _K_WEAPON:
        return 9 * (CARD_EQUIP[c] >> _EQUIP_ATK_SHIFT & _EQUIP_ATK_MASK)
    if k == _K_ARMOUR:
        e = CARD_EQUIP[c]
        return (7 * (e >> _EQUIP_DEF_SHIFT & _EQUIP_DEF_MASK)
                + 8 * (e >> _EQUIP_HAND_SHIFT & _EQUIP_HAND_MASK)
                + 6 * (e >> _EQUIP_HEAL_SHIFT & _EQUIP_HEAL_MASK))
    a = CARD_AD[c]
    h = CARD_HD[c]
    return (3 * (a >> _AD_ATK_SHIFT & _AD_ATK_MASK) + 2 * (a >> _AD_DEF_SHIFT & _AD_DEF_MASK)
            + (h >> _HD_HEAL_SHIFT & _HD_HEAL_MASK) + 4 * (h >> _HD_DRAW_SHIFT & _HD_DRAW_MASK))


def worth(s, c):
    """What beating monster c is worth to the seat to move."""
    k = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK
    if k == _K_LORD:
        return 1000
    if k == _K_KEY:
        return 200
    v = value(c)
    if k == _K_WEAPON or k == _K_ARMOUR:
        v -= held(s, k)
        v = v * 2 if v > 0 else 1
    return v + 2 * (CARD_KL[c] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK)


def held(s, k):
    """Worth of the weapon (k = K_WEAPON) or armour the seat holds, 0 if none."""
    z = s.zones
    slot = rules.zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM)
    return value(z.cards(slot)[0]) if z.size(slot) else 0


def _search(s, cards, a, h, hp, draw):
    """Best (score, first card or NONE) of the chains going on from the battle record s.b,
    which is changed while searching (cards played, the last one, ability used) and
    restored. The totals so far: a attack, h defence, hp hit points, draw cards drawn.
    (Arguments are named as elsewhere: each distinct name takes heap on the device.)"""
    b = s.b
    m = b[_B_MON]
    hits = (CARD_HPA[m] >> _HPA_ATK_SHIFT & _HPA_ATK_MASK) - h
    if hits < 0:
        hits = 0
    best = draw * 3 - hits * 6
    if hits >= hp:
        best -= 40
    elif a >= (CARD_HPA[m] >> _HPA_HP_SHIFT & _HPA_HP_MASK):
        best += 100
    if a < (CARD_HPA[m] >> _HPA_HP_SHIFT & _HPA_HP_MASK):
        best += 2 * b[_B_N] - 3 * ((CARD_HPA[m] >> _HPA_HP_SHIFT & _HPA_HP_MASK) - a)
    first = _NONE
    keep = bytes(b)
    for i in range(len(cards)):
        c = cards[i]
        p = 0 if c == _NONE else rules.playable(s, c)
        if not p:
            continue
        a2 = a + (0 if rules.cursed(s, _C_EFF) else (CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK))
        if (rules.able(s, _H_HORAN) and b[_B_N]
                and CARD_AD[b[_B_LAST]] >> _AD_ATK_SHIFT & _AD_ATK_MASK
                and CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK and not b[_B_HORAN]):
            a2 += _HORAN_BONUS
            b[_B_HORAN] = 1
        e = CARD_HD[c]
        cards[i] = _NONE
        if p == 2:
            b[_B_USED] = 1
        b[_B_N] += 1
        b[_B_LAST] = c
        v, _ = _search(s, cards, a2,
                       h + (0 if rules.cursed(s, _C_EFF + 1)
                            else CARD_AD[c] >> _AD_DEF_SHIFT & _AD_DEF_MASK),
                       hp if rules.cursed(s, _C_EFF + 2)
                       else min(_HP, hp + (e >> _HD_HEAL_SHIFT & _HD_HEAL_MASK)),
                       draw + (0 if rules.cursed(s, _C_EFF + 3)
                               else e >> _HD_DRAW_SHIFT & _HD_DRAW_MASK))
        b[:] = keep
        cards[i] = c
        if v > best:
            best, first = v, c
    return best, first


def plan(s):
    """(score, next card or NONE to stop) for the battle in progress."""
    atk, dfn = rules.totals(s)
    return _search(s, bytearray(s.zones.cards(rules.zone(s, _Z_HAND))), atk, dfn,
                   _HP if s.pot[s.turn] & 1 else s.hp[s.turn], 0)
