"""The Karak view: the dungeon map, the heroes, the fight and the recent events.

Pages (SELECT: next, B: back to the map):
  map      a status line (the active hero: name, hero, hearts, steps) over the map
           (firmware/views/karak/map.py); LEFT/RIGHT start the cursor next to the hero:
           then the whole d-pad moves it a place at a time, the map scrolling after it (the
           view grabs UP/DOWN from the menu), until B (back to the hero), SELECT or the next
           move. A place the menu names (a step, the drawn tile's place, a gate, a
           fountain, a hero) highlights that entry: A chooses it as ever
  heroes   two lines a hero: name, hero (its letter on the map), cursed, fainted; hearts,
           points, items (their first two letters when the names do not fit); several
           pages when the heroes do not all fit
  fight    the current or last fight step by step: the dice (drawn as dice), each bonus
           (weapons, flames, ability, sacrifice), the total against the monster's strength
           and the result; shown by itself while a fight is on and right after one
  events   the latest event lines
  legend   what each map sprite means, a sprite a line (karak.info.LEGEND), and the round
           counter; two pages
  powers   each hero's letter and power (karak.info.POWERS), heroes in play in seat colour
The status line ends with the round counter (R3/60: round 3 of the cap); once the game is
over it says why it ended, and so does the score sheet (sheet.py).
While the drawn tile is being turned, the map previews it where it will be laid, turned as
the highlighted "Rotate" entry of the menu says (hover), in a dashed gold outline; the place
a highlighted step goes to, and a gate, fountain or hero the highlighted entry names, are
outlined the same way and brought into sight.
A person's menu opens on the map unless a fight is on or was fought this turn.
On the text pages LEFT/RIGHT go to the previous/next page. Only public things are drawn
(Karak has no secrets), so the seat given to show() does not matter.
"""
import displayio
from firmware import ui
from gpcore import const
from gpcore import once
from firmware.views import View as Base
from firmware.views.karak.map import MapView
from firmware.views.karak import draw
from firmware.keys import LEFT, RIGHT, UP, DOWN, B, SELECT

# --- constants: written by tools/pack_tables.py ---
_P_FIGHT = const(4)
_P_OVER = const(8)
_F_STR = const(1)
# --- end of constants ---

MAP, HEROES, FIGHT, EVENTS, LEGEND, POWERS = 0, 1, 2, 3, 4, 5
PAN = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}


class View(Base):
    def __init__(self, game, profile, area, names):
        # the labels need karak.text: compiled now, before the sprites fragment the heap
        from karak import text, hints  # noqa: F401
        Base.__init__(self, game, profile, area, names)
        w, h = area[2], area[3]
        lh = profile.line_h
        self.cols = w // 6 - 1
        self.rows = h // lh
        self.status = ui.text(self.group, 2, 0, " ")
        T = max(13, (h - lh - 1) // 6)
        self.map = MapView(0, lh + 1, w, h - lh - 1, T, len(names))
        self.group.append(self.map.group)
        self.lines = [ui.text(self.group, 2, i * lh, " ") for i in range(self.rows)]
        self.laid = 0               # the text lines' layout: 0 a line of text, T the legend's
        D = 12 if lh < 14 else 16
        # the sprites, drawn now: then their code and the map's art (loaded by them) go
        dpal, sheet = once("firmware.views.karak.sprites", "dress", self, T, D)
        once("firmware.views.karak.art")
        self.dice = []
        for i in range(2):
            g = displayio.TileGrid(sheet, pixel_shader=dpal, tile_width=D, tile_height=D,
                                   x=w - (2 - i) * (D + 4), y=lh + (lh - D) // 2)
            self.group.append(g)
            self.dice.append(g)
        self.per_page = max(1, self.rows // 2)      # heroes on one heroes page
        self.page = 0               # index into self._pages()
        self.grab = False           # the d-pad scrolls the map
        self.auto = False           # the fight page came up by itself
        self.fkey = None            # the fight record at the last show()
        self.mover = None           # the seat to move at the last show()
        self.turnkey = None         # round * 8 + seat to move at the last show()
        self.fighter = None         # the seat of the last fight
        self.fturn = None           # the turnkey of its turn
        self.fmove = 0              # the number of moves when it was last seen changing
        self.hovered = None         # the highlighted menu entry's action

    # --- pages -----------------------------------------------------------------------------
    def _pages(self):
        """Every page as (kind, first seat of a heroes page or first line of a legend page)."""
        out = [(MAP, 0)]
        for k in range(0, len(self.names), self.per_page):
            out.append((HEROES, k))
        out += [(FIGHT, 0), (EVENTS, 0)]
        for k in range(0, len(self.legend) // 2, self.key_rows):
            out.append((LEGEND, k))
        return out + [(POWERS, 0)]

    def _go(self, kind):
        pages = self._pages()
        for i in range(len(pages)):
            if pages[i][0] == kind:
                self.page = i
                return

    def show(self, state, seat):
        Base.show(self, state, seat)
        s = state
        self.grab = False               # a move (or a new screen) ends the cursor
        self.map.cursor = None
        fkey = bytes(s.fight)
        fought = self.fkey is not None and fkey != self.fkey and s.fight[_F_STR]
        key = s.round * 8 + s.turn
        if s.phase == _P_FIGHT or fought:
            live = s.phase == _P_FIGHT
            self.fighter = s.turn if live else self.mover
            self.fturn = key if live else self.turnkey
            self.fmove = len(s.history)
            if self._pages()[self.page][0] != FIGHT:
                self._go(FIGHT)
                self.auto = True
        elif self.auto and len(s.history) != self.fmove:      # a move after the fight
            self.page = 0
            self.auto = False
        self.fkey = fkey
        self.mover = s.turn
        self.turnkey = key
        self._draw()

    def _draw(self):
        s = self.state
        kind, first = self._pages()[self.page]
        on_map = kind == MAP
        self.map.group.hidden = not on_map
        self.status.hidden = not on_map
        for lb in self.lines:
            lb.hidden = on_map
        for g in self.dice + self.key_grids:
            g.hidden = True
        draw.lay(self, self.map.T if kind == LEGEND else 0)
        if on_map:
            self.map.draw(s)
            draw.status(self, s)
            return
        if kind == HEROES:
            rows = draw.heroes(self, s, first)
        elif kind == FIGHT:
            rows = draw.fight(self, s)
        elif kind >= LEGEND:           # help pages: their module is loaded for the moment
            rows = once("firmware.views.karak.help", "page", self, s, kind == LEGEND, first)
        else:
            rows = [("Events", ui.GOLD)] + [(t, ui.FG) for t in self.log[1 - self.rows:]]
        for i in range(self.rows):
            text, color = rows[i] if i < len(rows) else (" ", ui.FG)
            ui.set_text(self.lines[i], ui.fit(text, self.cols) or " ", color)

    def hover(self, state, action):
        """What the highlighted menu entry shows on the map (draw.hover)."""
        draw.hover(self, state, action)

    # --- buttons ----------------------------------------------------------------------------
    def key(self, button):
        s = self.state
        if s is None:
            return False
        self.auto = False
        kind = self._pages()[self.page][0]
        m = self.map
        if self.grab:
            if button in PAN:
                x0, y0, x1, y1 = s.bounds()     # the cursor may go a place past the map
                if not m.move_cursor((x0 - 1, y0 - 1, x1 + 1, y1 + 1), *PAN[button]):
                    return False
                if s.phase != _P_OVER:
                    self.pick = m.pick(s.actions(), s.targets, self.hovered)
            else:
                self.grab = False
                m.stop_cursor()
                if button == SELECT:
                    self.page = 1
                elif button == B:
                    m.centre(*m.spot)
        elif kind == MAP and button in (LEFT, RIGHT):
            self.grab = True
            m.start_cursor(m.spot)
            self.key(button)
        elif button in (SELECT, RIGHT, LEFT):
            self.page = (self.page + (-1 if button == LEFT else 1)) % len(self._pages())
        elif button == B:
            if kind == MAP:
                m.centre(*m.spot)
            self.page = 0
        else:
            return False
        self._draw()
        return True

    def close(self):
        Base.close(self)
        self.map = None
        self.dice = None
