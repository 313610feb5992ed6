"""Gosu's bot and evaluate(): a greedy bot. At each choice it tries every legal action on a
copy of an observed state (gpcore: nothing hidden is read; the same re-deal for every action),
completes the rest of its own decision the plain way (the first choice each time), and keeps
the action whose result evaluate() scores best: Victory Points, the lead in military, cards,
tokens and the army. A loop, not a search: one copy at a time, and a shallow call stack."""
from gpcore import const
from gpcore.rng import Rng
from gosu import rules

# --- constants: written by tools/pack_tables.py ---
_MUTATE = const(108)
_BACK = const(110)
_MULLIGAN = const(113)
_Z_HAND = const(0)
_NONE = const(255)
# --- end of constants ---


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


class Bot:
    """choose(state) for the seat to move; its own generator for the observed copies."""

    def __init__(self, seed=1):
        self.rng = Rng(seed)

    def choose(self, st):
        seat = st.to_move()
        if st.mull < st.seats:
            return _MULLIGAN
        seed = self.rng.bits30()    # every action is tried on the same re-deal
        best = None
        best_v = None
        acts = st.actions()
        for a in acts:
            if a == _BACK:
                continue
            if best is None:
                best = a
            if len(acts) < 2 + (st.sel[0] or st.fx[0] != _NONE):
                break
            c = st.observe(seat, Rng(seed))
            c.apply(a)
            while not c.over() and c.to_move() == seat and (c.sel[0] or c.fx[0] != _NONE):
                last = c.actions()     # the rest of the decision: first choice, or for a
                b = last[0]            # mutation's incoming goblin the last
                if c.sel[0] == _MUTATE and c.sel[1] and last[-2] != _BACK:
                    b = last[-2]
                c.apply(b)
            v = evaluate(c, seat)
            c = None                # freed before the next copy is made
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best
