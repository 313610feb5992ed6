"""Packing spec for Gosu (lib/gosu): its cards table, with the effect column in Gosu's effect
language and the copies column (CARD_ROW: the row of each of the 100 physical cards), and its
codes.

gosu_cards.csv (PROPOSED stand-in data, from the Gosu data file gosu.md): one row per distinct card.
The effect column: a card's program is steps separated by ";", each
`OPCODE [n] [FLAG...] [key=value...] [(+k)]`: one of the 20 OPCODES below, a number n, flag
words (FLAGS), filter keys (max_level=L, per=CLAN|BAKUTO|ADV, names=A|B, and WIN_IF's
NAMES=A|B|C: sets of cards by name, CARD_EFFECT_SETS) and a bracket bonus (+k). Every row must
pack; the packer names the file, line, column and word it does not know. The rules read
lib/gosu/tables.py, the screens the names of lib/gosu/names.py (the words only: a row is its
own name); the codes below become lib/gosu/codes.py and the const() block of each engine
module.
"""
import csv
import os

CSV = "gosu_cards.csv"
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
CLANS = ("FIRE", "ANCIENT", "DARK", "MEKA", "ALPHA")
TRIGGERS = ("none", "on_enter", "on_mutate", "activated", "continuous", "victory")
NO_MUTATION = 7     # the mutation cost "-": the goblin cannot be mutated


def _mut(r):
    c = r["mutation_cost"]
    return NO_MUTATION if c == "-" else int(c)


with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), CSV), newline="") as _f:
    NAMES = tuple(r["name"] for r in csv.DictReader(_f))
TABLES = [
    {"csv": CSV, "module": "lib/gosu/tables.py", "name": "CARD",
     "fields": [("effect", "effect", LANG), ("copies", "copies", None),
                ("clan", 3, CLANS), ("level", 2, None), ("military", 4, None),
                ("mut", 3, _mut), ("trigger", 3, TRIGGERS)],
     "names": ()},
    # the cards' names only (nothing reads a row's name column: a row is its own name)
    {"csv": CSV, "module": None, "names_module": "lib/gosu/names.py", "name": "CARD",
     "fields": [("name", 7, NAMES)]},
]

CODES_MODULE = "lib/gosu/codes.py"
# Actions: a card id (0..99: a card to play, pay with, target, take), SEAT + a seat, the verbs
# of a turn, BACK (a half-made choice taken back), DONE (no more: an optional choice), the
# mulligan's KEEP and MULLIGAN.
CODES = (["Actions: a card id (a choice of a card), SEAT + a seat, the turn's verbs, BACK,",
          "DONE (an optional choice declined), KEEP and MULLIGAN (setup)"]
         + [("SEAT", 100), ("DRAW1", 104), ("DRAW3", 105), ("PASS", 106), ("PLAY", 107),
            ("MUTATE", 108), ("ACTIVATE", 109), ("BACK", 110), ("DONE", 111), ("KEEP", 112),
            ("MULLIGAN", 113)]
         + [("C_" + c, i) for i, c in enumerate(CLANS)]
         + [("T_" + t.upper(), i) for i, t in enumerate(TRIGGERS)]
         + ["Zones: the draw pile, the discard pile, then per seat its hand, its revealed",
            "cards (SEARCH) and its three rows (levels I, II, III)"]
         + [("Z_DRAW", 0), ("Z_DISCARD", 1), ("Z_SEAT", 2), ("ZS", 5), ("Z_HAND", 0),
            ("Z_SHOWN", 1), ("Z_ROW", 2)]
         + [("N_CARDS", lambda T: len(T.CARD_ROW)), ("HAND", 7), ("TOKENS", 2), ("ROW_MAX", 5),
            ("WIN_VP", 3), ("TURN_LIMIT", 10), ("NO_MUT", NO_MUTATION), ("NEWCLAN_COST", 2),
            ("FX_SIZE", 8, "gpcore.effects: 3 + the most choices of a step"),
            ("NONE", 255), ("HISTORY", 512, "bytes reserved for the history at setup")]
         + ["Card flags (CARD state bits): trapped, activated this round, left play this round"]
         + [("F_TRAPPED", 1), ("F_USED", 2), ("F_LEFT", 4)]
         + ["Events (state.log)"]
         + [(e, i) for i, e in enumerate((
             "E_PLAY", "E_MUTATE", "E_ACTIVATE", "E_DRAW", "E_PASS", "E_DESTROY", "E_TRAP",
             "E_UNTRAP", "E_RETURN", "E_STEAL", "E_DISCARD", "E_TAKE", "E_TOKEN", "E_DRAIN",
             "E_EXTRA", "E_ADV", "E_BATTLE", "E_VP", "E_WIN", "E_MULLIGAN", "E_SEARCH",
             "E_PAY", "E_ROUND", "E_LIMIT"))])
