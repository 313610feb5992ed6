"""Karak game state: the data of a game (bytearrays and small ints), setup, copies, the
engine interface and the read API for the screens. The turn flow is in karak.flow, moves on
the map in karak.moves, fights in karak.fight, the map in karak.board, inventories in
karak.items and the texts (labels, hints, score sheet) in karak.text."""
from gpcore.engine import State, OVER
from karak.data import (HEARTS, INV, NTOK, NONE, MAX_TILES, TILE_KIND, TILE_SHAPE, TILE_COPIES,
                        TOK_COPIES, SHAPE_MASKS, HERO_NAMES, START, P_HERO, P_OVER)
from karak import board, items, fight, flow

_ARRAYS = ("hero", "pos", "prev", "hearts", "inv", "won", "tx", "ty", "tkind", "texit",
           "ttok", "stack", "bag", "pend", "fight", "cell")
_VALUES = ("expert", "curse", "nt", "ns", "nb", "phase", "turn", "first", "round", "steps",
           "moved", "ptile", "pdir", "need_curse", "go_on", "xwin")


class KarakState(State):
    def __init__(self, seats, seed, options, rng=None, blank=False):
        State.__init__(self, seats, seed, options, rng)
        self.history = bytearray()   # action codes fit a byte: 1 byte per action, not a word
        if blank:
            return
        opts = self.options
        self.expert = len(opts) > 1 and opts[1] == 1
        self.hero = bytearray([NONE] * seats)
        self.pos = bytearray(seats)
        self.prev = bytearray(seats)
        self.hearts = bytearray([HEARTS] * seats)
        self.inv = bytearray([NONE] * (seats * INV))
        self.won = bytearray(seats * NTOK)
        self.curse = NONE
        for k in ("tx", "ty", "tkind", "texit", "ttok"):
            setattr(self, k, bytearray(MAX_TILES))
        self.nt = 0
        self.cell = bytearray(board.CELLS)
        self.drops = []
        self.stack = bytearray()
        for i in range(len(TILE_KIND)):
            if TILE_KIND[i] != START:
                self.stack.extend(bytes([i]) * TILE_COPIES[i])
        self.bag = bytearray()
        for t in range(NTOK):
            self.bag.extend(bytes([t]) * TOK_COPIES[t])
        self.rng.shuffle(self.stack)
        self.rng.shuffle(self.bag)
        self.ns = len(self.stack)
        self.nb = len(self.bag)
        start = TILE_KIND.index(START)
        board.place(self, 0, 0, START, SHAPE_MASKS[TILE_SHAPE[start]])
        self.pend = bytearray()      # tokens the Oracle drew, to keep one
        self.fight = bytearray(fight.F_SIZE)
        self.round = self.steps = self.moved = self.ptile = self.pdir = 0
        self.need_curse = self.go_on = False
        self.xwin = NONE
        self.first = flow.roll_first(self)
        self.turn = self.first
        if opts and opts[0] == 1:
            self.phase = P_HERO
        else:
            ids = bytearray(range(len(HERO_NAMES)))
            self.rng.shuffle(ids)
            for s in range(seats):
                self.hero[s] = ids[s]
            flow.begin(self, self.first)
        flow.settle(self)

    def copy(self, history=True):
        """An independent copy; history=False leaves the action list out (bots' copies)."""
        c = KarakState(self.seats, self.seed, self.options, self.rng.copy(), True)
        for k in _ARRAYS:
            setattr(c, k, bytearray(getattr(self, k)))
        for k in _VALUES:
            setattr(c, k, getattr(self, k))
        c.drops = list(self.drops)
        c.log = list(self.log)
        c.history = bytearray(self.history) if history else bytearray()
        return c

    def observe(self, seat, rng):
        """As State.observe, on a copy without the action list (bots do not need it)."""
        from gpcore.rng import Rng
        c = self.copy(False)
        c.rng = Rng(rng.bits30())
        c._redeal(seat)
        return c

    def _redeal(self, seat):
        """The tile stack and the bag are the only hidden things."""
        for k, n in (("stack", self.ns), ("bag", self.nb)):
            buf = getattr(self, k)
            part = buf[:n]
            self.rng.shuffle(part)
            buf[:n] = part

    # --- helpers shared with the other modules ----------------------------------------
    def able(self, seat, h):
        """True if the seat plays hero h and is not cursed (the curse removes abilities)."""
        return self.hero[seat] == h and self.curse != seat

    def name(self, seat):
        h = self.hero[seat]
        return HERO_NAMES[h] if h != NONE else "Seat %d" % (seat + 1)

    def heal(self, seat):
        if self.hearts[seat] < HEARTS or self.curse == seat:
            self.log.append("%s healed" % self.name(seat))
        self.hearts[seat] = HEARTS
        if self.curse == seat:
            self.curse = NONE

    # --- engine interface -------------------------------------------------------------
    def to_move(self):
        return OVER if self.phase == P_OVER else self.turn

    def result(self):
        if self.phase != P_OVER:
            return None
        return [items.points2(self, s) for s in range(self.seats)]

    def winners(self):
        if self.phase == P_OVER and self.xwin != NONE:
            return [self.xwin]
        return State.winners(self)

    def label(self, a):
        from karak import text
        return text.label(self, a)

    def hint(self, a):
        from karak import text
        return text.hint(self, a)

    def evaluate(self, seat):
        from karak.botvalue import value
        return value(self, seat)

    def _legal(self):
        return flow.legal(self)

    def _do(self, a):
        flow.act(self, a)
        flow.settle(self)

    def resume(self):
        flow.resume(self)

    def end_turn(self):
        flow.end_turn(self)

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
        return board.bounds(self)

    def inventory(self, seat):
        return items.items(self, seat)

    def points2(self, seat):
        return items.points2(self, seat)

    def score_sheet(self, seat):
        from karak import text
        return text.score_sheet(self, seat)

    def unconscious(self, seat):
        return self.hearts[seat] == 0
