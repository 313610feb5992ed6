"""Karak's words and tables for the screens: tile kinds and shapes, the tokens (names, items,
strengths, bonuses, points), the heroes' names, directions and fight results, as tuples built
from the packed tables (lib/karak/tables.py, unloaded again once read). The texts and the
views read these; karak.codes hands them on too, for the tests and tools, so that a game in
play does not load the public codes (their names would be interned for good): the screens'
modules get const() copies of the codes they use instead."""
from gpcore import once
T = once("karak.tables")    # read once: its room goes back to the heap

# Tile kinds and shapes; a tile in the stack is one byte (karak.codes TILE_*).
KIND_NAMES = tuple("Start|Tunnel|Fountain|Gate|Room".split("|"))   # (one string: see RESULT_NAMES)
SHAPE_MASKS = (5, 3, 7, 15)           # exits of the unrotated shape: straight, corner, T, cross
SHAPE_NAMES = tuple("straight|corner|T|cross".split("|"))
TILE_KIND = tuple(T.TILES_KIND)
TILE_SHAPE = tuple(T.TILES_SHAPE)
TILE_COPIES = tuple(T.TILES_COPIES)

# Bag tokens, by row of the tokens table.
TOK_NAME = tuple([T.TOKENS_NAME_NAMES[i] for i in T.TOKENS_NAME])
TOK_COPIES = tuple(T.TOKENS_COPIES)
TOK_STRENGTH = tuple(T.TOKENS_STRENGTH)
TOK_REWARD = tuple(T.TOKENS_REWARD)
TOK_ITEM = tuple([T.TOKENS_ITEM_NAMES[i] for i in T.TOKENS_ITEM])
TOK_BONUS = tuple(T.TOKENS_BONUS)
TOK_POINTS2 = tuple(T.TOKENS_POINTS2)
TOK_CURSE = tuple(T.TOKENS_CURSE)
# Inventory category of each reward: 0 weapon, 1 spell, 2 key, 3 treasure.
REWARD_CAT = (0, 1, 1, 2, 3, 3, 3)
TOK_CAT = tuple([REWARD_CAT[r] for r in TOK_REWARD])

HERO_NAMES = tuple([T.HEROES_NAME_NAMES[i] for i in T.HEROES_NAME])

# Directions: bit 1 << d of an exits mask.
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
DIR_NAMES = tuple("north|east|south|west".split("|"))
DIR_LETTERS = "NESW"

RESULT_NAMES = tuple("|Win|Tie|Loss".split("|"))     # by fight result
# Word lists as one string split on import, as tools/pack_tables.py writes them: MicroPython
# interns every string literal of up to 10 characters as a name for good, and Karak's play
# sits just under the line where its names would need a seventh pool (tools/MEMORY.md).
del T
