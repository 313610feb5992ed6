"""A board's profile (firmware.boards makes the one of the board it runs on): screen size,
display, buttons and layout metrics, and the board's own hardware besides the screen and the
buttons: lights in the colour of the seat to move, short sounds (your turn, dice, a win) and
the backlight, dimmed after a minute without a press or a change on the screen.

Every layout is computed from a profile, so each screen is proven at 160x128 (PyBadge,
PyGamer) and 240x240 (PicoSystem).

What the hardware does during play is here, not in a module of its own, because on the
device every name a module holds is interned for good (Karak's firmware is a few names below
the interpreter's next 14 KB name pool); firmware.hardware opens the PyBadge's and PyGamer's
parts once (five NeoPixels, the speaker). The PicoSystem's RGB LED and piezo are in
hardware_pico.py (boards.BOARDS names the module whose Profile a board uses: only that one
is compiled). A part whose pin or CircuitPython module is missing
is left out and nothing else changes (no lights, or no sound). The App sets `settings` to
app.settings (firmware.settings): [1] sound, [2] lights, [3] brightness, read every time, so a
change applies at once.

The shell calls show(color) when the seat to move changes (0: dark), play(kind) for a sound
("turn", "dice" or "won") and tick(now, button) at every step of its loop, before it handles
the button (True: the screen was dimmed and that press only woke it: it must do nothing
else); it sets `last` to the time of a change on the screen. A sound does not block: tick()
plays its notes one after another.
"""
CHAR_W = 6      # terminalio.FONT cell, spacing included
CHAR_H = 12
KINDS = ("turn", "dice", "won")     # the sounds
# The notes of each sound of KINDS, three (pitch in 10 Hz, length in 10 ms) pairs a sound; a
# pitch 0 is a rest. One bytes literal: a short one would be a name the interpreter keeps for
# good.
NOTES = (b"\x58\x07\x84\x0c\x00\x01"      # turn: 880, 1320 Hz
         b"\x14\x03\x00\x04\x19\x03"      # dice: two rattles
         b"\x34\x09\x4e\x09\x69\x1c")     # won: 520, 780, 1050 Hz


class Profile:
    """What the screens need to know about a board, and its lights, sound and backlight.

    width, height: screen pixels; display: board.DISPLAY; keys: a keys.KeySource;
    line_h: pixels per text line; cols: characters per full-width line;
    list_rows: rows of a full-screen list (below its title, above its footer);
    menu_rows: rows of the action menu; view_area: (x, y, w, h) above the action menu;
    menu_y: top of the action menu; hint_y: top of the hint line; title_scale: big text.
    """
    settings = (1, 1, 1, 2)     # until the App gives it app.settings
    color = 0           # the seat colour asked for (lit while lights are on, not dimmed)
    data = None         # the NeoPixels' data pin (their bytes: buf), the LED's PWM outputs
    out = None          # the audio output, its wave (buffer), the amplifier switch (enable)
    enable = None
    queue = b""         # the notes still to play
    deadline = 0        # when the note playing ends (0: none)
    last = None         # the last press or change on the screen (ms; None: not yet)
    hidden = False      # dimmed
    notice = ()         # lines the title shows once (boards.current: a newer CircuitPython)

    def __init__(self, board_id, spec, display, key_source):
        self.board_id = board_id
        self.name, self.width, self.height, self.line_h, self.menu_rows, \
            self.title_scale = spec[:6]
        self.display = display
        self.keys = key_source
        self.cols = self.width // CHAR_W
        self.header_h = self.line_h + 3
        self.list_rows = (self.height - self.header_h - self.line_h - 2) // self.line_h
        self.hint_y = self.height - self.line_h
        self.menu_y = self.hint_y - self.menu_rows * self.line_h - 1
        self.view_area = (0, 0, self.width, self.menu_y - 1)

    # --- for the shell -------------------------------------------------------------------------
    def show(self, color):
        """Light the seat colour `color` (24-bit RGB; 0: dark): every NeoPixel, at an eighth
        (they are bright)."""
        self.color = color
        if self.data is not None:
            if self.hidden or not self.settings[2]:
                color = 0
            b = self.buf
            for i in range(0, 15, 3):
                b[i] = (color >> 11) & 31           # green, red, blue
                b[i + 1] = (color >> 19) & 31
                b[i + 2] = (color >> 3) & 31
            self.write(self.data, b)

    def play(self, kind):
        """The sound `kind` (one of KINDS) if the board and the settings allow: at once, or
        after the one playing (of which at most its last 6 bytes of notes wait)."""
        if self.out is not None and self.settings[1]:
            i = KINDS.index(kind) * 6
            self.queue = (self.queue + NOTES[i:i + 6])[-12:]
            if not self.deadline:
                self.deadline = 1       # due at once

    def level(self):
        """The backlight as the brightness setting says (0.3, 0.6, 1), or dimmed (0.05)."""
        try:
            self.display.brightness = 0.05 if self.hidden else (0.3, 0.6, 1.0)[
                self.settings[3]]
        except (AttributeError, ValueError, RuntimeError, NotImplementedError):
            pass

    def tick(self, now, button):
        """At every step of the shell's loop, before it handles `button` (None: no press):
        True if that press only woke the dimmed screen. Dimmed after 60 s without a press
        or a change on the screen (the shell sets `last`); the next note of a sound when
        its time comes."""
        hidden = self.hidden
        if button is not None or self.last is None:
            self.last = now
            hidden = False
        elif now - self.last >= 60000:
            hidden = True
        changed = hidden != self.hidden
        if changed:
            self.hidden = hidden
            self.level()
            self.show(self.color)
        if self.deadline and now >= self.deadline:     # the next note, a rest or the end
            q = self.queue
            self.out.stop()
            self.deadline = 0
            if q:
                if q[0]:                # a pitch in 10 Hz; the wave has 16 samples
                    self.buffer.sample_rate = q[0] * 160
                    self.out.play(self.buffer, loop=True)
                self.deadline = now + q[1] * 10
                self.queue = q[2:]
            if self.enable is not None:
                self.enable.value = self.deadline > 0
        return changed and not hidden       # woken by this press
