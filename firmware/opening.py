"""The ways into a saved game (places "start", "open"): the first screen once the firmware
has started (the note of a restart, else the title); a saved game opened, its save checked
and replayed, then played (or, for the last finished game, its results; or its log). It is
all a restart compiles to open a game, so it is kept small (a new game is firmware.title's).
Reading the saves is here too (firmware.save_store writes them; the title lists them from
their headers), and so are a damaged file moved aside (damaged(), set_aside()) and a game
not installed. Each function takes the App first."""
import os

import displayio

from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST, is_file
from firmware.shell import NEXT, NOTE, check, memory

def start(app, arg=None):
    """The first screen once the firmware has started: the place the restart's note names
    (App.go: "<place> <slot>"; app.fresh) with the game of that slot, or the title (which
    reports damaged settings or statistics then)."""
    text = read_note(app)
    if text is None:
        return app.go("title", "start")
    app.fresh = True
    place, slot = text
    return open_slot(app, slot, place)


def read_note(app):
    """(place, slot) of the note App.restart left (firmware.shell.note), read once: from
    memory() if the firmware was started by supervisor.reload() (else whatever is there is
    stale, and cleared), else from the file NEXT (removed). None if there is none; a
    damaged one (not a note, empty, cut short, not text, not two words) is reported on the
    title and removed."""
    data = None
    mem = memory()
    if mem is not None and mem[0] == NOTE:
        if _reloaded():
            data = bytes(mem[0:mem[1] + 3])
        mem[0] = 0
    kept = take(app.store, NEXT)        # (a file left beside a note in memory is stale)
    data = data or kept
    if data is None:
        return None
    n = len(data) - 3
    try:
        if n < 1 or data[0] != NOTE or data[1] != n or data[-1] != check(data[2:-1]):
            raise ValueError
        place, slot = data[2:-1].decode().split()   # (UnicodeError is a ValueError)
        return place, slot
    except ValueError:
        app.notice = ["Restart note damaged:", "ignored and removed"]
    return None


def _reloaded():
    """Whether this run was started by supervisor.reload() (CircuitPython's run_reason)."""
    try:
        import supervisor
        return supervisor.runtime.run_reason == supervisor.RunReason.SUPERVISOR_RELOAD
    except (ImportError, AttributeError):
        return False


def missing(app, name, back):
    """A game in the catalog whose package is not on the device; closed, the place back."""
    return app.show(app.text_screen("Not installed", [
        title_of(name), "is not on this device."], lambda: app.go(back)))


def load_game(app, name):
    """The game package `name` (app.game: its module name, which the App drops with it),
    with the menu on screen dropped first (the display shows it until the next refresh). On
    a fresh heap (app.fresh: opening a game) the play screen's code is compiled first:
    compiling takes a lot of memory for a moment, better before a big engine is in
    memory. Not for the seat setup, whose new game opens after a restart."""
    app.screen = None
    app.profile.display.root_group = displayio.Group()
    if app.fresh:
        import firmware.play     # noqa: F401  (kept for the place "play": LIVES, G)
    game = catalog.load(name)
    app.game = game.__name__
    return game


def damaged(app, slot, reason):
    """Report a damaged save on the title screen and move it aside."""
    store = app.store
    where = set_aside(store, slot, (store.path(slot), store.path(slot, ".tmp")))
    if where[0][0] == "C":      # could not: not offered again
        app.skip.append(slot)
    app.notice += ["Save damaged:", ui.fit(reason, app.profile.cols - 1)] + where


def open_slot(app, slot, then="play"):
    """The place "open": go on with the game in slot, or (slot LAST) show the last game's
    results; then "log": show that game's log instead (the place "log"), and go on with
    the game once it is closed."""
    try:
        save = load(app.store, slot)
        if save is None:        # gone since the title screen was drawn
            return app.go("title")
        app.stamp = save.stamp  # (kept: the title lists the newest game first)
        game = load_game(app, save.game)
        n = len(save.names)
        opts = game.OPTIONS
        if not game.MIN_SEATS <= n <= game.MAX_SEATS or len(save.options) != len(opts) \
                or any(save.options[i] >= len(opts[i][1]) for i in range(len(opts))):
            raise savefmt.SaveError("save does not match game")
        state = savefmt.replay(game, n, save.seed, save.options, save.actions)
    except ValueError as e:     # SaveError is a ValueError too
        damaged(app, slot, str(e))
        return app.go("title")
    except ImportError:         # the save is fine; its game is not installed
        return missing(app, save.game, "title")
    if then == "log":
        return app.go("log", (InPlay(game, state, save.names), slot))
    return app.go("play", (game, state, save.names, save.bots,
                           None if slot == LAST else slot, None))


class InPlay:
    """What the game log (firmware.gamelog.Log) reads of a game in play: its package, its
    state and the seats' names."""

    def __init__(self, game, state, names):
        self.game = game
        self.state = state
        self.names = names


def title_of(name):
    for key, title in catalog.GAMES:
        if key == name:
            return title
    return name


# --- reading the saves -------------------------------------------------------------------
def exists(store, slot):
    return is_file(store.path(slot)) or is_file(store.path(slot, ".tmp"))


def file_of(store, slot):
    """The file of the save in `slot`, or None; after a power cut between the removal of
    the old save and the rename, the complete <slot>.tmp, renamed now."""
    path = store.path(slot)
    if is_file(path):
        return path
    tmp = store.path(slot, ".tmp")
    if not is_file(tmp):
        return None
    try:
        os.rename(tmp, path)
        return path
    except OSError:
        return tmp


def load(store, slot):
    """The Save in `slot` (a game's slot or LAST), or None. Raises savefmt.SaveError for
    a damaged one."""
    path = file_of(store, slot)
    if path is None:
        return None
    with open(path, "rb") as f:
        data = f.read()
    return savefmt.decode(data)


def take(store, name):
    """read(name), the file then removed: a note read once (None, and the note left, if
    it cannot be removed: it would be read at every start)."""
    data = store.read(name)
    for path in (name, name + ".tmp"):
        path = store.root + "/" + path
        if is_file(path):
            try:
                os.remove(path)
            except OSError:
                return None
    return data


def set_aside(store, name, paths):
    """Move the first of the files `paths` (full paths) that exists to <name>.bad (an older
    one there is replaced); returns the lines for the screen."""
    bad = store.root + "/" + name + ".bad"
    for p in paths:
        if is_file(p):
            try:
                store._replace(p, bad)
            except OSError:
                return ["Could not move it aside"]
            return ["Moved to", "saves/" + name + ".bad"]
    return []
