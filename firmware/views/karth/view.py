"""The Heroes of Karth view (firmware.views.paged: RIGHT or SELECT next page, LEFT previous,
B the dungeon), drawn into one canvas. This module draws the dungeon's tiles, the page of
every decision (kept while the view is up); the panel beside them is panel.py's (kept loaded
with the view: compiled again for each paint with the whole engine held, it was the
firmware's peak) and the text pages are pages.py's (loaded while one is drawn). Few names:
Karth's play sits near the line where the interpreter needs another pool of interned names
(~15 KB).

Pages (in this order):
  dungeon  the 6 x 8 tiles and beside them a panel. Each tile: its floor, its closed sides
           as grey walls, its terrain letter (S Spawner, W Wandering Monster, T Treasure,
           P Prison, M Mana Pool, R Mine Track, X Teleporter, D Secret Door), a web as a
           small x. A unit: a block in its side's colour with its letter (capitals the
           Dungeon Master's, small letters the Adventurers'), darker and marked T when turned
           (Z stunned, L leaving), P poisoned, a bar of its hit points left along its foot; a
           face-down unit a brown block with "?" to the other side (marked H to its owner).
           The unit whose turn runs is framed in gold; in an answer window (Heal Potion, Spike
           Trap) the unit it is about is outlined as a target and its card shown. The
           highlighted menu entry (hover()):
           a unit's entry marks the tiles it may move to (green corners) and outlines the
           enemies it may attack (a thick cyan frame): what the menu offers once it is chosen,
           found on a copy of the state; a move or an attack marks its tile. The panel
           (panel.py): the card of the unit that entry names (or of the unit whose turn
           runs): name, HP left of most, DMG and its type, MV left of its MV, resistances
           A(rmour) M(agic) P(oison), its state and abilities; with no unit, each side's gold
           and kill points against the targets and the SE of the seat shown. On the 240x240
           screen the last log line runs under the tiles
  (pages.py)
  card     the card of the unit the panel shows, whole (the panel beside 8 tiles of 12
           pixels has 10 columns and 6 lines: a long word or a third ability falls off)
  sides    every seat: gold, SE, kill points and cards in hand; each side's totals against
           the targets (gold by seats, 25 kill points)
  hand     your hand (only the seat show() is given; nobody's between two people)
  log      the recent event lines: moves, attacks with their damage, spells and answers
  legend   what each mark means (legend.py, read for the page)
"""
from gpcore import once
from firmware.canvas import Canvas, INK
from firmware.ui import fit
from firmware.views.paged import Paged
from firmware.views.marks import mark
from gpcore import const
from karth.names import CARD_NAME_NAMES
from karth.text import word
from karth.tables import CARD, TER

# --- constants: written by tools/pack_tables.py ---
_W = const(8)
_N_TILES = const(48)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_U = const(12)
_U_CARD = const(0)
_U_TILE = const(1)
_U_DMG = const(2)
_U_FL = const(3)
_U_POI = const(4)
_U_IT = const(6)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_STUN = const(2)
_F_HID = const(4)
_F_LEAVE = const(8)
_W_DMG = const(2)
_W_MOVE = const(3)
_NONE = const(255)
_CARD_HP = const(312)
_TER_OPEN_MASK = const(12)
_TER_EFFECT = const(48)
_TILE_KIND_MASK = const(15)
_TILE_TURNS_SHIFT = const(4)
# --- end of constants ---

# The palette's indexes, as numbers (each name would be interned for good: Karth's play sits
# near the line of another pool of names): 0 background, 1 INK (text on a coloured area),
# 2 FG, 3 DIM, 4 GOLD, 5 floor, 6 wall, 7 the DM's unit, 8 an Adventurer's, 9 and 10 the same
# turned, 11 face down, 12 a target, 13 a move, 14 a terrain letter (panel.py, which this
# module keeps loaded, writes 2-4 as constants of its own). Pages: 0 the dungeon,
# 1 sides, 2 hand, 3 log, 4 legend, 5 a unit's card.
FG, DIM, GOLD = 2, 3, 4
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0x4A3C2C, 0xB4B9C8, 0xFF5A4A,
          0x4AA0FF, 0x9A3A30, 0x2E5F9A, 0xA0642D, 0x50E6F0, 0x64E678, 0xD8B070)


class View(Paged):
    def __init__(self, game, profile, area, names):
        Paged.__init__(self, game, profile, area, names)
        w, h = area[2], area[3]
        self.cv = cv = Canvas(self.group, w, h, len(COLORS))
        for i in range(len(COLORS)):
            cv.palette[i] = COLORS[i]
        self.w = w
        self.big = w >= 200
        self.T = 20 if self.big else 12
        self.left = 8 * self.T + 2                # the panel beside the tiles
        self.cols = w // 6 - 1
        self.rows = h // 12
        self.goal = once("karth.info", "goal", len(names))
        self.legend = once("firmware.views.karth.legend", "legend").count("\n") + 1
        self.what = None     # (unit whose card the panel shows or -1, moves, targets)
        import firmware.views.karth.panel as panel      # kept: compiled once, not per paint
        self.panel = panel

    # --- pages ------------------------------------------------------------------------------
    def pages(self):
        st = self.state
        held = 0 if self.seat is None else st.zones.size(self.zone(self.seat, _Z_HAND))
        out = [(0, 0), (5, 0)]
        for kind, n in ((1, st.seats + 4), (2, held), (3, 1), (4, self.legend - 1)):
            for first in range(0, max(1, n), self.rows - 1):      # under the page's title
                out.append((kind, first))
        return out

    def situation(self):
        return self.state.to_move(), self.state.win[0]

    def paint(self, page, number):
        kind, first = page
        cv = self.cv
        cv.clear()
        if kind:        # a text page (pages.py, loaded while it is drawn)
            return once("firmware.views.karth.pages", "paint", self, kind, first, number)
        st = self.state
        for t in range(_N_TILES):
            self.tile(st, t)
        self.marks(st)
        self.lines(self.left, (self.w - self.left) // 6,
                   self.panel.lines(self, st, self.focus(st)))
        if self.big and self.log:
            cv.text(0, 6 * self.T + 2, fit(self.log[-1], self.left // 6), DIM)

    def lines(self, x, cols, rows):
        for i in range(min(len(rows), self.rows)):
            text, color = rows[i]
            self.cv.text(x, i * 12, fit(text, cols), color)

    # --- the dungeon ------------------------------------------------------------------------
    def get(self, k, f):
        return self.state.u[k * _U + f]

    def tile(self, st, t):
        """Tile t: floor, walls, terrain letter or unit, web."""
        cv = self.cv
        T = self.T
        x = t % _W * T
        y = t // _W * T
        v = st.tile[t]
        cv.rect(x, y, T - 1, T - 1, 5)
        r = v >> _TILE_TURNS_SHIFT
        m = TER[_TER_OPEN_MASK + (v & _TILE_KIND_MASK)]
        m = (m << r | m >> (4 - r)) & 15
        b = 2 if self.big else 1
        for d, (dx, dy, w, h) in enumerate(((0, 0, T - 1, b), (T - 1 - b, 0, b, T - 1),
                                            (0, T - 1 - b, T - 1, b), (0, 0, b, T - 1))):
            if not m & 1 << d:
                cv.rect(x + dx, y + dy, w, h, 6)
        k = st.at[t] - 1
        if k < 0:
            e = TER[_TER_EFFECT + (v & _TILE_KIND_MASK)]
            if e:
                cv.text(x + (T - 6) // 2, y + (T - 12) // 2, ".DWPRSTMX"[e], 14)
        else:
            self.unit(st, k, x, y, b)
        if st.web[t]:
            mark(cv, x + 1 + b, y + T - 2 - 6 * b, "x", FG if k < 0 else INK, b)

    def unit(self, st, k, x, y, b):
        cv = self.cv
        T = self.T
        fl = self.get(k, _U_FL)
        side = 1 if self.get(k, _U_OWN) else 0
        if self.seen(k):
            fill = 7 + side + (2 if fl & _F_TURNED else 0)
            ch = word(CARD_NAME_NAMES, st.rows[self.get(k, _U_CARD)]).split()[-1][0]
            ch = ch.lower() if side else ch.upper()
        else:
            fill, ch = 11, "?"
        cv.rect(x + 1, y + 1, T - 3, T - 3, fill)
        cv.text(x + (T - 6) // 2 - 3 * b + 1, y + (T - 12) // 2 - 1, ch, INK)
        x1 = x + T - 3 - 3 * b
        y1 = y + 2
        for i in range(4):      # Z stunned, L leaving, T turned (one: why), H face down
            bit = (_F_STUN, _F_LEAVE, _F_TURNED, _F_HID)[i]
            if fl & bit and (bit != _F_HID or fill != 11):
                mark(cv, x1, y1, "ZLTH"[i], INK, b)
                y1 += 6 * b
                if bit != _F_HID:
                    break
        if self.get(k, _U_POI):
            mark(cv, x1, y1, "P", INK, b)
        if fill != 11:
            left, top = self.hp(k)
            cv.rect(x + 1, y + T - 2 - b, T - 3, b, 0)
            cv.rect(x + 1, y + T - 2 - b, (T - 3) * left // max(1, top), b, FG)

    def marks(self, st):
        """The unit whose turn runs in gold, then the highlighted entry's moves and targets
        and the unit an answer window is about."""
        cv = self.cv
        T = self.T
        if st.active != _NONE and self.get(st.active, _U_CARD) != _NONE:
            t = self.get(st.active, _U_TILE)
            cv.frame(t % _W * T, t // _W * T, T - 1, T - 1, GOLD)
        aims = list(self.what[2]) if self.what else []
        if st.win[0] == _W_DMG or st.win[0] == _W_MOVE:
            aims.append(self.get(st.win[2], _U_TILE))      # the unit an answer is about
        for t in self.what[1] if self.what else ():
            for dx, dy in ((1, 1), (T - 4, 1), (1, T - 4), (T - 4, T - 4)):
                cv.rect(t % _W * T + dx, t // _W * T + dy, 2, 2, 13)
        for t in aims:
            cv.frame(t % _W * T, t // _W * T, T - 1, T - 1, 12)
            cv.frame(t % _W * T + 1, t // _W * T + 1, T - 3, T - 3, 12)

    def focus(self, st):
        """The unit whose card the panel and the card page show: the highlighted entry's,
        else the one an answer would save or trap, else the one whose turn runs; -1 none."""
        k = self.what[0] if self.what else -1
        if k < 0 and (st.win[0] == _W_DMG or st.win[0] == _W_MOVE):
            k = st.win[2]
        if k < 0 and st.active != _NONE and self.get(st.active, _U_CARD) != _NONE:
            k = st.active
        return k

    def seen(self, k):
        """Whether the seat shown may see unit k (a face-down unit: its owner only)."""
        return not self.get(k, _U_FL) & _F_HID or self.get(k, _U_OWN) == self.seat

    def hp(self, k):
        """(hit points left, most) of unit k, its items' hit points counted."""
        st = self.state
        top = CARD[_CARD_HP + st.rows[self.get(k, _U_CARD)]]
        for i in (0, 1):
            c = self.get(k, _U_IT + i)
            if c != _NONE:
                top += CARD[_CARD_HP + st.rows[c]]
        return max(0, top - self.get(k, _U_DMG)), top

    def zone(self, seat, z):
        return _Z_SEAT + seat * _ZS + z

    # --- the highlighted menu entry ----------------------------------------------------------
    def hover(self, state, action):
        """The highlighted entry on the tiles: a unit's entry its moves and targets (what the
        menu offers once it is chosen, found on a copy), a tile's entry that tile."""
        st = state
        self.what = None
        if action is not None and action < _N_TILES:
            k = st.at[action] - 1
            if k < 0:
                self.what = (-1, (action,), ())
            elif self.get(k, _U_OWN) == st.to_move() and st.active != k:
                c = st.copy()
                c.apply(action)
                self.what = (k,) + self.split(c)
            else:
                self.what = (k, (), (action,))
        elif action is not None and st.active != _NONE:
            self.what = (-1,) + self.split(st)
        if self.state is not None and not self.pages()[self.page][0]:
            self.redraw()       # (no state yet before a bot's first action: nothing drawn)

    def split(self, st):
        """The tile entries of st's menu: (empty tiles, tiles with a unit)."""
        moves = []
        aims = []
        for a in st.actions():
            if a < _N_TILES:
                (aims if st.at[a] else moves).append(a)
        return moves, aims
