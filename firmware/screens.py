"""Full-screen screens: a titled list, scrollable text and the pass-the-device screen.

A screen has `group` (shown as the display's root group), `deadline` (a time in ms at which
tick() wants to run, or None), press(button, now) and tick(now), both returning True when
something on screen changed, and selected() (the highlighted text, for scripted drivers).

Safe input: a screen that comes up by itself (the action menu after a banner, the pass
screen, the results) sets `calm` to a time in ms; until then the shell swallows A, and every
swallowed A moves that time GUARD_MS on. So A pressed over and over to hurry the bots never
confirms anything: A counts only after a pause of GUARD_MS since the screen appeared and
since the last A.
"""
import displayio
from firmware import ui
from firmware.keys import UP, DOWN, A, B, START
from firmware.widgets import ListBox

GUARD_MS = 300


class Screen:
    deadline = None
    calm = 0

    def tick(self, now):
        return False

    def selected(self):
        return None


class ListScreen(Screen):
    """A title, optional lines of text, a list of items and a footer line.

    on_choose(index) runs on A, on_back() on B (if given); on_key(button, index) gets every
    other button and returns True if it changed something (LEFT/RIGHT on a setting).
    """

    def __init__(self, profile, title, items, on_choose, on_back=None, lines=(),
                 footer="", sel=0, on_key=None, line_color=ui.FG):
        self.profile = profile
        self.on_choose = on_choose
        self.on_back = on_back
        self.on_key = on_key
        self.group = displayio.Group()
        ui.header(self.group, profile, title)
        lh = profile.line_h
        y = profile.header_h
        self.texts = [ui.text(self.group, 2, y + i * lh, ui.fit(s, profile.cols - 1),
                              line_color) for i, s in enumerate(lines[:profile.list_rows - 1])]
        y += lh * len(self.texts)
        if lines:
            y += 2
        rows = (profile.hint_y - 1 - y) // lh
        self.menu = ListBox(profile, 0, y, profile.width, rows)
        self.group.append(self.menu.group)
        self.footer = ui.text(self.group, 2, profile.hint_y, ui.fit(footer, profile.cols),
                              ui.DIM)
        self.menu.set_items(items, sel)

    def selected(self):
        return self.menu.selected()

    def press(self, button, now):
        if button == UP:
            return self.menu.move(-1)
        if button == DOWN:
            return self.menu.move(1)
        if button == A:
            return self.on_choose(self.menu.sel)
        if button == B and self.on_back is not None:
            return self.on_back()
        if self.on_key is not None:
            return self.on_key(button, self.menu.sel)
        return False


class TextScreen(Screen):
    """Lines of text under a title; UP/DOWN scroll, A or B closes (on_close()). `lines` is
    kept as given (a list, a tuple, or any sequence with len() and indexing, e.g. one that
    makes its lines when asked: firmware.helppage)."""

    def __init__(self, profile, title, lines, on_close, footer="A/B: back  ^v: scroll"):
        self.profile = profile
        self.on_close = on_close
        self.lines = lines
        self.top = 0
        self.group = displayio.Group()
        ui.header(self.group, profile, title)
        self.rows = profile.list_rows
        self.labels = [ui.text(self.group, 2, profile.header_h + i * profile.line_h, " ")
                       for i in range(self.rows)]
        ui.text(self.group, 2, profile.hint_y, ui.fit(footer, profile.cols), ui.DIM)
        self._draw()

    def _draw(self):
        for i in range(self.rows):
            k = self.top + i
            s = self.lines[k] if k < len(self.lines) else " "
            ui.set_text(self.labels[i], ui.fit(s, self.profile.cols - 1) or " ")

    def press(self, button, now):
        if button in (A, B):
            return self.on_close()
        step = {UP: -1, DOWN: 1}.get(button, 0)
        top = min(max(0, self.top + step), max(0, len(self.lines) - self.rows))
        if top == self.top:
            return False
        self.top = top
        self._draw()
        return True


class PassScreen(Screen):
    """Blank but for "Pass to NAME" (and how to go on): nothing private is on it.
    on_ready() runs on A (not before GUARD_MS after now); on_pause() on START."""

    def __init__(self, profile, name, on_ready, on_pause, now):
        self.calm = now + GUARD_MS
        self.on_ready = on_ready
        self.on_pause = on_pause
        self.group = displayio.Group()
        mid = profile.height // 2
        big = 2 if len("Pass to " + name) * 12 <= profile.width else 1
        ui.centered(self.group, profile, mid - 6 * big - 8, "Pass to " + name, ui.GOLD, big)
        ui.centered(self.group, profile, mid + 10, "then press A", ui.DIM)

    def press(self, button, now):
        if button == A:
            return self.on_ready()
        if button == START:
            return self.on_pause()
        return False
