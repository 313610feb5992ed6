"""Heroes of Karth's menu texts: the setup option and the rules in short (lines <= 26
characters); read through the package and unloaded again."""

OPTIONS = (("Answers", ("Unseen", "Holder only")),)
RULES = ("DM vs 1-3 Adventurers.", "Turn: gold, SE, draw 1;",
         "hire onto your Spawners;", "each unit: move, then one",
         "action and one bonus.", "Melee range 1, ranged 3,",
         "counted around walls.", "Damage less resistance,",
         "at least 1. Win: gold",
         "(40/50/60), 25 kill", "points, or all enemy", "Spawners held.")


def goal(seats):
    """(the DM's, the Adventurers' combined) gold to win at `seats` seats (the screens' read of
    karth.rules: the DM's is the same at every seat count, a PROPOSED reading)."""
    from karth.rules import GOLD_WIN
    return GOLD_WIN[0], GOLD_WIN[seats - 2]
