"""The Karak: Goblin bot: choose(state) for the seat to move. It reads only what its seat sees
(its hand, its equipment and potions, the caverns, the pawnshop), never a deck's order or
another hand, so it decides on the real state. It plans chains by a small search over its
hand (colours, triangles, curses, its hero's ability), fights what it can beat for the best
reward (keys first, then the Lord), shops for better equipment, and revives when hurt."""
from gpcore import const
from karak_goblin.rules import (CARD_KIND, CARD_ATK, CARD_DFN, CARD_HD, CARD_HP, CARD_MATK,
                                CARD_EQUIP, CARD_LEVEL)
from karak_goblin import rules

# --- constants: written by tools/pack_tables.py ---
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
_B_HORAN = const(9)
_B_BUY = const(10)
_B_PAWNED = const(11)
_B_PEND = const(12)
_B_SIZE = const(21)
_H_HORAN = const(0)
_Z_HAND = const(1)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_T_PAWN = const(1)
_A_LORD = const(138)
_A_SHOP = const(139)
_A_REVIVE = const(140)
_A_END = const(141)
_A_HEAL = const(142)
_A_STR_A = const(143)
_A_COUNTER = const(145)
_A_POTION = const(147)
_A_KEEP = const(150)
_A_PAWN = const(151)
_A_XANROS = const(152)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_K_KEY = const(4)
_K_LORD = const(5)
_N_CARDS = const(118)
_NONE = const(255)
_C_EFF = const(5)
_HP = const(5)
_HORAN_BONUS = const(1)
# --- end of constants ---


def value(c):
    """Worth of a card to its owner (action cards by their effects, equipment by its use)."""
    k = CARD_KIND[c]
    if k == _K_WEAPON:
        return 9 * (CARD_EQUIP[c] & 3)
    if k == _K_ARMOUR:
        e = CARD_EQUIP[c]
        return 7 * (e >> 2 & 3) + 8 * (e >> 4 & 3) + 6 * (e >> 6)
    return 3 * CARD_ATK[c] + 2 * CARD_DFN[c] + (CARD_HD[c] & 15) + 4 * (CARD_HD[c] >> 4)


def _worth(s, c):
    """What beating monster c is worth to the seat to move."""
    k = CARD_KIND[c]
    if k == _K_LORD:
        return 1000
    if k == _K_KEY:
        return 200
    v = value(c)
    if k == _K_WEAPON or k == _K_ARMOUR:
        v -= _held(s, k)
        v = v * 2 if v > 0 else 1
    return v + 2 * CARD_LEVEL[c]


def _held(s, k):
    """Worth of the weapon (k = K_WEAPON) or armour the seat holds, 0 if none."""
    z = s.zones
    slot = rules.zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM)
    return value(z.get(slot, 0)) if z.size(slot) else 0


def _search(s, cards, a, h, hp, draw):
    """Best (score, first card or NONE) of the chains going on from the battle record s.b,
    which is changed while searching (cards played, the last one, ability used) and
    restored. The totals so far: a attack, h defence, hp hit points, draw cards drawn.
    (Arguments are named as elsewhere: each distinct name takes heap on the device.)"""
    b = s.b
    m = b[_B_MON]
    hits = CARD_MATK[m] - h
    if hits < 0:
        hits = 0
    best = draw * 3 - hits * 6
    if hits >= hp:
        best -= 40
    elif a >= CARD_HP[m]:
        best += 100
    if a < CARD_HP[m]:
        best += 2 * b[_B_N] - 3 * (CARD_HP[m] - a)
    first = _NONE
    keep = bytes(b)
    for i in range(len(cards)):
        c = cards[i]
        p = 0 if c == _NONE else rules.playable(s, c)
        if not p:
            continue
        a2 = a + (0 if rules.cursed(s, _C_EFF) else CARD_ATK[c])
        if (rules.able(s, _H_HORAN) and b[_B_N] and CARD_ATK[b[_B_LAST]] and CARD_ATK[c]
                and not b[_B_HORAN]):
            a2 += _HORAN_BONUS
            b[_B_HORAN] = 1
        e = CARD_HD[c]
        cards[i] = _NONE
        if p == 2:
            b[_B_USED] = 1
        b[_B_N] += 1
        b[_B_LAST] = c
        v, _ = _search(s, cards, a2, h + (0 if rules.cursed(s, _C_EFF + 1) else CARD_DFN[c]),
                       hp if rules.cursed(s, _C_EFF + 2) else min(_HP, hp + (e & 15)),
                       draw + (0 if rules.cursed(s, _C_EFF + 3) else e >> 4))
        b[:] = keep
        cards[i] = c
        if v > best:
            best, first = v, c
    return best, first


def _plan(s):
    """(score, next card or NONE to stop) for the battle in progress."""
    atk, dfn = rules.totals(s)
    return _search(s, bytearray(s.zones.cards(rules.zone(s, _Z_HAND))), atk, dfn,
                   _HP if s.pot[s.turn] & 1 else s.hp[s.turn], 0)


def _has(x, a):
    """Action a is among the actions x (MicroPython 1.23 has no `in` for a bytearray)."""
    for k in x:
        if k == a:
            return True
    return False


def _best(cards, k):
    """The card (id below N_CARDS) of the highest value times k (1 or -1), or NONE."""
    best = _NONE
    for c in cards:
        if c < _N_CARDS and (best == _NONE or k * value(c) > k * value(best)):
            best = c
    return best


def choose(s):
    acts = s.actions()
    if len(acts) == 1:
        return acts[0]
    ph = s.phase
    seat = s.turn
    b = s.b
    if ph == _P_TURN:
        return _turn(s, acts)
    if ph == _P_BATTLE:
        if b[_B_N] == 0:
            for k in (0, 1):
                if _has(acts, _A_COUNTER + k):
                    v0, _ = _plan(s)
                    b[_B_CTR] |= 1 << k
                    v1, _ = _plan(s)
                    b[_B_CTR] &= ~(1 << k)
                    if v1 >= v0 + 50:
                        return _A_COUNTER + k
        if _has(acts, _A_XANROS):
            return _A_XANROS
        v, c = _plan(s)
        if c != _NONE:
            return c
        m = b[_B_MON]
        atk, dfn = rules.totals(s)
        if atk < CARD_HP[m] and _has(acts, _A_STR_A) and \
                atk + CARD_ATK[b[_B_LAST]] >= CARD_HP[m]:
            return _A_STR_A
        if CARD_MATK[m] - dfn >= s.hp[seat] and _has(acts, _A_HEAL) and atk >= CARD_HP[m]:
            return _A_HEAL
        return _A_END
    if ph == _P_POST:
        return _A_HEAL if s.hp[seat] <= 2 else _A_END
    if ph == _P_EQUIP:
        m = b[_B_PEND]
        return _A_PAWN if _held(s, CARD_KIND[m]) >= value(m) else _A_KEEP
    if ph == _P_SHOP:
        g = _shop_goal(s)
        return g if g != _NONE and _has(acts, g) else _A_END
    if ph == _P_PAY:
        x = b[_B_BUY]
        if x < _N_CARDS and _held(s, CARD_KIND[x]):
            return s.zones.get(rules.zone(s, _Z_WEAP if CARD_KIND[x] == _K_WEAPON
                                          else _Z_ARM), 0)
        return _best(acts, -1)
    if ph == _P_STACK or ph == _P_TAIA:
        return _best(acts, 1)
    if ph == _P_DISCARD:
        return _best(acts, -1)
    return acts[0]


def _turn(s, x):
    """Fight the monster worth most among those the hand can beat without dying; else shop
    for a clear upgrade, revive when hurt, or fight the least harmful monster to cycle."""
    seat = s.turn
    b = s.b
    keep = bytes(b)
    best = soft = _NONE
    best_v = 0
    soft_v = -1000
    for a in x:
        if a > _A_LORD:
            continue
        b[:] = bytes(_B_SIZE)
        m = rules.fight_card(s, a)
        b[_B_MON] = m
        v, _ = _plan(s)
        if v >= 60:
            w = _worth(s, m) + v
            if w > best_v:
                best, best_v = a, w
        elif v > soft_v:
            soft, soft_v = a, v
    b[:] = keep
    if best != _NONE:
        return best
    if s.hp[seat] < _HP - 1 or (s.hp[seat] < _HP and soft_v < -20):
        return _A_REVIVE
    if _has(x, _A_SHOP) and _shop_goal(s) != _NONE:
        return _A_SHOP
    if soft != _NONE and soft_v > -30:
        return soft
    return _A_REVIVE if s.hp[seat] < _HP else (soft if soft != _NONE else x[0])


def _shop_goal(s):
    """The purchase worth making now (a pawnshop card or A_POTION + kind), or NONE."""
    pay = rules.payable(s)
    if not len(pay):
        return _NONE
    cheap = value(_best(pay, -1))
    if not s.b[_B_PAWNED]:
        for c in s.zones.cards(rules.table(s, _T_PAWN)):
            k = CARD_KIND[c]
            if k == _K_WEAPON or k == _K_ARMOUR:
                if _held(s, k) and value(c) > _held(s, k):
                    return c
                if _held(s, k):
                    continue
            if value(c) > cheap + 4:
                return c
    for k in (0, 1):
        if s.stock[k] and not s.pot[s.turn] >> k & 1 and cheap <= 6 and len(pay) > 1:
            return _A_POTION + k
    return _NONE
