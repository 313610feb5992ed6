"""Buttons: keypad events (and the PyGamer's analog joystick) turned into logical button names.

Every board gives the shell the same eight logical buttons; a KeySource's poll() returns the
name of the next pressed button or None, without allocating on the device (get_into).
keypad is imported only when a key source is made.
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

_LOW = 16000    # joystick readings below this count as pushed (range 0..65535)
_HIGH = 49000


class Stick:
    """An analog joystick read as a d-pad."""

    def __init__(self, x_pin, y_pin):
        import analogio
        self.x = analogio.AnalogIn(x_pin)
        self.y = analogio.AnalogIn(y_pin)

    def direction(self):
        """UP, DOWN, LEFT, RIGHT or None (centred)."""
        x = self.x.value
        y = self.y.value
        if x < _LOW:
            return LEFT
        if x > _HIGH:
            return RIGHT
        if y < _LOW:
            return UP
        if y > _HIGH:
            return DOWN
        return None


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


def pybadge(board):
    """PyBadge / EdgeBadge: eight buttons on a shift register."""
    import keypad
    scanner = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
        key_count=8, value_when_pressed=True, value_to_latch=True)
    return KeySource(scanner, (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT))


def pygamer(board):
    """PyGamer: four buttons on the shift register, the joystick as the d-pad."""
    import keypad
    scanner = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
        key_count=4, value_when_pressed=True, value_to_latch=True)
    return KeySource(scanner, (B, A, START, SELECT),
                     Stick(board.JOYSTICK_X, board.JOYSTICK_Y))


def picosystem(board):
    """Pimoroni PicoSystem: eight buttons on their own pins; X is Select, Y is Start."""
    import keypad
    scanner = keypad.Keys(
        (board.SW_A, board.SW_B, board.SW_X, board.SW_Y,
         board.SW_UP, board.SW_DOWN, board.SW_LEFT, board.SW_RIGHT),
        value_when_pressed=False, pull=True)
    return KeySource(scanner, (A, B, SELECT, START, UP, DOWN, LEFT, RIGHT))
