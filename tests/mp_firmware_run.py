"""One game of the catalog through the real firmware shell and the game's own view, under
MicroPython with the stand-in displayio, keypad and board of tests/mpfakes:

    micropython [-X heapsize=NK] mp_firmware_run.py ROOT SAVES GAME [SEED [MEASURE [EXIT]]]

ROOT: the folder holding lib/, firmware/ and tests/ (tests/mpfakes, tests/mp_driver.py);
SAVES: an empty folder for the saves; GAME: a game package (a catalog game, or any package on
the path, e.g. the test game "grabgame": it is then added to the game list); SEED: the
shell's seed (default 1); MEASURE: "1" to print where the heap goes (slower: it collects
around every new import; only for tools/memcheck.py --firmware); EXIT: "1" to end this
interpreter when the firmware restarts itself (App.restart: supervisor.Reload, see
tests/mpfakes/supervisor.py), printing "RESTART": whoever runs it then runs it again, as a
board would on a fresh heap, and the walk goes on from where it was (its progress is kept in
SAVES/walk.txt); else the shell is started again in this interpreter (a compatibility run).

Set-up through the menus: the most seats the game allows, seat 1 a person, seat 2 a person
too and seat 3 an easy bot when there are that many seats, every other seat a bot. The
people visit every page of the view (SELECT, RIGHT and LEFT until the view repeats, and the
d-pad wherever the view grabs it to scroll) at their first decision and again after the
resume; at the people's SAVE_AT-th decision: "Save and quit" from the pause menu, then
its entry on the title, which reads the game back from the flash (the firmware restarts on
leaving a game and on opening one, so each game part runs on a fresh heap). The people take
the first menu
entry, and every third decision a varied one; the bots play themselves; after the resume
the pause menu's help page is read; at the end the score sheet is scrolled, the game log is
opened and paged, and the shell goes back to the title. Only the engine interface and the
shell's
screens are used: no code for any one game. Runs on the MicroPython cores of CircuitPython 9
and 10 (1.23, 1.25) too.

Prints one line "OK game=G seats=N moves=N decisions=N pages=N held=N peak=N left=N
restarts=N" (held, peak and left are 0 on the WebAssembly cores: tests/mp_driver.py's
MEASURED; held: the most heap held, after a collection, at a person's decision; peak: the
most in use between two steps of the shell; left: the heap held at the title at the end less
at the first start: what the firmware keeps from a game, e.g. the names of modules it
compiled; restarts: how often the firmware restarted itself). With EXIT, each interpreter
prints the line of its interned names (micropython.qstr_info: n_qstr=N, ...) before it ends.
With MEASURE, held is 0 and each interpreter that played a part of the game prints a line
"HEAP ..." before it ends too, saying where the heap went (tests/mp_heapprobe.py), with
interp: the heap in use before the shell starts (the interpreter, this driver, every
stand-in of tests/mpfakes, all loaded first), which is also base= on the OK line: a board
holds none of it (its stand-ins are C code there, its font is in flash), so
tools/memcheck.py counts the firmware's heap above it. GAME "-" prints just "BASE base=N"
and ends. Any failure raises (a non-zero exit).
"""
import gc
import micropython
import os
import sys

ROOT, SAVES, GAME = sys.argv[1], sys.argv[2], sys.argv[3]
SEED = int(sys.argv[4]) if len(sys.argv) > 4 else 1
MEASURE = len(sys.argv) > 5 and sys.argv[5] == "1"
EXIT = len(sys.argv) > 6 and sys.argv[6] == "1"
WALK = SAVES + "/walk.txt"
for p in (ROOT + "/tests/mpfakes", ROOT + "/lib", ROOT, ROOT + "/tests"):
    sys.path.insert(0, p)

import keypad  # noqa: E402
import displayio  # noqa: E402
import supervisor  # noqa: E402
from mp_driver import MEASURED, clock, peak, press, settle, first_line, choose  # noqa: E402
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

for _name in os.listdir(ROOT + "/tests/mpfakes"):     # every stand-in, loaded now: their code
    if _name.endswith(".py") or _name.endswith(".mpy"):     # is C on a board (see interp)
        __import__(_name[:_name.rindex(".")])
gc.collect()
interp = gc.mem_alloc()
if GAME == "-":
    print("BASE base=%d" % interp)
    sys.exit(0)
probe = None
if MEASURE:
    from mp_heapprobe import Probe
    probe = Probe(GAME)


def held():
    if not MEASURED:
        return 0
    gc.collect()
    return gc.mem_alloc()


# --- the walk ---------------------------------------------------------------------------------
def boot():
    from firmware import shell
    del keypad.SCANNERS[:]
    r = shell.start(SAVES, seed=SEED, clock=lambda: clock[0])
    if not MEASURED:
        r.swept = 0     # (mp_driver.MEASURED)
    settle(r)           # (a game the title asked for opens at the first step)
    return r


# The walk's progress, kept across restarts: its stage (new, started: set up at the title;
# saved: saved and quit; resumed: opened again; ended: played to the end), then its counts.
FIELDS = ("stage", "seats", "decisions", "pages", "moves", "most", "peak", "first", "restarts")


def load():
    try:
        with open(WALK) as f:
            words = f.read().split()
    except OSError:
        words = ["new"] + ["0"] * (len(FIELDS) - 1)
    walk = {}
    for i in range(len(FIELDS)):
        walk[FIELDS[i]] = words[i] if i == 0 else int(words[i])
    return walk


def store(walk):
    with open(WALK, "w") as f:
        f.write(" ".join([str(walk[k]) for k in FIELDS]))


def fingerprint(group, h=0):
    """A number that changes with what group shows: texts, colours, places, tiles, pixels."""
    for item in group:
        h = (h * 7 + (1 if item.hidden else 2) + item.x * 3 + item.y * 5) & 0xFFFFF
        text = getattr(item, "text", None)
        if text is not None:
            h = (h * 31 + (hash(text) & 0xFFFF) + item.color) & 0xFFFFF
        cells = getattr(item, "_t", None)         # a TileGrid's cells (stand-in displayio)
        if isinstance(cells, int):
            h = (h * 31 + cells) & 0xFFFFF
            if not item.hidden:
                for c in item.bitmap._d:        # one sprite, or a canvas: its pixels
                    h = (h * 31 + c) & 0xFFFFF
        elif cells is not None:
            for c in cells:
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


KIND = (" Person", " Person", "Easy bot", " Bot")     # of seats 1, 2, 3 and the rest


def setup(r, walk):
    """A new game of GAME at the title (the most seats, people and bots as above)."""
    choose(r, "New game")
    choose(r, title)
    while True:                             # the most seats
        before = r.app.screen.selected()
        press(r, "RIGHT")
        if r.app.screen.selected() == before:
            break
    seats = r.app.screen.seats
    for i in range(seats):                  # A: Person -> Bot -> Easy bot -> Person
        choose(r, "%d " % (i + 1))
        while not r.app.screen.selected().endswith(KIND[min(i, 3)]):
            press(r, "A")
    walk["seats"] = seats
    choose(r, "Start")


def play(r, walk):
    """Play from the decision the shell shows: at the first one in this interpreter, visit
    every page (after the resume, read the help page too); at the people's SAVE_AT-th, save
    and quit (the firmware restarts); on to the end, the score sheet and the log, then the
    title (a restart too)."""
    look = True
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
            walk["most"] = max(walk["most"], held())
        if look:
            walk["pages"] = max(walk["pages"], visit(r))
            look = False
            if walk["stage"] == "resumed":      # the pause menu's help page, scrolled
                press(r, "START")           # (closed, it goes back to the game)
                choose(r, "Help")
                for k in ("DOWN", "DOWN", "DOWN", "B"):
                    press(r, k)
        if walk["decisions"] == SAVE_AT and walk["stage"] == "started":
            walk["moves"] = len(play.state.history)
            walk["stage"] = "saved"
            play = None
            press(r, "START")
            choose(r, "Save and quit")
            return                              # (where the firmware cannot restart)
        decide(r, walk["decisions"])
        walk["decisions"] += 1
    else:
        raise RuntimeError("the game did not end in %d presses" % MAX_PRESSES)
    if walk["stage"] != "resumed":
        raise RuntimeError("the game ended before the save")
    walk["moves"] = len(r.app.playing.state.history)
    walk["stage"] = "ended"
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


def walk_on(r, walk):
    """Go on from the screen the shell shows; True once the walk is over (back at the
    title after the game)."""
    if first_line(r) != "Goblin Pocket":
        if walk["stage"] == "saved":            # the game the title asked for, opened
            if len(r.app.playing.state.history) != walk["moves"]:
                raise RuntimeError("the resumed game is not the saved one")
            walk["stage"] = "resumed"
        play(r, walk)
        return False
    if walk["stage"] == "new":
        walk["first"] = held()
        walk["stage"] = "started"
        setup(r, walk)
    elif walk["stage"] == "saved":
        press(r, "A")                           # the newest save, from the flash
    elif walk["stage"] == "ended":
        return True
    else:
        raise RuntimeError("the title, in the middle of the game")
    return False


walk = load()
r = None
while True:
    try:
        if r is None:
            r = boot()          # (it may restart at once: the end of a game on a fresh heap)
        if walk_on(r, walk):
            break
    except supervisor.Reload:
        r = None
        walk["restarts"] += 1
        walk["peak"] = max(walk["peak"], peak[0])
        if EXIT:
            store(walk)
            micropython.qstr_info()
            if probe:
                print(probe.report() + " interp=%d" % interp)
            print("RESTART stage=%s peak=%d" % (walk["stage"], peak[0]))
            sys.exit(0)
if EXIT:
    micropython.qstr_info()
print("OK game=%s seats=%d moves=%d decisions=%d pages=%d held=%d peak=%d left=%d restarts=%d"
      " base=%d" % (GAME, walk["seats"], walk["moves"], walk["decisions"], walk["pages"],
                    walk["most"], max(walk["peak"], peak[0]), held() - walk["first"],
                    walk["restarts"], interp))
