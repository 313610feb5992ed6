"""Karak's menu and help texts: seat names, options, the rules summary of the pause menu, the
heroes' powers, the view's legend (lines of at most 26 characters, own words; a power at
most 23, so that a hero letter and a space go before it on a 25-column page) and why(s), why
a game ended. Read through the package (karak.RULES, karak.why and so on), which loads this
module only for that moment. Rule numbers are the params table's (generated constants).
"""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_STEPS = const(4)
_EXPERT_GOAL = const(6)
_ROUND_CAP = const(60)
_NTOK = const(9)
_R_RUBY = const(5)
_NONE = const(255)
_P_OVER = const(8)
# --- end of constants ---

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple")
OPTIONS = (("Heroes", ("Random", "Choose")), ("Variant", ("Normal", "Expert")))
RULES = (
    "Up to %d steps a turn" % _STEPS,
    "New tile: choose its turn",
    "New room: draw a token",
    "Monster: 2 dice + weapons",
    "Beat its number to win",
    "Tie: step back",
    "Lose: a heart, step back",
    "No hearts: skip a turn",
    "Fountain: end turn, heal",
    "Fight, loot, chest: stop",
    "A key opens a chest",
    "Chest, Fallen: 1 point",
    "Dragon's ruby: 1.5 points",
    "Mummy beaten: curse one",
    "Cursed: no hero skills",
    "Dragon beaten: game ends",
    "Or after %d rounds" % _ROUND_CAP,
    "Most points wins",
    "Expert: 6 treasures win",
)
# One line per hero (codes.HERO_NAMES order): the hint at hero choice, the view's powers page.
POWERS = (
    "Reroll once; can revive",      # Warrior: once a fight; at 0 hearts, back at a fountain
    "Wins ties; sneaks past",       # Thief
    "Thru walls; flames stay",      # Wizard: walks through walls, flames are not used up
    "Heart for +1; may swap",       # Warlock: sacrifice; trade places instead of moving
    "Rerolls 1s; a 6: go on",       # Swordsman: after a won fight with a six, walks on
    "+1 first step; 2 tokens",      # Oracle: a fight right after her first step; keeps 1 of 2
)

# The Karak view's legend, a line per sprite (firmware/views/karak/view.py's KEY, in that order; at
# most 22 characters); the last one is formatted with the round, the cap, the round, the cap.
LEGEND = (
    "Hero; striped: fainted",
    "The hero to move",
    "Monster: its strength",
    "Chest: a key opens it",
    "Items left lying here",
    "Room: a token on entry",
    "Fountain: heals",
    "Gate: go to a gate",
    "Start (a fountain too)",
    "New tile, or a target",
    "R%d/%d: round %d of %d",
)


def why(s):
    """Why the game ended (None while it goes on): the dragon, the Expert goal or the round
    cap, at most 25 characters."""
    from karak.words import TOK_REWARD
    from karak.text import name
    if s.phase != _P_OVER:
        return None
    if s.xwin != _NONE:
        return "%s has %d treasures" % (name(s, s.xwin), _EXPERT_GOAL)
    if s.round >= _ROUND_CAP:
        return "%d rounds played: time up" % _ROUND_CAP
    dragon = TOK_REWARD.index(_R_RUBY)
    for seat in range(s.seats):
        if s.won[seat * _NTOK + dragon]:
            return name(s, seat) + " beat the dragon"
    return "Game over"
