"""Stand-in bitmaptools for the MicroPython run of the firmware (the two calls it uses)."""


def fill_region(bitmap, x1, y1, x2, y2, value):
    for y in range(y1, y2):
        for x in range(x1, x2):
            bitmap.set(x, y, value)


def blit(dest, source, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None):
    for sy in range(y1, source.height if y2 is None else y2):
        for sx in range(x1, source.width if x2 is None else x2):
            v = source.get(sx, sy)
            if v != skip_source_index:
                dest.set(x + sx - x1, y + sy - y1, v)
