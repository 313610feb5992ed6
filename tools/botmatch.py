"""Play a game's bot against the random bot and print its win rate.

  python tools/botmatch.py GAME [--games 200] [--seats 2] [--seed 1]
  python tools/botmatch.py GAME --selfplay [--games 50] [--seats 4]

Seeded games, the bot's seat alternating; a shared win counts as a win for the bot only when
the random bot does not share it. Prints `win rate NN%`. With --selfplay every seat is the
bot, and it prints the median number of its own turns the (first) winner took: a turn is a
run of actions of one seat.
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


def winner_turns(game, games, seats, seed):
    """Own turns of the first winner in each all-bot game."""
    out = []
    for g in range(games):
        state = game.new_game(seats, seed + g, bytes(len(game.OPTIONS)))
        bots = [game.make_bot(1, seed + g + i) for i in range(seats)]
        movers = []
        while not state.over():
            seat = state.to_move()
            if not movers or movers[-1] != seat:
                movers.append(seat)
            state.apply(bots[seat].choose(state))
        w = state.winners()
        if w:
            out.append(movers.count(w[0]))
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--selfplay", action="store_true")
    a = p.parse_args(argv)
    game = catalog.load(a.game)
    if a.selfplay:
        turns = sorted(winner_turns(game, a.games, a.seats, a.seed))
        print("%s: %d bots, %d games: the winner's own turns median %s (min %d, max %d)"
              % (a.game, a.seats, a.games, turns[len(turns) // 2] if len(turns) % 2 else
                 (turns[len(turns) // 2 - 1] + turns[len(turns) // 2]) / 2,
                 turns[0], turns[-1]))
        return 0
    wins = match(game, a.games, a.seats, a.seed)
    print("%s: bot won %d of %d" % (a.game, wins, a.games))
    print("win rate %d%%" % (wins * 100 // a.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
