"""Helpers for the Goblin Vaults tests: card ids by name, fixed states, the invariants."""
from goblin_vaults import cards as C
from goblin_vaults import new_game
from goblin_vaults.codes import PH_BID, FACEDOWN, A_CARD, A_BID, A_FROM, A_MOVE


def card(value, suit):
    """Card id of e.g. card(6, "coins")."""
    for c in range(C.NCARDS):
        if C.VALUE[c] == value and C.SUIT_NAMES[C.SUIT[c]] == suit:
            return c
    raise KeyError((value, suit))


def goal(name):
    for g in range(C.NGOALS):
        if C.goal_name(g) == name:
            return g
    raise KeyError(name)


def faction(name):
    return C.FACTION_NAMES.index(name)


def bid(st, c, slot):
    """The bid of card c on block card `slot`, in its two steps (the card, then where)."""
    st.apply(A_CARD + c)
    st.apply(A_BID + c * 3 + slot)


def move(st, src, dst):
    """The warden's move of the card in vault cell src to cell dst, in its two steps."""
    st.apply(A_FROM + src)
    st.apply(A_MOVE + src * 12 + dst)


def vault_cells(chambers):
    """12 cells from up to 4 lists of card ids (tier 1 first); a negative id -x-1 is the card
    x face down."""
    cells = bytearray(12)
    for k, col in enumerate(chambers):
        for t, c in enumerate(col):
            cells[k * 3 + t] = (c + 1) if c >= 0 else ((-c - 1) + 1) | FACEDOWN
    return cells


def bidding_state(seats, hands, block, warden, first=0, gears=None, facs=None):
    """A state in the scheme phase of round 1 with the given cards and no bids (Glavrun's
    deck is left as dealt); the other cards are not tracked (tests of single rules only)."""
    st = new_game(seats, 1, b"")
    st.hands = [bytearray(h) for h in hands]
    st.block = bytearray(block)
    st.bgear = bytearray(3)
    st.warden = warden
    st.first = first
    st.gears = bytearray(gears if gears is not None else [3] * seats)
    if facs is not None:
        st.fac = bytearray(facs)
    st.vault = bytearray(12 * seats)
    st.pick = bytearray(seats)
    st.bids = bytearray()
    st.round = 1
    st.nbid = 0
    st.phase = PH_BID
    return st


def where_all(st):
    """List of place names, one per card id (None if a card is nowhere in play)."""
    places = [[] for _ in range(C.NCARDS)]
    for s in range(st.n):
        for c in st.hands[s]:
            places[c].append("hand%d" % s)
        if st.pick[s]:
            places[st.pick[s] - 1].append("pick%d" % s)
    for i, v in enumerate(st.vault):
        if v:
            places[(v & 0x7F) - 1].append("vault%d" % i)
    for name, seq in (("deck", st.deck), ("gdeck", st.gdeck), ("gdisc", st.gdisc),
                      ("block", st.block)):
        for c in seq:
            places[c].append(name)
    places[st.warden].append("warden")
    for i in range(0, len(st.bids), 5):
        places[st.bids[i]].append("bid")
    for i in range(0, len(st.pend), 3):
        places[st.pend[i + 1]].append("pend")
    return places


def suits_in_play(st, places=None):
    """Suits of the cards found anywhere in the game (places: where_all(st) if known)."""
    places = places or where_all(st)
    return {C.SUIT[c] for c in range(C.NCARDS) if places[c]}


def check_invariants(st):
    places = where_all(st)
    suits = suits_in_play(st, places)
    for c in range(C.NCARDS):
        want = 1 if C.SUIT[c] in suits else 0
        assert len(places[c]) == want, (c, places[c])
    for s in range(st.n):
        for k in range(4):
            col = st.vault[s * 12 + k * 3:s * 12 + k * 3 + 3]
            seen_gap = False
            for v in col:
                if v == 0:
                    seen_gap = True
                else:
                    assert not seen_gap, "gap under a card"
    assert 0 <= st.round <= 9
    assert len(st.bgear) == 3 and len(st.block) == 3
