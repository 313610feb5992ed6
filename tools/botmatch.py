"""Play a game's bot against the random bot and print its win rate.

  python tools/botmatch.py GAME [--games 200] [--seats 2] [--seed 1]

Seeded games, the bot's seat alternating; a shared win counts as a win for the bot only when
the random bot does not share it. Prints `win rate NN%`.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

from gpcore import catalog  # noqa: E402
from gpcore.bots import RandomBot, play_out  # noqa: E402


def match(game, games, seats, seed):
    wins = 0
    for g in range(games):
        bot_seat = g % seats
        state = game.new_game(seats, seed + g, bytes(len(game.OPTIONS)))
        bots = [RandomBot(seed * 7 + g * 13 + i) for i in range(seats)]
        bots[bot_seat] = game.make_bot(1, seed + g)
        play_out(state, bots)
        w = state.winners()
        if w == [bot_seat]:
            wins += 1
    return wins


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    game = catalog.load(a.game)
    wins = match(game, a.games, a.seats, a.seed)
    print("%s: bot won %d of %d" % (a.game, wins, a.games))
    print("win rate %d%%" % (wins * 100 // a.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
