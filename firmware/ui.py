"""Drawing helpers shared by every screen: colours, text lines, filled boxes, text fitting.

All text is terminalio.FONT (6x12 cells), drawn into bitmaps: a Line is one TileGrid over a
two-colour Bitmap as wide as the screen right of it (1 bit a pixel: 240 bytes
for a 160-pixel line), whatever its text. adafruit_display_text's Label would hold a TileGrid
per glyph (about 146 bytes a glyph on a 32-bit board: 3.6 KB for a line of 25 characters), and
its bitmap_label about 1.6 KB a label in Python objects; tools/CIRCUITPYTHON.md has the
figures. A line's colour is one of a few shared palettes (the pixels stay, the palette
changes); its background is transparent, so a line reads over a box (the menu's bar).
"""
import board
import displayio
from firmware.canvas import glyphs
try:
    import vectorio
except ImportError:  # one PyBadge/PyGamer build of 9.x has none (tools/CIRCUITPYTHON.md)
    vectorio = None

BG = 0x000000
FG = 0xFFFFFF
DIM = 0x8C96AA
GOLD = 0xFFC832
BAR = 0x1E3C78
WARN = 0xFF6A3C
GOOD = 0x64E678
PANEL = 0x202838
# a colour per seat (Karak's heroes, the board's lights): never the only sign of a seat
SEAT_COLORS = (0xFF5050, 0x50A0FF, 0x50DC64, 0xFFDC3C, 0xC878FF)


_palettes = {}          # colour: its Palette (transparent, colour), shared by every line


def _palette(color):
    pal = _palettes.get(color)
    if pal is None:
        pal = _palettes[color] = displayio.Palette(2)
        pal[0] = 0
        pal.make_transparent(0)
        pal[1] = color
    return pal


class Line(displayio.TileGrid):
    """A line of text with its top-left corner at (x, y): a TileGrid over its own bitmap;
    .text and .color are what it shows (change them through set_text), .scale is 1 unless
    it is shown in a scaled Group of its own (text())."""
    scale = 1

    def __init__(self, x, y, s, color, w):
        displayio.TileGrid.__init__(self, displayio.Bitmap(max(6, w), 12, 2),
                                    pixel_shader=_palette(color), x=x, y=y)
        self.text = s
        self.color = color
        glyphs(self.bitmap, 0, 0, s)


def text(group, x, y, s, color=FG, scale=1):
    """A Line with its top-left corner at (x, y), as wide as the screen right of it (a text
    longer is cut there), appended to group (in a Group of its own if scaled)."""
    w = (board.DISPLAY.width - x) // scale
    if scale == 1:
        lb = Line(x, y, s, color, w)
        group.append(lb)
        return lb
    big = displayio.Group(x=x, y=y, scale=scale)
    lb = Line(0, 0, s, color, w)
    lb.scale = scale
    big.append(lb)
    group.append(big)
    return lb


def set_text(lb, s, color=None):
    """Change a line's text (and colour) only if it differs, so nothing is redrawn for
    nothing."""
    if lb.text != s:
        lb.text = s
        bmp = lb.bitmap
        bmp.fill(0)
        glyphs(bmp, 0, 0, s)
    if color is not None and lb.color != color:
        lb.color = color
        lb.pixel_shader = _palette(color)


def box(group, x, y, w, h, color):
    """A filled rectangle appended to group; returns it (move it with .x/.y). Without vectorio
    it is a TileGrid of a one-colour Bitmap (w*h bits of heap)."""
    pal = displayio.Palette(1)
    pal[0] = color
    w = max(1, w)
    h = max(1, h)
    if vectorio is None:
        r = displayio.TileGrid(displayio.Bitmap(w, h, 1), pixel_shader=pal, x=x, y=y)
    else:
        r = vectorio.Rectangle(pixel_shader=pal, width=w, height=h, x=x, y=y)
    group.append(r)
    return r


def fit(s, cols):
    """s in at most cols characters: a longer one loses letters from its longest words first
    (the first of equals, the first word last; each keeps 3 letters and its closing mark;
    words with digits or signs, codes like "D1>RY" or "6/3", keep theirs), so that its end
    stays: "Mushroom Creep 5/2" -> "Mushr Cree 5/2"; cut only when that is not enough."""
    if len(s) <= cols:
        return s
    w = s.split(" ")
    over = len(s) - cols
    while over > 0:
        k = -1
        for i in range(len(w)):
            x = w[i]
            if x.isalpha() or len(x) > 1 and x[:-1].isalpha() and x[-1] in ":,;!?)'":
                if k < 0 or len(x) > len(w[k]) or k == 0 and len(x) == len(w[k]):
                    k = i
        if k < 0 or len(w[k]) <= 3 or len(w[k]) == 4 and not w[k].isalpha():
            break
        x = w[k]
        e = len(x) - (0 if x.isalpha() else 1)
        w[k] = x[:e - 1] + x[e:]
        over -= 1
    return " ".join(w)[:cols]


def wrap(s, cols):
    """Words of s in lines of at most cols characters (long words are cut)."""
    lines = []
    line = ""
    for word in s.split():
        word = fit(word, cols)
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= cols:
            line = line + " " + word
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def centered(group, profile, y, s, color=FG, scale=1):
    """A label centred horizontally at height y."""
    s = fit(s, profile.width // (6 * scale))
    return text(group, (profile.width - len(s) * 6 * scale) // 2, y, s, color, scale)


def header(group, profile, title, color=GOLD):
    """The title line of a full-screen list or text, with a rule under it."""
    text(group, 2, 1, fit(title, profile.cols - 1), color)
    box(group, 0, profile.header_h - 2, profile.width, 1, DIM)
