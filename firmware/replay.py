"""A finished game played back move by move (the place "replay": the results' "Watch
replay"), loaded only then. Each move's banner ends in a status line: the pace, the move, the
keys. UP plays faster (Step, Play, Fast), DOWN slower; A shows the next move at once (in Step
every move
waits for it); LEFT/RIGHT/SELECT/B reach the view; START pauses.
"""
from firmware import ui
from firmware.keys import UP, DOWN, A, START
from firmware.play import PlayScreen, ready

PACES = ("Step", "Play", "Fast")
FAST_MS = 120           # a move's banner at Fast


class ReplayScreen(PlayScreen):
    STATUS = 1
    pace = 1            # PACES[pace]: Play

    def draw(self):
        """The play screen's, the banner's last line the status: banner_lines[-1], after its
        rows (built again with them for the final board: firmware.results.look)."""
        PlayScreen.draw(self)
        self.banner_lines.append(ui.text(self.banner, 3, self.profile.hint_y, " ", ui.DIM))

    def _banner(self, lines, headed, now, ms=None):
        PlayScreen._banner(self, lines, headed, now, ms)
        return self._status(now)

    def _status(self, now):
        """Time the banner by the pace; the pace and the progress on its last line."""
        self.deadline = None
        if self.pace == 2:
            self.deadline = now + FAST_MS
        elif self.pace:
            self.deadline = now + self._banner_ms()
        s = "%s %d/%d ^v A:next" % (PACES[self.pace], len(self.state.history),
                                    len(self.replay))
        ui.set_text(self.banner_lines[-1], ui.fit(s, self.profile.cols - 1))
        return True

    def selected(self):
        return None

    def press(self, button, now):
        if button == START:
            return self.pause()
        if button == A:
            return self.advance(now)
        if button in (UP, DOWN):
            pace = min(2, max(0, self.pace + (1 if button == UP else -1)))
            if pace == self.pace:
                return False
            self.pace = pace
            return self._status(now)
        return self.view.key(button)


def begin(app, arg):
    """The place "replay": arg (game, state, names, bots, actions): state (new) played
    back through actions."""
    ready(app)
    app.playing = screen = ReplayScreen(app, *arg)
    app.show(screen)
    return screen.advance(app.now)
