"""Smallest MicroPython heap for a full Goblin Vaults bot game (the engine, its bot and the
gpcore helpers imported from lib/, compiled from source as on the device).

  python tools/goblin_vaults_heap.py [--seats 1 2 5] [--low 56] [--high 128] [--step 2]

Prints, per seat count, every heap size tried as + (the game ran) or - (MemoryError). The
heap fragments, so the outcome is not monotonic: read "smallest seen" and "fits from".
Note: the unix MicroPython is 64-bit; a 32-bit board needs noticeably less for the same code.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")

SCRIPT = """
import sys
sys.path.insert(0, %r)
import goblin_vaults as game
from gpcore.bots import play_out
seats = int(sys.argv[1])
st = game.new_game(seats, 5, bytes((1, 0)))
play_out(st, [game.make_bot(1, s) for s in range(seats)])
print("ok", st.result())
"""


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seats", type=int, nargs="+", default=[1, 2, 5])
    p.add_argument("--low", type=int, default=56)
    p.add_argument("--high", type=int, default=128)
    p.add_argument("--step", type=int, default=2)
    a = p.parse_args()
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(SCRIPT % os.path.join(ROOT, "lib"))
    try:
        for seats in a.seats:
            marks = []
            ok = []
            for kb in range(a.low, a.high + 1, a.step):
                r = subprocess.run([MICROPYTHON, "-X", "heapsize=%dK" % kb, f.name, str(seats)],
                                   capture_output=True, text=True)
                good = r.returncode == 0 and r.stdout.startswith("ok")
                marks.append("%d%s" % (kb, "+" if good else "-"))
                ok.append(good)
            fits = None
            for i in range(len(ok) - 1, -1, -1):
                if not ok[i]:
                    break
                fits = a.low + i * a.step
            seen = [a.low + i * a.step for i in range(len(ok)) if ok[i]]
            print("seats %d: %s" % (seats, " ".join(marks)))
            print("  smallest seen %sK, fits from %sK" % (seen[0] if seen else "-",
                                                          fits if fits else "-"))
    finally:
        os.unlink(f.name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
