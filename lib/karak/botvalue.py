"""Values for the Karak bot, as ints (POINT = one point): win chances against a monster,
the worth of items and of a fight, and the heuristic value of a position."""
from gpcore import const

from karak import board

POINT = const(30)
# Private copies of karak.data names (checked by the tests).
_R_WEAPON = const(0)
_R_PORTAL = const(1)
_R_FLAMES = const(2)
_R_KEY = const(3)
_R_TREASURE = const(4)
_R_RUBY = const(5)
_CHEST = const(8)
_WARRIOR = const(0)
_THIEF = const(1)
_WIZARD = const(2)
_WARLOCK = const(3)
_SWORDSMAN = const(4)
_W_SLOTS = const(2)
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)


def _at_least(low):
    """Byte k: how many of the two-dice outcomes (faces low..6) sum to k or more."""
    out = bytearray(15)
    for a in range(low, 7):
        for b in range(low, 7):
            for k in range(a + b + 1):
                out[k] += 1
    return bytes(out)


_PLAIN = _at_least(1)    # out of 36
_SWORD = _at_least(2)    # out of 25: the Swordsman rerolls ones
del _at_least


def chance(s, seat, tok, extra=0):
    """Percent chance that the seat beats monster tok (ties lost), using its flames,
    sacrifice and reroll when needed; extra: a known bonus such as foresight."""
    bonus = board.weapons(s, seat) + extra
    bonus += board.holds(s, seat, _R_FLAMES) * _FLAME_BONUS
    if s.able(seat, _WARLOCK) and s.hearts[seat] > 1:
        bonus += _SACRIFICE_BONUS
    need = board.STRENGTH[tok] + 1 - bonus
    if s.able(seat, _THIEF):
        need -= 1
    need = max(0, min(14, need))
    if s.able(seat, _SWORDSMAN):
        p = 100 * _SWORD[need] // 25
    else:
        p = 100 * _PLAIN[need] // 36
    if s.able(seat, _WARRIOR):
        p = 100 - (100 - p) * (100 - p) // 100
    return p


def inv_value(s, seat, codes):
    """Worth of a set of items to the seat."""
    w = sorted([board.BONUS[c] for c in codes if board.REWARD[c] == _R_WEAPON])
    v = sum(w[-_W_SLOTS:]) * 12
    chests = s.ttok.find(bytes([_CHEST]), 0, s.nt) >= 0     # a locked chest lies somewhere
    for c in codes:
        r = board.REWARD[c]
        if r == _R_FLAMES:
            v += 8 if s.able(seat, _WIZARD) else 5
        elif r == _R_PORTAL:
            v += 4
        elif r == _R_KEY:
            v += 14 if chests else 8
        elif board.CAT[c] == 3:
            v += board.POINTS2[c] * POINT // 2
    return v


def gain(s, seat, code):
    """What taking item `code` adds, after dropping what no longer fits (the least useful
    item, one at a time)."""
    have = board.items(s, seat)
    codes = have + [code]
    while not board.fits_codes(codes, s.expert):
        best = None
        for c in codes:
            rest = list(codes)
            rest.remove(c)
            v = inv_value(s, seat, rest)
            if best is None or v > best_v:
                best, best_v = rest, v
        codes = best
    return inv_value(s, seat, codes) - inv_value(s, seat, have)


def leader_gap(s, seat):
    """Own doubled points minus the best opponent's."""
    best = 0
    for o in range(s.seats):
        if o != seat:
            best = max(best, board.points2(s, o))
    return board.points2(s, seat) - best


def fight_value(s, seat, tok, extra=0):
    """Expected worth of fighting monster tok now."""
    p = chance(s, seat, tok, extra)
    r = board.REWARD[tok]
    if r == _R_RUBY:
        if leader_gap(s, seat) + board.POINTS2[tok] <= 0 or p < 40:
            return -200
        return 10 * POINT
    if r == _R_TREASURE:
        win = board.POINTS2[tok] * POINT // 2 + 5
    else:
        win = max(2, gain(s, seat, tok))
    h = s.hearts[seat]
    hurt = 8 if h > 2 else (14 if h == 2 else 25)
    if s.able(seat, _WARRIOR):
        hurt = 6
    v = (p * win - (100 - p) * hurt) // 100
    return v if p >= 30 else min(v, -1)


def value(s, seat):
    """Heuristic worth of the position for seat (for evaluate())."""
    v = board.points2(s, seat) * POINT // 2 + inv_value(s, seat, board.items(s, seat))
    v += s.hearts[seat] * 4 - (10 if s.curse == seat else 0)
    return v
