"""Goblin Vaults bot figures: win rate against random bots by seat count, solo win rate
against Glavrun per level, and the bot's time per decision (median and max, CPython).

  python tools/goblin_vaults_bench.py [--games 100]
"""
import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

import goblin_vaults as game  # noqa: E402
from gpcore.bots import RandomBot  # noqa: E402


class Timed:
    """Wraps a bot and records the time of each decision that had a real choice."""

    def __init__(self, bot, times):
        self.bot = bot
        self.times = times

    def choose(self, state):
        t = time.perf_counter()
        a = self.bot.choose(state)
        if len(state.actions()) > 1:
            self.times.append(time.perf_counter() - t)
        return a


def run(seats, games, level, times):
    wins = 0
    for g in range(games):
        st = game.new_game(seats, 1000 + g, bytes((level, 0)))
        bots = [RandomBot(77 + g * 5 + i) for i in range(seats)]
        me = g % seats
        bots[me] = Timed(game.make_bot(1, g), times)
        while not st.over():
            st.apply(bots[st.to_move()].choose(st))
        if st.winners() == [me]:
            wins += 1
    return wins


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100)
    a = p.parse_args()
    times = []
    for seats in (2, 3, 4, 5):
        w = run(seats, a.games, 0, times)
        print("%d seats: bot won %d of %d against random bots" % (seats, w, a.games))
    for level, name in enumerate(game.OPTIONS[0][1]):
        w = run(1, a.games, level, times)
        print("solo %s: bot beat Glavrun %d of %d" % (name, w, a.games))
    times.sort()
    print("decisions %d, median %.2f ms, 90%% %.2f ms, 99%% %.2f ms, max %.2f ms" % (
        len(times), 1000 * times[len(times) // 2], 1000 * times[len(times) * 9 // 10],
        1000 * times[len(times) * 99 // 100], 1000 * times[-1]))


if __name__ == "__main__":
    main()
