"""The pause menu of a game (START), loaded only while it is up: resume, save and quit, the
rules, quit without saving; a replay: resume, stop, the rules. Nothing is lost without a
question: "Quit, no save" asks, and so does "Save and quit" when saving is off (why: the
flash button held at power-on, or a full flash).
"""
from gpcore import forget
from firmware.save_store import EROFS


def pause(play):
    """Show the pause menu of `play`; Resume comes back to where it was (banner, pass
    screen, menu)."""
    app = play.app
    back = app.screen
    if play.replay is None:
        items = ("Resume", "Save and quit", "Rules", "Quit, no save")
    else:
        items = ("Resume", "Stop replay", "Rules")

    def resume():
        forget(__name__)
        if back is play and play.deadline is not None:
            play.deadline = app.now + play._banner_ms()
        return app.show(back)

    def to_menu():
        return app.show(menu)

    def choose(i):
        item = items[i]
        if item == "Resume":
            return resume()
        if item == "Rules":
            return app.show(app.text_screen("Rules", play.game.RULES, to_menu))
        if item[0] == "Q":
            return app.confirm("Quit and delete this game? It cannot be resumed.",
                               "Delete it and quit",
                               lambda: app.leave_game(play, discard=True), to_menu)
        if item[0] == "S" and app.store.failed:
            return app.confirm(unsaved(play.profile, app.store.failed), "Quit, lose the game",
                               lambda: app.leave_game(play), to_menu)
        return app.leave_game(play)

    menu = app.list_screen("Paused: " + play.game.TITLE, items, choose, resume,
                           footer="A: choose  B: resume")
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
