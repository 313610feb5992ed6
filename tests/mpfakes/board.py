"""Stand-in board: a PyBadge with a stand-in display, its NeoPixels and its speaker."""
from displayio import Display

board_id = "pybadge"
BUTTON_CLOCK = "BUTTON_CLOCK"
BUTTON_OUT = "BUTTON_OUT"
BUTTON_LATCH = "BUTTON_LATCH"
DISPLAY = Display(160, 128)
NEOPIXEL = "NEOPIXEL"
SPEAKER = "SPEAKER"
SPEAKER_ENABLE = "SPEAKER_ENABLE"
