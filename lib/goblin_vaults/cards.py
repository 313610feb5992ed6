"""Loot cards and goal sides, read once from the packed tables (tables.py).

A card id (0..59) is the row of the card in tools/tables/goblin_vaults_cards.csv. The per-card
fields are unpacked into small bytearrays at import (about 300 bytes) so that the rules and the
bot read them by plain indexing. A goal id (0..13) is the row of a goal side.
"""
from gpcore.packed import record, field
from goblin_vaults import tables as T

NCARDS = T.CARDS_COUNT
SUIT_NAMES = T.CARDS_SUIT_NAMES
FACTION_NAMES = T.CARDS_FACTION_NAMES
SUIT_SHORT = tuple(s[0].upper() + s[1:3] for s in SUIT_NAMES)
FACTION_SHORT = tuple(f[0] + f[1:3].lower() for f in FACTION_NAMES)
BLOCK_NAMES = ("left", "mid", "right")

SUIT = bytearray(NCARDS)
VALUE = bytearray(NCARDS)
FACTION = bytearray(NCARDS)
TIER = bytearray(NCARDS)      # 0 = no tier icon, else 1..3
BLOCK = bytearray(NCARDS)     # block icon: 0 left, 1 middle, 2 right


def _unpack():
    for c in range(NCARDS):
        r = record(T.CARDS, T.CARDS_SIZE, c)
        SUIT[c] = field(r, T.CARDS_SUIT)
        VALUE[c] = field(r, T.CARDS_VALUE)
        FACTION[c] = field(r, T.CARDS_FACTION)
        TIER[c] = field(r, T.CARDS_TIER)
        BLOCK[c] = field(r, T.CARDS_BLOCK)


_unpack()


def suit(c):
    return SUIT[c]


def value(c):
    return VALUE[c]


def faction(c):
    return FACTION[c]


def tier(c):
    return TIER[c]


def block(c):
    return BLOCK[c]


def strength(c, warden_suit):
    """Bid strength: the value, and any card of the warden suit above every other suit."""
    return VALUE[c] + 16 if SUIT[c] == warden_suit else VALUE[c]


def short(c):
    """Card name for menus, e.g. '7 Coi'."""
    return "%d %s" % (VALUE[c], SUIT_SHORT[SUIT[c]])


def cards_of_suits(suits):
    """Card ids of the given suits, in table order."""
    out = bytearray()
    for c in range(NCARDS):
        for s in suits:
            if SUIT[c] == s:
                out.append(c)
    return out


# --- goal sides ----------------------------------------------------------------------------
NGOALS = T.GOALS_COUNT
GOAL_KINDS = T.GOALS_KIND_NAMES
_R = (T.GOALS_R1, T.GOALS_R2, T.GOALS_R3, T.GOALS_R4)


def goal_name(g):
    return T.GOALS_NAME_NAMES[field(record(T.GOALS, T.GOALS_SIZE, g), T.GOALS_NAME)]


def goal_kind(g):
    """Index into GOAL_KINDS (the scoring rule)."""
    return field(record(T.GOALS, T.GOALS_SIZE, g), T.GOALS_KIND)


def goal_suit(g):
    """Suit a suit goal is about, or -1 for the basic goal card."""
    return field(record(T.GOALS, T.GOALS_SIZE, g), T.GOALS_CARD) - 1


def goal_bands(g):
    """Rewards for a count of 0..4 (index 0 always scores 0)."""
    r = record(T.GOALS, T.GOALS_SIZE, g)
    return (0, field(r, _R[0]), field(r, _R[1]), field(r, _R[2]), field(r, _R[3]))


def goal_sides(card):
    """The two goal ids of a goal card: card 0 = basic, 1 + suit = that suit's card."""
    out = []
    for g in range(NGOALS):
        if field(record(T.GOALS, T.GOALS_SIZE, g), T.GOALS_CARD) == card:
            out.append(g)
    return out
