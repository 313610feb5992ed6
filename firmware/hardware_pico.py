"""The PicoSystem's light and sound (loaded only on a PicoSystem, see profiles.BOARDS): one RGB
LED on three PWM pins, lit when low (board.LED_R, LED_G, LED_B: GPIO 14, 13, 15; green shares
its PWM slice with the backlight on GPIO 12, so all three run at the backlight's 50 kHz), and
the piezo on board.AUDIO (audiopwmio: the same looped square wave as the PyBadge's speaker).
The rest (settings, sounds, dimming) is firmware.profiles.Profile's."""
from firmware import profiles


class Profile(profiles.Profile):
    def open(self, board):
        try:
            import pwmio
            self.data = [pwmio.PWMOut(p, frequency=50000, duty_cycle=65535)
                         for p in (board.LED_R, board.LED_G, board.LED_B)]
        except (ImportError, AttributeError, ValueError, RuntimeError):
            self.data = None
        try:
            import audiopwmio
            import audiocore
            self.buffer = audiocore.RawSample(bytearray((160,) * 8 + (96,) * 8),
                                              sample_rate=8000)
            self.out = audiopwmio.PWMAudioOut(board.AUDIO)
        except (ImportError, AttributeError, ValueError, RuntimeError):
            self.out = None

    def fill(self, color):
        """The LED in `color` (24-bit RGB, at a quarter; 0: off)."""
        for i in range(3):
            self.data[i].duty_cycle = 65535 - ((color >> (16 - 8 * i)) & 255) * 64
