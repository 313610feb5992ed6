"""Stand-in terminalio for the MicroPython run of the firmware."""
FONT = object()
