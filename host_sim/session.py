"""A simulated device run in-process: scripted button presses, a fake clock, screenshots.

    s = Session(board="pybadge", saves=tmpdir, seed=1)
    s.press("A")            # press and release A, then let time pass until the shell waits
    s.screenshot("x.png")   # pygame Surface of the screen (and a PNG if a path is given)
    s.lines()               # the visible text, top to bottom (s.labels(): with boxes)
    s.lights()              # what the board's lights show (24-bit colours, one per LED)
    s.sounds()              # the sounds the firmware played, in order ("turn", "dice", "won")
    s.brightness()          # the backlight the firmware set (0.0-1.0)
    s.wait(60000)           # let that many ms pass without a press

The firmware runs unchanged: the same shell.start() and Runner.step() as on the device, fed
by the fake keypad; only the clock is simulated, so bot banners pass at once.
"""
import os

from host_sim import fakes

STEP_MS = 20


class Session:
    def __init__(self, board="pybadge", saves=None, seed=1, shots=None, scale=1):
        if scale == 1:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        self.board = board
        self.display = fakes.configure(board, scale)
        from firmware import shell
        if saves is None:
            import tempfile
            saves = tempfile.mkdtemp(prefix="gp_saves_")
        self.saves = saves
        self.shots = shots
        self.count = 0
        self.clock = 0
        self.on_frame = None    # called after every step that changed the screen
        self.runner = shell.start(saves, seed=seed, clock=lambda: self.clock)
        self.app = self.runner.app
        self.settle()
        if shots:
            os.makedirs(shots, exist_ok=True)
            self.shot("start")

    def _step(self):
        self.clock += STEP_MS
        changed = self.runner.step()
        if changed and self.on_frame is not None:
            self.on_frame()
        return changed

    def settle(self, limit=100000):
        """Step until no key is pending and no timer is set (the shell waits for a person)
        and the sound playing has ended."""
        for _ in range(limit):
            if self._step() or not fakes.HUB.idle():
                continue
            deadline = self.app.deadline()
            note = self.app.profile.deadline        # the end of the note playing (0: none)
            if note and (deadline is None or note < deadline):
                deadline = note
            if deadline is None:
                return
            self.clock = max(self.clock, deadline)
        raise RuntimeError("the shell did not settle")

    def press(self, name):
        """Press and release a logical button, as a finger on this board would."""
        fakes.HUB.press(name, True)
        self._step()
        fakes.HUB.press(name, False)
        self.settle()
        if self.shots:
            self.shot(name)

    def hold(self, name, ms):
        """Hold a button down for ms milliseconds (directions repeat), then release it."""
        fakes.HUB.press(name, True)
        end = self.clock + ms
        while self.clock < end:
            self._step()
        fakes.HUB.press(name, False)
        self.settle()
        if self.shots:
            self.shot(name + "_held")

    def wait(self, ms):
        """Let ms milliseconds pass without a press (the screen may dim)."""
        end = self.clock + ms
        while self.clock < end:
            self._step()
            self.clock = max(self.clock, min(end, self.app.deadline() or end))
        self._step()

    def lights(self):
        """The colour each of the board's lights shows (24-bit: NeoPixels at the fraction
        of their power the firmware uses, see firmware.profiles)."""
        return list(fakes.HUB.lights)

    def sounds(self):
        """The sounds the firmware started, in order: each known by its first note
        (firmware.profiles.NOTES)."""
        from firmware.profiles import KINDS, NOTES
        first = {NOTES[6 * i] * 10: KINDS[i] for i in range(len(KINDS))}
        return [first[hz] for hz in fakes.HUB.tones if hz in first]

    def brightness(self):
        return self.display.brightness

    def presses(self, names):
        for n in names:
            self.press(n)

    def shot(self, label):
        """Write the screen to <shots>/<number>_<label>.png."""
        self.count += 1
        path = os.path.join(self.shots, "%04d_%s.png" % (self.count, label))
        self.screenshot(path)
        return path

    def screenshot(self, path=None, strip=False):
        """A copy of the screen (pygame Surface at the board's size); saved if path. strip:
        with the board's lights beside it (as in the window)."""
        import pygame
        surf = self.display.surface().copy()
        if strip:
            from host_sim.display import STRIP, draw_strip
            w, h = surf.get_size()
            out = pygame.Surface((w + STRIP, h))
            out.blit(surf, (0, 0))
            draw_strip(out, (w, 0, STRIP, h), fakes.HUB.lights)
            surf = out
        if path:
            pygame.image.save(surf, path)
        return surf

    def labels(self):
        """Every visible label as (x, y, width, height, text) in screen pixels."""
        return labels(self.display.root_group)

    def screen_text(self):
        """The visible text as (y, x, text), top to bottom, left to right."""
        return sorted((y, x, t.strip()) for x, y, _, _, t in self.labels() if t.strip())

    def lines(self):
        return [t for _, _, t in self.screen_text()]

    def selected(self):
        """The highlighted item of the current screen (None if it has no list)."""
        return self.app.screen.selected()

    def choose(self, prefix, limit=40):
        """Move down until the highlighted item starts with prefix, then press A."""
        for _ in range(limit):
            sel = self.selected()
            if sel is not None and sel.startswith(prefix):
                self.press("A")
                return
            self.press("DOWN")
        raise AssertionError("no item %r on %r" % (prefix, self.lines()))


def labels(group):
    """Every visible label under group (a screen's root) as (x, y, width, height, text)."""
    out = []
    _walk(group, 0, 0, out)
    return out


def _walk(group, x, y, out, sc=1):
    if getattr(group, "hidden", False):
        return
    x += group.x * sc
    y += group.y * sc
    sc *= getattr(group, "scale", 1)
    for item in group:
        if getattr(item, "hidden", False):
            continue
        if hasattr(item, "text"):                   # a line of text (firmware.ui.Line)
            if item.text.strip():
                out.append((x + item.x * sc, y + item.y * sc, len(item.text) * 6 * sc,
                            12 * sc, item.text))
        elif hasattr(item, "x") and hasattr(item, "__len__"):
            _walk(item, x, y, out, sc)
