"""Stand-in terminalio for the MicroPython run of the firmware: a 6x12 font whose glyphs are
all one box (the shape does not matter without pixels, the memory and the calls do)."""
from displayio import Bitmap


class _Glyph:
    def __init__(self, bitmap):
        self.bitmap = bitmap
        self.tile_index = 0
        self.width = 6
        self.height = 12
        self.dx = 0
        self.dy = 0
        self.shift_x = 6


class _Font:
    def __init__(self):
        bmp = Bitmap(6, 12, 2)
        for y in range(2, 10):
            for x in range(1, 5):
                bmp[x, y] = 1
        self.glyph = _Glyph(bmp)

    def get_glyph(self, codepoint):
        return self.glyph


FONT = _Font()
