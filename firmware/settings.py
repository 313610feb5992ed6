"""Device settings (title screen, "Settings"): the bot banner speed, sound on or off, the
seat lights on or off, the screen's brightness: a few small numbers in <saves>/settings.dat,
written like a save (a temporary file renamed over the old one) with a checksum. A missing or
damaged file gives the defaults (a damaged one is reported on the title and moved aside:
firmware.opening.check_files); one from a newer firmware with more settings keeps its first.
The shell loads this module to read them at power-on (and check them) and for the settings
screen only; what
play needs is kept in the App (app.settings, app.banner_ms); the board's profile
(firmware.profiles) reads app.settings [1] sound, [2] lights, [3] brightness.

Layout: b"GPO" | version:1 | count:1 | one byte per setting | Fletcher-16 checksum:2 LE
"""
from gpcore.savefmt import fletcher16
from firmware import ui
from firmware.keys import A, LEFT, RIGHT

FILE = "settings.dat"
SPEED = 0                                   # index of the bot banner speed
BANNER_MS = ((1600, 600), (800, 300), (350, 150))   # per speed: a banner, + per extra line
DEFAULTS = (1, 1, 1, 2)
# (name, choices) per setting, from one string: each short string literal would be a name
# the interpreter keeps for good
NAMES = tuple((s[:s.find(":")], tuple(s[s.find(":") + 1:].split())) for s in
              "Bot speed:Slow Normal Fast/Sound:Off On/Lights:Off On/Brightness:Low Medium High"
              .split("/"))


def decode(data):
    """The settings as a bytearray (the defaults for those data lacks), or None if data is
    damaged."""
    out = bytearray(DEFAULTS)
    n = len(data) - 2
    if n < 5 or bytes(data[:4]) != b"GPO\x01" or data[4] != n - 5 or \
            fletcher16(data, n) != data[n] | data[n + 1] << 8:
        return None
    for i in range(min(len(out), n - 5)):
        if data[5 + i] < len(NAMES[i][1]):
            out[i] = data[5 + i]
    return out


def damaged(store):
    """FILE if it is on the flash and damaged (firmware.opening.check_files), else None."""
    data = store.read(FILE)
    return FILE if data is not None and decode(data) is None else None


def encode(values):
    out = bytearray(b"GPO\x01")
    out.append(len(values))
    out.extend(values)
    c = fletcher16(out, len(out))
    out.append(c & 0xFF)
    out.append(c >> 8)
    return bytes(out)


def load(app):
    """Read the settings into app.settings (a bytearray) and app.banner_ms."""
    data = app.store.read(FILE)
    app.settings = data is not None and decode(data) or bytearray(DEFAULTS)
    app.banner_ms = BANNER_MS[app.settings[SPEED]]


def screen(app, arg=None, sel=0, lines=()):
    """The place "settings": one row per setting; LEFT/RIGHT (or A) change it, and it is stored
    at once."""
    values = app.settings
    items = ["%s: < %s >" % (name, choices[values[i]]) for i, (name, choices) in
             enumerate(NAMES)]

    def change(button, i):
        d = {LEFT: -1, RIGHT: 1, A: 1}.get(button)
        if d is None:
            return False
        values[i] = (values[i] + d) % len(NAMES[i][1])
        app.banner_ms = BANNER_MS[values[SPEED]]
        app.profile.level()
        app.profile.show(app.profile.color)     # lights on or off at once
        if i == 1:                  # sound: on now? play one
            app.profile.play("turn")
        msg = app.store.put(FILE, encode(values))
        return screen(app, None, i, [msg] if msg else ())
    return app.show(app.list_screen(
        "Settings", items, lambda i: change(A, i), lambda: app.go("title"), lines=lines, sel=sel,
        on_key=change, footer="</>: change  B: back", line_color=ui.WARN))
