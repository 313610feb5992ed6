"""Score sheets: a seat's final score by source, and Glavrun's solo score.

Seat: gear tokens, tier icons, faction icons, then one row per goal side in play.
Glavrun (solo): her gears, her faction icons at 2/3/4 points (EASY/MEDIUM/HARD) per card of
her discard pile showing either of her factions, and 1 point per card of either suit-goal suit.
"""
from goblin_vaults import cards as C
from goblin_vaults import goals as G

SOLO_FACTION_POINTS = (2, 3, 4)   # EASY, MEDIUM, HARD (rulebook)
SOLO_SUIT_POINTS = 1


def sheet(st, seat):
    """[(label, points)], the last row ("Total", sum)."""
    if seat >= st.n:
        rows = glavrun_rows(st)
    else:
        tiers, facs = G.icon_points(st.vault, seat * 12, st.fac[seat])
        rows = [("Gears", st.gears[seat]), ("Tier icons", tiers), ("Faction icons", facs)]
        for g in st.goals:
            rows.append((C.goal_name(g), G.goal_points(g, st.vault, seat * 12)))
    total = 0
    for _, p in rows:
        total += p
    rows.append(("Total", total))
    return rows


def glavrun_rows(st):
    per = SOLO_FACTION_POINTS[st.level]
    facs = 0
    suits = 0
    for c in st.gdisc:
        for f in st.gfac:
            if C.FACTION[c] == f:
                facs += per
        for g in st.goals[1:]:
            if C.SUIT[c] == C.goal_suit(g):
                suits += SOLO_SUIT_POINTS
    return [("Gears", st.gglav), ("Faction icons", facs), ("Suit icons", suits)]
