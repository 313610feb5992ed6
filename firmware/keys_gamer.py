"""The PyGamer's buttons: four on the shift register and the analog joystick as the d-pad
(loaded only on a PyGamer, see boards.BOARDS)."""
from firmware.keys import KeySource, LEFT, RIGHT, UP, DOWN, A, B, START, SELECT

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


def key_source(board):
    """PyGamer: four buttons on the shift register, the joystick as the d-pad."""
    import keypad
    scanner = keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
        key_count=4, value_when_pressed=True, value_to_latch=True)
    return KeySource(scanner, (B, A, START, SELECT),
                     Stick(board.JOYSTICK_X, board.JOYSTICK_Y))
