"""The pause menu's rules and its questions before quitting (the places "rules" and "quit",
firmware.pause), loaded while they are up. Nothing is lost without a question: "Quit, no
save" asks, and so does "Save and quit" when saving is off (unsaved()). A page that closes,
or a question answered "No", goes back to the game (the menu again would be compiled
again, in a heap cut up by the page). Each takes the App and (play, back, entry): the
game's play screen, the screen the menu was to resume to, the menu's entry."""
from firmware.save_store import EROFS


def rules(app, arg):
    play, back = arg[:2]
    return app.show(app.text_screen("Rules", play.game.RULES, lambda: app.go("back", back)))


def quit(app, arg):
    """Quit and delete the game ("Quit, no save"), or quit where the game cannot be saved
    ("Q" before "Save and quit"); to the title once sure."""
    play, back, item = arg

    def leave():
        if item == "Quit, no save" and play.own:
            app.store.remove(play.own)
        return app.go("title")

    if item == "Quit, no save":
        text, yes = "Quit and delete this game? It cannot be resumed.", "Delete it and quit"
    else:
        text, yes = unsaved(play.profile, app.store.failed), "Quit, lose the game"
    return app.confirm(text, yes, leave, lambda: app.go("back", back))


def unsaved(profile, code):
    """Why "Save and quit" would lose the game (code: the errno of the failed write)."""
    if code == EROFS:
        key = "Y" if profile.board_id == "pimoroni_picosystem" else "SELECT"
        return ("Saving is off, so this game will be lost: %s was held at power-on to let "
                "a computer write the drive." % key)
    if code == 28:      # ENOSPC
        return "The flash is full: this game will be lost."
    return "The flash cannot be written (error %d): this game will be lost." % code
