"""The scrolling list used by every menu: rows of text, a highlight bar, a scroll bar.

UP/DOWN move the selection (wrapping around); the owner reacts to A/B itself.
"""
import displayio
from firmware import ui


class ListBox:
    """`rows` visible rows of `width` pixels at (x, y); items are strings (a list given is
    kept, not copied: a menu's labels are not held twice while it is made)."""

    def __init__(self, profile, x, y, width, rows):
        self.profile = profile
        self.rows = rows
        self.cols = (width - 6) // 6
        lh = profile.line_h
        self.group = displayio.Group(x=x, y=y)
        self.bar = displayio.Group()        # shapes are shown and hidden through a group
        ui.box(self.bar, 0, 0, width - 4, lh, ui.BAR)
        self.group.append(self.bar)
        self.scroll = displayio.Group(x=width - 2)
        self.group.append(self.scroll)
        self.thumb = None
        self.thumb_h = 0
        pad = (lh - 12) // 2
        self.labels = [ui.text(self.group, 2, i * lh + pad, " ") for i in range(rows)]
        self.items = []
        self.sel = 0
        self.top = 0

    def set_items(self, items, sel=0):
        self.items = items if type(items) is list else list(items)
        self.sel = min(max(0, sel), max(0, len(self.items) - 1))
        self.top = 0
        while len(self.scroll):
            self.scroll.pop()
        n = len(self.items)
        if n > self.rows:                   # a scroll bar: the track, a thumb of fixed size
            lh = self.profile.line_h
            ui.box(self.scroll, 0, 0, 2, self.rows * lh, ui.PANEL)
            self.thumb_h = max(3, self.rows * self.rows * lh // n)
            self.thumb = ui.box(self.scroll, 0, 0, 2, self.thumb_h, ui.DIM)
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
        if n > self.rows:
            self.thumb.y = (self.rows * lh - self.thumb_h) * self.top // (n - self.rows)
