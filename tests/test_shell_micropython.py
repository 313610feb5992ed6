"""The shell under a real MicroPython (stand-in displayio, keypad and board from
tests/mpfakes): set up, play, save, power cut, resume, finish, all within a capped heap."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")
HEAP = "144K"       # passes at 124K; the unix port is 64-bit: a SAMD51 needs less
# The run interns 620 names, all that the qstr table's five pools hold: one name more
# allocates a sixth pool (7.4 KB here) in the middle of the heap, and the run then needs
# about 156K. A new name in the shell costs that much here until a game brings its own.


def test_shell_runs_on_micropython(tmp_path):
    r = subprocess.run([MICROPYTHON, "-X", "heapsize=" + HEAP,
                        os.path.join(ROOT, "tests", "mp_shell_run.py"), ROOT, str(tmp_path)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("OK"), r.stdout
    assert os.listdir(tmp_path) == ["last.gps"]      # the finished game
