"""Karak inventories and items. An item is the index of the bag token that gave it (Daggers
come from the giant rat, and so on). Each seat has INV bytes of unordered items (NONE = empty):
the slots of the rules plus one spare, so that a new item can be held until the player has
chosen what to leave. Items left on tiles are ints tile << 4 | item in s.drops."""
from karak.data import (INV, NONE, NTOK, SLOTS, TOK_CAT, TOK_BONUS, TOK_POINTS2, TOK_REWARD,
                        R_RUBY)


def items(s, seat):
    b = seat * INV
    return [c for c in s.inv[b:b + INV] if c != NONE]


def holds(s, seat, reward):
    """Number of items of this reward kind (R_FLAMES, R_KEY, ...) the seat holds."""
    n = 0
    for c in items(s, seat):
        if TOK_REWARD[c] == reward:
            n += 1
    return n


def fits_codes(codes, expert):
    """True if these items fit the slots (treasures take slots only in Expert)."""
    n = [0, 0, 0, 0]
    for c in codes:
        n[TOK_CAT[c]] += 1
    if n[0] > SLOTS[0] or n[1] > SLOTS[1] or n[2] > SLOTS[2]:
        return False
    if expert:
        return len(codes) <= SLOTS[0] + SLOTS[1] + SLOTS[2]
    return n[3] == 0


def fits(s, seat):
    """True if the seat's items fit its slots (treasures take slots only in Expert)."""
    return fits_codes(items(s, seat), s.expert)


def add(s, seat, code):
    s.inv[_find(s.inv, NONE, seat * INV)] = code


def _find(buf, v, b):
    for i in range(b, b + INV):
        if buf[i] == v:
            return i
    raise ValueError("no slot")


def remove(s, seat, code):
    s.inv[_find(s.inv, code, seat * INV)] = NONE


def weapons(s, seat):
    """Sum of the weapon bonuses the seat holds."""
    v = 0
    for c in items(s, seat):
        if TOK_CAT[c] == 0:
            v += TOK_BONUS[c]
    return v


def leave_options(s, seat):
    """Distinct items whose removal makes the inventory fit again."""
    have = items(s, seat)
    out = []
    for c in have:
        if c in out:
            continue
        rest = list(have)
        rest.remove(c)
        if fits_codes(rest, s.expert):
            out.append(c)
    return out


def treasures(s, seat):
    """Treasures held in the inventory (Expert variant)."""
    n = 0
    for c in items(s, seat):
        if TOK_CAT[c] == 3:
            n += 1
    return n


def points2(s, seat):
    """Doubled points: in Normal the banked treasures (chests, the Fallen, the ruby); in Expert
    the treasures in the inventory plus the ruby."""
    v = 0
    for t in range(NTOK):
        if not s.expert or TOK_REWARD[t] == R_RUBY:
            v += s.won[seat * NTOK + t] * TOK_POINTS2[t]
    if s.expert:
        for c in items(s, seat):
            if TOK_CAT[c] == 3:
                v += TOK_POINTS2[c]
    return v


def drops_at(s, t):
    """Distinct items lying on tile t."""
    out = []
    for d in s.drops:
        if d >> 4 == t and (d & 15) not in out:
            out.append(d & 15)
    return out


def drop(s, t, code):
    s.drops.append((t << 4) | code)


def take(s, t, code):
    s.drops.remove((t << 4) | code)
