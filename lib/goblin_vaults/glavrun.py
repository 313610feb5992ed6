"""Glavrun, the automated opponent of the 2-player and solo games (loaded only for those)."""
# Each round her top card bids on the block card its block icon shows (she bids first, so it is
# never an underbid). Solo: after the player's bid her second card follows; if it would underbid
# her first card it goes to the next block card instead (wrapping to the left), and if it then
# underbids the player's card, a gear from the supply goes on the player's card. She never takes
# warden actions; her markers are her faction(s) (gfac). Her solo score: her gears, 2/3/4 points
# (EASY/MEDIUM/HARD) per faction icon of either of her factions in her discard pile, 1 point per
# card there of either suit-goal suit.
from goblin_vaults import cards as C
from goblin_vaults.phases import add_bid_gear
from goblin_vaults.state import GLAVRUN

SOLO_FACTION_POINTS = (2, 3, 4)   # EASY, MEDIUM, HARD (rulebook)


def bid(st, second):
    """Glavrun's top card bids by its block icon: her first card of the round, or (solo)
    her second card after the player's bid."""
    c = st.gdeck[-1]
    st.gdeck = st.gdeck[:-1]
    slot = C.BLOCK[c]
    if second:
        ws = C.SUIT[st.warden]
        if st.bids[2] == slot and C.strength(c, ws) <= C.strength(st.bids[0], ws):
            slot = (slot + 1) % 3
            st.log.append(("shift",))
        w = st.winning_bid(slot)
        if w >= 0 and C.strength(c, ws) <= C.strength(w, ws):
            add_bid_gear(st, w)
            st.log.append(("yourgear", w))
    st.bids += bytes((c, GLAVRUN, slot, 0, st.gfac[second]))
    st.log.append(("bid", GLAVRUN, c, slot))


def points(st):
    """Glavrun's solo score as (gears, faction icon points, suit icon points)."""
    per = SOLO_FACTION_POINTS[st.options[0] if st.options else 0]
    facs = 0
    suits = 0
    for c in st.gdisc:
        for f in st.gfac:
            if C.FACTION[c] == f:
                facs += per
        for g in st.goals[1:]:         # the suit goals
            if C.SUIT[c] == C.goal_suit(g):
                suits += 1
    return st.gglav, facs, suits
