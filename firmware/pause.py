"""The pause menu of a game (START), loaded only while it is up: resume, undo, save and quit,
the game log, the rules, the help page, quit without saving; a replay: resume, stop, the
log, the rules, the help. Any entry but Resume is done once this menu and this module are
dropped (App.run_later): undo by firmware.undo, the help page by firmware.helppage, the
others by firmware.pause_choice. This module compiles with the whole game in the heap, so it
is kept small.
"""
import displayio

from gpcore import forget


def pause(play):
    """Show the pause menu of `play`; Resume comes back to where it was (banner, pass
    screen, menu: the screen up now)."""
    app = play.app
    back = app.screen
    if play.replay is None:
        items = ("Resume", "Save and quit", "Log", "Rules", "Help", "Quit, no save")
        if play.undo[0] and back is play and play.back is None:
            items = ("Resume", "Undo " + play.undo[1]) + items[1:]
    else:
        items = ("Resume", "Stop replay", "Log", "Rules", "Help")

    def resume():
        forget(__name__)
        return play.resume(back)

    def choose(i):
        if i == 0:
            return resume()
        if items[i][0] == "S" and not app.store.failed:     # save (done) and quit
            app.restart()       # compiles nothing more (returns only where it cannot)
        app.screen = None       # run once this press has returned (App.run_later)
        app.profile.display.root_group = displayio.Group()
        forget(__name__)
        item = items[i]
        app.later = (("firmware.helppage", "show", (app, play, back)) if item == "Help" else
                     ("firmware.undo", "take_back", (play,)) if item[0] == "U" else
                     ("firmware.pause_choice", "run", (app, play, back, item)))
        return True

    return app.show(app.list_screen("Paused: " + play.game.TITLE, items, choose, resume,
                                    footer="A: choose  B: resume"))
