"""The Gosu view's pages of text (firmware/views/gosu/view.py; v is the view), loaded while
one is drawn: your hand (a line a card: name, level, clan, what it costs to play now, its
power in short), the players (VP, tokens, cards, military, the Advantage, who would win the
Great Battle now), the discard pile (newest first), the log, and a card's text in full (B)."""
from gpcore import const
from gosu import info
from firmware.ui import fit
from firmware.views.gosu import card
from firmware.views.gosu.style import (WHITE, DIM, GOLD, LETTERS, LEVELS, HAND, PLAYERS,
                                       DISCARD)

# --- constants: written by tools/pack_tables.py ---
_Z_DISCARD = const(1)
_Z_SHOWN = const(1)
# --- end of constants ---


def paint(v, page, number):
    if page >= DISCARD:
        part = page - DISCARD
        pile = info.cards(v.state, None, _Z_DISCARD)
        v.title("Discard pile %d" % len(pile), number)
        if not pile:
            v.cv.text(1, v.top, "Empty", DIM)
        new = [pile[i] for i in range(len(pile) - 1, -1, -1)]
        cards(v, new[part * v.rows:(part + 1) * v.rows], None)
    elif page >= PLAYERS:
        if page == PLAYERS:
            players(v, number)
        else:
            v.title("Log", number)
            y = v.top
            for line in v.log[-v.rows:] or ["No events yet"]:
                v.cv.text(0, y, fit(line, v.w // 6), WHITE)
                y += v.lh
    else:
        part = page - HAND
        hand = v.hand()
        shown = len(info.cards(v.state, v.seat, _Z_SHOWN))
        v.title("Your hand %d%s" % (len(hand) - shown, ", search %d" % shown if shown else ""),
                number)
        cards(v, hand[part * v.rows:(part + 1) * v.rows], v.seat)


def cards(v, ids, seat):
    """A line a card: the highlighted one marked ">" in gold; with `seat`, the cards it
    costs that seat to play it now ("-": not now)."""
    y = v.top
    wide = v.w // 6 - 9 if seat is None else v.w // 6 - 11
    name = 8 if wide < 20 else 14
    for c in ids:
        f = info.facts(info.kind(c))
        on = c == v.hovered
        line = "%s%-*s %-3s %s " % (">" if on else " ", name, f[0][:name], LEVELS[f[1]],
                                    LETTERS[f[2]])
        if seat is not None:
            n = info.cost(v.state, seat, c)
            line += "%s " % ("-" if n < 0 else n)
        v.cv.text(0, y, (line + card.short(info.kind(c)))[:v.w // 6], GOLD if on else WHITE)
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


def text(v, r):
    """Card kind r in full, as B shows it (LEFT/RIGHT: its other part)."""
    f = info.facts(r)
    lines = card.lines(r, v.w // 6 - 1)
    n = (len(lines) + v.rows - 1) // v.rows
    part = v.part % n
    v.title(f[0], "<%d/%d>" % (part + 1, n) if n > 1 else "B: back")
    y = v.top
    for line in lines[part * v.rows:(part + 1) * v.rows]:
        v.cv.text(1, y, line, WHITE)
        y += v.lh
