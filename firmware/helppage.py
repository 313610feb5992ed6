"""The help page of the pause menu: the game package's help module's HELP, wrapped to the
screen a line at a time. Loaded while the page is up (the pause menu has the App open it,
App.run_later); the game's help module only while it is read."""
from gpcore import forget
from firmware.ui import wrap


def show(app, play, back):
    """The help page of play's game: its package's help module's HELP (one-liners on every
    hero, faction, goal, potion or card power; loaded only to read them), wrapped to the
    screen, the later lines of an entry indented. Closed, it goes back to the game (back:
    the screen the pause menu would resume to)."""
    game = play.game
    name = game.NAME + "." + "help"
    try:
        entries = __import__(name, None, None, ("HELP",)).HELP
    except ImportError:
        entries = ("No help for this game",)
    finally:
        forget(name)
    return app.show(app.text_screen("%s: %s" % ("Help", game.TITLE),
                                    Lines(entries, app.profile.cols - 1),
                                    lambda: forget(__name__) or play.resume(back)))


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
