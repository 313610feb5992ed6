"""The rules: legal actions and applying them (automatic steps: phases.py)."""
# Round: scheme phase (Glavrun's card in 2-player and solo games, then each seat bids from the
# first player on, each bid possibly followed by a warden action; in solo Glavrun's second card
# last), vault phase (block cards left to right), warden phase (the first player, in solo the
# player, may swap the warden card with a block card; skipped after round 9, when it could not
# change anything). Every card that enters a vault waits in `pend` until its owner chooses a
# chamber (asked only when there is a real choice; see vault.py).
from goblin_vaults import cards as C
from goblin_vaults import vault as V
from goblin_vaults import phases
from goblin_vaults import state as S


def underbid(st, card, slot):
    """True if bidding `card` on `slot` would be an underbid (equal or lower than the
    winning bid there)."""
    w = st.winning_bid(slot)
    ws = C.SUIT[st.warden]
    return w >= 0 and C.strength(card, ws) <= C.strength(w, ws)


def legal(st):
    seat = st.to_move()
    out = []
    if st.pend:
        for k in V.place_options(st.vault, seat * 12):
            out.append(S.A_PLACE + k)
        return out
    if st.phase == S.PH_SWAP:
        return [S.A_NOSWAP, S.A_SWAP, S.A_SWAP + 1, S.A_SWAP + 2]
    hand = st.hands[seat]
    if st.phase == S.PH_PICK:
        for c in hand:
            out.append(S.A_PICK + c)
    elif st.phase == S.PH_BID:
        for c in hand:
            for k in range(3):
                if st.gears[seat] or not underbid(st, c, k):
                    out.append(S.A_BID + c * 3 + k)
        if not out:
            for c in hand:
                out.append(S.A_DOWN + c)
    else:
        out.append(S.A_SKIP)
        for m in V.move_options(st.vault, seat * 12):
            out.append(S.A_MOVE + m)
        for c in sorted(hand):
            out.append(S.A_DRAW + c)
        return out
    out.sort()
    return out


def _take(st, seat, card):
    """Remove `card` from the seat's hand."""
    h = st.hands[seat]
    i = h.find(bytes((card,)))
    st.hands[seat] = h[:i] + h[i + 1:]


def do(st, a):
    seat = st.to_move()
    if st.pend:
        card = -1 if st.pend[2] else st.pend[1]
        t = phases.place_pending(st, a - S.A_PLACE)
        st.log.append(("place", seat, card, (a - S.A_PLACE) * 3 + t))
    elif a < S.A_PICK:
        _bid(st, seat, (a - S.A_BID) // 3, (a - S.A_BID) % 3)
    elif a < S.A_DOWN:
        _take(st, seat, a - S.A_PICK)
        st.pick[seat] = a - S.A_PICK + 1
        st.log.append(("chose", seat))
        st.nbid += 1
        if st.nbid == st.n:
            phases.reveal_picks(st)
    elif a < S.A_DRAW:
        _take(st, seat, a - S.A_DOWN)
        st.gears[seat] += 1
        st.pend += bytes((seat, a - S.A_DOWN, 1))
        st.log.append(("hide", seat))
        st.nbid += 1
    elif a < S.A_PLACE:
        _take(st, seat, a - S.A_DRAW)
        st.deck = bytearray((a - S.A_DRAW,)) + st.deck   # to the bottom, then draw the top
        st.hands[seat].append(st.deck[-1])
        st.deck = st.deck[:-1]
        st.log.append(("redraw", seat))
        phases.end_warden_action(st)
    elif a == S.A_SKIP:
        st.log.append(("skip", seat))
        phases.end_warden_action(st)
    elif a < S.A_NOSWAP:
        k = a - S.A_SWAP
        st.block[k], st.warden = st.warden, st.block[k]
        st.bgear[k], st.wgear = st.wgear, st.bgear[k]
        st.log.append(("swap", st.warden))
        phases.next_round(st)
    elif a == S.A_NOSWAP:
        st.log.append(("noswap",))
        phases.next_round(st)
    elif a < S.A_END:
        cell = st.vault[seat * 12 + (a - S.A_MOVE) // 12]
        V.do_move(st.vault, seat * 12, a - S.A_MOVE)
        st.log.append(("move", seat, -1 if cell & S.FACEDOWN else cell - 1))
        phases.end_warden_action(st)
    phases.flow(st)


def _bid(st, seat, card, slot):
    _take(st, seat, card)
    st.log.append(("bid", seat, card, slot))
    if underbid(st, card, slot):
        w = st.winning_bid(slot)
        st.gears[seat] -= 1
        phases.add_bid_gear(st, w)
        st.log.append(("pay", seat, w))
    st.bids += bytes((card, seat, slot, 0, st.fac[seat]))
    if C.FACTION[card] == C.FACTION[st.warden]:
        st.phase = S.PH_WARDEN
    else:
        st.nbid += 1
