"""host_sim.fastdraw draws exactly what Blinka's bitmaptools draws: the same pixels, dirty
area and errors, on random fills and blits (clipped, skipping, every bit depth)."""
import random

import pytest

import host_sim  # noqa: F401  (installs the simulator's modules)
from host_sim import fastdraw
from displayio import Bitmap


def bitmap(rnd, w, h, colors):
    b = Bitmap(w, h, colors)
    for y in range(h):
        for x in range(w):
            b[x, y] = rnd.randrange(colors)
    return b


def twin(b):
    c = Bitmap(b.width, b.height, 1 << b._bits_per_value)
    for y in range(b.height):
        for x in range(b.width):
            c[x, y] = b[x, y]
    c._dirty_area.x1 = c._dirty_area.x2 = 0
    b._dirty_area.x1 = b._dirty_area.x2 = 0
    return c


def same(a, b):
    assert [a[i] for i in range(a.width * a.height)] == \
        [b[i] for i in range(b.width * b.height)]
    da, db = a._dirty_area, b._dirty_area
    assert (da.x1, da.y1, da.x2, da.y2) == (db.x1, db.y1, db.x2, db.y2)


def outcome(f, *args, **kw):
    try:
        f(*args, **kw)
    except (ValueError, RuntimeError) as e:
        return type(e), str(e)
    return None


@pytest.mark.parametrize("colors", (2, 4, 16, 256))
def test_fill_region_is_blinkas(colors):
    rnd = random.Random(colors)
    for _ in range(300):
        w, h = rnd.randrange(1, 70), rnd.randrange(1, 20)
        a = bitmap(rnd, w, h, colors)
        b = twin(a)
        for _ in range(3):          # (the later ones within the dirty area or not)
            x1, x2 = rnd.randrange(-5, w + 5), rnd.randrange(-5, w + 5)
            y1, y2 = rnd.randrange(-5, h + 5), rnd.randrange(-5, h + 5)
            v = rnd.randrange(colors)
            assert outcome(fastdraw.fill_region, a, x1, y1, x2, y2, v) == \
                outcome(fastdraw._FILL, b, x1, y1, x2, y2, v)
            same(a, b)


@pytest.mark.parametrize("colors", ((2, 16), (16, 16), (4, 2), (16, 256)))
def test_blit_is_blinkas(colors):
    rnd = random.Random(str(colors))
    for _ in range(300):
        sw, sh = rnd.randrange(1, 40), rnd.randrange(1, 14)
        w, h = rnd.randrange(1, 50), rnd.randrange(1, 16)
        src = bitmap(rnd, sw, sh, colors[0])
        a = bitmap(rnd, w, h, colors[1])
        b = twin(a)
        for _ in range(3):
            kw = dict(x1=rnd.randrange(0, sw + 3), y1=rnd.randrange(0, sh + 3),
                      x2=rnd.choice((None, rnd.randrange(0, sw + 3))),
                      y2=rnd.choice((None, rnd.randrange(0, sh + 3))),
                      skip_source_index=rnd.choice((None, 0, 1)),
                      skip_dest_index=rnd.choice((None, None, 0, 1)))
            x, y = rnd.randrange(-8, w + 3), rnd.randrange(-8, h + 3)
            assert outcome(fastdraw.blit, a, src, x, y, **kw) == \
                outcome(fastdraw._BLIT, b, src, x, y, **kw)
            same(a, b)


def test_a_read_only_bitmap_is_refused_alike():
    rnd = random.Random(5)
    a = bitmap(rnd, 8, 4, 16)
    a._read_only = True
    assert outcome(fastdraw.fill_region, a, 0, 0, 4, 4, 1) == \
        outcome(fastdraw._FILL, a, 0, 0, 4, 4, 1) == (RuntimeError, "Read-only")


def test_the_simulator_draws_with_them():
    import bitmaptools
    assert bitmaptools.blit is fastdraw.blit and bitmaptools.fill_region is fastdraw.fill_region
