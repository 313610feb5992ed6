"""The title screen and the ways into a game: resume a saved game, the last finished game, a
new game (the game list, the seat setup), the statistics, the settings and the self-check
(firmware.about). Loaded while they are up: the shell forgets it before a game is played
(App.play), so that its code is not held while a game compiles and runs. Each function
takes the App first."""
from gpcore import catalog, savefmt
from firmware import ui
from firmware.save_store import LAST
from firmware.shell import unload
from firmware.leaving import forget_game, PLAY_MODULES
from firmware.opening import (load_game, damaged, missing, open_slot, title_of, load,
                              migrate, exists)


def show(app):
    """Resume per game with a save, the last finished game, a new game, the statistics,
    the settings, the self-check."""
    unload(("firmware.settings", "firmware.stats", "firmware.tally", "firmware.about"))
    try:
        migrate(app.store, [k for k, _ in catalog.GAMES])
    except savefmt.SaveError as e:
        damaged(app, "current", str(e))
    items = []
    slots = []
    for key, title in catalog.GAMES + ((LAST, ""),):
        save = _check(app, key)
        if save is not None:
            items.append("Resume " + title if title else "Last game: " +
                         title_of(save.game))
            slots.append(key)
    items.append("New game")
    items.append("Game statistics")
    items.append("Settings")
    items.append("About this device")
    lines = app.notice or ["Tabletop games for", "a pocketful of goblins"]
    warn = bool(app.notice)
    app.notice = []
    return app.show(app.list_screen(
        "Goblin Pocket", items, lambda i: choose(app, items[i], slots),
        lines=lines, footer=app.profile.name + "  A: choose",
        line_color=ui.WARN if warn else ui.DIM))


def _check(app, slot):
    """The save in slot (None if none); a damaged one is reported and set aside."""
    if slot in app.skip:
        return None
    try:
        return load(app.store, slot)
    except savefmt.SaveError as e:
        damaged(app, slot, str(e))
    return None


def choose(app, item, slots):
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
    slot = slots[0] if item[0] == "R" else LAST
    return app.restart(slot) or open_slot(app, slot)


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


def start_game(app, game, names, bots, options, sure=False, first=None):
    """A new game in the game's slot; asks first if a game is saved there. first: what
    to do once it is sure (the results screen leaves the old game then)."""
    if not sure and exists(app.store, game.NAME):
        back = app.screen
        return app.confirm(
            "A game of %s is saved. A new game deletes it." % game.TITLE,
            "Delete it, start anew",
            lambda: start_game(app, game, names, bots, options, True, first),
            lambda: app.show(back))
    if first is not None:
        first()
    state = game.new_game(len(names), app.rng.bits30(), options)
    return app.play(game, state, names, bots)
