"""Goblin Vaults: the rules engine, its bot and the read API for the screens."""
# Modes by seat count: 1 = solo against Glavrun (EASY/MEDIUM/HARD), 2 = two players plus
# Glavrun's 10-card deck, 3..5 = the multiplayer game. Seats are numbered from 0; events call
# them P1..P5.
# Modules of a game (a bot game loads only these): tables (the packed card and goal columns),
# state (data, the methods every action needs), rules (legal actions, applying them, the
# automatic steps and Glavrun's bids), vault (the grid), goals (scoring) and bot. Loaded when
# asked for and unloaded after: setup (dealing) and info (OPTIONS, RULES). Loaded on first
# use by the screens and tests (LAZY modules of the state, see gpcore.engine): text (labels,
# hints, events, score sheets), view (the read API below, winners, Glavrun's solo score),
# thinking (copies for observe(), evaluate()); codes (the public numbers), cards and names
# (card facts and names for the screens).
# Docstrings stay short and the details follow as comments: a long docstring costs heap when a
# module is compiled from source on the device.
#
# Decisions (to_move() is the seat that decides; every decision is one action):
#   * the secret first vault card, seat by seat; nothing is revealed (events say only "P2 chose
#     a card"; observe() re-deals the picks of other seats) until the last seat has chosen;
#   * a bid in two steps, its card and then its block card (Back undoes the first step), or
#     the face-down fallback when every bid would be an underbid and the seat has no gears;
#     then, if the bid's faction icon matches the warden card's, a warden action: skip, a
#     move (in two steps: the card, then where; only moves that change the vault), or a draw
#     (not with an empty hand);
#   * the chamber of every card entering a seat's vault, asked of its owner when there is a real
#     choice (empty chambers are interchangeable: only the leftmost is offered);
#   * the warden swap (first player; in solo the player), not asked after the ninth round.
# Vault placement: a seat bids once per round, so it receives exactly one card per vault phase
# (the block card it won or its own losing bid; the face-down fallback replaces the bid and is
# placed at once). In the vault phase the chambers are asked round the table from the last
# bidder on, who holds the device (the vaults do not depend on one another, so the order
# changes nothing else). This holds in the 2-player game too: Glavrun's cards never enter a
# vault (they go to her discard pile).
# Hand-offs: private_seat() is None for the public decisions (a face-up card's chamber, the
# warden swap), which show no hand and reveal nothing; a person needs a pass screen only for
# the secret first card and the bid (with what follows it): one a round, in seat order.
#
# Read API (state = new_game(...); card ids index the packed card table). Attributes are
# plain ints and bytearrays: read them, never write them. The screens read the state and the
# modules goblin_vaults.cards and goblin_vaults.codes (Read API modules: cards codes), no
# other module of the engine (tests/test_views_read_api.py).
#   state.n (seats; 1 = solo), state.round (1..9; 0 while choosing first cards),
#   state.first (first player), state.to_move(), state.picked(seat) (secret pick made)
#   state.phase (PH_PICK, PH_BID, PH_WARDEN, PH_SWAP, PH_OVER in state.py); while state.pend
#     is not empty, to_move() = pend[0] chooses a chamber for card pend[1] (face down if pend[2])
#   state.block[slot] (3 card ids), state.bgear[slot] (gears on each block card)
#   state.bids_on(slot) -> [(card, who, gears, faction marker)] in bid order; who = seat or
#     GLAVRUN; state.winning_bid(slot) -> card id or -1
#   state.warden (card id), state.wgear (gears on it)
#   state.hand(seat) -> sorted card ids (show only the private seat's hand)
#   state.vault_cell(seat, chamber, tier) -> (card id or -1, face down?);
#   state.vault_grid(seat) -> 4 chambers x 3 tiers of those pairs (tier 0 = rulebook tier 1);
#     draw another seat's face-down card as a card back
#   state.preview(a) -> (grid, cell): the mover's vault grid after a chamber or a move a, and
#     the cell of the card placed or moved (the card a move's first step takes); (None, -1)
#   state.block_target(a) -> the block card a bid or swap a is about, else -1
#   state.sel: the first step of a half-made bid (card + 1) or move (vault cell + 1), or 0
#   state.gears[seat], state.fac[seat] (faction index), state.gfac (Glavrun's 1 or 2
#     factions), state.gdisc (Glavrun's face-up discard pile), state.gglav (her gears, solo),
#     len(state.deck), len(state.gdeck)
#   state.goals -> [basic goal id, suit goal id, suit goal id]; cards.goal_name(g)
#   state.score_sheet(seat) -> [(label, points)], last row ("Total", n); seat may be GLAVRUN
#   state.result(), state.winners() (solo: [0] only if the player beats Glavrun)
#   state.events(), state.label(a), state.hint(a), state.public_label(a) (what others may see)
#   card helpers in goblin_vaults.cards: SUIT[c], VALUE[c], FACTION[c], TIER[c] (0 = none),
#   BLOCK[c] (0 L, 1 M, 2 R), short(c) ("7 Coi"), strength(c, warden_suit), goal_name(g),
#   SUIT_NAMES, FACTION_NAMES; GLAVRUN and ROUNDS in goblin_vaults.state.
# This package module itself stays small (the menu imports it); the engine loads on new_game().

from gpcore import once

NAME = "goblin_vaults"
TITLE = "Goblin Vaults"
MIN_SEATS = 1
MAX_SEATS = 5


def __getattr__(name):
    """OPTIONS and RULES, the menu texts, are read from info.py, which is unloaded again.
    Any other name is tried as a submodule: MicroPython's `from goblin_vaults import x` asks
    here first while submodule x is not loaded."""
    try:
        if name == "OPTIONS" or name == "RULES":
            return once("goblin_vaults.info", name)
        return __import__("goblin_vaults." + name, None, None, (name,))
    except ImportError:
        raise AttributeError(name)


def new_game(seats, seed, options=b"", rng=None):
    """A new game for 1..5 seats (1 = solo against Glavrun); options as in OPTIONS."""
    import gc
    st = once("goblin_vaults.setup", "deal", seats, seed, options, rng)
    # Then the rules, into the room setup leaves (loaded on the first action anyway).
    gc.collect()
    for name in ("goblin_vaults.rules", "goblin_vaults.goals"):
        __import__(name)
    return st


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: the heuristic bot. That one keeps no state and needs
    no generator, so it is the module goblin_vaults.bot itself, with its choose(state)."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    from goblin_vaults import bot
    return bot
