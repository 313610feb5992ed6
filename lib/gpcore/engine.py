"""The one engine interface every game implements (see README "Engine interface")."""
# A game module (lib/<game>/__init__.py) exposes:
#   NAME, TITLE, MIN_SEATS, MAX_SEATS, OPTIONS, RULES, new_game(seats, seed, options), and a
#   bot factory make_bot(level).
# OPTIONS is a tuple of (label, (choice labels...)); an options value is a bytes-like list of
# choice indexes, one per option. RULES is a tuple of short lines for the pause menu.
#
# State subclasses implement _legal(), _do(a), label(a), and may override hint(a), observe(seat),
# result(). Every decision is one small int action; randomness only from self.rng.
OVER = -1  # to_move() once the game has ended


def _to_implement(self, *args):
    raise NotImplementedError("a game's State must implement this")


class State:
    """Base class of a game state. Subclasses keep their data in bytearrays and small ints."""

    def __init__(self, seats, seed, options, rng=None):
        """seats: number of seats; seed: int below 2**30; options: choice index per option;
        rng: a test may pass a ScriptedRng for fixed dice."""
        from gpcore.rng import Rng
        self.seats = seats
        self.seed = seed
        self.options = bytes(options)
        self.rng = rng if rng is not None else Rng(seed)
        self.log = []        # events of the last apply(), short strings
        self.history = []    # every action applied since new_game, for saves and replay

    # --- to implement -----------------------------------------------------------------
    # to_move()  seat that decides now, or OVER
    # _legal()   list of legal action codes (never empty while not over)
    # _do(a)     apply a legal action; append what it caused to self.log
    # label(a)   menu text for action a: at most 20 characters
    # copy()     an independent copy (own rng copy, own bytearrays, own history list)
    # copy_into(c)  optional: overwrite c, an earlier copy, in place but for its rng and
    #            history (for observe(into=c))
    # result()   final scores, one int per seat (higher is better); None while playing
    # (one shared stub: a function object per method would cost heap on the device)
    to_move = _legal = _do = label = copy = copy_into = result = _to_implement

    # --- provided ---------------------------------------------------------------------
    def hint(self, a):
        """One line (at most 26 characters) explaining action a; empty if none."""
        return ""

    def actions(self):
        if self.to_move() == OVER:
            return []
        return self._legal()

    def apply(self, a):
        """Apply action a. An illegal code raises ValueError and leaves the state unchanged."""
        if self.to_move() == OVER:
            raise ValueError("the game is over")
        if a not in self._legal():
            raise ValueError("illegal action %r" % (a,))
        self.log = []
        self._do(a)
        self.history.append(a)

    def events(self):
        """What the last action caused (dice, reveals, scores), for the screen."""
        return self.log

    def over(self):
        return self.to_move() == OVER

    def winners(self):
        """Seats that share the win, from result() and the game's tie-break."""
        r = self.result()
        if r is None:
            return []
        best = max(r)
        return [i for i in range(len(r)) if r[i] == best]

    def observe(self, seat, rng, into=None):
        """A copy for `seat` to think on: everything that seat cannot see is re-dealt with the
        caller's generator `rng`, and the copy gets a fresh generator from it, so that no
        future die or draw of the real game can be read. Never touches self.rng.
        Games with hidden cards override _redeal(). into: an earlier observed copy of this game
        to overwrite in place (copy_into()) instead of a new copy, for games that implement
        copy_into(): a bot can think on one scratch state."""
        from gpcore.rng import Rng
        if into is not None:
            self.copy_into(into)
            c = into
        else:
            history = self.history
            self.history = []   # a thinking copy keeps no record (and saves copying it)
            try:
                c = self.copy()
            finally:
                self.history = history
            c.history = []      # never the real list, even if copy() shares it
        c.rng = Rng(rng.bits30())
        c._redeal(seat)
        return c

    def _redeal(self, seat):
        """Shuffle what `seat` cannot see (other hands, the deck) using self.rng."""
        pass

    def evaluate(self, seat):
        """Heuristic value of the position for `seat` (bigger is better); used by bots."""
        r = self.result()
        if r is None:
            return 0
        best_other = 0
        for i in range(len(r)):
            if i != seat and r[i] > best_other:
                best_other = r[i]
        return r[seat] - best_other

    def private_seat(self):
        """Seat whose secrets the screen may show now (the seat to move by default)."""
        return self.to_move()


def replay(game, seats, seed, options, actions):
    """Rebuild a state from its save: new game, then every action in order."""
    s = game.new_game(seats, seed, options)
    for a in actions:
        s.apply(a)
    return s
