"""Vault scoring: tier icons, faction icons and the goal sides in play.

A vault is 12 cells of a bytearray starting at `off`: cell chamber*3 + tier (tier 0 = tier 1 of
the rulebook). A cell holds 0 (empty) or card+1, with bit 0x80 set for a face-down card, which
scores as a blank (no suit, value, faction or tier icon). Cards in a chamber never leave a gap.

The rewards of each goal come from the goal table (cards.GOAL_BANDS); this module only knows
the kinds of rule. "Highest"/"lowest": if two or more cards share that value, none scores.
"""
from goblin_vaults import cards as C

FACEDOWN = 0x80
FACTION_POINTS = 2   # per faction icon matching the owner's faction card (rulebook)

K_CLUSTER = C.GOAL_KINDS.index("cluster")
K_KINSHIP = C.GOAL_KINDS.index("kinship")
K_HOARD = C.GOAL_KINDS.index("hoard")
K_TIER3 = C.GOAL_KINDS.index("tier3")
K_TIER1 = C.GOAL_KINDS.index("tier1")
K_HIGHEST = C.GOAL_KINDS.index("highest")
K_LOWEST = C.GOAL_KINDS.index("lowest")
K_SPREAD = C.GOAL_KINDS.index("spread")
K_ROW = C.GOAL_KINDS.index("row")

# (kind, suit, bands) per goal id, read once from the table
GOAL_INFO = [(C.GOAL_KIND[g], C.goal_suit(g), C.GOAL_BANDS[g]) for g in range(C.NGOALS)]


def face_up(cell):
    """Card id of a face-up cell, else -1 (empty or face down)."""
    if cell == 0 or cell & FACEDOWN:
        return -1
    return cell - 1


def chamber_count(kind, s, cells, o):
    """Count 0..3 that a per-chamber goal gives chamber cells[o:o+3]."""
    a = face_up(cells[o])
    b = face_up(cells[o + 1])
    c = face_up(cells[o + 2])
    if kind == K_HOARD:
        n = 0
        for x in (a, b, c):
            if x >= 0 and C.SUIT[x] == s:
                n += 1
        return n
    if kind == K_TIER1:
        return 1 if a >= 0 and C.SUIT[a] == s else 0
    if kind == K_TIER3:
        return 1 if c >= 0 and C.SUIT[c] == s else 0
    if kind == K_HIGHEST or kind == K_LOWEST:
        best = -1
        ties = 0
        for x in (a, b, c):
            if x < 0:
                continue
            if best < 0 or (C.VALUE[x] > C.VALUE[best] if kind == K_HIGHEST
                            else C.VALUE[x] < C.VALUE[best]):
                best = x
                ties = 0
            elif C.VALUE[x] == C.VALUE[best]:
                ties += 1
        return 1 if best >= 0 and ties == 0 and C.SUIT[best] == s else 0
    if a < 0 or b < 0 or c < 0:
        return 0
    if kind == K_CLUSTER:
        d = C.VALUE[b] - C.VALUE[a]
        return 1 if (d == 1 or d == -1) and C.VALUE[c] - C.VALUE[b] == d else 0
    if kind == K_KINSHIP:
        return 1 if C.FACTION[a] == C.FACTION[b] == C.FACTION[c] else 0
    return 0


def goal_points(g, cells, off):
    """Points of goal side g for the vault at cells[off:off+12]."""
    kind, s, bands = GOAL_INFO[g]
    if kind == K_SPREAD:
        n = 0
        for k in range(4):
            if chamber_count(K_HOARD, s, cells, off + k * 3):
                n += 1
        return bands[n]
    if kind == K_ROW:
        best = 0
        for t in range(3):
            n = 0
            for k in range(4):
                x = face_up(cells[off + k * 3 + t])
                if x >= 0 and C.SUIT[x] == s:
                    n += 1
            if n > best:
                best = n
        return bands[best]
    total = 0
    for k in range(4):
        total += bands[chamber_count(kind, s, cells, off + k * 3)]
    return total


def icon_points(cells, off, fac):
    """(tier icon points, faction icon points) of a vault for an owner of faction fac."""
    tiers = 0
    facs = 0
    for i in range(12):
        x = face_up(cells[off + i])
        if x < 0:
            continue
        t = i % 3 + 1
        if C.TIER[x] == t:
            tiers += t
        if C.FACTION[x] == fac:
            facs += FACTION_POINTS
    return tiers, facs


def vault_points(cells, off, fac, goals):
    """Total vault points (everything but the gear tokens)."""
    t, f = icon_points(cells, off, fac)
    for g in goals:
        t += goal_points(g, cells, off)
    return t + f
