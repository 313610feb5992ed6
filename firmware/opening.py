"""Opening a saved game: its package loaded, the save checked and replayed, then played (or,
for the last finished game, its results); and starting a game given to App.play (begin).
The title uses it, and so does the shell when it starts on a fresh heap to open the game
the title asked for (App.restart). A damaged save is reported on the title and set
aside, and so are damaged settings and statistics (check_files(), before the first title);
a game not installed says so. Reading the saves is here too (firmware.save_store writes
them): a save whole to open it (load()), its header only to list it (head()). begin() drops
this module."""
import gc
import os

import displayio

from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST, is_file, set_aside
from firmware.shell import NEXT, unload

_OLD = "current"        # the one slot of older firmware
LOG = " log"            # a note "<slot> log": that game's log (firmware.pause_choice)
SLOTS = 3               # saves kept per game


def start(app):
    """The first screen once the firmware has started: the game that the note beside the
    saves names (App.restart: app.fresh), started at once, or its game log; else the
    title."""
    slot = take(app.store, NEXT)
    if slot is None:
        check_files(app)
        return app.title()
    app.fresh = True
    slot = slot.decode()
    log = slot.endswith(LOG)
    open_slot(app, slot[:-len(LOG)] if log else slot, log)
    if app.later is not None:
        app.run_later()


def missing(app, name, back):
    """A game in the catalog whose package is not on the device."""
    return app.show(app.text_screen("Not installed", [
        title_of(name), "is not on this device."], back))


def load_game(app, name):
    """The game package `name`, imported after the play screen's code: compiling a
    module takes a lot of memory for a moment, better before a big engine is in memory,
    and with the menu on screen dropped first (the display shows it until the next
    refresh)."""
    app.screen = None
    app.profile.display.root_group = displayio.Group()
    gc.collect()
    import firmware.play     # noqa: F401  (kept in sys.modules for App.play)
    return catalog.load(name)


def damaged(app, slot, reason):
    """Report a damaged save on the title screen and move it aside."""
    store = app.store
    where = set_aside(store, slot, (store.path(slot), store.path(slot, ".tmp")))
    if where[0][0] == "C":      # could not: not offered again
        app.skip.append(slot)
    app.notice += ["Save damaged:", ui.fit(reason, app.profile.cols - 1)] + where


def check_files(app):
    """Damaged settings or statistics are reported on the title and moved aside (the
    defaults take over: the settings in use already are, firmware.settings.load)."""
    from firmware import settings, tally
    store = app.store
    for name, what, bad in ((settings.FILE, "Settings", settings.decode),
                            (tally.FILE, "Statistics", tally.parse)):
        data = store.read(name)
        if data is not None and bad(data) is None:
            path = store.root + "/" + name
            app.notice += [what + " damaged: reset"] + set_aside(
                store, name[:name.find(".")], (path, path + ".tmp"))
    unload(("firmware.settings", "firmware.tally"))


def open_slot(app, slot, log=False):
    """Go on with the game in slot, or (slot LAST) show the last game's results; log: show
    that game's log instead, and go on with the game once it is closed."""
    try:
        if slot != LAST:        # the game opened last is the newest save
            app.stamp = newest(app.store) + 1
        save = load(app.store, slot)
        if save is None:        # gone since the title screen was drawn
            return app.title()
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
    setup's code dropped (and this module's). A game of its own slot (own) is saved first;
    one chosen on this heap (a new game, "Play again") is then opened by a restart, on a
    fresh heap (App.restart)."""
    if actions is not None:
        own = None
    msg = None
    if own and not state.over():            # saved at once: its slot is taken now
        msg = app.save_game(game, names, bots, state, own)
        if not app.fresh and not app.store.failed:
            app.restart(own)                # (returns only where it cannot)
    app.fresh = False
    from firmware.play import PlayScreen
    app.screen = None
    unload(("firmware.title", "firmware.setup", "firmware.opening", "gpcore.saveread"))
    gc.collect()
    if actions is not None:
        from firmware.replay import ReplayScreen as PlayScreen
    screen = PlayScreen(app, game, state, names, bots, actions)
    screen.own = own
    app.playing = screen
    if msg:
        screen.queue.append(([msg], False))
    app.show(screen)
    return screen.advance(app.now)


# --- reading the saves -------------------------------------------------------------------
def slots(name):
    """The slots of game `name`: the first is the one slot of earlier firmware."""
    return [name] + [name + "." + str(i) for i in range(2, SLOTS + 1)]


def exists(store, slot):
    return is_file(store.path(slot)) or is_file(store.path(slot, ".tmp"))


def _file(store, slot):
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
    path = _file(store, slot)
    if path is None:
        return None
    with open(path, "rb") as f:
        data = f.read()
    return savefmt.decode(data)


def head(store, slot):
    """load() but for the actions (gpcore.saveread.peek: the title lists the saves without
    holding a game's actions)."""
    path = _file(store, slot)
    return None if path is None else savefmt.peek(path)


def newest(store):
    """The largest stamp of the games saved (0 if none)."""
    top = 0
    for key, _ in catalog.GAMES:
        for slot in slots(key):
            try:
                save = head(store, slot)
            except savefmt.SaveError:
                continue
            if save is not None and save.stamp > top:
                top = save.stamp
    return top


def migrate(store, known):
    """Move an older firmware's current.gps to a free slot of its game (if there is one).
    Raises savefmt.SaveError if it is damaged or of a game not in `known`."""
    save = load(store, _OLD)
    if save is None:
        return
    if save.game not in known:
        raise savefmt.SaveError("save of unknown game")
    for slot in slots(save.game):
        if not exists(store, slot):
            try:
                os.rename(store.path(_OLD), store.path(slot))
            except OSError:
                pass
            return


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
