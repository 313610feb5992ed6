"""The board in a web page (host_sim/web): the firmware shell driven step by step on the
MicroPython core of CircuitPython 10 compiled to WebAssembly, with the stand-ins of
tests/mpfakes for CircuitPython's C modules (code.py's blocking loop cannot run in a page).
The page (page.mjs) and the pixel-parity run (parity.mjs) call, from JavaScript:

    start(board, seed)  the shell on "pybadge" (160x128) or "pimoroni_picosystem" (240x240)
    key(name, down)     a button pressed or released (B A START SELECT and the d-pad)
    step(now)           one step of the shell at `now` ms; 1 if the screen changed
    press(name)         press and release, then settle (parity.mjs)
    settle()            step on a simulated clock until the shell waits for a press, as the
                        desktop simulator's Session.settle does (parity.mjs)
    frame()             the screen as a flat list in /frame.bin (draw.mjs draws it)
    lights()            the colours the board's lights show, "RRGGBB" each, comma-separated
                        (as lit for the seat: the firmware runs them at an eighth of their
                        power, the LED at a quarter)
    note()              the pitch (Hz) and length (ms) of a note that started, else 0

A restart of the firmware (supervisor.reload(), tests/mpfakes/supervisor.py) starts the
shell again here; the saves are in /saves, which the page keeps in browser storage.
"""
import os
import struct

import displayio
import keypad
import supervisor

STEP_MS = 20
SAVES = "/saves"
# the PyBadge's shift register bits and the PicoSystem's pins, as tests/mp_driver.py has them
KEYS = {
    "pybadge": ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT"),
    "pimoroni_picosystem": ("A", "B", "SELECT", "START", "UP", "DOWN", "LEFT", "RIGHT"),
}
run = {"runner": None, "seed": None, "now": 0, "notes": 0}


def start(board_id, seed=None):
    """The shell on this board; seed None: the shell's own."""
    try:                # for board.py (desktop MicroPython: set GP_BOARD in the environment)
        os.getenv = lambda name: board_id if name == "GP_BOARD" else None
    except AttributeError:
        pass
    import board
    run["seed"] = seed
    run["keys"] = KEYS[board_id]
    if board_id == "pybadge":      # the lights and speaker (tests/mpfakes/board.py has none)
        board.NEOPIXEL = board.SPEAKER = board.SPEAKER_ENABLE = "pin"
    else:                           # the LED and piezo (pwmio.py, audiopwmio.py beside this)
        board.LED_R = board.LED_G = board.LED_B = board.AUDIO = "pin"
    _boot()


def _boot():
    from firmware import shell
    del keypad.SCANNERS[:]
    run["runner"] = shell.start(SAVES, seed=run["seed"], clock=lambda: run["now"])
    run["notes"] = 0


def key(name, down):
    if name in run["keys"]:
        keypad.SCANNERS[0].events.put(run["keys"].index(name), bool(down))


def step(now):
    run["now"] = now
    try:
        return 1 if run["runner"].step() else 0
    except supervisor.Reload:
        _boot()
        return 1


def press(name):
    """Press and release a button, then settle (the desktop simulator's Session.press)."""
    key(name, True)
    step(run["now"] + STEP_MS)
    key(name, False)
    settle()


def settle(limit=100000):
    """Step 20 ms at a time, jumping to the shell's next deadline (or the end of the note
    playing) when it waits, until no key is pending and nothing is due."""
    for _ in range(limit):
        if step(run["now"] + STEP_MS) or keypad.SCANNERS[0].events.queue:
            continue
        app = run["runner"].app
        deadline = app.deadline()
        note = app.profile.deadline
        if note and (deadline is None or note < deadline):
            deadline = note
        if deadline is None:
            return
        run["now"] = max(run["now"], deadline)
    raise RuntimeError("the shell did not settle")


def lights():
    p = run["runner"].app.profile
    if p.data is None:
        return ""
    if isinstance(p.data, list):    # the LED's red, green, blue PWM, lit when low
        return "".join(["%02x" % ((65535 - o.duty_cycle) // 64) for o in p.data])
    b = p.buf       # green, red, blue at an eighth (firmware.profiles.Profile.show)
    return ",".join(["%02x%02x%02x" % (b[i + 1] * 8, b[i] * 8, b[i + 2] * 8)
                     for i in range(0, len(b), 3)])


def brightness():
    return getattr(run["runner"].app.profile.display, "brightness", 1.0)


def note():
    p = run["runner"].app.profile
    if p.out is None or p.out.count == run["notes"]:
        return 0
    run["notes"] = p.out.count
    return "%d %d" % (p.buffer.sample_rate // 16, max(0, p.deadline - run["now"]))


def frame(path="/frame.bin"):
    """Write the screen to path as draw.mjs reads it (little-endian): width, height (u16);
    the bitmaps: their count (u16), then each one's width, height (u16), bits a pixel (u8),
    its bytes' length (u32) and bytes (displayio's packing: rows of 32-bit words, the
    leftmost pixel in the top bits); the things drawn, bottom first: their count (u16), then
    a tile grid: 1, x, y (i16), scale (u8), its bitmap (u16), columns, rows, tile width and
    height (u16), its palette (a count, u8, then each colour, u32, bit 24: transparent) and
    its tiles (u16 each); or a rectangle: 2, x, y, scale, width, height (u16), colour
    (u32)."""
    import board
    display = board.DISPLAY
    bitmaps = []
    items = []
    if display.root_group is not None:
        _walk(display.root_group, 0, 0, 1, bitmaps, items)
    out = [struct.pack("<HHH", display.width, display.height, len(bitmaps))]
    for b in bitmaps:
        out.append(struct.pack("<HHBI", b.width, b.height, b.bits, len(b._d)))
        out.append(b._d)
    out.append(struct.pack("<H", len(items)))
    with open(path, "wb") as f:
        for part in out + items:
            f.write(part)


def _walk(group, x, y, scale, bitmaps, items):
    if group.hidden:
        return
    x += group.x * scale
    y += group.y * scale
    scale *= group.scale
    for item in group:
        if item.hidden:
            continue
        ix = x + item.x * scale
        iy = y + item.y * scale
        if isinstance(item, displayio.Group):
            _walk(item, x, y, scale, bitmaps, items)
        elif isinstance(item, displayio.TileGrid):
            b = item.bitmap
            k = 0
            while k < len(bitmaps) and bitmaps[k] is not b:
                k += 1
            if k == len(bitmaps):
                bitmaps.append(b)
            pal = item.pixel_shader
            n = len(pal)
            cells = item.width * item.height
            head = struct.pack("<BhhBHHHHHB", 1, ix, iy, scale, k, item.width, item.height,
                               item.tile_width, item.tile_height, n)
            more = bytearray(4 * n + 2 * cells)
            for i in range(n):
                struct.pack_into("<I", more, 4 * i, pal._raw(i))
            for i in range(cells):
                struct.pack_into("<H", more, 4 * n + 2 * i, item[i])
            items.append(head + more)
        else:               # a vectorio.Rectangle
            items.append(struct.pack("<BhhBHHI", 2, ix, iy, scale, item.width, item.height,
                                     item.pixel_shader._raw(item.color_index)))
