"""The game log (the place "log": the pause menu's "Log", the results'), loaded only while it
is up (firmware.shell.LIVES: "."): every
action as "NAME: public label" (never a secret), then its events; it opens at the end,
UP/DOWN scroll a line, LEFT/RIGHT a page, A or B close it."""
# Memory: the lines of a long game are never all held. The log replays the game's history on
# a second state (the live one stays), once at opening to count each action's lines (one
# byte an action) while keeping only a window of about four pages of whole actions. The
# replay state stays at the window's end, so scrolling on past it applies the next actions;
# scrolling back before it replays from the start again, to a window that ends at the page
# asked for. Closing drops the second state and this module. The docstrings are short and
# this is a comment: a docstring sits in the parse tree while the module compiles, and it
# compiles when the heap is full (a finished game, or the pause menu mid-game).
# The names here are, where possible, ones the firmware already uses (replay, extend, show,
# wrap, count, start): the interpreter keeps every new name for good, and Karak's firmware
# sits just below a step of its name pool (tools/MEMORY.md).
import gc

from firmware import ui
from firmware.keys import UP, DOWN, LEFT, RIGHT, A, B
from firmware.screens import TextScreen


def show(app, arg):
    """The place "log": arg (play, back): the log of play's game (a play screen, or
    firmware.opening.InPlay); closed, the place "back" at the screen back, or (back a slot:
    the log was opened from its save) that game opened again ("open")."""
    play, back = arg
    if type(back) is str:
        return app.show(Log(app, play, lambda: app.go("open", back, back)))
    return app.show(Log(app, play, lambda: app.go("back", back)))


class Log(TextScreen):
    """The log of play's game; closing it calls back()."""

    def __init__(self, app, play, back):
        st = play.state
        self.app, self.back, self.game, self.names = app, back, play.game, play.names
        self.seats, self.seed, self.options, self.history = \
            st.seats, st.seed, st.options, st.history
        self.n = n = len(st.history)
        self.profile = p = app.profile
        self.rows = p.list_rows
        self.count = bytearray(n)       # lines of each action
        self.top = 0x3FFFFFFF           # while counting: keep the last lines
        self.replay(0, n, True)
        self.total = total = self.start + len(self.lines)
        TextScreen.__init__(self, p, "Log", self.lines, None, "^v line <> page B back")
        self.top = -1
        self.show(total)

    # --- the window of lines: self.lines, (text, colour) of actions first..last-1, the first
    # of them line self.start of the whole log ---------------------------------------------
    def replay(self, first, end, count=False):
        """Replay the history on a new state to action `end`, keeping the lines of actions
        from `first` on (count: counting every action's lines into self.count, and keeping
        only the last pages)."""
        self.state = self.lines = None
        gc.collect()
        r = self.state = self.game.new_game(self.seats, self.seed, self.options)
        self.lines = []
        self.first = self.last = first
        self.start = 0
        for i in range(first):
            r.apply(self.history[i])
            self.start += self.count[i]
        self.extend(end, count)

    def extend(self, end, count=False):
        """Apply the actions up to `end`, adding their lines; the window keeps about four
        pages (at least the last action and the lines from self.top on)."""
        r = self.state
        cols = self.profile.cols - 1
        while self.last < end:
            a = self.history[self.last]
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
        for i in range(self.rows):
            k = top + i - self.start
            s, color = self.lines[k] if 0 <= k < len(self.lines) else (" ", ui.FG)
            ui.set_text(self.labels[i], s, color)
        ui.set_text(self.group[0], ui.fit("Log %d-%d of %d" % (
            min(self.total, top + 1), min(self.total, top + self.rows), self.total),
            self.profile.cols - 1) if self.total else "Log: nothing happened yet")
        return True

    def _draw(self):
        pass            # (TextScreen's: show() draws)

    def press(self, button, now):
        if button == A or button == B:
            self.state = self.lines = None
            return self.back()
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
