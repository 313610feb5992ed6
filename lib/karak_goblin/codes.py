"""Public codes of Karak: Goblin, for the screens, texts and tests: phases, battle record
indexes, heroes, zones, actions, events, card kinds and rule numbers (the CODES of
tools/tables/karak_goblin_spec.py, those of the params table read from its CSV). The rules
modules never load this one: the packer writes into each the const() copies it uses."""
# --- constants: written by tools/pack_tables.py ---
P_HERO = 0
P_TURN = 1
P_DISCARD = 2
P_BATTLE = 3
P_POST = 4
P_EQUIP = 5
P_SHOP = 6
P_PAY = 7
P_STACK = 8
P_TAIA = 9
P_OVER = 10
# B_MON = 0
# B_SLOT = 1
B_N = 2
B_LAST = 3
# B_USED = 4
# B_CTR = 5
# B_XA = 6
# B_XD = 7
# B_STR = 8
B_HORAN = 9
# B_BUY = 10
# B_PAWNED = 11
B_PEND = 12
B_RET = 13
# B_NEED = 14
# B_T1 = 15
# B_T2 = 16
# B_TAIA = 17
# B_ATK = 18
# B_DEF = 19
# B_HITS = 20
B_SIZE = 21
# R_BATTLE = 0
R_END = 1
# R_SHOP = 2
# BUY_POTION = 200
H_HORAN = 0
H_ARGENTUS = 1
H_XANROS = 2
H_ADERYN = 3
H_VICTORIUS = 4
H_TAIA = 5
Z_DECK = 0
Z_HAND = 1
Z_DISC = 2
Z_PLAY = 3
Z_WEAP = 4
Z_ARM = 5
Z_KEYS = 6
# Z_SEAT = 7
T_BOX = 0
T_PAWN = 1
T_LORD = 2
T_ROW = 3
# T_MDECK = 4
T_GATE = 5
# T_GDECK = 6
# Z_LEVEL = 4
A_FIGHT = 120
A_LORD = 138
A_SHOP = 139
A_REVIVE = 140
A_END = 141
A_HEAL = 142
A_STR_A = 143
A_STR_D = 144
A_COUNTER = 145
A_POTION = 147
A_KEEP = 150
A_PAWN = 151
A_XANROS = 152
A_START = 153
A_HERO = 154
A_BACK = 160
FIGHTS = 6      # A_FIGHT + FIGHTS * level + slot; slot ROW: the gatekeeper
# E_FIGHT = 0
# E_PLAY = 1
E_HITS = 2
E_WIN = 3
# E_LOSE = 4
# E_DIE = 5
E_REWARD = 6
# E_KEY = 7
# E_LORD = 8
# E_SHOP = 9
# E_BUY = 10
# E_PAY = 11
# E_REVIVE = 12
# E_HEAL = 13
# E_POTION = 14
# E_REMAKE = 15
E_SKIP = 16
# E_PAWN = 17
# E_HERO = 18
# E_CAP = 19
E_DRAW = 20
# K_START = 0
# K_ACTION = 1
# K_WEAPON = 2
# K_ARMOUR = 3
K_KEY = 4
# K_LORD = 5
N_CARDS = 118
# N_START = 36
# N_HEROES = 6
NONE = 255
# C_EFF = 5
# C_WEAPON = 9
# C_ARMOUR = 10
# PO_HEAL = 0
# HISTORY = 1024
# PO_STR = 1
# PO_COUNTER = 2
# BLUE = 3
HAND = 4
HP = 5
# START_CARDS = 6
POTIONS = 4
ROW = 5
# LEVELS = 3
# HORAN_BONUS = 1
# TAIA_DRAW = 2
# ROUND_CAP = 90

# CARD_KL: kind, level, from bit 0 up: CARD_KL[i] >> KL_<PART>_SHIFT & KL_<PART>_MASK
KL_KIND_SHIFT = 0
KL_KIND_MASK = 7
KL_LEVEL_SHIFT = 3
KL_LEVEL_MASK = 7

# CARD_CN: colour, next, from bit 0 up: CARD_CN[i] >> CN_<PART>_SHIFT & CN_<PART>_MASK
# CN_COLOUR_SHIFT = 0
# CN_COLOUR_MASK = 3
# CN_NEXT_SHIFT = 2
# CN_NEXT_MASK = 15

# CARD_AD: atk, def, from bit 0 up: CARD_AD[i] >> AD_<PART>_SHIFT & AD_<PART>_MASK
# AD_ATK_SHIFT = 0
# AD_ATK_MASK = 15
# AD_DEF_SHIFT = 4
# AD_DEF_MASK = 15

# CARD_HD: heal, draw, from bit 0 up: CARD_HD[i] >> HD_<PART>_SHIFT & HD_<PART>_MASK
# HD_HEAL_SHIFT = 0
# HD_HEAL_MASK = 15
# HD_DRAW_SHIFT = 4
# HD_DRAW_MASK = 15

# CARD_HPA: hp, atk, from bit 0 up: CARD_HPA[i] >> HPA_<PART>_SHIFT & HPA_<PART>_MASK
# HPA_HP_SHIFT = 0
# HPA_HP_MASK = 15
# HPA_ATK_SHIFT = 4
# HPA_ATK_MASK = 15

# CARD_CURSES: first, second, from bit 0 up: CARD_CURSES[i] >> CURSES_<PART>_SHIFT & CURSES_<PART>_MASK
# CURSES_FIRST_SHIFT = 0
# CURSES_FIRST_MASK = 15
# CURSES_SECOND_SHIFT = 4
# CURSES_SECOND_MASK = 15

# CARD_EQUIP: atk, def, hand, heal, from bit 0 up: CARD_EQUIP[i] >> EQUIP_<PART>_SHIFT & EQUIP_<PART>_MASK
# EQUIP_ATK_SHIFT = 0
# EQUIP_ATK_MASK = 3
# EQUIP_DEF_SHIFT = 2
# EQUIP_DEF_MASK = 3
# EQUIP_HAND_SHIFT = 4
# EQUIP_HAND_MASK = 3
# EQUIP_HEAL_SHIFT = 6
# EQUIP_HEAL_MASK = 3
# --- end of constants ---
