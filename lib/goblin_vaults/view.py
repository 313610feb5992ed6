"""The screens' read API methods of a state, loaded on first use (state.hand(seat) etc.)."""
# Functions of a LAZY module of VaultsState (gpcore.engine): each is a method of the state,
# so that a bot game never loads this module. The read API is listed in the package's
# __init__.py.
from goblin_vaults.codes import (FACEDOWN, PH_PICK, GLAVRUN, A_BID, A_PICK, A_PLACE, A_SKIP,
                                 A_SWAP, A_NOSWAP, A_MOVE, A_CARD, A_FROM, A_BACK)
from goblin_vaults import vault as V
from goblin_vaults.tables import CARDS_SUIT, CARDS_FACTION, GOALS_CARD

# Glavrun's solo score: her gears, 2/3/4 points (EASY/MEDIUM/HARD: rulebook) per faction icon
# of either of her factions in her discard pile, 1 point per card there of either suit-goal
# suit.
SOLO_FACTION_POINTS = (2, 3, 4)


def rivals(st):
    """Glavrun in a solo game, for the results screen: [(name, points, won)]."""
    if st.n != 1 or st.result() is None:
        return []
    return [("Glavrun", st.score(GLAVRUN), not st.winners())]


def glavrun_points(st):
    """Glavrun's solo score as (gears, faction icon points, suit icon points)."""
    per = SOLO_FACTION_POINTS[st.options[0] if st.options else 0]
    facs = 0
    suits = 0
    for c in st.gdisc:
        for f in st.gfac:
            if CARDS_FACTION[c] == f:
                facs += per
        for g in st.goals[1:]:         # the suit goals
            if CARDS_SUIT[c] == GOALS_CARD[g] - 1:
                suits += 1
    return st.gglav, facs, suits


def winners(st):
    """The winning seats: the highest score, ties broken by the most gears, then shared. Solo:
    [0] if the player beats Glavrun, else nobody."""
    r = st.result()
    if r is None:
        return []
    if st.n == 1:
        return [0] if r[0] > st.score(GLAVRUN) else []
    best = None
    for s in range(st.n):
        key = (r[s], st.gears[s])
        if best is None or key > best:
            best, win = key, [s]
        elif key == best:
            win.append(s)
    return win


def preview(st, a):
    """What action `a` (of the seat to move; None: no action) would make of that seat's
    vault, for the screens: (the grid as vault_grid() gives it, the cell chamber * 3 + tier
    of the card placed or moved, or of the card a move would take; -1 if `a` touches no
    vault: the grid is then None)."""
    seat = st.to_move()
    cells = st.vault[seat * 12:seat * 12 + 12]
    if a is None:
        return None, -1
    if st.pend and A_PLACE <= a < A_SKIP:
        k = a - A_PLACE
        at = k * 3 + V.place(cells, 0, k, (st.pend[1] + 1) | (FACEDOWN if st.pend[2] else 0))
    elif A_FROM <= a < A_BACK:
        at = a - A_FROM
    elif A_MOVE <= a < A_CARD:
        V.do_move(cells, 0, a - A_MOVE)
        at = (a - A_MOVE) % 12
    else:
        return None, -1
    grid = []
    for k in range(4):
        grid.append([((v & 0x7F) - 1, bool(v & FACEDOWN)) for v in cells[k * 3:k * 3 + 3]])
    return grid, at


def block_target(st, a):
    """The block card (0..2) that action `a` would bid on or swap with the warden, else -1."""
    if a is None or st.pend:
        return -1
    if A_BID <= a < A_PICK:
        return (a - A_BID) % 3
    if A_SWAP <= a < A_NOSWAP:
        return a - A_SWAP
    return -1


def hand(st, seat):
    return sorted(st.hands[seat])


def bids_on(st, slot):
    """[(card, who, gears, faction marker)] on block card `slot`, in the order played;
    who is a seat or GLAVRUN."""
    b = st.bids
    out = []
    for i in range(0, len(b), 5):
        if b[i + 2] == slot:
            out.append((b[i], b[i + 1], b[i + 3], b[i + 4]))
    return out


def vault_cell(st, seat, chamber, tier):
    """(card id or -1 if empty, face down?) of a vault position (tier 0 = tier 1).
    A face-down card of another seat must be drawn as a card back."""
    v = st.vault[seat * 12 + chamber * 3 + tier]
    return (v & 0x7F) - 1, bool(v & FACEDOWN)


def vault_grid(st, seat):
    """4 chambers x 3 tiers of vault_cell() pairs."""
    grid = []
    for k in range(4):
        grid.append([vault_cell(st, seat, k, 0), vault_cell(st, seat, k, 1),
                     vault_cell(st, seat, k, 2)])
    return grid


def picked(st, seat):
    """True once `seat` chose its secret first vault card (not yet revealed)."""
    return st.phase == PH_PICK and st.pick[seat] != 0
