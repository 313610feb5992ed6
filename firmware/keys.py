"""Buttons: keypad events turned into logical button names, and the PyBadge's buttons.

Every board gives the shell the same eight logical buttons; a KeySource's poll() returns the
name of the next pressed button or None, without allocating on the device (get_into).
keypad is imported only when a key source is made. The other boards have their key_source in
a module of their own (keys_gamer, keys_pico; see boards.BOARDS): a module compiled on a
board that never uses it would still keep its names for good.
"""

UP = "UP"
DOWN = "DOWN"
LEFT = "LEFT"
RIGHT = "RIGHT"
A = "A"
B = "B"
START = "START"
SELECT = "SELECT"
BUTTONS = (UP, DOWN, LEFT, RIGHT, A, B, START, SELECT)
DIRECTIONS = (UP, DOWN, LEFT, RIGHT)
REPEAT_DELAY = 400
REPEAT_EVERY = 120

class KeySource:
    """Logical buttons from a keypad scanner; names[i] is the button of key number i.
    A direction held down repeats (after REPEAT_DELAY ms, every REPEAT_EVERY ms)."""

    def __init__(self, scanner, names, stick=None):
        self.scanner = scanner
        self.names = names
        self.stick = stick
        self.stick_dir = None
        self.held = None        # the direction held down, for the repeat
        self.next = 0           # when it repeats next
        import keypad
        self.event = keypad.Event()

    def _hold(self, name, now):
        self.held = name if name in DIRECTIONS else None
        self.next = now + REPEAT_DELAY
        return name

    def poll(self, now):
        """The next button pressed (or repeated) at time now (ms), or None."""
        while self.scanner.events.get_into(self.event):
            name = self.names[self.event.key_number]
            if self.event.pressed:
                return self._hold(name, now)
            if name == self.held:
                self.held = None
        if self.stick is not None:
            d = self.stick.direction()
            if d != self.stick_dir:
                self.stick_dir = d
                if d is not None:
                    return self._hold(d, now)
                self.held = None
        if self.held is not None and now >= self.next:
            self.next = now + REPEAT_EVERY
            return self.held
        return None


def key_source(board):
    """PyBadge (and PyBadge LC, EdgeBadge): eight buttons on a shift register."""
    import keypad
    scanner = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
        key_count=8, value_when_pressed=True, value_to_latch=True)
    return KeySource(scanner, (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT))
