"""Gosu's bot and evaluate(): a greedy bot over whole decisions. At each choice it tries every
legal action on an observed copy (gpcore: nothing hidden is read), and follows each through the
rest of its own decision (payments the cheapest way, other choices tried in turn, at most
WIDTH leaves), scoring where the decision ends by evaluate(): Victory Points, the coming
battle, military lead, cards and tokens, and special victories in reach."""
from gpcore import const
from gpcore.rng import Rng
from gosu import rules

# --- constants: written by tools/pack_tables.py ---
_MUTATE = const(108)
_ACTIVATE = const(109)
_BACK = const(110)
_MULLIGAN = const(113)
_Z_HAND = const(0)
_NONE = const(255)
# --- end of constants ---
WIDTH = 40          # leaves a decision may try


def evaluate(st, seat):
    """Value of the position for `seat`, bigger is better."""
    if st.winner != _NONE:
        return 1000 if st.winner == seat else -1000
    mil = [rules.military(st, s) for s in range(st.seats)]
    best = 0
    vp = 0
    cards = 0
    for s in range(st.seats):
        if s != seat:
            best = max(best, mil[s])
            vp = max(vp, st.vp[s])
            cards += st.zones.size(rules.zone(st, s, _Z_HAND))
    h = st.zones.size(rules.zone(st, seat, _Z_HAND))
    lead = mil[seat] - best
    v = 60 * (st.vp[seat] - vp) + 3 * lead + (10 if lead > 0 else 0) + 2 * h
    v += st.tok[seat] - cards // (st.seats - 1) + 2 * len(rules.army(st, seat))
    return v


def done(c, seat, depth):
    return c.over() or c.to_move() != seat or (
        depth and c.sel[0] == 0 and c.fx[0] == _NONE and c.mull >= c.seats)


class Bot:
    """choose(state) for the seat to move; its own generator for the observed copies."""

    def __init__(self, seed=1):
        self.rng = Rng(seed)

    def choose(self, st):
        seat = st.to_move()
        acts = [a for a in st.actions() if a != _BACK]
        if len(acts) == 1:
            return acts[0]
        if st.mull < st.seats:
            return _MULLIGAN
        base = st.observe(seat, self.rng)
        self.left = WIDTH
        best = acts[0]
        best_v = None
        for a in acts:
            c = base.copy()
            c.apply(a)
            v = self.follow(c, seat, 1)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def follow(self, c, seat, depth):
        """The best value reachable by the rest of seat's decision on copy c."""
        self.left -= 1
        if done(c, seat, depth) or depth > 8:
            return evaluate(c, seat)
        acts = [a for a in c.actions() if a != _BACK]
        if c.sel[0] and c.sel[1] and c.sel[0] != _ACTIVATE or self.left <= 0:
            acts = acts[:1] if c.sel[0] != _MUTATE else acts[-1:]
        best = evaluate(c, seat) if not acts else None
        for a in acts:
            d = c.copy()
            d.apply(a)
            v = self.follow(d, seat, depth + 1)
            if best is None or v > best:
                best = v
        return best
