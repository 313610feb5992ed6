"""Karak game state: setup, turns, movement, exploring, tiles, spells, items and the end.
Fights are in karak.fight, the map in karak.board, inventories in karak.items and the texts
(labels, hints, score sheet) in karak.text."""
from gpcore.engine import State, OVER
from karak.data import (STEPS, HEARTS, INV, NTOK, NONE, MAX_TILES, ROUND_CAP, EXPERT_GOAL,
                        ORACLE_DRAW, TILE_KIND, TILE_SHAPE, TILE_COPIES, TOK_COPIES,
                        SHAPE_MASKS, HERO_NAMES, KIND_NAMES, SHAPE_NAMES, TOK_NAME, TOK_ITEM,
                        START, ROOM, GATE, CHEST, KEY_TOK, PORTAL_TOK, R_KEY, R_PORTAL,
                        THIEF, WIZARD, WARLOCK, ORACLE,
                        P_HERO, P_MOVE, P_ROTATE, P_ORACLE, P_FIGHT, P_LEAVE, P_CURSE,
                        P_REVIVE, P_OVER, A_STEP, A_ROT, A_END, A_FIGHT, A_OPEN, A_KEEP,
                        A_HERO, A_CURSE, A_SWAP, A_PORTAL, A_REVIVE, A_GATE, A_PICK,
                        A_LEAVE, A_ORACLE)
from karak import board, items, fight, moves, text

_ARRAYS = ("hero", "pos", "prev", "hearts", "inv", "won", "tx", "ty", "tkind", "texit",
           "ttok", "stack", "bag", "pend", "fight")
_VALUES = ("expert", "curse", "nt", "ns", "nb", "phase", "turn", "first", "round", "steps",
           "moved", "ptile", "pdir", "need_curse", "go_on", "xwin")


class KarakState(State):
    def __init__(self, seats, seed, options, rng=None, blank=False):
        State.__init__(self, seats, seed, options, rng)
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
        self.cell = {}
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
        self.first = self._roll_first()
        self.turn = self.first
        if opts and opts[0] == 1:
            self.phase = P_HERO
        else:
            ids = bytearray(range(len(HERO_NAMES)))
            self.rng.shuffle(ids)
            for s in range(seats):
                self.hero[s] = ids[s]
            self._begin(self.first)
        self._settle()

    def _roll_first(self):
        tied = list(range(self.seats))
        while len(tied) > 1:
            rolls = [self.rng.die() for _ in tied]
            for i in range(len(tied)):
                self.log.append("Seat %d rolls %d" % (tied[i] + 1, rolls[i]))
            best = max(rolls)
            tied = [tied[i] for i in range(len(tied)) if rolls[i] == best]
        self.log.append("Seat %d starts" % (tied[0] + 1))
        return tied[0]

    def copy(self):
        c = KarakState(self.seats, self.seed, self.options, self.rng.copy(), True)
        for k in _ARRAYS:
            setattr(c, k, bytearray(getattr(self, k)))
        for k in _VALUES:
            setattr(c, k, getattr(self, k))
        c.cell = dict(self.cell)
        c.drops = list(self.drops)
        c.log = list(self.log)
        c.history = list(self.history)
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
        return text.label(self, a)

    def hint(self, a):
        return text.hint(self, a)

    def evaluate(self, seat):
        from karak.bot import value
        return value(self, seat)

    def _legal(self):
        p = self.phase
        seat = self.turn
        if p == P_MOVE:
            return moves.actions(self, seat)
        if p == P_ROTATE:
            return [A_ROT + r for r in board.rotations(self)]
        if p == P_ORACLE:
            out = []
            for t in self.pend:
                if A_ORACLE + t not in out:
                    out.append(A_ORACLE + t)
            return out
        if p == P_FIGHT:
            return fight.actions(self)
        if p == P_LEAVE:
            return [A_LEAVE + c for c in items.leave_options(self, seat)]
        if p == P_CURSE:
            out = [A_CURSE + s for s in range(self.seats) if s != seat and s != self.curse]
            if self.curse != NONE:
                out.append(A_KEEP)
            return out
        if p == P_REVIVE:
            return [A_REVIVE + i for i in range(len(board.fountains(self)))]
        return [A_HERO + h for h in range(len(HERO_NAMES)) if h not in self.hero]

    def _do(self, a):
        self._act(a)
        self._settle()

    def _settle(self):
        """Take every decision that has a single choice (except choosing a hero) at once."""
        while self.phase != P_OVER and self.phase != P_HERO:
            acts = self._legal()
            if len(acts) != 1:
                return
            self._act(acts[0])

    def _act(self, a):
        p = self.phase
        seat = self.turn
        if p == P_MOVE:
            moves.act(self, seat, a)
        elif p == P_ROTATE:
            moves.place(self, seat, a - A_ROT)
        elif p == P_ORACLE:
            moves.keep_token(self, seat, a - A_ORACLE)
        elif p == P_FIGHT:
            fight.act(self, a)
        elif p == P_LEAVE:
            items.remove(self, seat, a - A_LEAVE)
            items.drop(self, self.pos[seat], a - A_LEAVE)
            self.log.append("Leaves %s" % TOK_ITEM[a - A_LEAVE])
            self.resume()
        elif p == P_CURSE:
            if a != A_KEEP:
                self.curse = a - A_CURSE
            self.log.append("%s is cursed" % self.name(self.curse))
            self.need_curse = False
            self.resume()
        elif p == P_REVIVE:
            t = board.fountains(self)[a - A_REVIVE]
            self.pos[seat] = self.prev[seat] = t
            self.log.append("%s reincarnates" % self.name(seat))
            self.heal(seat)
            self.end_turn()
        else:
            self.hero[seat] = a - A_HERO
            self.log.append("Seat %d: %s" % (seat + 1, self.name(seat)))
            nxt = (seat + 1) % self.seats
            if nxt == self.first:
                self._begin(nxt)
            else:
                self.turn = nxt

    # --- turn flow --------------------------------------------------------------------
    def resume(self):
        """After a fight, a chest or a pick-up: settle the inventory, the curse, the Expert
        goal, then go on (Swordsman after a six) or end the turn."""
        seat = self.turn
        if not items.fits(self, seat):
            self.phase = P_LEAVE
        elif self.expert and items.treasures(self, seat) >= EXPERT_GOAL:
            self.xwin = seat
            self.log.append("%s has %d treasures" % (self.name(seat), EXPERT_GOAL))
            self.phase = P_OVER
        elif self.need_curse:
            self.phase = P_CURSE
        elif self.go_on:
            self.go_on = False
            self.phase = P_MOVE
        else:
            self.end_turn()

    def end_turn(self):
        """A turn ending on a fountain heals and lifts the curse; then the next seat plays
        (an unconscious seat only wakes with one heart). The round cap ends the game."""
        seat = self.turn
        if board.is_fountain(self, self.pos[seat]):
            self.heal(seat)
        while True:
            seat = (seat + 1) % self.seats
            if seat == self.first:
                self.round += 1
                if self.round >= ROUND_CAP:
                    self.log.append("Round %d: game over" % ROUND_CAP)
                    self.phase = P_OVER
                    return
            if self.hearts[seat] == 0:
                self.hearts[seat] = 1
                self.log.append("%s wakes up" % self.name(seat))
                continue
            break
        self._begin(seat)

    def _begin(self, seat):
        self.turn = seat
        self.steps = STEPS
        self.moved = 0
        self.go_on = False
        self.phase = P_MOVE
        if self.curse == seat and self.hero[seat] == THIEF and \
                board.monster(self, self.pos[seat]) != NONE:
            fight.start(self, False)

    # --- read API for the screens (see the package docstring) --------------------------
    def tile(self, t):
        """(x, y, kind, exits, token or NONE) of placed tile t (0 = start)."""
        x, y = board.xy(self, t)
        return x, y, self.tkind[t], self.texit[t], self.ttok[t]

    def tile_at(self, x, y):
        """Index of the tile at x, y or None."""
        return self.cell.get(board.key(x, y))

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
        return text.score_sheet(self, seat)

    def unconscious(self, seat):
        return self.hearts[seat] == 0
