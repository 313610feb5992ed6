"""Menu labels (<= 20 characters) and hints (<= 26 characters) for every action code."""
from goblin_vaults import cards as C
from goblin_vaults.state import (A_BID, A_PICK, A_DOWN, A_DRAW, A_PLACE, A_SKIP, A_SWAP,
                                 A_NOSWAP, A_MOVE)


def _pos(cell):
    return "C%d T%d" % (cell // 3 + 1, cell % 3 + 1)


def label(st, a):
    from goblin_vaults.rules import underbid
    from goblin_vaults import vault as V
    seat = st.to_move()
    if st.pend:
        k = a - A_PLACE
        return "Chamber %d tier %d" % (k + 1, V.chamber_len(st.vault, seat * 12, k) + 1)
    if a < A_PICK:
        c, k = (a - A_BID) // 3, (a - A_BID) % 3
        if underbid(st, c, k):
            return "Bid %s>%s -1g" % (C.short(c), C.BLOCK_NAMES[k])
        return "Bid %s > %s" % (C.short(c), C.BLOCK_NAMES[k])
    if a < A_DOWN:
        return "Vault %s" % C.short(a - A_PICK)
    if a < A_DRAW:
        return "Hide %s" % C.short(a - A_DOWN)
    if a < A_PLACE:
        return "Redraw, lose %s" % C.short(a - A_DRAW)
    if a == A_SKIP:
        return "No warden action"
    if a < A_NOSWAP:
        return "Warden <> %s" % C.short(st.block[a - A_SWAP])
    if a == A_NOSWAP:
        return "Keep the warden"
    m = a - A_MOVE
    src = m // 12
    cell = st.vault[seat * 12 + src]
    name = "hidden" if cell & 0x80 else C.short((cell & 0x7F) - 1)
    return "Move %s to %s" % (name, _pos(m % 12))


def public_label(st, a):
    """What everyone may learn of action a: a secret first card, a hidden card and a redraw's
    discard stay secret; every other action is public as labelled."""
    if A_PICK <= a < A_DOWN:
        return "chose a card"
    if A_DOWN <= a < A_DRAW:
        return "hid a card +1g"
    if A_DRAW <= a < A_PLACE:
        return "redrew a card"
    return label(st, a)


def hint(st, a):
    from goblin_vaults.rules import underbid
    if st.pend:
        return "Card: %s" % C.short(st.pend[1])
    if a < A_PICK:
        c, k = (a - A_BID) // 3, (a - A_BID) % 3
        w = st.winning_bid(k)
        if underbid(st, c, k):
            text = "1 gear to %s" % C.short(w)
        else:
            text = "Leads for %s" % C.short(st.block[k])
        if C.FACTION[c] == C.FACTION[st.warden]:
            text += ", warden"
        return text
    if a < A_DOWN:
        return "Secret first vault card"
    if a < A_DRAW:
        return "Face down, +1 gear"
    if a < A_PLACE:
        return "To deck bottom, draw 1"
    if a < A_SWAP:
        return "Go on bidding"
    if a < A_NOSWAP:
        return "Block card becomes warden"
    if a == A_NOSWAP:
        return "Warden suit stays %s" % C.SUIT_SHORT[C.SUIT[st.warden]]
    return "Tiers shift as needed"
