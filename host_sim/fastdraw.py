"""Faster bitmaptools.fill_region and bitmaptools.blit for the simulator.

Blinka's bitmaptools draws one pixel per method call: in the suite the firmware's text
(firmware.canvas.glyphs: a fill and a blit per letter) took over half of the time of a whole
game played through the buttons. On a board these are C code. install() replaces the two
functions, for the case the firmware uses (plain displayio.Bitmap objects of 1, 2 or 4 bits
a value, a blit between two different bitmaps), with loops over the bitmap's packed words
that write exactly what Blinka's would: the same clipping, errors, dirty area and pixels
(tests/test_host_fastdraw.py compares them on random cases). Anything else goes to Blinka's.
"""
import operator

import bitmaptools
from displayio import Bitmap

_FILL = bitmaptools.fill_region
_BLIT = bitmaptools.blit


def _packed(bitmap):
    return type(bitmap) is Bitmap and bitmap._bits_per_value < 8


def _spans(x1, x2, bits, shift, xmask):
    """(word index in a row, bit mask) covering the pixels x1..x2-1 of a row."""
    spans = []
    x = x1
    while x < x2:
        end = min(x2, ((x >> shift) + 1) << shift)
        low = 32 - ((end - 1) & xmask) * bits - bits
        spans.append((x >> shift, ((1 << ((end - x) * bits)) - 1) << low))
        x = end
    return spans


def _dirty(bitmap, x1, y1, x2, y2):
    """bitmap.dirty(x1, y1, x2, y2), skipped where the dirty area holds that already."""
    d = bitmap._dirty_area
    if bitmap._read_only or not (d.x1 <= x1 and x2 <= d.x2 and d.y1 <= y1 and y2 <= d.y2):
        bitmap.dirty(x1, y1, x2, y2)           # (raises on a read-only bitmap)


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    if not _packed(dest_bitmap):
        return _FILL(dest_bitmap, x1, y1, x2, y2, value)
    if type(value) is not int:
        value = operator.index(value)
    x1 = max(x1, 0)
    y1 = max(y1, 0)
    x2 = min(x2, dest_bitmap.width)
    y2 = min(y2, dest_bitmap.height)
    if x1 >= x2 or y1 >= y2:
        return
    _dirty(dest_bitmap, x1, y1, x2, y2)
    bits = dest_bitmap._bits_per_value
    value &= dest_bitmap._bitmask
    word = 0
    for i in range(32 // bits):
        word = (word << bits) | value
    data = dest_bitmap._data
    stride = dest_bitmap._stride
    spans = _spans(x1, x2, bits, dest_bitmap._x_shift, dest_bitmap._x_mask)
    for y in range(y1, y2):
        row = y * stride
        for i, mask in spans:
            data[row + i] = (data[row + i] & ~mask) | (word & mask)


def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None,
         skip_source_index=None, skip_dest_index=None):
    if not (_packed(dest_bitmap) and _packed(source_bitmap)) or dest_bitmap is source_bitmap:
        return _BLIT(dest_bitmap, source_bitmap, x, y, x1=x1, y1=y1, x2=x2, y2=y2,
                     skip_source_index=skip_source_index, skip_dest_index=skip_dest_index)
    if x2 is None:
        x2 = source_bitmap.width
    if y2 is None:
        y2 = source_bitmap.height
    if x1 > x2:
        x1, x2 = x2, x1
    if y1 > y2:
        y1, y2 = y2, y1
    x2 = min(x2, source_bitmap.width)
    y2 = min(y2, source_bitmap.height)
    dx1 = max(x, 0)
    dy1 = max(y, 0)
    dx2 = min(x + x2 - x1, dest_bitmap.width)
    dy2 = min(y + y2 - y1, dest_bitmap.height)
    if dx1 >= dx2 or dy1 >= dy2:
        return
    ox = x1 - x
    oy = y1 - y
    if dx1 + ox < 0 or dy1 + oy < 0:
        raise ValueError(f"Index {(dx1 + ox, dy1 + oy)} is out of range")
    _dirty(dest_bitmap, dx1, dy1, dx2, dy2)
    sdata, sstride = source_bitmap._data, source_bitmap._stride
    sbits, sshift, sxmask = (source_bitmap._bits_per_value, source_bitmap._x_shift,
                             source_bitmap._x_mask)
    smask = source_bitmap._bitmask
    ddata, dstride = dest_bitmap._data, dest_bitmap._stride
    dbits, dshift, dxmask = dest_bitmap._bits_per_value, dest_bitmap._x_shift, dest_bitmap._x_mask
    dmask = dest_bitmap._bitmask
    skip = -1 if skip_source_index is None else skip_source_index
    # (every source pixel read lies inside the source: dx2 - dx1 <= x2 - x1 above)
    cols = [((dx + ox) >> sshift, 32 - (((dx + ox) & sxmask) + 1) * sbits, dx >> dshift,
             32 - ((dx & dxmask) + 1) * dbits) for dx in range(dx1, dx2)]
    for dy in range(dy1, dy2):
        srow = (dy + oy) * sstride
        drow = dy * dstride
        for si, spos, di, dpos in cols:
            value = (sdata[srow + si] >> spos) & smask
            if value == skip:
                continue
            i = drow + di
            word = ddata[i]
            if skip_dest_index is not None and (word >> dpos) & dmask == skip_dest_index:
                continue
            ddata[i] = (word & ~(dmask << dpos)) | ((value & dmask) << dpos)


def install():
    """Put the two functions into bitmaptools (idempotent)."""
    bitmaptools.fill_region = fill_region
    bitmaptools.blit = blit
