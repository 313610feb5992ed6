"""The Karak dungeon map: a grid window (firmware/views/grid.py: camera, scrolling, target
outlines, the cursor) of cols x rows cells over the growing map.

Three kinds of displayio objects, built once: a TileGrid of tiles (sprite per exits mask and
kind, art.tiles), a TileGrid of things over it (sprites.things: monsters,
chests, dropped items), a frame on the active hero's tile, the preview of a drawn tile (one
tile sprite in a dashed gold outline, where it will be laid; see preview()), two dashed gold
outlines on the targets of the highlighted menu entry (aim()) and a hero marker per seat: a
shield (a shape nothing else on the map has) in the seat colour with the hero letter. A tile
with three heroes or more shows them smaller (the PicoSystem keeps a small marker per seat
too), three a row.
`cam` is the map place (x, y) shown in the top-left cell; it follows the active hero when
the hero leaves the window (one cell of margin), and scroll() moves it; a preview out of
sight brings the hero back to the middle, a target out of sight is brought in (and the hero
back once no target is aimed at).
Every bitmap is made in __init__ (art, sprites), so the view can drop both
afterwards.
"""
import displayio
from firmware.views.grid import GridWindow
from karak.words import HERO_NAMES
from firmware.ui import SEAT_COLORS
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_TUNNEL = const(1)
_NONE = const(255)
_SPRITE_KIND_SHIFT = const(4)
# --- end of constants ---

SLEEP_COLOR = 0x707070      # an unconscious hero's marker
HERO_LETTERS = "WTZLSO"     # Warrior, Thief, wiZard, warLock, Swordsman, Oracle


class MapView(GridWindow):
    def __init__(self, x, y, w, h, T, seats):
        from firmware.views.karak import art
        GridWindow.__init__(self, x, y, w, h, T)
        sheet, self.index = art.tiles(T)
        self.sheet = sheet          # the sheets and palettes, for the view's legend too
        self.tiles = displayio.TileGrid(sheet, pixel_shader=art.palette(art.TILE_COLORS),
                                        width=self.cols, height=self.rows,
                                        tile_width=T, tile_height=T)
        from firmware.views.karak import sprites
        self.things_sheet = things = sprites.things(T)
        self.shade = shade = art.palette(sprites.THING_COLORS, True)
        self.things = displayio.TileGrid(things, pixel_shader=shade, width=self.cols,
                                         height=self.rows, tile_width=T, tile_height=T)
        self.frame = displayio.TileGrid(things, pixel_shader=shade, tile_width=T,
                                        tile_height=T, default_tile=sprites.FRAME)
        self.ghost = displayio.TileGrid(sheet, pixel_shader=self.tiles.pixel_shader,
                                        tile_width=T, tile_height=T)
        self.ghost_frame = displayio.TileGrid(things, pixel_shader=shade, tile_width=T,
                                              tile_height=T, default_tile=sprites.GHOST)
        self.aims = [displayio.TileGrid(things, pixel_shader=shade, tile_width=T, tile_height=T,
                                        default_tile=sprites.GHOST) for _ in range(2)]
        for g in [self.tiles, self.things, self.frame, self.ghost, self.ghost_frame] + self.aims:
            g.hidden = g in self.aims
            self.group.append(g)
        self.ghost.hidden = self.ghost_frame.hidden = True
        self.shown = None           # the previewed tile: (x, y, kind, exits) or None
        self.drop = sprites.DROP
        self.heroes = displayio.Group()
        self.group.append(self.heroes)
        self.chars = HERO_LETTERS[:len(HERO_NAMES)] + "12345"
        self.sizes = []             # (sheet, w, h) of the markers: big, then small if other
        for scale in (2, 1) if T >= 18 else (1,):
            w, h = sprites.marker_size(scale)
            self.sizes.append((sprites.heroes(self.chars, scale), w, h))
        self.marks = []             # per seat: (palette, marker TileGrid of each size)
        for seat in range(seats):
            pal = art.palette((0, SEAT_COLORS[seat], 0x101010), True)
            self.marks.append([pal] + [displayio.TileGrid(b, pixel_shader=pal, tile_width=w,
                                                          tile_height=h)
                                       for b, w, h in self.sizes])
        self.group.append(self.mark)    # the cursor, over everything

    def draw(self, s):
        """Draw state s; bring the active hero into the window if it has moved (or another
        hero is active) and is not well inside it; a window scrolled by hand stays while
        the hero stays."""
        seat = s.turn
        here = s.tile(s.pos[seat])[:2]
        if self.cam is None or (here != self.spot and not self.visible(*here, 1)):
            self.centre(*here)
        self.spot = here
        self._tiles(s)
        self._heroes(s, seat)
        self.frame.hidden = not self.visible(*here)
        self.frame.x, self.frame.y = self.cell(*here)
        self._ghost()
        self.draw_marks()

    def preview(self, p):
        """Show p = (x, y, kind, exits), a tile not laid yet, at map place x, y (None: no
        preview). Returns True if the window had to move to show it (then draw() again)."""
        self.shown = p
        if p is not None and self.cam is not None and not self.visible(p[0], p[1]):
            self.centre(*self.spot)     # the place is next to the hero: in sight now
            return True
        self._ghost()
        return False

    def _ghost(self):
        p = self.shown
        on = p is not None and self.cam is not None and self.visible(p[0], p[1])
        self.ghost.hidden = self.ghost_frame.hidden = not on
        if on:
            x, y, kind, exits = p
            self.ghost[0] = self.index[kind << _SPRITE_KIND_SHIFT | exits] or \
                self.index[_TUNNEL << _SPRITE_KIND_SHIFT | exits]
            px, py = self.cell(x, y)
            for g in (self.ghost, self.ghost_frame):
                g.x, g.y = px, py

    def _tiles(self, s):
        grid, over = self.tiles, self.things
        cols, rows = self.cols, self.rows
        for j in range(rows):
            for i in range(cols):
                grid[i, j] = 0
                over[i, j] = 0
        cx, cy = self.cam
        for t in range(s.nt):
            x, y, kind, exits, tok = s.tile(t)
            i = x - cx
            j = y - cy
            if 0 <= i < cols and 0 <= j < rows:
                # (a shape missing from the tile table is drawn as a tunnel)
                grid[i, j] = self.index[kind << _SPRITE_KIND_SHIFT | exits] or \
                    self.index[_TUNNEL << _SPRITE_KIND_SHIFT | exits]
                v = 0 if tok == _NONE else 1 + tok
                if s.dropped(t):
                    v += self.drop
                over[i, j] = v

    def _heroes(self, s, active):
        """One marker per seat at its tile: alone in the middle, two on a diagonal, more
        small, three a row (the letters stay clear); the active hero is drawn last."""
        T = self.T
        seen = {}
        order = [k for k in range(s.seats) if k != active] + [active]
        while len(self.heroes):
            self.heroes.pop()
        for seat in order:
            t = s.pos[seat]
            seen[t] = seen.get(t, []) + [seat]
        for seat in order:
            x, y = s.tile(s.pos[seat])[:2]
            if not self.visible(x, y):
                continue
            px, py = self.cell(x, y)
            mates = seen[s.pos[seat]]
            k = mates.index(seat)
            n = len(mates)
            size = 0 if n < 3 else len(self.sizes) - 1
            mark = self._marker(s, seat, size)
            mw, mh = self.sizes[size][1:]
            if n == 1:
                ox, oy = (T - mw) // 2, (T - mh) // 2
            elif n == 2:
                ox, oy = (1, 0) if k == 0 else (T - mw, T - mh)
            else:                   # the next row may cover the tips of the row above
                ox = k % 3 * (T - mw) // 2
                oy = 0 if k < 3 else max(T - mh, mh - 2)
            mark.x = px + ox
            mark.y = py + oy
            self.heroes.append(mark)

    def _marker(self, s, seat, size):
        """The marker of seat in this size: its hero's letter (its seat number before heroes
        are chosen), grey and striped while unconscious."""
        pal = self.marks[seat][0]
        grid = self.marks[seat][1 + size]
        h = s.hero[seat]
        out = s.unconscious(seat)
        grid[0] = self.chars.index(HERO_LETTERS[h] if h != _NONE else str(seat + 1)) + \
            (len(self.chars) if out else 0)
        pal[1] = SLEEP_COLOR if out else SEAT_COLORS[seat]
        return grid
