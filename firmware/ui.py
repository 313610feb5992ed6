"""Drawing helpers shared by every screen: colours, text labels, filled boxes, text fitting.

All text is terminalio.FONT (6x12 cells); a label is placed by its top-left corner.
"""
import displayio
import terminalio
from adafruit_display_text import label
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


def text(group, x, y, s, color=FG, scale=1):
    """A label with its top-left corner at (x, y), appended to group."""
    lb = label.Label(terminalio.FONT, text=s, color=color, scale=scale)
    lb.anchor_point = (0, 0)
    lb.anchored_position = (x, y)
    group.append(lb)
    return lb


def set_text(lb, s, color=None):
    """Change a label's text (and colour) only if it differs, so nothing is redrawn for nothing."""
    if lb.text != s:
        lb.text = s
    if color is not None and lb.color != color:
        lb.color = color


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
