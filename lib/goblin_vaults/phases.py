"""The steps between decisions (the automatic parts of a round)."""
# Revealing the first cards, starting a round, Glavrun's bids, the vault phase, forced chamber
# choices, the first-player marker and the end of the game.
#
# Vault phase, block cards left to right: no bid: +1 gear from the supply. Otherwise the winning
# bidder takes the block card and its gears and the winning bid (with its gears) becomes the
# block card; every other bidder takes back its own bid and the gears on it. Glavrun's cards go
# to her discard pile; their gears go back to the supply (2 players) or to her (solo).
#
# Glavrun (2 players and solo) never takes warden actions; her markers are her faction(s)
# (gfac). Each round her top card bids first, on the block card its block icon shows (so it is
# never an underbid). Solo: after the player's bid her second card follows; if it would
# underbid her first card it goes to the next block card instead (wrapping to the left), and
# if it then underbids the player's card, a gear from the supply goes on the player's card.
from gpcore import const
from goblin_vaults.tables import CARDS_SUIT, CARDS_BLOCK
from goblin_vaults import vault as V
from goblin_vaults.state import strength

# Private copies of codes.py numbers (see there).
_GLAVRUN = const(5)
_ROUNDS = const(9)
_FACEDOWN = const(0x80)
_PH_BID = const(1)
_PH_SWAP = const(3)
_PH_OVER = const(4)
_E_ROUND = const(3)
_E_BID = const(4)
_E_SHIFT = const(6)
_E_YOURGEAR = const(7)
_E_GEAR = const(8)
_E_TAKES = const(9)
_E_KEEPS = const(10)
_E_OVER = const(18)


def start_round(st):
    st.round += 1
    st.nbid = 0
    st.bids = bytearray()
    st.phase = _PH_BID
    st.log.append((_E_ROUND, st.round))
    if st.n <= 2:
        glavrun_bid(st, 0)


def glavrun_bid(st, second):
    """Glavrun's top card bids by its block icon: her first card of the round, or (solo)
    her second card after the player's bid."""
    c = st.gdeck[-1]
    st.gdeck = st.gdeck[:-1]
    slot = CARDS_BLOCK[c]
    if second:
        ws = CARDS_SUIT[st.warden]
        if st.bids[2] == slot and strength(c, ws) <= strength(st.bids[0], ws):
            slot = (slot + 1) % 3
            st.log.append((_E_SHIFT,))
        w = st.winning_bid(slot)
        if w >= 0 and strength(c, ws) <= strength(w, ws):
            add_bid_gear(st, w)
            st.log.append((_E_YOURGEAR, w))
    st.bids += bytes((c, _GLAVRUN, slot, 0, st.gfac[second]))
    st.log.append((_E_BID, _GLAVRUN, c, slot))


def add_bid_gear(st, card):
    """One more gear on the bid `card` (an underbid's payment)."""
    b = st.bids
    for i in range(0, len(b), 5):
        if b[i] == card:
            b[i + 3] += 1


def place_pending(st, k):
    """Put the first waiting card into chamber k of its owner's vault; returns its tier."""
    cell = (st.pend[1] + 1) | (_FACEDOWN if st.pend[2] else 0)
    t = V.place(st.vault, st.pend[0] * 12, k, cell)
    st.pend = st.pend[3:]
    return t


def flow(st):
    """Run the steps that need no decision, up to the next decision or the end."""
    while True:
        while st.pend:
            opts = V.place_options(st.vault, st.pend[0] * 12)
            if len(opts) > 1:
                return
            place_pending(st, opts[0])
        if st.phase == _PH_BID and st.nbid == st.n:
            if st.n == 1:
                glavrun_bid(st, 1)
            for k in range(3):              # the vault phase, block cards left to right
                w = st.winning_bid(k)
                if w < 0:
                    st.bgear[k] += 1
                    st.log.append((_E_GEAR, st.block[k]))
                b = st.bids
                for i in range(0, len(b), 5):
                    if b[i + 2] != k:
                        continue
                    card, who, gears = b[i], b[i + 1], b[i + 3]
                    if card == w:   # the winner takes the block card; the bid takes its place
                        card, st.block[k] = st.block[k], card
                        gears, st.bgear[k] = st.bgear[k], gears
                        st.log.append((_E_TAKES, who, card, gears))
                    else:
                        st.log.append((_E_KEEPS, who, card, gears))
                    if who == _GLAVRUN:
                        st.gdisc.append(card)
                        if st.n == 1:
                            st.gglav += gears
                    else:
                        st.gears[who] += gears
                        st.pend += bytes((who, card, 0))
            st.bids = bytearray()
            st.phase = _PH_SWAP
            continue
        if st.phase == _PH_SWAP and st.round == _ROUNDS:
            st.phase = _PH_OVER
            st.log.append((_E_OVER,))
        return
