"""Gosu's Great Battle, when every seat has passed (loaded by gosu.setup): HAND
victories first, the highest military total scores a Victory Point (ties: the first tied seat
from the Advantage holder), the Advantage to the lowest total (ties: fewer VP, then clockwise
after the holder), tokens back, activations and the round's departures forgotten."""
from gpcore import const
from gosu.rules import wins, military

# --- constants: written by tools/pack_tables.py ---
_TOKENS = const(2)
_WIN_VP = const(3)
_NONE = const(255)
_F_TRAPPED = const(1)
_E_ADV = const(15)
_E_BATTLE = const(16)
_E_WIN = const(18)
_E_ROUND = const(22)
# --- end of constants ---


def battle(st):
    """The Great Battle and the next round (the module's docstring)."""
    wins(st, True)
    if st.winner != _NONE:
        return
    tot = [military(st, s) for s in range(st.seats)]
    best = max(tot)
    w = st.adv
    while tot[w] != best:
        w = (w + 1) % st.seats
    st.vp[w] += 1
    st.say(_E_BATTLE, w, best)
    if st.vp[w] >= _WIN_VP:
        st.winner = w
        st.say(_E_WIN, w, _NONE)
        return
    low = None
    for k in range(1, st.seats + 1):
        s = (st.adv + k) % st.seats
        if low is None or (tot[s], st.vp[s]) < (tot[low], st.vp[low]):
            low = s
    st.adv = low
    st.say(_E_ADV, low)
    for s in range(st.seats):
        st.tok[s] = _TOKENS
    for c in range(len(st.flag)):
        st.flag[c] &= _F_TRAPPED
    st.passed = 0
    st.solo = 0
    st.extra = 0
    st.round += 1
    st.cur = low
    st.say(_E_ROUND, st.round)
