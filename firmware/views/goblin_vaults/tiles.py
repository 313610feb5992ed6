"""Goblin Vaults card tiles and small pieces drawn into one canvas (firmware/canvas.py); the
pages made of them are in paint.py and others.py.

A card is a tile filled with its faction's colour (36x14; 52x22 for the block and the
vaults on a 240x240 screen): in black ink its faction's letter, the value and the suit
("R10To" on a small tile, "R10Tom" on a big one), so that no faction is told by colour
alone, and its tier icon as 1-3 white pips on a dark strip at the right edge. A faction
swatch carries the letter too. A face-down card is a
brown back with a "?"; an empty vault place is a dim outline. Gears are a small gold cog and
a number.
"""
from firmware.canvas import INK
from goblin_vaults import cards as C

CW = 36     # card tile (a hand, Glavrun's pile)
CH = 14
BIG = (52, 22)  # the block's and the vaults' tiles on a screen with room for them
ROW = 12    # text line
BIDS = 3    # bid lines under a block card
# palette indexes
WHITE, DIM, GOLD, PANEL, BACK, FAC = 2, 3, 4, 5, 6, 7
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0x3A4458, 0xA0642D,
          0x4AA0FF, 0xFFE63C, 0x3CD24B, 0xFF4646, 0xD764FF)     # BLUE YELLOW GREEN RED PURPLE


SUIT3 = tuple(s[0].upper() + s[1:3] for s in C.SUIT_NAMES)      # "Coi", as in the menus
LETTER = "".join(f[0] for f in C.FACTION_NAMES)                  # "BYGRP"


def card_text(c, fac=None, suit=3):
    """Faction letter (the card's own unless `fac` is given), value and suit: "R10Tom"."""
    return "%s%2d%s" % (LETTER[C.FACTION[c] if fac is None else fac], C.VALUE[c],
                        SUIT3[C.SUIT[c]][:suit])


class Tiles:
    def __init__(self, canvas):
        """Draws into canvas (a firmware.canvas.Canvas of len(COLORS) colours)."""
        w, h = canvas.w, canvas.h
        self.w = w
        self.h = h
        self.cv = canvas
        for i in range(len(COLORS)):
            canvas.palette[i] = COLORS[i]
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
        n = 3 if w - strip >= 36 else 2          # the suit's letters that fit
        cv.text(x + (w - strip - 6 * (n + 3) + 1) // 2, y + (h - 12) // 2,
                card_text(c, None, n), INK)
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
        """A faction's colour with its letter (a text line high, 7 wide)."""
        self.cv.rect(x, y + 1, 7, 10, FAC + fac)
        self.cv.text(x + 1, y, LETTER[fac], INK)

    def cards(self, x, y, ids, per_row, h=CH, rows=99):
        """ids as card tiles, per_row to a row, rows rows at most; returns the y below."""
        for i in range(min(len(ids), per_row * rows)):
            self.card(x + (i % per_row) * (CW + 3), y + (i // per_row) * (h + 2), ids[i],
                      h=h)
        return y + ((len(ids) + per_row - 1) // per_row) * (h + 2)
