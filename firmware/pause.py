"""The pause menu of a game (START), loaded only while it is up: resume, undo
(firmware.undo), save and quit, the game log (firmware.gamelog), the rules, the help page
(firmware.helppage), quit without saving; a replay: resume, stop, the log, the rules, the
help. Nothing is lost without a question: "Quit, no save" asks, and so does "Save and quit"
when saving is off (why: the flash button held at power-on, or a full flash). What an entry
needs is loaded when it is chosen: this module compiles with the whole game in the heap.
"""
import gc

import displayio

from gpcore import forget
from firmware.save_store import EROFS


def pause(play, back=None, sel=0):
    """Show the pause menu of `play` (entry `sel` highlighted); Resume comes back to where
    it was (banner, pass screen, menu: `back`, else the screen up now). The log, the rules
    and the help page are built with this menu dropped (it is made again when they close,
    on their entry): the heap is at its fullest in mid-game."""
    app = play.app
    back = back or app.screen
    if play.replay is None:
        items = ("Resume", "Save and quit", "Log", "Rules", "Help", "Quit, no save")
        if play.undo[0] and back is play and play.back is None:
            items = ("Resume", "Undo " + play.undo[1]) + items[1:]
    else:
        items = ("Resume", "Stop replay", "Log", "Rules", "Help")

    def resume():
        forget(__name__)
        if back is play and play.deadline is not None:
            play.deadline = app.now + play._banner_ms()
        return app.show(back)

    def choose(i):
        item = items[i]
        if item == "Resume":
            return resume()
        if i == 1 and len(items) > 6:      # "Undo ..."
            forget(__name__)
            from firmware import undo
            try:
                return undo.take_back(play)
            finally:
                forget("firmware.undo")
        if item in ("Rules", "Log", "Help"):
            return over(item, i)
        if item[0] == "Q":
            return app.confirm("Quit and delete this game? It cannot be resumed.",
                               "Delete it and quit",
                               lambda: app.leave_game(play, discard=True),
                               lambda: app.show(menu))
        if item[0] == "S" and app.store.failed:
            return app.confirm(unsaved(play.profile, app.store.failed), "Quit, lose the game",
                               lambda: app.leave_game(play), lambda: app.show(menu))
        return app.leave_game(play)

    def over(item, i):
        """The log, the rules or the help page (entry i), over a dropped menu."""
        app.screen = None
        app.profile.display.root_group = displayio.Group()
        gc.collect()
        again = lambda: pause(play, back, i)      # noqa: E731
        if item == "Log":
            from firmware.gamelog import Log
            return app.show(Log(app, play, again))
        if item == "Rules":
            return app.show(app.text_screen("Rules", play.game.RULES, again))
        from firmware import helppage
        return helppage.show(app, play.game, lambda: forget("firmware.helppage") or again())

    menu = app.list_screen("Paused: " + play.game.TITLE, items, choose, resume,
                           footer="A: choose  B: resume", sel=sel)
    return app.show(menu)


def unsaved(profile, code):
    """Why "Save and quit" would lose the game (code: the errno of the failed write)."""
    if code == EROFS:
        key = "Y" if profile.board_id == "pimoroni_picosystem" else "SELECT"
        return ("Saving is off, so this game will be lost: %s was held at power-on to let "
                "a computer write the drive." % key)
    if code == 28:      # ENOSPC
        return "The flash is full: this game will be lost."
    return "The flash cannot be written (error %d): this game will be lost." % code
