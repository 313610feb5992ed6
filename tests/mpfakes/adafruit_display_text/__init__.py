"""Stand-in adafruit_display_text for the MicroPython run of the firmware."""
