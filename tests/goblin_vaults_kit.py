"""Helpers for the Goblin Vaults tests: card ids by name, fixed states (the invariants are the
game's own: goblin_vaults/checks.py)."""
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
