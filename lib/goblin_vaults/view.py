"""The screens' read API methods of a state, loaded on first use (state.hand(seat) etc.)."""
# Functions of a LAZY module of VaultsState (gpcore.engine): each is a method of the state,
# so that a bot game never loads this module. The read API is listed in the package's
# __init__.py.
from goblin_vaults.codes import FACEDOWN, PH_PICK, GLAVRUN
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
