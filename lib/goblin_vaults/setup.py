"""Game setup by player count (1 = solo against Glavrun, 2 = two players and Glavrun's deck).

Options: byte 0 = solo level (0 EASY, 1 MEDIUM, 2 HARD), byte 1 = goals (0 random sides,
1 the first-game recommendation: Cluster, Tome Library, Gimnax's Reign).
"""
from goblin_vaults import cards as C
from goblin_vaults.state import VaultsState, PH_PICK

SUITS_BY_SEATS = (0, 4, 4, 4, 5, 6)   # suits in the loot deck by seat count (solo: as 2)
HAND = 10
START_GEARS = 3
GLAV_DECK = (0, 18, 10)               # Glavrun's deck: solo 18, two players 10
GLAV_GEARS = 10                       # solo
FIRST_GAME = ((0, 0), (1 + 5, 0), (1 + 1, 1))   # (goal card, side): basic A, tomes A, crowns B


def mix_seed(seed):
    """Spread a seed over all 30 bits (a few Feistel rounds on 15-bit halves, every product
    below 2**30). gpcore's Rng gives nearly the same first numbers for small nearby seeds
    (0, 1, 2, ... would all get the same goals), so new_game seeds it with this."""
    a = seed & 0x7FFF
    b = (seed >> 15) & 0x7FFF
    for k in (0x4E35, 0x2C1B, 0x6A3D, 0x1F7B):
        b ^= ((a * k) >> 7 ^ a * 0x3A7 ^ k) & 0x7FFF
        a, b = b, a
    return (b << 15) | a


def _draw(st):
    c = st.deck[-1]
    st.deck = st.deck[:-1]
    return c


def new_game(seats, seed, options=b"", rng=None):
    if not 1 <= seats <= 5:
        raise ValueError("1 to 5 seats")
    opts = bytes(options) + bytes(2)
    if rng is None:
        from gpcore.rng import Rng
        rng = Rng(mix_seed(seed))
    st = VaultsState(seats, seed, options, rng)
    r = st.rng
    st.level = opts[0] if seats == 1 else 0
    # goals: the basic side, then two suit goal cards with a side each
    if opts[1] == 1:
        picks = FIRST_GAME
    else:
        s1 = r.below(6)
        s2 = r.below(5)
        if s2 >= s1:
            s2 += 1
        picks = ((0, r.below(2)), (1 + s1, r.below(2)), (1 + s2, r.below(2)))
    st.goals = bytearray(C.goal_sides(card)[side] for card, side in picks)
    # suits: the two goal suits and random others
    st.suits = bytearray(card - 1 for card, _ in picks[1:])
    others = bytearray(s for s in range(6) if s != st.suits[0] and s != st.suits[1])
    r.shuffle(others)
    st.suits += others[:SUITS_BY_SEATS[seats] - 2]
    st.deck = C.cards_of_suits(st.suits)
    r.shuffle(st.deck)
    for s in range(seats):
        st.hands[s] = bytearray(_draw(st) for _ in range(HAND))
    if seats <= 2:
        st.gdeck = bytearray(_draw(st) for _ in range(GLAV_DECK[seats]))
    st.block = bytearray(_draw(st) for _ in range(3))
    st.bgear = bytearray(3)
    st.warden = _draw(st)
    facs = bytearray(range(len(C.FACTION_NAMES)))
    r.shuffle(facs)
    st.fac = facs[:seats]
    st.gfac = facs[seats:seats + (2 if seats == 1 else 1 if seats == 2 else 0)]
    st.gears = bytearray(START_GEARS for _ in range(seats))
    st.gglav = GLAV_GEARS if seats == 1 else 0
    st.vault = bytearray(12 * seats)
    st.pick = bytearray(seats)
    st.first = r.below(seats)
    st.phase = PH_PICK
    st.log = ["Choose a first card"]
    return st
