"""Karak static data, read once from the packed tables (lib/karak/tables.py): tile kinds and
shapes, bag tokens, rule numbers and heroes; plus directions, phases and action codes."""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from gpcore.packed import get
from karak import tables as T


def _column(blob, size, n, spec):
    return tuple([get(blob, size, i, spec) for i in range(n)])


def param(key):
    """A rule number from the params table, by its key name."""
    k = T.PARAMS_KEY_NAMES.index(key)
    for i in range(T.PARAMS_COUNT):
        if get(T.PARAMS, T.PARAMS_SIZE, i, T.PARAMS_KEY) == k:
            return get(T.PARAMS, T.PARAMS_SIZE, i, T.PARAMS_VALUE)
    raise ValueError(key)


STEPS = param("steps")
HEARTS = param("hearts")
SLOTS = (param("weapon_slots"), param("spell_slots"), param("key_slots"))
EXPERT_GOAL = param("expert_goal")
FLAME_BONUS = param("flame_bonus")
SACRIFICE_BONUS = param("sacrifice_bonus")
FORESIGHT_BONUS = param("foresight_bonus")
ORACLE_DRAW = param("oracle_draw")
ROUND_CAP = param("round_cap")
INV = SLOTS[0] + SLOTS[1] + SLOTS[2] + 1     # inventory bytes per seat: slots + one spare

# Tile types: one per row of the tiles table.
START = const(0)
TUNNEL = const(1)
FOUNTAIN = const(2)
GATE = const(3)
ROOM = const(4)
KIND_NAMES = ("Start", "Tunnel", "Fountain", "Gate", "Room")
SHAPE_MASKS = (5, 3, 7, 15)           # exits of the unrotated shape: straight, corner, T, cross
SHAPE_NAMES = ("straight", "corner", "T", "cross")
_NT = T.TILES_COUNT
TILE_KIND = _column(T.TILES, T.TILES_SIZE, _NT, T.TILES_KIND)
TILE_SHAPE = _column(T.TILES, T.TILES_SIZE, _NT, T.TILES_SHAPE)
TILE_COPIES = _column(T.TILES, T.TILES_SIZE, _NT, T.TILES_COPIES)
MAX_TILES = sum(TILE_COPIES)

# Bag tokens: one per row of the tokens table; an item in an inventory or on a tile is the
# index of the token that gave it.
NTOK = T.TOKENS_COUNT
_TS = T.TOKENS_SIZE
TOK_NAME = tuple([T.TOKENS_NAME_NAMES[i] for i in _column(T.TOKENS, _TS, NTOK, T.TOKENS_NAME)])
TOK_COPIES = _column(T.TOKENS, _TS, NTOK, T.TOKENS_COPIES)
TOK_STRENGTH = _column(T.TOKENS, _TS, NTOK, T.TOKENS_STRENGTH)
TOK_REWARD = _column(T.TOKENS, _TS, NTOK, T.TOKENS_REWARD)
TOK_ITEM = tuple([T.TOKENS_ITEM_NAMES[i] for i in _column(T.TOKENS, _TS, NTOK, T.TOKENS_ITEM)])
TOK_BONUS = _column(T.TOKENS, _TS, NTOK, T.TOKENS_BONUS)
TOK_POINTS2 = _column(T.TOKENS, _TS, NTOK, T.TOKENS_POINTS2)
TOK_CURSE = _column(T.TOKENS, _TS, NTOK, T.TOKENS_CURSE)
BAG_SIZE = sum(TOK_COPIES)
R_WEAPON = const(0)
R_PORTAL = const(1)
R_FLAMES = const(2)
R_KEY = const(3)
R_TREASURE = const(4)
R_RUBY = const(5)
R_CHEST = const(6)
# Inventory category of each token's item: 0 weapon, 1 spell, 2 key, 3 treasure.
TOK_CAT = tuple([(0, 1, 1, 2, 3, 3, 3)[r] for r in TOK_REWARD])
CHEST = TOK_REWARD.index(R_CHEST)
NONE = const(255)

HERO_NAMES = tuple([T.HEROES_NAME_NAMES[get(T.HEROES, 1, i, T.HEROES_NAME)]
                    for i in range(T.HEROES_COUNT)])
WARRIOR = const(0)
THIEF = const(1)
WIZARD = const(2)
WARLOCK = const(3)
SWORDSMAN = const(4)
ORACLE = const(5)

# Directions: bit 1 << d of an exits mask.
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
DIR_NAMES = ("north", "east", "south", "west")
DIR_LETTERS = "NESW"

# Phases (what the seat to move decides).
P_HERO = const(0)     # choose a hero
P_MOVE = const(1)     # step, teleport, spell, pick up, open, swap, end turn
P_ROTATE = const(2)   # turn the drawn tile
P_ORACLE = const(3)   # keep one of the drawn tokens
P_FIGHT = const(4)    # reroll, flames, sacrifice, strike
P_LEAVE = const(5)    # inventory too full: leave an item on the tile
P_CURSE = const(6)    # place the curse after beating a mummy
P_REVIVE = const(7)   # Warrior: choose the fountain to reincarnate at
P_OVER = const(8)

# Action codes (ranges: base + index).
A_STEP = const(0)      # + direction 0..3
A_ROT = const(4)       # + rotation 0..3
A_END = const(8)
A_FIGHT = const(9)
A_OPEN = const(10)
A_REROLL = const(11)
A_FLAMES = const(12)
A_SAC = const(13)
A_STRIKE = const(14)
A_KEEP = const(15)
A_HERO = const(16)     # + hero 0..5
A_CURSE = const(22)    # + seat 0..4
A_SWAP = const(27)     # + seat 0..4
A_PORTAL = const(32)   # + seat * 4 + fountain 0..3
A_REVIVE = const(52)   # + fountain 0..3
A_GATE = const(56)     # + gate 0..3
A_PICK = const(60)     # + token index of the item
A_LEAVE = const(70)    # + token index of the item
A_ORACLE = const(80)   # + token index
A_LIMIT = const(90)

_nf = 0
_ng = 0
for _i in range(_NT):
    if TILE_KIND[_i] in (START, FOUNTAIN):
        _nf += TILE_COPIES[_i]
    if TILE_KIND[_i] == GATE:
        _ng += TILE_COPIES[_i]
if _nf > 4 or _ng > 4 or NTOK > 10 or len(HERO_NAMES) > 6 or A_LIMIT > 256:
    raise ValueError("karak tables do not fit the action codes")

FLAMES_TOK = TOK_REWARD.index(R_FLAMES)
PORTAL_TOK = TOK_REWARD.index(R_PORTAL)
KEY_TOK = TOK_REWARD.index(R_KEY)
