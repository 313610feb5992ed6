"""The pause menu of a game (START; the place "pause"): resume, undo, save and quit, the game
log, the rules, the help page, quit without saving; a replay: resume, stop, the log, the
rules, the help. Each entry is a place (App.go), opened once this menu and its code are
dropped (LIVES: "."): undo (firmware.undo), the help page (firmware.helppage), the log
(firmware.gamelog), the rules and the questions before quitting (firmware.pause_choice),
the title. This module compiles with the whole game in the heap, so it is kept small.
"""
import displayio

PLACES = {"U": "undo", "L": "log", "R": "rules", "H": "help", "Q": "quit"}


def show(app, play):
    """Show the pause menu of `play`; Resume comes back to where it was (banner, pass
    screen, menu: the screen up now)."""
    back = app.screen
    if play.replay is None:
        items = ("Resume", "Save and quit", "Log", "Rules", "Help", "Quit, no save")
        if play.undo[0] and back is play and play.back is None:
            items = ("Resume", "Undo " + play.undo[1]) + items[1:]
    else:
        items = ("Resume", "Stop replay", "Log", "Rules", "Help")

    def choose(i):
        if i == 0:
            return app.go("back", back)
        item = items[i]
        app.screen = None       # (the menu goes before the place opens: App.run_later)
        app.profile.display.root_group = displayio.Group()
        if item[0] == "S":      # save (done) and quit, or stop the replay: the title
            if not app.store.failed:
                return app.go("title")
            item = "Q" + item   # (the game will be lost: asked first)
        if item[0] == "L":      # on a fresh heap from its save, where it can: it compiles
            return app.go("log", (play, back), play.own)    # and replays the game again
        return app.go(PLACES[item[0]], (play, back, item))

    return app.show(app.list_screen("Paused: " + play.game.TITLE, items, choose,
                                    lambda: app.go("back", back),
                                    footer="A: choose  B: resume"))
