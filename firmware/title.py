"""The title screen and the ways into a game: resume a saved game (up to three per game,
listed from their headers), the last finished game, a new game (the game list, the seat
setup; a free slot, else the save to replace), the statistics, the settings and the
self-check (firmware.about); damaged files reported and moved aside (check_files(),
set_aside()). Loaded while they are up: the shell forgets it before a game is played
(App.play), so that its code is not held while a game compiles and runs. Each function
takes the App first."""
import os

from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST, is_file
from firmware.shell import unload
from firmware.screens import ListScreen
from firmware.keys import UP, DOWN
from firmware.leaving import forget_game, PLAY_MODULES
from firmware.opening import (load_game, damaged, missing, open_slot, title_of, load,
                              exists, file_of)

_OLD = "current"        # the one slot of older firmware
SLOTS = 3               # saves kept per game


def show(app):
    """Each saved game (its players and how far it got, the newest first), the last
    finished game, a new game, the statistics, the settings, the self-check."""
    unload(("firmware.settings", "firmware.stats", "firmware.tally", "firmware.about"))
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
                              (title_of(save.game) + ", " + _far(save), " ".join(save.names))))
    saved.sort(reverse=True)
    items = [s[2] for s in saved]
    chosen = [s[1] for s in saved]      # the slot of each of those items
    details = [s[3] for s in saved]
    save = _check(app, LAST)
    if save is not None:
        items.append("Last game: " + title_of(save.game))
        chosen.append(LAST)
    saved = save = None
    items.append("New game")
    items.append("Game statistics")
    items.append("Settings")
    items.append("About this device")
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


def _far(save):
    """How far a saved game got: the engine's progress, else the number of moves made."""
    return save.progress or "move %d" % save.count


def label(save, cols):
    """A saved game in a line of cols characters: its game, how far it got and its players'
    names, to three letters if they must be (the goblin names differ in their first
    three), as many as fit: the game's title is never shortened."""
    s = "%s %s " % (title_of(save.game), _far(save))
    line = s + ",".join(save.names)
    if len(line) > cols:
        line = s + ",".join(name[:3] for name in save.names)
    return line[:cols]


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
    another."""
    if slot:
        return app.restart(slot[0]) or open_slot(app, slot[0])
    if item == "New game":
        return game_list(app)
    if item == "Settings":
        from firmware import settings
        return settings.screen(app)
    if item == "About this device":
        from firmware import about
        return about.screen(app)
    if item == "Game statistics":
        from firmware import stats
        app.screen = None
        return stats.screen(app)


def game_list(app):
    games = catalog.GAMES
    return app.show(app.list_screen(
        "Choose a game", [t for _, t in games],
        lambda i: setup(app, games[i][0]), app.title, footer="A: choose  B: back"))


def setup(app, name):
    try:
        game = load_game(app, name)
    except ImportError:
        return missing(app, name, lambda: game_list(app))
    from firmware.setup import SetupScreen
    return app.show(SetupScreen(app.profile, game,
                                lambda *a: start_game(app, *a), lambda: leave_setup(app)))


def leave_setup(app):
    game = app.screen.game
    app.screen = None
    forget_game(game)
    unload(PLAY_MODULES)
    return game_list(app)


def start_game(app, game, names, bots, options, slot=None, first=None):
    """A new game in a free slot of its game; with none free, asks which save it replaces.
    first: what to do once it is sure (the results screen leaves the old game then)."""
    if slot is None:
        taken = [s for s in slots(game.NAME) if exists(app.store, s)]
        free = [s for s in slots(game.NAME) if s not in taken]
        if not free:
            return replace(app, game, names, bots, options, taken, first)
        slot = free[0]
    if first is not None:
        first()
    app.stamp = newest(app.store) + 1
    state = game.new_game(len(names), app.rng.bits30(), options)
    return app.play(game, state, names, bots, own=slot)


def replace(app, game, names, bots, options, taken, first):
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
        return start_game(app, game, names, bots, options, taken[i - 1], first)
    return app.show(app.list_screen(
        "Replace a save?", items, choose, lambda: app.show(back),
        lines=ui.wrap("%s has no free save: a new game deletes the one you choose." %
                      game.TITLE, cols), line_color=ui.WARN,
        footer="A: choose  B: back"))


# --- the saves, read by their headers ----------------------------------------------------
def slots(name):
    """The slots of game `name`: the first is the one slot of earlier firmware."""
    return [name] + [name + "." + str(i) for i in range(2, SLOTS + 1)]


def head(store, slot):
    """opening.load() but for the actions (gpcore.saveread.peek: the title lists the saves without
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


def check_files(app):
    """Damaged settings or statistics are reported on the title and moved aside (the
    defaults take over: the settings in use already are, firmware.settings.load)."""
    from firmware import settings, tally
    store = app.store
    for name, what, bad in ((settings.FILE, "Settings", settings.decode),
                            (tally.FILE, "Statistics", tally.parse)):
        data = store.read(name)
        if data is not None and bad(data) is None:
            path = store.root + "/" + name
            app.notice += [what + " damaged: reset"] + set_aside(
                store, name[:name.find(".")], (path, path + ".tmp"))
    unload(("firmware.settings", "firmware.tally"))


def set_aside(store, name, paths):
    """Move the first of the files `paths` (full paths) that exists to <name>.bad (an older
    one there is replaced); returns the lines for the screen."""
    bad = store.root + "/" + name + ".bad"
    for p in paths:
        if is_file(p):
            try:
                store._replace(p, bad)
            except OSError:
                return ["Could not move it aside"]
            return ["Moved to", "saves/" + name + ".bad"]
    return []
