"""The game log and the help page of the pause menu, loaded only while one is up.

The log (pause menu "Log", the results' "Log"): every action of the game so far, as "NAME:
what everyone saw" (the public label, never a secret), then the events it caused. It opens
at the end; UP/DOWN scroll a line, LEFT/RIGHT a page, A or B close it.

Memory: the lines of a long game are never all held. The log replays the game's history on
a second state (the live one stays), once at opening to count each action's lines (one
byte an action) while keeping only a window of about four pages of whole actions. The
replay state stays at the window's end, so scrolling on past it applies the next actions;
scrolling back before it replays from the start again, to a window that ends at the page
asked for. Closing drops the second state and this module.

The help ("Help"): the game package's help module's HELP, one-liners on every hero,
faction, goal, potion or card power, wrapped to the screen; that module is loaded only to
read them.

The names here are, where possible, ones the firmware already uses (replay, extend, show,
wrap, count, start): the interpreter keeps every new name for good, and Karak's firmware
sits just below a step of its name pool (README, "Known limits").
"""
import gc

import displayio
from gpcore import forget
from firmware import ui
from firmware.keys import UP, DOWN, LEFT, RIGHT, A, B
from firmware.screens import Screen


class Log(Screen):
    """The log of play's game; closing it goes back to the screen `back`."""

    def __init__(self, app, play, back):
        p = app.profile
        self.app = app
        self.profile = p
        self.back = back
        self.game = play.game
        self.names = play.names
        st = play.state
        self.seats, self.seed, self.options, self.history = \
            st.seats, st.seed, st.options, st.history
        self.n = n = len(st.history)
        self.rows = p.list_rows
        self.count = bytearray(n)       # lines of each action
        self.group = g = displayio.Group()
        self.title = ui.text(g, 2, 1, " ", ui.GOLD)
        ui.box(g, 0, p.header_h - 2, p.width, 1, ui.DIM)
        self.labels = [ui.text(g, 2, p.header_h + i * p.line_h, " ") for i in range(self.rows)]
        ui.text(g, 2, p.hint_y, ui.fit("^v line <> page B back", p.cols), ui.DIM)
        self.state = None
        self.top = 0x3FFFFFFF       # while counting: keep the last lines
        self.replay(0, n, True)
        self.total = self.start + len(self.lines)
        self.top = max(0, self.total - self.rows)
        self.draw()

    # --- the window of lines: self.lines, (text, colour) of actions first..last-1, the first
    # of them line self.start of the whole log ---------------------------------------------
    def replay(self, first, end, count=False):
        """Replay the history on a new state to action `end`, keeping the lines of actions
        from `first` on (count: counting every action's lines into self.count, and keeping
        only the last pages)."""
        self.state = self.lines = None
        gc.collect()
        r = self.game.new_game(self.seats, self.seed, self.options)
        h = self.history
        for i in range(first):
            r.apply(h[i])
        self.state = r
        self.lines = []
        self.first = self.last = first
        self.start = 0
        for i in range(first):
            self.start += self.count[i]
        self.extend(end, count)

    def extend(self, end, count=False):
        """Apply the actions up to `end`, adding their lines; the window keeps about four
        pages (at least the last action and the lines from self.top on)."""
        r = self.state
        h = self.history
        cols = self.profile.cols - 1
        while self.last < end:
            a = h[self.last]
            public = getattr(r, "public_label", r.label)     # never a secret
            out = wrap("%s: %s" % (self.names[r.to_move()], public(a)), cols, ui.GOLD)
            r.apply(a)
            for e in r.events(self.names):
                out += wrap(e, cols, ui.FG)
            if count:
                self.count[self.last] = min(255, len(out))
            self.lines += out[:self.count[self.last]]
            self.last += 1
            k = self.count[self.first]
            while self.first < self.last - 1 and len(self.lines) - k >= 4 * self.rows and \
                    self.start + k <= self.top:
                del self.lines[:k]
                self.start += k
                self.first += 1
                k = self.count[self.first]

    def show(self, top):
        """Lines top..top+rows, replayed as needed; False if that is the page on screen."""
        top = min(max(0, top), max(0, self.total - self.rows))
        if top == self.top:
            return False
        self.top = top
        if top < self.start:        # before the window: replay to a window ending here
            end = k = 0
            while end < self.n and k < top + self.rows:
                k += self.count[end]
                end += 1
            first, held = end, 0
            while first > 0 and (k - held > top or
                                 held + self.count[first - 1] <= 4 * self.rows):
                first -= 1
                held += self.count[first]
            self.replay(first, end)
        while top + self.rows > self.start + len(self.lines) and self.last < self.n:
            self.extend(self.last + 1)
        self.draw()
        return True

    def draw(self):
        for i in range(self.rows):
            k = self.top + i - self.start
            s, color = self.lines[k] if 0 <= k < len(self.lines) else (" ", ui.FG)
            ui.set_text(self.labels[i], s or " ", color)
        if not self.total:
            ui.set_text(self.labels[0], "Nothing happened yet", ui.DIM)
        ui.set_text(self.title, ui.fit("Log %d-%d of %d" % (
            min(self.total, self.top + 1), min(self.total, self.top + self.rows), self.total),
            self.profile.cols - 1))

    def press(self, button, now):
        if button == A or button == B:
            self.state = self.lines = None
            forget(__name__)
            gc.collect()
            return self.app.show(self.back)
        step = {UP: -1, DOWN: 1, LEFT: -self.rows, RIGHT: self.rows}.get(button, 0)
        return self.show(self.top + step) if step else False


def wrap(s, cols, color=None):
    """s in lines of at most cols characters, the later ones indented by a space; with a
    colour: (line, colour) pairs."""
    out = [s] if len(s) <= cols else ui.wrap(s, cols - 1)
    for i in range(len(out)):
        if i:
            out[i] = " " + out[i]
        if color is not None:
            out[i] = (out[i], color)
    return out


def help(app, game, back):
    """Show the game's help; closing it goes back to the screen `back`."""
    name = game.NAME + "." + "help"
    try:
        lines = __import__(name, None, None, ("HELP",)).HELP
    except ImportError:
        lines = ("No help for this game",)
    finally:
        forget(name)
    cols = app.profile.cols - 1
    out = []
    for s in lines:
        out += wrap(s, cols)

    def close():
        forget(__name__)
        gc.collect()
        return app.show(back)
    return app.show(app.text_screen("%s: %s" % ("Help", game.TITLE), out, close))
