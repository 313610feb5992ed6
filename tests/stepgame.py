"""A tiny game of several decisions per turn for the undo tests ("Goblin Steps").

On a turn a seat may step (+1 point, as often as it likes: nothing hidden, no chance), roll
a die (chance: + the roll), peek (the top card of a pile shuffled at setup goes to its
points: something hidden shown, told to gpcore.rng by Rng.n) or end the turn. The game ends
after 3 turns each; most points wins.
"""
from gpcore.engine import State, OVER
from gpcore.bots import RandomBot

NAME = "stepgame"
TITLE = "Goblin Steps"
MIN_SEATS = 2
MAX_SEATS = 3
OPTIONS = ()
RULES = ("Step, roll or peek,", "then end your turn.")
STEP, ROLL, PEEK, END = 0, 1, 2, 3
LABELS = ("Step", "Roll a die", "Peek a card", "End turn")


class StepState(State):
    def __init__(self, seats, seed, options, rng=None):
        State.__init__(self, seats, seed, options, rng)
        self.pile = bytearray(range(1, 11))
        self.rng.shuffle(self.pile)
        self.points = [0] * seats
        self.turn = 0
        self.turns = 0

    def to_move(self):
        return OVER if self.turns >= 3 * self.seats else self.turn

    def _legal(self):
        return [STEP, ROLL, PEEK, END] if self.pile else [STEP, ROLL, END]

    def _do(self, a):
        seat = self.turn
        if a == STEP:
            self.points[seat] += 1
        elif a == ROLL:
            d = self.rng.die(6)
            self.points[seat] += d
            self.log.append("rolls %d" % d)
        elif a == PEEK:
            c = self.pile.pop()
            self.rng.n += 1
            self.points[seat] += c
            self.log.append("finds %d" % c)
        else:
            self.turn = (seat + 1) % self.seats
            self.turns += 1

    def label(self, a):
        return LABELS[a]

    def view_lines(self, seat):
        return ["Points " + " ".join(str(p) for p in self.points)]

    def result(self):
        return list(self.points) if self.over() else None


def new_game(seats, seed, options, rng=None):
    return StepState(seats, seed, options, rng)


def make_bot(level, seed):
    return RandomBot(seed)
