"""Goblin Vaults pages drawn into one canvas (firmware/canvas.py), for firmware/views/goblin_vaults.py.

A card is a 36x14 tile filled with its faction's colour: the value and the suit's three
letters in black ink ("10Tom"), and its tier icon as 1-3 black pips at the right edge. A
face-down card is a brown back with a "?"; an empty vault place is a dim outline. Gears are
a small gold cog and a number. Bids are written in the colour of the bidder's faction marker,
the winning one marked by a white bar at its left.
"""
from firmware.canvas import Canvas, INK
from goblin_vaults import cards as C
from goblin_vaults.state import ROUNDS

CW = 36     # card tile (a hand, Glavrun's pile)
CH = 14
BIG = (52, 22)  # the block's and the vaults' tiles on a screen with room for them
ROW = 12    # text line
BIDS = 3    # bid lines under a block card
# palette indexes
WHITE, DIM, GOLD, PANEL, BACK, FAC = 2, 3, 4, 5, 6, 7
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0x3A4458, 0xA0642D,
          0x4AA0FF, 0xFFE63C, 0x3CD24B, 0xFF4646, 0xD764FF)     # BLUE YELLOW GREEN RED PURPLE

# what each goal kind asks (C.GOAL_KINDS order is the goals table's; %s = the goal's suit)
GOAL_TEXT = {"cluster": "3-card run in a chamber", "kinship": "chamber of 3, one faction",
             "hoard": "2 or 3 %s in a chamber", "tier3": "chamber with %s in tier 3",
             "highest": "chamber with %s highest", "spread": "chambers holding a %s",
             "tier1": "chamber with %s in tier 1", "row": "%s on the fullest tier",
             "lowest": "chamber with %s lowest"}
ONCE = ("spread", "row")


def card_text(c):
    return "%2d%s" % (C.VALUE[c], C.SUIT_SHORT[C.SUIT[c]])


class Painter:
    def __init__(self, group, w, h):
        self.w = w
        self.h = h
        self.cv = Canvas(group, w, h, COLORS)
        self.col = w // 4                       # four card columns
        self.top = ROW + 1                      # below the header line
        self.bw, self.bh = BIG if self.col >= BIG[0] + 6 and h >= 120 else (CW, CH)

    def cx(self, i):
        return i * self.col + (self.col - self.bw) // 2

    # --- pieces -------------------------------------------------------------------------
    def header(self, title, page):
        cv = self.cv
        cv.clear()
        cv.text(self.w - 6 * len(page), 0, page, DIM)
        cv.rect(0, ROW, self.w, 1, PANEL)
        return cv.text(1, 0, title[:self.w // 6 - len(page) - 1], GOLD)

    def card(self, x, y, c, down=False, w=CW, h=CH):
        cv = self.cv
        if down:
            cv.rect(x, y, w, h, BACK)
            cv.frame(x + 2, y + 2, w - 4, h - 4, INK)
            cv.text(x + w // 2 - 3, y + (h - 12) // 2, "?", INK)
            return
        pip = 2 if h < 20 else 5
        strip = pip + 2
        cv.rect(x, y, w - strip, h, FAC + C.FACTION[c])
        cv.text(x + (w - strip - 31) // 2, y + (h - 12) // 2, card_text(c), INK)
        cv.rect(x + w - strip, y, strip, h, PANEL)
        step = (h - 2 - pip) // 2
        for i in range(C.TIER[c]):
            cv.rect(x + w - strip + 1, y + 1 + i * step, pip, pip, WHITE)

    def big(self, x, y, c, down=False):
        """A block or vault card: a bigger tile where the screen has room."""
        self.card(x, y, c, down, self.bw, self.bh)

    def empty(self, x, y):
        self.cv.frame(x, y, self.bw, self.bh, PANEL)

    def gear(self, x, y, n):
        """A gold cog and n at (x, y) (a text line high); returns the x after it."""
        cv = self.cv
        cv.frame(x + 1, y + 3, 5, 5, GOLD)
        for dx, dy in ((3, 2), (3, 8), (0, 5), (6, 5)):
            cv.rect(x + dx, y + dy, 1, 1, GOLD)
        return cv.text(x + 8, y, str(n), GOLD)

    def swatch(self, x, y, fac):
        self.cv.rect(x, y + 2, 7, 8, FAC + fac)

    def cards(self, x, y, ids, per_row, h=CH, rows=99):
        """ids as card tiles, per_row to a row, rows rows at most; returns the y below."""
        for i in range(min(len(ids), per_row * rows)):
            self.card(x + (i % per_row) * (CW + 3), y + (i // per_row) * (h + 2), ids[i],
                      h=h)
        return y + ((len(ids) + per_row - 1) // per_row) * (h + 2)

    # --- pages --------------------------------------------------------------------------
    def block(self, st, hand):
        """The warden (gold frame, left) and the block with its gears and bids under each
        card; `hand` (card ids) below if the screen has room for it."""
        cv = self.cv
        y = self.top + 1
        cv.frame(self.cx(0) - 2, y - 1, self.bw + 4, self.bh + 2, GOLD)
        bottom = self.hand_y() - 2 if self.hand_room() else self.h
        cv.rect(self.col - 1, y, 1, bottom - y, PANEL)
        self.big(self.cx(0), y, st.warden)
        cv.text(self.cx(0), y + self.bh + 1, "warden", DIM)
        if st.wgear:
            self.gear(self.cx(0), y + self.bh + 1 + ROW, st.wgear)
        for k in range(3):
            x = self.cx(k + 1)
            self.big(x, y, st.block[k])
            by = y + self.bh + 1
            if st.bgear[k]:
                self.gear(x, by, st.bgear[k])
            by += ROW
            bids = st.bids_on(k)
            best = st.winning_bid(k)
            for i in range(len(bids)):
                card, who, gears, mark = bids[i]
                if i == BIDS - 1 and len(bids) > BIDS:
                    cv.text(x + 3, by, "+%d more" % (len(bids) - i), DIM)
                    break
                if card == best:
                    cv.rect(x - 1, by + 1, 2, 10, WHITE)
                cv.text(x + 2, by, card_text(card), FAC + mark)
                for g in range(min(gears, 2)):
                    cv.rect(x + self.bw - 3, by + 2 + g * 4, 3, 3, GOLD)
                by += ROW
        if hand:
            y = self.hand_y()
            self.cv.text(1, y, "Your hand", DIM)
            self.hand(hand, y + ROW + 1)

    def hand(self, ids, y=None):
        """The hand's cards from y (the top of the page by default), as many a row as fit."""
        per = max(1, (self.w + 3) // (CW + 3))
        self.cards(1, self.top + 2 if y is None else y, ids, per)
        if not ids:
            self.cv.text(1, self.top + 2, "No cards left", DIM)

    def hand_y(self):
        """Top of the hand on the block page: under the gears and the bids."""
        return self.top + 1 + self.bh + 1 + ROW * (BIDS + 1) + 2

    def hand_room(self):
        """Does the block page have room for a hand of 10?"""
        per = (self.w + 3) // (CW + 3)
        return self.hand_y() + ROW + 1 + ((10 + per - 1) // per) * (CH + 2) <= self.h

    def vault_top(self, st, seat, x):
        """The seat's faction and gears on the header line, from x."""
        self.swatch(x + 6, 0, st.fac[seat])
        self.gear(x + 18, 0, st.gears[seat])

    def cell(self, k, t):
        """(x, y) of chamber k, tier t (tier 1 at the top)."""
        return self.cx(k), self.top + 2 + t * (self.bh + 2)

    def vault(self, st, seat, mine):
        """4 chambers (columns) x 3 tiers, then the card being placed (if it is `mine` to
        place) or the score the vault makes now."""
        for k in range(4):
            for t in range(3):
                c, down = st.vault_cell(seat, k, t)
                x, y = self.cell(k, t)
                if c < 0:
                    self.empty(x, y)
                else:
                    self.big(x, y, c, down)
        y = self.cell(0, 3)[1] + 1
        if y + CH > self.h:
            return
        if mine and st.pend and st.pend[0] == seat:
            x = self.cv.text(1, y + 1, "Placing", WHITE) + 4
            self.card(x, y, st.pend[1])
            if st.pend[2]:
                self.cv.text(x + CW + 4, y + 1, "face down", DIM)
        else:
            self.cv.text(1, y + 1, "Worth now %d" % st.score_sheet(seat)[-1][1], DIM)

    def glavrun(self, st):
        """Glavrun's factions, deck and face-up discard pile (smaller tiles)."""
        cv = self.cv
        y = self.top
        x = cv.text(1, y, "Deck %d" % len(st.gdeck), WHITE) + 6
        for f in st.gfac:
            self.swatch(x, y, f)
            x += 10
        if st.n == 1:
            self.gear(x + 4, y, st.gglav)
        y += ROW + 1
        per = max(1, (self.w + 3) // (CW + 3))
        rows = (self.h - y) // 14
        ids = bytes(reversed(st.gdisc))                 # the newest first
        self.cards(1, y, ids, per, h=12, rows=rows)
        if not ids:
            cv.text(1, y, "No cards taken yet", DIM)

    def table(self, st, names, turn):
        """Each seat: its faction, name, gears, hand size and the first player marker."""
        cv = self.cv
        y = self.top
        for s in range(st.n):
            self.swatch(1, y, st.fac[s])
            cv.text(11, y, names[s][:7], GOLD if s == turn else WHITE)
            x = self.gear(59, y, st.gears[s])
            cv.text(max(x + 6, 88), y, "%d cards" % len(st.hands[s]), DIM)
            if s == st.first and st.n > 1 and st.round:
                cv.text(self.w - 18, y, "1st", WHITE)
            y += ROW
        if st.n <= 2 and y + ROW <= self.h:
            x = 1
            for f in st.gfac:
                self.swatch(x, y, f)
                x += 9
            cv.text(max(x + 2, 11), y, "Glavrun", WHITE)
            if st.n == 1:
                self.gear(59, y, st.gglav)
            y += ROW
        if y + ROW <= self.h:
            cv.text(1, y, "Deck %d" % len(st.deck), DIM)

    def goals(self, st):
        """Each goal in play: its name and reward, then what it asks (drawn bottom-up so
        11-pixel lines do not cut descenders; the last line may lose its bottom row)."""
        cv = self.cv
        pitch = 11 if self.h < 90 else ROW
        lines = []
        for g in st.goals:
            bands = [b for b in C.GOAL_BANDS[g] if b]
            kind = C.GOAL_KINDS[C.GOAL_KIND[g]]
            pts = "/".join(str(b) for b in bands) + ("" if kind in ONCE else " each")
            ask = GOAL_TEXT.get(kind, kind)
            if "%s" in ask:
                ask = ask % C.SUIT_SHORT[C.goal_suit(g)]
            lines.append((C.goal_name(g), pts))
            lines.append((ask, None))
        for i in range(len(lines) - 1, -1, -1):
            y = self.top + i * pitch
            s, pts = lines[i]
            if pts is None:
                cv.text(7, y, s, WHITE)
            else:
                cv.text(1, y, s, GOLD)
                cv.text(self.w - 6 * len(pts), y, pts, DIM)


def round_text(st):
    if st.round == 0:
        return "First vault card"
    return "Round %d/%d" % (st.round, ROUNDS)

