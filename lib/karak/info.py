"""Karak's menu texts: seat names, options and the rules summary of the pause menu (lines of
at most 26 characters, own words). Read through the package (karak.RULES and so on), which
loads this module only for that moment."""

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple")
OPTIONS = (("Heroes", ("Random", "Choose")), ("Variant", ("Normal", "Expert")))
RULES = (
    "Up to 4 steps a turn",
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
    "Most points wins",
    "Expert: 6 treasures win",
)
