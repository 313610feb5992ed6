"""The Goblin Vaults view: the block, your hand, every vault, Glavrun, the table, the goals and
a legend, one page at a time above the action menu (drawing: paint.py, others.py,
legend.py, tiles.py).

Pages (firmware/views/paged.py's paging), in this order (RIGHT: next, LEFT: previous,
SELECT: the next vault, B: back to the page the current decision needs):
  Block    the warden card (gold frame) and the three block cards, the gears on each, and
           the bids under them in the bidder's colour (white bar: the winning bid); on a
           tall screen (240x240) your hand below
  Hand     your hand (only while the seat allowed to see it holds the device)
  Vaults   yours first (if the device is yours), then every other seat's: 4 chambers
           (columns, 1-4 from the left) x 3 tiers (rows, tier 1 at the top), and what the
           vault would score now (or the card being placed); while a chamber or a move is
           highlighted in the menu, the vault as it would be, the card framed in white and
           its chamber in gold
  Glavrun  her deck, factions, gears (and solo score so far) and face-up discard pile
           (1-2 player games)
  Table    each seat's faction, gears, hand size and the first player (and Glavrun's);
           the loot deck
  Goals    the goals in play, their reward and what they ask
  Legend   each mark drawn beside what it means: a card, its pips, a face-down card, gears,
           the warden's frame, the winning bid's bar, a bid's gear, the highlighted menu entry's
           frame, the factions with their letters (two pages, legend.py)
The page follows the decision: choosing a first card opens the hand, placing a card (also
as a public decision, shown to nobody's seat) and the warden action (a move) open the
mover's vault, bidding and the warden swap open the block; a page chosen by hand stays up
until the kind of decision changes (or the vault a card goes to). The results screen's score
sheet is sheet.py's.
"""
from firmware.canvas import Canvas
from firmware.views.paged import Paged
from gpcore import once
from goblin_vaults.codes import PH_PICK, PH_WARDEN, ROUNDS


class View(Paged):
    def __init__(self, game, profile, area, names):
        Paged.__init__(self, game, profile, area, names)
        canvas = Canvas(self.group, area[2], area[3], 12)   # before compiling the pages:
        from firmware.views.goblin_vaults.paint import Painter           # (less fragmented heap)
        self.painter = Painter(canvas)
        self.drawn = None           # (moves played, seat, page, hovered) on the canvas now
        self.hovered = None         # the action highlighted in the menu (previewed)

    def pages(self):
        """[(kind, seat)] of the pages available now."""
        st = self.state
        me = self.seat
        out = [("block", None)]
        if me is not None and not self.painter.hand_room():
            out.append(("hand", me))
        if me is not None:
            out.append(("vault", me))
        for s in range(st.n):
            if s != me:
                out.append(("vault", s))
        if st.n <= 2:
            out.append(("glavrun", None))
        out.append(("table", None))
        out.append(("goals", None))
        out.append(("legend", 0))
        out.append(("legend", 1))
        return out

    def situation(self):
        """A new kind of decision brings its page up: also a card to place in another
        seat's vault (after a bot placed one, the person's own)."""
        st = self.state
        return bool(st.pend), st.phase, self.seat, st.to_move() if st.pend else None

    def home(self, pages):
        """The page the current decision needs."""
        st = self.state
        want = ("block", None)
        mover = st.to_move()
        if st.pend:                 # a card's chamber: a public decision, seat None or not
            want = ("vault", mover)
        elif mover == self.seat and st.phase == PH_WARDEN:
            want = ("vault", mover)
        elif mover == self.seat and st.phase == PH_PICK:
            want = ("hand", mover)
        for i in range(len(pages)):
            if pages[i] == want:
                return i
        return 0

    def select(self, pages):
        """SELECT: the next vault, whatever page is up."""
        for i in range(1, len(pages) + 1):
            if pages[(self.page + i) % len(pages)][0] == "vault":
                return self.page + i
        return self.page

    def paint(self, page, num):
        st = self.state
        key = (len(st.history), self.seat, self.page, self.hovered)
        if key == self.drawn:       # the shell may show the same position twice
            return
        self.drawn = key
        what, s = page
        p = self.painter
        if what == "block":
            p.header(_round(st), num)
            p.block(st, st.hand(self.seat) if self.seat is not None and p.hand_room() else [],
                    st.block_target(self.hovered))
        elif what == "hand":
            p.header("Your hand", num)
            p.hand(st.hand(s))
        elif what == "vault":
            x = p.header(self.names[s][:8] + ("" if s != self.seat else " (you)"), num)
            p.vault_top(st, s, x)
            grid, at = st.preview(self.hovered) if s == st.to_move() else (None, -1)
            p.vault(st, s, s == self.seat, grid, at)
        elif what == "legend":          # the seldom pages: their module for the moment
            p.header("Legend %d/2" % (s + 1), num)
            once("firmware.views.goblin_vaults.legend", "draw", p, s)
        else:                           # glavrun, table, goals: a function each there
            p.header({"glavrun": "Glavrun", "goals": "Goals"}.get(what) or _round(st), num)
            once("firmware.views.goblin_vaults.others", what, p, st,
                 *((self.names, st.to_move()) if what == "table" else ()))

    def hover(self, state, action):
        """Preview the highlighted entry: a card's chamber or a move on the vault page (the
        card where it lands, its chamber framed in gold), the block card of a bid or of
        the warden swap framed on the block page."""
        self.hovered = action
        if self.state is not None:
            self.redraw()

    def color(self, st, seat):
        """The seat's faction colour."""
        from firmware.views.goblin_vaults.tiles import COLORS, FAC
        return COLORS[FAC + st.fac[seat]]

    def close(self):
        Paged.close(self)
        self.painter = None


def _round(st):
    return "Round %d/%d" % (st.round, ROUNDS) if st.round else "First vault card"
