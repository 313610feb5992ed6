"""Glavrun, the automated opponent of the 2-player and solo games.

Each round her top card bids on the block card its block icon shows (she bids first, so it is
never an underbid). Solo: after the player's bid her second card follows; if it would underbid
her first card it goes to the next block card instead (wrapping to the left), and if it then
underbids the player's card, a gear from the supply goes on the player's card. She never takes
warden actions; her markers are her faction(s) (gfac).
"""
from goblin_vaults import cards as C
from goblin_vaults.state import GLAVRUN


def _reveal(st):
    c = st.gdeck[-1]
    st.gdeck = st.gdeck[:-1]
    return c, C.BLOCK[c]


def _place(st, c, slot, marker):
    st.bids += bytes((c, GLAVRUN, slot, 0, st.gfac[marker]))
    st.log.append("Glavrun bids %s>%s" % (C.short(c), C.BLOCK_NAMES[slot]))


def first_bid(st):
    c, slot = _reveal(st)
    _place(st, c, slot, 0)


def second_bid(st):
    c, slot = _reveal(st)
    ws = C.SUIT[st.warden]
    first = st.bids[0]
    if st.bids[2] == slot and C.strength(c, ws) <= C.strength(first, ws):
        slot = (slot + 1) % 3
        st.log.append("Glavrun shifts right")
    w = st.winning_bid(slot)
    if w >= 0 and C.strength(c, ws) <= C.strength(w, ws):
        st.add_bid_gear(w)
        st.log.append("+1g on your %s" % C.short(w))
    _place(st, c, slot, 1)
