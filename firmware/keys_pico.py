"""The PicoSystem's buttons (loaded only on a PicoSystem, see boards.BOARDS)."""
from firmware.keys import KeySource, LEFT, RIGHT, UP, DOWN, A, B, START, SELECT


def key_source(board):
    """Pimoroni PicoSystem: eight buttons on their own pins; X is Select, Y is Start."""
    import keypad
    scanner = keypad.Keys(
        (board.SW_A, board.SW_B, board.SW_X, board.SW_Y,
         board.SW_UP, board.SW_DOWN, board.SW_LEFT, board.SW_RIGHT),
        value_when_pressed=False, pull=True)
    return KeySource(scanner, (A, B, SELECT, START, UP, DOWN, LEFT, RIGHT))
