"""Karak game state: the data of a game (bytearrays and small ints, filled by karak.setup),
copies, the engine interface and the read API for the screens (see the package docstring).
The rules are in karak.rules and karak.fight, the map and the inventories in karak.board; the
texts and most of the read API (karak.text) and the position value (karak.botvalue) load only
when asked for.
"""
from gpcore import const

from gpcore.engine import State, OVER
from karak import board, rules

# Private copies of karak.data names (checked by the tests).
_NONE = const(255)
_P_OVER = const(8)

_ARRAYS = ("hero", "pos", "prev", "hearts", "inv", "won", "txy", "tkind", "texit", "ttok",
           "stack", "bag", "pend", "fight")
_VALUES = ("expert", "curse", "nt", "ns", "nb", "phase", "turn", "first", "round", "steps",
           "moved", "pdir", "need_curse", "go_on", "xwin")


class KarakState(State):
    """A Karak game; karak.setup fills a new one. Action codes fit a byte, so the history is
    a bytearray (1 byte per action, not a word). Labels, hints, events and the rest of the
    read API for the screens (see the package docstring) are functions of karak.text, loaded
    on first use (LAZY)."""

    LAZY = ("karak.text",)

    def copy(self):
        """An independent copy (gpcore's observe() makes its thinking copies with this)."""
        c = KarakState(self.seats, self.seed, self.options, self.rng.copy())
        for k in _ARRAYS:
            setattr(c, k, bytearray(getattr(self, k)))
        for k in _VALUES:
            setattr(c, k, getattr(self, k))
        c.drops = list(self.drops)
        c.history = bytearray(self.history)
        c.log = list(self.log)
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

    def say(self, code, a=0, b=0, c=0):
        """Log event `code` (data.E_*) with up to three small arguments."""
        self.log.append(code | a << 5 | b << 11 | c << 17)

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
        from gpcore.defaults import winners
        return winners(self)

    _legal = rules.legal

    def _do(self, a):
        rules.act(self, a)
        rules.settle(self)

    def evaluate(self, seat):
        from karak.botvalue import value
        return value(self, seat)
