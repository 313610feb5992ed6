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

_LOW = 16000    # joystick readings below this count as pushed (range 0..65535)
_HIGH = 49000


class Stick:
    """An analog joystick read as a d-pad: one press each time it leaves the centre."""

    def __init__(self, x_pin, y_pin):
        import analogio
        self.x = analogio.AnalogIn(x_pin)
        self.y = analogio.AnalogIn(y_pin)
        self.held = None

    def poll(self):
        x = self.x.value
        y = self.y.value
        d = None
        if x < _LOW:
            d = LEFT
        elif x > _HIGH:
            d = RIGHT
        elif y < _LOW:
            d = UP
        elif y > _HIGH:
            d = DOWN
        if d == self.held:
            return None
        self.held = d
        return d


class KeySource:
    """Logical buttons from a keypad scanner; names[i] is the button of key number i."""

    def __init__(self, scanner, names, stick=None):
        self.scanner = scanner
        self.names = names
        self.stick = stick
        import keypad
        self.event = keypad.Event()

    def poll(self):
        while self.scanner.events.get_into(self.event):
            if self.event.pressed:
                return self.names[self.event.key_number]
        if self.stick is not None:
            return self.stick.poll()
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
