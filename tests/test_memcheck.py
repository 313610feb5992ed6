"""tools/memcheck.py: the CI guard on the heap limits, and the tool's own behaviour (on the toy)."""
import os
import re
import subprocess

import pytest

from gpcore import catalog
from tools import memcheck

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
TOY = ["--lib-extra", FIXTURES]


# The issue's limits are 64 KB from .py and 32 KB from .mpy (memcheck.LIMITS), and every game
# but Heroes of Karth meets both; the README's figures come from the full search
# (tools/memcheck.py). Karak meets the .mpy one by the full search over seeds 1-16
# (tools/MEMORY.md), with 128-256 bytes to spare, so it is checked from 32 KB. Karak: Goblin
# and Gosu sit on it too; they were checked from 33 KB (a run at 32 failed in some runs of the
# suite) until the kit's resident modules held less (gpcore-lean2: their worst seeds of 1-3
# need 32,000 and 31,872 bytes), and now at 32 like the others (three --quick runs of seeds
# 1-5 each, each in its own temp dir, all within 32).
# Heroes of Karth meets the .py limit (the search finds 62 KB, seeds 1-3; 62.5 KB in probes at
# 0.25-KB steps, seed 296 too), so it is checked at 64 like the others; not yet the .mpy one
# (issue 23 open: its rules hold about twice Karak's code; README, Known limits): the search
# finds 42 KB (seeds 1-3; they and seed 296 complete at 43), so CI holds it 2 KB above (the
# temp dir's name moves it), against regressions.
MPY_CEILING = {"karth": 44}
PY_CEILING = {}


def present_games():
    """The catalog games present in lib/, else the toy game."""
    names = [n for n, _ in catalog.GAMES if memcheck.find_package(n, [memcheck.LIB])]
    return names or ["toygame"]


def test_the_limits_are_the_issues():
    assert memcheck.LIMITS == {"py": 64, "mpy": 32}


@pytest.mark.parametrize("name", present_games())
def test_game_fits_py_limit_and_mpy_ceiling(capsys, monkeypatch, name):
    # A heap at the limit completes the game, on both routes (one run each; the search for
    # the least heap is the tool's, tools/memcheck.py without --quick).
    mpy = MPY_CEILING.get(name, 32)
    py = PY_CEILING.get(name, 64)
    monkeypatch.setattr(memcheck, "LIMITS", {"py": py, "mpy": mpy})
    rc = memcheck.main(["--game", name, "--quick"] + TOY)
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "%s py<=%d KB mpy<=%d KB" % (name, py, mpy) in out


def test_karths_longest_game_fits(capsys, monkeypatch):
    # The longest of 300 seeded four-bot games of Heroes of Karth (seed 296, 765 moves) at the
    # same limits: from .py its history's room is taken after the compiles (karth.start);
    # without one, the history grown in place asked for a 1.5 KB block at 64 KB and failed.
    monkeypatch.setattr(memcheck, "LIMITS", {"py": PY_CEILING.get("karth", 64),
                                             "mpy": MPY_CEILING["karth"]})
    assert memcheck.main(["--game", "karth", "--quick", "--seed", "296"]) == 0, \
        capsys.readouterr().out


def test_full_search_on_the_toy(capsys):
    assert memcheck.main(["--game", "toygame", "--seed", "2"] + TOY) == 0
    line = capsys.readouterr().out.strip()
    m = re.fullmatch(r"toygame py=(\d+) KB mpy=(\d+) KB bot_median=([\d.]+) ms "
                     r"bot_max=([\d.]+) ms", line)
    assert m, line
    py, mpy = int(m.group(1)), int(m.group(2))
    assert 8 < mpy <= py <= 64
    assert float(m.group(3)) <= float(m.group(4))


def test_over_the_limit_fails(capsys, monkeypatch):
    monkeypatch.setattr(memcheck, "LIMITS", {"py": 64, "mpy": 8})
    assert memcheck.main(["--game", "toygame", "--quick"] + TOY) == 1
    out = capsys.readouterr().out
    assert "toygame py<=64 KB mpy>8 KB" in out
    assert "TOO BIG: toygame needs more than 8 KB from .mpy (limit 8 KB)" in out


def test_another_interpreter_measures_the_engine(capsys, monkeypatch, tmp_path):
    # --interpreter runs the games on that micropython and compiles with the mpy-cross beside
    # it (a 32-bit build like CircuitPython's, for a board's figures: here the desktop one).
    for name in ("MICROPYTHON", "MPY_CROSS"):     # (restored after the test)
        monkeypatch.setattr(memcheck, name, getattr(memcheck, name))
    desktop, cross = memcheck.MICROPYTHON, memcheck.MPY_CROSS
    alone = tmp_path / "micropython"
    alone.symlink_to(desktop)
    assert memcheck.main(["--game", "toygame", "--quick", "--interpreter", str(alone)] + TOY) == 2
    assert capsys.readouterr().out == "--interpreter: no program %s\n" % (tmp_path / "mpy-cross")
    assert memcheck.main(["--firmware", "--interpreter", desktop]) == 2
    assert "engine only" in capsys.readouterr().out
    (tmp_path / "mpy-cross").symlink_to(cross)
    assert memcheck.main(["--game", "toygame", "--quick", "--interpreter", str(alone)] + TOY) == 0
    assert capsys.readouterr().out == "toygame py<=64 KB mpy<=32 KB\n"
    assert memcheck.MICROPYTHON == str(alone)


def test_seats_sets_the_engines_games_not_the_firmwares(capsys):
    # --seats N plays the engine's games with N seats (the driver's MAX_SEATS replaced: Heroes
    # of Karth's two-seat games are longer, tools/MEMORY.md); the firmware's walk seats its own.
    assert memcheck.DRIVER.count("game.MAX_SEATS") == 1
    assert memcheck.main(["--game", "toygame", "--quick", "--seats", "2"] + TOY) == 0
    assert capsys.readouterr().out == "toygame py<=64 KB mpy<=32 KB\n"
    assert memcheck.main(["--firmware", "--seats", "2"]) == 2
    assert "firmware's walk seats its own" in capsys.readouterr().out


def test_search_ceiling(capsys):
    assert memcheck.main(["--game", "toygame", "--max-kb", "12"] + TOY) == 1
    out = capsys.readouterr().out
    assert "toygame py>12 KB mpy>12 KB" in out
    assert "TOO BIG: toygame needs more than 12 KB from .py (limit 64 KB)" in out


def test_missing_games_are_skipped(capsys, monkeypatch):
    monkeypatch.setattr(catalog, "GAMES", (("no_such_game", "Nothing"),))
    assert memcheck.main([]) == 0
    assert capsys.readouterr().out == "no_such_game skipped: no package lib/no_such_game yet\n"


def test_a_broken_game_is_reported(tmp_path, capsys):
    pkg = tmp_path / "brokengame"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(
        "MAX_SEATS = 2\nOPTIONS = ()\n\ndef new_game(seats, seed, options):\n"
        "    raise KeyError('no board')\n")
    rc = memcheck.main(["--game", "brokengame", "--lib-extra", str(tmp_path)])
    out = capsys.readouterr().out
    assert rc == 1 and "brokengame FAILED" in out and "KeyError" in out


def test_smallest_heap_search():
    need = 37
    tried = []

    def ok(kb):
        tried.append(kb)
        return kb >= need

    assert memcheck.smallest_heap(ok, 10, 20, 256) == 37
    assert len(tried) <= 8
    assert memcheck.smallest_heap(ok, 10, 80, 256) == 37
    assert memcheck.smallest_heap(ok, 10, 20, 30) is None
    assert memcheck.smallest_heap(ok, 36, 37, 256) == 37


def test_settle_moves_above_every_failing_heap_of_the_window():
    fails = {40, 43, 60}

    def ok_many(sizes):
        return [k >= 38 and k not in fails for k in sizes]

    assert memcheck.settle(ok_many, 38, 8, 256) == 44     # 40 and 43 fail above 38
    assert memcheck.settle(ok_many, 44, 8, 256) == 44     # 45..52 all work
    assert memcheck.settle(ok_many, 55, 8, 256) == 61     # 60 fails in the window
    assert memcheck.settle(ok_many, 38, 8, 42) == 41      # the window stops at the ceiling
    assert memcheck.settle(ok_many, 38, 8, 40) is None    # 40 fails and nothing is above
    assert memcheck.settle(ok_many, None, 8, 256) is None


# --- the whole firmware (--firmware) ---------------------------------------------------------
# The budget is 160 KB for the whole firmware with any game on this 64-bit interpreter
# (memcheck.FIRMWARE_LIMIT); every game is held to it. Measured 151, 159, 157 KB (Goblin
# Vaults, Karak, Karak: Goblin) with the firmware restarting itself on a fresh heap for each
# game part and for the results (App.restart), no module compiled during a game bigger than
# about 35 KB of parse tree (the views, texts, bots and sprites split), the bots compiled
# before the view, the pause menu's entries done once the menu and its code are dropped
# (App.run_later), the results without the view and the save reading, the board table and
# the end of a game out of the resident shell.


def test_the_firmware_budget_is_the_issues():
    assert memcheck.FIRMWARE_LIMIT == 160 and memcheck.BOARD_RATIO == 0.72


# The budget is 160 KB (memcheck.FIRMWARE_LIMIT) of firmware: the heap a whole game needs less
# what the driver and the stand-ins hold before the shell starts (memcheck.base_kb, about
# 31 KB, which a board does not hold). Measured as the board runs (stand-ins that cost what
# CircuitPython's C objects cost, text drawn into bitmaps, no gc.threshold), seed 1: Goblin
# Vaults 134, Karak: Goblin 148, Karak 152, the toy 113 KB. Before the collection ahead of
# each import (firmware/__init__.py), the text drawn from bytes (firmware/canvas.py) and the
# packed word lists split on import (tools/pack_tables.py words_literal), the same games
# needed 208, 208, 270 and 210 KB of heap, base included.


@pytest.mark.parametrize("name", present_games())
def test_firmware_fits_the_budget(capsys, name):
    # A whole game through the shell and the game's view (tests/mp_firmware_run.py) completes
    # with the budget above the driver's base (one run; the search for the least heap is the
    # tool's).
    rc = memcheck.main(["--firmware", "--game", name, "--quick"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "%s firmware<=%d KB" % (name, memcheck.FIRMWARE_LIMIT) in out


@pytest.mark.parametrize("name", present_games())
def test_firmware_fits_the_picosystem(capsys, name):
    # The same on the PicoSystem's 240x240 screen with its own profile (--board picosystem):
    # within the RP2040's free heap (memcheck.PICOSYSTEM_FREE, an estimate) less 30 KB, on
    # this interpreter's scale.
    rc = memcheck.main(["--firmware", "--board", "picosystem", "--game", name, "--quick"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "%s firmware<=%d KB" % (name, round((memcheck.PICOSYSTEM_FREE - 30) / 0.72)) in out


def test_firmware_search_on_the_toy(capsys, monkeypatch):
    assert memcheck.main(["--firmware", "--game", "toygame"] + TOY) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    m = re.fullmatch(r"toygame firmware=(\d+) KB board~(\d+) KB \(x0\.72\) held=(\d+) KB",
                     lines[0])
    assert m, lines
    kb, board, held = int(m.group(1)), int(m.group(2)), int(m.group(3))
    assert held < kb <= memcheck.FIRMWARE_LIMIT and board == round(kb * 0.72)
    assert re.fullmatch(r"  \(of these, [\d.]+ KB are interned names: \d+, kept for good\)",
                        lines[-2]), lines
    heap = re.fullmatch(r"  \(in a heap of (\d+) KB: (\d+) KB more are the interpreter, the "
                        r"driver and the stand-ins, which a board does not hold\)", lines[-1])
    assert heap and int(heap.group(1)) - int(heap.group(2)) == kb, lines
    assert 10 <= int(heap.group(2)) <= 40, lines        # the driver's base (base_kb)
    parts = [re.fullmatch(r"\s+(-?[\d.]+) KB  (.+)", line) for line in lines[1:-2]]
    assert all(parts) and len(parts) == 9, lines
    sizes = [float(p.group(1)) for p in parts]
    assert sizes == sorted(sizes, reverse=True)        # the largest first
    assert parts[0].group(2).startswith(("transients", "shell code", "rest", "engine"))
    assert abs(sum(sizes) - kb) <= 0.05 * len(sizes)    # the parts (each rounded) add up


def test_firmware_over_the_limit_fails(capsys, monkeypatch):
    monkeypatch.setattr(memcheck, "FIRMWARE_LIMIT", 40)
    assert memcheck.main(["--firmware", "--game", "toygame", "--quick"] + TOY) == 1
    out = capsys.readouterr().out
    assert "toygame firmware>40 KB" in out
    assert "TOO BIG: toygame needs more than 40 KB for the whole firmware" in out


def test_heap_parts_name_the_largest_item():
    fig = {"held": 100 * 1024, "interp": 10 * 1024, "shell": 30 * 1024,
           "engine": 20 * 1024, "bot": 1024, "view": 5 * 1024, "view_objects": 8 * 1024,
           "view_bitmaps": 6 * 1024, "state": 1024}
    parts = memcheck.heap_parts(fig, 150)
    assert parts[0] == (50.0, "transients (compiling, drawing, fragmentation)")
    assert parts[1] == (35.0, "rest (screens, names of unloaded modules, history)")  # 100-65
    assert parts[2] == (30.0, "shell code")
    assert not [w for n, w in parts if "interpreter" in w]     # the base is not the firmware's


def test_the_base_is_the_drivers_and_every_stand_in(tmp_path):
    """What the driver holds before the shell starts is not counted as the firmware's
    (memcheck.base_kb): the interpreter, the driver and every stand-in of tests/mpfakes."""
    memcheck.firmware_tree([memcheck.LIB], str(tmp_path))
    base = memcheck.base_kb(str(tmp_path))
    assert 10 <= base <= 40
    r = subprocess.run([memcheck.MICROPYTHON, "-X", "heapsize=256K", "-c",
                        "import sys\nsys.argv[:] = ['x', '.', '.', '-']\ntry:\n"
                        "    import mp_firmware_run\nexcept SystemExit:\n    pass\n"
                        "print(' '.join(sorted(sys.modules)))"],
                       capture_output=True, text=True, cwd=str(tmp_path))
    assert r.stdout.startswith("BASE base="), r.stdout + r.stderr
    stand_ins = [f[:-4] for f in os.listdir(tmp_path / "tests" / "mpfakes")]
    assert stand_ins and set(stand_ins) <= set(r.stdout.split()), r.stdout


def test_the_firmware_tree_holds_the_real_adafruit_libraries(tmp_path):
    """What the firmware imports from Adafruit's libraries is measured as the real library,
    compiled to .mpy as the bundle installs it (none today: the text is drawn into bitmaps)."""
    pkg = tmp_path / "texty"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from adafruit_display_text import label\n")
    rels = [rel for _path, rel in memcheck.adafruit_files([str(tmp_path)])]
    assert "adafruit_display_text/label.py" in rels and "adafruit_ticks.py" in rels
    assert memcheck.adafruit_files([memcheck.LIB]) == []
    out = tmp_path / "tree"
    memcheck.firmware_tree([str(tmp_path)], str(out))
    assert (out / "lib" / "adafruit_display_text" / "label.mpy").is_file()
    assert not (out / "lib" / "adafruit_display_text" / "label.py").exists()


def names_per_part(tree, game, measure):
    """n_qstr of each interpreter of a walk of the firmware driver through `game` (one per
    part of the game, EXIT mode as memcheck runs it), in a heap where every part completes."""
    saves = tree / ("saves" + measure)
    saves.mkdir()
    cmd = [memcheck.MICROPYTHON, "-X", "heapsize=512K", "-m", memcheck.FIRMWARE_DRIVER[0], ".",
           str(saves), game, "1", measure, "1"]
    out = []
    for _ in range(memcheck.MAX_RESTARTS + 1):
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=str(tree), timeout=300,
                           env=memcheck.board_env())
        assert r.returncode == 0, r.stdout + r.stderr
        out.append(int(re.search(r"n_qstr=(\d+)", r.stdout).group(1)))
        if "RESTART" not in r.stdout:
            return out
    raise AssertionError("no end after %d restarts" % memcheck.MAX_RESTARTS)


def test_the_heap_probe_interns_almost_no_names(tmp_path):
    """The measuring run's probe (tests/mp_heapprobe.py) adds at most 3 names to the most a
    part of the game interns (its file's two and "="): Karak's play sits a few names under
    the growth of the name pools (15 KB in one piece), and the probe's 16 names of old took
    its measuring run over it on the PicoSystem."""
    memcheck.firmware_tree([memcheck.LIB, FIXTURES], str(tmp_path))
    plain = names_per_part(tmp_path, "toygame", "0")
    probed = names_per_part(tmp_path, "toygame", "1")
    assert len(plain) == len(probed) >= 3
    assert 0 < max(probed) - max(plain) <= 3, (plain, probed)


def test_a_failed_measuring_run_still_gives_the_figure(capsys, monkeypatch):
    """The measuring run holds the probe too: if it runs out of heap, the plain runs still
    find the figure, and the parts are left out (not "firmware>N KB" at once)."""
    real = memcheck.run_firmware
    monkeypatch.setattr(memcheck, "run_firmware", lambda cwd, name, seed, kb, measure, t: (
        (False, "MemoryError") if measure else real(cwd, name, seed, kb, measure, t)))
    assert memcheck.main(["--firmware", "--game", "toygame"] + TOY) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"toygame firmware=\d+ KB board~\d+ KB \(x0\.72\) held=\d+ KB",
                        lines[0]), lines
    assert lines[1] == ("  (no parts: the measuring run, with the heap probe, failed in a heap "
                        "of 256 KB: MemoryError)"), lines
