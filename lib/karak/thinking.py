"""Copies of a Karak state for observe() and a position's value for rollout bots (evaluate).

Functions of KarakState through its LAZY modules (gpcore.engine): the game's own bot decides
on the real state (karak.bot), so a bot game never loads this module."""
from gpcore.zonecopy import fork
from karak import board
from karak.bot import POINT, inv_value

_ARRAYS = ("hero", "pos", "prev", "hearts", "inv", "won", "txy", "tkind", "texit", "ttok",
           "stack", "bag", "fight")
_VALUES = ("expert", "curse", "nt", "ns", "nb", "phase", "turn", "first", "round", "steps",
           "moved", "pdir", "need_curse", "go_on", "xwin")


def copy(s):
    """An independent copy (gpcore's observe() makes its thinking copies with this)."""
    c = type(s)(s.seats, s.seed, s.options, fork(s.rng))
    for k in _ARRAYS:
        setattr(c, k, bytearray(getattr(s, k)))
    for k in _VALUES:
        setattr(c, k, getattr(s, k))
    c.drops = list(s.drops)
    c.history = bytearray(s.history)
    c.log = list(s.log)
    return c


def _redeal(s, seat):
    """The tile stack and the bag are the only hidden things."""
    for buf, n in ((s.stack, s.ns), (s.bag, s.nb)):
        part = buf[:n]
        s.rng.shuffle(part)
        buf[:n] = part


def evaluate(s, seat):
    """Heuristic worth of the position for seat: points, items, hearts, the curse."""
    v = board.points2(s, seat) * POINT // 2 + inv_value(s, seat, board.items(s, seat))
    return v + s.hearts[seat] * 4 - (10 if s.curse == seat else 0)
