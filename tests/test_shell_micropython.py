"""The shell under a real MicroPython (stand-in displayio, keypad and board from
tests/mpfakes), driven by tests/mp_firmware_run.py with the test game: set up (people and
bots), every page of the view, a save, a power cut and a resume, to the end and the score
sheet, all within a capped heap."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")
HEAP = "224K"       # one interpreter for the whole walk (no fresh heaps), stand-ins compiled from .py: a compatibility run, not the budget (tools/memcheck.py)


def test_shell_runs_on_micropython(tmp_path):
    r = subprocess.run([MICROPYTHON, "-X", "heapsize=" + HEAP,
                        os.path.join(ROOT, "tests", "mp_firmware_run.py"), ROOT, str(tmp_path),
                        "grabgame"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("OK game=grabgame seats=4 "), r.stdout
    assert sorted(os.listdir(tmp_path)) == ["last.gps", "statistics.dat"]   # the finished game


def test_stand_in_bitmaps_take_what_circuitpython_takes():
    """The stand-in Bitmap's pixel data is sized as CircuitPython's (its Bitmap.c): bits per
    pixel 1, 2, 4, 8, then 16, 24, 32; rows rounded up to 32-bit words."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "mpfakes_displayio", os.path.join(ROOT, "tests", "mpfakes", "displayio.py"))
    fake = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fake)
    for colors, bits in ((1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (16, 4), (17, 8), (256, 8),
                         (257, 16), (65536, 16), (65537, 24), (1 << 24, 24),
                         ((1 << 24) + 1, 32)):
        assert fake.Bitmap(10, 3, colors).bits == bits, colors
    assert len(fake.Bitmap(33, 2, 2)._d) == 2 * 8         # 33 bits: two words a row
    assert len(fake.Bitmap(160, 78, 12)._d) == 6240          # the Goblin Vaults canvas
    assert len(fake.Bitmap(3, 1, 1 << 20)._d) == 12        # 24 bits x 3 = 72 bits: 3 words


def test_the_shell_collects_garbage_early_without_gc_threshold(tmp_path):
    """CircuitPython has no gc.threshold: the shell leaves it unset and collects itself after
    a step that allocated more than GC_EVERY bytes, so the heap is collected before it is
    full and stays in fewer pieces."""
    script = ("import sys, gc\n"
              "for p in ('%s/tests/mpfakes', '%s/lib', '%s'): sys.path.insert(0, p)\n"
              "from firmware import shell\n"
              "r = shell.start('%s', seed=1, clock=lambda: 0)\n"
              "r.step()\n"
              "before = r.swept\n"
              "junk = [bytearray(64) for i in range(shell.GC_EVERY // 64 + 8)]\n"
              "junk = None\n"
              "r.step()\n"
              "print(gc.threshold(), before > 0, r.swept < before + 1024)\n"
              % (ROOT, ROOT, ROOT, tmp_path))
    r = subprocess.run([MICROPYTHON, "-c", script], capture_output=True, text=True, timeout=60)
    assert r.stdout.split() == ["-1", "True", "True"], r.stdout + r.stderr


def test_the_firmware_collects_before_it_compiles_a_module(tmp_path):
    """Importing firmware installs a collection before each module is loaded (firmware/
    __init__.py), so compiling a module starts on a swept heap: garbage made before a fresh
    import is gone after it, also for a module named in `from package import module`; an
    import of a module already loaded collects nothing."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "sub.py").write_text("X = 1\n")
    (tmp_path / "fresh.py").write_text("Y = 2\n")
    script = ("import sys, gc\n"
              "sys.path.insert(0, '%s'); sys.path.insert(0, '%s')\n"
              "import firmware, pkg\n"
              "def junk():\n"
              "    gc.collect()\n"
              "    base = gc.mem_alloc()\n"
              "    j = [bytearray(64) for i in range(200)]\n"
              "    j = None\n"
              "    return base\n"
              "out = []\n"
              "base = junk()\n"
              "import fresh\n"
              "out.append(gc.mem_alloc() < base + 4096)\n"
              "base = junk()\n"
              "from pkg import sub\n"
              "out.append(gc.mem_alloc() < base + 4096)\n"
              "base = junk()\n"
              "import fresh\n"
              "out.append(gc.mem_alloc() < base + 4096)\n"
              "print(*out)\n" % (tmp_path, ROOT))
    r = subprocess.run([MICROPYTHON, "-c", script], capture_output=True, text=True, timeout=60)
    assert r.stdout.split() == ["True", "True", "False"], r.stdout + r.stderr


def test_nothing_the_device_runs_imports_relatively():
    """The import hook of firmware/__init__.py is called, on CircuitPython 9 and 10, without
    the importer's globals: a relative import would be resolved against firmware. So lib/ and
    firmware/ import absolutely."""
    import ast
    found = []
    for top in ("lib", "firmware"):
        for here, _dirs, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith(".py"):
                    path = os.path.join(here, f)
                    with open(path) as fh:
                        tree = ast.parse(fh.read())
                    found += ["%s:%d" % (os.path.relpath(path, ROOT), n.lineno)
                              for n in ast.walk(tree)
                              if isinstance(n, ast.ImportFrom) and n.level]
    assert not found, "relative imports: %s" % ", ".join(found)


def test_lights_sound_and_backlight_on_micropython(tmp_path):
    """firmware.profiles and firmware.hardware on MicroPython with the PyBadge's NeoPixels and
    speaker (stand-ins of tests/mpfakes): a seat's colour, a sound note by note, the dimming
    and the waking press."""
    script = ("import sys\n"
              "for p in ('%s/tests/mpfakes', '%s/lib', '%s'): sys.path.insert(0, p)\n"
              "import board, neopixel_write\n"
              "board.NEOPIXEL = board.SPEAKER = board.SPEAKER_ENABLE = 'pin'\n"
              "from firmware import shell\n"
              "p = shell.start('%s', seed=1, clock=lambda: 0).app.profile\n"
              "p.show(0xFF5050)\n"
              "print(list(neopixel_write.buf[:3]), 'firmware.hardware' in sys.modules)\n"
              "p.play('turn')\n"
              "for t in range(0, 400, 20): p.tick(t, None)\n"
              "print(p.out.count, p.enable.value, p.display.brightness)\n"
              "p.tick(70000, None)\n"
              "print(p.display.brightness, list(neopixel_write.buf[:3]), p.tick(70020, 'A'))\n"
              "print(p.display.brightness, list(neopixel_write.buf[:3]))\n"
              % (ROOT, ROOT, ROOT, tmp_path))
    r = subprocess.run([MICROPYTHON, "-c", script], capture_output=True, text=True, timeout=60)
    assert r.stdout.split("\n")[:4] == [
        "[10, 31, 10] False",           # green, red, blue at an eighth; the opener dropped
        "2 False 1.0",                  # two notes played, then the amplifier off
        "0.05 [0, 0, 0] True",          # dimmed, lights off; a press only wakes
        "1.0 [10, 31, 10]"], r.stdout + r.stderr
