"""Stand-in displayio for running the firmware under MicroPython (no pixels, same shape)."""


class Group:
    def __init__(self, x=0, y=0, scale=1):
        self.x = x
        self.y = y
        self.scale = scale
        self.hidden = False
        self._items = []

    def append(self, item):
        self._items.append(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def insert(self, i, item):
        self._items.insert(i, item)

    def remove(self, item):
        self._items.remove(item)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __getitem__(self, i):
        return self._items[i]


class Palette:
    def __init__(self, n):
        self._colors = [0] * n

    def __setitem__(self, i, c):
        self._colors[i] = c

    def __getitem__(self, i):
        return self._colors[i]

    def make_transparent(self, i):
        pass


class TileGrid:
    """Cells of one byte (as on CircuitPython with fewer than 256 tiles)."""

    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
        self._cells = bytearray([default_tile] * (width * height))

    def __setitem__(self, i, v):
        if isinstance(i, tuple):
            i = i[1] * self.width + i[0]
        self._cells[i] = v

    def __getitem__(self, i):
        if isinstance(i, tuple):
            i = i[1] * self.width + i[0]
        return self._cells[i]


class Bitmap:
    """Packed like CircuitPython's (shared-bindings/displayio/Bitmap.c): `bits` bits a pixel,
    1, 2, 4, 8, then 16, 24 or 32, as few as hold `colors` values; rows of 32-bit words.
    (Only the pixel data is like a board's: this object itself is a Python instance.)"""

    def __init__(self, width, height, colors):
        self.width = width
        self.height = height
        self.bits = 1
        while (colors - 1) >> self.bits:
            self.bits = self.bits * 2 if self.bits < 8 else self.bits + 8
        self.stride = (width * self.bits + 31) // 32 * 4
        self.data = bytearray(self.stride * height)

    def get(self, x, y):
        bit = x * self.bits
        return (self.data[y * self.stride + bit // 8] >> (8 - self.bits - bit % 8)) & \
            ((1 << self.bits) - 1)

    def set(self, x, y, v):
        """(bitmaptools' C code allocates nothing: neither does this, unlike bitmap[x, y])"""
        bit = x * self.bits
        i = y * self.stride + bit // 8
        sh = 8 - self.bits - bit % 8
        self.data[i] = (self.data[i] & ~(((1 << self.bits) - 1) << sh)) | (v << sh)

    def __getitem__(self, xy):
        return self.get(xy[0], xy[1])

    def __setitem__(self, xy, v):
        self.set(xy[0], xy[1], v)

    def fill(self, v):
        byte = 0
        for k in range(8 // self.bits):
            byte |= v << (k * self.bits)
        for i in range(len(self.data)):
            self.data[i] = byte


class Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.refreshes = 0

    def refresh(self):
        self.refreshes += 1
