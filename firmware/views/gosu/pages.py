"""The Gosu view's rarer pages (firmware/views/gosu/view.py; v is the view), loaded while one
is drawn: the players (VP, tokens, cards, military, the Advantage, who would win the Great
Battle now), the discard pile (newest first) and the log."""
from gpcore import const
from gosu import info
from firmware.ui import fit
from firmware.views.gosu.style import WHITE, DIM, GOLD, PLAYERS, DISCARD

# --- constants: written by tools/pack_tables.py ---
_Z_DISCARD = const(1)
# --- end of constants ---


def paint(v, page, number):
    if page >= DISCARD:
        part = page - DISCARD
        pile = info.cards(v.state, None, _Z_DISCARD)
        v.title("Discard pile %d" % len(pile), number)
        if not pile:
            v.cv.text(1, v.top, "Empty", DIM)
        new = [pile[i] for i in range(len(pile) - 1, -1, -1)]
        v.listing(new[part * v.rows:(part + 1) * v.rows], None)
    elif page == PLAYERS:
        players(v, number)
    else:
        v.title("Log", number)
        y = v.top
        for line in v.log[-v.rows:] or ["No events yet"]:
            v.cv.text(0, y, fit(line, v.w // 6), WHITE)
            y += v.lh


def players(v, number):
    """Every seat's numbers, and who would win the Great Battle now."""
    st = v.state
    rnd, pile, disc = info.table(st)[:3]
    v.title("Round %d, pile %d" % (rnd, pile), number)
    y = v.top
    n = st.seats
    adv = 0
    for s in range(n):
        vp, tok, hand, mil, m = info.seat(st, s)
        if m & 1:
            adv = s
        line = " VP%d T%d H%d M%d%s" % (vp, tok, hand, mil, " Adv" if m & 1 else "")
        who = (">" if m & 4 else "-" if m & 2 else " ") + v.names[s]
        v.cv.text(0, y, fit(who, v.w // 6 - len(line)) + line,
                  GOLD if m & 4 else DIM if m & 2 else WHITE)
        y += v.lh
    tot = [info.seat(st, s)[3] for s in range(n)]
    best = adv
    for k in range(n):              # the highest total; ties: the Advantage, then after it
        s = (adv + k) % n
        if tot[s] > tot[best]:
            best = s
    if y + v.lh <= v.h:
        v.cv.text(0, y, fit("Battle now: %s, M%d" % (v.names[best], tot[best]), v.w // 6),
                  DIM)
