"""Public codes of gosu, for its screens, texts and tests: the CODES of its spec (tools/tables/gosu_spec.py)
and those its tables make, written by tools/pack_tables.py (which created this
module). The engine modules never load it: each gets the const() copies it uses."""
# --- constants: written by tools/pack_tables.py ---
# Actions: a card id (a choice of a card), SEAT + a seat, the turn's verbs, BACK,
# DONE (an optional choice declined), KEEP and MULLIGAN (setup)
# SEAT = 100
# DRAW1 = 104
# DRAW3 = 105
PASS = 106
PLAY = 107
MUTATE = 108
ACTIVATE = 109
BACK = 110
DONE = 111
# KEEP = 112
# MULLIGAN = 113
# C_FIRE = 0
# C_ANCIENT = 1
# C_DARK = 2
# C_MEKA = 3
# C_ALPHA = 4
# T_NONE = 0
# T_ON_ENTER = 1
# T_ON_MUTATE = 2
# T_ACTIVATED = 3
# T_CONTINUOUS = 4
# T_VICTORY = 5
# Zones: the draw pile, the discard pile, then per seat its hand, its revealed
# cards (SEARCH) and its three rows (levels I, II, III)
Z_DRAW = 0
Z_DISCARD = 1
Z_SEAT = 2
ZS = 5
Z_HAND = 0
Z_SHOWN = 1
Z_ROW = 2
# N_CARDS = 100
HAND = 7
# TOKENS = 2
# ROW_MAX = 5
# WIN_VP = 3
# TURN_LIMIT = 10
# NO_MUT = 7
# NEWCLAN_COST = 2
# FX_SIZE = 8   # gpcore.effects: 3 + the most choices of a step
# NONE = 255
# HISTORY = 512  # bytes reserved for the history at setup
# Card flags (CARD state bits): trapped, activated this round, left play this round
F_TRAPPED = 1
# F_USED = 2
F_LEFT = 4
# Events (state.log)
# E_PLAY = 0
# E_MUTATE = 1
# E_ACTIVATE = 2
# E_DRAW = 3
# E_PASS = 4
# E_DESTROY = 5
# E_TRAP = 6
# E_UNTRAP = 7
# E_RETURN = 8
# E_STEAL = 9
# E_DISCARD = 10
# E_TAKE = 11
# E_TOKEN = 12
# E_DRAIN = 13
# E_EXTRA = 14
# E_ADV = 15
# E_BATTLE = 16
# E_VP = 17
# E_WIN = 18
# E_MULLIGAN = 19
# E_SEARCH = 20
# E_PAY = 21
# E_ROUND = 22
# E_LIMIT = 23

# CARD_EFFECT: its language's opcodes, flag masks, keys, key words and symbols
# OP_DRAW = 1
# OP_SEARCH = 2
# OP_STEAL_FROM_DISCARD = 3
# OP_STEAL_HAND = 4
# OP_DISCARD_OPP = 5
# OP_DESTROY_FREE = 6
# OP_DESTROY_ANY = 7
# OP_TRAP_FREE = 8
# OP_UNTRAP = 9
# OP_RETURN_TO_HAND = 10
# OP_GAIN_TOKEN = 11
# OP_DRAIN_TOKEN = 12
# OP_EXTRA_TURN = 13
# OP_PLAY_EXTRA = 14
# OP_TAKE_ADVANTAGE = 15
# OP_MIL_BONUS = 16
# OP_PROTECT = 17
# OP_ZOMBIE = 18
# OP_DISCOUNT = 19
# OP_WIN_IF = 20
# FL_EACH = 1
# FL_IF_ADV = 2
# FL_SELF = 4
# FL_HAND = 4
# FL_CLAN = 8
# FL_OTHERS = 16
# FL_MORE = 16
# FL_MUTATE = 32
# FL_NEWCLAN = 64
# FL_TRAPPED = 128
# KEY_MAX_LEVEL = 1
# KEY_PER = 2
# PER_CLAN = 0
# PER_BAKUTO = 1
# PER_ADV = 2
# KEY_NAMES = 3
# KEY_WIN_NAMES = 4

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
# --- end of constants ---
