"""Stand-in board: a PyBadge with a stand-in display. Its NeoPixels and speaker are left out
(firmware.hardware then opens nothing): on the board their modules are C code, costing no
heap, while their stand-ins here would take 2 KB of the measured firmware heap
(tools/memcheck.py); tests/test_shell_micropython.py adds the pins to run them."""
from displayio import Display

board_id = "pybadge"
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
DISPLAY = Display(160, 128)
