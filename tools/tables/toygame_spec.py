"""Packing spec of the toy game (tests/fixtures/toygame), the template of a game: its cards
table with an effect column in its own small opcode language, and its codes.

toygame_cards.csv: one row per kind of card (kind, value, copies: packed as CARD_ROW, the kind
of each card of the deck; effect: a program of the toy's language, run by gpcore.effects when
the card is played). The rules read CARD_* of tests/fixtures/toygame/tables.py, the screens
the names of names.py; the codes below become tests/fixtures/toygame/codes.py and the const()
block of each engine module.
"""
import csv
import os

CSV = "toygame_cards.csv"
MODULE = "tests/fixtures/toygame/tables.py"
# The toy's effect language: SCORE n (score n), STEAL n (take up to n points from a seat you
# choose; one holding a Shield may block it), SWAP (give a card of your hand for one of another
# seat's, chosen in three steps: your card, the seat, their card; Back between them).
OPCODES = ("SCORE", "STEAL", "SWAP")
LANG = {"opcodes": OPCODES}
KINDS = ("plain", "shield")
# What an action caused, one kind per line format of text.py's EVENTS (State.say, gpcore.events).
EVENTS = ("E_ROLLED", "E_LOST", "E_BANKED", "E_PLAYED", "E_SCORED", "E_STOLE", "E_BLOCKED",
          "E_SWAPPED")
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), CSV), newline="") as _f:
    NAMES = tuple(r["name"] for r in csv.DictReader(_f))
TABLES = [
    {"csv": CSV, "module": MODULE, "name": "CARD",
     "fields": [("kind", 1, KINDS), ("value", 4, None), ("copies", "copies", None),
                ("effect", "effect", LANG)],
     "names": ()},
    {"csv": CSV, "module": "tests/fixtures/toygame/names.py", "name": "CARD",
     "fields": [("name", 4, NAMES)]},
]

CODES_MODULE = "tests/fixtures/toygame/codes.py"
CODES = (["Actions: ROLL, BANK, PLAY + a hand slot; the choices of an effect step:",
          "BACK, SHIELD and ALLOW (a reaction), SEAT + a seat, SLOT + a hand slot"]
         + [("ROLL", 0), ("BANK", 1), ("PLAY", 2), ("BACK", 5), ("SHIELD", 6), ("ALLOW", 7),
            ("SEAT", 8), ("SLOT", 12)]
         + [("K_" + k.upper(), i) for i, k in enumerate(KINDS)]
         + [("N_CARDS", lambda T: T.CARD_COUNT), ("HAND", 3), ("MAX_TURNS", 200),
            ("POT_CAP", 12, "no more rolls once the pot holds this much"),
            ("FX_SIZE", 6, "gpcore.effects: 3 + the most choices of a step (SWAP)"),
            ("NONE", 255)]
         + [(e, i) for i, e in enumerate(EVENTS)])
