"""Public codes of karth, for its screens, texts and tests: the CODES of its spec (tools/tables/karth_spec.py)
and those its tables make, written by tools/pack_tables.py (which created this
module). The engine modules never load it: each gets the const() copies it uses."""
# --- constants: written by tools/pack_tables.py ---
# Actions: TILE + a tile (row * 8 + column), CARD + a card id, the verbs, ABIL + an
# opcode (a unit's ability)
TILE = 0
CARD = 100
END = 300
DRAW = 301
KEEP = 304
DONE = 305
BACK = 306
# LEAVE = 307
PASS = 308
# ROT = 309
CONCEDE = 310
REVEAL_SELF = 311
BUY = 312
ABIL = 320
FACE_DOWN = 52  # TILE + FACE_DOWN + a tile: hire a hiding unit face down there
# The board: 6 rows of 8 tiles; sides N=1 E=2 S=4 W=8
W = 8
H = 6
# N_TILES = 48
# P_BARRACKS = 0
# P_SPELLBOOK = 1
# P_TREASURY = 2
# P_TOKEN = 3
# K_HERO = 0
# K_UNIT = 1
# K_MERC = 2
# K_ANIMAL = 3
K_UNDEAD = 4
# K_SPELL = 5
# K_ITEM = 6
# K_INCOME = 7
# K_MARKER = 8
# C_WARRIOR = 0
# C_ROGUE = 1
# C_CASTER = 2
# C_ARCHER = 3
D_PHYSICAL = 0
D_MAGIC = 1
# D_POISON = 2
# TM_NONE = 0
# TM_S = 1
# TM_O = 2
# TM_R = 3
# T_NONE = 0
# T_SECRET = 1
# T_DM_SPAWN = 2
# T_PRISON = 3
# T_TRACK = 4
# T_SPAWN = 5
# T_TREASURE = 6
# T_MANA = 7
# T_TELEPORT = 8
# FAC_ALLEGIANCE = 1
# FAC_SHARD = 2
# Card ids: the DM's deck (its tokens included) first, then each Adventurer's copy
# of the Elf deck
N_ELF = 45
N_GOB = 59
N_ROWS = 39
N_TER = 12
# Zones: the dungeon (units and their items), the DM's token supply, then per
# seat its three piles, hand, discard pile, cemetery and side area
Z_PLAY = 0
# Z_TOK = 1
Z_SEAT = 2
ZS = 7
# Z_BAR = 0
Z_SPELL = 1
# Z_TREAS = 2
Z_HAND = 3
Z_DISC = 4
# Z_CEM = 5
Z_SIDE = 6
# Units: SLOTS slots (the most units the decks can have in at once) of U bytes (card,
# tile, damage, flags, poison and who put it, two items, MV spent, DMG bonus, more
# flags, owner)
# SLOTS = 34
U = 12
# U_CARD = 0
U_TILE = 1
U_DMG = 2
U_FL = 3
# U_POI = 4
# U_PSRC = 5
# U_IT = 6
U_MV = 8
U_BUF = 9
U_FL2 = 10
U_OWN = 11
# Unit flags: facing the opponent, stunned, hidden, leaving, moved, acted (its
# action used), bonus used, turn over; more: Leaping Strike taken (its leap not yet
# made), the mana pool's discount, opponent-turn bonus used, cursed, a tile's effect
# had this turn, attacked
F_TURNED = 1
# F_STUN = 2
F_HID = 4
# F_LEAVE = 8
# F_MOVED = 16
# F_ACTED = 32
# F_BONUS = 64
# F_DONE = 128
# G_LEAP = 1
# G_MANA = 4
# G_OBON = 8
G_CURSED = 16
# G_TERR = 64
# G_ATK = 128
# Phases
# PH_DEAL = 0
PH_MULL = 1
# PH_LAY = 2
# PH_ADV = 3
# PH_DM1 = 4
# PH_DRAW = 5
PH_MAIN = 6
PH_OVER = 7
# Turn flags (a bit each): an income card played, a mercenary or animal set aside,
# the turn ending (after any window its poison opened)
# TF_INCOME = 1
# TF_SIDE = 2
# TF_END = 4
# Reaction windows (win[0]): a spell just played, damage before the death check,
# an enemy's move just ended; and the buy-back of a lost unit's item
W_SPELL = 1
W_DMG = 2
W_MOVE = 3
W_BUY = 4
# The token supplies (the cards table) and the rule numbers (karth_params.csv)
# UNDEAD_MAX = 5
# WEB_MAX = 3
# POISON_MAX = 4
# HAND0 = 5     # RULEBOOK: cards in a starting hand (each drawn from a pile of the player's choice)
# START_GOLD = 5  # RULEBOOK: an Adventurer's starting gold; the DM starts with this much per Adventurer
# DM_EDITS = 3  # PROPOSED: the DM's edits of the dealt layout (karth.md: edits freely; a bound, so that a game ends)
# ADV_EDITS = 3  # RULEBOOK: the Adventurers' changes to the layout, in all
# DM_CHANGES = 1  # RULEBOOK: the DM's change after the Adventurers'
# GOLD_WIN_2 = 40  # RULEBOOK: gold target at 2 seats; also the DM's at 3 and 4 (PROPOSED reading, karth.md ruling 29)
GOLD_WIN_3 = 50  # RULEBOOK: the Adventurers' combined gold target at 3 seats (with 50 and 60 for the DM too, its bot won 34% and 13%)
# GOLD_WIN_4 = 60  # RULEBOOK: the Adventurers' combined gold target at 4 seats
# KP_WIN = 25   # RULEBOOK: kill points that win (the Adventurers' combined)
# ADV_CAP = 6   # RULEBOOK: Adventurer units in the dungeon in all; each Adventurer this divided by their number
# MANA_OFF = 2  # RULEBOOK: SE off a unit's abilities for a turn after it ends a move on a Lesser Mana Pool (PROPOSED: once per turn, karth.md ruling 6)
# TREASURE_GOLD = 1  # PROPOSED: gold for a unit that ends a move on Treasure (karth.md ruling 28)
# CAP99 = 99    # PROPOSED: gold, SE, kill points and poison are capped at this (karth.md ruling 19)
TURN_LIMIT = 200  # PROPOSED: the game ends after this many turns: the side with more gold and kill points wins, the DM on a tie
ROOM = 768      # ENGINE: actions the history's room holds, reserved before the rules load (300 seeded bot games: medians 413-454, longest 765 at 4 seats, 1173 at 2); near its end karth.begin hands it to a gpcore.history.Tail; not a rule
# Opcodes' reach (karth_opcodes.csv)
R_LEAP = 2      # RULEBOOK
R_RAISE_DEAD = 2  # RULEBOOK
R_REVEAL = 3    # RULEBOOK
R_WEB = 3       # RULEBOOK
R_LINE_HEAL = 3  # RULEBOOK
R_CURSE = 2     # RULEBOOK
# FX_SIZE = 6   # gpcore.effects: 3 + the most choices of a step
NONE = 255
# Events (state.log)
# E_TURN = 0
# E_DRAW = 1
# E_HIRE = 2
# E_MOVE = 3
# E_ATTACK = 4
# E_DAMAGE = 5
# E_DIES = 6
# E_ABIL = 7
# E_SPELL = 8
# E_COUNTER = 9
# E_HEAL = 10
# E_GOLD = 11
# E_POISON = 12
# E_LEAVES = 13
# E_SIDE = 14
# E_LAYOUT = 15
# E_MULL = 16
# E_WIN = 17
# E_CONCEDE = 18
# E_REVEAL = 19
# E_ITEM = 20
# E_TERRAIN = 21
# E_BUY = 22

# CARD: one bytes object, a column of 39 bytes (a byte per row) at each offset: CARD[CARD_<FIELD> + row]
CARD_PILE = 0
CARD_KIND = 39
# CARD_CLASS = 78
# CARD_LEVEL = 117
# CARD_HIRE_COST = 156
# CARD_GOLD_COST = 195
# CARD_SE_COST = 234
# CARD_VALUE = 273
CARD_HP = 312
# CARD_DMG = 351
# CARD_DTYPE = 390
# CARD_MV = 429
# CARD_AR = 468
# CARD_MR = 507
# CARD_PR = 546
# CARD_KP = 585
# CARD_BOUNTY = 624
# CARD_TIMING = 663
# CARD_COPIES = 702

# CARD_ABILITIES: its language's opcodes, flag masks, keys, key words and symbols
# OP_COFFERS = 1
# OP_COMRADERY = 2
# OP_CONTROL_UNDEAD = 3
# OP_DUAL_WIELD = 4
# OP_TRAP_IMMUNE = 5
OP_LEAP = 6
OP_STUN = 7
OP_EARTHSHAKER = 8
OP_RAISE_DEAD = 9
OP_HIDE = 10
OP_BATTLE_CRY = 11
OP_RALLY = 12
OP_PUSH = 13
OP_REVEAL = 14
OP_PET = 15
OP_WEB = 16
OP_LINE_HEAL = 17
OP_HEAL = 18
# OP_AOE = 19
# OP_GOLD = 20
# OP_COUNTER = 21
# OP_DISMISS = 22
# OP_SWAP = 23
# OP_TRAP = 24
# OP_CURSE = 25
# SYM_WARRIOR = 0
# SYM_ROGUE = 1
# SYM_CASTER = 2
# SYM_ARCHER = 3
# SYM_CALL = 0
# SYM_SUMMON = 1

# TER: one bytes object, a column of 12 bytes (a byte per row) at each offset: TER[TER_<FIELD> + row]
TER_COUNT = 0
# TER_OPEN_MASK = 12
# TER_ORIENTATIONS = 24
# TER_FAC = 36
TER_EFFECT = 48

# Effect steps: STEP bytes, STEP_<BYTE> a byte's index; a part of a byte:
# step[STEP_<BYTE>] >> <BYTE>_<PART>_SHIFT & <BYTE>_<PART>_MASK
# STEP = 4
# STEP_HEAD = 0
# STEP_N = 1
# STEP_FLAGS = 2
# STEP_FILTER = 3
# HEAD_OP_SHIFT = 0
# HEAD_OP_MASK = 31
# HEAD_BONUS_SHIFT = 5
# HEAD_BONUS_MASK = 7
# FILTER_VALUE_SHIFT = 0
# FILTER_VALUE_MASK = 31
# FILTER_KEY_SHIFT = 5
# FILTER_KEY_MASK = 7

# st.tile[t], a tile of the board (terrain kind, quarter turns): kind, turns, from bit 0 up: tile >> TILE_<PART>_SHIFT & TILE_<PART>_MASK
# TILE_KIND_SHIFT = 0
# TILE_KIND_MASK = 15
# TILE_TURNS_SHIFT = 4
# TILE_TURNS_MASK = 3
# --- end of constants ---
