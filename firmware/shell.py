"""The application: the screens' plumbing, saving a game, the restart on a fresh heap, the
idle loop. The rest is loaded while it is needed: the title, the game list and the seat
setup (firmware/title.py), opening and starting a game (opening.py), its end and leaving it
(leaving.py).

main(saves_root) runs forever on the device. start() builds the same application for the
simulator, which then calls Runner.step() itself with its own clock.
"""
import gc
import sys
import time

from gpcore import savefmt
from gpcore.rng import Rng
from firmware import ui
from gpcore import forget
from firmware.save_store import SaveStore
from firmware.keys import A
from firmware.screens import ListScreen, TextScreen, GUARD_MS

IDLE_SLEEP = 0.02       # seconds to sleep when no key was pressed and nothing changed
GC_EVERY = 4096         # bytes allocated between collections (gc.threshold), see start()
NEXT = "next"           # the note of the game to open after a restart (App.restart)


class App:
    """Owns the current screen; screens call back into it to move on."""

    def __init__(self, profile, store, seed=None):
        self.profile = profile
        self.store = store
        self.rng = Rng(seed if seed is not None else _entropy())
        self.screen = None
        self.now = 0
        self.notice = []        # lines for the title screen (a damaged file)
        self.skip = []          # slots of saves that could not be moved aside: not offered
        self.playing = None     # the PlayScreen of the game in progress
        self.later = None       # (module, function, arguments) to run once the press that
                                # set it has returned (run_later())
        from firmware import settings
        settings.load(self)     # app.settings, app.banner_ms
        settings = None
        unload(("firmware.settings",))          # (the title loads it again for its screen)
        profile.settings = self.settings        # for its lights, sound and backlight
        profile.level()
        self.fresh = False                      # started to open a game (a restart)
        self.stamp = 0          # the stamp of the game in play's save (gpcore.savefmt)
        from firmware import opening            # (dropped again when a game starts)
        opening.start(self)

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

    def title(self):
        """The title screen (firmware/title.py)."""
        from firmware import title
        return title.show(self)

    def restart(self, slot=None):
        """Run the firmware again from the start on a fresh heap (the board's
        supervisor.reload()), then open the game in `slot` (a note beside the saves, read at
        the start), or show the title (None). A game then runs without what the title or an
        earlier game left in the heap: the interpreter keeps the names of every module it
        compiled, and freed memory leaves holes. Returns False, doing nothing, where it
        cannot be done: no supervisor (the desktop simulator), or the note cannot be written
        (a read-only flash); the caller goes on in this heap then (firmware.leaving). Here,
        not there, so that leaving a game compiles nothing on a board."""
        try:
            import supervisor
        except ImportError:
            return False
        if slot is not None:
            self.store.put(NEXT, slot.encode())
            if self.store.failed:
                return False
        self.profile.display.refresh()
        supervisor.reload()
        while True:         # the reload is raised at the interpreter's next check
            time.sleep(1)

    # --- saves and playing ------------------------------------------------------------------
    def save_game(self, game, names, bots, st, slot):
        """Save state st of game in `slot` (with how far it got: the engine's optional
        progress()); None, or the message of a failed write."""
        p = getattr(st, "progress", None)
        return self.store.write(savefmt.Save(game.NAME, names, bots, st.options, st.seed,
                                             st.history, self.stamp, p() if p else ""), slot)

    def play(self, game, state, names, bots, actions=None, own=None):
        """Play (or replay: actions) state; own: the slot it lives in (firmware.save_store),
        saved after every action and made the last game when it ends. It starts when the menu's press
        has returned (opening.begin(), from Runner.step): the menus' code and frames are gone
        then."""
        self.later = ("firmware.opening", "begin",
                      (self, game, state, names, bots, actions, own))
        return True

    def run_later(self):
        """Run what `later` names: function(*arguments) of that module. The idle loop
        runs it once the press that set it has returned: that press's screen and frames are
        gone then, and so is the code of a module that dropped itself (a game starts without
        the menus; a page of the pause menu comes up without that menu)."""
        name, function, args = self.later
        self.later = None
        __import__(name)
        return getattr(sys.modules[name], function)(*args)


def unload(names):
    """Drop modules imported only for a while, so that their code can be collected."""
    for name in names:
        forget(name)


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
        app = self.app
        if button is not None:
            changed = app.press(button, now)
        else:
            changed = app.tick(now)
        if app.later is not None:       # now that the press's frames are gone
            changed = app.run_later()
        if changed:
            self.display.refresh()
            profile.last = now
        return button is not None or bool(changed)


def start(saves_root="/saves", seed=None, clock=_ms):
    """The application on this board, ready to step. Garbage is collected every GC_EVERY
    bytes, not only when the heap is full: the holes it leaves are then filled early and the
    heap stays in fewer pieces (the whole firmware needs 7-12 KB less heap with 8 KB than
    without, and 1-2 KB less again with 4 KB, measured with tools/memcheck.py --firmware),
    for a collection of a few ms now and then."""
    if hasattr(gc, "threshold"):        # (MicroPython's; CPython's gc has none)
        gc.threshold(GC_EVERY)
    from firmware import boards
    profile = boards.current()          # (boards.UnknownBoard: see main())
    boards = None
    forget("firmware.boards")           # read once
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
    from firmware.boards import UnknownBoard
    try:
        runner = start(saves_root)
    except UnknownBoard as e:
        _complain(str(e))
        return
    while True:
        if not runner.step():
            time.sleep(IDLE_SLEEP)
