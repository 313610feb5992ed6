"""Heroes of Karth's menu facts: the title, the fewest seats, the setup's default person seat,
the setup option and the rules in short (lines <= 26 characters); read through the package
and unloaded again (MAX_SEATS stays in the package: the drivers read it first)."""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_GOLD_WIN_2 = const(40)
_GOLD_WIN_3 = const(50)
_GOLD_WIN_4 = const(60)
_KP_WIN = const(25)
# --- end of constants ---

TITLE = "Heroes of Karth"
MIN_SEATS = 2
PERSON_SEAT = 1     # the setup's default: one person, an Adventurer, against a bot DM
OPTIONS = (("Answers", ("Unseen", "Holder only")),)
RULES = ("DM vs 1-3 Adventurers.", "Turn: gold, SE, draw 1;",
         "hire onto your Spawners;", "each unit: move, then one",
         "action and one bonus.", "Melee range 1, ranged 3,",
         "counted around walls.", "Damage less resistance,",
         "at least 1. Win: gold",
         "(%d/%d/%d), %d kill" % (_GOLD_WIN_2, _GOLD_WIN_3, _GOLD_WIN_4, _KP_WIN),
         "points, or all enemy", "Spawners held.")


def goal(seats):
    """(the DM's, the Adventurers' combined) gold to win at `seats` seats (the screens' read of
    karth.rules: the DM's is the same at every seat count, a PROPOSED reading)."""
    from karth.rules import GOLD_WIN
    return GOLD_WIN[0], GOLD_WIN[seats - 2]
