"""Karak tables: tiles (one row per kind and shape, with a count), bag tokens, rule numbers
and the six heroes. Packed by tools/pack_tables.py into lib/karak/tables.py (the tiles, tokens
and heroes with the words the screens show: karak.words reads it) and again into
lib/karak/ruletables.py (the tiles and tokens without names: karak.board reads it in every
game). Each name a module holds stays interned on the device after the module is unloaded, so
they hold only what a game reads: the params table is written nowhere, its rule numbers reach
the rules as CODES. CODES are the game's numbers: lib/karak/codes.py gets them as public
names, each rules module the const() copies it uses (tools/pack_constants.py); those read from
the tables (every table whole, with its words) follow a changed CSV."""

MODULE = "lib/karak/tables.py"
RULE_MODULE = "lib/karak/ruletables.py"

TABLES = [
    {"csv": "karak_tiles.csv", "module": MODULE, "name": "TILES", "names": (),
     "fields": [("kind", 3, ("start", "tunnel", "fountain", "gate", "room")),
                ("shape", 2, ("straight", "corner", "T", "cross")),
                ("copies", 6, None)]},
    {"csv": "karak_tokens.csv", "module": MODULE, "name": "TOKENS", "names": ("name", "item"),
     "fields": [("name", 4, ("Giant rat", "Giant spider", "Mummy", "Turnkey", "Skeleton",
                              "Skel. king", "The Fallen", "Dragon", "Chest")),
                ("copies", 5, None),
                ("strength", 5, None),
                ("reward", 3, ("weapon", "portal", "flames", "key", "treasure", "ruby",
                               "chest")),
                ("item", 3, ("Daggers", "Portal", "Flames", "Key", "Sword", "Axe",
                             "Treasure", "Ruby")),
                ("bonus", 3, None),
                ("points2", 3, None),
                ("curse", 1, None)]},
    {"csv": "karak_params.csv", "module": None, "name": "PARAMS",
     "fields": [("key", 4, ("steps", "hearts", "weapon_slots", "spell_slots", "key_slots",
                            "expert_goal", "flame_bonus", "sacrifice_bonus",
                            "foresight_bonus", "oracle_draw", "round_cap")),
                ("value", 8, None)]},
    {"csv": "karak_heroes.csv", "module": MODULE, "name": "HEROES",
     "fields": [("name", 3, ("Warrior", "Thief", "Wizard", "Warlock", "Swordsman",
                             "Oracle"))]},
]

# The copy for the rules leaves out the names and the fields only the screens read.
TABLES += [dict(t, module=RULE_MODULE, names=(),
                fields=[f for f in t["fields"] if f[0] not in ("name", "item")])
           for t in TABLES if t["name"] in ("TILES", "TOKENS")]

# Values the rules pack below a byte that no table holds: the packer writes each part's SHIFT
# and MASK codes (TILE_KIND_SHIFT), and the rules, texts and view decode with them only.
LAYOUTS = [
    ("tile", (("shape", 2), ("kind", 3)), "s.stack[i], a tile"),
    ("portal", (("fountain", 2), ("seat", 3)), "a - A_PORTAL, a portal action"),
    ("drop", (("item", 4), ("tile", 7)), "s.drops[i], an item on a tile"),
    ("sprite", (("exits", 4), ("kind", 3)), "i of the view's tile sprite index[i] (art.tiles)"),
]


def param(T, key):
    """A rule number of the params table, by its key word."""
    return T.PARAMS_VALUE[bytes(T.PARAMS_KEY).index(T.PARAMS_KEY_NAMES.index(key))]


def hero(T, name):
    """The row of a hero in the heroes table."""
    return bytes(T.HEROES_NAME).index(T.HEROES_NAME_NAMES.index(name))


def token(T, reward):
    """The first token (row of the tokens table) with that reward."""
    return bytes(T.TOKENS_REWARD).index(T.TOKENS_REWARD_NAMES.index(reward))


CODES_MODULE = "lib/karak/codes.py"
CODES = [
    'Rule numbers, from the params table.',
    ("STEPS", lambda T: param(T, "steps")),
    ("HEARTS", lambda T: param(T, "hearts")),
    ("W_SLOTS", lambda T: param(T, "weapon_slots")),
    ("S_SLOTS", lambda T: param(T, "spell_slots")),
    ("K_SLOTS", lambda T: param(T, "key_slots")),
    ("EXPERT_GOAL", lambda T: param(T, "expert_goal")),
    ("FLAME_BONUS", lambda T: param(T, "flame_bonus")),
    ("SACRIFICE_BONUS", lambda T: param(T, "sacrifice_bonus")),
    ("FORESIGHT_BONUS", lambda T: param(T, "foresight_bonus")),
    ("ORACLE_DRAW", lambda T: param(T, "oracle_draw")),
    ("ROUND_CAP", lambda T: param(T, "round_cap")),
    ("INV", lambda T: sum(param(T, k + "_slots") for k in ("weapon", "spell", "key")) + 1,
     "inventory bytes per seat: slots + one spare"),
    "",
    "Tile kinds (the tiles table's kind column); a tile in the stack is one byte (TILE_*",
    'below).',
    ("START", lambda T: T.TILES_KIND_NAMES.index("start")),
    ("TUNNEL", lambda T: T.TILES_KIND_NAMES.index("tunnel")),
    ("FOUNTAIN", lambda T: T.TILES_KIND_NAMES.index("fountain")),
    ("GATE", lambda T: T.TILES_KIND_NAMES.index("gate")),
    ("ROOM", lambda T: T.TILES_KIND_NAMES.index("room")),
    ("MAX_TILES", lambda T: sum(T.TILES_COPIES)),
    "",
    'Bag tokens: one per row of the tokens table; an item in an inventory or on a tile is',
    'the index of the token that gave it.',
    ("NTOK", lambda T: T.TOKENS_COUNT),
    ("BAG_SIZE", lambda T: sum(T.TOKENS_COPIES)),
    "",
    "Rewards (the tokens table's reward column).",
    ("R_WEAPON", lambda T: T.TOKENS_REWARD_NAMES.index("weapon")),
    ("R_PORTAL", lambda T: T.TOKENS_REWARD_NAMES.index("portal")),
    ("R_FLAMES", lambda T: T.TOKENS_REWARD_NAMES.index("flames")),
    ("R_KEY", lambda T: T.TOKENS_REWARD_NAMES.index("key")),
    ("R_TREASURE", lambda T: T.TOKENS_REWARD_NAMES.index("treasure")),
    ("R_RUBY", lambda T: T.TOKENS_REWARD_NAMES.index("ruby")),
    ("R_CHEST", lambda T: T.TOKENS_REWARD_NAMES.index("chest")),
    ("CHEST", lambda T: token(T, "chest")),
    ("FLAMES_TOK", lambda T: token(T, "flames")),
    ("PORTAL_TOK", lambda T: token(T, "portal")),
    ("KEY_TOK", lambda T: token(T, "key")),
    ("NONE", 255, "no tile, item or seat"),
    "",
    'Heroes (rows of the heroes table).',
    ("WARRIOR", lambda T: hero(T, "Warrior")),
    ("THIEF", lambda T: hero(T, "Thief")),
    ("WIZARD", lambda T: hero(T, "Wizard")),
    ("WARLOCK", lambda T: hero(T, "Warlock")),
    ("SWORDSMAN", lambda T: hero(T, "Swordsman")),
    ("ORACLE", lambda T: hero(T, "Oracle")),
    "",
    'Phases (what the seat to move decides).',
    ("P_HERO", 0, "choose a hero"),
    ("P_MOVE", 1, "step, teleport, spell, pick up, open, swap, end turn"),
    ("P_ROTATE", 2, "turn the drawn tile"),
    ("P_ORACLE", 3, "keep one of the drawn tokens"),
    ("P_FIGHT", 4, "reroll, flames, sacrifice, strike"),
    ("P_LEAVE", 5, "inventory too full: leave an item on the tile"),
    ("P_CURSE", 6, "place the curse after beating a mummy"),
    ("P_REVIVE", 7, "Warrior: choose the fountain to reincarnate at"),
    ("P_OVER", 8),
    "",
    'Action codes (ranges: base + index).',
    ("A_STEP", 0, "+ direction 0..3"),
    ("A_ROT", 4, "+ rotation 0..3"),
    ("A_END", 8),
    ("A_FIGHT", 9),
    ("A_OPEN", 10),
    ("A_REROLL", 11),
    ("A_FLAMES", 12),
    ("A_SAC", 13),
    ("A_STRIKE", 14),
    ("A_KEEP", 15),
    ("A_HERO", 16, "+ hero 0..5"),
    ("A_CURSE", 22, "+ seat 0..4"),
    ("A_SWAP", 27, "+ seat 0..4"),
    ("A_PORTAL", 32, "+ seat, fountain 0..3 (PORTAL_*)"),
    ("A_REVIVE", 52, "+ fountain 0..3"),
    ("A_GATE", 56, "+ gate 0..3"),
    ("A_PICK", 60, "+ token index of the item"),
    ("A_LEAVE", 70, "+ token index of the item"),
    ("A_ORACLE", 80, "+ token index"),
    ("A_LIMIT", 90),
    "",
    's.fight: the record of the current or last fight (bytearray of F_SIZE).',
    ("F_MON", 0, "token index of the monster"),
    ("F_STR", 1, "its strength"),
    ("F_D1", 2, "the two dice"),
    ("F_D2", 3),
    ("F_WEAP", 4, "weapon bonus"),
    ("F_FLAMES", 5, "magic flames used"),
    ("F_SAC", 6, "Warlock sacrifice bonus"),
    ("F_ABIL", 7, "Oracle foresight bonus"),
    ("F_TOTAL", 8),
    ("F_RESULT", 9, "0 open, WIN, TIE, LOSS"),
    ("F_REROLLED", 10, "Warrior has rerolled"),
    ("F_SIX", 11, "a die showed a six (Swordsman)"),
    ("F_SIZE", 12),
    "",
    'Fight results.',
    ("WIN", 1),
    ("TIE", 2),
    ("LOSS", 3),
    "",
    'Event codes: s.log holds ints made by s.say(code, a, b, c) (gpcore.events); s.events()',
    'turns them into text (karak.text.EVENTS, in this order).',
    ("E_ROLLS", 0, "seat, die"),
    ("E_STARTS", 1, "seat"),
    ("E_CHOSE", 2, "seat, seat"),
    ("E_HEALED", 3, "seat"),
    ("E_STEPS", 4, "direction"),
    ("E_DRAWS", 5, "tile (TILE_*)"),
    ("E_ROOM", 6, "token"),
    ("E_EMPTY", 7),
    ("E_SEES", 8, "token (Oracle)"),
    ("E_SNEAK", 9),
    ("E_SWAPS", 10, "seat"),
    ("E_OPENS", 11),
    ("E_PORTAL", 12, "seat"),
    ("E_TELEPORT", 13),
    ("E_PICKS", 14, "item"),
    ("E_LEAVES", 15, "item"),
    ("E_CURSED", 16, "seat"),
    ("E_REVIVES", 17, "seat"),
    ("E_TREASURES", 18, "seat"),
    ("E_ROUND", 19),
    ("E_WAKES", 20, "seat"),
    ("E_FIGHT", 21, "monster, strength"),
    ("E_AGAIN", 22),
    ("E_DICE", 23, "die, die, total"),
    ("E_REROLLS", 24),
    ("E_FLAMES", 25, "total"),
    ("E_SACRIFICE", 26, "total"),
    ("E_RESULT", 27, "result, total, strength"),
    ("E_DRAGON", 28),
    ("E_GETS", 29, "item"),
    ("E_FAINTS", 30, "seat"),
]
