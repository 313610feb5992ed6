"""The Karak view under MicroPython (stand-in displayio from tests/mpfakes, with bitmaps
packed as on CircuitPython): a person and a bot play Karak through the shell, the person
looks at every page of the view and scrolls the map, the game goes on (the person always
takes the first action) until it ends or MOVES presses; then the score sheet. Prints OK,
the peak heap and the heap held while playing. Run by tests/test_karak_screens.py as:
micropython -X heapsize=N mp_karak_run.py ROOT SAVES"""
import gc
import sys

ROOT = sys.argv[1]
SAVES = sys.argv[2]
for p in (ROOT + "/tests/mpfakes", ROOT + "/lib", ROOT):
    sys.path.insert(0, p)

from gpcore import catalog  # noqa: E402
catalog.GAMES = (("karak", "Karak"),)
import keypad  # noqa: E402

KEY = {"B": 0, "A": 1, "START": 2, "SELECT": 3, "RIGHT": 4, "DOWN": 5, "UP": 6, "LEFT": 7}
MOVES = 120
clock = [0]
peak = [0]


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
    for item in runner.app.screen.group:
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


from firmware import shell  # noqa: E402
r = shell.start(SAVES, seed=5, clock=lambda: clock[0])
choose(r, "New game")
choose(r, "Karak")
choose(r, "Start")
assert type(r.app.playing.view).__name__ == "View"     # the Karak view, not the generic one
for k in ("SELECT", "SELECT", "SELECT", "SELECT", "LEFT", "UP", "RIGHT", "B"):
    press(r, k)
gc.collect()
playing = gc.mem_alloc()
for _ in range(MOVES):
    if first_line(r) == "Game over":
        break
    press(r, "A")
moves = len(r.app.playing.state.history)
over = first_line(r) == "Game over"
if over:
    choose(r, "Score sheet")
    press(r, "B")
print("OK peak %d playing %d moves %d over %s" % (peak[0], playing, moves, over))
