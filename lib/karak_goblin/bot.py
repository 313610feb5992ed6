"""The Karak: Goblin bot: choose(state) for the seat to move. It reads only what its seat sees
(its hand, its equipment and potions, the caverns, the pawnshop), never a deck's order or
another hand, so it decides on the real state. It plans chains by a small search over its
hand (colours, triangles, curses, its hero's ability), fights what it can beat for the best
reward (keys first, then the Lord), shops for better equipment, and revives when hurt."""
from gpcore import const
from karak_goblin.rules import (CARD_KIND, CARD_COLOUR, CARD_NEXT, CARD_ATK, CARD_DFN,
                                CARD_HD, CARD_HP, CARD_MATK, CARD_EQUIP, CARD_LEVEL)
from karak_goblin import rules

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
_B_HORAN = const(9)
_B_BUY = const(10)
_B_PAWNED = const(11)
_B_PEND = const(12)
_B_SIZE = const(21)
_H_HORAN = const(0)
_H_ARGENTUS = const(1)
_H_XANROS = const(2)
_H_VICTORIUS = const(4)
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
_BLUE = const(3)
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


def _worth(s, m):
    """What beating monster m is worth to the seat to move."""
    k = CARD_KIND[m]
    if k == _K_LORD:
        return 1000
    if k == _K_KEY:
        return 200
    z = s.zones
    seat = s.turn
    v = value(m)
    if k == _K_WEAPON or k == _K_ARMOUR:
        slot = rules.zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM, seat)
        if z.size(slot):
            v -= value(z.get(slot, 0))
        v = v * 2 if v > 0 else 1
    return v + 2 * CARD_LEVEL[m]


def _search(s, hand, n, last, used, atk, dfn, bonus, hp, draws):
    """Best (score, first card or NONE) of the chains that continue from here."""
    m = s.b[_B_MON]
    ea, ed = rules.totals(s)
    # what has been played is in totals; atk/dfn here are the cards planned after it
    ta = ea + atk + bonus
    td = ed + dfn
    hits = CARD_MATK[m] - td
    if hits < 0:
        hits = 0
    dead = hits >= hp
    best = (100 if ta >= CARD_HP[m] and not dead else 0) - hits * 6 \
        - (40 if dead else 0) + draws * 3
    if ta < CARD_HP[m]:
        best += 2 * n - 3 * (CARD_HP[m] - ta)
    first = _NONE
    horan = rules.able(s, _H_HORAN) and not s.b[_B_HORAN]
    na = rules.cursed(s, _C_EFF)
    nd = rules.cursed(s, _C_EFF + 1)
    nh = rules.cursed(s, _C_EFF + 2)
    nc = rules.cursed(s, _C_EFF + 3)
    for i in range(len(hand)):
        c = hand[i]
        if c == _NONE:
            continue
        col = CARD_COLOUR[c]
        need = 0
        if rules.cursed(s, 1 + col):
            if not rules.able(s, _H_XANROS):
                continue
            need = 1
        if n and not CARD_NEXT[last] >> col & 1:
            if need or not ((rules.able(s, _H_ARGENTUS) and col == _BLUE)
                            or (rules.able(s, _H_VICTORIUS) and n == 1)):
                continue
            need = 1
        if need and used:
            continue
        hand[i] = _NONE
        b2 = bonus
        if horan and n and CARD_ATK[last] and CARD_ATK[c] and b2 == 0:
            b2 = _HORAN_BONUS
        h2 = hp if nh else min(_HP, hp + (CARD_HD[c] & 15))
        v, _ = _search(s, hand, n + 1, c, used or need, atk + (0 if na else CARD_ATK[c]),
                       dfn + (0 if nd else CARD_DFN[c]), b2, h2,
                       draws + (0 if nc else CARD_HD[c] >> 4))
        hand[i] = c
        if v > best:
            best, first = v, c
    return best, first


def _plan(s):
    """(score, next card or NONE to stop) for the battle in progress."""
    b = s.b
    hand = bytearray(s.zones.cards(rules.zone(s, _Z_HAND)))
    hp = s.hp[s.turn]
    if s.pot[s.turn] & 1:
        hp = _HP
    return _search(s, hand, b[_B_N], b[_B_LAST], b[_B_USED], 0, 0, 0, hp, 0)


def _has(acts, a):
    for x in acts:
        if x == a:
            return True
    return False


def _cheapest(s, cards, keep=_NONE):
    best = _NONE
    for c in cards:
        if c != keep and (best == _NONE or value(c) < value(best)):
            best = c
    return best


def choose(s):
    acts = s.actions()
    if len(acts) == 1:
        return acts[0]
    ph = s.phase
    seat = s.turn
    z = s.zones
    b = s.b
    if ph == _P_HERO:
        return acts[0]
    if ph == _P_TURN:
        return _turn(s, acts)
    if ph == _P_BATTLE:
        for k in (0, 1):
            if _has(acts, _A_COUNTER + k) and b[_B_N] == 0:
                v0, _ = _plan(s)
                b[_B_CTR] |= 1 << k
                v1, _ = _plan(s)
                b[_B_CTR] &= ~(1 << k)
                if v1 >= v0 + 50:
                    return _A_COUNTER + k
        v, c = _plan(s)
        if _has(acts, _A_XANROS):
            return _A_XANROS
        m = b[_B_MON]
        if c == _NONE:
            atk, dfn = rules.totals(s)
            if atk < CARD_HP[m] and _has(acts, _A_STR_A) and \
                    atk + CARD_ATK[b[_B_LAST]] >= CARD_HP[m]:
                return _A_STR_A
            if CARD_MATK[m] - dfn >= s.hp[seat] and _has(acts, _A_HEAL) and \
                    atk >= CARD_HP[m]:
                return _A_HEAL
            return _A_END
        return c
    if ph == _P_DISCARD:
        best = _NONE
        for a in acts:
            if a < _N_CARDS and (best == _NONE or value(a) < value(best)):
                best = a
        return best
    if ph == _P_POST:
        return _A_HEAL if s.hp[seat] <= 2 else _A_END
    if ph == _P_EQUIP:
        m = b[_B_PEND]
        slot = rules.zone(s, _Z_WEAP if CARD_KIND[m] == _K_WEAPON else _Z_ARM)
        if z.size(slot) and value(z.get(slot, 0)) >= value(m):
            return _A_PAWN
        return _A_KEEP
    if ph == _P_SHOP:
        return _shop(s, acts)
    if ph == _P_PAY:
        x = b[_B_BUY]
        if x < _N_CARDS and CARD_KIND[x] in (_K_WEAPON, _K_ARMOUR):
            slot = rules.zone(s, _Z_WEAP if CARD_KIND[x] == _K_WEAPON else _Z_ARM)
            if z.size(slot):
                return z.get(slot, 0)
        return _cheapest(s, acts)
    if ph == _P_STACK:
        best = _NONE
        for a in acts:
            if a < _N_CARDS and (best == _NONE or value(a) > value(best)):
                best = a
        return best
    if ph == _P_TAIA:
        return acts[0] if value(acts[0]) >= value(acts[1]) else acts[1]
    return acts[0]


def _turn(s, acts):
    """Fight the monster worth most among those the hand can beat without dying; else shop
    for a clear upgrade, revive when hurt, or fight the least harmful monster to cycle."""
    seat = s.turn
    b = s.b
    keep = bytes(b)
    best = _NONE
    best_v = 0
    soft = _NONE
    soft_v = -1000
    for a in acts:
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
    if _has(acts, _A_SHOP) and _shop_goal(s) != _NONE:
        return _A_SHOP
    if soft != _NONE and soft_v > -30:
        return soft
    return _A_REVIVE if s.hp[seat] < _HP else (soft if soft != _NONE else acts[0])


def _shop_goal(s):
    """The purchase worth making now (a pawnshop card or A_POTION + kind), or NONE."""
    z = s.zones
    pay = rules.payable(s)
    if not len(pay):
        return _NONE
    cheap = value(_cheapest(s, pay))
    if not s.b[_B_PAWNED]:
        for c in z.cards(rules.table(s, _T_PAWN)):
            k = CARD_KIND[c]
            gain = value(c)
            if k == _K_WEAPON or k == _K_ARMOUR:
                slot = rules.zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM)
                if z.size(slot):
                    gain -= value(z.get(slot, 0))
                    if gain > 0:
                        return c
                    continue
            if gain > cheap + 4:
                return c
    for k in (0, 1):
        if s.stock[k] and not s.pot[s.turn] >> k & 1 and cheap <= 6 and len(pay) > 1:
            return _A_POTION + k
    return _NONE


def _shop(s, acts):
    g = _shop_goal(s)
    return g if g != _NONE and _has(acts, g) else _A_END
