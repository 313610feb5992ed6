"""The title screen (places "title", "games", "setup"): resume a saved game (up to three per
game, listed from their headers), the last finished game, a new game (the game list, the
seat setup), the statistics, the settings and the self-check, each a place of its own
(App.go). Loaded while they are up (firmware.shell.LIVES: M), so that its code is not held
while a game compiles and runs. Each function takes the App first."""
import os

from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST
from firmware.screens import ListScreen
from firmware.keys import UP, DOWN
from firmware.opening import (load_game, damaged, missing, title_of, load, exists, slots,
                              head, label, far)

_OLD = "current"        # the one slot of older firmware
# The title's entries that open a place of their own, and those places
ENTRIES = (("New game", "games"), ("Game statistics", "stats"), ("Settings", "settings"),
           ("About this device", "about"))


def show(app, arg=None):
    """The place "title": each saved game (its players and how far it got, the newest
    first), the last finished game, a new game, the statistics, the settings, the
    self-check. The lights go dark outside a game."""
    app.profile.show(0)
    try:
        migrate(app.store, [k for k, _ in catalog.GAMES])
    except savefmt.SaveError as e:
        damaged(app, "current", str(e))
    cols = app.profile.cols - 1
    saved = []
    for key, _ in catalog.GAMES:
        for slot in slots(key):
            save = _check(app, slot)
            if save is not None:
                saved.append((save.stamp, slot, label(save, cols),
                              (title_of(save.game) + ", " + far(save), " ".join(save.names))))
    saved.sort(reverse=True)
    items = [s[2] for s in saved]
    chosen = [s[1] for s in saved]      # the slot of each of those items
    details = [s[3] for s in saved]
    save = _check(app, LAST)
    if save is not None:
        items.append("Last game: " + title_of(save.game))
        chosen.append(LAST)
    saved = save = None
    items += [e for e, _ in ENTRIES]
    lines = app.notice or TAG
    warn = bool(app.notice)
    app.notice = []
    screen = TitleScreen(app.profile, "Goblin Pocket", items,
                         lambda i: choose(app, items[i], chosen[i:i + 1]), lines=lines,
                         footer=app.profile.name + "  A: choose",
                         line_color=ui.WARN if warn else ui.DIM)
    if not warn:
        screen.details = details
        screen.detail()
    return app.show(screen)


TAG = ("Tabletop games for", "a pocketful of goblins")


class TitleScreen(ListScreen):
    """The title's list; while a saved game is highlighted, the two lines above the list
    say in full which game it is, how far it got and who plays (unless they report a
    damaged file)."""
    details = ()

    def press(self, button, now):
        changed = ListScreen.press(self, button, now)
        if button == UP or button == DOWN:
            self.detail()
        return changed

    def detail(self):
        sel = self.menu.sel
        lines = self.details[sel] if sel < len(self.details) else TAG
        for i in range(len(lines)):
            ui.set_text(self.texts[i], ui.fit(lines[i], self.profile.cols - 1),
                        ui.FG if lines is not TAG else ui.DIM)


def _check(app, slot):
    """The save in slot, its header only (None if none); a damaged one is reported and set
    aside."""
    if slot in app.skip:
        return None
    try:
        return head(app.store, slot)
    except savefmt.SaveError as e:
        damaged(app, slot, str(e))
    return None


def choose(app, item, slot):
    """The title's entry `item`: a saved game or the last game (slot: [its slot]), or
    another (ENTRIES)."""
    if slot:
        return app.go("open", slot[0], slot[0])
    for e, place in ENTRIES:
        if e == item:
            return app.go(place)


def games(app, arg=None):
    """The place "games": the game list."""
    games = catalog.GAMES
    return app.show(app.list_screen(
        "Choose a game", [t for _, t in games],
        lambda i: app.go("setup", games[i][0]), lambda: app.go("title"),
        footer="A: choose  B: back"))


def setup(app, name):
    """The place "setup": the seat setup of game `name`; Start: the place "new"."""
    try:
        game = load_game(app, name)
    except ImportError:
        return missing(app, name, "games")
    from firmware.setup import SetupScreen
    return app.show(SetupScreen(app.profile, game, lambda *a: app.go("new", a),
                                lambda: app.go("games")))


def migrate(store, known):
    """Move an older firmware's current.gps to a free slot of its game (if there is one).
    Raises savefmt.SaveError if it is damaged or of a game not in `known`."""
    save = load(store, _OLD)
    if save is None:
        return
    if save.game not in known:
        raise savefmt.SaveError("save of unknown game")
    for slot in slots(save.game):
        if not exists(store, slot):
            try:
                os.rename(store.path(_OLD), store.path(slot))
            except OSError:
                pass
            return
