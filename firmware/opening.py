"""Opening a saved game: its package loaded, the save checked and replayed, then played (or,
for the last finished game, its results); and starting a game given to App.play (begin).
The title uses it, and so does the shell when it starts on a fresh heap to open the game
the title asked for (App.restart; its note: read_note). A damaged save is reported on the
title and set aside (firmware.title.check_files() does the same for the settings and
statistics); a game not installed says so. Reading a save is here too (firmware.save_store
writes them; the title lists them from their headers). begin() drops this module."""
import gc
import os

import displayio

from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST, is_file
from firmware.shell import NEXT, NOTE, unload, check, memory

LOG = " log"            # a note "<slot> log": that game's log (firmware.pause_choice)


def start(app):
    """The first screen once the firmware has started: the game that the restart's note
    names (App.restart: app.fresh), started at once, or its game log; else the title."""
    slot = read_note(app)
    if slot is None:
        from firmware import title
        title.check_files(app)
        return app.title()
    app.fresh = True
    log = slot.endswith(LOG)
    open_slot(app, slot[:-len(LOG)] if log else slot, log)
    if app.later is not None:
        app.run_later()


def read_note(app):
    """The text of the note App.restart left (firmware.shell.note), read once: from
    memory() if the firmware was started by supervisor.reload() (else whatever is there is
    stale, and cleared), else from the file NEXT (removed). None if there is none; a
    damaged one (not a note, empty, cut short, not text) is reported on the title and
    removed."""
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
        return data[2:-1].decode()      # UnicodeError is a ValueError
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
    """A game in the catalog whose package is not on the device."""
    return app.show(app.text_screen("Not installed", [
        title_of(name), "is not on this device."], back))


def load_game(app, name):
    """The game package `name`, with the menu on screen dropped first (the display shows it
    until the next refresh). On a fresh heap (app.fresh: opening a game) the play screen's
    code is compiled first: compiling takes a lot of memory for a moment, better before a big
    engine is in memory. Not for the seat setup, whose new game opens after a restart."""
    app.screen = None
    app.profile.display.root_group = displayio.Group()
    gc.collect()
    if app.fresh:
        import firmware.play     # noqa: F401  (kept in sys.modules for App.play)
    return catalog.load(name)


def damaged(app, slot, reason):
    """Report a damaged save on the title screen and move it aside."""
    from firmware.title import set_aside
    store = app.store
    where = set_aside(store, slot, (store.path(slot), store.path(slot, ".tmp")))
    if where[0][0] == "C":      # could not: not offered again
        app.skip.append(slot)
    app.notice += ["Save damaged:", ui.fit(reason, app.profile.cols - 1)] + where


def open_slot(app, slot, log=False):
    """Go on with the game in slot, or (slot LAST) show the last game's results; log: show
    that game's log instead, and go on with the game once it is closed."""
    try:
        save = load(app.store, slot)
        if save is None:        # gone since the title screen was drawn
            return app.title()
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
        return app.title()
    except ImportError:         # the save is fine; its game is not installed
        return missing(app, save.game, app.title)
    if log:
        from firmware.gamelog import Log
        return app.show(Log(app, InPlay(game, state, save.names),
                            lambda: app.restart(slot) or open_slot(app, slot)))
    return app.play(game, state, save.names, save.bots, own=None if slot == LAST else slot)


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


def begin(app, game, state, names, bots, actions, own):
    """Start the game given to App.play (through App.run_later), with the title's and the
    setup's code dropped (and this module's). A new game of its own slot (own), chosen on
    this heap (a new game, "Play again"), is saved first, then opened by a restart, on a
    fresh heap (App.restart); one opened there is in its slot already (saving it again
    would load the engine's texts, for progress(), before the bots and the view)."""
    if actions is not None:
        own = None
    msg = None
    if own and not app.fresh and not state.history:    # saved at once: its slot is taken
        msg = app.save_game(game, names, bots, state, own)
        if not app.fresh and not app.store.failed:
            app.restart(own)                # (returns only where it cannot)
    app.fresh = False
    from firmware.play import PlayScreen
    app.screen = None
    unload(("firmware.title", "firmware.setup", "firmware.opening", "gpcore.saveread",
            "firmware.tally"))
    gc.collect()
    if actions is not None:
        from firmware.replay import ReplayScreen as PlayScreen
    screen = PlayScreen(app, game, state, names, bots, actions)
    screen.own = own
    app.playing = screen
    if msg:
        screen.queue.append(([msg], False, None))
    app.show(screen)
    return screen.advance(app.now)


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
