"""Loot cards and goal sides, read once from the packed tables."""
# tables.py is unloaded afterwards, with gpcore.packed, so that neither stays in memory.
# Card id c (0..59) = the card's row in tools/tables/goblin_vaults_cards.csv; read its fields
# as SUIT[c], VALUE[c], FACTION[c], TIER[c] (0 = no tier icon, else 1..3) and BLOCK[c]
# (block icon: 0 left, 1 middle, 2 right): small bytearrays.
# Goal id g (0..13) = the row of a goal side in goblin_vaults_goals.csv: GOAL_CARD[g] (0 the
# basic card, 1 + suit for a suit goal card), GOAL_KIND[g] (the scoring rule: vault.py) and
# GOAL_BANDS[g * 5 + k] (the reward for a count of k = 0..4); goal_name(g).
from gpcore.packed import get
from goblin_vaults import tables as T, unload

NCARDS = T.CARDS_COUNT
NGOALS = T.GOALS_COUNT
SUIT_NAMES = T.CARDS_SUIT_NAMES
FACTION_NAMES = T.CARDS_FACTION_NAMES

SUIT, VALUE, FACTION, TIER, BLOCK = [
    bytearray(get(T.CARDS, T.CARDS_SIZE, c, f) for c in range(NCARDS))
    for f in (T.CARDS_SUIT, T.CARDS_VALUE, T.CARDS_FACTION, T.CARDS_TIER, T.CARDS_BLOCK)]
GOAL_CARD, GOAL_KIND = [bytearray(get(T.GOALS, T.GOALS_SIZE, g, f) for g in range(NGOALS))
                        for f in (T.GOALS_CARD, T.GOALS_KIND)]
GOAL_BANDS = bytearray()
for g in range(NGOALS):
    GOAL_BANDS.append(0)
    for f in (T.GOALS_R1, T.GOALS_R2, T.GOALS_R3, T.GOALS_R4):
        GOAL_BANDS.append(get(T.GOALS, T.GOALS_SIZE, g, f))
del T, get, g, f
unload("goblin_vaults.tables")
unload("gpcore.packed")


def strength(c, warden_suit):
    """Bid strength: the value, and any card of the warden suit above every other suit."""
    return VALUE[c] + 16 if SUIT[c] == warden_suit else VALUE[c]


def short(c):
    """Card name for menus and events, e.g. '7 Coi'."""
    s = SUIT_NAMES[SUIT[c]]
    return "%d %s%s" % (VALUE[c], s[0].upper(), s[1:3])


def goal_name(g):
    """Name of goal side g (loads the name table: for the screens)."""
    from goblin_vaults.tables import GOALS_NAME, GOALS_NAME_NAMES, GOALS, GOALS_SIZE
    from gpcore.packed import get
    return GOALS_NAME_NAMES[get(GOALS, GOALS_SIZE, g, GOALS_NAME)]


def goal_suit(g):
    """Suit a suit goal is about, or -1 for the basic goal."""
    return GOAL_CARD[g] - 1
