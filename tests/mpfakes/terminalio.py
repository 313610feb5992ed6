"""Stand-in terminalio for the MicroPython run of the firmware: a 6x12 font of 96 glyphs, each
a pattern of its character's bits (no two printable characters alike, so a changed text
changes the pixels the driver fingerprints). On a board FONT is in flash: its bitmap here is
part of the interpreter's share of the measured heap, not the firmware's."""
from displayio import Bitmap


class _Glyph:
    def __init__(self, bitmap):
        self.bitmap = bitmap
        self.tile_index = 0
        self.width = 6
        self.height = 12
        self.dx = 0
        self.dy = -2
        self.shift_x = 6
        self.shift_y = 0


class _Font:
    def __init__(self):
        bmp = Bitmap(96 * 6, 12, 2)
        for k in range(96):
            for y in range(2, 10):
                for x in range(1, 5):
                    if (k + 32) >> ((x + y) % 7) & 1:
                        bmp.set(k * 6 + x, y, 1)
        self.glyph = _Glyph(bmp)

    def get_glyph(self, codepoint):
        """The glyph of codepoint (one object, re-aimed: CircuitPython makes a new one)."""
        self.glyph.tile_index = (codepoint - 32) % 96
        return self.glyph

    def get_bounding_box(self):
        return 6, 12


FONT = _Font()
