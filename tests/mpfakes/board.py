"""Stand-in board: a PyBadge with a stand-in display, or the PicoSystem (240x240, its eight
buttons on pins) when the environment says GP_BOARD=pimoroni_picosystem (tools/memcheck.py
--board). NeoPixels, LED and speaker are left out (firmware.hardware and hardware_pico then
open nothing): on the board their modules are C code, costing no heap, while their stand-ins
here would take 2 KB of the measured firmware heap; tests/test_shell_micropython.py adds the
pins to run them."""
import os
from displayio import Display

board_id = getattr(os, "getenv", lambda name: None)("GP_BOARD") or "pybadge"
if board_id == "pimoroni_picosystem":
    SW_A, SW_B, SW_X, SW_Y = "SW_A", "SW_B", "SW_X", "SW_Y"
    SW_UP, SW_DOWN, SW_LEFT, SW_RIGHT = "SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT"
    DISPLAY = Display(240, 240)
else:
    BUTTON_CLOCK = "BUTTON_CLOCK"
    BUTTON_OUT = "BUTTON_OUT"
    BUTTON_LATCH = "BUTTON_LATCH"
    DISPLAY = Display(160, 128)
