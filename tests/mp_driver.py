"""Button driver for the shell under MicroPython (tests/mp_*_run.py): presses a PyBadge
button on the stand-in keypad, steps the shell until it settles (jumping the fake clock to
the shell's next deadline), and records the peak heap in use (not on the WebAssembly cores:
see MEASURED)."""
import gc
import sys

import displayio
import keypad

import board

# the PyBadge's wiring: B A START SELECT RIGHT DOWN UP LEFT; the PicoSystem's pins: A B X
# (Select) Y (Start) UP DOWN LEFT RIGHT (firmware/keys_pico.py)
KEY = {"B": 0, "A": 1, "START": 2, "SELECT": 3, "RIGHT": 4, "DOWN": 5, "UP": 6, "LEFT": 7}
if board.board_id == "pimoroni_picosystem":
    KEY = {"A": 0, "B": 1, "SELECT": 2, "START": 3, "UP": 4, "DOWN": 5, "LEFT": 6, "RIGHT": 7}
# The WebAssembly port (tools/mpcores, the CircuitPython cores' checks) collects no garbage
# while a script runs: its heap only grows (to about 30 MB in a walk of Karak) and its heap
# figures say nothing, while each reading walks the whole heap: a walk spent three quarters of
# its time reading them. There the driver reads none (and turns off the shell's own reading,
# firmware.shell's Runner.swept, whose collections collect nothing there).
MEASURED = sys.platform != "webassembly"
clock = [0]
peak = [0]


def step(runner):
    clock[0] += 20
    changed = runner.step()
    if MEASURED:
        used = gc.mem_alloc()
        if used > peak[0]:
            peak[0] = used
    return changed


def press(runner, name):
    q = keypad.SCANNERS[0].events
    q.put(KEY[name], True)
    step(runner)
    q.put(KEY[name], False)
    settle(runner)


def settle(runner):
    """Step until no key is pending and the shell waits for a press."""
    q = keypad.SCANNERS[0].events
    for _ in range(10000):
        if step(runner) or q.queue:
            continue
        deadline = runner.app.deadline()
        if deadline is None:
            return
        clock[0] = deadline
    raise RuntimeError("did not settle")


def first_line(runner):
    """The first text on the screen (its title), in a scaled group of its own or not."""
    for item in runner.app.screen.group:
        if not hasattr(item, "text") and isinstance(item, displayio.Group) and len(item):
            item = item[0]
        if hasattr(item, "text") and item.text.strip():
            return item.text
    return ""


def choose(runner, prefix):
    """Move down the current list to the entry starting with `prefix` and press A."""
    for _ in range(30):
        sel = runner.app.screen.selected()
        if sel is not None and sel.startswith(prefix):
            press(runner, "A")
            return
        press(runner, "DOWN")
    raise RuntimeError("no " + prefix)
