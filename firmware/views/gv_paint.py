"""The Goblin Vaults pages (block, hand, vault, Glavrun, table, goals) for
firmware/views/goblin_vaults.py, made of the tiles of gv_tiles.py.

Bids are written in the colour of the bidder's faction marker, after its letter ("R10To":
Red bids the 10 of tomes; "R10Tom" on a big screen), the winning one marked by a white bar at its left, its gears as
gold dots at its right. When a block card has more bids than lines, the winning bid comes
first, then the latest others and how many more there are ("+2").
"""
from firmware.views.gv_tiles import (Tiles, card_text, SUIT3, CW, CH, ROW, BIDS, WHITE, DIM,
                                     GOLD, PANEL, FAC)
from goblin_vaults import cards as C
from goblin_vaults.codes import GLAVRUN

# what each kind of goal asks, in the goal table's kind order (cards.GOAL_KIND); %s = its suit
GOAL_ASKS = ("3-card run in a chamber", "chamber of 3, one faction", "2 or 3 %s in a chamber",
             "tier 3 holds a %s", "chamber with %s highest", "chambers holding a %s",
             "tier 1 holds a %s", "%s on the fullest tier", "chamber with %s lowest")
ONCE = (5, 7)       # spread, row: scored once, not per chamber


class Painter(Tiles):
    # --- pages --------------------------------------------------------------------------
    def block(self, st, hand, target=-1):
        """The warden (gold frame, left) and the block with its gears and bids under each
        card; `hand` (card ids) below if the screen has room for it; block card `target`
        framed in white (the one the highlighted bid or swap is about)."""
        cv = self.cv
        y = self.top + 1
        if target >= 0:
            cv.frame(self.cx(target + 1) - 2, y - 1, self.bw + 4, self.bh + 2, WHITE)
        cv.frame(self.cx(0) - 2, y - 1, self.bw + 4, self.bh + 2, GOLD)
        bottom = self.hand_y() - 2 if self.hand_room() else self.h
        cv.rect(self.col - 1, y, 1, bottom - y, PANEL)
        self.big(self.cx(0), y, st.warden)
        cv.text(self.cx(0) - 1, y + self.bh + 1, "warden", DIM)
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
            total = len(bids)
            lines = (bottom - by) // ROW
            if total > lines:           # the winning bid, the latest others, "+n"
                rest = [b for b in bids if b[0] != best]
                bids = [b for b in bids if b[0] == best] + rest[len(rest) - lines + 2:]
                cv.text(x + 1, by + (lines - 1) * ROW, "+%d" % (total - len(bids)), DIM)
            for card, who, gears, mark in bids:
                if card == best:
                    cv.rect(x - 2, by + 1, 2, 10, WHITE)
                cv.text(x + 1, by, card_text(card, mark, 3 if self.bw > 40 else 2), FAC + mark)
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

    def vault(self, st, seat, mine, grid=None, at=-1):
        """4 chambers (columns) x 3 tiers (`grid` as state.vault_grid(), the seat's own by
        default), then the card being placed (face down: only if `mine`) or the score the
        vault makes now. `at`: the cell (chamber * 3 + tier) of a previewed card, framed in
        white, its chamber in gold."""
        grid = grid or st.vault_grid(seat)
        if at >= 0:
            x, y = self.cell(at // 3, 0)
            self.cv.frame(x - 2, y - 2, self.bw + 4, 3 * (self.bh + 2) + 2, GOLD)
            x, y = self.cell(at // 3, at % 3)
            self.cv.frame(x - 1, y - 1, self.bw + 2, self.bh + 2, WHITE)
        for k in range(4):
            for t in range(3):
                c, down = grid[k][t]
                x, y = self.cell(k, t)
                if c < 0:
                    self.empty(x, y)
                else:
                    self.big(x, y, c, down)
        y = self.cell(0, 3)[1] + 1
        if y + CH > self.h:
            return
        if st.pend and st.pend[0] == seat and (mine or not st.pend[2]):
            x = self.cv.text(1, y + 1, "Placing", WHITE) + 4
            self.card(x, y, st.pend[1])
            if st.pend[2]:
                self.cv.text(x + CW + 4, y + 1, "face down", DIM)
        else:
            self.cv.text(1, y + 1, "Worth now %d" % st.score(seat), DIM)

    def glavrun(self, st):
        """Glavrun's factions, deck and face-up discard pile (smaller tiles)."""
        cv = self.cv
        y = self.top
        x = cv.text(1, y, "Deck %d" % len(st.gdeck), WHITE) + 6
        for f in st.gfac:
            self.swatch(x, y, f)
            x += 10
        if st.n == 1:                                   # her solo score so far
            x = self.gear(x + 4, y, st.gglav) + 6
            worth = "worth %d" % st.score(GLAVRUN)
            if x + 6 * len(worth) <= self.w:
                cv.text(x, y, worth, DIM)
        y += ROW + 1
        per = max(1, (self.w + 3) // (CW + 3))
        rows = (self.h - y) // 14
        ids = bytes(reversed(st.gdisc))                 # the newest first
        self.cards(1, y, ids, per, h=12, rows=rows)
        if not ids:
            cv.text(1, y, "No cards taken yet", DIM)

    def table(self, st, names, turn):
        """Each seat (and Glavrun): its faction(s), name (gold: to move), gears, hand size
        and the first player marker; then the loot deck."""
        rows = [(st.fac[s:s + 1], names[s], st.gears[s], "%d cards" % len(st.hands[s]),
                 GOLD if s == turn else WHITE) for s in range(st.n)]
        if st.n <= 2:
            rows.append((st.gfac, "Glavrun", st.gglav if st.n == 1 else None,
                         "deck %d" % len(st.gdeck), WHITE))
        y = self.top
        for s in range(len(rows)):
            facs, name, gears, more, color = rows[s]
            for i in range(len(facs)):
                self.swatch(1 + 9 * i, y, facs[i])
            self.cv.text(20, y, name[:7], color)
            if gears is not None:
                self.gear(64, y, gears)
            self.cv.text(90, y, more, DIM)
            if s == st.first and st.n > 1 and st.round:
                self.cv.text(self.w - 18, y, "1st", WHITE)
            y += ROW
        if y + ROW <= self.h:
            self.cv.text(1, y, "Loot deck %d" % len(st.deck), DIM)

    def goals(self, st):
        """Each goal in play: its name and reward, then what it asks (drawn bottom-up so
        11-pixel lines do not cut descenders; the last line may lose its bottom row)."""
        cv = self.cv
        pitch = 11 if self.h < 90 else ROW
        lines = []
        for g in st.goals:
            bands = C.GOAL_BANDS            # 5 rewards a goal (one tuple each before gvmem)
            bands = bands[g] if len(bands) == C.NGOALS else bands[g * 5:g * 5 + 5]
            kind = C.GOAL_KIND[g]
            pts = "/".join(str(b) for b in bands if b) + ("" if kind in ONCE else " each")
            ask = GOAL_ASKS[kind]
            if "%s" in ask:
                ask = ask % SUIT3[C.goal_suit(g)]
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
