"""What the conformance suite needs of Goblin Vaults (gpcore.engine: the game's facts; only the
tests load this module, so it takes no heap on the device): HIDDEN, SHORTEST, and the
invariants asserted after every action: every card of the suits in play in exactly one
place, no vault chamber with a gap under a card, the round 0..9."""
from goblin_vaults.tables import CARDS_COUNT, CARDS_SUIT

HIDDEN = True       # hands, the secret first cards and the decks
SHORTEST = 30       # actions in the shortest whole game (solo: a first card, nine bids)


def places(st):
    """A list of place names per card id ([] for a card nowhere in play)."""
    places = [[] for _ in range(CARDS_COUNT)]
    for s in range(st.n):
        for c in st.hands[s]:
            places[c].append("hand%d" % s)
        if st.pick[s]:
            places[st.pick[s] - 1].append("pick%d" % s)
    for i in range(len(st.vault)):
        if st.vault[i]:
            places[(st.vault[i] & 0x7F) - 1].append("vault%d" % i)
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


def suits(where):
    """The suits of the cards found anywhere in the game (where: places(st))."""
    return set(CARDS_SUIT[c] for c in range(CARDS_COUNT) if where[c])


def invariants(st):
    where = places(st)
    found = suits(where)
    for c in range(CARDS_COUNT):
        assert len(where[c]) == (1 if CARDS_SUIT[c] in found else 0), (c, where[c])
    for i in range(len(st.vault)):      # 4 chambers of 3 tiers a seat, tier 1 first
        assert not st.vault[i] or i % 3 == 0 or st.vault[i - 1], "a gap under cell %d" % i
    assert 0 <= st.round <= 9
    assert len(st.bgear) == 3 and len(st.block) == 3
