"""Packing spec for Heroes of Karth (lib/karth): the cards table (karth_cards.csv: 39 rows, the
Elf Warrior deck then the Goblin Necromancer deck with its tokens), the terrain table
(karth_terrain.csv: 12 kinds, 48 tiles) and the codes. Both CSVs come from the Karth data file
(karth.md); its `status` column marks each row RULEBOOK or PROPOSED (only the rulebook_fields
of a RULEBOOK row are the rulebook's), so printed cards replace rows with no code change.
The rule numbers (and the history's room) come from karth_params.csv, each RULEBOOK, PROPOSED
(a stand-in of the data file or of this engine) or ENGINE (no rule: a size), as constants of
CODES; the token supplies (Undead, Poison and Web tokens) are those tokens' copies in the cards
table; an opcode's reach (its range, line or leap) comes from karth_opcodes.csv as R_<OPCODE>.
The cards' and the terrain's one-byte columns are joined (one bytes object each, CARD and TER,
a column at the offset CARD_<FIELD> or TER_<FIELD>: tools/pack_tables.py).

The abilities column is in Karth's ability language: a card's abilities separated by ";", each
`OPCODE` or `OPCODE(param)`: one of the 25 opcodes of karth_opcodes.csv (their SE: OP_SE), its parameter a number (RALLY(2)) or
a symbol (the class names for COMRADERY, CALL and SUMMON for PET). The engine runs each step
alone (one ability), by gpcore.effects, over the handlers of lib/karth/fx.py.
"""
import csv
import os

_DIR = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(_DIR, "karth_opcodes.csv"), newline="") as _f:
    _OPS = list(csv.DictReader(_f))
OPCODES = tuple(r["opcode"] for r in _OPS)     # opcode i + 1 is row i
# An opcode's reach (its `reach` column, where not 0): the steps of its range (RAISE_DEAD,
# CURSE, REVEAL, WEB), the tiles of its line (LINE_HEAL), the MV its leap costs (LEAP)
REACH = [("R_" + r["opcode"], int(r["reach"]), r["status"]) for r in _OPS if r["reach"] != "0"]
CLASSES = ("WARRIOR", "ROGUE", "CASTER", "ARCHER")
LANG = {"opcodes": OPCODES,
        "symbols": dict([(c, i) for i, c in enumerate(CLASSES)] + [("CALL", 0), ("SUMMON", 1)])}
PILES = ("barracks", "spellbook", "treasury", "token")
KINDS = ("hero", "unit", "merc", "animal", "undead", "spell", "item", "income", "marker")
DTYPES = ("physical", "magic", "poison")
TIMINGS = ("-", "S", "O", "R")
EFFECTS = ("NONE", "SECRET", "DM_SPAWN", "PRISON", "TRACK", "SPAWN", "TREASURE", "MANA",
           "TELEPORT")


def _class(r):
    c = r["class"]
    return 0 if c == "-" else CLASSES.index(c.upper())


def _dtype(r):
    t = r["dmg_type"]
    return 0 if t == "-" else DTYPES.index(t)


def _faction(r):
    return ("-", "ALLEGIANCE", "SHARD").index(r["faction"])


with open(os.path.join(_DIR, "karth_params.csv"), newline="") as _f:
    PARAMS = [(r["name"], int(r["value"]), r["status"] + ": " + r["note"])
              for r in csv.DictReader(_f)]
with open(os.path.join(_DIR, "karth_cards.csv"), newline="") as _f:
    NAMES = tuple(r["name"] for r in csv.DictReader(_f))
with open(os.path.join(_DIR, "karth_terrain.csv"), newline="") as _f:
    TNAMES = tuple(r["name"] for r in csv.DictReader(_f))


def _copies(name):
    """The copies of the card named so (a token's supply), from the packed table."""
    return lambda T: T.CARD_COPIES[NAMES.index(name)]


N_ELF = 45      # the drawable cards of the Elf Warrior deck: card ids 0..44 (the rows' copies)
TABLES = [
    {"csv": "karth_cards.csv", "module": "lib/karth/tables.py", "name": "CARD", "joined": True,
     "fields": [("abilities", "effect", LANG),
                ("pile", 2, PILES), ("kind", 4, KINDS), ("class", 2, _class),
                ("level", 4, None), ("hire_cost", 4, None), ("gold_cost", 4, None),
                ("se_cost", 4, None), ("value", 4, None), ("hp", 5, None), ("dmg", 4, None),
                ("dtype", 2, _dtype), ("mv", 3, None), ("ar", 3, None), ("mr", 3, None),
                ("pr", 3, None), ("kp", 3, None), ("bounty", 4, None),
                ("timing", 2, TIMINGS), ("copies", 4, None)],
     "names": ()},
    {"csv": "karth_opcodes.csv", "module": "lib/karth/tables.py", "name": "OP",
     "fields": [("se", 4, None)], "names": ()},
    {"csv": "karth_terrain.csv", "module": "lib/karth/tables.py", "name": "TER", "joined": True,
     "fields": [("count", 4, None), ("open_mask", 4, None), ("orientations", 3, None),
                ("fac", 2, _faction), ("effect", 4, EFFECTS)],
     "names": ()},
    {"csv": "karth_cards.csv", "module": None, "names_module": "lib/karth/names.py",
     "name": "CARD",
     "fields": [("name", 6, NAMES)], "names_joined": True},
    {"csv": "karth_terrain.csv", "module": None, "names_module": "lib/karth/names.py",
     "name": "TER",
     "fields": [("name", 4, TNAMES)], "names_joined": True},
]

# Values the rules pack below a byte that no table holds: the packer writes each part's SHIFT
# and MASK codes (TILE_KIND_MASK), and the rules, texts and view decode with them only.
LAYOUTS = [
    ("tile", (("kind", 4), ("turns", 2)), "st.tile[t], a tile of the board (terrain kind, "
     "quarter turns)"),
]

CODES_MODULE = "lib/karth/codes.py"
CODES = (["Actions: TILE + a tile (row * 8 + column), CARD + a card id, the verbs, ABIL + an",
          "opcode (a unit's ability)"]
         + [("TILE", 0), ("CARD", 100), ("END", 300), ("DRAW", 301), ("KEEP", 304),
            ("DONE", 305), ("BACK", 306), ("LEAVE", 307), ("PASS", 308), ("ROT", 309),
            ("CONCEDE", 310), ("REVEAL_SELF", 311), ("BUY", 312), ("ABIL", 320),
            ("FACE_DOWN", 52, "TILE + FACE_DOWN + a tile: hire a hiding unit face down there")]
         + ["The board: 6 rows of 8 tiles; sides N=1 E=2 S=4 W=8"]
         + [("W", 8), ("H", 6), ("N_TILES", 48)]
         + [("P_" + p.upper(), i) for i, p in enumerate(PILES)]
         + [("K_" + k.upper(), i) for i, k in enumerate(KINDS)]
         + [("C_" + c, i) for i, c in enumerate(CLASSES)]
         + [("D_" + d.upper(), i) for i, d in enumerate(DTYPES)]
         + [("TM_NONE", 0), ("TM_S", 1), ("TM_O", 2), ("TM_R", 3)]
         + [("T_" + e, i) for i, e in enumerate(EFFECTS)]
         + [("FAC_ALLEGIANCE", 1), ("FAC_SHARD", 2)]
         + ["Card ids: the DM's deck (its tokens included) first, then each Adventurer's copy",
            "of the Elf deck"]
         + [("N_ELF", N_ELF), ("N_GOB", lambda T: sum(T.CARD_COPIES) - N_ELF),
            ("N_ROWS", lambda T: T.CARD_COUNT), ("N_TER", lambda T: len(T.TER_OPEN_MASK))]
         + ["Zones: the dungeon (units and their items), the DM's token supply, then per",
            "seat its three piles, hand, discard pile, cemetery and side area"]
         + [("Z_PLAY", 0), ("Z_TOK", 1), ("Z_SEAT", 2), ("ZS", 7), ("Z_BAR", 0),
            ("Z_SPELL", 1), ("Z_TREAS", 2), ("Z_HAND", 3), ("Z_DISC", 4), ("Z_CEM", 5),
            ("Z_SIDE", 6)]
         + ["Units: SLOTS slots (the most units the decks can have in at once) of U bytes (card,",
            "tile, damage, flags, poison and who put it, two items, MV spent, DMG bonus, more",
            "flags, owner)"]
         + [("SLOTS", 34), ("U", 12), ("U_CARD", 0), ("U_TILE", 1), ("U_DMG", 2), ("U_FL", 3),
            ("U_POI", 4), ("U_PSRC", 5), ("U_IT", 6), ("U_MV", 8), ("U_BUF", 9),
            ("U_FL2", 10), ("U_OWN", 11)]
         + ["Unit flags: facing the opponent, stunned, hidden, leaving, moved, acted (its",
            "action used), bonus used, turn over; more: Leaping Strike taken (its leap not yet",
            "made), the mana pool's discount, opponent-turn bonus used, cursed, a tile's effect",
            "had this turn, attacked"]
         + [("F_TURNED", 1), ("F_STUN", 2), ("F_HID", 4), ("F_LEAVE", 8), ("F_MOVED", 16),
            ("F_ACTED", 32), ("F_BONUS", 64), ("F_DONE", 128),
            ("G_LEAP", 1), ("G_MANA", 4), ("G_OBON", 8), ("G_CURSED", 16), ("G_TERR", 64),
            ("G_ATK", 128)]
         + ["Phases"]
         + [("PH_DEAL", 0), ("PH_MULL", 1), ("PH_LAY", 2), ("PH_ADV", 3), ("PH_DM1", 4),
            ("PH_DRAW", 5), ("PH_MAIN", 6), ("PH_OVER", 7)]
         + ["Turn flags (a bit each): an income card played, a mercenary or animal set aside,",
            "the turn ending (after any window its poison opened)"]
         + [("TF_INCOME", 1), ("TF_SIDE", 2), ("TF_END", 4)]
         + ["Reaction windows (win[0]): a spell just played, damage before the death check,",
            "an enemy's move just ended; and the buy-back of a lost unit's item"]
         + [("W_SPELL", 1), ("W_DMG", 2), ("W_MOVE", 3), ("W_BUY", 4)]
         + ["The token supplies (the cards table) and the rule numbers (karth_params.csv)"]
         + [("UNDEAD_MAX", _copies("Undead")), ("WEB_MAX", _copies("Web Token")),
            ("POISON_MAX", _copies("Poison Token"))]
         + PARAMS
         + ["Opcodes' reach (karth_opcodes.csv)"] + REACH
         + [("FX_SIZE", 6, "gpcore.effects: 3 + the most choices of a step"), ("NONE", 255)]
         + ["Events (state.log)"]
         + [(e, i) for i, e in enumerate((
             "E_TURN", "E_DRAW", "E_HIRE", "E_MOVE", "E_ATTACK", "E_DAMAGE", "E_DIES",
             "E_ABIL", "E_SPELL", "E_COUNTER", "E_HEAL", "E_GOLD", "E_POISON", "E_LEAVES",
             "E_SIDE", "E_LAYOUT", "E_MULL", "E_WIN", "E_CONCEDE", "E_REVEAL", "E_ITEM",
             "E_TERRAIN", "E_BUY"))])
