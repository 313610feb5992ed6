"""Karak game state: the data of a game (bytearrays and small ints, filled by karak.setup),
copies, the engine interface and the read API for the screens (see the package docstring).
The rules are in karak.rules and karak.fight, the map and the inventories in karak.board; the
texts (karak.text) and the position value (karak.botvalue) load only when asked for.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from gpcore.engine import State, OVER
from karak import board, rules

# Private copies of karak.data names (checked by the tests).
_NONE = const(255)
_P_OVER = const(8)
_E_HEALED = const(3)

_ARRAYS = ("hero", "pos", "prev", "hearts", "inv", "won", "tx", "ty", "tkind", "texit",
           "ttok", "stack", "bag", "pend", "fight", "cell")
_VALUES = ("expert", "curse", "nt", "ns", "nb", "phase", "turn", "first", "round", "steps",
           "moved", "ptile", "pdir", "need_curse", "go_on", "xwin")


class KarakState(State):
    def __init__(self, seats, seed, options, rng=None):
        State.__init__(self, seats, seed, options, rng)
        self.history = bytearray()   # action codes fit a byte: 1 byte per action, not a word

    def copy(self, history=True):
        """An independent copy; history=False leaves the action list out (bots' copies)."""
        c = KarakState(self.seats, self.seed, self.options, self.rng.copy())
        for k in _ARRAYS:
            setattr(c, k, bytearray(getattr(self, k)))
        for k in _VALUES:
            setattr(c, k, getattr(self, k))
        c.drops = list(self.drops)
        c.log = list(self.log)
        if history:
            c.history = bytearray(self.history)
        return c

    def observe(self, seat, rng):
        """As State.observe, on a copy without the action list (bots do not need it)."""
        c = self.copy(False)
        from gpcore.rng import Rng
        c.rng = Rng(rng.bits30())
        c._redeal(seat)
        return c

    def _redeal(self, seat):
        """The tile stack and the bag are the only hidden things."""
        for buf, n in ((self.stack, self.ns), (self.bag, self.nb)):
            part = buf[:n]
            self.rng.shuffle(part)
            buf[:n] = part

    # --- helpers of the rules ---------------------------------------------------------
    def able(self, seat, h):
        """True if the seat plays hero h and is not cursed (the curse removes abilities)."""
        return self.hero[seat] == h and self.curse != seat

    def heal(self, seat):
        """Full hearts and no curse (event E_HEALED if that changed anything)."""
        if self.hearts[seat] < board.HEARTS or self.curse == seat:
            self.say(_E_HEALED, seat)
        self.hearts[seat] = board.HEARTS
        if self.curse == seat:
            self.curse = _NONE

    def say(self, code, a=0, b=0, c=0):
        """Log event `code` (data.E_*) with up to three small arguments."""
        self.log.append(code | a << 5 | b << 11 | c << 17)

    def resume(self):
        rules.resume(self)

    # --- engine interface -------------------------------------------------------------
    def to_move(self):
        return OVER if self.phase == _P_OVER else self.turn

    def result(self):
        if self.phase != _P_OVER:
            return None
        return [board.points2(self, s) for s in range(self.seats)]

    def winners(self):
        if self.phase == _P_OVER and self.xwin != _NONE:
            return [self.xwin]
        return State.winners(self)

    def _legal(self):
        return rules.legal(self)

    def _do(self, a):
        rules.act(self, a)
        rules.settle(self)

    def evaluate(self, seat):
        from karak.botvalue import value
        return value(self, seat)

    def label(self, a):
        from karak import text
        return text.label(self, a)

    def hint(self, a):
        from karak import text
        return text.hint(self, a)

    def events(self):
        from karak import text
        return [text.event(self, e) for e in self.log]

    def score_sheet(self, seat):
        from karak import text
        return text.score_sheet(self, seat)

    # --- read API for the screens (see the package docstring) --------------------------
    def tile(self, t):
        """(x, y, kind, exits, token or NONE) of placed tile t (0 = start)."""
        x, y = board.xy(self, t)
        return x, y, self.tkind[t], self.texit[t], self.ttok[t]

    def tile_at(self, x, y):
        """Index of the tile at x, y or None."""
        return board.at(self, x, y)

    def dropped(self, t):
        """Items (token indexes) lying on tile t, one entry per item."""
        return [d & 15 for d in self.drops if d >> 4 == t]

    def bounds(self):
        """(min x, min y, max x, max y) of the placed tiles."""
        xs = [x - 128 for x in self.tx[:self.nt]]
        ys = [y - 128 for y in self.ty[:self.nt]]
        return min(xs), min(ys), max(xs), max(ys)

    def inventory(self, seat):
        return board.items(self, seat)

    def points2(self, seat):
        return board.points2(self, seat)

    def unconscious(self, seat):
        return self.hearts[seat] == 0
