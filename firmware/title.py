"""The title screen (places "title", "games", "setup", "new", "again"): resume a saved game
(up to three per game, listed from their headers), the last finished game, a new game (the
game list, the seat setup; a free slot, else the save to replace), the statistics, the
settings and the self-check, each a place of its own (App.go). Loaded while they are up
(firmware.shell.LIVES: M), so that its code is not held while a game compiles and runs. Each
function takes the App first."""
import os

from gpcore import catalog, savefmt
from gpcore import once
from firmware import ui
from firmware.save_store import LAST
from firmware.screens import ListScreen
from firmware.keys import UP, DOWN
from firmware.opening import (load_game, damaged, missing, title_of, load, exists, file_of,
                              set_aside)

_OLD = "current"        # the one slot of older firmware
SLOTS = 3               # saves kept per game
# The title's entries that open a place of their own, and those places
ENTRIES = (("New game", "games"), ("Game statistics", "stats"), ("Settings", "settings"),
           ("About this device", "about"))


def show(app, arg=None):
    """The place "title": each saved game (its players and how far it got, the newest
    first), the last finished game, a new game, the statistics, the settings, the
    self-check; arg "start": the first since power-on (check_files()). The lights go dark
    outside a game."""
    app.profile.show(0)
    if arg == "start":
        check_files(app)
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


def start_game(app, arg):
    """The places "new" (the seat setup's Start) and "again" (the results' "Play again"):
    arg (game, names, bots, options[, slot]), a new game in a free slot of its game; with
    none free, asks which save it replaces (going back to the screen up now). The game is
    saved at once (its slot is taken), then played: on a fresh heap after a restart
    (App.go), where the firmware can."""
    game, names, bots, options = arg[:4]
    slot = arg[4] if len(arg) > 4 else None
    if slot is None:
        taken = [s for s in slots(game.NAME) if exists(app.store, s)]
        free = [s for s in slots(game.NAME) if s not in taken]
        if not free:
            return replace(app, arg, taken)
        slot = free[0]
    app.stamp = newest(app.store) + 1
    state = game.new_game(len(names), app.rng.bits30(), options)
    msg = app.save_game(game, names, bots, state, slot)
    return app.go("play", (game, state, names, bots, slot, msg), slot)


def replace(app, arg, taken):
    """Which save of the game a new game replaces (it is deleted): "No, go back" first."""
    back = app.screen
    cols = app.profile.cols - 1
    items = ["No, go back"]
    for slot in taken:
        try:
            items.append(label(head(app.store, slot), cols))
        except savefmt.SaveError:
            items.append("A damaged save")

    def choose(i):
        if not i:
            return app.show(back)
        return start_game(app, arg[:4] + (taken[i - 1],))
    return app.show(app.list_screen(
        "Replace a save?", items, choose, lambda: app.show(back),
        lines=ui.wrap("%s has no free save: a new game deletes the one you choose." %
                      arg[0].TITLE, cols), line_color=ui.WARN,
        footer="A: choose  B: back"))


def slots(name):
    """The slots of game `name`: the first is the one slot of earlier firmware."""
    return [name] + [name + "." + str(i) for i in range(2, SLOTS + 1)]


def head(store, slot):
    """load() but for the actions (gpcore.saveread.peek: the title lists the saves without
    holding a game's actions)."""
    path = file_of(store, slot)
    return None if path is None else savefmt.peek(path)


def newest(store):
    """The largest stamp of the games saved (0 if none)."""
    top = 0
    for key, _ in catalog.GAMES:
        for slot in slots(key):
            try:
                save = head(store, slot)
            except savefmt.SaveError:
                continue
            if save is not None and save.stamp > top:
                top = save.stamp
    return top


def far(save):
    """How far a saved game got: the engine's progress, else the number of moves made."""
    return save.progress or "move %d" % save.count


def label(save, cols):
    """A saved game in a line of cols characters: its game, how far it got and its players'
    names, to three letters if they must be (the goblin names differ in their first
    three), as many as fit: the game's title is never shortened."""
    s = "%s %s " % (title_of(save.game), far(save))
    line = s + ",".join(save.names)
    if len(line) > cols:
        line = s + ",".join(name[:3] for name in save.names)
    return line[:cols]


def check_files(app):
    """Damaged settings or statistics are reported on the title and moved aside (the
    defaults take over: the settings in use already are, firmware.settings.load)."""
    store = app.store
    for module, what in (("firmware.settings", "Settings"), ("firmware.tally", "Statistics")):
        name = once(module, "damaged", store)
        if name is not None:
            path = store.root + "/" + name
            app.notice += [what + " damaged: reset"] + set_aside(
                store, name[:name.find(".")], (path, path + ".tmp"))
