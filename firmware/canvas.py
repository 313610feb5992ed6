"""A drawing surface for game views: one palette Bitmap shown by one TileGrid.

Filled rectangles, outlines and terminalio.FONT text are drawn into the bitmap with
bitmaptools (C code on the device), so a whole page costs one bitmap (4 bits a pixel: 6 KB
for 160x78) and no display object per card or word. Colours are palette indexes; index 0 is
the background and index 1 is INK, the colour of text drawn over a coloured area.

    cv = Canvas(group, 160, 78, 12)       # 12 colours: set cv.palette[i] = 0xRRGGBB
    cv.clear()
    cv.rect(2, 2, 30, 14, 5)
    cv.text(3, 3, "10Tom", INK)       # the glyphs only: whatever is under them shows
    cv.text(3, 20, "Round 3", 2)      # colour 2 on the background (a black cell per letter)
"""
import bitmaptools
import displayio
import terminalio

INK = 1
CHAR_W = 6
CHAR_H = 12


class Canvas:
    def __init__(self, group, w, h, colors):
        self.w = w
        self.h = h
        self.bitmap = displayio.Bitmap(w, h, colors)        # the big one first
        self.palette = displayio.Palette(colors)
        group.append(displayio.TileGrid(self.bitmap, pixel_shader=self.palette))

    def clear(self):
        self.bitmap.fill(0)

    def rect(self, x, y, w, h, color):
        """A filled rectangle, clipped to the canvas."""
        x2 = min(self.w, x + w)
        y2 = min(self.h, y + h)
        x = max(0, x)
        y = max(0, y)
        if x < x2 and y < y2:
            bitmaptools.fill_region(self.bitmap, x, y, x2, y2, color)

    def frame(self, x, y, w, h, color):
        """A one-pixel outline."""
        self.rect(x, y, w, 1, color)
        self.rect(x, y + h - 1, w, 1, color)
        self.rect(x, y, 1, h, color)
        self.rect(x + w - 1, y, 1, h, color)

    def text(self, x, y, s, color=INK):
        """s with its top-left character cell at (x, y) (6x12 cells, cut at the right edge).
        INK draws only the glyphs' pixels; another colour also clears each glyph's box to the
        background, so it reads on any area. Returns the x after the text."""
        return glyphs(self.bitmap, x, y, s, color)


def _ascent():
    font = terminalio.FONT
    up = 0
    for c in b"M j'":
        g = font.get_glyph(c)
        up = max(up, g.height + g.dy)
    return up


ASCENT = _ascent()      # the font's height above its baseline


def glyphs(bitmap, x, y, s, color=INK):
    """Draw s into bitmap as Canvas.text does (firmware.ui's text lines draw through it too):
    the glyphs in INK, or with color, each glyph's box cleared to color first."""
    font = terminalio.FONT
    w = bitmap.width
    h = bitmap.height
    for c in s.encode():        # (the texts are ASCII) bytes: iterating a str would intern
        if x + CHAR_W > w:      # each character as a name, growing the qstr pools mid-game
            break
        g = font.get_glyph(c)
        if g is not None and g.width and g.height:
            per_row = g.bitmap.width // g.width
            sx = (g.tile_index % per_row) * g.width
            sy = (g.tile_index // per_row) * g.height
            gx = x + g.dx
            gy = y + ASCENT - g.height - g.dy
            gh = min(g.height, h - gy)          # a last line may lose its bottom
            if gy >= 0 and gh > 0 and gx >= 0:
                if color == INK:
                    skip = 0
                else:
                    skip = 1
                    bitmaptools.fill_region(bitmap, gx, gy, min(w, gx + g.width), gy + gh,
                                            color)
                bitmaptools.blit(bitmap, g.bitmap, gx, gy, x1=sx, y1=sy, x2=sx + g.width,
                                 y2=sy + gh, skip_source_index=skip)
        x += CHAR_W
    return x
