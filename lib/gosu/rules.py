"""Gosu's rules over the state (lib/gosu/state.py): armies, limits and costs, FREE and
protected goblins, military values, drawing and special victories (the Great Battle: state.py).
The cards' continuous powers are read from their packed steps here; their one-shot powers run
in fx.py."""
from gpcore import const
from gosu.tables import CARD_ROW, CARD_LEVEL, CARD_CLAN, CARD_MILITARY, CARD_TRIGGER, \
    CARD_EFFECT, CARD_EFFECT_AT, CARD_EFFECT_SETS

# --- constants: written by tools/pack_tables.py ---
_T_ON_ENTER = const(1)
_T_ON_MUTATE = const(2)
_T_CONTINUOUS = const(4)
_T_VICTORY = const(5)
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_Z_ROW = const(2)
_ROW_MAX = const(5)
_NEWCLAN_COST = const(2)
_NONE = const(255)
_F_TRAPPED = const(1)
_E_DRAW = const(3)
_E_WIN = const(18)
_OP_DESTROY_ANY = const(7)
_OP_TRAP_FREE = const(8)
_OP_MIL_BONUS = const(16)
_OP_PROTECT = const(17)
_OP_DISCOUNT = const(19)
_FL_SELF = const(4)
_FL_HAND = const(4)
_FL_CLAN = const(8)
_FL_OTHERS = const(16)
_FL_NEWCLAN = const(64)
_FL_TRAPPED = const(128)
_KEY_PER = const(2)
_PER_CLAN = const(0)
_PER_BAKUTO = const(1)
_PER_ADV = const(2)
_KEY_WIN_NAMES = const(4)
_STEP = const(4)
_STEP_HEAD = const(0)
_STEP_N = const(1)
_STEP_FLAGS = const(2)
_STEP_FILTER = const(3)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_HEAD_BONUS_SHIFT = const(5)
_HEAD_BONUS_MASK = const(7)
_FILTER_VALUE_MASK = const(31)
_FILTER_KEY_SHIFT = const(5)
_FILTER_KEY_MASK = const(7)
# --- end of constants ---


def hand(st, s):
    return st.zones.cards(_Z_SEAT + _ZS * s + _Z_HAND)


def army(st, s):
    z = _Z_SEAT + _ZS * s + _Z_ROW
    zs = st.zones
    return zs.buf[zs.start[z]:zs.start[z + 3]]


def level(c):
    return CARD_LEVEL[CARD_ROW[c]]


def clan(st, c):
    """The clan of card c, or NONE while it is trapped (a trapped goblin has no clan)."""
    if st.flag[c] & _F_TRAPPED:
        return _NONE
    return CARD_CLAN[CARD_ROW[c]]


def power(st, c, trig, k=0):
    """The offset in CARD_EFFECT of the first step of c's power if c is untrapped, its trigger
    is `trig` and (k given) that step's opcode is k; else -1."""
    r = CARD_ROW[c]
    if st.flag[c] & _F_TRAPPED or CARD_TRIGGER[r] != trig:
        return -1
    i = CARD_EFFECT_AT[r] * _STEP
    if k and CARD_EFFECT[i + _STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK != k:
        return -1
    return i


def num(st, step, s):
    """The first number of `step` (an effect step's bytes), with its bracket bonus for s while
    an opponent has more Victory Points."""
    n = step[_STEP_N]
    for o in range(st.seats):
        if st.vp[o] > st.vp[s]:
            return n + (step[_STEP_HEAD] >> _HEAD_BONUS_SHIFT & _HEAD_BONUS_MASK)
    return n


def is_free(st, c):
    """True if goblin c is FREE: rightmost in its row with no goblin directly above it (the
    screens mark it too)."""
    zs = st.zones
    z = zs.where(c)
    i = zs.buf.find(bytes((c,))) - zs.start[z]
    return i == zs.size(z) - 1 and (level(c) == 3 or zs.size(z + 1) <= i)


def targets(st, o, k, most):
    """Opponent o's goblins that a step of opcode k (DESTROY_FREE, DESTROY_ANY, TRAP_FREE,
    RETURN_TO_HAND) may choose, up to level `most`: FREE ones unless k is DESTROY_ANY, not
    covered by one of o's PROTECT powers. A bytearray (a byte a card, no list's growth)."""
    out = bytearray()
    mine = army(st, o)
    for c in mine:
        if level(c) > most or k == _OP_TRAP_FREE and st.flag[c] & _F_TRAPPED or \
                k != _OP_DESTROY_ANY and not is_free(st, c):
            continue
        for g in mine:
            j = power(st, g, _T_CONTINUOUS, _OP_PROTECT)
            if j >= 0:
                f = CARD_EFFECT[j + _STEP_FLAGS]
                if (f & _FL_SELF and g == c) or (f & _FL_OTHERS and g != c) or \
                        (f & _FL_CLAN and clan(st, c) == clan(st, g)):
                    break
        else:
            out.append(c)
    return out


def opponents(st):
    """The seats other than the one to act, in turn order after it."""
    out = bytearray()
    for k in range(1, st.seats):
        out.append((st.cur + k) % st.seats)
    return out


def discount(st, s, flag):
    """What s's DISCOUNT powers of `flag` (MUTATE, NEWCLAN) take off a cost."""
    n = 0
    for g in army(st, s):
        i = power(st, g, _T_CONTINUOUS, _OP_DISCOUNT)
        if i >= 0 and CARD_EFFECT[i + _STEP_FLAGS] & flag:
            n += CARD_EFFECT[i + _STEP_N]
    return n


def fits(st, s, c):
    """c's level has room: fewer than 5 in its row, Heroes <= Bakutos, Ozekis <= Heroes."""
    lv = level(c)
    z = _Z_SEAT + _ZS * s + _Z_ROW + lv - 1
    n = st.zones.size(z)
    return n < _ROW_MAX and (lv == 1 or n < st.zones.size(z - 1))


def play_cost(st, s, c):
    """The cards it costs seat s to play c from its hand, or -1 if it may not."""
    if not fits(st, s, c):
        return -1
    lv = level(c)
    cl = CARD_CLAN[CARD_ROW[c]]
    have = 0                    # bit lv - 1: a goblin of c's clan in row lv
    for g in army(st, s):
        if clan(st, g) == cl:
            have |= 1 << level(g) - 1
    if lv > 1 and not have & 1 or lv > 2 and not have & 2:
        return -1
    cost = 0
    if lv == 1 and st.zones.size(_Z_SEAT + _ZS * s + _Z_ROW) and not have & 1:
        cost = max(0, _NEWCLAN_COST - discount(st, s, _FL_NEWCLAN))
    return cost if cost < st.zones.size(_Z_SEAT + _ZS * s + _Z_HAND) else -1


def military(st, s):
    """Seat s's military total: untrapped goblins' values and their MIL_BONUS powers."""
    total = 0
    for g in army(st, s):
        if st.flag[g] & _F_TRAPPED:
            continue
        total += CARD_MILITARY[CARD_ROW[g]]
        i = power(st, g, _T_CONTINUOUS, _OP_MIL_BONUS)
        if i >= 0:
            n = num(st, CARD_EFFECT[i:i + _STEP], s)
            f = CARD_EFFECT[i + _STEP_FILTER]
            if f >> _FILTER_KEY_SHIFT & _FILTER_KEY_MASK == _KEY_PER:
                per = f & _FILTER_VALUE_MASK
                k = 0
                if per == _PER_ADV:
                    k = st.adv == s
                else:
                    for o in army(st, s):
                        if o != g and clan(st, o) != _NONE and (
                                per == _PER_BAKUTO and level(o) == 1 or
                                per == _PER_CLAN and clan(st, o) == clan(st, g)):
                            k += 1
                n *= k
            total += n
    return total


def draw(st, s, n, z=None):
    """Seat s draws n cards into its hand (or zone z: the cards a SEARCH shows), the discard
    pile shuffled into a new draw pile when it runs out (both empty: the draw stops)."""
    zs = st.zones
    k = 0
    while k < n:
        if not zs.size(_Z_DRAW):
            if not zs.size(_Z_DISCARD):
                break
            zs.pour(_Z_DISCARD, _Z_DRAW)
            zs.shuffle(_Z_DRAW, st.rng)
        zs.draw(_Z_DRAW, _Z_SEAT + _ZS * s + _Z_HAND if z is None else z)
        k += 1
    if k:
        st.rng.n += 1               # hidden cards shown (gpcore.rng)
        if z is None:
            st.say(_E_DRAW, st.cur, k)


def enter(st, s, c):
    """Goblin c comes into seat s's army (its row, rightmost), untrapped and unused; its
    on_enter and on_mutate powers wait in st.queue."""
    st.zones.move(c, _Z_SEAT + _ZS * s + _Z_ROW + level(c) - 1)
    st.flag[c] = 0
    if CARD_TRIGGER[CARD_ROW[c]] in (_T_ON_ENTER, _T_ON_MUTATE):
        st.queue.append(CARD_ROW[c])


def wins(st, battle=False):
    """Set st.winner if a special victory holds: NAMES, CLAN and TRAPPED after each action,
    HAND at the Great Battle (battle True); the seat to act first, then in turn order. A
    WIN_IF step of o's goblin g: NAMES for any seat s, the others for o alone."""
    for k in range(st.seats):
        s = (st.cur + k) % st.seats
        mine = army(st, s)
        for o in range(st.seats):
            for g in army(st, o):
                i = power(st, g, _T_VICTORY)
                if i < 0:
                    continue
                f = CARD_EFFECT[i + _STEP_FILTER]
                n = CARD_EFFECT[i + _STEP_N]
                fl = CARD_EFFECT[i + _STEP_FLAGS]
                ok = o == s
                if f >> _FILTER_KEY_SHIFT & _FILTER_KEY_MASK == _KEY_WIN_NAMES:
                    ok = False
                    for r in CARD_EFFECT_SETS[f & _FILTER_VALUE_MASK]:
                        for c in mine:
                            if CARD_ROW[c] == r:
                                break
                        else:
                            break
                    else:
                        ok = True
                elif ok and fl & _FL_HAND:
                    h = st.zones.size(_Z_SEAT + _ZS * s + _Z_HAND)
                    m = 0               # the cards in the other hands
                    for p in range(st.seats):
                        if p != s:
                            m += st.zones.size(_Z_SEAT + _ZS * p + _Z_HAND)
                    ok = battle and h >= n and h > m
                elif ok and fl & _FL_TRAPPED:
                    ok = False
                    for p in range(st.seats):
                        if p != s:
                            m = 0
                            for c in army(st, p):
                                m += st.flag[c] & _F_TRAPPED
                            ok = ok or m >= n
                elif ok and fl & _FL_CLAN:
                    m = 0
                    for c in mine:
                        m += clan(st, c) == clan(st, g)
                    ok = m >= n
                else:
                    ok = False
                if ok:
                    st.winner = s
                    st.say(_E_WIN, s, g)
                    return
