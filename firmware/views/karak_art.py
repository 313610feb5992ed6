"""Karak sprite sheets, drawn once in code when the view opens (no image files).

tiles(T): (sheet, index): one T x T sprite for each exits mask that a tile kind
    (codes.START..ROOM) can have in the tile table (about 30, not 16 x 5), and index, a
    bytearray: index[kind * 16 + mask] is the sprite (0: the empty cell). A sprite is a dark
    rock square with floor corridors towards the exits; rooms are a wider hall within a thick
    rock wall (so that their exits read on the PyBadge's 13-pixel tiles), a fountain a pool, a
    gate a ring, the start a gold-rimmed hall. Row and column 0 stay black (grid lines).
things(T): overlay sprites (transparent): 1 + token index (monsters show their strength, the
    chest is gold), the same + DROP when items lie there too (DROP alone: only items),
    FRAME (the active hero's tile outline) and GHOST (a dashed gold outline: the drawn tile's
    preview while it is being turned).
heroes(chars, scale): hero markers: a shield (a rounded top, a pointed foot: no monster,
    chest, fountain or gate has that outline) in the seat colour with a dark letter or seat
    number; striped and grey while the hero has fainted.
legend(view, T): the Karak view's legend sprites (TileGrids on the map's sheets).
dice(D): six die faces. All bitmaps use few colours (4 bits a pixel at most).
The view draws everything it needs when it opens, then forgets this module (its code is
only needed once).
"""
import displayio
from gpcore import const
from karak.words import TILE_KIND, TILE_SHAPE, SHAPE_MASKS, TOK_STRENGTH, TOK_NAME

# --- constants: written by tools/pack_tables.py ---
_START = const(0)
_TUNNEL = const(1)
_FOUNTAIN = const(2)
_GATE = const(3)
_ROOM = const(4)
_NTOK = const(9)
_CHEST = const(8)
_NONE = const(255)
# --- end of constants ---

TILE_COLORS = (0x000000, 0x40342A, 0x9A7E5C, 0xC8B48E, 0x3C9CFF, 0xC050FF, 0xFFC832)
ROCK, TUNNEL_FLOOR, ROOM_FLOOR, WATER, GATE_RING, GOLD = 1, 2, 3, 4, 5, 6
THING_COLORS = (0x000000, 0xD23232, 0xFFFFFF, 0xFFC832, 0x000000, 0x50E6F0, 0xFF8C1E)
MONSTER, WHITE, CHEST, DARK, ITEM, DRAGON = 1, 2, 3, 4, 5, 6
DROP = 10           # added to a token's sprite when items lie on the tile too
FRAME = 20
GHOST = 21
DRAGON_STRENGTH = 15

# 3 x 5 glyphs: the five rows (top first, bit 2 = left column) of GLYPH_CHARS[k] are
# GLYPH_ROWS[5 * k:5 * k + 5]. A string and bytes, not a dict: each one-letter key would be a
# name interned for good.
GLYPH_CHARS = "0123456789WTZLSO"
GLYPH_ROWS = bytes((
    7, 5, 5, 5, 7, 2, 6, 2, 2, 7, 7, 1, 7, 4, 7, 7, 1, 7, 1, 7,
    5, 5, 7, 1, 1, 7, 4, 7, 1, 7, 7, 4, 7, 5, 7, 7, 1, 1, 2, 2,
    7, 5, 7, 5, 7, 7, 5, 7, 1, 7, 5, 5, 7, 7, 5, 7, 2, 2, 2, 2,
    7, 1, 2, 4, 7, 4, 4, 4, 4, 7, 3, 4, 2, 1, 6, 2, 5, 5, 5, 2))


def palette(colors, transparent=False):
    p = displayio.Palette(len(colors))
    for i in range(len(colors)):
        p[i] = colors[i]
    if transparent:
        p.make_transparent(0)
    return p


def rect(bmp, x, y, w, h, v):
    for j in range(y, y + h):
        for i in range(x, x + w):
            bmp[i, j] = v


def glyph(bmp, x, y, ch, v, scale=1):
    k = GLYPH_CHARS.find(ch) * 5
    for j in range(5):
        for i in range(3):
            if GLYPH_ROWS[k + j] & (4 >> i):
                rect(bmp, x + i * scale, y + j * scale, scale, scale, v)


def tiles(T):
    """The tile sheet (16 sprites a row) and its index by kind * 16 + exits mask."""
    index = bytearray(5 * 16)
    n = 1
    for i in range(len(TILE_KIND)):
        mask = SHAPE_MASKS[TILE_SHAPE[i]]
        for r in range(4):
            k = TILE_KIND[i] * 16 + mask
            if not index[k]:
                index[k] = n
                n += 1
            mask = ((mask << 1) | (mask >> 3)) & 15      # a quarter turn clockwise
    bmp = displayio.Bitmap(16 * T, (n + 15) // 16 * T, len(TILE_COLORS))
    w = max(3, T // 3)
    c = (T - w) // 2
    for k in range(len(index)):
        if index[k]:
            _tile(bmp, index[k] % 16 * T, index[k] // 16 * T, T, w, c, k >> 4, k & 15)
    return bmp, index


def _tile(bmp, ox, oy, T, w, c, kind, mask):
    rect(bmp, ox + 1, oy + 1, T - 1, T - 1, ROCK)
    floor = TUNNEL_FLOOR if kind == 1 else ROOM_FLOOR
    m = max(3, T // 4)          # a hall's rock wall: thick enough that its exits read
    if kind == 1:
        rect(bmp, ox + c, oy + c, w, w, floor)
    else:
        rect(bmp, ox + m, oy + m, T + 1 - 2 * m, T + 1 - 2 * m, floor)
    for d, (x, y, cw, ch) in enumerate(((c, 0, w, c), (c, c, T - c, w),
                                        (c, c, w, T - c), (0, c, c, w))):
        if mask & (1 << d):
            rect(bmp, ox + x, oy + y, cw, ch, floor)
    if kind == 2:
        rect(bmp, ox + c, oy + c, w, w, WATER)
    elif kind == 3:
        rect(bmp, ox + c - 1, oy + c - 1, w + 2, w + 2, GATE_RING)
        rect(bmp, ox + c, oy + c, w, w, floor)
    elif kind == 0:             # the start: a hall with a gold rim and a gold middle
        rect(bmp, ox + m - 1, oy + m - 1, T + 3 - 2 * m, T + 3 - 2 * m, GOLD)
        rect(bmp, ox + m, oy + m, T + 1 - 2 * m, T + 1 - 2 * m, floor)
        for d, (x, y, cw, ch) in enumerate(((c, 0, w, m), (T - m + 1, c, m, w),
                                            (c, T - m + 1, w, m), (0, c, m, w))):
            if mask & (1 << d):     # the rim stays open towards the exits
                rect(bmp, ox + x, oy + y, cw, ch, floor)
        rect(bmp, ox + c, oy + c, w, w, GOLD)


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
            tile = tile or m.index[kind * 16 + mask]
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
