"""Vault scoring: tier icons, faction icons, goal sides; the bot's goal potential."""
# Cells as in vault.py. A face-down card scores as a blank (no suit, value, faction or tier
# icon). The rewards of each goal come from the goal table
# (cards.GOAL_BANDS); this module knows the kinds of rule. "Highest" and "lowest": if two or
# more cards share that value, none scores.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x
from goblin_vaults import cards as C
from goblin_vaults.state import FACEDOWN
from goblin_vaults.vault import chamber_len

# goal kinds = indexes of the pack spec's KINDS (a test checks them against the table)
_CLUSTER = const(0)
_KINSHIP = const(1)
_HOARD = const(2)
_TIER3 = const(3)
_HIGHEST = const(4)
_SPREAD = const(5)
_TIER1 = const(6)
_ROW = const(7)
_LOWEST = const(8)
_FACTION_POINTS = const(2)   # per faction icon matching the owner's faction card (rulebook)


def face_up(cell):
    """Card id of a face-up cell, else -1 (empty or face down)."""
    if cell == 0 or cell & FACEDOWN:
        return -1
    return cell - 1


def chamber_count(kind, s, cells, o):
    """Count 0..3 that a per-chamber goal of suit s gives chamber cells[o:o+3]."""
    a = face_up(cells[o])
    b = face_up(cells[o + 1])
    c = face_up(cells[o + 2])
    if kind == _HOARD:
        return ((a >= 0 and C.SUIT[a] == s) + (b >= 0 and C.SUIT[b] == s)
                + (c >= 0 and C.SUIT[c] == s))
    if kind == _TIER1:
        return a >= 0 and C.SUIT[a] == s
    if kind == _TIER3:
        return c >= 0 and C.SUIT[c] == s
    if kind == _HIGHEST or kind == _LOWEST:
        best = -1
        ties = 0
        for x in (a, b, c):
            if x < 0:
                continue
            if best < 0 or (C.VALUE[x] > C.VALUE[best] if kind == _HIGHEST
                            else C.VALUE[x] < C.VALUE[best]):
                best = x
                ties = 0
            elif C.VALUE[x] == C.VALUE[best]:
                ties += 1
        return best >= 0 and ties == 0 and C.SUIT[best] == s
    if a < 0 or b < 0 or c < 0:
        return 0
    if kind == _CLUSTER:
        d = C.VALUE[b] - C.VALUE[a]
        return (d == 1 or d == -1) and C.VALUE[c] - C.VALUE[b] == d
    return kind == _KINSHIP and C.FACTION[a] == C.FACTION[b] == C.FACTION[c]


def goal_points(g, cells, off):
    """Points of goal side g for the vault at cells[off:off+12]."""
    kind = C.GOAL_KIND[g]
    s = C.goal_suit(g)
    n = 0
    if kind == _SPREAD:
        for k in range(4):
            n += chamber_count(_HOARD, s, cells, off + k * 3) > 0
    elif kind == _ROW:
        for t in range(3):
            row = 0
            for k in range(4):
                x = face_up(cells[off + k * 3 + t])
                row += x >= 0 and C.SUIT[x] == s
            n = max(n, row)
    else:
        for k in range(4):
            n += C.GOAL_BANDS[g * 5 + chamber_count(kind, s, cells, off + k * 3)]
        return n
    return C.GOAL_BANDS[g * 5 + n]


def icon_points(cells, off, fac):
    """(tier icon points, faction icon points) of a vault for an owner of faction fac."""
    tiers = 0
    facs = 0
    for i in range(12):
        x = face_up(cells[off + i])
        if x >= 0:
            if C.TIER[x] == i % 3 + 1:
                tiers += C.TIER[x]
            if C.FACTION[x] == fac:
                facs += _FACTION_POINTS
    return tiers, facs


def vault_points(cells, off, fac, goals):
    """Total vault points (everything but the gear tokens)."""
    t, f = icon_points(cells, off, fac)
    for g in goals:
        t += goal_points(g, cells, off)
    return t + f


def potential(cells, off, goals):
    """The bot's hope, in thousandths of a point, for goal chambers that could still be
    completed (unfinished hoards of the goal suit, clusters and kinships on their way)."""
    pot = 0
    for g in goals:
        kind = C.GOAL_KIND[g]
        for k in range(4):
            o = off + k * 3
            n = chamber_len(cells, o, 0)
            if n == 0 or n == 3:
                continue
            if kind == _HOARD:
                have = chamber_count(kind, C.goal_suit(g), cells, o)
                if have == n:
                    pot += (C.GOAL_BANDS[g * 5 + have + 1] - C.GOAL_BANDS[g * 5 + have]) * 350
            elif kind == _CLUSTER or kind == _KINSHIP:
                a = face_up(cells[o])
                b = face_up(cells[o + 1]) if n > 1 else a
                if a < 0 or b < 0:
                    continue
                if kind == _KINSHIP:
                    ok = C.FACTION[a] == C.FACTION[b]
                else:
                    ok = n == 1 or C.VALUE[b] - C.VALUE[a] in (1, -1)
                if ok:
                    pot += C.GOAL_BANDS[g * 5 + 1] * (300 if n == 2 else 80)
    return pot
