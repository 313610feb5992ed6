"""Stand-in displayio for running the firmware under MicroPython (no pixels, same shape), each
object costing the heap its C object costs on CircuitPython.

On a board these are C structures (CircuitPython's shared-module/displayio/*.h) in the GC heap,
plus the buffers they allocate. Here they are Python instances whose attributes are chosen so
that, on the 64-bit desktop interpreter the heap is measured on, one costs what the C object
would cost there; tests/test_standin_costs.py derives each figure from the C structure and
holds every stand-in within 10% of it. How: an instance costs one 32-byte GC block plus one
block for every two attributes, so the fields are packed into few attributes (properties
unpack them) and the buffers are bytearrays of the C buffer's size.
"""


def _pack(x, y, scale, hidden):
    """x, y (12 bits each, from -2048), scale (4 bits) and hidden in one small int (below
    2**30 on a 32-bit core too, so setting them allocates nothing)."""
    return (x + 2048) | (y + 2048) << 12 | scale << 24 | (1 << 28 if hidden else 0)


class Group:
    """displayio_group_t (48 bytes on 32-bit, 64 on 64-bit) and its mp_obj_list_t of members:
    here `_items` and one packed int."""

    def __init__(self, x=0, y=0, scale=1):
        self._f = _pack(x, y, scale, False)
        self._items = []

    def _get(self, shift, bits):
        return self._f >> shift & ((1 << bits) - 1)

    def _set(self, shift, bits, v):
        self._f = self._f & ~(((1 << bits) - 1) << shift) | v << shift

    x = property(lambda self: self._get(0, 12) - 2048,
                 lambda self, v: self._set(0, 12, v + 2048))
    y = property(lambda self: self._get(12, 12) - 2048,
                 lambda self, v: self._set(12, 12, v + 2048))
    scale = property(lambda self: self._get(24, 4), lambda self, v: self._set(24, 4, v))
    hidden = property(lambda self: bool(self._get(28, 1)),
                      lambda self, v: self._set(28, 1, 1 if v else 0))

    def append(self, item):
        self._items.append(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def insert(self, i, item):
        self._items.insert(i, item)

    def remove(self, item):
        self._items.remove(item)

    def index(self, item):
        return self._items.index(item)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def __setitem__(self, i, item):
        self._items[i] = item


class Palette:
    """displayio_palette_t (16 / 32 bytes) and its colours (12 bytes each,
    _displayio_color_t): up to two colours in two ints, more in a bytearray as large as the C
    array less what this instance costs beyond the C structure. A colour's top bit marks it
    transparent."""

    def __init__(self, n):
        if n <= 2:
            self._a = 0
            self._b = 0 if n == 2 else None
        else:
            self._a = bytearray(max(4 * n, (12 * n + 31) // 32 * 32 - 64))
            self._b = n

    def __len__(self):
        return 1 if self._b is None else 2 if isinstance(self._a, int) else self._b

    def _raw(self, i):
        if isinstance(self._a, int):
            return self._b if i else self._a
        d = self._a
        return d[4 * i] | d[4 * i + 1] << 8 | d[4 * i + 2] << 16 | d[4 * i + 3] << 24

    def _put(self, i, v):
        if isinstance(self._a, int):
            if i:
                self._b = v
            else:
                self._a = v
        else:
            for k in range(4):
                self._a[4 * i + k] = v >> (8 * k) & 255

    def __setitem__(self, i, c):
        self._put(i, c & 0xFFFFFF)

    def __getitem__(self, i):
        return self._raw(i) & 0xFFFFFF

    def make_transparent(self, i):
        self._put(i, self._raw(i) | 1 << 24)

    def make_opaque(self, i):
        self._put(i, self._raw(i) & 0xFFFFFF)

    def is_transparent(self, i):
        return bool(self._raw(i) >> 24)


class TileGrid:
    """displayio_tilegrid_t (96 / 128 bytes); its tiles are inline for a single cell (one
    int: the tile, 10 bits, then the tile's width and height, 10 bits each), else a bytearray
    of one byte a cell (as on CircuitPython with fewer than 256 tiles) after three bytes: the
    grid's width, the tile's width and height."""

    def __init__(self, bitmap, pixel_shader=None, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.hidden = False
        tw = bitmap.width if tile_width is None else tile_width
        th = bitmap.height if tile_height is None else tile_height
        if width * height == 1:
            self._t = default_tile | tw << 10 | th << 20
        else:
            self._t = bytearray([default_tile] * (width * height + 3))
            self._t[0] = width
            self._t[1] = tw
            self._t[2] = th

    def _index(self, i):
        if isinstance(i, tuple):
            i = i[1] * self._t[0] + i[0]
        return i + 3

    def __setitem__(self, i, v):
        if isinstance(self._t, int):
            self._t = self._t & ~1023 | v
        else:
            self._t[self._index(i)] = v

    def __getitem__(self, i):
        if isinstance(self._t, int):
            return self._t & 1023
        return self._t[self._index(i)]

    width = property(lambda self: 1 if isinstance(self._t, int) else self._t[0])
    height = property(lambda self: 1 if isinstance(self._t, int) else
                      (len(self._t) - 3) // self._t[0])
    tile_width = property(lambda self: self._t >> 10 & 1023 if isinstance(self._t, int) else
                          self._t[1])
    tile_height = property(lambda self: self._t >> 20 if isinstance(self._t, int) else
                           self._t[2])


class Bitmap:
    """displayio_bitmap_t (48 / 64 bytes) and its data, packed as CircuitPython packs it
    (shared-bindings/displayio/Bitmap.c): `bits` bits a pixel, 1, 2, 4, 8, then 16, 24 or 32,
    as few as hold `colors` values; rows of 32-bit words. The size fields are one int."""

    def __init__(self, width, height, colors):
        bits = 1
        while (colors - 1) >> bits:
            bits = bits * 2 if bits < 8 else bits + 8
        self._f = width | height << 12 | bits << 24
        self._d = bytearray((width * bits + 31) // 32 * 4 * height)

    width = property(lambda self: self._f & 4095)
    height = property(lambda self: self._f >> 12 & 4095)
    bits = property(lambda self: self._f >> 24)
    stride = property(lambda self: ((self._f & 4095) * (self._f >> 24) + 31) // 32 * 4)

    def get(self, x, y):
        bits = self._f >> 24
        bit = x * bits
        return (self._d[y * self.stride + bit // 8] >> (8 - bits - bit % 8)) & ((1 << bits) - 1)

    def set(self, x, y, v):
        """(bitmaptools' C code allocates nothing: neither does this, unlike bitmap[x, y])"""
        bits = self._f >> 24
        bit = x * bits
        i = y * self.stride + bit // 8
        sh = 8 - bits - bit % 8
        self._d[i] = (self._d[i] & ~(((1 << bits) - 1) << sh)) | (v << sh)

    def __getitem__(self, xy):
        return self.get(xy[0], xy[1])

    def __setitem__(self, xy, v):
        self.set(xy[0], xy[1], v)

    def fill(self, v):
        bits = self._f >> 24
        byte = 0
        for k in range(8 // bits):
            byte |= v << (k * bits)
        d = self._d
        for i in range(len(d)):
            d[i] = byte


class Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.refreshes = 0

    def refresh(self):
        self.refreshes += 1
