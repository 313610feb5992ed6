"""Does the firmware run on the MicroPython cores of CircuitPython 9 and 10?

  python tools/mpcompat.py [--core 1.23|1.25] [--game NAME] [--check compile|engine|firmware]

CircuitPython 9 is built on the MicroPython 1.23 core and CircuitPython 10 on 1.25; desktop
MicroPython (1.28 here) has features those lack, so passing there proves nothing for a board.
This runs, on each core (the npm packages of tools/mpcores, MicroPython compiled to
WebAssembly and run by Node.js):
  compile   every module of lib/ and firmware/, boot.py and code.py compiled by that core;
  engine    per catalog game, a whole seeded game with the most seats, all bots;
  firmware  per catalog game, the firmware shell playing it through its own view with the
            stand-in displayio of tests/mpfakes (tests/mp_firmware_run.py: people and bots,
            every page of the view, a save and a resume, to the end).
One line per run, `ok` or `FAILED`; a failure names the module, the line and the missing
feature where it is a known one. Exits 1 on any failure.

The Python stack: CircuitPython keeps Python frames on a fixed stack (1536 bytes on 9, 2048
on 10 for SAMD51 and RP2040; tools/flash.py asks for firmware/boards.py's PYSTACK in
settings.toml). The 1.25 core is 32-bit like the boards and takes a stack size: the engine
and firmware runs there have boards.NEEDS bytes, and a deeper call fails them ("pystack
exhausted"). Those runs count more frames than a board would (the driver's own, and the
stand-ins' Python frames for what is C on a board, such as bitmaptools.blit), so a board
given PYSTACK has that much and more to spare. The 1.23 core's stack is fixed (8 KB).

This is a compatibility check, not a heap measure: the WebAssembly port grows its heap, and
collects garbage only between calls from JavaScript (heap figures: tools/memcheck.py).
Needs Node.js 18 or later and `npm ci --prefix tools/mpcores` (make test does it).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNNER = os.path.join(ROOT, "tools", "mpcores", "run.mjs")
CORES = (("1.23", "CircuitPython 9"), ("1.25", "CircuitPython 10"))
FIRMWARE_DRIVER = os.path.join(ROOT, "tests", "mp_firmware_run.py")
if ROOT not in sys.path:
    sys.path.append(ROOT)   # for firmware.boards (it imports nothing); appended: shadows nothing
from firmware.boards import NEEDS as PYSTACK  # noqa: E402  (bytes for the runs on the 1.25 core)
CHECKS = ("compile", "engine", "firmware")
TIMEOUT = 300

# What an old core says, what the failing line does, and what is missing: (message pattern,
# source pattern, the feature). The features are those MicroPython added after 1.25.
KNOWN = (
    (r"can't convert 'int' object to str implicitly", r"\.(r?find|r?index|count)\(",
     "bytes/bytearray .find(), .index() or .count() of an int (MicroPython 1.26+): "
     "search for bytes((x,))"),
    (r"object with buffer protocol required", r"\.extend\(",
     "array.extend() of a tuple or list (MicroPython 1.26+): append each item, or extend "
     "with an array"),
    (r"NotImplementedError", r"\bin\b",
     "`in` on a bytes-like object for an int: search with .find(bytes((x,)))"),
    (r"can't convert 'tuple' object to str implicitly", r"(starts|ends)with\(",
     "str.startswith()/endswith() of a tuple: test each prefix"),
    (r"object has no attribute '(\w+)'", r"",
     "the attribute or method `{0}`, which this core does not have"),
    (r"no module named '([\w.]+)'", r"", "the module `{0}`, which this core does not have"),
    (r"SyntaxError|invalid syntax", r"", "syntax this core does not compile"),
    (r"pystack exhausted", r"", "room on the Python stack: this call path is deeper than "
     "CircuitPython's fixed Python stack allows (PYSTACK bytes): make it shallower"),
)

# Runs inside MicroPython: compiles every .py file under the folders and files in argv.
COMPILE_DRIVER = """\
import os, sys
bad = 0
def walk(p):
    if p.endswith(".py"):
        compile(open(p).read(), p, "exec")
        return 1
    n = 0
    try:
        names = sorted(os.listdir(p))
    except OSError:
        return 0
    for name in names:
        if name != "__pycache__":
            n += walk(p + "/" + name)
    return n
n = 0
for p in sys.argv[1:]:
    n += walk(p)
print("OK %d modules" % n)
"""

# Runs inside MicroPython: one whole game, all bots, the most seats (argv: lib dir, game).
ENGINE_DRIVER = """\
import sys
sys.path.insert(0, sys.argv[1])
from gpcore.rollout import play_out
game = __import__(sys.argv[2])
seats = game.MAX_SEATS
state = game.new_game(seats, 3, bytes(len(game.OPTIONS)))
play_out(state, [game.make_bot(i % 2, 3 + i) for i in range(seats)])
assert state.over() and state.result() is not None
print("OK %d actions, result %s" % (len(state.history), state.result()))
"""


def node_missing():
    """None if Node.js and the cores are there, else what to install."""
    node = shutil.which("node")
    if node is None:
        return ("Node.js is missing: install Node.js 18 or later with npm (Debian: "
                "`apt-get install nodejs npm`), then `npm ci --prefix tools/mpcores`")
    if not os.path.isdir(os.path.join(ROOT, "tools", "mpcores", "node_modules")):
        return "the MicroPython cores are missing: run `npm ci --prefix tools/mpcores`"
    return None


def run(core, script, args=(), root=ROOT, pystack=None):
    """Run `script` with `args` under MicroPython `core`, the project at `root` copied in,
    with `pystack` bytes of Python stack where the core takes it. Returns (ok, stdout,
    stderr)."""
    env = dict(os.environ)
    if pystack:
        env["PYSTACK"] = str(pystack)
    r = subprocess.run(["node", RUNNER, core, root, script] + list(args),
                       capture_output=True, text=True, timeout=TIMEOUT, env=env)
    return r.returncode == 0, r.stdout, r.stderr


def explain(err, core, root=ROOT):
    """A failure's traceback told plainly: `path:line: what is missing on CORE (CircuitPython
    N)`, the source line, then the interpreter's last line. Unknown errors keep the last
    frame and message."""
    frames = re.findall(r'File "([^"]+)", line (\d+)', err)
    lines = [x for x in err.strip().splitlines() if x.strip()]
    message = lines[-1] if lines else "no output"
    where, source = "?", ""
    if frames:
        path, line = frames[-1]
        rel = os.path.relpath(path, root) if path.startswith(root) else path
        where = "%s:%s" % (rel, line)
        if os.path.isfile(path):
            with open(path) as f:
                text = f.read().splitlines()
            if 0 < int(line) <= len(text):
                source = text[int(line) - 1].strip()
    what = "an error"
    for pattern, code, feature in KNOWN:
        m = re.search(pattern, message)
        if m and re.search(code, source):
            what = "missing: " + feature.format(*m.groups())
            break
    cp = dict(CORES).get(core, "?")
    out = "%s: %s on MicroPython %s (%s)" % (where, what, core, cp)
    if source:
        out += "\n    " + source
    return out + "\n    " + message


def games():
    """The catalog games whose package is in lib/."""
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from gpcore import catalog
    return [n for n, _ in catalog.GAMES if os.path.isdir(os.path.join(ROOT, "lib", n))]


def check(core, kind, game=None, root=ROOT):
    """One run: (ok, text) where text is the driver's OK line or the explained failure."""
    with tempfile.TemporaryDirectory() as tmp:
        if kind == "compile":
            script = os.path.join(tmp, "mp_compile.py")
            with open(script, "w") as f:
                f.write(COMPILE_DRIVER)
            args = [os.path.join(root, p) for p in ("lib", "firmware", "boot.py", "code.py")]
        elif kind == "engine":
            script = os.path.join(tmp, "mp_engine.py")
            with open(script, "w") as f:
                f.write(ENGINE_DRIVER)
            args = [os.path.join(root, "lib"), game]
        else:
            script = os.path.join(root, "tests", os.path.basename(FIRMWARE_DRIVER))
            args = [root, "/saves", game]
        ok, out, err = run(core, script, args, root,
                           PYSTACK if core == "1.25" and kind != "compile" else None)
    last = out.strip().splitlines()[-1] if out.strip() else ""
    if ok and last.startswith("OK"):
        return True, last
    return False, explain(err or out, core, root)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--core", choices=[c for c, _ in CORES])
    p.add_argument("--game")
    p.add_argument("--check", choices=CHECKS)
    a = p.parse_args(argv)
    missing = node_missing()
    if missing:
        print(missing)
        return 1
    failed = 0
    for core, cp in CORES:
        if a.core and core != a.core:
            continue
        for kind in CHECKS:
            if a.check and kind != a.check:
                continue
            for game in [None] if kind == "compile" else [a.game] if a.game else games():
                ok, text = check(core, kind, game)
                failed += not ok
                print("%s %-8s %-14s %s" % (core, kind, game or "lib+firmware",
                                             "ok: " + text if ok else "FAILED\n" + text))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
