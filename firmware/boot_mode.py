"""Who may write the flash: decided once at power-on (boot.py calls main()).

CircuitPython lets only one side write the flash: the code on the board or the computer that
mounts CIRCUITPY.
- Default: the code, so games can be saved under /saves. boot.py remounts "/" writable for the
  code, and the computer sees the drive read-only.
- Flash button held at power-on: SELECT on PyBadge and PyGamer (key 3 of the button shift
  register), Y on PicoSystem (board.SW_Y; not X, which with the power switch starts the RP2040's
  own UF2 loader). The drive stays writable from the computer (for tools/flash.py and editing);
  saving is refused on the board and the save store says so once.

The safe choice: any failure (a board without a known button, a keypad error, a failed remount)
leaves the drive to the computer. That is CircuitPython's own default without boot.py; the games
still run (only saving is off, with the warning), and the computer can always copy a fixed
firmware on. The other way round, a broken button read would lock the computer out of the drive
until someone edits files from the serial REPL.
"""

CODE_WRITES = "code"
COMPUTER_WRITES = "computer"
SELECT_KEY = 3  # PyBadge/PyGamer shift register bits: B, A, START, SELECT, RIGHT, DOWN, UP, LEFT
SETTLE_S = 0.1  # the keypad scanner (20 ms a scan) reports a held key within this time


def read_held(board, keypad, time):
    """True if the flash button is held now. Raises if the board has none or reading fails."""
    if hasattr(board, "BUTTON_CLOCK"):
        keys = keypad.ShiftRegisterKeys(
            clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT, latch=board.BUTTON_LATCH,
            key_count=8, value_when_pressed=True)
        key = SELECT_KEY
    elif hasattr(board, "SW_Y"):
        keys = keypad.Keys((board.SW_Y,), value_when_pressed=False, pull=True)
        key = 0
    else:
        raise RuntimeError("no flash button known on this board")
    try:
        time.sleep(SETTLE_S)
        held = False
        event = keys.events.get()
        while event:
            if event.key_number == key:
                held = event.pressed
            event = keys.events.get()
        return held
    finally:
        keys.deinit()  # free the pins for code.py


def choose(storage, read):
    """Apply the decision; read() tells whether the button is held. Returns (mode, message)."""
    try:
        held = read()
    except Exception as err:  # noqa: BLE001 -- any failure means the safe choice
        return COMPUTER_WRITES, "button read failed (%r): drive left to the computer" % err
    if held:
        return COMPUTER_WRITES, "button held: drive writable from the computer, saves off"
    try:
        storage.remount("/", readonly=False)
    except Exception as err:  # noqa: BLE001
        return COMPUTER_WRITES, "remount failed (%r): drive left to the computer" % err
    return CODE_WRITES, "saves on; hold SELECT (Y on PicoSystem) at power-on to edit the drive"


def _read_board():
    import board
    import keypad
    import time
    return read_held(board, keypad, time)


def main():
    """Decide and print the outcome (CircuitPython writes boot.py's output to boot_out.txt)."""
    import storage
    mode, message = choose(storage, _read_board)
    print("Goblin Pocket: " + message)
    return mode
