"""Play a game's bot against the random bot and print its win rate.

  python tools/botmatch.py GAME [--games 200] [--seats 2] [--seed 1]
  python tools/botmatch.py GAME --selfplay [--games 50] [--seats 4]

Seeded games, the bot's seat alternating; a shared win counts as a win for the bot only when
the random bot does not share it. Prints `win rate NN%`. With --selfplay every seat is the
bot, and it prints the median number of its own turns the (first) winner took (a turn is a
run of actions of one seat), how the games ended (by the dragon, by the round cap of the
game's codes.ROUND_CAP, otherwise), the median rounds (the round a game ended in, as its
screen counts them: its progress()) and the bot's time per decision with a real choice
(CPython). A game whose checks module declares SIDES (names) and sides(state) (for each seat,
a weight per side at the end of a game: Gosu's clans, each goblin of the army counted by its
level) also gets each side's win rate, each seat counted by its share of each side (its weights
over their sum; a seat with an empty army counts for none), against the fair 100 / seats.
Gosu's balance, both figures (median rounds within 3 to 6, every clan within 5 points of fair):

  python tools/botmatch.py gosu --selfplay --games 400 --seats 4

A game whose checks module declares TEAM_SEATS (seat 0 alone against a team: Karth's Dungeon
Master) also gets, after the win rate against the random bot, the share of bot-vs-bot games
seat 0's side won at each of those seat counts (a balance figure: 40-60% is the aim). A game
not yet in the catalog (gpcore.catalog) is loaded by its package's name.
"""
import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

from gpcore import catalog  # noqa: E402
from gpcore.bots import RandomBot  # noqa: E402
from gpcore.rollout import play_out  # noqa: E402


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


def load(name):
    """The game called `name`: the catalog's, else the package of that name in lib/."""
    try:
        return catalog.load(name)
    except ValueError:
        return __import__(name)


def team_rate(game, games, seats, seed):
    """The share (%) of seeded bot-vs-bot games at `seats` seats that seat 0's side won."""
    won = 0
    for g in range(games):
        state = game.new_game(seats, seed + g, bytes(len(game.OPTIONS)))
        play_out(state, [game.make_bot(1, seed + g + i) for i in range(seats)])
        won += 0 in state.winners()
    return 100 * won // games


def round_cap(game):
    """The game's round cap (codes.ROUND_CAP), or None."""
    return getattr(__import__(game.NAME + ".codes").codes, "ROUND_CAP", None)


def ending(game, state, cap):
    """How a finished game ended: "by the cap" when it reached its round cap `cap` (None: it
    has none), "by the dragon" when the game's why() says so (Karak), else "otherwise"."""
    if cap is not None and state.round >= cap:
        return "by the cap"
    why = getattr(game, "why", None)
    if why is not None and why(state).endswith("the dragon"):
        return "by the dragon"
    return "otherwise"


def shown_round(state):
    """The round a game is in as its screen counts it: the number after "R" of its progress()
    ("R3", "R3/9"), else its round + 1."""
    progress = getattr(state, "progress", None)
    text = progress() if progress else ""
    if text.startswith("R"):
        return int(text[1:].split("/")[0])
    return state.round + 1


def checks_of(game):
    """The game's checks module, or None."""
    try:
        return __import__(game.NAME + ".checks").checks
    except ImportError:
        return None


def sides_of(game):
    """The game's checks module if it declares SIDES and sides(state), else None."""
    checks = checks_of(game)
    return checks if hasattr(checks, "SIDES") else None


def selfplay(game, games, seats, seed):
    """All-bot games: the own turns of the first winner of each, how each ended, the round
    each ended in (none for a game without rounds), the bot's seconds per decision that
    had a choice, and per side (sides_of) [weighted wins, weight]."""
    turns, ends, rounds, times = [], [], [], []
    cap = round_cap(game)
    checks = sides_of(game)
    wins = [[0, 0] for _ in checks.SIDES] if checks else []
    for g in range(games):
        state = game.new_game(seats, seed + g, bytes(len(game.OPTIONS)))
        bots = [game.make_bot(1, seed + g + i) for i in range(seats)]
        movers = []
        while not state.over():
            seat = state.to_move()
            if not movers or movers[-1] != seat:
                movers.append(seat)
            t = time.perf_counter()
            a = bots[seat].choose(state)
            if len(state.actions()) > 1:
                times.append(time.perf_counter() - t)
            state.apply(a)
        w = state.winners()
        if w:
            turns.append(movers.count(w[0]))
        ends.append(ending(game, state, cap))
        if hasattr(state, "round"):
            rounds.append(shown_round(state))
        if checks and w:
            for s, weights in enumerate(checks.sides(state)):
                total = sum(weights) or 1
                for k, wt in enumerate(weights):
                    wins[k][0] += wt / total * (s in w) / len(w)
                    wins[k][1] += wt / total
    return turns, ends, rounds, times, wins


def median(xs):
    """The median of numbers (the mean of the middle two for an even count)."""
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--selfplay", action="store_true")
    a = p.parse_args(argv)
    game = load(a.game)
    if a.selfplay:
        turns, ends, rounds, times, wins = selfplay(game, a.games, a.seats, a.seed)
        print("%s: %d bots, %d games: the winner's own turns median %s (min %d, max %d)"
              % (a.game, a.seats, a.games, median(turns), min(turns), max(turns)))
        kinds = ("by the dragon",) if getattr(game, "why", None) else ()
        if round_cap(game) is not None:
            kinds += ("by the cap",)
        print("ended: " + ", ".join("%d %s" % (ends.count(e), e)
                                    for e in kinds + ("otherwise",)))
        if rounds:
            print("rounds: median %s (min %d, max %d)" % (median(rounds), min(rounds),
                                                         max(rounds)))
        print("bot time per decision: median %.2f ms, max %.2f ms (CPython, %d decisions)"
              % (1000 * median(times), 1000 * max(times), len(times)))
        if wins:
            print("win rate by side, weighted by its share of each army (fair %.1f%%): %s"
                  % (100 / a.seats, ", ".join(
                      "%s %.1f%%" % (name, 100 * won / (weight or 1))
                      for name, (won, weight) in zip(sides_of(game).SIDES, wins))))
        return 0
    wins = match(game, a.games, a.seats, a.seed)
    print("%s: bot won %d of %d" % (a.game, wins, a.games))
    print("win rate %d%%" % (wins * 100 // a.games))
    counts = getattr(checks_of(game), "TEAM_SEATS", ())
    if counts:
        print("bot vs bot, seat 0's side won: " + ", ".join(
            "%d%% at %d seats" % (team_rate(game, a.games, n, a.seed), n) for n in counts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
