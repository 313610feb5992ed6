"""The Heroes of Karth view (firmware.views.paged: RIGHT or SELECT next page, LEFT previous,
B the dungeon), drawn into one canvas.

Pages:
  dungeon  the 6 x 8 tiles (dungeon.py) and beside them a panel: the card of the unit the
           highlighted menu entry names (or of the unit whose turn runs): name, HP left of
           most, DMG and its type, MV left of its MV, resistances A(rmour) M(agic) P(oison),
           its state and abilities; with no unit, each side's gold and kill points against
           the targets and the Spiritual Energy of the seat shown. The highlighted entry is
           shown on the tiles (hover()): a unit's entry marks where it may move and outlines
           the enemies it may attack (what the menu would offer once it is chosen), a move or
           an attack its tile. On the 240x240 screen the last log line runs under the tiles
  sides    every seat: gold, SE, kill points and cards in hand; each side's totals against
           the targets (gold by seats, 25 kill points)
  hand     your hand (only the seat show() is given; nobody's between two people)
  log      the recent event lines: moves, attacks with their damage, spells and answers
  legend   what each mark means (legend.py), two pages
"""
from firmware import borrow
from firmware.canvas import Canvas
from firmware.ui import fit
from firmware.views.paged import Paged
from firmware.views.karth.dungeon import Dungeon, field, seen, hp, FG, DIM, GOLD, COLORS
from gpcore import const
from karth.names import CARD_NAME_NAMES
from karth.tables import (CARD_DMG, CARD_DTYPE, CARD_MV, CARD_AR, CARD_MR, CARD_PR,
                          CARD_ABILITIES, CARD_ABILITIES_AT)
from karth.text import OPS

# --- constants: written by tools/pack_tables.py ---
_W = const(8)
_N_TILES = const(48)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_U_CARD = const(0)
_U_FL = const(3)
_U_POI = const(4)
_U_MV = const(8)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_STUN = const(2)
_F_HID = const(4)
_F_LEAVE = const(8)
_NONE = const(255)
# --- end of constants ---

MAP, SIDES, HAND, LOG, LEGEND = range(5)
DTYPES = ("phys", "magic", "poison")


class View(Paged):
    def __init__(self, game, profile, area, names):
        Paged.__init__(self, game, profile, area, names)
        w, h = area[2], area[3]
        self.cv = cv = Canvas(self.group, w, h, len(COLORS))
        for i in range(len(COLORS)):
            cv.palette[i] = COLORS[i]
        self.w = w
        self.big = w >= 200
        T = 20 if self.big else 12
        self.map = Dungeon(cv, T)
        self.group.append(self.map.group)       # (the grid window's cursor)
        self.px = 8 * T + 2                     # the panel beside the tiles
        self.pcols = (w - self.px) // 6
        self.cols = w // 6 - 1
        self.rows = h // 12
        self.goal = borrow("karth.info", "goal", len(names))
        self.legend = borrow("firmware.views.karth.legend", "LINES")
        self.focus = -1             # the unit whose card the panel shows

    # --- pages ------------------------------------------------------------------------------
    def pages(self):
        out = [(MAP, 0)]
        for kind, n in ((SIDES, self.state.seats + 4), (HAND, self._held() + 1), (LOG, 1),
                        (LEGEND, len(self.legend))):
            for first in range(0, n, self.rows):
                out.append((kind, first))
        return out

    def _held(self):
        """The number of cards in the hand shown (none between two people)."""
        if self.seat is None:
            return 0
        return self.state.zones.size(self._zone(self.seat, _Z_HAND))

    def situation(self):
        st = self.state
        return st.to_move(), st.win[0]

    def paint(self, page, number):
        kind, first = page
        self.cv.clear()
        if kind == MAP:
            self.map.draw(self.state, self.seat)
            self._panel()
            return
        if kind == SIDES:
            rows = self._sides()
        elif kind == HAND:
            rows = self._hand()
        elif kind == LOG:
            rows = [("Log", GOLD)] + [(t, FG) for t in self.log[1 - self.rows:]]
        else:
            rows = self.legend
        rows = rows[first:first + self.rows]
        for i in range(len(rows)):
            text, color = rows[i]
            self.cv.text(2, i * 12, fit(text, self.cols), color)
        self.cv.text(self.w - 6 * len(number) - 1, 0, number, DIM)

    def _lines(self, x, cols, rows):
        for i in range(len(rows)):
            text, color = rows[i]
            if text:
                self.cv.text(x, i * 12, fit(text, cols), color)

    def _panel(self):
        st = self.state
        k = self.focus
        if k < 0 and st.active != _NONE and field(st, st.active, _U_CARD) != _NONE:
            k = st.active
        rows = self._card(st, k) if k >= 0 else self._totals(st)
        self._lines(self.px, self.pcols, rows[:self.rows])
        if self.big and self.log:
            self.cv.text(0, 6 * self.map.T + 2, fit(self.log[-1], self.px // 6), DIM)

    def _card(self, st, k):
        """The unit's card as (text, colour) lines; a face-down unit's as such."""
        mine = "DM's" if field(st, k, _U_OWN) == 0 else "Adventurer's"
        if not seen(st, k, self.seat):
            return [("Face down", GOLD), (mine, DIM), ("Reveal it", DIM), ("to know it", DIM)]
        r = st.rows[field(st, k, _U_CARD)]
        left, top = hp(st, k)
        fl = field(st, k, _U_FL)
        name = CARD_NAME_NAMES[r]
        if len(name) > self.pcols:      # the kind without its people (the side is shown)
            name = name.split()[-1]
        out = [(name, GOLD), ("HP %d/%d" % (left, top), FG),
               ("DMG %d %s" % (CARD_DMG[r], DTYPES[CARD_DTYPE[r]]), FG),
               ("MV %d/%d" % (max(0, CARD_MV[r] - field(st, k, _U_MV)), CARD_MV[r]), FG),
               ("A%d M%d P%d" % (CARD_AR[r], CARD_MR[r], CARD_PR[r]), FG)]
        for bit, word in ((_F_STUN, "Stunned"), (_F_LEAVE, "Leaving"),
                          (_F_TURNED, "Turned"), (_F_HID, "Face down")):
            if fl & bit:
                out.append((word, DIM))
                break
        if field(st, k, _U_POI):
            out.append(("Poisoned", DIM))
        for i in range(CARD_ABILITIES_AT[r], CARD_ABILITIES_AT[r + 1]):
            op = CARD_ABILITIES[4 * i] & 31
            out.append((OPS[op] if op < len(OPS) else "Answer", DIM))
        out.append((mine, DIM))
        return out

    def _totals(self, st):
        """Each side's gold and kill points against the targets, and the seat's SE."""
        gold = sum(st.gold[1:])
        kp = sum(st.kp[1:])
        out = [("T%d %s" % (st.turns, self.names[min(st.to_move(), len(self.names) - 1)]),
                GOLD),
               ("DM %d/%dg" % (st.gold[0], self.goal), FG), (" KP %d/25" % st.kp[0], FG),
               ("Adv %d/%dg" % (gold, self.goal), FG), (" KP %d/25" % kp, FG)]
        if self.seat is not None:
            out.append(("SE %d" % st.se[self.seat], FG))
        return out

    def _sides(self):
        st = self.state
        out = [("Win: %d gold, 25 KP," % self.goal, GOLD), ("or all enemy Spawners", GOLD)]
        for s in range(st.seats):
            mark = ">" if s == st.to_move() else " "
            out.append(("%s%s g%d SE%d KP%d h%d" % (mark, fit(self.names[s], 6), st.gold[s],
                                                     st.se[s], st.kp[s],
                                                     st.zones.size(self._zone(s, _Z_HAND))),
                        FG))
        out.append(("DM side %d/%dg %d/25KP" % (st.gold[0], self.goal, st.kp[0]), FG))
        out.append(("Adventurers %d/%dg %d/25KP" % (sum(st.gold[1:]), self.goal,
                                                    sum(st.kp[1:])), FG))
        return out

    def _zone(self, seat, z):
        return _Z_SEAT + seat * _ZS + z

    def _hand(self):
        st = self.state
        if self.seat is None:
            return [("Hands are hidden", GOLD)]
        hand = st.zones.cards(self._zone(self.seat, _Z_HAND))
        out = [("%s's hand: %d" % (self.names[self.seat], len(hand)), GOLD)]
        for c in hand:
            out.append((CARD_NAME_NAMES[st.rows[c]], FG))
        return out

    # --- the highlighted menu entry ----------------------------------------------------------
    def hover(self, state, action):
        """The highlighted entry on the tiles: a unit's entry its moves and targets (what the
        menu offers once it is chosen, found on a copy), a tile's entry that tile."""
        m = self.map
        st = state
        self.focus = -1
        moves = []
        aims = []
        if action is not None and action < _N_TILES:
            k = st.at[action] - 1
            if k >= 0:
                self.focus = k
                if field(st, k, _U_OWN) == st.to_move() and st.active != k:
                    moves, aims = _reach(st, action)
                else:
                    aims = [action]
            else:
                moves = [action]
        elif action is not None and st.active != _NONE:
            moves, aims = _split(st, st.actions())
        m.moves = moves
        m.aim([(t % _W, t // _W) for t in aims])
        if self.pages()[self.page][0] == MAP:
            self.redraw()

    def close(self):
        Paged.close(self)
        self.map = None


def _reach(st, a):
    """The tiles the menu offers once entry a (a unit) is chosen: (moves, attacks)."""
    c = st.copy()
    try:
        c.apply(a)
    except ValueError:
        return [], []
    return _split(c, c.actions())


def _split(st, actions):
    """The tile entries of `actions`: (empty tiles, tiles with a unit)."""
    moves = []
    aims = []
    for a in actions:
        if a < _N_TILES:
            (aims if st.at[a] else moves).append(a)
    return moves, aims
