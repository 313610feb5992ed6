"""The Gosu view: pages (firmware.views.paged) of every army (yours first; SELECT the next
army), your hand, the players, the discard pile, the log and the legend, drawn into one
canvas with the card row of firmware.views.cards; B shows the highlighted card's power in
full (B again: back). This module pages and draws the armies (the goblins' tiles), your hand
and the discard pile's lines (the highlight moves over them at every press); pages.py,
card.py and legend.py draw the rest (each loaded while it is drawn). A goblin's tile: filled
with its clan's colour, its clan's letter and military value ("F3"), "*" if it has a power to
activate; under it F (FREE), A (activated this round); a trapped goblin is grey, "--", with
T. Everything is read through gosu.info (and gosu.text's letters)."""
from gpcore import const
from gosu import info
from gpcore import once
from firmware.canvas import Canvas
from firmware.keys import B, SELECT, RIGHT
from firmware.ui import fit
from firmware.views.paged import Paged
from firmware.views.cards import CardRow
from firmware.views.gosu.style import (WHITE, DIM, GOLD, WARN, CLAN, GREY, COLORS, LETTERS,
                                       CLANS, LEVELS, ARMY, HAND, PLAYERS, LOG, DISCARD,
                                       LEGEND, LEGEND_PAGES)

# --- constants: written by tools/pack_tables.py ---
_SEAT = const(100)
_T_ACTIVATED = const(3)
_Z_DISCARD = const(1)
_Z_HAND = const(0)
_Z_SHOWN = const(1)
_Z_ROW = const(2)
_F_TRAPPED = const(1)
_F_USED = const(2)
_STEP = const(4)
_STEP_HEAD = const(0)
_STEP_N = const(1)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---
# a power in short: by opcode - 1 a step's word, by trigger a sign (none, on enter, on mutate,
# activated, continuous, victory)
WORDS = ("Draw|Look|Dig|Steal|Strip|Kill|Slay|Trap|Untrap|Bounce|Token|Drain|Again|Call|Adv"
         "|Mil+|Guard|Zombie|Cheap|Win").split("|")
SIGNS = " +^*=!"


class View(Paged):
    def __init__(self, game, profile, area, names):
        Paged.__init__(self, game, profile, area, names)
        w, h = area[2], area[3]
        self.cv = cv = Canvas(self.group, w, h, len(COLORS))
        for i in range(len(COLORS)):
            cv.palette[i] = COLORS[i]
        self.w = w
        self.h = h
        self.big = w >= 200
        self.lh = 14 if self.big else 12
        self.top = self.lh + 1              # the first line under the title's rule
        self.rows = (h - self.top) // self.lh       # text lines under the title
        self.row = CardRow(cv, 20, w - 20, self.big)
        self.hovered = None
        self.card = False           # the highlighted card's text is up (B)
        self.part = 0               # the part of that text shown (LEFT/RIGHT)

    # --- paging -------------------------------------------------------------------------
    def me(self):
        """The seat whose army comes first: the one shown, else the one to act."""
        if self.seat is not None:
            return self.seat
        m = self.state.to_move()
        return m if 0 <= m < self.state.seats else 0

    def parts(self, first, n):
        """The page keys of n lines, a screen of lines a page (at least one page)."""
        return [first + i for i in range(max(1, (n + self.rows - 1) // self.rows))]

    def pages(self):
        st = self.state
        n = st.seats
        out = [ARMY + (self.me() + i) % n for i in range(n)]
        if self.seat is not None:
            out += self.parts(HAND, len(self.hand()))
        return out + [PLAYERS] + self.parts(DISCARD, info.table(st)[2]) + [LOG] + \
            [LEGEND + i for i in range(LEGEND_PAGES)]

    def hand(self):
        """The shown seat's hand, then the cards its search shows."""
        return info.cards(self.state, self.seat, _Z_HAND) + \
            info.cards(self.state, self.seat, _Z_SHOWN)

    def situation(self):
        return (self.seat, self.state.to_move())

    def home(self, pages):
        """The page of the highlighted card (or seat), else your hand during the mulligan,
        else the first army."""
        page = self.spot()
        if page is None and self.seat is not None and info.table(self.state)[3]:
            page = HAND
        return pages.index(page) if page in pages else 0

    def spot(self):
        """The page showing what the highlighted entry names: a card's place, a seat's army;
        None if it names neither (or a card the shown seat may not see)."""
        a = self.hovered
        if a is None:
            return None
        if a >= _SEAT:
            return ARMY + a - _SEAT if a < _SEAT + self.state.seats else None
        s, k = info.where(self.state, a)
        if s is None:
            if k != _Z_DISCARD:
                return None
            pile = info.cards(self.state, None, _Z_DISCARD)
            return DISCARD + (len(pile) - 1 - pile.find(bytes((a,)))) // self.rows
        if k >= _Z_ROW:
            return ARMY + s
        if s != self.seat:
            return None
        return HAND + self.hand().find(bytes((a,))) // self.rows

    def select(self, pages):
        """SELECT: the next army (from any other page: the first)."""
        p = pages[self.page]
        if p >= self.state.seats:
            return 0
        return (self.page + 1) % self.state.seats

    def hover(self, state, action):
        """Bring the highlighted card (or seat) into sight, framed; its text stays up if it
        is (B). None (the menu is gone): the text goes. A page that shows no card (the
        players, the log, the legend) is not drawn again."""
        if action == self.hovered:
            return
        self.hovered = action
        self.part = 0
        was = self.card
        if action is None:
            self.card = False
        if self.state is None:
            return
        pages = self.pages()
        if not self.card:
            page = self.spot()
            if page in pages:
                self.page = pages.index(page)
        p = pages[self.page % len(pages)]
        if was or self.card or p < PLAYERS or DISCARD <= p < LEGEND:    # shows the entry's
            self.redraw(pages)

    def focus(self):
        """The kind of card whose text B shows: the highlighted card's, else the one whose
        power waits for a choice; None if there is none."""
        a = self.hovered
        if a is not None and a < _SEAT and self.spot() is not None:
            return info.kind(a)
        return info.table(self.state)[4]

    def key(self, button):
        if self.state is None:
            return False
        if button == B and not self.card and self.focus() is not None:
            self.card = True
            self.part = 0
            self.redraw()
            return True
        if self.card and button in (B, SELECT):
            self.card = False
            self.page = self.home(self.pages())
            self.redraw()
            return True
        if self.card:               # LEFT/RIGHT: the text's other part
            self.part += 1 if button == RIGHT else -1
            self.redraw()
            return True
        return Paged.key(self, button)

    # --- drawing ------------------------------------------------------------------------
    def paint(self, page, number):
        cv = self.cv
        cv.clear()
        cv.rect(0, self.lh, self.w, 1, DIM)
        r = self.focus() if self.card else None
        self.card = r is not None       # (a card's text: while the menu names a card)
        if self.card:
            once("firmware.views.gosu.card", "text")(self, r)
        elif page < HAND:
            self.army(page - ARMY, number)
        elif page < PLAYERS:
            self.your_hand(page - HAND, number)
        elif page >= LEGEND:
            once("firmware.views.gosu.legend", "draw")(self, page - LEGEND, number)
        else:
            once("firmware.views.gosu.pages", "paint")(self, page, number)

    def title(self, s, number="", color=GOLD):
        """The title line: s, and the page's number at the right where it fits."""
        cols = self.w // 6
        self.cv.text(0, 0, fit(s, cols), color)
        if len(s) + 1 + len(number) <= cols:
            self.cv.text(self.w - 6 * len(number), 0, number, DIM)

    def army(self, s, number):
        """Seat s's army, a row a level (III on top: a goblin with none above it in the
        next row up and none to its right is FREE), and its numbers in the title."""
        st = self.state
        vp, tok, hand, mil, m = info.seat(st, s)
        stats = " VP%d T%d H%d M%d%s%s" % (vp, tok, hand, mil, " Adv" if m & 1 else "",
                                          " pass" if m & 2 else "")
        who = (">" if m & 4 else "") + self.names[s]
        self.title(fit(who, self.w // 6 - len(stats)) + stats, number,
                   GOLD if m & 4 else WHITE)
        y = self.top + 1
        framed = None
        for lv in (3, 2, 1):
            ids = info.cards(st, s, _Z_ROW + lv - 1)
            tiles = []
            at = -1
            for i in range(len(ids)):
                if ids[i] == self.hovered:
                    at = i
                    framed = ids[i]
                tiles.append(self.tile(ids[i]))
            self.cv.text(1, y + 1, LEVELS[lv], DIM)
            if not ids:
                self.cv.text(self.row.slot(0) + 2, y + 1, "-", DIM)
            y = self.row.draw(y, tiles, at)
        if self.big and y + self.lh <= self.h:      # room under the rows
            if framed is not None:
                f = info.facts(info.kind(framed))
                self.cv.text(1, y, fit("%s %s %s  B: its power" % (
                    f[0], LEVELS[f[1]], CLANS[f[2]]), self.w // 6), WHITE)
                y += self.lh
            rnd, pile, disc = info.table(st)[:3]
            self.cv.text(1, y, "Round %d  pile %d  discard %d" % (rnd, pile, disc), DIM)

    def your_hand(self, part, number):
        """Part `part` of the shown seat's hand, then the cards its search shows (drawn here,
        not in a page module: the highlight moves over it at every press)."""
        hand = self.hand()
        shown = len(info.cards(self.state, self.seat, _Z_SHOWN))
        self.title("Your hand %d%s" % (len(hand) - shown, ", search %d" % shown if shown
                                       else ""), number)
        self.listing(hand[part * self.rows:(part + 1) * self.rows], self.seat)

    def listing(self, ids, seat):
        """A line a card: name, level, clan, its power in short (the trigger's sign, each
        step's word and number); with `seat` before the power the cards it costs that seat
        to play it now ("-": not now). The highlighted card's line marked ">", in gold."""
        y = self.top
        name = 8 if self.w < 200 else 14
        for c in ids:
            r = info.kind(c)
            f = info.facts(r)
            on = c == self.hovered
            line = "%s%-*s %-3s %s " % (">" if on else " ", name, f[0][:name], LEVELS[f[1]],
                                        LETTERS[f[2]])
            if seat is not None:
                n = info.cost(self.state, seat, c)
                line += "%s " % ("-" if n < 0 else n)
            p = f[6]
            words = []
            for i in range(0, len(p), _STEP):
                n = p[i + _STEP_N]
                words.append(WORDS[(p[i + _STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK) - 1] +
                             ("%d" % n if n else ""))
            line += SIGNS[f[5]].strip() + ",".join(words)
            self.cv.text(0, y, line[:self.w // 6], GOLD if on else WHITE)
            y += self.lh

    def tile(self, c):
        """Goblin c as (fill, text, marks) for the card row."""
        m = info.marks(self.state, c)
        marks = []
        if m & 8:
            marks.append(("F", WHITE))
        if m & _F_USED:
            marks.append(("A", GOLD))
        if m & _F_TRAPPED:
            return GREY, "--", [("T", WARN)] + marks
        f = info.facts(info.kind(c))
        return CLAN + f[2], "%s%d%s" % (LETTERS[f[2]], f[3], "*" if f[5] == _T_ACTIVATED
                                        else ""), marks

    def close(self):
        Paged.close(self)
        self.cv = self.row = None
