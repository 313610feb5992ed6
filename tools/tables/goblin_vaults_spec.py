"""Packing spec for Goblin Vaults: the loot cards and the goal card sides.

goblin_vaults_cards.csv: one row per loot card (id = row index in the packed table).
goblin_vaults_goals.csv: one row per goal side, grouped by card (basic, then one card per suit
in suit order, side A before side B: lib/goblin_vaults/setup.py relies on that order). `kind`
picks the scoring rule in lib/goblin_vaults/goals.py; r1..r4 are the rewards (0..15) for a count
of 1..4 (see the `rule` column). The goal names are packed from the CSV too, so printed data
replaces PROPOSED rows without code changes. The columns go to lib/goblin_vaults/tables.py
(the rules read them), the names the game shows to lib/goblin_vaults/names.py (only the
screens load it).
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
