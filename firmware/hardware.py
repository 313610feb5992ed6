"""The PyBadge's and the PyGamer's lights and speaker, opened once for their profile
(firmware.boards.current; this module is then dropped): five NeoPixels on
board.NEOPIXEL (the built-in neopixel_write: no library) and the speaker on the DAC pin
board.SPEAKER behind its amplifier switch board.SPEAKER_ENABLE (audioio playing a looped
square wave, an audiocore.RawSample whose sample rate sets the pitch). Each part whose pin or
CircuitPython module is missing is left out (no lights, or no sound); the pin is looked up
first, so a board without it imports nothing."""


def open(p, board):
    try:
        p.data = board.NEOPIXEL
        import digitalio
        import neopixel_write
        p.write = neopixel_write.neopixel_write
        p.data = digitalio.DigitalInOut(p.data)
        p.data.switch_to_output()
        p.buf = bytearray(15)
    except (ImportError, AttributeError, ValueError, RuntimeError):
        p.data = None
    try:
        p.out = board.SPEAKER
        import digitalio
        import audioio
        import audiocore
        p.buffer = audiocore.RawSample(bytearray((160,) * 8 + (96,) * 8), sample_rate=8000)
        p.out = audioio.AudioOut(p.out)
        p.enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        p.enable.switch_to_output()
    except (ImportError, AttributeError, ValueError, RuntimeError):
        p.out = None
