"""Stand-in bitmaptools for the MicroPython run of the firmware (the two calls it uses). A
region is filled a byte at a time where it can be, and a glyph (one bit a pixel, at most 8
wide) is read a row at a time (onto a one-bit bitmap, written so too), so that drawing costs
the runs little time; anything else goes a pixel at a time."""


def fill_region(bitmap, x1, y1, x2, y2, value):
    """A byte at a time where whole bytes are filled (allocating nothing), else a pixel."""
    bits = bitmap.bits
    per = 8 // bits if bits <= 8 else 1
    byte = 0
    for k in range(per):
        byte |= value << (k * bits)
    a = min(x2, (x1 + per - 1) // per * per)      # the first pixel of a whole byte
    b = a if bits > 8 else max(a, x2 // per * per)  # after the last whole byte
    d = bitmap._d
    stride = bitmap.stride
    for y in range(y1, y2):
        for x in range(x1, a):
            bitmap.set(x, y, value)
        i = y * stride + a // per
        for j in range(i, i + (b - a) // per):
            d[j] = byte
        for x in range(b, x2):
            bitmap.set(x, y, value)


def blit(dest, source, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None):
    x2 = source.width if x2 is None else x2
    y2 = source.height if y2 is None else y2
    w = x2 - x1
    if w <= 8 and source.bits == 1:
        sd = source._d
        dd = dest._d
        ss = source.stride
        ds = dest.stride
        mask = (1 << w) - 1
        for r in range(y2 - y1):
            i = (y1 + r) * ss + x1 // 8
            v = sd[i] << 8 | (sd[i + 1] if i + 1 < len(sd) else 0)
            bits = v >> (16 - x1 % 8 - w) & mask
            if skip_source_index != 0 or dest.bits != 1:    # the row's pixels, one by one
                db = dest.bits
                m = (1 << db) - 1
                for k in range(w):
                    v = bits >> (w - 1 - k) & 1
                    if v != skip_source_index:          # (Bitmap.set, inline)
                        b = (x + k) * db
                        i = (y + r) * ds + b // 8
                        sh = 8 - db - b % 8
                        dd[i] = dd[i] & ~(m << sh) | v << sh
            elif bits:
                i = (y + r) * ds + x // 8
                v = bits << (16 - x % 8 - w)
                dd[i] |= v >> 8
                if v & 255:
                    dd[i + 1] |= v & 255
        return
    for sy in range(y1, y2):
        for sx in range(x1, x2):
            v = source.get(sx, sy)
            if v != skip_source_index:
                dest.set(x + sx - x1, y + sy - y1, v)
