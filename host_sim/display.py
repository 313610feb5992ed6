"""The simulated screen: Blinka's PyGameDisplay drawing at the board's own size, shown
`scale` times bigger in the window. _pygame_screen always holds the native-size pixels.

In the window (scale > 1) a strip at the right shows the board's lights (five NeoPixels, or
the PicoSystem's one LED) in the colours the firmware lit them, and the picture darkens as
the firmware dims the backlight (display.brightness). The native pixels stay as drawn.
"""
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay

STRIP = 10      # width of the lights strip, in screen pixels (times scale in the window)


class ScaledDisplay(PyGameDisplay):
    def __init__(self, width, height, scale=1):
        self.scale = scale
        self._window = None
        self.lights = []
        PyGameDisplay.__init__(self, width=width, height=height, auto_refresh=False,
                               caption="Goblin Pocket")

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption(self._caption)
        if self.scale == 1:
            self._window = pygame.display.set_mode((self.width, self.height))
            self._pygame_screen = self._window
        else:
            self._window = pygame.display.set_mode(((self.width + STRIP) * self.scale,
                                                    self.height * self.scale))
            self._pygame_screen = pygame.Surface((self.width, self.height))

    @property
    def brightness(self):
        return PyGameDisplay.brightness.fget(self)

    @brightness.setter
    def brightness(self, value):
        PyGameDisplay.brightness.fset(self, value)
        self._show()

    def _refresh_display(self):
        PyGameDisplay._refresh_display(self)
        self._show()

    def show_lights(self, colors):
        """The board's lights now show colors (24-bit each)."""
        self.lights = list(colors)
        self._show()

    def _show(self):
        """The window: the screen scaled, darkened as dimmed, and the lights strip."""
        if self.scale == 1 or self._window is None:
            return
        s = self.scale
        size = (self.width * s, self.height * s)
        pygame.transform.scale(self._pygame_screen, size, self._window.subsurface(
            (0, 0) + size))
        level = getattr(self, "_brightness", 1.0)
        if level < 1:
            shade = pygame.Surface(size)
            shade.set_alpha(int(255 * (1 - max(0.15, level))))
            self._window.blit(shade, (0, 0))
        draw_strip(self._window, (self.width * s, 0, STRIP * s, self.height * s), self.lights)
        pygame.display.flip()

    def surface(self):
        """The screen's pixels at the board's size."""
        return self._pygame_screen


def draw_strip(surf, rect, colors):
    """The lights as round lamps down the strip rect (x, y, w, h) of surf, each lit in its
    colour brightened to be seen (an LED at an eighth of its power glows brightly)."""
    x, y, w, h = rect
    pygame.draw.rect(surf, (24, 24, 24), rect)
    n = max(1, len(colors))
    r = max(2, min(w // 2 - 1, h // (2 * n) - 2))
    for i, c in enumerate(colors):
        rgb = [(c >> k) & 255 for k in (16, 8, 0)]
        top = max(rgb) or 1
        lit = tuple(v * 255 // top for v in rgb) if c else (60, 60, 60)
        pygame.draw.circle(surf, lit, (x + w // 2, y + h * (2 * i + 1) // (2 * n)), r)
