"""The public numbers of Goblin Vaults: action codes, phases, event codes, goal kinds, Glavrun's
seat and the rulebook's counts (written by tools/pack_tables.py from the CODES of
tools/tables/goblin_vaults_spec.py). For the screens, the texts and the tests; the engine
modules do not load this module: the packer writes into each the const() copies of the
numbers it uses, which cost no heap on the device."""
# --- constants: written by tools/pack_tables.py ---
# Seats, rounds and cards.
GLAVRUN = 5     # `who` of Glavrun's bids; state.score(GLAVRUN) is her solo score
ROUNDS = 9
FACEDOWN = 128  # vault cell bit of a face-down card (vault.py)
# HAND = 10     # cards dealt to each seat (RULEBOOK)
# START_GEARS = 3  # gears each seat starts with (RULEBOOK)
# GLAV_GEARS = 10  # Glavrun's gears in solo (RULEBOOK)
# FACTION_POINTS = 2  # per faction icon matching the owner's faction card (RULEBOOK)

# Goal kinds (the goals table's kind column).
# CLUSTER = 0
# KINSHIP = 1
# HOARD = 2
# TIER3 = 3
# HIGHEST = 4
# SPREAD = 5
# TIER1 = 6
ROW = 7
# LOWEST = 8

# Phases.
PH_PICK = 0     # the secret first vault cards, seat by seat
PH_BID = 1      # bids (and the face-down fallback)
PH_WARDEN = 2   # a warden action after a bid whose faction icon matches the warden's
PH_SWAP = 3     # the first player's (solo: the player's) warden swap
PH_OVER = 4

# Action codes (ranges: base + index).
A_BID = 0       # + card * 3 + slot: a bid's second step (the card chosen: state.sel)
A_PICK = 200    # + card: the secret first vault card
A_DOWN = 260    # + card: face-down fallback
A_DRAW = 320    # + card: draw action, discarding that card
A_PLACE = 380   # + chamber
A_SKIP = 384    # no warden action
A_SWAP = 385    # + slot: swap the warden card with that block card
A_NOSWAP = 388
A_MOVE = 400    # + move code (vault.py): a move's second step (its card: state.sel)
A_CARD = 544    # + card: a bid's first step, the card (then A_BID or A_BACK)
A_FROM = 604    # + vault cell: a move's first step, the card to move (then A_MOVE)
A_BACK = 616    # undo the first step of a bid or a move
A_END = 617

# Events: state.log holds ints made by state.say(code, values...) (gpcore.events; a hidden
# card is NOCARD); text.EVENTS has the line of each code.
NOCARD = 255    # an event's value for a hidden card
# E_START = 0
# E_CHOSE = 1
# E_REVEAL = 2
# E_ROUND = 3
# E_BID = 4
# E_PAY = 5
# E_SHIFT = 6
# E_YOURGEAR = 7
# E_GEAR = 8
# E_TAKES = 9
# E_KEEPS = 10
# E_PLACE = 11
# E_HIDE = 12
# E_REDRAW = 13
# E_SKIP = 14
# E_MOVE = 15
# E_SWAP = 16
# E_NOSWAP = 17
# E_OVER = 18
# --- end of constants ---
