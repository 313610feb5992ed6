"""Karak's overlay sprites, hero markers, dice and legend, drawn once in code when the view
opens (no image files), with art's helpers.

things(T): overlay sprites (transparent): 1 + token index (monsters show their strength, the
    chest is gold), the same + DROP when items lie there too (DROP alone: only items),
    FRAME (the active hero's tile outline) and GHOST (a dashed gold outline: the drawn tile's
    preview while it is being turned).
heroes(chars, scale): hero markers: a shield (a rounded top, a pointed foot: no monster,
    chest, fountain or gate has that outline) in the seat colour with a dark letter or seat
    number; striped and grey while the hero has fainted.
legend(view, T): the Karak view's legend sprites (TileGrids on the map's sheets).
dice(D): six die faces.
dress(view, T, D): the legend and the dice, for the view's one call that drops this module
and art once they are drawn (gpcore.once).
"""
import displayio
from gpcore import const
from karak.words import TOK_STRENGTH, TOK_NAME
from firmware.views.karak.art import rect, glyph, palette

# --- constants: written by tools/pack_tables.py ---
_START = const(0)
_TUNNEL = const(1)
_FOUNTAIN = const(2)
_GATE = const(3)
_ROOM = const(4)
_NTOK = const(9)
_CHEST = const(8)
_NONE = const(255)
_SPRITE_KIND_SHIFT = const(4)
# --- end of constants ---

THING_COLORS = (0x000000, 0xD23232, 0xFFFFFF, 0xFFC832, 0x000000, 0x50E6F0, 0xFF8C1E)
MONSTER, WHITE, CHEST, DARK, ITEM, DRAGON = 1, 2, 3, 4, 5, 6
DROP = 10           # added to a token's sprite when items lie on the tile too
FRAME = 20
GHOST = 21
DRAGON_STRENGTH = 15


def things(T):
    """Overlay sheet: tokens (with and without dropped items), the FRAME and GHOST outlines."""
    bmp = displayio.Bitmap((GHOST + 1) * T, T, len(THING_COLORS))
    sc = 2 if T >= 18 else 1
    for tok in range(-1, _NTOK):        # -1: no token (dropped items alone)
        for drop in (0, DROP):
            ox = (1 + tok + drop) * T
            if tok >= 0:
                _token(bmp, ox, T, sc, TOK_STRENGTH[tok])
            if drop:
                rect(bmp, ox + T - 4, T - 4, 3, 3, ITEM)
    for ox, v, dash in ((FRAME * T, WHITE, 0), (GHOST * T, CHEST, 2)):
        for i in range(T):
            if not dash or i % (2 * dash) < dash or i == T - 1:
                for xy in ((ox + i, 0), (ox + i, T - 1), (ox, i), (ox + T - 1, i)):
                    bmp[xy] = v
    return bmp


def _token(bmp, ox, T, sc, strength):
    """A monster (its strength on red, the dragon orange) or, strength 0, the chest."""
    if strength == 0:
        y = oy_mid(T, 7 * sc)
        rect(bmp, ox + 3, y, T - 6, 7 * sc, CHEST)
        rect(bmp, ox + 3, y + 2 * sc, T - 6, 1, DARK)
        rect(bmp, ox + T // 2, y + 3 * sc, 1, 2 * sc, DARK)
        return
    digits = str(strength)
    bw = (4 * len(digits) - 1) * sc + 2
    bh = 5 * sc + 2
    x = ox + (T - bw) // 2 + 1
    y = oy_mid(T, bh)
    rect(bmp, x, y, bw, bh, DRAGON if strength >= DRAGON_STRENGTH else MONSTER)
    for k in range(len(digits)):
        glyph(bmp, x + 1 + k * 4 * sc, y + 1, digits[k], WHITE, sc)


def oy_mid(T, h):
    return (T - h + 1) // 2


def marker_size(scale):
    """A shield: the letter's rows within a border, then a foot narrowing to a point."""
    w = 3 * scale + 2
    return w, 5 * scale + 1 + (w - 1) // 2


def heroes(chars, scale):
    """Hero markers, two sprites per character of chars: a shield in colour 1 (its top
    corners cut, its foot pointed), the character in colour 2 (each seat's TileGrid has its
    own palette: colour 1 is the seat colour); sprite len(chars) + i is the same shield
    striped (every other row left out), the marker of a fainted hero: told by its shape, not
    only by its grey."""
    w, h = marker_size(scale)
    top = 5 * scale + 1             # the foot's first row
    n = len(chars)
    bmp = displayio.Bitmap(w * 2 * n, h, 3)
    for i in range(2 * n):
        ox = i * w
        rect(bmp, ox + 1, 0, w - 2, 1, 1)
        for j in range(1, top):
            if i < n or j & 1 == 0:
                rect(bmp, ox, j, w, 1, 1)
        for j in range(top, h):
            k = j - top + 1
            rect(bmp, ox + k, j, w - 2 * k, 1, 1)
        glyph(bmp, ox + 1, 1, chars[i % n], 2, scale)
    return bmp


PIPS = ((4,), (0, 8), (0, 4, 8), (0, 2, 6, 8), (0, 2, 4, 6, 8), (0, 2, 3, 5, 6, 8))


def dice(D):
    """Six die faces of D x D (sprite n - 1 shows n): white with dark pips."""
    bmp = displayio.Bitmap(6 * D, D, 3)
    p = max(2, D // 5)
    for n in range(6):
        ox = n * D
        rect(bmp, ox + 1, 0, D - 2, D, 1)
        rect(bmp, ox, 1, D, D - 2, 1)
        for k in PIPS[n]:
            rect(bmp, ox + 2 + (k % 3) * (D - 4 - p) // 2, 2 + (k // 3) * (D - 4 - p) // 2,
                 p, p, 2)
    return bmp


def legend(view, T):
    """The legend's sprites into view.group: a column of tiles, one of things over them and a
    hero marker (on the first line), sharing the map's sheets; view.legend: the tile and thing
    sprite of each line (karak.info.LEGEND's texts, in that order); view.key_rows: lines on
    a legend page."""
    m = view.map
    n = view.area[3] // T
    spec = ((_TUNNEL, 0), (_TUNNEL, FRAME), (_ROOM, 1 + TOK_NAME.index("Skeleton")),
            (_ROOM, 1 + _CHEST), (_TUNNEL, DROP), (_ROOM, 0), (_FOUNTAIN, 0), (_GATE, 0),
            (_START, 0), (_NONE, GHOST), (_NONE, 0))
    view.legend = bytearray()
    for kind, thing in spec:
        tile = 0
        for mask in range(15, -1, -1) if kind != _NONE else ():
            tile = tile or m.index[kind << _SPRITE_KIND_SHIFT | mask]
        view.legend += bytes((tile, thing))
    view.key_rows = n
    view.key_grids = []
    for sheet, pal in ((m.sheet, m.tiles.pixel_shader), (m.things_sheet, m.shade)):
        view.key_grids.append(displayio.TileGrid(sheet, pixel_shader=pal, width=1, height=n,
                                                 tile_width=T, tile_height=T, x=2))
    sheet, w, h = m.sizes[0]
    view.key_grids.append(displayio.TileGrid(sheet, pixel_shader=m.marks[0][0], tile_width=w,
                                             tile_height=h, x=2 + (T - w) // 2,
                                             y=(T - h) // 2))
    for g in view.key_grids:
        view.group.append(g)


def dress(view, T, D):
    """The view's legend sprites, then (palette, bitmap) of its dice (D pixels a face)."""
    legend(view, T)
    return palette((0, 0xFFFFFF, 0x202020), True), dice(D)
