"""Vault scoring: tier icons, faction icons, goal sides; the bot's goal potential."""
# Cells as in vault.py. A face-down card scores as a blank (no suit, value, faction or tier
# icon). The rewards of each goal come from the goal table (BANDS below); this module knows
# the kinds of rule. "Highest" and "lowest": if two or more cards share that value, none
# scores. Glavrun's solo score is in view.py (only the screens and winners() ask for it).
from gpcore import const
from goblin_vaults.tables import (CARDS_SUIT as SUIT, CARDS_VALUE as VALUE,
                                  CARDS_FACTION as FACTION, CARDS_TIER, GOALS_CARD, GOALS_KIND,
                                  GOALS_R1, GOALS_R2, GOALS_R3, GOALS_R4)
from goblin_vaults.vault import chamber_len

# --- constants: written by tools/pack_tables.py ---
_FACEDOWN = const(128)
_FACTION_POINTS = const(2)
_CLUSTER = const(0)
_KINSHIP = const(1)
_HOARD = const(2)
_TIER3 = const(3)
_HIGHEST = const(4)
_SPREAD = const(5)
_TIER1 = const(6)
_ROW = const(7)
_LOWEST = const(8)
# --- end of constants ---

# The reward of goal g for a count of k = 0..4 is BANDS[g * 5 + k] (filled in place: a list
# of 70 ints would take 1 KB at once).
BANDS = bytearray(5 * len(GOALS_KIND))
for _g in range(len(GOALS_KIND)):
    BANDS[_g * 5 + 1:_g * 5 + 5] = bytes((GOALS_R1[_g], GOALS_R2[_g], GOALS_R3[_g], GOALS_R4[_g]))
del _g, GOALS_R1, GOALS_R2, GOALS_R3, GOALS_R4


def face_up(cell):
    """Card id of a face-up cell, else -1 (empty or face down)."""
    if cell == 0 or cell & _FACEDOWN:
        return -1
    return cell - 1


def chamber_count(kind, s, cells, o):
    """Count 0..3 that a per-chamber goal of suit s gives chamber cells[o:o+3]."""
    a = face_up(cells[o])
    b = face_up(cells[o + 1])
    c = face_up(cells[o + 2])
    if kind == _HOARD:
        return ((a >= 0 and SUIT[a] == s) + (b >= 0 and SUIT[b] == s)
                + (c >= 0 and SUIT[c] == s))
    if kind == _TIER1:
        return a >= 0 and SUIT[a] == s
    if kind == _TIER3:
        return c >= 0 and SUIT[c] == s
    if kind == _HIGHEST or kind == _LOWEST:
        best = -1
        ties = 0
        for x in (a, b, c):
            if x < 0:
                continue
            if best < 0 or (VALUE[x] > VALUE[best] if kind == _HIGHEST
                            else VALUE[x] < VALUE[best]):
                best = x
                ties = 0
            elif VALUE[x] == VALUE[best]:
                ties += 1
        return best >= 0 and ties == 0 and SUIT[best] == s
    if a < 0 or b < 0 or c < 0:
        return 0
    if kind == _CLUSTER:
        d = VALUE[b] - VALUE[a]
        return (d == 1 or d == -1) and VALUE[c] - VALUE[b] == d
    return kind == _KINSHIP and FACTION[a] == FACTION[b] == FACTION[c]


def goal_points(g, cells, off):
    """Points of goal side g for the vault at cells[off:off+12]."""
    kind = GOALS_KIND[g]
    s = GOALS_CARD[g] - 1
    n = 0
    if kind == _SPREAD:
        for k in range(4):
            n += chamber_count(_HOARD, s, cells, off + k * 3) > 0
    elif kind == _ROW:
        for t in range(3):
            row = 0
            for k in range(4):
                x = face_up(cells[off + k * 3 + t])
                row += x >= 0 and SUIT[x] == s
            n = max(n, row)
    else:
        for k in range(4):
            n += BANDS[g * 5 + chamber_count(kind, s, cells, off + k * 3)]
        return n
    return BANDS[g * 5 + n]


def icon_points(cells, off, fac):
    """(tier icon points, faction icon points) of a vault for an owner of faction fac."""
    tiers = 0
    facs = 0
    for i in range(12):
        x = face_up(cells[off + i])
        if x >= 0:
            if CARDS_TIER[x] == i % 3 + 1:
                tiers += CARDS_TIER[x]
            if FACTION[x] == fac:
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
        kind = GOALS_KIND[g]
        for k in range(4):
            o = off + k * 3
            n = chamber_len(cells, o, 0)
            if n == 0 or n == 3:
                continue
            if kind == _HOARD:
                have = chamber_count(kind, GOALS_CARD[g] - 1, cells, o)
                if have == n:
                    pot += (BANDS[g * 5 + have + 1] - BANDS[g * 5 + have]) * 350
            elif kind == _CLUSTER or kind == _KINSHIP:
                a = face_up(cells[o])
                b = face_up(cells[o + 1]) if n > 1 else a
                if a < 0 or b < 0:
                    continue
                if kind == _KINSHIP:
                    ok = FACTION[a] == FACTION[b]
                else:
                    ok = n == 1 or VALUE[b] - VALUE[a] in (1, -1)
                if ok:
                    pot += BANDS[g * 5 + 1] * (300 if n == 2 else 80)
    return pot

