"""A grid view's window: cols x rows cells of T pixels over a map of places (x, y) that may be
larger than the screen (Karak's growing dungeon; a fixed board such as Karth's 6 x 8).

The window owns what every grid game needs: the camera (`cam`, the place shown in the top-left
cell), scrolling within the map's bounds, bringing a place into sight, outlines on the targets
of the highlighted menu entry (aim()), and a cursor the d-pad moves cell by cell (the window
follows it) that picks the menu entry aiming at its cell (pick()). A game's map subclasses it,
adds its own layers (tiles, tokens, markers) to `group` at the pixels cell() gives, and passes
the outline TileGrids it draws targets with (`aims`). The cursor is drawn here: cyan corner
brackets, a shape unlike the game's outlines (Karak: the active hero's white frame, the dashed
gold target outline).

A view with a grid lets LEFT/RIGHT on the map start the cursor (view.grab, so that UP/DOWN
reach it too), moves it with the d-pad, sets view.pick to the action the cursor's cell names
(the shell then highlights that menu entry; A chooses it as ever) and ends it with B.
"""
import displayio

CURSOR_COLOR = 0x50E6F0


class GridWindow:
    def __init__(self, x, y, w, h, T):
        self.T = T
        self.cols = w // T
        self.rows = h // T
        self.group = displayio.Group(x=x + (w - self.cols * T) // 2, y=y)
        self.cam = None
        self.aims = []              # outline TileGrids for the targets (the subclass's)
        self.targets = ()           # the aimed-at places
        self.away = False           # the window moved to show a target
        self.spot = None            # the place to come back to (Karak: the active hero)
        self.cursor = None          # the cursor's place, None when it is off
        pal = displayio.Palette(2)
        pal.make_transparent(0)
        pal[1] = CURSOR_COLOR
        bmp = displayio.Bitmap(T, T, 2)
        k = max(3, T // 3)          # the brackets' arms
        for i in range(k):
            for a, b in ((i, 0), (0, i), (i, 1), (1, i)):
                for x0, y0 in ((a, b), (T - 1 - a, b), (a, T - 1 - b), (T - 1 - a, T - 1 - b)):
                    bmp[x0, y0] = 1
        self.mark = displayio.TileGrid(bmp, pixel_shader=pal)
        self.mark.hidden = True

    # --- places and pixels ------------------------------------------------------------------
    def cell(self, x, y):
        """Top-left pixel of place x, y in the window's group (may be outside the window)."""
        return (x - self.cam[0]) * self.T, (y - self.cam[1]) * self.T

    def place_of(self, x, y):
        """Top-left pixel of place x, y in the view's area."""
        px, py = self.cell(x, y)
        return px + self.group.x, py + self.group.y

    def visible(self, x, y, margin=0):
        cx, cy = self.cam
        m = margin if self.cols > 2 * margin + 1 and self.rows > 2 * margin + 1 else 0
        return cx + m <= x < cx + self.cols - m and cy + m <= y < cy + self.rows - m

    def centre(self, x, y):
        self.cam = (x - self.cols // 2, y - self.rows // 2)

    def scroll(self, bounds, dx, dy):
        """Move the window by dx, dy cells, keeping part of the map (bounds: x0, y0, x1, y1,
        its first and last places) in sight. Returns True if it moved."""
        x0, y0, x1, y1 = bounds
        cx = min(max(self.cam[0] + dx, x0 - self.cols + 2), x1 - 1)
        cy = min(max(self.cam[1] + dy, y0 - self.rows + 2), y1 - 1)
        moved = (cx, cy) != self.cam
        self.cam = (cx, cy)
        return moved

    # --- targets of the highlighted menu entry ----------------------------------------------
    def aim(self, places):
        """Outline these places (none: no outline); bring the first into sight, with the spot
        if both fit, and the window back to the spot once nothing is aimed at. Returns True
        if the window moved (then draw again)."""
        self.targets = places
        moved = False
        if self.cam is not None:
            if places and not self.visible(*places[0]):
                (x, y), (hx, hy) = places[0], self.spot
                self.centre((x + hx) // 2, (y + hy) // 2)
                if not self.visible(x, y) or not self.visible(hx, hy):
                    self.centre(x, y)
                self.away = moved = True
            elif not places and self.away and self.cursor is None:
                self.away = False
                if not self.visible(*self.spot):
                    self.centre(*self.spot)
                    moved = True
        self.draw_marks()
        return moved

    def draw_marks(self):
        """Place the target outlines and the cursor (hidden when out of the window)."""
        for i in range(len(self.aims)):
            g = self.aims[i]
            g.hidden = i >= len(self.targets) or self.cam is None or \
                not self.visible(*self.targets[i])
            if not g.hidden:
                g.x, g.y = self.cell(*self.targets[i])
        c = self.cursor
        self.mark.hidden = c is None or self.cam is None or not self.visible(*c)
        if not self.mark.hidden:
            self.mark.x, self.mark.y = self.cell(*c)

    # --- the cursor -------------------------------------------------------------------------
    def start_cursor(self, place):
        self.cursor = place
        self.draw_marks()

    def stop_cursor(self):
        self.cursor = None
        self.draw_marks()

    def move_cursor(self, bounds, dx, dy):
        """Move the cursor a cell within bounds (x0, y0, x1, y1: the first and last places it
        may reach); the window follows it by a quarter of its size. Returns True if it moved
        (then draw again)."""
        x0, y0, x1, y1 = bounds
        x = min(max(self.cursor[0] + dx, x0), x1)
        y = min(max(self.cursor[1] + dy, y0), y1)
        if (x, y) == self.cursor:
            return False
        self.cursor = (x, y)
        if not self.visible(x, y):
            self.scroll(bounds, dx * max(1, self.cols // 4), dy * max(1, self.rows // 3))
            if not self.visible(x, y):
                self.centre(x, y)
        return True

    def pick(self, actions, places, current=None):
        """The action of `actions` whose places(a) hold the cursor's cell: `current` if it
        does (a cell may be named by several entries), else the first; None if none does."""
        c = self.cursor
        if c is None:
            return None
        if current is not None and c in places(current):
            return current
        for a in actions:
            if c in places(a):
                return a
        return None
