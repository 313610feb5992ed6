"""The Karak view under MicroPython (stand-in displayio from tests/mpfakes, with bitmaps
packed as on CircuitPython): a person and a bot play Karak through the shell, the person
looks at every page of the view and scrolls the map, the game goes on (the person always
takes the first action) until it ends or MOVES presses; then the score sheet. Prints OK, the
peak heap and the heap held while playing. Run by tests/test_karak_screens.py as:
micropython -X heapsize=N mp_karak_run.py ROOT SAVES"""
import gc
import sys

ROOT = sys.argv[1]
SAVES = sys.argv[2]
for p in (ROOT + "/tests/mpfakes", ROOT + "/lib", ROOT, ROOT + "/tests"):
    sys.path.insert(0, p)

from gpcore import catalog  # noqa: E402
catalog.GAMES = (("karak", "Karak"),)
from mp_driver import clock, peak, press, first_line, choose  # noqa: E402

MOVES = 200

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
