"""The Karak view: the dungeon map, the heroes, the fight and the recent events.

Pages (SELECT: next, B: back to the map):
  map      a status line (the active hero: name, hero, hearts, steps) over the map
           (firmware/views/karak_map.py); LEFT/RIGHT start the cursor next to the hero:
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
over it says why it ended, and so does the score sheet (karak_sheet.py).
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
from gpcore import const, forget
from firmware.views import View as Base
from firmware.views.karak_map import MapView, SEAT_COLORS, HERO_LETTERS
from firmware.keys import LEFT, RIGHT, UP, DOWN, B, SELECT
from karak.words import HERO_NAMES, TOK_NAME, TOK_ITEM, DX, DY
from karak.board import exits, of_kind

# --- constants: written by tools/pack_tables.py ---
_FLAME_BONUS = const(1)
_ROUND_CAP = const(60)
_FOUNTAIN = const(2)
_GATE = const(3)
_NONE = const(255)
_P_HERO = const(0)
_P_ROTATE = const(2)
_P_FIGHT = const(4)
_P_OVER = const(8)
_A_ROT = const(4)
_A_CURSE = const(22)
_A_SWAP = const(27)
_A_PORTAL = const(32)
_A_REVIVE = const(52)
_A_GATE = const(56)
_A_PICK = const(60)
_F_MON = const(0)
_F_STR = const(1)
_F_D1 = const(2)
_F_D2 = const(3)
_F_WEAP = const(4)
_F_FLAMES = const(5)
_F_SAC = const(6)
_F_ABIL = const(7)
_F_TOTAL = const(8)
_F_RESULT = const(9)
_WIN = const(1)
# --- end of constants ---

MAP, HEROES, FIGHT, EVENTS, LEGEND, POWERS = 0, 1, 2, 3, 4, 5
RESULTS = ("Choose below", "Win! Gets %s", "Tie: steps back", "Loss: -1 heart, back")
PAN = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}


class View(Base):
    def __init__(self, game, profile, area, names):
        # the labels need karak.text: compiled now, before the sprites fragment the heap
        from karak import text  # noqa: F401
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
        from firmware.views import karak_art as art
        art.legend(self, T)
        self.laid = 0               # the text lines' layout: 0 a line of text, T the legend's
        D = 12 if lh < 14 else 16
        dpal = art.palette((0, 0xFFFFFF, 0x202020), True)
        sheet = art.dice(D)
        forget("firmware.views.karak_art")      # the sprites are drawn: free its code
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
        self._lay(self.map.T if kind == LEGEND else 0)
        if on_map:
            self.map.draw(s)
            self._status(s)
            return
        if kind == HEROES:
            rows = self._heroes(s, first)
        elif kind == FIGHT:
            rows = self._fight(s)
        elif kind >= LEGEND:           # help pages: their module is loaded for the moment
            from firmware.views import karak_help
            rows = karak_help.page(self, s, kind == LEGEND, first)
            forget("firmware.views.karak_help")
        else:
            rows = [("Events", ui.GOLD)] + [(t, ui.FG) for t in self.log[1 - self.rows:]]
        for i in range(self.rows):
            text, color = rows[i] if i < len(rows) else (" ", ui.FG)
            ui.set_text(self.lines[i], ui.fit(text, self.cols) or " ", color)

    def _status(self, s):
        """The seat to move, its hero, hearts and steps, and the round counter at the right
        (R3/60, else R3 when that does not fit); the reason once the game is over."""
        seat = s.turn
        cols = (self.area[2] - 2) // 6          # the line starts 2 pixels in
        color = SEAT_COLORS[seat]
        n = min(s.round + 1, _ROUND_CAP)
        for r in ("R%d/%d" % (n, _ROUND_CAP), "R%d" % n):
            if self.grab:
                text, color, r = "Cursor: d-pad  B: done", ui.GOLD, ""
            elif s.phase == _P_HERO:
                text = "%s: choose a hero" % self.names[seat]
            elif s.phase == _P_OVER:
                text, color, r = self.game.why(s), ui.GOLD, ""
            else:
                tail = " %dh %d step%s" % (s.hearts[seat], s.steps, "" if s.steps == 1 else "s")
                text = self._who(self.names[seat], s.hero[seat], tail, False,
                                 cols - len(r) - 1)
            if len(text) + len(r) < cols:
                break
        if r:
            text = ui.fit(text, cols - len(r) - 1)
            text += " " * (cols - len(text) - len(r)) + r
        ui.set_text(self.status, ui.fit(text, cols), color)

    def _who(self, name, h, tail, letter=False, cols=0):
        """name, the hero (with its map letter) and tail as one line, shortened until it
        fits in cols (default: the page's): without the letter, then with the letter
        instead of the hero."""
        cols = cols or self.cols
        if h == _NONE:
            return name + " no hero yet" + tail
        hero = " " + HERO_NAMES[h]
        ch = " (" + HERO_LETTERS[h] + ")"
        options = [name + hero + ch + tail] if letter else []
        options += [name + hero + tail, name + ch + tail]
        for line in options:
            if len(line) <= cols:
                return line
        return options[-1]

    def _lay(self, T):
        """The text lines placed a line of text apart (T 0), or beside the legend's sprites,
        a sprite apart (T)."""
        if self.laid == T:
            return
        self.laid = T
        lh = self.profile.line_h
        for i in range(self.rows):
            self.lines[i].anchored_position = (T + 6, i * T + (T - lh) // 2) if T else \
                (2, i * lh)

    def _heroes(self, s, first):
        """Two lines for each hero of this page."""
        rows = []
        for k in range(first, min(len(self.names), first + self.per_page)):
            mark = ">" if k == s.turn and s.phase != _P_OVER else " "
            tail = (" cursed" if s.curse == k else "") + (" fainted" if s.unconscious(k) else "")
            rows.append((self._who(mark + self.names[k], s.hero[k], tail, True),
                         SEAT_COLORS[k]))
            names = [TOK_ITEM[c] for c in s.inventory(k)]
            head = "%dh %sp " % (s.hearts[k], self.game.points_text(s.points2(k)))
            full = " ".join(names)
            if len(head) + len(full) > self.cols:
                full = " ".join([n[:2] for n in names])     # Sw Da Fl Ke ...
            line = head + (full or "no items")
            rows.append((" " + line if len(line) < self.cols else line, ui.FG))
        return rows

    def _fight(self, s):
        """The fight record as lines; the dice drawn beside the dice line."""
        f = s.fight
        if not f[_F_STR]:
            return [("Fight", ui.GOLD), ("No fight yet", ui.DIM)]
        who = self.fighter if self.fighter is not None else s.turn
        res = f[_F_RESULT]
        if res == _WIN:
            last = RESULTS[res] % TOK_ITEM[f[_F_MON]]
        else:
            last = RESULTS[res]
        for i in range(2):
            self.dice[i][0] = f[_F_D1 + i] - 1
            self.dice[i].hidden = False
        return [("%s vs %s %d" % (self.names[who][:6], TOK_NAME[f[_F_MON]], f[_F_STR]),
                 SEAT_COLORS[who]),
                ("Dice %d + %d = %d" % (f[_F_D1], f[_F_D2], f[_F_D1] + f[_F_D2]), ui.FG),
                ("Weapons +%d  Flames +%d" % (f[_F_WEAP], f[_F_FLAMES] * _FLAME_BONUS), ui.FG),
                ("Ability +%d  Sacrifice +%d" % (f[_F_ABIL], f[_F_SAC]), ui.FG),
                ("Total %d vs %d" % (f[_F_TOTAL], f[_F_STR]), ui.GOLD),
                (last, (ui.FG, ui.GOOD, ui.GOLD, ui.WARN)[res])]

    def hover(self, state, action):
        """A person's menu is up: a fight page that came up by itself gives way to the map
        unless the fight is still on or was this turn's. A highlighted "Rotate" entry: the
        drawn tile (s.stack[s.ns]), turned that way, next to the active hero in the direction
        it is being laid; an entry naming places (a step, gates, fountains, heroes): those
        outlined (and brought into sight); anything else: nothing."""
        s = state
        self.hovered = action
        if action is not None and self.auto and s.phase != _P_FIGHT and \
                s.round * 8 + s.turn != self.fturn:
            self.auto = False
            self.page = 0
            self._draw()
        p = None
        if action is not None and s.phase == _P_ROTATE and _A_ROT <= action < _A_ROT + 4:
            tile = s.stack[s.ns]
            x, y = s.tile(s.pos[s.turn])[:2]
            p = (x + DX[s.pdir], y + DY[s.pdir], tile >> 2, exits(tile, action - _A_ROT))
        moved = p != self.map.shown and self.map.preview(p)
        moved = self.map.aim(self._targets(s, action)) or moved
        if moved and self._pages()[self.page][0] == MAP:
            self._draw()

    def _targets(self, s, a):
        """Map places that menu entry a names: the place a step goes to, the gate or
        fountain it goes to (and the hero a portal sends there), the hero it swaps with or
        curses."""
        if a is not None and a < _A_ROT:
            x, y = s.tile(s.pos[s.turn])[:2]
            return ((x + DX[a], y + DY[a]),)
        if a is None or a < _A_CURSE or a >= _A_PICK:
            return ()
        if a < _A_PORTAL:
            return (s.tile(s.pos[a - _A_CURSE if a < _A_SWAP else a - _A_SWAP])[:2],)
        if a < _A_REVIVE:
            t = of_kind(s, _FOUNTAIN)[(a - _A_PORTAL) & 3]
            return s.tile(t)[:2], s.tile(s.pos[(a - _A_PORTAL) >> 2])[:2]
        if a < _A_GATE:
            return (s.tile(of_kind(s, _FOUNTAIN)[a - _A_REVIVE])[:2],)
        return (s.tile(of_kind(s, _GATE)[a - _A_GATE])[:2],)

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
                    self.pick = m.pick(s.actions(), lambda a: self._targets(s, a),
                                       self.hovered)
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
