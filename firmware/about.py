"""The self-check screen (the title's "About this device"): the figures the README asks the
first person with a board to report. The CircuitPython version, the board, the free heap
now and the least seen this session (App.least_free: after a collection; the idle loop
notes it after each burst of work, firmware.shell.Runner.rest), the Python stack
CircuitPython gave the firmware (CIRCUITPY_PYSTACK_SIZE in settings.toml, else the
version's default) and who owns the drive (boot.py's choice, firmware.boot_mode: the code,
saves on; the computer, saves off). Loaded while it is up (firmware.shell.LIVES: ".")."""
import os
import sys

from firmware.save_store import EROFS

PYSTACK = "CIRCUITPY_PYSTACK_SIZE"


def screen(app, arg=None):
    """The place "about"."""
    return app.show(app.text_screen("About this device", lines(app), lambda: app.go("title")))


def lines(app):
    """The screen's lines, each within 25 characters (a 160 px screen's list)."""
    impl = sys.implementation
    now = app.least_free()
    size, source = stack()
    out = ["%s %s" % (impl.name, ".".join([str(n) for n in impl.version[:3]])),
           "Board: " + app.profile.board_id]
    if now is None:
        out.append("Heap: not known here")
    else:
        out += ["Heap free: %d B" % now, "Least free: %d B" % app.low]
    out.append("Py stack: " + ("%d B" % size if size else "not known here"))
    if source:
        out.append(source)
    return out + ["Flash owner: " + owner(app), "Report these: see README"]


def stack():
    """(bytes, where that comes from) of the Python stack (pystack); (None, "") off
    CircuitPython."""
    try:
        value = os.getenv(PYSTACK)      # (an int, or a str, from settings.toml)
    except AttributeError:
        value = None
    if value is not None:
        try:
            return int(value), "(set in settings.toml)"
        except ValueError:
            pass
    impl = sys.implementation
    if impl.name != "circuitpython":
        return None, ""
    major = impl.version[0]
    return (1536 if major < 10 else 2048), "(default of %d.x)" % major


def owner(app):
    """Who may write the flash: "code" (saves on) or "computer" (saves off)."""
    try:
        import storage
        return "computer" if storage.getmount("/").readonly else "code"
    except (ImportError, AttributeError, OSError):
        return "computer" if app.store.failed == EROFS else "not known"
