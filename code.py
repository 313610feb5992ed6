"""Goblin Pocket: the device starts here (CircuitPython runs code.py; /lib is on sys.path)."""
from firmware.shell import main

main()
