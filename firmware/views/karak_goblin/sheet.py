"""Karak: Goblin's score sheet on the results screen: per seat its name and hero, whether it
beat the Lord, its keys and the monsters it beat; the round limit if that ended the game.
Loaded only while the sheet is made (firmware/results.py), without the view."""
from karak_goblin import text
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_Z_KEYS = const(6)
_NONE = const(255)
# --- end of constants ---


def lines(game, st, names, cols):
    out = []
    if st.winner == _NONE:
        out.append("Round limit: most keys,")
        out.append("then most monsters")
    for seat in range(st.seats):
        who = "%s %s" % (names[seat], text.name(st, seat))
        out.append((who + (" WINS" if seat == st.winner else ""))[:cols])
        for label, val in (("Beat the Lord", "yes" if st.winner == seat else "no"),
                           ("Keys", st.zones.size(st.zone(_Z_KEYS, seat))),
                           ("Monsters beaten", st.won[seat])):
            val = str(val)
            out.append("  " + label + " " * (cols - 2 - len(label) - len(val)) + val)
    return out
