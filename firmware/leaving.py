"""Leaving a game: its end (counted, then its results) and back to the title, on a fresh
heap where the firmware can restart (App.restart), else in this one; why quitting would lose
the game (unsaved). Loaded when it is needed, so that a game in play does not hold this
code."""
import gc
import sys

from gpcore import forget
from firmware.save_store import LAST, EROFS
from firmware.screens import GUARD_MS
from firmware.shell import unload

PLAY_MODULES = ("firmware.play", "firmware.replay", "firmware.pause", "firmware.results",
                "firmware.views.generic")


def finished(app, play):
    """The game is over: counted in the statistics (firmware.tally: loaded for that only),
    it becomes the last game; its results screen, opened on a fresh heap where the firmware
    can restart (without the bots, and with room for the log)."""
    slot = play.own
    if slot:
        play.own = None
        gc.collect()
        from firmware import tally
        tally.count(app, play)
        tally = None
        forget("firmware.tally")
        gc.collect()
        app.store.finish(slot)
        if not app.store.failed:            # (else the flash has not got the game's end)
            app.restart(LAST)               # (returns only where it cannot)
    from firmware.results import results_screen
    screen = results_screen(app, play)
    screen.calm = app.now + GUARD_MS        # it may come up under a hurried A
    return app.show(screen)


def leave_game(app, play, keep_module=False):
    """Back to the title; the game's memory is freed (keep_module: its package stays)."""
    if not keep_module:
        app.restart()                       # (returns only where it cannot)
    play.close()
    app.playing = None
    if not keep_module:
        forget_game(play.game)
        unload(PLAY_MODULES)
    app.screen = None
    gc.collect()
    if keep_module:
        return True
    return app.title()


def forget_game(game):
    """Drop a game package (and its view) from sys.modules so its memory can be freed. The
    submodules go first, while the package is still there to lose them as attributes (the
    package itself stays referenced for a while: by the play screen, a menu's closure)."""
    from firmware import views
    views.unload(game)
    for key in list(sys.modules):
        if key.startswith(game.NAME + "."):
            forget(key)
    forget(game.NAME)
    gc.collect()


def unsaved(profile, code):
    """Why "Save and quit" would lose the game (code: the errno of the failed write)."""
    if code == EROFS:
        key = "Y" if profile.board_id == "pimoroni_picosystem" else "SELECT"
        return ("Saving is off, so this game will be lost: %s was held at power-on to let "
                "a computer write the drive." % key)
    if code == 28:      # ENOSPC
        return "The flash is full: this game will be lost."
    return "The flash cannot be written (error %d): this game will be lost." % code
