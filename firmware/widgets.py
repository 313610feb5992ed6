"""The scrolling list used by every menu: rows of text, a highlight bar, a scroll bar.

UP/DOWN move the selection (wrapping around); the owner reacts to A/B itself.
"""
import displayio
from firmware import ui


class ListBox:
    """`rows` visible rows of `width` pixels at (x, y); items are strings."""

    def __init__(self, profile, x, y, width, rows):
        self.profile = profile
        self.rows = rows
        self.cols = (width - 6) // 6
        lh = profile.line_h
        self.group = displayio.Group(x=x, y=y)
        self.bar = ui.box(self.group, 0, 0, width - 4, lh, ui.BAR)
        self.track = ui.box(self.group, width - 2, 0, 2, rows * lh, ui.PANEL)
        self.thumb = ui.box(self.group, width - 2, 0, 2, lh, ui.DIM)
        pad = (lh - 12) // 2
        self.labels = [ui.text(self.group, 2, i * lh + pad, " ") for i in range(rows)]
        self.items = []
        self.sel = 0
        self.top = 0

    def set_items(self, items, sel=0):
        self.items = list(items)
        self.sel = min(max(0, sel), max(0, len(self.items) - 1))
        self.top = 0
        self._draw()

    def set_item(self, i, s):
        """Change one item's text in place."""
        self.items[i] = s
        self._draw()

    def selected(self):
        return self.items[self.sel] if self.items else None

    def move(self, d):
        """Move the selection by d rows (wrapping); returns True if it changed."""
        n = len(self.items)
        if n < 2:
            return False
        self.sel = (self.sel + d) % n
        self._draw()
        return True

    def _draw(self):
        n = len(self.items)
        if self.sel < self.top:
            self.top = self.sel
        elif self.sel >= self.top + self.rows:
            self.top = self.sel - self.rows + 1
        lh = self.profile.line_h
        for i in range(self.rows):
            k = self.top + i
            s = ui.fit(self.items[k], self.cols) if k < n else " "
            ui.set_text(self.labels[i], s or " ", ui.GOLD if k == self.sel else ui.FG)
        self.bar.hidden = n == 0
        self.bar.y = (self.sel - self.top) * lh
        more = n > self.rows
        self.track.hidden = not more
        self.thumb.hidden = not more
        if more:
            h = max(3, self.rows * lh * self.rows // n)
            self.thumb.height = h
            self.thumb.y = (self.rows * lh - h) * self.top // (n - self.rows)
