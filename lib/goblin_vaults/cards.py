"""Card and goal facts by short names, and their names, for the screens and the tests."""
# A bot game never loads this module: the engine reads the columns of tables.py directly.
# Card id c (0..59) = the card's row in tools/tables/goblin_vaults_cards.csv: SUIT[c],
# VALUE[c], FACTION[c], TIER[c] (0 = no tier icon, else 1..3) and BLOCK[c] (block icon: 0
# left, 1 middle, 2 right). Goal id g (0..13) = the row of a goal side in
# goblin_vaults_goals.csv: GOAL_CARD[g] (0 the basic card, 1 + suit for a suit goal card),
# GOAL_KIND[g] (the scoring rule: goals.py) and GOAL_BANDS[g * 5 + k] (the reward for a
# count of k = 0..4).
from goblin_vaults.tables import (CARDS_COUNT as NCARDS, GOALS_COUNT as NGOALS,
                                  CARDS_SUIT as SUIT, CARDS_VALUE as VALUE,
                                  CARDS_FACTION as FACTION, CARDS_TIER as TIER,
                                  CARDS_BLOCK as BLOCK, GOALS_CARD as GOAL_CARD,
                                  GOALS_KIND as GOAL_KIND, GOALS_NAME)
from goblin_vaults.names import (CARDS_SUIT_NAMES as SUIT_NAMES,
                                 CARDS_FACTION_NAMES as FACTION_NAMES, GOALS_NAME_NAMES)
from goblin_vaults.goals import BANDS as GOAL_BANDS
from goblin_vaults.state import strength  # noqa: F401 (a card fact)


def goal_suit(g):
    """Suit a suit goal is about, or -1 for the basic goal."""
    return GOAL_CARD[g] - 1


def short(c):
    """Card name for menus and events, e.g. '7 Coi'."""
    s = SUIT_NAMES[SUIT[c]]
    return "%d %s%s" % (VALUE[c], s[0].upper(), s[1:3])


def goal_name(g):
    return GOALS_NAME_NAMES[GOALS_NAME[g]]
