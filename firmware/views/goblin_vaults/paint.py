"""The Goblin Vaults pages of every turn (block, hand, vault) for
firmware/views/goblin_vaults/view.py, made of the tiles of tiles.py (the others: others.py).

Bids are written in the colour of the bidder's faction marker, after its letter ("R10To":
Red bids the 10 of tomes; "R10Tom" on a big screen), the winning one marked by a white bar at
its left, its gears as gold dots at its right. When a block card has more bids than lines, the
winning bid comes
first, then the latest others and how many more there are ("+2").
"""
from firmware.views.goblin_vaults.tiles import (Tiles, card_text, CW, CH, ROW, BIDS, WHITE, DIM,
                                              GOLD, PANEL, FAC)



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
