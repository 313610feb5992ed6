"""Gosu's copies for observe() (gpcore.zonecopy's, served from here) and evaluate(), for the
rollouts of gpcore.bots: LAZY names of the state, so the game's own bot, which decides on the
real state, never loads this module."""
from gpcore import const
from gpcore.zonecopy import copy, _redeal  # noqa: F401  (state functions served from here)
from gosu import rules

# --- constants: written by tools/pack_tables.py ---
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_NONE = const(255)
# --- end of constants ---


def evaluate(st, seat):
    """Value of the position for `seat`, bigger is better: Victory Points, the lead in
    military, cards, tokens and the army."""
    if st.winner != _NONE:
        return 1000 if st.winner == seat else -1000
    best = 0
    vp = 0
    cards = 0
    for s in range(st.seats):
        if s != seat:
            best = max(best, rules.military(st, s))
            vp = max(vp, st.vp[s])
            cards += st.zones.size(_Z_SEAT + _ZS * s + _Z_HAND)
    h = st.zones.size(_Z_SEAT + _ZS * seat + _Z_HAND)
    lead = rules.military(st, seat) - best
    v = 60 * (st.vp[seat] - vp) + 3 * lead + (10 if lead > 0 else 0) + 2 * h
    v += st.tok[seat] - cards // (st.seats - 1) + 2 * len(rules.army(st, seat))
    return v
