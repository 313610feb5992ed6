"""The steps between decisions (the automatic parts of a round)."""
# Revealing the first cards, starting a round, Glavrun's bids, the vault phase, forced chamber
# choices, the first-player marker and the end of the game.
#
# Vault phase, block cards left to right: no bid: +1 gear from the supply. Otherwise the winning
# bidder takes the block card and its gears and the winning bid (with its gears) becomes the
# block card; every other bidder takes back its own bid and the gears on it. Glavrun's cards go
# to her discard pile; their gears go back to the supply (2 players) or to her (solo).
#
# Glavrun's bids: her first card starts the round (2 players and solo); in solo her second
# card follows the player's bid (glavrun.py, loaded only for her games).
from goblin_vaults import vault as V
from goblin_vaults import state as S


def reveal_picks(st):
    for s in range(st.n):
        c = st.pick[s] - 1
        st.pick[s] = 0
        st.pend += bytes((s, c, 0))
        st.log.append(("reveal", s, c))
    start_round(st)


def start_round(st):
    st.round += 1
    st.nbid = 0
    st.bids = bytearray()
    st.phase = S.PH_BID
    st.log.append(("round", st.round))
    if st.n <= 2:
        from goblin_vaults.glavrun import bid
        bid(st, 0)


def end_warden_action(st):
    st.phase = S.PH_BID
    st.nbid += 1


def next_round(st):
    st.first = (st.first + 1) % st.n
    start_round(st)


def add_bid_gear(st, card):
    """One more gear on the bid `card` (an underbid's payment)."""
    b = st.bids
    for i in range(0, len(b), 5):
        if b[i] == card:
            b[i + 3] += 1


def place_pending(st, k):
    """Put the first waiting card into chamber k of its owner's vault; returns its tier."""
    cell = (st.pend[1] + 1) | (S.FACEDOWN if st.pend[2] else 0)
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
        if st.phase == S.PH_BID and st.nbid == st.n:
            if st.n == 1:
                from goblin_vaults.glavrun import bid
                bid(st, 1)
            _vault_phase(st)
            st.phase = S.PH_SWAP
            continue
        if st.phase == S.PH_SWAP and st.round == S.ROUNDS:
            st.phase = S.PH_OVER
            st.log.append(("over",))
        return


def _vault_phase(st):
    for k in range(3):
        w = st.winning_bid(k)
        if w < 0:
            st.bgear[k] += 1
            st.log.append(("gear", st.block[k]))
        b = st.bids
        for i in range(0, len(b), 5):
            if b[i + 2] != k:
                continue
            card, who, gears = b[i], b[i + 1], b[i + 3]
            if card == w:
                got = st.block[k]
                _give(st, who, got, st.bgear[k])
                st.log.append(("takes", who, got, st.bgear[k]))
                st.block[k] = card
                st.bgear[k] = gears
            else:
                _give(st, who, card, gears)
                st.log.append(("keeps", who, card, gears))
    st.bids = bytearray()


def _give(st, who, card, gears):
    """`who` takes `card` and `gears` gear tokens from the block or a bid."""
    if who == S.GLAVRUN:
        st.gdisc.append(card)
        if st.n == 1:
            st.gglav += gears
    else:
        st.gears[who] += gears
        st.pend += bytes((who, card, 0))
