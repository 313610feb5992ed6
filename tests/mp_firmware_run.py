"""One game of the catalog through the real firmware shell and the game's own view, under
MicroPython with the stand-in displayio, keypad and board of tests/mpfakes:

    micropython [-X heapsize=NK] mp_firmware_run.py ROOT SAVES GAME [SEED [MEASURE]]

ROOT: the folder holding lib/, firmware/ and tests/ (tests/mpfakes, tests/mp_driver.py);
SAVES: an empty folder for the saves; GAME: a game package (a catalog game, or any package on
the path, e.g. the test game "grabgame": it is then added to the game list); SEED: the
shell's seed (default 1); MEASURE: "1" to print where the heap goes (slower: it collects
around every new import; only for tools/memcheck.py --firmware).

Set-up through the menus: the most seats the game allows, seat 1 a person, seat 2 a person
too and seat 3 an easy bot when there are that many seats, every other seat a bot. The
people visit every page of the view (SELECT, RIGHT and LEFT until the view repeats, and the
d-pad wherever the view grabs it to scroll) at their first decision and again after the
resume; at the people's SAVE_AT-th decision: "Save and quit" from the pause menu, then
"Resume" on the title of the same shell, which reads the game back from the flash (the
heavier way back of the two a device has: after a restart the heap starts empty, and a
device never starts a second shell in one interpreter). The people take the first menu
entry, and every third decision a varied one; the bots play themselves; after the resume
the pause menu's help page is read; at the end the score sheet is scrolled, the game log is
opened and paged, and the shell goes back to the title. Only the engine interface and the
shell's
screens are used: no code for any one game. Runs on the MicroPython cores of CircuitPython 9
and 10 (1.23, 1.25) too.

Prints one line "OK game=G seats=N moves=N decisions=N pages=N held=N peak=N left=N" (held:
the most heap held, after a collection, at a person's decision; peak: the most in use between
two steps of the shell; left: the heap held at the title at the end less at the start: the
names the interpreter keeps from every module it compiled). With MEASURE, held is 0 and a
second line "HEAP ..." says where the heap goes (tests/mp_heapprobe.py), with interp: the heap
in use before the shell starts (the interpreter, this driver, the first stand-ins). Any
failure raises (a non-zero exit).
"""
import gc
import sys

ROOT, SAVES, GAME = sys.argv[1], sys.argv[2], sys.argv[3]
SEED = int(sys.argv[4]) if len(sys.argv) > 4 else 1
MEASURE = len(sys.argv) > 5 and sys.argv[5] == "1"
for p in (ROOT + "/tests/mpfakes", ROOT + "/lib", ROOT, ROOT + "/tests"):
    sys.path.insert(0, p)

import keypad  # noqa: E402
import displayio  # noqa: E402
from mp_driver import clock, peak, press, first_line, choose  # noqa: E402
from gpcore import catalog  # noqa: E402

SAVE_AT = 3             # the people's decision at which the game is saved and resumed
MAX_PRESSES = 5000      # a game that has not ended by then fails
MAX_PAGES = 16          # presses of one key while looking for the view's pages

title = GAME
for key, t in catalog.GAMES:
    if key == GAME:
        title = t
if title == GAME:
    catalog.GAMES = catalog.GAMES + ((GAME, GAME),)

gc.collect()
interp = gc.mem_alloc()
probe = None
if MEASURE:
    from mp_heapprobe import Probe
    probe = Probe(GAME)


def held():
    gc.collect()
    return gc.mem_alloc()


# --- the walk ---------------------------------------------------------------------------------
def boot():
    from firmware import shell
    del keypad.SCANNERS[:]
    return shell.start(SAVES, seed=SEED, clock=lambda: clock[0])


def fingerprint(group, h=0):
    """A number that changes with what group shows: texts, colours, places, tiles, pixels."""
    for item in group:
        h = (h * 7 + (1 if item.hidden else 2) + item.x * 3 + item.y * 5) & 0xFFFFF
        text = getattr(item, "text", None)
        if text is not None:
            h = (h * 31 + (hash(text) & 0xFFFF) + item.color) & 0xFFFFF
        cells = getattr(item, "_cells", None)
        if cells is not None:
            for c in cells:
                h = (h * 31 + c) & 0xFFFFF
            if item.width * item.height == 1 and not item.hidden:
                for c in item.bitmap.data:      # one sprite, or a canvas: its pixels
                    h = (h * 31 + c) & 0xFFFFF
        if isinstance(item, displayio.Group):
            h = fingerprint(item, h)
    return h


def visit(r):
    """Every page of the view, by SELECT, RIGHT and LEFT until the view shows nothing new;
    where the view grabs the d-pad, scroll it every way, then B. Returns the pages (and
    scrolled views) seen."""
    view = r.app.playing.view
    seen = [fingerprint(view.group)]
    for key in ("SELECT", "RIGHT", "LEFT"):
        for _ in range(MAX_PAGES):
            press(r, key)
            if view.grab:
                for k in ("UP", "LEFT", "DOWN", "DOWN", "RIGHT", "RIGHT", "UP"):
                    press(r, k)
                    f = fingerprint(view.group)
                    if f not in seen:
                        seen.append(f)
            f = fingerprint(view.group)
            if f in seen:
                break
            seen.append(f)
        press(r, "B")
        if view.grab:
            raise RuntimeError("B did not end the view's scrolling")
    return len(seen)


def decide(r, n):
    """The person's n-th decision: the first entry, every third time a varied one."""
    acts = r.app.playing.acts
    k = (n // 3) % len(acts) if n % 3 == 2 else 0
    for _ in range(k):
        press(r, "DOWN")
    press(r, "A")


def setup(r):
    choose(r, "New game")
    choose(r, title)
    while True:                             # the most seats
        before = r.app.screen.selected()
        press(r, "RIGHT")
        if r.app.screen.selected() == before:
            break
    seats = r.app.screen.seats
    if seats >= 2:
        choose(r, "2 ")
        press(r, "A")                       # Bot -> Easy bot
        press(r, "A")                       # -> Person
    if seats >= 3:
        choose(r, "3 ")
        press(r, "A")                       # Bot -> Easy bot
    choose(r, "Start")
    return seats


r = boot()
start_held = held()
seats = setup(r)
most = 0
decisions = 0
pages = 0
resumed = False
look = True                                 # visit the view's pages at the next decision
for _ in range(MAX_PRESSES):
    line = first_line(r)
    if line == "Game over":
        break
    if line.startswith("Pass to"):
        press(r, "A")
        continue
    play = r.app.playing
    if r.app.screen is not play or play.selected() is None:
        raise RuntimeError("unexpected screen: " + line)
    if probe:
        probe.decision(play.state)
    else:
        most = max(most, held())
    if look:
        pages = max(pages, visit(r))
        look = False
        if resumed:                         # the pause menu's help page, scrolled
            press(r, "START")
            choose(r, "Help")
            for k in ("DOWN", "DOWN", "DOWN", "B"):
                press(r, k)
            choose(r, "Resume")
    if decisions == SAVE_AT and not resumed:
        moves = len(play.state.history)
        press(r, "START")
        choose(r, "Save and quit")
        play = None
        choose(r, "Resume")                 # from the flash, in the same session
        if len(r.app.playing.state.history) != moves:
            raise RuntimeError("the resumed game is not the saved one")
        resumed = True
        look = True
        continue
    decide(r, decisions)
    decisions += 1
else:
    raise RuntimeError("the game did not end in %d presses" % MAX_PRESSES)
if not resumed:
    raise RuntimeError("the game ended before the save")
moves = len(r.app.playing.state.history)
play = None
if "Score sheet" in r.app.screen.menu.items:
    choose(r, "Score sheet")
    for _ in range(len(r.app.screen.lines)):
        press(r, "DOWN")
    press(r, "B")
choose(r, "Log")                            # the game log: a page back, a line, back
if not first_line(r).startswith("Log"):
    raise RuntimeError("the log did not open: " + first_line(r))
for k in ("LEFT", "LEFT", "UP", "DOWN", "RIGHT", "B"):
    press(r, k)
choose(r, "Title")
print("OK game=%s seats=%d moves=%d decisions=%d pages=%d held=%d peak=%d left=%d"
      % (GAME, seats, moves, decisions, pages, most, peak[0], held() - start_held))
if probe:
    print(probe.report() + " interp=%d" % interp)     # held: with the probe's own heap
