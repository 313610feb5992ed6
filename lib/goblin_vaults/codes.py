"""The public numbers of Goblin Vaults: action codes, phases, event codes, Glavrun's seat."""
# For the screens, the texts and the tests; the engine modules (state, rules, goals, setup,
# bot) do not load this module: each keeps private const() copies of the numbers it uses,
# which cost no heap on the device, and tests/test_goblin_vaults_codes.py checks every copy
# against the names here.
GLAVRUN = 5          # `who` of Glavrun's bids; state.score(GLAVRUN) is her solo score
ROUNDS = 9
FACEDOWN = 0x80      # vault cell bit of a face-down card (vault.py)

PH_PICK = 0          # the secret first vault cards, seat by seat
PH_BID = 1           # bids (and the face-down fallback)
PH_WARDEN = 2        # a warden action after a bid whose faction icon matches the warden's
PH_SWAP = 3          # the first player's (solo: the player's) warden swap
PH_OVER = 4

A_BID = 0            # + card * 3 + slot: a bid's second step (the card chosen: state.sel)
A_PICK = 200         # + card: the secret first vault card
A_DOWN = 260         # + card: face-down fallback
A_DRAW = 320         # + card: draw action, discarding that card
A_PLACE = 380        # + chamber
A_SKIP = 384         # no warden action
A_SWAP = 385         # + slot: swap the warden card with that block card
A_NOSWAP = 388
A_MOVE = 400         # + move code (vault.py): a move's second step (its card: state.sel)
A_CARD = 544         # + card: a bid's first step, the card (then A_BID or A_BACK)
A_FROM = 604         # + vault cell: a move's first step, the card to move (then A_MOVE)
A_BACK = 616         # undo the first step of a bid or a move
A_END = 617

# Events: state.log holds tuples (code, values...); text.EVENTS has the line of each code.
E_START, E_CHOSE, E_REVEAL, E_ROUND, E_BID, E_PAY, E_SHIFT, E_YOURGEAR, E_GEAR, E_TAKES, \
    E_KEEPS, E_PLACE, E_HIDE, E_REDRAW, E_SKIP, E_MOVE, E_SWAP, E_NOSWAP, E_OVER = range(19)
