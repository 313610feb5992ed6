"""Loot cards and goal sides, read once from the packed tables."""
# tables.py is unloaded afterwards, with gpcore.packed, so that neither stays in memory.
# Card id c (0..59) = the card's row in tools/tables/goblin_vaults_cards.csv; read its fields
# as SUIT[c], VALUE[c], FACTION[c], TIER[c] (0 = no tier icon, else 1..3) and BLOCK[c]
# (block icon: 0 left, 1 middle, 2 right): small bytearrays.
# Goal id g (0..13) = the row of a goal side in goblin_vaults_goals.csv: GOAL_CARD[g] (0 the
# basic card, 1 + suit for a suit goal card), GOAL_KIND[g] (the scoring rule: goals.py) and
# GOAL_BANDS[g * 5 + k] (the reward for a count of k = 0..4).
# The display names (SUIT_NAMES, FACTION_NAMES, short(c), goal_name(g)) live in text.py and are
# read here as cards.SUIT_NAMES etc. through the module's __getattr__: a bot game never loads
# them.
from gpcore.packed import get
from goblin_vaults import tables as T, unload

NCARDS = T.CARDS_COUNT
NGOALS = T.GOALS_COUNT
NFACTIONS = len(T.CARDS_FACTION_NAMES)

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


def goal_suit(g):
    """Suit a suit goal is about, or -1 for the basic goal."""
    return GOAL_CARD[g] - 1


def __getattr__(name):
    """SUIT_NAMES, FACTION_NAMES, short and goal_name, from text.py (loaded on first use)."""
    if name in ("SUIT_NAMES", "FACTION_NAMES", "short", "goal_name"):
        from goblin_vaults import text
        return getattr(text, name)
    raise AttributeError(name)
