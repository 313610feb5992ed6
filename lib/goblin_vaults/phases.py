"""The steps between decisions: revealing the first cards, starting a round (Glavrun's card),
ending the scheme phase (Glavrun's second card in solo), the vault phase, forced chamber
choices, the first-player marker and the end of the game.

Vault phase, block cards left to right: no bid: +1 gear from the supply. Otherwise the winning
bidder takes the block card and its gears and the winning bid (with its gears) becomes the
block card; every other bidder takes back its own bid and the gears on it. Glavrun's cards go
to her discard pile; their gears go back to the supply (2 players) or to her (solo).
"""
from goblin_vaults import cards as C
from goblin_vaults import vault as V
from goblin_vaults import glavrun
from goblin_vaults.goals import FACEDOWN
from goblin_vaults.state import GLAVRUN, ROUNDS, PH_BID, PH_SWAP, PH_OVER


def reveal_picks(st):
    for s in range(st.n):
        c = st.pick[s] - 1
        st.pick[s] = 0
        st.pend += bytes((s, c, 0))
        st.log.append("P%d reveals %s" % (s + 1, C.short(c)))
    start_round(st)


def start_round(st):
    st.round += 1
    st.nbid = 0
    st.bids = bytearray()
    st.phase = PH_BID
    st.log.append("Round %d" % st.round)
    if st.n <= 2:
        glavrun.first_bid(st)


def end_warden_action(st):
    st.phase = PH_BID
    st.nbid += 1


def place_pending(st, k):
    """Put the first waiting card into chamber k of its owner's vault; returns its tier."""
    cell = (st.pend[1] + 1) | (FACEDOWN if st.pend[2] else 0)
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
        if st.phase == PH_BID and st.nbid == st.n:
            if st.n == 1:
                glavrun.second_bid(st)
            _vault_phase(st)
            st.phase = PH_SWAP
            continue
        if st.phase == PH_SWAP and st.round == ROUNDS:
            st.phase = PH_OVER
            st.log.append("Game over")
        return


def _give(st, who, card, gears):
    """`who` takes `card` and `gears` gear tokens from the block or a bid."""
    if who == GLAVRUN:
        st.gdisc.append(card)
        if st.n == 1:
            st.gglav += gears
    else:
        st.gears[who] += gears
        st.pend += bytes((who, card, 0))


def _gain(text, card, gears):
    return text + C.short(card) + (" +%dg" % gears if gears else "")


def _vault_phase(st):
    for k in range(3):
        bids = st.bids_on(k)
        if not bids:
            st.bgear[k] += 1
            st.log.append("+1g on %s" % C.short(st.block[k]))
            continue
        w = st.winning_bid(k)
        for card, who, gears, _ in bids:
            name = "Glavrun" if who == GLAVRUN else "P%d" % (who + 1)
            if card == w:
                got = st.block[k]
                _give(st, who, got, st.bgear[k])
                st.log.append(_gain(name + " takes ", got, st.bgear[k]))
                st.block[k] = card
                st.bgear[k] = gears
            else:
                _give(st, who, card, gears)
                st.log.append(_gain(name + " keeps ", card, gears))
    st.bids = bytearray()


def next_round(st):
    st.first = (st.first + 1) % st.n
    start_round(st)
