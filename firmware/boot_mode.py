"""Who may write the flash: decided once at power-on (boot.py calls main()).

CircuitPython lets only one side write the flash: the code on the board or the computer that
mounts CIRCUITPY.
- Default: the code, so games can be saved under /saves. boot.py remounts "/" writable for the
  code, and the computer sees the drive read-only.
- Flash button held at power-on: SELECT on PyBadge and PyGamer (key 3 of the button shift
  register), Y on PicoSystem (board.SW_Y; not X, which with the power switch starts the RP2040's
  own UF2 loader). The drive stays writable from the computer (for tools/flash.py and editing);
  saving is refused on the board and the save store says so once.

The safe choice: any failure (a board without a known button, a pin that cannot be read, a
failed remount) leaves the drive to the computer. That is CircuitPython's own default without
boot.py; the games still run (only saving is off, with the warning), and the computer can
always copy a fixed firmware on. The other way round, a broken button read would lock the
computer out of the drive until someone edits files from the serial REPL.
"""

CODE_WRITES = "code"
COMPUTER_WRITES = "computer"
SELECT_KEY = 3  # PyBadge/PyGamer shift register bits: B, A, START, SELECT, RIGHT, DOWN, UP, LEFT
SETTLE_S = 0.01  # after the pins are set up, before they are read

# Not through keypad: since CircuitPython 9.1 a key already down when a scanner starts gives no
# event (and its reset() is broken in 9.1.0-9.2.0), so the button held at power-on was never
# seen. The pins are read directly instead, the shift register as keypad.ShiftRegisterKeys
# reads it (adafruit/circuitpython shared-module/keypad/ShiftRegisterKeys.c, the same at tags
# 9.0.0 and 10.0.0: the latch goes to value_to_latch, True on these boards, to freeze the
# 74HC165; then for each key, from key 0: clock low, read the data pin, clock high; then the
# latch goes back low, where the register follows the buttons; a pressed key reads
# value_when_pressed, True here as in firmware/keys.py). The pins: BUTTON_LATCH PB00,
# BUTTON_OUT PB30, BUTTON_CLOCK PB31 in ports/atmel-samd/boards/pybadge/pins.c and
# .../pygamer/pins.c; SW_Y GPIO16 in ports/raspberrypi/boards/pimoroni_picosystem/pins.c
# (9.0.0, 10.0.0), a button to ground (firmware/keys_pico.py: pressed is low, pulled up).


def read_held(board, digitalio, time):
    """True if the flash button is held now. Raises if the board has none or reading fails;
    the pins are released (deinit) either way, for code.py's keypad."""
    pins = []
    try:
        if hasattr(board, "BUTTON_CLOCK"):
            latch = _pin(pins, digitalio, board.BUTTON_LATCH)
            latch.switch_to_output(value=False)     # low: the register takes the buttons
            clock = _pin(pins, digitalio, board.BUTTON_CLOCK)
            clock.switch_to_output(value=False)
            data = _pin(pins, digitalio, board.BUTTON_OUT)
            data.switch_to_input()
            time.sleep(SETTLE_S)
            latch.value = True                      # frozen: key 0 is on the data pin
            held = False
            for key in range(SELECT_KEY + 1):
                clock.value = False
                if key == SELECT_KEY:
                    held = data.value
                clock.value = True                  # the next key onto the data pin
            latch.value = False
            return held
        if hasattr(board, "SW_Y"):
            y = _pin(pins, digitalio, board.SW_Y)
            y.switch_to_input(pull=digitalio.Pull.UP)
            time.sleep(SETTLE_S)
            return not y.value
        raise RuntimeError("no flash button known on this board")
    finally:
        for p in pins:
            p.deinit()


def _pin(pins, digitalio, pin):
    """The pin opened, kept in pins to be released."""
    p = digitalio.DigitalInOut(pin)
    pins.append(p)
    return p


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
    import digitalio
    import time
    return read_held(board, digitalio, time)


def main():
    """Decide and print the outcome (CircuitPython writes boot.py's output to boot_out.txt)."""
    import storage
    mode, message = choose(storage, _read_board)
    print("Goblin Pocket: " + message)
    return mode
