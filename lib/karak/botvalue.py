"""Values for the Karak bot, as ints (POINT = one point): win chances against a monster,
the worth of items and of a fight, and the heuristic value of a position."""
from karak.data import (TOK_STRENGTH, TOK_REWARD, TOK_BONUS, TOK_POINTS2, TOK_CAT, SLOTS,
                        FLAME_BONUS, SACRIFICE_BONUS, R_WEAPON, R_FLAMES, R_PORTAL, R_KEY,
                        R_TREASURE, R_RUBY, CHEST, WARRIOR, THIEF, WIZARD, WARLOCK, SWORDSMAN,
                        ORACLE)
from karak import items

POINT = 30
_CHEST = bytes([CHEST])
HERO_ORDER = (WARRIOR, SWORDSMAN, THIEF, ORACLE, WIZARD, WARLOCK)


def _sums(low):
    """at_least[k] = number of the two-dice outcomes (faces low..6) with a sum >= k."""
    faces = range(low, 7)
    cnt = [0] * 14
    for a in faces:
        for b in faces:
            cnt[a + b] += 1
    out = [0] * 15
    for k in range(13, -1, -1):
        out[k] = out[k + 1] + cnt[k]
    return out, len(faces) * len(faces)


_PLAIN = _sums(1)
_SWORD = _sums(2)


def chance(s, seat, tok, extra=0):
    """Percent chance that the seat beats monster tok (ties lost), using its flames,
    sacrifice and reroll when needed; extra: a known bonus such as foresight."""
    bonus = items.weapons(s, seat) + extra
    fl = items.holds(s, seat, R_FLAMES)
    bonus += fl * FLAME_BONUS
    if s.able(seat, WARLOCK) and s.hearts[seat] > 1:
        bonus += SACRIFICE_BONUS
    need = TOK_STRENGTH[tok] + 1 - bonus
    if s.able(seat, THIEF):
        need -= 1
    table, n = _SWORD if s.able(seat, SWORDSMAN) else _PLAIN
    p = 100 * table[max(0, min(14, need))] // n
    if s.able(seat, WARRIOR):
        p = 100 - (100 - p) * (100 - p) // 100
    return p


def inv_value(s, seat, codes):
    """Worth of a set of items to the seat."""
    w = sorted([TOK_BONUS[c] for c in codes if TOK_REWARD[c] == R_WEAPON])[-SLOTS[0]:]
    v = sum(w) * 12
    chests = s.ttok.find(_CHEST, 0, s.nt) >= 0     # a locked chest lies somewhere
    for c in codes:
        r = TOK_REWARD[c]
        if r == R_FLAMES:
            v += 8 if s.able(seat, WIZARD) else 5
        elif r == R_PORTAL:
            v += 4
        elif r == R_KEY:
            v += 14 if chests else 8
        elif TOK_CAT[c] == 3:
            v += TOK_POINTS2[c] * POINT // 2
    return v


def _best_fit(s, seat, codes):
    """Value of the best subset of codes that fits the slots (dropping one at a time)."""
    codes = list(codes)
    while not items.fits_codes(codes, s.expert):
        best = None
        for c in codes:
            rest = list(codes)
            rest.remove(c)
            v = inv_value(s, seat, rest)
            if best is None or v > best[0]:
                best = (v, rest)
        codes = best[1]
    return inv_value(s, seat, codes)


def gain(s, seat, code):
    have = items.items(s, seat)
    return _best_fit(s, seat, have + [code]) - inv_value(s, seat, have)


def leader_gap(s, seat):
    """Own doubled points minus the best opponent's."""
    best = 0
    for o in range(s.seats):
        if o != seat:
            best = max(best, items.points2(s, o))
    return items.points2(s, seat) - best


def fight_value(s, seat, tok, extra=0):
    """Expected worth of fighting monster tok now."""
    p = chance(s, seat, tok, extra)
    r = TOK_REWARD[tok]
    if r == R_RUBY:
        if leader_gap(s, seat) + TOK_POINTS2[tok] <= 0 or p < 40:
            return -200
        return 10 * POINT
    if r == R_TREASURE:
        win = TOK_POINTS2[tok] * POINT // 2 + 5
    else:
        win = max(2, gain(s, seat, tok))
    h = s.hearts[seat]
    hurt = 8 if h > 2 else (14 if h == 2 else 25)
    if s.able(seat, WARRIOR):
        hurt = 6
    v = (p * win - (100 - p) * hurt) // 100
    return v if p >= 30 else min(v, -1)


def value(s, seat):
    """Heuristic worth of the position for seat (for evaluate())."""
    v = items.points2(s, seat) * POINT // 2 + inv_value(s, seat, items.items(s, seat))
    v += s.hearts[seat] * 4 - (10 if s.curse == seat else 0)
    return v
