"""Karak's public names: rule numbers, tile kinds, tokens, rewards, heroes, phases, action
codes, fight record indexes and event codes (written by tools/pack_tables.py from the CODES
of tools/tables/karak_spec.py, those of the tables read from the CSVs), and the word and
number tuples of karak.words (tiles, tokens, heroes, directions, fight results).

For the tests and the tools. No module of a game in play imports this one (the rules, the
bot, the texts and the views): to save heap the packer writes into each of them const()
copies of the codes it uses (`_A_STEP = const(0)` is compiled away, while a public name costs
a dict slot and an interned name), and the screens read their tuples from karak.words. A code
that no module or test reads by its public name is written here as a comment, for the record.
"""
from karak.words import (KIND_NAMES, SHAPE_MASKS, SHAPE_NAMES, TILE_KIND, TILE_SHAPE,
                         TILE_COPIES, TOK_NAME, TOK_COPIES, TOK_STRENGTH, TOK_REWARD,
                         TOK_ITEM, TOK_BONUS, TOK_POINTS2, TOK_CURSE, REWARD_CAT, TOK_CAT,
                         HERO_NAMES, DX, DY, DIR_NAMES, DIR_LETTERS, RESULT_NAMES)

# --- constants: written by tools/pack_tables.py ---
# Rule numbers, from the params table.
STEPS = 4
HEARTS = 5
W_SLOTS = 2
S_SLOTS = 3
K_SLOTS = 1
EXPERT_GOAL = 6
# FLAME_BONUS = 1
# SACRIFICE_BONUS = 1
# FORESIGHT_BONUS = 1
# ORACLE_DRAW = 2
ROUND_CAP = 60
# INV = 7       # inventory bytes per seat: slots + one spare

# Tile kinds (the tiles table's kind column); a tile in the stack is one byte (TILE_*
# below).
START = 0
TUNNEL = 1
FOUNTAIN = 2
GATE = 3
ROOM = 4
MAX_TILES = 80

# Bag tokens: one per row of the tokens table; an item in an inventory or on a tile is
# the index of the token that gave it.
NTOK = 9
BAG_SIZE = 53

# Rewards (the tokens table's reward column).
# R_WEAPON = 0
R_PORTAL = 1
R_FLAMES = 2
R_KEY = 3
# R_TREASURE = 4
# R_RUBY = 5
R_CHEST = 6
CHEST = 8
# FLAMES_TOK = 2
# PORTAL_TOK = 1
# KEY_TOK = 3
NONE = 255      # no tile, item or seat

# Heroes (rows of the heroes table).
WARRIOR = 0
THIEF = 1
WIZARD = 2
WARLOCK = 3
SWORDSMAN = 4
ORACLE = 5

# Phases (what the seat to move decides).
P_HERO = 0      # choose a hero
P_MOVE = 1      # step, teleport, spell, pick up, open, swap, end turn
P_ROTATE = 2    # turn the drawn tile
P_ORACLE = 3    # keep one of the drawn tokens
P_FIGHT = 4     # reroll, flames, sacrifice, strike
P_LEAVE = 5     # inventory too full: leave an item on the tile
P_CURSE = 6     # place the curse after beating a mummy
P_REVIVE = 7    # Warrior: choose the fountain to reincarnate at
P_OVER = 8

# Action codes (ranges: base + index).
A_STEP = 0      # + direction 0..3
A_ROT = 4       # + rotation 0..3
A_END = 8
A_FIGHT = 9
A_OPEN = 10
A_REROLL = 11
A_FLAMES = 12
A_SAC = 13
A_STRIKE = 14
A_KEEP = 15
A_HERO = 16     # + hero 0..5
A_CURSE = 22    # + seat 0..4
A_SWAP = 27     # + seat 0..4
A_PORTAL = 32   # + seat, fountain 0..3 (PORTAL_*)
A_REVIVE = 52   # + fountain 0..3
A_GATE = 56     # + gate 0..3
A_PICK = 60     # + token index of the item
A_LEAVE = 70    # + token index of the item
A_ORACLE = 80   # + token index
A_LIMIT = 90

# s.fight: the record of the current or last fight (bytearray of F_SIZE).
F_MON = 0       # token index of the monster
# F_STR = 1     # its strength
F_D1 = 2        # the two dice
F_D2 = 3
F_WEAP = 4      # weapon bonus
# F_FLAMES = 5  # magic flames used
# F_SAC = 6     # Warlock sacrifice bonus
F_ABIL = 7      # Oracle foresight bonus
F_TOTAL = 8
F_RESULT = 9    # 0 open, WIN, TIE, LOSS
# F_REROLLED = 10  # Warrior has rerolled
# F_SIX = 11    # a die showed a six (Swordsman)
# F_SIZE = 12

# Fight results.
WIN = 1
TIE = 2
LOSS = 3

# Event codes: s.log holds ints made by s.say(code, a, b, c) (gpcore.events); s.events()
# turns them into text (karak.text.EVENTS, in this order).
# E_ROLLS = 0   # seat, die
# E_STARTS = 1  # seat
# E_CHOSE = 2   # seat, seat
# E_HEALED = 3  # seat
# E_STEPS = 4   # direction
E_DRAWS = 5     # tile (TILE_*)
# E_ROOM = 6    # token
# E_EMPTY = 7
# E_SEES = 8    # token (Oracle)
# E_SNEAK = 9
# E_SWAPS = 10  # seat
# E_OPENS = 11
# E_PORTAL = 12  # seat
# E_TELEPORT = 13
# E_PICKS = 14  # item
# E_LEAVES = 15  # item
# E_CURSED = 16  # seat
# E_REVIVES = 17  # seat
# E_TREASURES = 18  # seat
# E_ROUND = 19
# E_WAKES = 20  # seat
# E_FIGHT = 21  # monster, strength
# E_AGAIN = 22
# E_DICE = 23   # die, die, total
# E_REROLLS = 24
# E_FLAMES = 25  # total
# E_SACRIFICE = 26  # total
E_RESULT = 27   # result, total, strength
# E_DRAGON = 28
# E_GETS = 29   # item
# E_FAINTS = 30  # seat

# s.stack[i], a tile: shape, kind, from bit 0 up: tile >> TILE_<PART>_SHIFT & TILE_<PART>_MASK
TILE_SHAPE_SHIFT = 0
TILE_SHAPE_MASK = 3
TILE_KIND_SHIFT = 2
TILE_KIND_MASK = 7

# a - A_PORTAL, a portal action: fountain, seat, from bit 0 up: portal >> PORTAL_<PART>_SHIFT & PORTAL_<PART>_MASK
# PORTAL_FOUNTAIN_SHIFT = 0
PORTAL_FOUNTAIN_MASK = 3
PORTAL_SEAT_SHIFT = 2
PORTAL_SEAT_MASK = 7

# s.drops[i], an item on a tile: item, tile, from bit 0 up: drop >> DROP_<PART>_SHIFT & DROP_<PART>_MASK
DROP_ITEM_SHIFT = 0
DROP_ITEM_MASK = 15
DROP_TILE_SHIFT = 4
DROP_TILE_MASK = 127

# i of the view's tile sprite index[i] (art.tiles): exits, kind, from bit 0 up: sprite >> SPRITE_<PART>_SHIFT & SPRITE_<PART>_MASK
# SPRITE_EXITS_SHIFT = 0
# SPRITE_EXITS_MASK = 15
# SPRITE_KIND_SHIFT = 4
# SPRITE_KIND_MASK = 7
# --- end of constants ---

SLOTS = (W_SLOTS, S_SLOTS, K_SLOTS)

_nf = 0
_ng = 0
for _i in range(len(TILE_KIND)):
    if TILE_KIND[_i] in (START, FOUNTAIN):
        _nf += TILE_COPIES[_i]
    if TILE_KIND[_i] == GATE:
        _ng += TILE_COPIES[_i]
if _nf > 4 or _ng > 4 or NTOK > 10 or len(HERO_NAMES) > 6 or A_LIMIT > 256:
    raise ValueError("karak tables do not fit the action codes")
del _nf, _ng, _i
