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
from mp_driver import clock, peak, press, first_line, choose  # noqa: E402

live = []


def note(where):
    """The heap in use (after a collection) at this point of the walk."""
    gc.collect()
    live.append("%s %d" % (where, gc.mem_alloc()))


def boot():
    from firmware import shell
    del keypad.SCANNERS[:]
    return shell.start(SAVES, seed=3, clock=lambda: clock[0])


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
