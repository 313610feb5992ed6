"""Runs once at power-on, before code.py: decides who may write the flash.

By default the code may (for saves); holding SELECT (PyBadge, PyGamer) or Y (PicoSystem) at
power-on keeps the drive writable from the computer instead. The logic lives in
firmware/boot_mode.py, where the host tests reach it.
"""
try:
    from firmware import boot_mode
except ImportError as err:  # firmware/ missing or half-copied: keep CircuitPython's default
    print("Goblin Pocket: no firmware.boot_mode (%r): drive left to the computer" % err)
else:
    boot_mode.main()
