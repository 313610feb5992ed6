"""Gosu's invariants, asserted after every action by the conformance suite (the state's LAZY
name invariants(); nothing on the device loads this module): every card in exactly one place,
rows of at most five, Heroes no more than Bakutos and Ozekis no more than Heroes at the moment
of play (checked by the rules; here the rows' levels), tokens 0 to 2, VP below the win, and
no choice begun that cannot be completed. Also the clans whose balance tools/botmatch.py
measures (SIDES, sides())."""
from gpcore import const
from gosu import rules
from gosu.tables import CARD_ROW, CARD_CLAN

# The facts, here as main's conformance suite reads them (tests/gamesuite.py facts()); the
# package declares them too for this branch's suite.
HIDDEN = True       # other hands and the draw pile
SHORTEST = 6        # actions in the shortest whole game: three rounds of two passes
SIDES = ("Fire", "Ancient", "Dark", "Meka", "Alpha")    # the clans, for tools/botmatch.py

# --- constants: written by tools/pack_tables.py ---
_BACK = const(110)
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_SHOWN = const(1)
_Z_ROW = const(2)
_TOKENS = const(2)
_ROW_MAX = const(5)
_WIN_VP = const(3)
_NONE = const(255)
_F_TRAPPED = const(1)
# --- end of constants ---


def invariants(st):
    z = st.zones
    assert sorted(b"".join(z.cards(i) for i in range(len(z.vis)))) == list(range(len(z.buf)))
    for s in range(st.seats):
        assert 0 <= st.tok[s] <= _TOKENS
        assert st.vp[s] <= _WIN_VP
        for lv in (1, 2, 3):
            cards = z.cards(_Z_SEAT + _ZS * s + _Z_ROW + lv - 1)
            assert len(cards) <= _ROW_MAX
            assert all(rules.level(c) == lv for c in cards)
        if st.fx[0] == _NONE and st.sel[0] == 0:
            assert not z.size(_Z_SEAT + _ZS * s + _Z_SHOWN)
    for c in z.cards(_Z_DRAW) + z.cards(_Z_DISCARD):
        assert not st.flag[c] & _F_TRAPPED
    if not st.over():           # a choice begun can always be completed
        assert [a for a in st.actions() if a != _BACK], "only Back: %r" % (list(st.sel),)


def sides(state):
    """For each seat, its army's weight in each clan at the end of a game, each goblin counted
    by its level (the data file's balance check), trapped ones by their printed clan."""
    out = []
    for s in range(state.seats):
        w = [0] * len(SIDES)
        for c in rules.army(state, s):
            w[CARD_CLAN[CARD_ROW[c]]] += rules.level(c)
        out.append(w)
    return out
