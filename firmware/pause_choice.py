"""What the pause menu's entries do (firmware.pause), but undo and the help page: run by the
App once the press that chose one has returned, with the menu and its code dropped
(App.run_later): the game log (firmware.gamelog), the rules, save and quit, quit without
saving, stop a replay. Nothing is lost without a question: "Quit, no save" asks, and so
does "Save and quit" when saving is off (firmware.leaving.unsaved). A page that closes, or
a question answered "No", goes back to the game (the menu again would be compiled again, in
a heap cut up by the page). Loaded for that only."""
from gpcore import forget


def run(app, play, back, item):
    """Do the pause menu's entry `item` (of the menu that was to resume to back)."""
    def again():
        forget(__name__)
        return play.resume(back)

    if item == "Log":
        if play.own and not app.store.failed:
            # from its save, on a fresh heap: it compiles and replays the game a second
            # time (opening.LOG; returns only where it cannot)
            app.restart(play.own + " log")
        from firmware.gamelog import Log
        return app.show(Log(app, play, again))
    if item == "Rules":
        return app.show(app.text_screen("Rules", play.game.RULES, again))
    if item[0] == "Q":
        return app.confirm("Quit and delete this game? It cannot be resumed.",
                           "Delete it and quit", lambda: leave(app, play, True), again)
    if item[0] == "S" and app.store.failed:
        from firmware.leaving import unsaved
        return app.confirm(unsaved(play.profile, app.store.failed), "Quit, lose the game",
                           lambda: leave(app, play), again)
    return leave(app, play)


def leave(app, play, discard=False):
    """To the title (the save deleted first: discard): a restart, which compiles nothing more
    in this full heap, else firmware.leaving."""
    if discard and play.own:
        app.store.remove(play.own)
    app.restart()                       # (returns only where it cannot)
    from firmware.leaving import leave_game
    return leave_game(app, play)
