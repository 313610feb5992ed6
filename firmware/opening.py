"""Opening a saved game: its package loaded, the save checked and replayed, then played (or,
for the last finished game, its results). The title uses it, and so does the shell when it
starts on a fresh heap to open the game the title asked for (App.restart). A damaged save
is reported on the title and set aside; a game not installed says so."""
import gc

import displayio

from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST


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
    where = app.store.set_aside(slot)
    if where[0][0] == "C":      # could not: not offered again
        app.skip.append(slot)
    app.notice = ["Save damaged:", ui.fit(reason, app.profile.cols - 1)] + where


def open_slot(app, slot):
    """Go on with the game in slot, or (slot LAST) show the last game's results."""
    try:
        save = app.store.load(slot)
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
    return app.play(game, state, save.names, save.bots, own=slot != LAST)


def title_of(name):
    for key, title in catalog.GAMES:
        if key == name:
            return title
    return name
