"""The game log and the help page of the pause menu, loaded only while one is up.

The log (pause menu "Log", the results' "Log"): every
action of the game so far, as "NAME: what everyone saw" (the public label, never a secret),
then the events it caused. It opens at the end; UP/DOWN scroll a line, LEFT/RIGHT a page,
A or B close it.

Memory: the lines of a long game are never all held. The log replays the game's history on
a second state (the live one stays), once at opening to count each action's lines (one
byte an action) while keeping only a window of about WINDOW pages of whole actions. The
replay state stays at the window's end, so scrolling on past it applies the next actions;
scrolling back before it replays from the start again, to a window that ends at the page
asked for. Closing drops the second state and this module.

The help ("Help"): the game package's help module's HELP, one-liners on every hero,
faction, goal, potion or card power, wrapped to the screen; that module is loaded only to
read them.
"""
import gc

import displayio
from firmware import ui
from firmware.keys import UP, DOWN, LEFT, RIGHT, A, B
from firmware.screens import Screen

WINDOW = 4      # pages of lines held at a time


class LogScreen(Screen):
    def __init__(self, app, play, on_close):
        p = app.profile
        self.profile = p
        self.on_close = on_close
        self.game = play.game
        self.names = play.names
        st = play.state
        self.seats, self.seed, self.options, self.history = \
            st.seats, st.seed, st.options, st.history
        self.n = n = len(st.history)
        self.rows = p.list_rows
        self.cap = WINDOW * self.rows
        self.counts = bytearray(n)      # lines of each action
        self.group = g = displayio.Group()
        self.title = ui.text(g, 2, 1, " ", ui.GOLD)
        ui.box(g, 0, p.header_h - 2, p.width, 1, ui.DIM)
        self.labels = [ui.text(g, 2, p.header_h + i * p.line_h, " ") for i in range(self.rows)]
        ui.text(g, 2, p.hint_y, ui.fit("^v line <> page B back", p.cols), ui.DIM)
        self.state = None
        self.top = 0x3FFFFFFF       # while counting: keep the last lines
        self._window(0, n, True)
        self.total = self.base + len(self.lines)
        self.top = max(0, self.total - self.rows)
        self._draw()

    # --- the window -----------------------------------------------------------------------
    def _window(self, start, end, count=False):
        """Replay the history on a new state to action `end`, keeping the lines of actions
        from `start` on (count: of every action, in self.counts, dropping the first ones of
        the window while it holds more than cap lines)."""
        self.state = self.lines = None
        gc.collect()
        r = self.game.new_game(self.seats, self.seed, self.options)
        h = self.history
        for i in range(start):
            r.apply(h[i])
        self.state = r
        self.lines = []
        self.heads = bytearray()
        self.first = start
        self.base = 0
        for i in range(self.first):
            self.base += self.counts[i]
        self.last = self.first
        self._extend(end, count)

    def _extend(self, end, count=False):
        """Apply the actions up to `end`, adding their lines; keep the window within cap
        lines (at least the last action's)."""
        r = self.state
        h = self.history
        cols = self.profile.cols - 1
        while self.last < end:
            a = h[self.last]
            seat = r.to_move()
            public = getattr(r, "public_label", r.label)     # never a secret
            out = _wrap(self.names[seat] + ": " + public(a), cols)
            heads = len(out)
            r.apply(a)
            for e in r.events(self.names):
                out += _wrap(e, cols)
            if count:
                self.counts[self.last] = min(255, len(out))
            self.lines += out[:self.counts[self.last]]
            self.heads += bytes((1,)) + bytes(heads - 1) + bytes(self.counts[self.last] - heads)
            self.last += 1
            k = self.counts[self.first]
            while self.first < self.last - 1 and len(self.lines) - k >= self.cap and \
                    self.base + k <= self.top:
                del self.lines[:k]
                self.heads = self.heads[k:]
                self.base += k
                self.first += 1
                k = self.counts[self.first]

    def _show(self, top):
        """Lines top..top+rows, replayed as needed; False if that is the page on screen."""
        top = min(max(0, top), max(0, self.total - self.rows))
        if top == self.top:
            return False
        self.top = top
        if top < self.base:         # before the window: replay to a window ending here
            end = k = 0
            while end < self.n and k < top + self.rows:
                k += self.counts[end]
                end += 1
            start, held = end, 0
            while start > 0 and (k - held > top or held + self.counts[start - 1] <= self.cap):
                start -= 1
                held += self.counts[start]
            self._window(start, end)
        while top + self.rows > self.base + len(self.lines) and self.last < self.n:
            self._extend(self.last + 1)
        self._draw()
        return True

    def _draw(self):
        for i in range(self.rows):
            k = self.top + i - self.base
            if 0 <= k < len(self.lines):
                ui.set_text(self.labels[i], self.lines[k] or " ",
                            ui.GOLD if self.heads[k] else ui.FG)
            else:
                ui.set_text(self.labels[i], " ")
        if not self.total:
            ui.set_text(self.labels[0], "Nothing happened yet", ui.DIM)
        ui.set_text(self.title, ui.fit("Log %d-%d of %d" % (
            min(self.total, self.top + 1), min(self.total, self.top + self.rows), self.total),
            self.profile.cols - 1))

    # --- keys -----------------------------------------------------------------------------
    def press(self, button, now):
        if button == A or button == B:
            self.state = self.lines = None
            return self.on_close()
        step = {UP: -1, DOWN: 1, LEFT: -self.rows, RIGHT: self.rows}.get(button, 0)
        return self._show(self.top + step) if step else False


def _wrap(s, cols):
    """s in lines of at most cols characters, the later ones indented by a space."""
    if len(s) <= cols:
        return [s]
    out = ui.wrap(s, cols - 1)
    for i in range(1, len(out)):
        out[i] = " " + out[i]
    return out


def open_log(app, play, back):
    """Show the log of play's game; closing it drops it and goes back to `back` (a screen)."""
    from gpcore import forget

    def close():
        forget(__name__)
        gc.collect()
        return app.show(back)
    return app.show(LogScreen(app, play, close))


def help_page(app, game, back):
    """Show the game's help; closing it goes back to `back` (a screen)."""
    from gpcore import forget
    name = game.NAME + ".help"
    try:
        lines = __import__(name, None, None, ("HELP",)).HELP
    except ImportError:
        lines = ("No help for this game",)
    finally:
        forget(name)
    cols = app.profile.cols - 1
    out = []
    for s in lines:
        out += _wrap(s, cols)

    def close():
        forget(__name__)
        gc.collect()
        return app.show(back)
    return app.show(app.text_screen("Help: " + game.TITLE, out, close))
