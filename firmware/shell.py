"""The application: the places and the way between them, saving a game, the restart on a
fresh heap, the idle loop. Every screen is a place (PLACES): a screen never imports another
one, it hands the App the next place and its argument (App.go), and the App alone decides
whether it opens in this heap or after a restart on a fresh one, and which modules go
(LIVES: every module's lifetime, in one place).

main(saves_root) runs forever on the device. start() builds the same application for the
simulator, which then calls Runner.step() itself with its own clock.
"""
import gc
import sys
import time

from gpcore import savefmt
from gpcore.rng import Rng
from firmware import ui
from gpcore import once
from firmware.save_store import SaveStore
from firmware.keys import A
from firmware.screens import ListScreen, TextScreen, GUARD_MS

IDLE_SLEEP = 0.02       # seconds to sleep when no key was pressed and nothing changed
GC_EVERY = 4096         # bytes allocated between collections, see Runner.step
NEXT = "next"           # the note's file, where no memory survives a restart (App.restart)
NOTE = 0xA7             # a note's first byte, then its length, its text and a check byte

# Every place: "/name module function needs": App.go(name, arg) opens it by calling
# firmware.<module>.<function>(app, arg); needs: the lifetimes (LIVES) it keeps, P for the
# game package. A game adds its places here. (One string: each short literal would be a name
# interned for good.)
PLACES = ("/start opening start M/title title show M/games title games M/setup title setup MP"
          "/new title start_game MP/open opening open_slot MP/stats stats screen M"
          "/settings settings screen M/about about screen M/play play begin GVP"
          "/back play back GVP/pause pause show GVP/undo undo take_back GVP"
          "/help helppage show GVP/rules pause_choice rules GVP/quit pause_choice quit GVP"
          "/log gamelog show GVP/end leaving finished GP/results results show GP"
          "/again title start_game GP/replay replay begin GVP/")
# How long each module is kept: "/letter modules " (".x": firmware.x; "x.*": every module
# under x not named elsewhere). R resident; M while a place of the title's is up, G while a
# game is, V while its view is drawn (places needing them: PLACES); "." while its own place
# is up; C for one call (App.run_later drops a place's module of one call after it,
# gpcore.once any other). tests/test_places.py holds every module of firmware/ to it.
LIVES = ("/R firmware .shell .ui .canvas .keys .keys_gamer .keys_pico .screens .widgets"
         " .save_store .profiles .hardware_pico /M .title .opening .setup .tally"
         " gpcore.saveread /G .play .replay .results .views /V .views.* /. .pause"
         " .pause_choice .gamelog .helppage .stats .settings .about /C .leaving .undo .boards"
         " .hardware .boot_mode .views.karak.sheet .views.karak.help .views.karak.art"
         " .views.karak.sprites .views.karak_goblin.sheet .views.karak_goblin.legend"
         " .views.karak_goblin.pages .views.goblin_vaults.sheet .views.goblin_vaults.legend"
         " .views.goblin_vaults.others .views.gosu.sheet .views.gosu.pages .views.gosu.card"
         " .views.gosu.legend .views.karth.sheet .views.karth.legend .views.karth.pages /")


class App:
    """Owns the current screen and place; screens hand it the next place (go())."""

    def __init__(self, profile, store, seed=None):
        self.profile = profile
        self.store = store
        self.rng = Rng(seed if seed is not None else _entropy())
        self.screen = None
        self.now = 0
        self.notice = list(profile.notice)  # lines for the title (a damaged file...)
        self.skip = []          # slots of saves that could not be moved aside: not offered
        self.playing = None     # the PlayScreen of the game in progress
        self.later = None       # (place, argument) to open once the press that asked for it
                                # has returned (run_later())
        self.needs = ""         # the lifetimes the place up now keeps (PLACES)
        self.game = None        # the name of the game package loaded (firmware.opening)
        once("firmware.settings", "load", self)   # app.settings, app.banner_ms
        profile.settings = self.settings        # for its lights, sound and backlight
        profile.level()
        self.fresh = False                      # started to open a game (a restart)
        self.low = None                         # the least free heap seen (least_free())
        self.stamp = 0          # the stamp of the game in play's save (gpcore.savefmt)
        self.go("start")
        self.run_later()

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

    # --- places -------------------------------------------------------------------------
    def go(self, place, arg=None, slot=None):
        """Open `place` (PLACES) with arg once the press that asked for it has returned
        (run_later: that press's screen and frames are gone then). The App decides where:
        after a restart on a fresh heap (restart()) when a game leaves this heap (a place
        that keeps no game, G, asked for from one that does: nothing more is compiled in a
        heap a game has cut up), or when `slot` names the save on the flash the place can
        be rebuilt from (a game opened or ended, its log: the note "<place> <slot>",
        firmware.opening.start); else, and where it cannot restart, in this heap."""
        if slot is not None and not self.store.failed or \
                "G" in self.needs and "G" not in _place(place)[3]:
            self.restart(None if slot is None else place + " " + slot)
        self.later = (place, arg)
        return True

    def run_later(self):
        """Open the places go() asked for: the modules whose lifetime ends are dropped first
        (drop(), and the game package without P), the game in play closed when a place
        keeps no game; a place's module of one call (LIVES: C) is dropped after it."""
        changed = False
        while self.later is not None:
            place, arg = self.later
            self.later = None
            _, module, function, needs = _place(place)
            module = "firmware." + module
            if "G" not in needs and self.playing is not None:
                self.playing.close()
                self.playing = None
            self.needs = needs
            drop(needs, module)
            g = self.game
            if g is not None and "P" not in needs:      # the game package goes too
                self.game = None
                for m in [m for m in sys.modules if m.startswith(g + ".")] + [g]:
                    once(m)     # loaded: dropped
            if _life(module) == "C":
                changed = once(module, function, self, arg)
            else:
                __import__(module)
                changed = getattr(sys.modules[module], function)(self, arg)
        return changed

    def restart(self, text=None):
        """Run the firmware again from the start on a fresh heap (the board's
        supervisor.reload()), then open what the note `text` names (firmware.opening.start),
        or show the title (None). A game then runs without what the title or an earlier
        game left in the heap: the interpreter keeps the names of every module it compiled,
        and freed memory leaves holes. The note is kept where it survives the reload
        whoever owns the drive (keep_note()). Returns False, doing nothing, where it cannot
        be done: no supervisor (the desktop simulator), or the note cannot be kept (go()
        then opens the place in this heap)."""
        try:
            import supervisor
        except ImportError:
            return False
        if text is not None and not keep_note(self.store, note(text)):
            return False
        self.profile.display.refresh()
        supervisor.reload()
        while True:         # the reload is raised at the interpreter's next check
            time.sleep(1)

    def least_free(self):
        """The free heap after a collection (None where gc cannot tell: CPython); the least
        seen this session is kept in `low` (the self-check screen, firmware.about)."""
        if not hasattr(gc, "mem_free"):
            return None
        gc.collect()
        free = gc.mem_free()
        if self.low is None or free < self.low:
            self.low = free
        return free

    # --- saves ------------------------------------------------------------------------------
    def save_game(self, game, names, bots, st, slot):
        """Save state st of game in `slot` (with how far it got: the engine's optional
        progress()); None, or the message of a failed write."""
        p = getattr(st, "progress", None)
        return self.store.write(savefmt.Save(game.NAME, names, bots, st.options, st.seed,
                                             st.history, self.stamp, p() if p else ""), slot)


def drop(needs, keep=None):
    """Drop the modules loaded whose lifetime (LIVES) the letters `needs` do not keep (but
    the module keep: the place's own), so that their code can be collected."""
    for m in list(sys.modules):
        life = _life(m)
        if life is not None and life not in needs and life not in "RC" and m != keep:
            once(m)     # loaded: dropped


def _place(name):
    """(name, module, function, needs) of place `name`; ValueError for no such place."""
    at = PLACES.index("/" + name + " ")
    return PLACES[at + 1:PLACES.index("/", at + 1)].split()


def _life(module):
    """The letter of module's lifetime (LIVES), or None if it is not declared. (Found in
    the string, so that the App's moves leave little garbage behind.)"""
    name = "." + module[9:] if module.startswith("firmware.") else module
    at = LIVES.find(" " + name + " ")
    i = len(name)
    while at < 0 and i > 0:         # a folder's "x.*", the nearest first
        i = name.rfind(".", 0, i)
        if i > 0:
            at = LIVES.find(" " + name[:i] + ".* ")
    return LIVES[LIVES.rfind("/", 0, at) + 1] if at >= 0 else None


def note(text):
    """The bytes of the note naming what to open after a restart: NOTE, the length of the
    text (at most 255 bytes), the text, a check byte (firmware.opening.read_note checks
    them all, so that stale or damaged memory is ignored)."""
    b = text.encode()
    return bytes((NOTE, len(b))) + b + bytes((check(b),))


def check(b):
    return (sum(b) + len(b)) & 255 ^ 255


def memory():
    """The bytes that survive supervisor.reload() whoever owns the drive: alarm.sleep_memory
    (RAM), else microcontroller.nvm (flash); None if the board has neither."""
    try:
        import alarm
        return alarm.sleep_memory
    except (ImportError, AttributeError):
        pass
    try:
        import microcontroller
        return getattr(microcontroller, "nvm", None)
    except ImportError:
        return None


def keep_note(store, data):
    """Keep the note data for the next start: in memory() (trusted there only after a
    reload), else in the file NEXT beside the saves. False if neither can be written."""
    mem = memory()
    if mem is not None and len(mem) >= len(data):
        try:
            mem[0:len(data)] = data
            return True
        except (RuntimeError, OSError):     # (a write the port refused: the file then)
            pass
    store.put(NEXT, data)
    return not store.failed


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
    """One step of the idle loop: read a button (or let time pass), refresh only on change.
    CircuitPython has no gc.threshold, so the step collects garbage itself once more than
    GC_EVERY bytes were allocated since the last collection: the holes are then filled early
    and the heap stays in fewer pieces (see tools/CIRCUITPYTHON.md for the figures)."""

    def __init__(self, app, keys, display, clock=_ms):
        self.app = app
        self.keys = keys
        self.display = display
        self.clock = clock
        self.swept = 0          # the heap in use after the last collection (0: CPython)
        self.busy = True        # a key was read or the screen changed since rest() last ran

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
        if self.swept and gc.mem_alloc() - self.swept > GC_EVERY:
            gc.collect()
            self.swept = gc.mem_alloc()
        busy = button is not None or bool(changed)
        self.busy = self.busy or busy
        return busy

    def rest(self):
        """Nothing to do (step() returned False): the first time after some work, note the
        free heap (App.least_free: one collection, a few ms, while a person looks at the
        screen); else sleep a little."""
        if self.busy:
            self.busy = False
            self.app.least_free()
        else:
            time.sleep(IDLE_SLEEP)


def start(saves_root="/saves", seed=None, clock=_ms):
    """The application on this board, ready to step."""
    profile = once("firmware.boards", "current")()    # (boards.Unsupported: see main())
    app = App(profile, SaveStore(saves_root), seed)
    runner = Runner(app, profile.keys, profile.display, clock)
    if hasattr(gc, "mem_alloc"):        # MicroPython and CircuitPython, not CPython
        runner.swept = gc.mem_alloc()
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
    from firmware.boards import Unsupported
    try:
        runner = start(saves_root)
    except Unsupported as e:
        _complain(str(e))
        return
    while True:
        if not runner.step():
            runner.rest()
