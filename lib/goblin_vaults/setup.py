"""Game setup by player count (1 = solo against Glavrun, 2 = two players and Glavrun's deck)."""
# new_game() loads this module, deals, and unloads it again.
#
# Options: byte 0 = solo level (0 EASY, 1 MEDIUM, 2 HARD), byte 1 = goals (0 random sides,
# 1 the first-game recommendation: Cluster, Tome Library, Gimnax's Reign).
from array import array
from goblin_vaults import cards as C
from goblin_vaults.state import VaultsState, PH_PICK

SUITS_BY_SEATS = (0, 4, 4, 4, 5, 6)   # suits in the loot deck by seat count (solo: as 2)
HAND = 10
START_GEARS = 3
GLAV_DECK = (0, 18, 10)               # Glavrun's deck: solo 18, two players 10
GLAV_GEARS = 10                       # solo
FIRST_GAME = ((0, 0), (1 + 5, 0), (1 + 1, 1))   # (goal card, side): basic A, tomes A, crowns B


def deal(seats, seed, options=b"", rng=None):
    if not 1 <= seats <= 5:
        raise ValueError("1 to 5 seats")
    opts = bytes(options) + bytes(2)
    st = VaultsState(seats, seed, options, rng)
    r = st.rng
    st.n = seats
    # goals: the basic side, then two suit goal cards with a side each
    if opts[1] == 1:
        picks = FIRST_GAME
    else:
        s1 = r.below(6)
        s2 = r.below(5)
        if s2 >= s1:
            s2 += 1
        picks = ((0, r.below(2)), (1 + s1, r.below(2)), (1 + s2, r.below(2)))
    # goal sides of a card are consecutive rows, side A first
    st.goals = bytearray(C.GOAL_CARD.find(bytes((card,))) + side for card, side in picks)
    # suits: the two goal suits and random others
    suits = bytearray(card - 1 for card, _ in picks[1:])
    others = bytearray(s for s in range(6) if s != suits[0] and s != suits[1])
    r.shuffle(others)
    suits += others[:SUITS_BY_SEATS[seats] - 2]
    deck = bytearray(c for c in range(C.NCARDS) if suits.find(bytes((C.SUIT[c],))) >= 0)
    r.shuffle(deck)
    st.hands = []
    for _ in range(seats):
        st.hands.append(deck[-HAND:])
        deck = deck[:-HAND]
    glav = GLAV_DECK[seats] if seats <= 2 else 0
    st.gdeck = deck[len(deck) - glav:]
    st.block = deck[-glav - 3:len(deck) - glav]
    st.warden = deck[-glav - 4]
    st.deck = deck[:-glav - 4]
    st.bgear = bytearray(3)
    facs = bytearray(range(C.NFACTIONS))
    r.shuffle(facs)
    st.fac = facs[:seats]
    st.gfac = facs[seats:seats + (2 if seats == 1 else 1 if seats == 2 else 0)]
    st.gears = bytearray(START_GEARS for _ in range(seats))
    st.gglav = GLAV_GEARS if seats == 1 else 0
    st.vault = bytearray(12 * seats)
    st.pick = bytearray(seats)
    st.gdisc = bytearray()
    st.bids = bytearray()
    st.pend = bytearray()
    st.round = st.nbid = st.wgear = 0
    st.first = r.below(seats)
    st.phase = PH_PICK
    st.log = [("start",)]
    st.history = array("H")      # action codes fit 16 bits: 2 bytes per action
    return st
