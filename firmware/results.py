"""The results screen (the place "results"): score per seat, the winners, what next: play
again with the same seats, the final position (the game's view, browsed), the game log, the
game's score sheet, the replay, back to the title. The same for the title's "Last game"."""
from firmware import ui, views
from firmware.save_store import is_file
from firmware.screens import GUARD_MS
from gpcore import once


def sheet_lines(sheet, names, cols, fmt=str):
    """The score sheet as text: each seat's name, then its (label, points) rows; fmt prints
    points (the game module's points_text hook, else str)."""
    lines = []
    for seat in range(len(names)):
        lines.append(names[seat])
        for label, points in sheet(seat):
            num = fmt(points)
            label = ui.fit(label, cols - 2 - len(num))
            lines.append(" " + label + " " * (cols - 1 - len(num) - len(label)) + num)
    return lines


def score_lines(app, play):
    """The score sheet of play's finished game: laid out by the game's own
    firmware/views/<NAME>/sheet.py (lines(game, state, names, cols), loaded for that only)
    where it has one, else by sheet_lines()."""
    cols = app.profile.cols - 1
    try:
        return once("firmware.views." + play.game.NAME + ".sheet", "lines", play.game,
                    play.state, play.names, cols)
    except ImportError:
        return sheet_lines(play.state.score_sheet, play.names, cols,
                           getattr(play.game, "points_text", str))


def own_sheet(game):
    """True if game lays out its score sheet in its view's folder: firmware/views/<NAME>/
    sheet.py, or sheet.mpy as tools/flash.py --mpy copies it. Found on the flash, not loaded
    (compiling it would cost the results screen a second compile: score_lines() loads it)."""
    path = views.__file__
    path = path[:path.rfind("/") + 1] + game.NAME + "/sheet."
    return is_file(path + "py") or is_file(path + "mpy")


def _line(name, points, won, cols):
    """A seat's result: points in a column, or (points_text words) after the name."""
    if len(points) <= 5:
        return "%-7s %4s %s" % (name, points, "WINS" if won else "")
    return ui.fit(name + (" WINS: " if won else ": ") + points, cols)


def rest(play):
    """Free play's view (its code is dropped by the App: the place keeps no view, LIVES V)
    and the menu and banner of its screen (a finished game's has none: PlayScreen.draw):
    the results screen needs the room (for the log: 6 KB, Karth's peak)."""
    if play.view is not None:
        play.view.close()
        play.view = None
    while len(play.group):
        play.group.pop()
    play.menu = play.hint = play.banner = play.banner_lines = None


def look(play):
    """Play's view and screen again after rest(), showing the state."""
    if play.view is None:
        p = play.profile
        play.view = views.load(play.game, p, p.view_area, play.names)
        play.draw()
        play.view.note(list(play.state.events(play.names)))    # how the game ended
        play.view.show(play.state, None)
    return play.view


def show(app, play):
    """The place "results": the results menu of play's finished game; the view's memory is
    freed while it is up ("Board" builds it again)."""
    rest(play)
    st = play.state
    scores = st.result()
    wins = st.winners()
    fmt = getattr(play.game, "points_text", str)
    rows = [(play.names[i], scores[i], i in wins) for i in range(len(scores))]
    rivals = getattr(st, "rivals", None)       # opponents without a seat (Glavrun in solo)
    if rivals is not None:
        rows += rivals()
    lines = [_line(name, fmt(points), won, app.profile.cols - 1) for name, points, won in rows]
    why = getattr(play.game, "why", None)       # optional: why the game ended (one line)
    if why is not None:
        lines.insert(0, ui.fit(why(st), app.profile.cols - 1))
    items = ["Play again", "Board", "Log", "Watch replay", "Title"]
    if getattr(st, "score_sheet", None) is not None or own_sheet(play.game):
        items.insert(2, "Score sheet")
    st = rivals = None

    def choose(i):
        # (the state and the game's hooks are read from play, never kept in this closure:
        # leaving the game frees them)
        item = items[i]
        if item == "Play again":
            return app.go("again", (play.game, play.names, play.bots, play.state.options))
        if item == "Watch replay":
            g, s = play.game, play.state
            seats, seed, options, history = s.seats, s.seed, s.options, list(s.history)
            play.close()
            s = None
            fresh = g.new_game(seats, seed, options)
            return app.go("replay", (g, fresh, play.names, play.bots, history))
        if item == "Board":         # the view's keys page it; A or START come back
            play.back = lambda: app.show(menu)
            look(play).show(play.state, None)
            play._banner(["Final position", "SELECT, </>: pages", "A: back"], True, app.now)
            play.deadline = None
            return app.show(play)
        if item == "Log":           # every event of the game (the place "log")
            return app.go("log", (play, menu))
        if item == "Score sheet":
            return app.show(app.text_screen("Score sheet", score_lines(app, play),
                                            lambda: app.show(menu)))
        return app.go("title")

    menu = app.list_screen("Game over", items, choose, lines=lines, footer="A: choose")
    menu.calm = app.now + GUARD_MS          # it may come up under a hurried A
    return app.show(menu)
