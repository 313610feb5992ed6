"""Goblin Vaults' score sheet on the results screen: per seat (and Glavrun in solo) its name
and total, then the points by source; in solo, who won. Loaded only while the sheet is made
(firmware/results.py), without the view."""
from goblin_vaults.codes import GLAVRUN


def lines(game, st, names, cols):
    seats = list(range(st.n)) + ([GLAVRUN] if st.n == 1 else [])
    out = []
    for s in seats:
        rows = st.score_sheet(s)
        name = names[s] if s < st.n else "Glavrun"
        out.append(_row(name, rows[-1][1], cols))
        for label, pts in rows[:-1]:
            out.append(_row("  " + label, pts, cols))
    if st.n == 1:
        mine, hers = st.score(0), st.score(GLAVRUN)
        out.append("You win!" if mine > hers else "Glavrun wins")
    return out


def _row(label, pts, cols):
    num = str(pts)
    label = label[:cols - 1 - len(num)]
    return label + " " * (cols - len(label) - len(num)) + num
