"""Play whole Karak games with the good bot in every seat and print the time per decision
(decisions with a single legal action count too). Runs on CPython and on MicroPython; run it
from the repository root:

  python tools/karak_check.py [games] [seats]
  micropython -X heapsize=96K tools/karak_check.py 1 5

tools/memcheck.py finds the smallest heap; tools/botmatch.py gives the win rate.
"""
import sys
import time

sys.path.insert(0, "lib")

import karak  # noqa: E402


def _ms():
    if hasattr(time, "ticks_us"):
        return time.ticks_us() / 1000
    return time.perf_counter() * 1000


def main(games, seats):
    total = 0.0
    worst = 0.0
    n = 0
    for g in range(games):
        bots = [karak.make_bot(1, g * 10 + i) for i in range(seats)]
        s = karak.new_game(seats, g + 1, bytes(len(karak.OPTIONS)))
        while not s.over():
            t0 = _ms()
            a = bots[s.to_move()].choose(s)
            dt = _ms() - t0
            s.apply(a)
            total += dt
            worst = max(worst, dt)
            n += 1
        print("game %d: %d actions, round %d, scores %s" % (g + 1, n, s.round, s.result()))
    print("decisions %d, mean %.2f ms, worst %.2f ms" % (n, total / n, worst))


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else 3, int(args[1]) if len(args) > 1 else 2)
