"""A new Karak: Goblin game: the caverns (three levels of five monsters and a gatekeeper deck,
a Lord drawn at random), the merchant's potions and the heroes (at random, or chosen in turn
with the Heroes option), each with a shuffled deck of six and a hand of four. The package
serves new_game from here and unloads this module once the game is dealt (choosing heroes
loads it again once, for deal_heroes)."""
import gc
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_P_HERO = const(0)
_P_TURN = const(1)
_B_SIZE = const(21)
_Z_DECK = const(0)
_Z_HAND = const(1)
_Z_SEAT = const(7)
_T_BOX = const(0)
_T_LORD = const(2)
_T_ROW = const(3)
_T_MDECK = const(4)
_T_GATE = const(5)
_T_GDECK = const(6)
_Z_LEVEL = const(4)
_K_KEY = const(4)
_N_CARDS = const(118)
_N_START = const(36)
_N_HEROES = const(6)
_NONE = const(255)
_HISTORY = const(1024)
_HAND = const(4)
_HP = const(5)
_START_CARDS = const(6)
_POTIONS = const(4)
_ROW = const(5)
_LEVELS = const(3)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_KL_LEVEL_SHIFT = const(3)
_KL_LEVEL_MASK = const(7)
# --- end of constants ---

# The history's room (a byte per action), reserved first while the heap is still empty: it
# grows in place and never needs a large free block late in a game. Then the rules, a
# collection after each module so that the next one fills the holes loading left.
_HIST = bytearray(_HISTORY)
for x in ("gpcore.zones", "karak_goblin.rules", "karak_goblin.battle", "karak_goblin.turn"):
    __import__(x)
    gc.collect()
from gpcore.zones import Zones, PUBLIC, PRIVATE, HIDDEN, NOBODY
from karak_goblin.turn import GoblinState
from karak_goblin.rules import zone, table, CARD_KL



def deal(seats, seed, options, rng=None):
    """The state of a new game."""
    s = GoblinState(seats, seed, options, rng)
    global _HIST
    s.history = _HIST or bytearray()    # the room serves one game: should this module stay
    _HIST = None                        # loaded, the next game gets a history of its own
    s.history[:] = b""
    opts = s.options
    g = seats * _Z_SEAT
    vis = bytearray()
    owner = bytearray()
    for seat in range(seats):
        vis.extend(bytes((HIDDEN, PRIVATE, PUBLIC, PUBLIC, PUBLIC, PUBLIC, PUBLIC)))
        owner.extend(bytes((seat,)) * _Z_SEAT)
    vis.extend(bytes((PUBLIC, PUBLIC, PUBLIC) + (PUBLIC, HIDDEN, PUBLIC, HIDDEN) * _LEVELS))
    owner.extend(bytes((NOBODY,)) * (3 + _Z_LEVEL * _LEVELS))
    pool = bytearray(range(len(vis)))
    for seat in range(seats):             # a hand and its owner's deck: one pool
        pool[seat * _Z_SEAT + _Z_HAND] = seat * _Z_SEAT + _Z_DECK
    sizes = bytearray(len(vis))
    sizes[g + _T_BOX] = _N_CARDS
    s.zones = z = Zones(sizes, bytes(vis), bytes(owner), bytes(pool))
    for c in range(_N_START, _N_CARDS):
        lv = CARD_KL[c] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK
        if lv > _LEVELS:
            continue
        key = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK == _K_KEY
        z.move(c, table(s, _T_GDECK if key else _T_MDECK, lv - 1))
    for lv in range(_LEVELS):
        z.shuffle(table(s, _T_MDECK, lv), s.rng)
        z.shuffle(table(s, _T_GDECK, lv), s.rng)
        for _ in range(_ROW):
            z.draw(table(s, _T_MDECK, lv), table(s, _T_ROW, lv))
        z.draw(table(s, _T_GDECK, lv), table(s, _T_GATE, lv))
    box = g + _T_BOX
    z.move(z.cards(box)[s.rng.below(3) - 3], table(s, _T_LORD))   # the Lord
    s.hero = bytearray(bytes((_NONE,)) * seats)
    s.hp = bytearray(bytes((_HP,)) * seats)
    s.pot = bytearray(seats)
    s.won = bytearray(seats)
    s.stock = bytearray(bytes((_POTIONS,)) * 3)
    s.b = bytearray(_B_SIZE)
    s.round = 0
    s.turn = 0
    s.winner = _NONE
    if opts[:1] == b"\x01":
        s.phase = _P_HERO
    else:
        ids = bytearray(range(_N_HEROES))
        s.rng.shuffle(ids)
        s.hero[:] = ids[:seats]
        deal_heroes(s)
    return s


def deal_heroes(s):
    """Each hero's six starting cards, shuffled, four of them in hand; the first seat starts."""
    z = s.zones
    for seat in range(s.seats):
        deck = zone(s, _Z_DECK, seat)
        for c in range(_START_CARDS):      # the table lists the cards hero by hero
            z.move(s.hero[seat] * _START_CARDS + c, deck)
        z.shuffle(deck, s.rng)
        for _ in range(_HAND):
            z.draw(deck, zone(s, _Z_HAND, seat))
    s.phase = _P_TURN
