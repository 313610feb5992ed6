"""The firmware's shell under MicroPython (stand-in displayio, keypad and board from
tests/mpfakes): a game with two people and a bot is set up, played, saved, resumed after a
"power cut" and played to its end. Prints OK and the heap figures. Run by
tests/test_shell_micropython.py as: micropython -X heapsize=N mp_shell_run.py ROOT SAVES"""
import gc
import sys

ROOT = sys.argv[1]
SAVES = sys.argv[2]
for p in (ROOT + "/tests/mpfakes", ROOT + "/lib", ROOT, ROOT + "/tests"):
    sys.path.insert(0, p)

from gpcore import catalog  # noqa: E402
catalog.GAMES = (("grabgame", "Goblin Grab"),)
import keypad  # noqa: E402

# the PyBadge's wiring: B A START SELECT RIGHT DOWN UP LEFT
KEY = {"B": 0, "A": 1, "START": 2, "SELECT": 3, "RIGHT": 4, "DOWN": 5, "UP": 6, "LEFT": 7}
clock = [0]
peak = [0]
live = []


def note(where):
    """The heap in use (after a collection) at this point of the walk."""
    gc.collect()
    live.append("%s %d" % (where, gc.mem_alloc()))


def boot():
    from firmware import shell
    del keypad.SCANNERS[:]
    return shell.start(SAVES, seed=3, clock=lambda: clock[0])


def step(runner):
    clock[0] += 20
    changed = runner.step()
    used = gc.mem_alloc()
    if used > peak[0]:
        peak[0] = used
    return changed


def press(runner, name):
    q = keypad.SCANNERS[0].events
    q.put(KEY[name], True)
    step(runner)
    q.put(KEY[name], False)
    for _ in range(10000):
        if step(runner) or q.queue:
            continue
        deadline = runner.app.deadline()
        if deadline is None:
            return
        clock[0] = deadline
    raise RuntimeError("did not settle")


def first_line(runner):
    group = runner.app.screen.group
    for item in group:
        if hasattr(item, "text") and item.text.strip():
            return item.text
    return ""


def choose(runner, prefix):
    for _ in range(30):
        sel = runner.app.screen.selected()
        if sel is not None and sel.startswith(prefix):
            press(runner, "A")
            return
        press(runner, "DOWN")
    raise RuntimeError("no " + prefix)


r = boot()
note("title")
choose(r, "New game")
choose(r, "Goblin Grab")
press(r, "RIGHT")                   # three seats: a person, a bot, and ...
choose(r, "3 ")                     # ... A on its row: Bot -> Easy bot
press(r, "A")                       # -> Person
choose(r, "Start")
assert first_line(r) == "Pass to Grub", first_line(r)
for _ in range(4):
    press(r, "A")
note("playing")
press(r, "START")
choose(r, "Save and quit")
history = None
r = boot()                          # power cut: the same flash, a new start
choose(r, "Resume")
history = list(r.app.playing.state.history)
assert len(history) >= 2, history
for _ in range(40):
    if first_line(r) == "Game over":
        break
    press(r, "A")
assert first_line(r) == "Game over", first_line(r)
note("results")
choose(r, "Score sheet")
press(r, "B")
choose(r, "Title")
note("title again")
print("OK peak %d; live: %s" % (peak[0], ", ".join(live)))
