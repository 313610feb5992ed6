"""A tiny hidden-hand game for the shell's tests ("Goblin Grab"), on the engine interface.

Each seat holds 3 (or 6) secret cards (from 1..25). Every round all seats choose a card in
secret, one seat after another (so the seat to move changes in the middle of a round); then
the cards are shown and the highest card not tied wins the sum of the cards played. After 3
(or 2) rounds the most points wins.
"""
from gpcore.engine import State, OVER
from gpcore.bots import RandomBot
from gpcore.rollout import GreedyBot
from gpcore.zonecopy import fork

NAME = "grabgame"
TITLE = "Goblin Grab"
MIN_SEATS = 2
MAX_SEATS = 4
OPTIONS = (("Rounds", ("3", "2")), ("Hand", ("3", "6")))
RULES = ("Everyone holds 3 cards.", "Each round all choose one", "card in secret.",
         "Highest untied card wins", "the sum of all cards.", "Most points wins.",
         "Line 7", "Line 8", "Line 9", "Line 10", "Line 11 (last)")


class GrabState(State):
    def __init__(self, seats, seed, options, rng=None):
        State.__init__(self, seats, seed, options, rng)
        self.rounds = 2 if self.options[0] else 3
        self.size = 6 if self.options[1] else 3
        self.round = 0
        deck = bytearray(range(1, 26))
        self.rng.shuffle(deck)
        self.hands = bytearray(deck[:seats * self.size])
        self.deck = bytearray(deck[seats * self.size:])
        self.picks = bytearray(seats)
        self.scores = [0] * seats
        self.wins = [0] * seats

    def to_move(self):
        if self.round >= self.rounds:
            return OVER
        for i in range(self.seats):
            if not self.picks[i]:
                return i
        return OVER

    def hand(self, seat):
        return [c for c in self.hands[seat * self.size:(seat + 1) * self.size] if c]

    def _legal(self):
        return sorted(self.hand(self.to_move()))

    def _do(self, a):
        seat = self.to_move()
        base = seat * self.size
        for k in range(base, base + self.size):
            if self.hands[k] == a:
                self.hands[k] = 0
                break
        self.picks[seat] = a
        if self.to_move() == OVER:
            self._reveal()

    def _reveal(self):
        cards = list(self.picks)
        self.log.append("Cards: " + " ".join(str(c) for c in cards))
        best = 0
        for c in cards:
            if cards.count(c) == 1 and c > best:
                best = c
        if best:
            w = cards.index(best)
            self.scores[w] += sum(cards)
            self.wins[w] += 1
            self.log.append("Seat %d wins %d" % (w + 1, sum(cards)))
        else:
            self.log.append("All tied: nobody wins")
        self.picks = bytearray(self.seats)
        self.round += 1

    def label(self, a):
        return "Play %d" % a

    def public_label(self, a):
        return "chose a card"

    def hint(self, a):
        return "Show %d when all chose" % a

    def view_lines(self, seat):
        lines = ["Round %d/%d" % (min(self.round + 1, self.rounds), self.rounds),
                 "Points " + " ".join(str(s) for s in self.scores)]
        if seat is None:
            lines.append("Hands hidden")
        else:
            lines.append("Hand " + " ".join(str(c) for c in sorted(self.hand(seat))))
        lines.append("Chosen %d/%d" % (sum(1 for p in self.picks if p), self.seats))
        return lines

    def copy(self):
        c = GrabState(self.seats, self.seed, self.options)
        c.round = self.round
        c.rng = fork(self.rng)
        c.hands = bytearray(self.hands)
        c.deck = bytearray(self.deck)
        c.picks = bytearray(self.picks)
        c.scores = list(self.scores)
        c.wins = list(self.wins)
        c.log = list(self.log)
        c.history = list(self.history)
        return c

    def _redeal(self, seat):
        hidden = [k for k in range(len(self.hands))
                  if self.hands[k] and k // self.size != seat]
        pool = bytearray([self.hands[k] for k in hidden]) + self.deck
        self.rng.shuffle(pool)
        for i in range(len(hidden)):
            self.hands[hidden[i]] = pool[i]
        self.deck = bytearray(pool[len(hidden):])

    def result(self):
        return list(self.scores) if self.over() else None

    def evaluate(self, seat):
        best = max(self.scores[i] for i in range(self.seats) if i != seat)
        return self.scores[seat] - best

    def score_sheet(self, seat):
        return [("Rounds won", self.wins[seat]), ("Total", self.scores[seat])]


def new_game(seats, seed, options, rng=None):
    return GrabState(seats, seed, options, rng)


def make_bot(level, seed):
    return GreedyBot(seed) if level else RandomBot(seed)
