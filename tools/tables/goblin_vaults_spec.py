"""Packing spec for Goblin Vaults: the loot cards and the goal card sides.

goblin_vaults_cards.csv: one row per loot card (id = row index in the packed table).
goblin_vaults_goals.csv: one row per goal side, grouped by card (basic, then one card per suit
in suit order, side A before side B: lib/goblin_vaults/setup.py relies on that order). `kind`
picks the scoring rule in lib/goblin_vaults/goals.py; r1..r4 are the rewards (0..15) for a count
of 1..4 (see the `rule` column). The goal names are packed from the CSV too, so printed data
replaces PROPOSED rows without code changes. The columns go to lib/goblin_vaults/tables.py
(the rules read them), the names the game shows to lib/goblin_vaults/names.py (only the
screens load it). CODES are the game's numbers: lib/goblin_vaults/codes.py gets them as public
names, each engine module the const() copies it uses (tools/pack_constants.py).
"""
import csv
import os

_HERE = os.path.dirname(os.path.abspath(__file__))
MODULE = "lib/goblin_vaults/tables.py"
NAMES = "lib/goblin_vaults/names.py"
SUITS = ("coins", "crowns", "lanterns", "potions", "skulls", "tomes")
FACTIONS = ("BLUE", "YELLOW", "GREEN", "RED", "PURPLE")
KINDS = ("cluster", "kinship", "hoard", "tier3", "highest", "spread", "tier1", "row", "lowest")


def _goal_names():
    with open(os.path.join(_HERE, "goblin_vaults_goals.csv"), newline="") as f:
        return tuple(r["name"] for r in csv.DictReader(f) if r.get("name"))


TABLES = [
    {"csv": "goblin_vaults_cards.csv", "module": MODULE, "names_module": NAMES, "name": "CARDS",
     "fields": [("suit", 3, SUITS), ("value", 4, None), ("faction", 3, FACTIONS),
                ("tier", 2, None), ("block", 2, ("L", "M", "R"))],
     "names": ("suit", "faction")},
    {"csv": "goblin_vaults_goals.csv", "module": MODULE, "names_module": NAMES, "name": "GOALS",
     "fields": [("name", 4, _goal_names()), ("card", 3, ("basic",) + SUITS),
                ("kind", 4, KINDS),
                ("r1", 4, None), ("r2", 4, None), ("r3", 4, None), ("r4", 4, None)],
     "names": ("name",)},
]


CODES_MODULE = "lib/goblin_vaults/codes.py"
CODES = [
    "Seats, rounds and cards.",
    ("GLAVRUN", 5, "`who` of Glavrun's bids; state.score(GLAVRUN) is her solo score"),
    ("ROUNDS", 9),
    ("FACEDOWN", 0x80, "vault cell bit of a face-down card (vault.py)"),
    ("HAND", 10, "cards dealt to each seat (RULEBOOK)"),
    ("START_GEARS", 3, "gears each seat starts with (RULEBOOK)"),
    ("GLAV_GEARS", 10, "Glavrun's gears in solo (RULEBOOK)"),
    ("FACTION_POINTS", 2, "per faction icon matching the owner's faction card (RULEBOOK)"),
    "",
    "Goal kinds (the goals table's kind column).",
] + [(k.upper(), KINDS.index(k)) for k in KINDS] + [
    "",
    "Phases.",
    ("PH_PICK", 0, "the secret first vault cards, seat by seat"),
    ("PH_BID", 1, "bids (and the face-down fallback)"),
    ("PH_WARDEN", 2, "a warden action after a bid whose faction icon matches the warden's"),
    ("PH_SWAP", 3, "the first player's (solo: the player's) warden swap"),
    ("PH_OVER", 4),
    "",
    "Action codes (ranges: base + index).",
    ("A_BID", 0, "+ card * 3 + slot: a bid's second step (the card chosen: state.sel)"),
    ("A_PICK", 200, "+ card: the secret first vault card"),
    ("A_DOWN", 260, "+ card: face-down fallback"),
    ("A_DRAW", 320, "+ card: draw action, discarding that card"),
    ("A_PLACE", 380, "+ chamber"),
    ("A_SKIP", 384, "no warden action"),
    ("A_SWAP", 385, "+ slot: swap the warden card with that block card"),
    ("A_NOSWAP", 388),
    ("A_MOVE", 400, "+ move code (vault.py): a move's second step (its card: state.sel)"),
    ("A_CARD", 544, "+ card: a bid's first step, the card (then A_BID or A_BACK)"),
    ("A_FROM", 604, "+ vault cell: a move's first step, the card to move (then A_MOVE)"),
    ("A_BACK", 616, "undo the first step of a bid or a move"),
    ("A_END", 617),
    "",
    "Events: state.log holds ints made by state.say(code, values...) (gpcore.events; a hidden",
    "card is NOCARD); text.EVENTS has the line of each code.",
    ("NOCARD", 255, "an event's value for a hidden card"),
] + [(e, i) for i, e in enumerate(
    ("E_START", "E_CHOSE", "E_REVEAL", "E_ROUND", "E_BID", "E_PAY", "E_SHIFT", "E_YOURGEAR",
     "E_GEAR", "E_TAKES", "E_KEEPS", "E_PLACE", "E_HIDE", "E_REDRAW", "E_SKIP", "E_MOVE",
     "E_SWAP", "E_NOSWAP", "E_OVER"))]
