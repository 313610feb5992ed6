"""The simulated screen: Blinka's PyGameDisplay drawing at the board's own size, shown
`scale` times bigger in the window. _pygame_screen always holds the native-size pixels."""
import pygame
from blinka_displayio_pygamedisplay import PyGameDisplay


class ScaledDisplay(PyGameDisplay):
    def __init__(self, width, height, scale=1):
        self.scale = scale
        self._window = None
        PyGameDisplay.__init__(self, width=width, height=height, auto_refresh=False,
                               caption="Goblin Pocket")

    def _initialize(self, init_sequence):
        pygame.init()
        pygame.display.set_caption(self._caption)
        size = (self.width * self.scale, self.height * self.scale)
        self._window = pygame.display.set_mode(size)
        if self.scale == 1:
            self._pygame_screen = self._window
        else:
            self._pygame_screen = pygame.Surface((self.width, self.height))

    def _refresh_display(self):
        PyGameDisplay._refresh_display(self)
        if self.scale != 1 and self._window is not None:
            pygame.transform.scale(self._pygame_screen, self._window.get_size(), self._window)
            pygame.display.flip()

    def surface(self):
        """The screen's pixels at the board's size."""
        return self._pygame_screen
