"""Heroes of Karth's text pages (firmware/views/karth/view.py; v is the view): a unit's card,
the sides, your hand, the log and the legend (legend.py), a page's title on every page of
its kind beside the page's number. Loaded while one is drawn (gpcore.once)."""
from gpcore import const, once
from firmware.ui import fit
from karth.names import CARD_NAME_NAMES
from karth.text import word
from firmware.views.karth.view import FG, DIM, GOLD

# --- constants: written by tools/pack_tables.py ---
_Z_HAND = const(3)
_U_CARD = const(0)
_KP_WIN = const(25)
# --- end of constants ---


def paint(v, kind, first, number):
    """Page `kind` (1 sides, 2 hand, 3 log, 4 legend, 5 card) from its row `first` under the
    title."""
    st = v.state
    if kind == 5:
        rows = card(v, st)
    elif kind == 1:
        rows = sides(v, st)
    elif kind == 2:
        rows = hand(v, st)
    elif kind == 3:
        rows = [("Event log", GOLD)]
        for t in v.log[1 - v.rows:]:
            rows.append((t, FG))
    else:
        rows = []
        for t in once("firmware.views.karth.legend", "legend").split("\n"):
            rows.append((t, GOLD if t.endswith(":") else FG))
    v.lines(2, v.cols, [(fit(rows[0][0], v.cols - len(number)), rows[0][1])] +
            rows[1 + first:first + v.rows])
    v.cv.text(v.w - 6 * len(number) - 1, 0, number, DIM)


def card(v, st):
    """The panel's card of the unit in focus, whole: its full name over its parts, as many to
    a line as fit, the numbers' lines before those of its state, abilities and side."""
    k = v.focus(st)
    if k < 0:
        return [("A unit's card", GOLD), ("Highlight a unit's entry", FG),
                ("in the menu to see it.", FG)]
    parts = v.panel.card(v, st, k)
    out = [(word(CARD_NAME_NAMES, st.rows[v.get(k, _U_CARD)]) if v.seen(k) else parts[0][0],
            GOLD)]
    line, color = "", FG
    for text, c in parts[1:]:
        if line and (c != color or len(line) + 2 + len(text) > v.cols):
            out.append((line, color))
            line = ""
        line, color = line + "  " + text if line else text, c
    out.append((line, color))
    return out


def sides(v, st):
    g = v.goal        # (the DM's, the Adventurers')
    out = [("The sides", GOLD), (("Win: %d gold, %d KP," % (g[0], _KP_WIN)) if g[0] == g[1]
                                 else ("Win: %d/%d gold, %d KP," % (g + (_KP_WIN,))), GOLD),
           ("or all enemy Spawners", GOLD)]
    for s in range(st.seats):
        out.append(("%s%s g%d SE%d KP%d h%d" % (
            ">" if s == st.to_move() else " ", fit(v.names[s], 6), st.gold[s],
            st.se[s], st.kp[s], st.zones.size(v.zone(s, _Z_HAND))), FG))
    out.append(("DM side %d/%dg %d/%dKP" % (st.gold[0], g[0], st.kp[0], _KP_WIN), FG))
    out.append(("Adventurers %d/%dg %d/%dKP" % (sum(st.gold[1:]), g[1], sum(st.kp[1:]),
                                                _KP_WIN), FG))
    return out


def hand(v, st):
    if v.seat is None:
        return [("Hands are hidden", GOLD)]
    hand = st.zones.cards(v.zone(v.seat, _Z_HAND))
    out = [("%s's hand: %d" % (v.names[v.seat], len(hand)), GOLD)]
    for c in hand:
        out.append((word(CARD_NAME_NAMES, st.rows[c]), FG))
    return out
