"""Game setup by player count (1 = solo against Glavrun, 2 = two players and Glavrun's deck)."""
# new_game() loads this module, deals, and unloads it again. Its numbers are private consts
# and literals: a module-level name would stay interned on the device after the unload.
#
# Options: byte 0 = solo level (0 EASY, 1 MEDIUM, 2 HARD), byte 1 = goals (0 random sides,
# 1 the first-game recommendation: Cluster, Tome Library, Gimnax's Reign).
from gpcore import const
from array import array
from goblin_vaults.tables import CARDS_COUNT, CARDS_SUIT, CARDS_FACTION, GOALS_CARD
from goblin_vaults.state import VaultsState

# --- constants: written by tools/pack_tables.py ---
_HAND = const(10)
_START_GEARS = const(3)
_GLAV_GEARS = const(10)
_PH_PICK = const(0)
_E_START = const(0)
# --- end of constants ---


def deal(seats, seed, options=b"", rng=None):
    if not 1 <= seats <= 5:
        raise ValueError("1 to 5 seats")
    opts = bytes(options) + bytes(2)
    st = VaultsState(seats, seed, options, rng)
    r = st.rng
    st.n = seats
    # goals: the basic side, then two suit goal cards with a side each
    if opts[1] == 1:        # (goal card, side): basic A, tomes A, crowns B
        picks = ((0, 0), (1 + 5, 0), (1 + 1, 1))
    else:
        s1 = r.below(6)
        s2 = r.below(5)
        if s2 >= s1:
            s2 += 1
        picks = ((0, r.below(2)), (1 + s1, r.below(2)), (1 + s2, r.below(2)))
    # goal sides of a card are consecutive rows, side A first
    st.goals = bytearray(GOALS_CARD.find(bytes((card,))) + side for card, side in picks)
    # suits: the two goal suits and random others
    suits = bytearray(card - 1 for card, _ in picks[1:])
    others = bytearray(s for s in range(6) if s != suits[0] and s != suits[1])
    r.shuffle(others)
    suits += others[:(4, 4, 4, 5, 6)[seats - 1] - 2]       # by seat count (solo: as 2)
    deck = bytearray(c for c in range(CARDS_COUNT) if suits.find(bytes((CARDS_SUIT[c],))) >= 0)
    r.shuffle(deck)
    st.hands = []
    for _ in range(seats):
        st.hands.append(deck[-_HAND:])
        deck = deck[:-_HAND]
    glav = (18, 10, 0)[min(seats, 3) - 1]     # Glavrun's deck: solo 18, two players 10
    st.gdeck = deck[len(deck) - glav:]
    st.block = deck[-glav - 3:len(deck) - glav]
    st.warden = deck[-glav - 4]
    st.deck = deck[:-glav - 4]
    st.bgear = bytearray(3)
    facs = bytearray(range(max(CARDS_FACTION) + 1))   # a faction card per faction
    r.shuffle(facs)
    st.fac = facs[:seats]
    st.gfac = facs[seats:seats + (2 if seats == 1 else 1 if seats == 2 else 0)]
    st.gears = bytearray(_START_GEARS for _ in range(seats))
    st.gglav = _GLAV_GEARS if seats == 1 else 0
    st.vault = bytearray(12 * seats)
    st.pick = bytearray(seats)
    st.gdisc = bytearray()
    st.bids = bytearray()
    st.pend = bytearray()
    st.round = st.nbid = st.wgear = st.sel = 0
    st.first = r.below(seats)
    st.phase = _PH_PICK
    st.say(_E_START)
    st.history = array("H")      # action codes fit 16 bits: 2 bytes per action
    return st
