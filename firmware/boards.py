"""The boards the firmware supports (BOARDS, by board.board_id), and the profile of the one it
runs on (current()), its buttons, lights and speaker opened. Read once at the start, then
dropped (firmware.shell.start); tools/flash.py reads BOARDS too, on a computer where neither
gpcore nor the firmware's other modules are importable: so this module imports nothing at its
top."""


class UnknownBoard(Exception):
    """The board id is not one of BOARDS; the message says which boards are supported."""


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


def current():
    """The profile of the board we run on, its lights and speaker open; UnknownBoard for a
    board without one."""
    import board
    import sys
    from gpcore import forget
    from firmware import profiles
    bid = getattr(board, "board_id", "?")
    spec = BOARDS.get(bid)
    if spec is None:
        raise UnknownBoard("Board %s is not supported. Supported: %s" %
                           (bid, ", ".join(sorted(BOARDS))))
    display = board.DISPLAY
    display.auto_refresh = False
    name = "firmware." + spec[6]
    __import__(name)
    keys = sys.modules[name].key_source(board)
    name = "firmware." + (spec[7] or "hardware")     # opens the lights and the speaker
    __import__(name)
    mod = sys.modules[name]
    p = getattr(mod, "Profile", profiles.Profile)(bid, spec, display, keys)
    mod.open(p, board)
    if spec[7] is None:                 # used once
        forget(name)
    return p
