"""The one engine interface every game implements (see lib/gpcore/README.md)."""
# A game module (lib/<game>/__init__.py) exposes:
#   NAME, TITLE, MIN_SEATS, MAX_SEATS, OPTIONS, RULES, new_game(seats, seed, options), and a
#   bot factory make_bot(level, seed). Its module `checks` (lib/<game>/checks.py: only the
#   tests load it, so it takes no heap on the device) declares the facts the conformance suite
#   (tests/test_conformance.py) runs the game from: HIDDEN (True if a seat cannot see
#   everything, so that observe() re-deals something), SHORTEST (no whole game has fewer
#   actions: the suite spaces its probes by it) and, where the game has them,
#   invariants(state), asserts the suite makes after every action.
#   Optional: PERSON_SEAT, the seat the setup screen offers to a person (the others to bots;
#   0 when absent).
# OPTIONS is a tuple of (label, (choice labels...)) or (label, (choice labels...), (min seats,
# max seats)): an option with seat counts applies only to those (setup shows it only then);
# an options value is a bytes-like list of choice indexes, one per option. RULES is a tuple
# of short lines for the pause menu.
#
# A game's State subclass implements, as methods or in the modules of its LAZY table:
#   to_move()  seat that decides now, or OVER
#   _legal()   the legal action codes, a list or an array (never empty while not over)
#   _do(a)     apply a legal action; log what it caused by self.say(kind, ...) (gpcore.events)
#   label(a)   menu text for action a, in words: a screen fits it to its width by shortening
#              words (firmware.ui.fit); on the 160x128 screen (25 columns) no word may be lost
#   result()   final scores, one int per seat (higher is better); None while playing
#   copy()     an independent copy (own rng copy, gpcore.zonecopy.fork(rng), own bytearrays,
#              own history list), for observe()
# and may replace the defaults of gpcore.defaults (hint, events, winners, observe, _redeal,
# evaluate) and State's private_seat() (the seat to move), and may add progress(): how far the
# game got, at most 6 characters ("R3/9"), kept in its save for the title's list. A rollout
# bot needs the game's own evaluate(): the default one says 0 until the game is over. Every
# decision is one small int action; randomness only from self.rng. An action that shows
# something hidden without a draw (a card off a pile shuffled at setup) adds 1 to self.rng.n,
# as a draw does: undo never goes back past it.
# A step that only takes back a half-made choice (a bid's card, a move's first step, a step of
# an effect program) is one action code, named by the State subclass as its class attribute
# BACK (State has none: gpcore.bots reads it from the class, so a game without Back holds no
# attribute for it): bots never take it as a move of their own (gpcore.bots), and
# gpcore.effects offers it between a step's choices. A game where a seat may give up names that
# action CONCEDE the same way: bots never take it either (a random bot would give games away).
OVER = -1  # to_move() once the game has ended


class State:
    """Base class of a game state. Subclasses keep their data in bytearrays and small ints.

    Only what every action needs is defined here. Any other method is found by __getattr__
    (gpcore.lazy, loaded at the first miss) in the class's LAZY table: pairs of a module and
    the names of the functions f(state, *args) it serves, in order; the module is imported
    when one of its names is first asked for. After the table gpcore.lazy looks in
    gpcore.defaults (its pair is held there, not here: a bot game never asks), whose
    functions stand in for state methods a game lacks. So the screens' texts and read API,
    the copies for observe() and a bot's evaluation take no heap until something asks, and
    a name that no module declares (an optional hook the game lacks) imports none of them.
    The names are one string, each between spaces: a tuple of names would intern each one
    at import (measured: 2 KB more for Karak from .mpy, where the interpreter's name table
    then grows a pool). State.LAZY is empty (a subclass's `+ State.LAZY` adds nothing)."""

    LAZY = ()

    # seats: number of seats; seed: int below 2**30; options: choice index per option; rng: a
    # test may pass a ScriptedRng for fixed dice. (A comment, not a docstring: the lines
    # between the def and the code are counted in the code's line table, which took it a few
    # bytes over a 16-byte heap block.)
    def __init__(self, seats, seed, options, rng=None):
        import gpcore.rng
        self.seats = seats
        self.seed = seed
        self.options = bytes(options)
        self.rng = rng or gpcore.rng.Rng(seed)
        self.log = []        # events of the last apply(), ints (say(); gpcore.events)
        self.history = []    # every action applied since new_game, for saves and replay

    def actions(self):
        if self.to_move() == OVER:
            return []
        return self._legal()

    def apply(self, a):
        """Apply action a. An illegal code (any, once the game is over) raises ValueError and
        leaves the state unchanged."""
        for x in self.actions():    # a list or an array (MicroPython's has no `in`)
            if x == a:
                break
        else:
            raise ValueError("illegal action %r" % (a,))
        self.log = []
        self._do(a)
        self.history.append(a)

    def over(self):
        return self.to_move() == OVER

    def private_seat(self):
        """Seat whose secrets the screen may show now (the seat to move by default), or None
        for a public decision (no pass screen). Here, not in gpcore.defaults: the shell asks
        at every decision, and that module would be loaded for it alone."""
        return self.to_move()

    def say(self, kind, a=0, b=0, c=0):
        """Log an event (gpcore.events): its kind (< 32) and up to three values (< 256)."""
        self.log.append(kind | a << 5 | b << 13 | c << 21)

    def __getattr__(self, name):
        from gpcore.lazy import method     # loaded at the first miss: a bot game needs none
        return method(self, name)
