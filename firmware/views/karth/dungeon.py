"""Heroes of Karth's dungeon: the 6 x 8 tiles on a grid window (firmware/views/grid.py, the
whole board in sight), painted into the view's canvas: each tile's floor with its closed sides
as grey walls and its terrain letter (S Spawner, W Wandering Monster, T Treasure, P Prison,
M Mana Pool, R Mine Track, X Teleporter, D Secret Door); a web as a small x; a unit as a
block in its side's colour with its letter (capitals the Dungeon Master's, small letters the
Adventurers'), darker and marked T when turned (Z stunned, L leaving), P poisoned, and a bar
of its hit points left along its foot; a face-down unit is a brown block with "?" (marked H
to its owner, who sees it). The highlighted menu entry's targets are outlined in a thick cyan frame,
the tiles it may move to marked at the corners in green, the unit whose turn runs framed in
gold. The palette (indexes) is shared with the view."""
from firmware.canvas import INK
from firmware.views.cards import mark
from firmware.views.grid import GridWindow
from gpcore import const
from karth.names import CARD_NAME_NAMES
from karth.tables import CARD_HP, TER_OPEN_MASK, TER_EFFECT

# --- constants: written by tools/pack_tables.py ---
_W = const(8)
_N_TILES = const(48)
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
_NONE = const(255)
# --- end of constants ---

BG = 0                      # (1 is the canvas's INK)
FG, DIM, GOLD, FLOOR, WALL, DM, ADV, DM_T, ADV_T, BACK, AIM, MOVE, TERR = range(2, 15)
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0x4A3C2C, 0xB4B9C8, 0xFF5A4A,
          0x4AA0FF, 0x9A3A30, 0x2E5F9A, 0xA0642D, 0x50E6F0, 0x64E678, 0xD8B070)
TERRAIN = ".DWPRSTMX"       # a letter per terrain effect (karth.text's map letters)


def unit_at(st, t):
    """The slot of the unit on tile t, or -1."""
    return st.at[t] - 1


def field(st, k, f):
    return st.u[k * _U + f]


def seen(st, k, seat):
    """Whether `seat` may see unit k's identity (a face-down unit: its owner only)."""
    return not field(st, k, _U_FL) & _F_HID or field(st, k, _U_OWN) == seat


def hp(st, k):
    """(hit points left, most) of unit k, its items' hit points counted."""
    top = CARD_HP[st.rows[field(st, k, _U_CARD)]]
    for i in (0, 1):
        c = field(st, k, _U_IT + i)
        if c != _NONE:
            top += CARD_HP[st.rows[c]]
    return max(0, top - field(st, k, _U_DMG)), top


def letter(st, k):
    """The unit's letter: the first of its name's last word, a capital for the DM's."""
    ch = CARD_NAME_NAMES[st.rows[field(st, k, _U_CARD)]].split()[-1][0]
    return ch.lower() if field(st, k, _U_OWN) else ch.upper()


class Dungeon(GridWindow):
    def __init__(self, cv, T):
        GridWindow.__init__(self, 0, 0, 8 * T, 6 * T, T)
        self.cv = cv
        self.cam = (0, 0)
        self.spot = (0, 0)
        self.moves = ()             # tiles the highlighted entry's unit may move to

    def draw(self, st, seat):
        for t in range(_N_TILES):
            self._tile(st, t, seat)
        cv = self.cv
        T = self.T
        if st.active != _NONE and field(st, st.active, _U_CARD) != _NONE:
            t = field(st, st.active, _U_TILE)
            x, y = self.cell(t % _W, t // _W)
            cv.frame(x, y, T - 1, T - 1, GOLD)
        for t in self.moves:
            x, y = self.cell(t % _W, t // _W)
            for dx, dy in ((1, 1), (T - 4, 1), (1, T - 4), (T - 4, T - 4)):
                cv.rect(x + dx, y + dy, 2, 2, MOVE)
        for x, y in self.targets:
            x, y = self.cell(x, y)
            cv.frame(x, y, T - 1, T - 1, AIM)
            cv.frame(x + 1, y + 1, T - 3, T - 3, AIM)

    def _tile(self, st, t, seat):
        cv = self.cv
        T = self.T
        x, y = self.cell(t % _W, t // _W)
        v = st.tile[t]
        kind = v & 15
        cv.rect(x, y, T - 1, T - 1, FLOOR)
        cv.rect(x + T - 1, y, 1, T, BG)
        cv.rect(x, y + T - 1, T, 1, BG)
        r = v >> 4
        m = TER_OPEN_MASK[kind]
        m = (m << r | m >> (4 - r)) & 15
        b = 2 if T >= 16 else 1
        for d, (wx, wy, ww, wh) in enumerate(((0, 0, T - 1, b), (T - 1 - b, 0, b, T - 1),
                                              (0, T - 1 - b, T - 1, b), (0, 0, b, T - 1))):
            if not m & 1 << d:
                cv.rect(x + wx, y + wy, ww, wh, WALL)
        k = unit_at(st, t)
        sc = 2 if T >= 16 else 1
        if k < 0:
            e = TER_EFFECT[kind]
            if e:
                cv.text(x + (T - 6) // 2, y + (T - 12) // 2, TERRAIN[e], TERR)
        else:
            self._unit(st, k, x, y, seat, sc)
        if st.web[t]:
            mark(cv, x + 1 + b, y + T - 2 - b - 5 * sc, "x", FG if k < 0 else INK, sc)

    def _unit(self, st, k, x, y, seat, sc):
        cv = self.cv
        T = self.T
        fl = field(st, k, _U_FL)
        side = 1 if field(st, k, _U_OWN) else 0
        i = 1
        if seen(st, k, seat):
            fill = (DM_T, ADV_T)[side] if fl & _F_TURNED else (DM, ADV)[side]
            ch = letter(st, k)
        else:
            fill, ch = BACK, "?"
        cv.rect(x + i, y + i, T - 2 - i, T - 2 - i, fill)
        cv.text(x + (T - 6) // 2 - 3 * sc + 1, y + (T - 12) // 2 - 1, ch, INK)
        mx = x + T - 3 - 3 * sc
        my = y + 2
        for bit, ch in ((_F_STUN, "Z"), (_F_LEAVE, "L"), (_F_TURNED, "T"), (_F_HID, "H")):
            if fl & bit and (bit != _F_HID or fill != BACK):
                mark(cv, mx, my, ch, INK, sc)
                my += 6 * sc
                if bit != _F_HID:
                    break       # one facing mark: the reason it is turned
        if field(st, k, _U_POI):
            mark(cv, mx, my, "P", INK, sc)
        if fill != BACK:
            left, top = hp(st, k)
            w = T - 2 - i
            cv.rect(x + i, y + T - 2 - sc, w, sc, BG)
            cv.rect(x + i, y + T - 2 - sc, w * left // max(1, top), sc, FG)
