"""The Karak: Goblin bot: choose(state) for the seat to move. It reads only what its seat sees
(its hand, its equipment and potions, the caverns, the pawnshop), never a deck's order or
another hand, so it decides on the real state. It plans chains by a small search over its
hand (colours, triangles, curses, its hero's ability), fights what it can beat for the best
reward (keys first, then the Lord), shops for better equipment, and revives when hurt. Its
judgement (values, the chain search) is in karak_goblin.botplan."""
from gpcore import const
from karak_goblin.rules import CARD_KL, CARD_AD, CARD_HPA
from karak_goblin.botplan import value, worth, held, plan
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
_B_CTR = const(5)
_B_BUY = const(10)
_B_PAWNED = const(11)
_B_PEND = const(12)
_B_SIZE = const(21)
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
_N_CARDS = const(118)
_NONE = const(255)
_HP = const(5)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_AD_ATK_SHIFT = const(0)
_AD_ATK_MASK = const(15)
_HPA_HP_SHIFT = const(0)
_HPA_HP_MASK = const(15)
_HPA_ATK_SHIFT = const(4)
_HPA_ATK_MASK = const(15)
# --- end of constants ---


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
                    v0, _ = plan(s)
                    b[_B_CTR] |= 1 << k
                    v1, _ = plan(s)
                    b[_B_CTR] &= ~(1 << k)
                    if v1 >= v0 + 50:
                        return _A_COUNTER + k
        if _has(acts, _A_XANROS):
            return _A_XANROS
        v, c = plan(s)
        if c != _NONE:
            return c
        m = b[_B_MON]
        atk, dfn = rules.totals(s)
        hp = CARD_HPA[m] >> _HPA_HP_SHIFT & _HPA_HP_MASK
        if atk < hp and _has(acts, _A_STR_A) and \
                atk + (CARD_AD[b[_B_LAST]] >> _AD_ATK_SHIFT & _AD_ATK_MASK) >= hp:
            return _A_STR_A
        if ((CARD_HPA[m] >> _HPA_ATK_SHIFT & _HPA_ATK_MASK) - dfn >= s.hp[seat]
                and _has(acts, _A_HEAL) and atk >= hp):
            return _A_HEAL
        return _A_END
    if ph == _P_POST:
        return _A_HEAL if s.hp[seat] <= 2 else _A_END
    if ph == _P_EQUIP:
        m = b[_B_PEND]
        k = CARD_KL[m] >> _KL_KIND_SHIFT & _KL_KIND_MASK
        return _A_PAWN if held(s, k) >= value(m) else _A_KEEP
    if ph == _P_SHOP:
        g = _shop_goal(s)
        return g if g != _NONE and _has(acts, g) else _A_END
    if ph == _P_PAY:
        x = b[_B_BUY]
        if x < _N_CARDS:
            k = CARD_KL[x] >> _KL_KIND_SHIFT & _KL_KIND_MASK
            if held(s, k):
                return s.zones.cards(rules.zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM))[0]
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
        v, _ = plan(s)
        if v >= 60:
            w = worth(s, m) + v
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
            k = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK
            if k == _K_WEAPON or k == _K_ARMOUR:
                if held(s, k) and value(c) > held(s, k):
                    return c
                if held(s, k):
                    continue
            if value(c) > cheap + 4:
                return c
    for k in (0, 1):
        if s.stock[k] and not s.pot[s.turn] >> k & 1 and cheap <= 6 and len(pay) > 1:
            return _A_POTION + k
    return _NONE
