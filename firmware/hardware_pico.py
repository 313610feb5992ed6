"""The PicoSystem's light and sound (loaded only on a PicoSystem, see boards.BOARDS): one RGB
LED on three PWM pins, lit when low (board.LED_R, LED_G, LED_B: GPIO 14, 13, 15; green shares
its PWM slice with the backlight on GPIO 12, so all three run at the backlight's 50 kHz), and
the piezo on board.AUDIO (audiopwmio: the same looped square wave as the PyBadge's speaker).
The rest (settings, sounds, dimming) is firmware.profiles.Profile's."""
from firmware import profiles


def open(p, board):
    """The LED and the piezo, each if it can be had."""
    try:
        import pwmio
        p.data = [pwmio.PWMOut(pin, frequency=50000, duty_cycle=65535)
                  for pin in (board.LED_R, board.LED_G, board.LED_B)]
    except (ImportError, AttributeError, ValueError, RuntimeError):
        p.data = None
    try:
        import audiopwmio
        import audiocore
        p.buffer = audiocore.RawSample(bytearray((160,) * 8 + (96,) * 8), sample_rate=8000)
        p.out = audiopwmio.PWMAudioOut(board.AUDIO)
    except (ImportError, AttributeError, ValueError, RuntimeError):
        p.out = None


class Profile(profiles.Profile):
    def show(self, color):
        """The LED in the seat colour `color` (24-bit RGB, at a quarter; 0: off)."""
        self.color = color
        if self.data is not None:
            if self.hidden or not self.settings[2]:
                color = 0
            for i in range(3):
                self.data[i].duty_cycle = 65535 - ((color >> (16 - 8 * i)) & 255) * 64
