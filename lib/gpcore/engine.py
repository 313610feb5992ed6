"""The one engine interface every game implements (see README "Engine interface")."""
# A game module (lib/<game>/__init__.py) exposes:
#   NAME, TITLE, MIN_SEATS, MAX_SEATS, OPTIONS, RULES, new_game(seats, seed, options), and a
#   bot factory make_bot(level).
# OPTIONS is a tuple of (label, (choice labels...)) or (label, (choice labels...), (min seats,
# max seats)): an option with seat counts applies only to those (setup shows it only then);
# an options value is a bytes-like list of choice indexes, one per option. RULES is a tuple of short lines for the pause menu.
#
# A game's State subclass implements, as methods or in its LAZY modules:
#   to_move()  seat that decides now, or OVER
#   _legal()   the legal action codes, a list or an array (never empty while not over)
#   _do(a)     apply a legal action; append what it caused to self.log
#   label(a)   menu text for action a: at most 20 characters
#   result()   final scores, one int per seat (higher is better); None while playing
#   copy()     an independent copy (own rng copy, own bytearrays, own history list), for
#              observe()
# and may replace the defaults of gpcore.defaults (hint, events, winners, observe, _redeal,
# evaluate, private_seat). Every decision is one small int action; randomness only from
# self.rng.
OVER = -1  # to_move() once the game has ended


class State:
    """Base class of a game state. Subclasses keep their data in bytearrays and small ints.

    Only what every action needs is defined here. Any other method is found by __getattr__:
    first as a function f(state, *args) of a module named in the class's LAZY tuple, then of
    gpcore.defaults, each module imported on first use. So the screens' texts and read API,
    the copies for observe() and a bot's evaluation take no heap until something asks."""

    LAZY = ()

    def __init__(self, seats, seed, options, rng=None):
        """seats: number of seats; seed: int below 2**30; options: choice index per option;
        rng: a test may pass a ScriptedRng for fixed dice."""
        from gpcore.rng import Rng
        self.seats = seats
        self.seed = seed
        self.options = bytes(options)
        self.rng = rng if rng is not None else Rng(seed)
        self.log = []        # events of the last apply(), short strings or codes
        self.history = []    # every action applied since new_game, for saves and replay

    def actions(self):
        if self.to_move() == OVER:
            return []
        return self._legal()

    def apply(self, a):
        """Apply action a. An illegal code raises ValueError and leaves the state unchanged."""
        if self.to_move() == OVER:
            raise ValueError("the game is over")
        for x in self._legal():     # a list or an array (MicroPython's has no `in`)
            if x == a:
                break
        else:
            raise ValueError("illegal action %r" % (a,))
        self.log = []
        self._do(a)
        self.history.append(a)

    def over(self):
        return self.to_move() == OVER

    def __getattr__(self, name):
        if name[:2] != "__":
            for module in self.LAZY + ("gpcore.defaults",):
                f = getattr(__import__(module, None, None, ("_",)), name, None)
                if f is not None:
                    return lambda *args: f(self, *args)
        raise AttributeError(name)
