"""Loot cards and goal sides, unpacked once from the packed tables (tables.py).

Card id c (0..59) = the card's row in tools/tables/goblin_vaults_cards.csv; read its fields
as SUIT[c], VALUE[c], FACTION[c], TIER[c] (0 = no tier icon, else 1..3) and BLOCK[c]
(block icon: 0 left, 1 middle, 2 right): small bytearrays (about 300 bytes).
Goal id g (0..13) = the row of a goal side in goblin_vaults_goals.csv: GOAL_CARD[g] (0 the
basic card, 1 + suit for a suit goal card), GOAL_KIND[g] (index into GOAL_KINDS),
GOAL_BANDS[g] (rewards for a count of 0..4) and goal_name(g).
"""
from gpcore.packed import record, field
from goblin_vaults import tables as T

NCARDS = T.CARDS_COUNT
NGOALS = T.GOALS_COUNT
SUIT_NAMES = T.CARDS_SUIT_NAMES
FACTION_NAMES = T.CARDS_FACTION_NAMES
GOAL_KINDS = T.GOALS_KIND_NAMES
SUIT_SHORT = tuple(s[0].upper() + s[1:3] for s in SUIT_NAMES)
BLOCK_NAMES = ("left", "mid", "right")

SUIT = bytearray(NCARDS)
VALUE = bytearray(NCARDS)
FACTION = bytearray(NCARDS)
TIER = bytearray(NCARDS)
BLOCK = bytearray(NCARDS)
GOAL_CARD = bytearray(NGOALS)
GOAL_KIND = bytearray(NGOALS)
GOAL_NAME = bytearray(NGOALS)
GOAL_BANDS = []


def _unpack():
    for c in range(NCARDS):
        r = record(T.CARDS, T.CARDS_SIZE, c)
        SUIT[c] = field(r, T.CARDS_SUIT)
        VALUE[c] = field(r, T.CARDS_VALUE)
        FACTION[c] = field(r, T.CARDS_FACTION)
        TIER[c] = field(r, T.CARDS_TIER)
        BLOCK[c] = field(r, T.CARDS_BLOCK)
    for g in range(NGOALS):
        r = record(T.GOALS, T.GOALS_SIZE, g)
        GOAL_CARD[g] = field(r, T.GOALS_CARD)
        GOAL_KIND[g] = field(r, T.GOALS_KIND)
        GOAL_NAME[g] = field(r, T.GOALS_NAME)
        GOAL_BANDS.append((0, field(r, T.GOALS_R1), field(r, T.GOALS_R2),
                           field(r, T.GOALS_R3), field(r, T.GOALS_R4)))


_unpack()


def strength(c, warden_suit):
    """Bid strength: the value, and any card of the warden suit above every other suit."""
    return VALUE[c] + 16 if SUIT[c] == warden_suit else VALUE[c]


def short(c):
    """Card name for menus, e.g. '7 Coi'."""
    return "%d %s" % (VALUE[c], SUIT_SHORT[SUIT[c]])


def cards_of_suits(suits):
    """Card ids of the given suits, in table order."""
    return bytearray(c for c in range(NCARDS) if suits.find(bytes((SUIT[c],))) >= 0)


def goal_name(g):
    return T.GOALS_NAME_NAMES[GOAL_NAME[g]]


def goal_suit(g):
    """Suit a suit goal is about, or -1 for the basic goal."""
    return GOAL_CARD[g] - 1


def goal_sides(card):
    """The goal ids of a goal card (side A first): card 0 = basic, 1 + suit = that suit's."""
    return [g for g in range(NGOALS) if GOAL_CARD[g] == card]
