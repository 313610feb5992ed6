"""The stand-ins for CircuitPython's C objects (tests/mpfakes) cost on the measuring interpreter's
heap what the C objects cost: each figure is computed here from the C structure, field by field
(CircuitPython's shared-module/*/*.h, named beside each), laid out for a 64-bit build (the
desktop interpreter tools/memcheck.py measures on) and rounded to its 32-byte GC blocks; the
stand-in, built under that interpreter as the firmware builds it, must cost within 10% of it.
The 32-bit figures (16-byte blocks) are printed for reference: they are what a board pays."""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")
P = "ptr"       # a pointer or mp_obj_t: 4 or 8 bytes

# C structures as (type, count) fields; a nested structure is a tuple of its fields.
AREA = (("i16", 4), (P, 1))                                       # displayio/area.h
TRANSFORM = (("u16", 7), ("bool", 3))                             # displayio/area.h
STRUCTS = {
    # shared-module/displayio/Group.h: base, members, absolute_transform, dirty_area, x, y,
    # scale, then one byte of bit fields
    "Group": ((P, 1), (P, 1), (TRANSFORM, 1), (AREA, 1), ("i16", 3), ("u8", 1)),
    # the mp_obj_list_t of its members (py/objlist.h): base, alloc, len, items
    "list": ((P, 1), ("size", 2), (P, 1)),
    # shared-module/displayio/Palette.h: base, colors, color_count, needs_refresh
    "Palette": ((P, 1), (P, 1), ("u32", 1), ("bool", 1)),
    # _displayio_color_t: rgb888, rgb565, luma, hue, chroma, transparent
    "color": (("u32", 1), ("u16", 1), ("u8", 4)),
    # shared-module/displayio/TileGrid.h: base, bitmap, pixel_shader, x, y, 10 uint16 sizes,
    # tiles, inverts, absolute_transform, three areas, two bytes of bit fields
    "TileGrid": ((P, 3), ("i16", 12), (P, 3), (AREA, 3), ("u16", 1)),
    # shared-module/displayio/Bitmap.h: base, width, height, data, stride, bits_per_value,
    # x_shift, x_mask, dirty_area, bitmask, read_only, data_alloc
    "Bitmap": ((P, 1), ("u16", 2), (P, 1), ("u16", 1), ("u8", 2), ("size", 1), (AREA, 1),
               ("u16", 1), ("bool", 2)),
    # shared-module/vectorio/Rectangle.h: base, width, height, color_index, on_dirty (an
    # object and a function), draw_protocol_instance (the VectorShape below)
    "Rectangle": ((P, 1), ("u16", 3), (P, 2), (P, 1)),
    # shared-module/vectorio/VectorShape.h: base, ishape (shape, get_area, get_pixel),
    # pixel_shader, x, y, absolute_transform, ephemeral_dirty_area, current_area, two bools
    "VectorShape": ((P, 1), (P, 3), (P, 1), ("i16", 2), (P, 1), (AREA, 2), ("bool", 2)),
}
SCALAR = {"bool": 1, "u8": 1, "i16": 2, "u16": 2, "u32": 4}


def layout(fields, word):
    """(size, alignment) of a C structure on a machine with `word`-byte pointers."""
    size, align = 0, 1
    for kind, count in fields:
        if isinstance(kind, tuple):
            n, a = layout(kind, word)
        else:
            n = a = word if kind in (P, "size") else SCALAR[kind]
        size = (size + a - 1) // a * a + n * count
        align = max(align, a)
    return (size + align - 1) // align * align, align


def c_size(name, word, count=1):
    return layout(STRUCTS[name], word)[0] * count


def block(n, word):
    """n bytes as the GC allocates them: whole blocks of four words."""
    b = 4 * word
    return (n + b - 1) // b * b if n else 0


def figure(kind, args, word):
    """What the C object made by displayio.KIND(*args) (or vectorio's) costs, in bytes."""
    if kind == "Group":       # a new group's member list has room for 4 (py/objlist.c)
        return block(c_size("Group", word), word) + block(c_size("list", word), word) + \
            block(4 * word, word)
    if kind == "Palette":
        return block(c_size("Palette", word), word) + block(c_size("color", word, args[0]),
                                                            word)
    if kind == "TileGrid":    # tiles kept in the pointer's place when they fit there
        cells = args[0] * args[1]
        return block(c_size("TileGrid", word), word) + (block(cells, word) if cells > word
                                                        else 0)
    if kind == "Bitmap":
        w, h, colors = args
        bits = 1
        while (colors - 1) >> bits:
            bits = bits * 2 if bits < 8 else bits + 8
        return block(c_size("Bitmap", word), word) + block((w * bits + 31) // 32 * 4 * h, word)
    if kind == "Rectangle":
        return block(c_size("Rectangle", word), word) + block(c_size("VectorShape", word), word)
    raise KeyError(kind)


# The objects the firmware makes, at the sizes it makes them (firmware/ui.py, canvas.py,
# views/grid.py, karak/map.py, karak/art.py).
CASES = [
    ("Group", ()),
    ("Palette", (1,)), ("Palette", (2,)), ("Palette", (12,)), ("Palette", (16,)),
    ("TileGrid", (1, 1)), ("TileGrid", (20, 12)), ("TileGrid", (27, 11)),
    ("Bitmap", (160, 12, 2)), ("Bitmap", (240, 14, 2)), ("Bitmap", (160, 78, 12)),
    ("Bitmap", (240, 160, 16)), ("Bitmap", (160, 48, 16)),
    ("Rectangle", ()),
]

PROBE = """\
import gc, sys
sys.path.insert(0, %r)
import displayio, vectorio
bm = displayio.Bitmap(6, 12, 2)
pal = displayio.Palette(2)
def make(kind, args):
    if kind == "TileGrid":
        return displayio.TileGrid(bm, pixel_shader=pal, width=args[0], height=args[1])
    if kind == "Rectangle":
        return vectorio.Rectangle(pixel_shader=pal, width=3, height=3, x=1, y=2)
    return getattr(displayio, kind)(*args)
for kind, args in %r:
    keep = [None] * 16
    gc.collect()
    before = gc.mem_alloc()
    for i in range(16):
        keep[i] = make(kind, args)
    gc.collect()
    print(kind, (gc.mem_alloc() - before) // 16)
"""


@pytest.fixture(scope="module")
def costs(tmp_path_factory):
    script = tmp_path_factory.mktemp("standins") / "probe.py"
    script.write_text(PROBE % (os.path.join(ROOT, "tests", "mpfakes"), CASES))
    out = subprocess.run([MICROPYTHON, str(script)], capture_output=True, text=True,
                         check=True, timeout=60).stdout.split("\n")
    return [int(line.split()[1]) for line in out if line]


@pytest.mark.parametrize("i", range(len(CASES)), ids=["%s%s" % c for c in CASES])
def test_standin_costs_what_the_c_object_costs(costs, i):
    kind, args = CASES[i]
    want = figure(kind, args, 8)
    assert abs(costs[i] - want) <= want // 10, (
        "%s%s costs %d bytes on the 64-bit interpreter; CircuitPython's C object %d "
        "(on a 32-bit board %d)" % (kind, args, costs[i], want, figure(kind, args, 4)))


def test_the_figures_are_those_of_the_c_structures():
    """Hand-checked sums of the layouts above, so a slip in layout() cannot pass unseen."""
    assert [c_size(k, 4) for k in ("Group", "TileGrid", "Bitmap", "Palette")] == [48, 88, 36, 16]
    assert [c_size(k, 8) for k in ("Group", "TileGrid", "Bitmap", "Palette")] == [64, 128, 64, 24]
    assert figure("Group", (), 4) == 80 and figure("Rectangle", (), 4) == 96
