"""A row of cards for game views, drawn into a firmware.canvas.Canvas (no display object per
card): each card a tile filled with its colour, 1-3 characters of text in black ink on it,
and under that a dark strip of small marks (3x5-pixel letters, each in a colour of its own:
so nothing is told by colour alone), the highlighted one in a frame.

    row = CardRow(canvas, x, w, big)      # big: the 240x240 screen (larger tiles)
    row.draw(y, [(fill, "R2-", (("R", red), ("G", green))), ...], framed=1)

Colours are the canvas's palette indexes. A row of more cards than fit shows "+n" in its last
slot for the cards left out (those after the framed one if it is far right, else the last),
or, for a row drawn newest first (a chain), "+n" in its first slot for the oldest.
The small letters are firmware/views/marks.py's mark().
"""
from firmware.canvas import INK
from firmware.views.marks import mark


class CardRow:
    def __init__(self, cv, x, w, big, strip=0, frame=2):
        """From x, w pixels wide; strip: the marks' background colour, frame: the
        highlight's."""
        self.cv = cv
        self.x = x
        self.scale = 2 if big else 1
        self.cw = 34 if big else 24             # a tile: 3 characters and a margin
        self.sh = 12 if big else 5          # the marks' strip
        self.h = 14 + self.sh                   # the tile's height
        self.gap = 4 if big else 2
        self.per = max(1, (w + self.gap) // (self.cw + self.gap))
        self.strip = strip
        self.frame = frame

    def slot(self, i):
        """The x of card slot i."""
        return self.x + 1 + i * (self.cw + self.gap)

    def draw(self, y, cards, framed=-1, newest=False):
        """cards at y: (fill colour, text, marks) each, marks a list of (letter, colour);
        card `framed` in the highlight frame; newest: a row longer than fits shows its last
        cards, after "+n" for those left out (a chain, whose newest cards decide). Returns the
        y under the row."""
        cv = self.cv
        n = len(cards)
        shown = n if n <= self.per else self.per - 1
        first = n - shown if newest else framed - shown + 1 if framed >= shown else 0
        at = 1 if newest and shown < n else 0      # the slot of the first card shown
        sc = self.scale
        for i in range(shown):
            fill, text, marks = cards[first + i]
            x = self.slot(at + i)
            if first + i == framed:
                cv.frame(x - 1, y - 1, self.cw + 2, self.h + 2, self.frame)
            cv.rect(x, y, self.cw, 14, fill)
            text = text[:self.cw // 6]
            cv.text(x + (self.cw - 6 * len(text)) // 2, y + 1, text, INK)
            cv.rect(x, y + 14, self.cw, self.sh, self.strip)
            mx = x + max(0, (self.cw - 4 * sc * len(marks) + sc) // 2)
            for ch, color in marks:
                mx = mark(cv, mx, y + 14 + sc // 2, ch, color, sc)
        if shown < n:
            cv.text(self.slot(0 if at else shown) + 1, y + 1, "+%d" % (n - shown), self.frame)
        return y + self.h + 1
