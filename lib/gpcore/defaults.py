"""Default methods of a game state (gpcore.engine.State), loaded on first use: a bot game that
decides on the real state never needs them. Each takes the state first; a game replaces one
by a method or by a function of the same name in one of its LAZY modules."""


def hint(st, a):
    """One line explaining action a (fitted to the screen like label(a): on the 160x128
    screen, 26 columns, no word may be lost); empty if none."""
    return ""


def events(st, names=None):
    """What the last action caused (dice, reveals, scores), lines for the screen; a game
    that names seats in them uses `names` (the seats' names) when given."""
    return st.log


def winners(st):
    """Seats that share the win: the best result()."""
    r = st.result()
    if r is None:
        return []
    best = max(r)
    out = []                # (a loop: a comprehension is one more function held)
    for i in range(len(r)):
        if r[i] == best:
            out.append(i)
    return out


def observe(st, seat, rng):
    """A copy for `seat` to think on: everything that seat cannot see is re-dealt with the
    caller's generator `rng`, and the copy gets a fresh generator from it, so that no future
    die or draw of the real game can be read. Never touches st.rng. Games with hidden cards
    define _redeal(seat)."""
    from gpcore.rng import Rng
    history = st.history
    st.history = []         # a thinking copy keeps no record (and saves copying it)
    try:
        c = st.copy()
    finally:
        st.history = history
    c.history = []          # never the real list, even if copy() shares it
    c.rng = Rng(rng.bits30())
    c._redeal(seat)
    return c


def _redeal(st, seat):
    """Shuffle what `seat` cannot see (other hands, the deck) using st.rng: nothing here."""


def evaluate(st, seat):
    """Heuristic value of the position for `seat` (bigger is better), used by rollout bots:
    the own result minus the best other one once the game is over, else 0."""
    r = st.result()
    if r is None:
        return 0
    best_other = 0
    for i in range(len(r)):
        if i != seat and r[i] > best_other:
            best_other = r[i]
    return r[seat] - best_other
