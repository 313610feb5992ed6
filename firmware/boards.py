"""The boards the firmware supports (BOARDS, by board.board_id) and the CircuitPython versions
(CHECKED), and the profile of the board it runs on (current()), its buttons, lights and
speaker opened; or, on a board or a CircuitPython it does not support, why (Unsupported).
Read once at the start, then dropped (firmware.shell.start); tools/flash.py reads BOARDS and
CHECKED too, on a computer where neither gpcore nor the firmware's other modules are
importable: so this module imports nothing at its top."""


CHECKED = (9, 10)       # the CircuitPython major versions the firmware is checked on
# The Python stack (bytes) for Python frames: the deepest path of every game fits 2048 bytes,
# counted with more frames than a board has (tools/mpcompat.py, on the 32-bit 1.25 core);
# tools/flash.py asks for PYSTACK in settings.toml (CIRCUITPY_PYSTACK_SIZE), and the firmware
# warns at start when it got less than NEEDS (CircuitPython 9 gives 1536 by default, 10 2048).
PYSTACK = 2560
NEEDS = 2048


class Unsupported(Exception):
    """The board id is not one of BOARDS, or the CircuitPython is older than CHECKED; the
    message says which, and what is supported."""


# board_id: (name, width, height, line height, action menu rows, title scale, the module of
# firmware whose key_source(board) makes its buttons, the module of firmware whose Profile
# drives its lights, speaker and backlight (None: this one): only those are compiled).
# Only ids CircuitPython has: board_id is the name of the board's folder (ports/*/boards/,
# CIRCUITPY_BOARD_ID in py/circuitpy_defns.mk); ports/atmel-samd/boards/pybadge, pygamer and
# ports/raspberrypi/boards/pimoroni_picosystem at adafruit/circuitpython tags 9.0.0, 9.2.0,
# 10.0.0 and main (10.3 alpha). The EdgeBadge and the PyBadge LC run the pybadge build (the
# EdgeBadge is its alias in docs/shared_bindings_matrix.py), so they say "pybadge"; the
# PyGamer Advance and the PyBadge AirLift, the same buttons, were dropped in CircuitPython 7.
# tools/CIRCUITPYTHON.md says more.
BOARDS = {
    "pybadge": ("PyBadge", 160, 128, 12, 3, 2, "keys", None),
    "pygamer": ("PyGamer", 160, 128, 12, 3, 2, "keys_gamer", None),
    "pimoroni_picosystem": ("PicoSystem", 240, 240, 14, 6, 3, "keys_pico", "hardware_pico"),
}


def version(impl):
    """The CircuitPython version we run on, (major, minor, micro), from sys.implementation
    (impl); None where this is not CircuitPython (the simulator on CPython, the MicroPython
    cores of the tests). CircuitPython puts its own version there, not its MicroPython core's
    (1.23 in 9.x, 1.25 in 10.x): its py/makeversionhdr.py makes MICROPY_VERSION_MAJOR..MICRO
    of its own git tag, and py/modsys.c names the implementation "circuitpython" (tags 9.0.0
    and 10.0.0 of adafruit/circuitpython; 9.x gives three numbers, 10.x a fourth, "");
    os.uname().release says the same as a string."""
    if impl.name != "circuitpython":
        return None
    return tuple(impl.version[:3])


def refusal(bid, v):
    """Why board id bid on CircuitPython version v (None: not CircuitPython) cannot run the
    firmware, or None if it can. A newer CircuitPython than CHECKED runs (with a note)."""
    why = ""
    if v is not None and v[0] < CHECKED[0]:
        why = "CircuitPython %d.%d.%d is too old. " % v
    if bid not in BOARDS:
        why += "Board %s is not supported. " % bid
    if why:
        return why + "Supported: %s; CircuitPython %d or %d." % (
            ", ".join(sorted(BOARDS)), CHECKED[0], CHECKED[-1])
    return None


def pystack(v, getenv):
    """The Python stack CircuitPython version v gave us (bytes): CIRCUITPY_PYSTACK_SIZE of
    settings.toml (getenv: os.getenv), else the version's default."""
    n = getenv("CIRCUITPY_PYSTACK_SIZE")
    try:
        return int(n)
    except (TypeError, ValueError):
        return 1536 if v[0] < 10 else 2048


def current():
    """The profile of the board we run on, its lights and speaker open; Unsupported for a
    board without one or a CircuitPython too old. On a CircuitPython newer than CHECKED, the
    profile's notice says so (the title shows it)."""
    import board
    import sys
    from gpcore import once
    from firmware import profiles
    bid = getattr(board, "board_id", "?")
    v = version(sys.implementation)
    why = refusal(bid, v)
    if why:
        raise Unsupported(why)
    spec = BOARDS[bid]
    display = board.DISPLAY
    display.auto_refresh = False
    name = "firmware." + spec[6]
    __import__(name)
    keys = sys.modules[name].key_source(board)
    if spec[7] is None:                 # opens the lights and the speaker: for one call
        p = profiles.Profile(bid, spec, display, keys)
        once("firmware.hardware", "open", p, board)
    else:                               # a profile of its own (resident)
        name = "firmware." + spec[7]
        __import__(name)
        mod = sys.modules[name]
        p = mod.Profile(bid, spec, display, keys)
        mod.open(p, board)
    if v is not None and v[0] > CHECKED[-1]:
        p.notice = ["CircuitPython %d.%d.%d:" % v,
                    "untested (%d and %d are)" % (CHECKED[0], CHECKED[-1])]
    if v is not None:
        import os
        n = pystack(v, os.getenv)
        if n < NEEDS:
            p.notice = ["Python stack %d bytes," % n, "games need %d: add" % NEEDS,
                        "CIRCUITPY_PYSTACK_SIZE", "= %d to settings.toml" % PYSTACK,
                        "(tools/flash.py does)"]
    return p
