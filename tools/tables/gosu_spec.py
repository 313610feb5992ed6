"""Packing spec for Gosu (not started: its table is packed and checked on every run of
tools/pack_tables.py, written nowhere yet).

The effect column of gosu_cards.csv is in Gosu's effect language: a card's program is steps
separated by ";", each `OPCODE [n] [FLAG...] [key=value...] [(+k)]`: one of the 20 OPCODES
below, a number n, flag words (FLAGS), filter keys (max_level=L, per=CLAN|BAKUTO|ADV,
names=A|B, and WIN_IF's NAMES=A|B|C: sets of cards by name, GOSU_EFFECT_SETS) and a bracket
bonus (+k), as in the CSV's effect column (its status column says where each row comes
from). Every row must pack; the packer names the file, line, column and word it does not
know. The language's words become codes (OP_*, FL_*, KEY_*, PER_*) once the game has a
CODES_MODULE.
"""
OPCODES = ("DRAW", "SEARCH", "STEAL_FROM_DISCARD", "STEAL_HAND", "DISCARD_OPP",
           "DESTROY_FREE", "DESTROY_ANY", "TRAP_FREE", "UNTRAP", "RETURN_TO_HAND",
           "GAIN_TOKEN", "DRAIN_TOKEN", "EXTRA_TURN", "PLAY_EXTRA", "TAKE_ADVANTAGE",
           "MIL_BONUS", "PROTECT", "ZOMBIE", "DISCOUNT", "WIN_IF")
# Bits of the flags byte. Words of different opcodes share a bit: PROTECT's SELF and OTHERS
# with WIN_IF's HAND and MORE (WIN_IF HAND n MORE), ZOMBIE's CLAN with WIN_IF's CLAN n.
FLAGS = {"EACH": 1, "IF_ADV": 2, "SELF": 4, "HAND": 4, "CLAN": 8, "OTHERS": 16, "MORE": 16,
         "MUTATE": 32, "NEWCLAN": 64, "TRAPPED": 128}
LANG = {"opcodes": OPCODES, "flags": FLAGS,
        "keys": (("max_level", None), ("per", ("CLAN", "BAKUTO", "ADV")), ("names", "name"),
                 ("NAMES", "name", "WIN_NAMES"))}
TABLES = [
    {"csv": "gosu_cards.csv", "module": None, "name": "GOSU",
     "fields": [("effect", "effect", LANG), ("copies", "copies", None)]},
]
