"""The application: title, game list, seat setup, play, results; saves; the idle loop.

main(saves_root) runs forever on the device. start() builds the same application for the
simulator, which then calls Runner.step() itself with its own clock.
"""
import gc
import sys
import time

from gpcore import catalog, savefmt
from gpcore.rng import Rng
from firmware import profiles, ui
from gpcore import forget
from firmware.save_store import SaveStore
from firmware.screens import ListScreen, TextScreen

IDLE_SLEEP = 0.02       # seconds to sleep when no key was pressed and nothing changed
GC_EVERY = 8192         # bytes allocated between collections (gc.threshold), see start()


class App:
    """Owns the current screen; screens call back into it to move on."""

    def __init__(self, profile, store, seed=None):
        self.profile = profile
        self.store = store
        self.rng = Rng(seed if seed is not None else _entropy())
        self.screen = None
        self.now = 0
        self.notice = []        # lines for the title screen (a damaged save)
        self.skip_save = False  # a save that could not be moved aside is not offered again
        self.playing = None     # the PlayScreen of the game in progress
        self.title()

    # --- plumbing -----------------------------------------------------------------------
    def show(self, screen):
        self.screen = screen
        self.profile.display.root_group = screen.group
        return True

    def press(self, button, now):
        self.now = now
        return self.screen.press(button, now)

    def tick(self, now):
        self.now = now
        return self.screen.tick(now)

    def deadline(self):
        return self.screen.deadline

    def list_screen(self, title, items, on_choose, on_back=None, **kw):
        return ListScreen(self.profile, title, items, on_choose, on_back, **kw)

    def text_screen(self, title, lines, on_close):
        return TextScreen(self.profile, title, lines, on_close)

    # --- title and game list --------------------------------------------------------------
    def title(self):
        save = None
        if not self.skip_save:
            try:
                save = self.store.load()
            except savefmt.SaveError as e:
                self.damaged(str(e))
        items = []
        if save is not None:
            items.append("Resume " + _title_of(save.game))
        items.append("New game")
        lines = self.notice or ["Tabletop games for", "a pocketful of goblins"]
        warn = bool(self.notice)
        self.notice = []
        return self.show(self.list_screen(
            "Goblin Pocket", items, lambda i: self.choose_title(items[i]), lines=lines,
            footer=self.profile.name + "  A: choose", line_color=ui.WARN if warn else ui.DIM))

    def choose_title(self, item):
        if item == "New game":
            return self.game_list()
        return self.resume()

    def game_list(self):
        games = catalog.GAMES
        return self.show(self.list_screen(
            "Choose a game", [t for _, t in games],
            lambda i: self.setup(games[i][0]), self.title, footer="A: choose  B: back"))

    def setup(self, name):
        from firmware.setup import SetupScreen
        try:
            game = _load_game(name)
        except ImportError:
            return self.missing(name, self.game_list)
        return self.show(SetupScreen(self.profile, game, self.start_game, self.leave_setup))

    def missing(self, name, back):
        """A game in the catalog whose package is not on the device."""
        return self.show(self.text_screen("Not installed", [
            _title_of(name), "is not on this device."], back))

    def leave_setup(self):
        game = self.screen.game
        self.screen = None
        _forget(game)
        _unload(_PLAY_MODULES)
        return self.game_list()

    # --- saves ----------------------------------------------------------------------------
    def damaged(self, reason):
        """Report a damaged save on the title screen and move it aside."""
        where = self.store.set_aside()
        if where.startswith("Could"):
            self.skip_save = True
        self.notice = ["Save damaged:", ui.fit(reason, self.profile.cols - 1), where]

    def save_game(self, play):
        st = play.state
        save = savefmt.Save(play.game.NAME, play.names, play.bots, st.options, st.seed,
                            st.history)
        return self.store.write(save)

    def resume(self):
        try:
            save = self.store.load()
            if save is None:        # gone since the title screen was drawn
                return self.title()
            game = _load_game(save.game)
            n = len(save.names)
            opts = game.OPTIONS
            if not game.MIN_SEATS <= n <= game.MAX_SEATS or len(save.options) != len(opts) \
                    or any(save.options[i] >= len(opts[i][1]) for i in range(len(opts))):
                raise savefmt.SaveError("save does not match game")
            state = savefmt.replay(game, n, save.seed, save.options, save.actions)
        except ValueError as e:     # SaveError is a ValueError too
            self.damaged(str(e))
            return self.title()
        except ImportError:         # the save is fine; its game is not installed
            return self.missing(save.game, self.title)
        return self.play(game, state, save.names, save.bots)

    # --- playing --------------------------------------------------------------------------
    def start_game(self, game, names, bots, options):
        state = game.new_game(len(names), self.rng.bits30(), options)
        return self.play(game, state, names, bots)

    def play(self, game, state, names, bots, actions=None):
        from firmware.play import PlayScreen
        self.screen = None
        _unload(("firmware.setup",))       # seats are set: free the setup screen's code
        gc.collect()
        screen = PlayScreen(self, game, state, names, bots, actions)
        self.playing = screen
        self.show(screen)
        return screen.advance(self.now)

    def finished(self, play):
        """The game is over: its results screen."""
        from firmware.results import results_screen
        return self.show(results_screen(self, play))

    def leave_game(self, play, discard=False, keep_module=False):
        """Back to the title (the save stays unless discard); the game's memory is freed."""
        if discard:
            self.store.remove()
        play.close()
        self.playing = None
        if not keep_module:
            _forget(play.game)
            _unload(_PLAY_MODULES)
        self.screen = None
        gc.collect()
        if keep_module:
            return True
        return self.title()


def _title_of(name):
    for key, title in catalog.GAMES:
        if key == name:
            return title
    return name


_PLAY_MODULES = ("firmware.play", "firmware.results", "firmware.views.generic")


def _load_game(name):
    """The game package `name`, imported after the play screen's code: compiling a module
    takes a lot of memory for a moment, better before a big engine is in memory."""
    import firmware.play     # noqa: F401  (kept in sys.modules for App.play)
    return catalog.load(name)


def _unload(names):
    """Drop modules imported only for a while, so that their code can be collected."""
    for name in names:
        forget(name)


def _forget(game):
    """Drop a game package (and its view) from sys.modules so its memory can be freed. The
    submodules go first, while the package is still there to lose them as attributes (the
    package itself stays referenced for a while: by the play screen, a menu's closure)."""
    from firmware import views
    views.unload(game)
    for key in list(sys.modules):
        if key.startswith(game.NAME + "."):
            forget(key)
    forget(game.NAME)
    gc.collect()


def _entropy():
    try:
        import os
        b = os.urandom(4)
        return (b[0] | b[1] << 8 | b[2] << 16 | (b[3] & 0x3F) << 24)
    except (ImportError, NotImplementedError, AttributeError):
        return int(time.monotonic() * 1000) & 0x3FFFFFFF


def _ms():
    """Milliseconds; monotonic_ns keeps its precision after hours (a float would not)."""
    if hasattr(time, "monotonic_ns"):
        return time.monotonic_ns() // 1000000
    return int(time.monotonic() * 1000)


class Runner:
    """One step of the idle loop: read a button (or let time pass), refresh only on change."""

    def __init__(self, app, keys, display, clock=_ms):
        self.app = app
        self.keys = keys
        self.display = display
        self.clock = clock

    def step(self):
        """Returns True if a key was read or the screen changed (so: no sleep now)."""
        now = self.clock()
        button = self.keys.poll(now)
        if button is not None:
            changed = self.app.press(button, now)
        else:
            changed = self.app.tick(now)
        if changed:
            self.display.refresh()
        return button is not None or bool(changed)


def start(saves_root="/saves", seed=None, clock=_ms):
    """The application on this board, ready to step. Garbage is collected every GC_EVERY
    bytes, not only when the heap is full: the holes it leaves are then filled early and the
    heap stays in fewer pieces (the whole firmware needs 7-12 KB less heap, measured with
    tools/memcheck.py --firmware), for a collection of a few ms now and then."""
    if hasattr(gc, "threshold"):        # (MicroPython's; CPython's gc has none)
        gc.threshold(GC_EVERY)
    profile = profiles.current()
    app = App(profile, SaveStore(saves_root), seed)
    runner = Runner(app, profile.keys, profile.display, clock)
    profile.display.refresh()
    return runner


def _complain(message):
    """Say what is wrong on the console and, if the board has a display, on it."""
    print(message)
    try:
        import board
        import displayio
        group = displayio.Group()
        y = 2
        for line in ui.wrap(message, board.DISPLAY.width // 6 - 1):
            ui.text(group, 2, y, line, ui.WARN)
            y += 12
        board.DISPLAY.root_group = group
    except (ImportError, AttributeError):
        pass


def main(saves_root="/saves"):
    try:
        runner = start(saves_root)
    except profiles.UnknownBoard as e:
        _complain(str(e))
        return
    while True:
        if not runner.step():
            time.sleep(IDLE_SLEEP)
