"""Karak's tile sheet, drawn once in code when the view opens (no image files), and the
drawing helpers that sprites uses too.

tiles(T): (sheet, index): one T x T sprite for each exits mask that a tile kind
    (codes.START..ROOM) can have in the tile table (about 30, not 16 x 5), and index, a
    bytearray: index[kind << SPRITE_KIND_SHIFT | mask] is the sprite (0: the empty cell; the
    codes of the spec's sprite layout). A sprite is a dark rock square with floor corridors
    towards the exits; rooms are a wider hall within a thick rock wall (so that their exits
    read on the PyBadge's 13-pixel tiles), a fountain a pool, a gate a ring, the start a
    gold-rimmed hall. Row and column 0 stay black (grid lines).
palette(colors, transparent), rect(bmp, x, y, w, h, v), glyph(bmp, x, y, ch, v, scale): a
    palette, a filled rectangle, a 3 x 5 digit or letter. All bitmaps use few colours (4 bits
    a pixel at most).
The view draws everything it needs when it opens, then drops this module and
sprites (firmware.shell.LIVES: C; their code is only needed once; two modules, so
that neither is a big one to compile while the game is in the heap).
"""
import displayio
from gpcore import const
from karak.words import TILE_KIND, TILE_SHAPE, SHAPE_MASKS

# --- constants: written by tools/pack_tables.py ---
_ROOM = const(4)
_SPRITE_EXITS_MASK = const(15)
_SPRITE_KIND_SHIFT = const(4)
# --- end of constants ---

TILE_COLORS = (0x000000, 0x40342A, 0x9A7E5C, 0xC8B48E, 0x3C9CFF, 0xC050FF, 0xFFC832)
ROCK, TUNNEL_FLOOR, ROOM_FLOOR, WATER, GATE_RING, GOLD = 1, 2, 3, 4, 5, 6
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
    """The tile sheet (16 sprites a row) and its index by kind and exits mask."""
    index = bytearray((_ROOM + 1) << _SPRITE_KIND_SHIFT)
    n = 1
    for i in range(len(TILE_KIND)):
        mask = SHAPE_MASKS[TILE_SHAPE[i]]
        for r in range(4):
            k = TILE_KIND[i] << _SPRITE_KIND_SHIFT | mask
            if not index[k]:
                index[k] = n
                n += 1
            mask = ((mask << 1) | (mask >> 3)) & 15      # a quarter turn clockwise
    bmp = displayio.Bitmap(16 * T, (n + 15) // 16 * T, len(TILE_COLORS))
    w = max(3, T // 3)
    c = (T - w) // 2
    for k in range(len(index)):
        if index[k]:
            _tile(bmp, index[k] % 16 * T, index[k] // 16 * T, T, w, c,
                  k >> _SPRITE_KIND_SHIFT, k & _SPRITE_EXITS_MASK)
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
