"""The help page of the pause menu (the place "help"): the game package's help module's
HELP, wrapped to the screen a line at a time. Loaded while the page is up
(firmware.shell.LIVES: "."); the game's help module only while it is read."""
from gpcore import once
from firmware.ui import wrap


def show(app, arg):
    """The help page of play's game (arg: play, back, ...): its package's help module's
    HELP (one-liners on every hero, faction, goal, potion or card power; read for one
    call), wrapped to the screen, the later lines of an entry indented. Closed, it goes
    back to the game (back: the screen the pause menu would resume to)."""
    play, back = arg[:2]
    game = play.game
    try:
        entries = once(game.NAME + ".help", "HELP")
    except ImportError:
        entries = ("No help for this game",)
    return app.show(app.text_screen("%s: %s" % ("Help", game.TITLE),
                                    Lines(entries, app.profile.cols - 1),
                                    lambda: app.go("back", back)))


class Lines:
    """The entries as screen lines of at most cols characters, an entry's later lines
    indented; an entry is wrapped when one of its lines is asked for (the whole wrapped
    text is never held: this page comes up with the whole game in the heap)."""

    def __init__(self, entries, cols):
        self.entries = entries
        self.cols = cols
        self.count = bytearray(len(entries))        # lines of each entry
        for i in range(len(entries)):
            self.count[i] = len(self.wrap(i))
        self.n = sum(self.count)
        self.at = -1                                # the entry wrapped last, its lines
        self.part = None

    def wrap(self, i):
        s = self.entries[i]
        return [s] if len(s) <= self.cols else wrap(s, self.cols - 1)

    def __len__(self):
        return self.n

    def __getitem__(self, k):
        if k < 0 or k >= self.n:
            raise IndexError(k)
        i = 0
        while k >= self.count[i]:
            k -= self.count[i]
            i += 1
        if i != self.at:
            self.at = i
            self.part = None
            self.part = self.wrap(i)
        return " " + self.part[k] if k else self.part[k]
