"""The application: title, game list, seat setup, play, results; saves; the idle loop.

main(saves_root) runs forever on the device. start() builds the same application for the
simulator, which then calls Runner.step() itself with its own clock.
"""
import gc
import sys
import time

import displayio

from gpcore import catalog, savefmt
from gpcore.rng import Rng
from firmware import profiles, ui
from gpcore import forget
from firmware.save_store import SaveStore, LAST
from firmware.keys import A
from firmware.screens import ListScreen, TextScreen, GUARD_MS

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
        self.skip = []          # slots of saves that could not be moved aside: not offered
        self.playing = None     # the PlayScreen of the game in progress
        from firmware import settings
        settings.load(self)     # app.settings, app.banner_ms
        profile.settings = self.settings        # for its lights, sound and backlight
        profile.level()
        self.title()

    # --- plumbing -----------------------------------------------------------------------
    def show(self, screen):
        self.screen = screen
        self.profile.display.root_group = screen.group
        return True

    def press(self, button, now):
        self.now = now
        s = self.screen
        if button == A and now < s.calm:    # hurried: see firmware.screens (safe input)
            s.calm = now + GUARD_MS
            return False
        return s.press(button, now)

    def tick(self, now):
        self.now = now
        return self.screen.tick(now)

    def deadline(self):
        """When the screen next changes by itself (ms), or None; the end of its A guard
        counts, so that a simulated clock can run past it."""
        s = self.screen
        d = s.deadline
        if s.calm > self.now and (d is None or s.calm < d):
            return s.calm
        return d

    def list_screen(self, title, items, on_choose, on_back=None, **kw):
        return ListScreen(self.profile, title, items, on_choose, on_back, **kw)

    def text_screen(self, title, lines, on_close):
        return TextScreen(self.profile, title, lines, on_close)

    def confirm(self, text, yes, on_yes, on_no):
        """Ask before something is lost: text (wrapped), "No, go back" first, then yes."""
        return self.show(self.list_screen(
            "Are you sure?", ("No, go back", yes), lambda i: on_yes() if i else on_no(),
            on_no, lines=ui.wrap(text, self.profile.cols - 1), line_color=ui.WARN,
            footer="A: choose  B: back"))

    # --- title and game list --------------------------------------------------------------
    def title(self):
        """Resume per game with a save, the last finished game, a new game, the statistics,
        the settings."""
        _unload(("firmware.settings", "firmware.stats", "firmware.tally"))
        try:
            self.store.migrate([k for k, _ in catalog.GAMES])
        except savefmt.SaveError as e:
            self.damaged("current", str(e))
        items = []
        slots = []
        for key, title in catalog.GAMES + ((LAST, ""),):
            save = self._check(key)
            if save is not None:
                items.append("Resume " + title if title else "Last game: " +
                             _title_of(save.game))
                slots.append(key)
        items.append("New game")
        items.append("Game statistics")
        items.append("Settings")
        lines = self.notice or ["Tabletop games for", "a pocketful of goblins"]
        warn = bool(self.notice)
        self.notice = []
        return self.show(self.list_screen(
            "Goblin Pocket", items, lambda i: self.choose_title(items[i], slots),
            lines=lines, footer=self.profile.name + "  A: choose",
            line_color=ui.WARN if warn else ui.DIM))

    def _check(self, slot):
        """The save in slot (None if none); a damaged one is reported and set aside."""
        if slot in self.skip:
            return None
        try:
            return self.store.load(slot)
        except savefmt.SaveError as e:
            self.damaged(slot, str(e))
        return None

    def choose_title(self, item, slots):
        if item == "New game":
            return self.game_list()
        if item == "Settings":
            from firmware import settings
            return settings.screen(self)
        if item == "Game statistics":
            from firmware import stats
            self.screen = None
            return stats.screen(self)
        return self.resume(slots[0] if item[0] == "R" else LAST)

    def game_list(self):
        games = catalog.GAMES
        return self.show(self.list_screen(
            "Choose a game", [t for _, t in games],
            lambda i: self.setup(games[i][0]), self.title, footer="A: choose  B: back"))

    def setup(self, name):
        try:
            game = self._load_game(name)
        except ImportError:
            return self.missing(name, self.game_list)
        from firmware.setup import SetupScreen
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

    def _load_game(self, name):
        """The game package `name`, imported after the play screen's code: compiling a
        module takes a lot of memory for a moment, better before a big engine is in memory,
        and with the menu on screen dropped first (the display shows it until the next
        refresh)."""
        self.screen = None
        self.profile.display.root_group = displayio.Group()
        gc.collect()
        import firmware.play     # noqa: F401  (kept in sys.modules for App.play)
        return catalog.load(name)

    # --- saves ----------------------------------------------------------------------------
    def damaged(self, slot, reason):
        """Report a damaged save on the title screen and move it aside."""
        where = self.store.set_aside(slot)
        if where[0][0] == "C":      # could not: not offered again
            self.skip.append(slot)
        self.notice = ["Save damaged:", ui.fit(reason, self.profile.cols - 1)] + where

    def save_game(self, play):
        st = play.state
        save = savefmt.Save(play.game.NAME, play.names, play.bots, st.options, st.seed,
                            st.history)
        return self.store.write(save)

    def resume(self, slot):
        """Go on with the game in slot, or (slot LAST) show the last game's results."""
        try:
            save = self.store.load(slot)
            if save is None:        # gone since the title screen was drawn
                return self.title()
            game = self._load_game(save.game)
            n = len(save.names)
            opts = game.OPTIONS
            if not game.MIN_SEATS <= n <= game.MAX_SEATS or len(save.options) != len(opts) \
                    or any(save.options[i] >= len(opts[i][1]) for i in range(len(opts))):
                raise savefmt.SaveError("save does not match game")
            state = savefmt.replay(game, n, save.seed, save.options, save.actions)
        except ValueError as e:     # SaveError is a ValueError too
            self.damaged(slot, str(e))
            return self.title()
        except ImportError:         # the save is fine; its game is not installed
            return self.missing(save.game, self.title)
        return self.play(game, state, save.names, save.bots, own=slot != LAST)

    # --- playing --------------------------------------------------------------------------
    def start_game(self, game, names, bots, options, sure=False, first=None):
        """A new game in the game's slot; asks first if a game is saved there. first: what
        to do once it is sure (the results screen leaves the old game then)."""
        if not sure and self.store.exists(game.NAME):
            back = self.screen
            return self.confirm(
                "A game of %s is saved. A new game deletes it." % game.TITLE,
                "Delete it, start anew",
                lambda: self.start_game(game, names, bots, options, True, first),
                lambda: self.show(back))
        if first is not None:
            first()
        state = game.new_game(len(names), self.rng.bits30(), options)
        return self.play(game, state, names, bots)

    def play(self, game, state, names, bots, actions=None, own=True):
        """Play (or replay: actions) state; own: it lives in its game's slot, saved after
        every action and made the last game when it ends."""
        from firmware.play import PlayScreen
        self.screen = None
        _unload(("firmware.setup",))       # seats are set: free the setup screen's code
        gc.collect()
        if actions is not None:
            from firmware.replay import ReplayScreen as PlayScreen
        screen = PlayScreen(self, game, state, names, bots, actions)
        screen.own = own and actions is None
        self.playing = screen
        if screen.own and not state.over():     # saved at once: its slot is taken now
            msg = self.save_game(screen)
            if msg:
                screen.queue.append(([msg], False))
        self.show(screen)
        return screen.advance(self.now)

    def finished(self, play):
        """The game is over: counted in the statistics (firmware.tally: loaded for that
        only), it becomes the last game; its results screen."""
        if play.own:
            play.own = False
            gc.collect()
            from firmware import tally
            tally.count(self, play)
            tally = None
            _unload(("firmware.tally",))
            gc.collect()
            self.store.finish(play.game.NAME)
        from firmware.results import results_screen
        screen = results_screen(self, play)
        screen.calm = self.now + GUARD_MS       # it may come up under a hurried A
        return self.show(screen)

    def leave_game(self, play, discard=False, keep_module=False):
        """Back to the title (the save stays unless discard); the game's memory is freed."""
        if discard:
            self.store.remove(play.game.NAME)
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


_PLAY_MODULES = ("firmware.play", "firmware.replay", "firmware.pause", "firmware.results",
                 "firmware.views.generic")




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
        """Returns True if a key was read or the screen changed (so: no sleep now). A press
        on the dimmed screen only wakes it (firmware.profiles: the backlight)."""
        now = self.clock()
        button = self.keys.poll(now)
        profile = self.app.profile
        if profile.tick(now, button):
            return True
        if button is not None:
            changed = self.app.press(button, now)
        else:
            changed = self.app.tick(now)
        if changed:
            self.display.refresh()
            profile.last = now
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
