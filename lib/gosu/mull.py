"""Gosu's mulligan (loaded for the deal's and for each mulligan, then unloaded: a small module,
so that a mulligan in play finds room for it beside the whole game): a hand without a Bakuto may
be discarded for seven new cards, as often as the new hand has none, in turn order from the
Advantage holder."""
from gpcore import const
from gosu import rules

# --- constants: written by tools/pack_tables.py ---
_KEEP = const(112)
_Z_DISCARD = const(1)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_HAND = const(7)
_E_MULLIGAN = const(19)
# --- end of constants ---


def mulligan(st, a):
    """KEEP or MULLIGAN for the seat to move."""
    s = st.to_move()
    if a == _KEEP:
        st.mull += 1
    else:
        st.zones.pour(_Z_SEAT + _ZS * s + _Z_HAND, _Z_DISCARD)
        st.cur = s
        rules.draw(st, s, _HAND)
        st.cur = st.adv
        st.say(_E_MULLIGAN, s)
    skip(st)


def skip(st):
    """Pass over the seats whose hands hold a Bakuto: only a hand without one may mulligan."""
    while st.mull < st.seats:
        s = (st.adv + st.mull) % st.seats
        for c in rules.hand(st, s):
            if rules.CARD_LEVEL[rules.CARD_ROW[c]] == 1:
                break
        else:
            return
        st.mull += 1
