"""The pause menu of a game (START), loaded only while it is up: resume, undo, save and quit,
the game log (firmware.gamelog), the rules, the help page, quit without saving; a replay:
resume, stop, the log, the rules, the help. Nothing is lost without a question: "Quit, no
save" asks, and so does "Save and quit" when saving is off (why: the flash button held at
power-on, or a full flash).

Undo ("Undo <the action>") takes back the last action of the person to move, again and again,
while the actions were that person's own since the device was handed over, and none drew
chance or showed something hidden (gpcore.rng: Rng.n). The game is rebuilt from its seed and
its shortened history (as a save is resumed), with the old state dropped first, and saved.
"""
import gc

from gpcore import forget
from firmware.save_store import EROFS


def pause(play):
    """Show the pause menu of `play`; Resume comes back to where it was (banner, pass
    screen, menu)."""
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
        if back is play and play.deadline is not None:
            play.deadline = app.now + play._banner_ms()
        return app.show(back)

    def choose(i):
        item = items[i]
        if item == "Resume":
            return resume()
        if i == 1 and len(items) > 6:      # "Undo ..."
            forget(__name__)
            return undo(play)
        if item == "Rules":
            return app.show(app.text_screen("Rules", play.game.RULES,
                                            lambda: app.show(menu)))
        if item == "Log":
            from firmware.gamelog import Log
            return app.show(Log(app, play, menu))
        if item == "Help":
            return help(app, play.game, menu)
        if item[0] == "Q":
            return app.confirm("Quit and delete this game? It cannot be resumed.",
                               "Delete it and quit",
                               lambda: app.leave_game(play, discard=True),
                               lambda: app.show(menu))
        if item[0] == "S" and app.store.failed:
            return app.confirm(unsaved(play.profile, app.store.failed), "Quit, lose the game",
                               lambda: app.leave_game(play), lambda: app.show(menu))
        return app.leave_game(play)

    menu = app.list_screen("Paused: " + play.game.TITLE, items, choose, resume,
                           footer="A: choose  B: resume")
    return app.show(menu)


def help(app, game, back):
    """The game's help page: its package's help module's HELP (one-liners on every hero,
    faction, goal, potion or card power; loaded only to read them), wrapped to the screen,
    the later lines of an entry indented."""
    from firmware.ui import wrap
    name = game.NAME + "." + "help"
    try:
        lines = __import__(name, None, None, ("HELP",)).HELP
    except ImportError:
        lines = ("No help for this game",)
    finally:
        forget(name)
    cols = app.profile.cols - 1
    out = []
    for s in lines:
        w = [s] if len(s) <= cols else wrap(s, cols - 1)
        for i in range(len(w)):
            out.append(" " + w[i] if i else w[i])
    return app.show(app.text_screen("%s: %s" % ("Help", game.TITLE), out,
                                    lambda: app.show(back)))


def unsaved(profile, code):
    """Why "Save and quit" would lose the game (code: the errno of the failed write)."""
    if code == EROFS:
        key = "Y" if profile.board_id == "pimoroni_picosystem" else "SELECT"
        return ("Saving is off, so this game will be lost: %s was held at power-on to let "
                "a computer write the drive." % key)
    if code == 28:      # ENOSPC
        return "The flash is full: this game will be lost."
    return "The flash cannot be written (error %d): this game will be lost." % code


def undo(play):
    """Take back the last action: replay the history but for it on a new game."""
    app = play.app
    st = play.state
    h = st.history
    n = len(h) - 1
    seats, seed, options = st.seats, st.seed, st.options
    seat = st.to_move()
    play.state = st = play.view.state = None     # no second state: the old one goes first
    gc.collect()
    st = play.game.new_game(seats, seed, options)
    s = ""
    for i in range(n):
        if i == n - 1:
            s = st.label(h[i])
        st.apply(h[i])
    play.state = st
    play.undo = (play.undo[0] - 1, s)
    play.queue = []
    play.view.note([play.names[seat] + ": took a move back"])
    s = app.save_game(play) if play.own else None
    if s:
        play.queue.append(([s], False))
    app.show(play)
    if play.queue:
        return play.advance(app.now)
    return play._menu(seat, app.now)
