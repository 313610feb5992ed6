"""The end of a game (the place "end", for one call): counted in the statistics, it becomes
the last game, then its results (the place "results"), opened on a fresh heap where the
firmware can restart (without the bots, and with room for the log)."""
from gpcore import once
from firmware.save_store import LAST


def finished(app, play):
    """The game of `play` is over: counted (firmware.tally, for that call), it becomes the
    last game (from its slot, where it has one); then its results."""
    slot = play.own
    if slot:
        play.own = None
        once("firmware.tally", "count", app, play)
        app.store.finish(slot)
        return app.go("results", play, LAST)
    return app.go("results", play)
