"""Gosu's state (its fields made by gosu.setup.deal): the cards in gpcore.zones (draw pile,
discard pile, and per seat a hand, the cards a SEARCH shows and three rows), a byte of flags
per card (trapped, activated this round, left play this round), tokens, Victory Points, the
Advantage, and the decision under way: a turn's verb and its choices (`sel`, lib/gosu/acts.py)
or a card's power (`fx`, gpcore.effects over the handlers of lib/gosu/fx.py), with the powers
still to run in `queue`; and the Great Battle that ends a round (flow()).

Read API for the screens (s = the state): s.zones with rules.hand/army(s, seat), s.flag[c]
(codes F_*), s.tok[seat] unspent tokens, s.vp[seat], s.adv, s.cur, s.passed (a bit per seat),
s.round, s.winner, rules.military(s, seat), s.sel and s.fx (the decision under way).
"""
from gpcore import const, effects, once
from gpcore.engine import State, OVER
from gosu import rules
from gosu.tables import CARD_EFFECT, CARD_EFFECT_AT

# --- constants: written by tools/pack_tables.py ---
_PASS = const(106)
_BACK = const(110)
_KEEP = const(112)
_MULLIGAN = const(113)
_TOKENS = const(2)
_WIN_VP = const(3)
_NONE = const(255)
_F_TRAPPED = const(1)
_E_PASS = const(4)
_E_EXTRA = const(14)
_E_ADV = const(15)
_E_BATTLE = const(16)
_E_WIN = const(18)
_E_ROUND = const(22)
# --- end of constants ---


class Gosu(State):
    LAZY = (("gosu.text", " label hint events view_lines progress result "),
            ("gosu.checks", " invariants "),
            ("gosu.thinking", " copy _redeal evaluate "))
    FX_STEPS = CARD_EFFECT      # gpcore.effects: the programs (FX_OPS, the handlers by opcode,
    FX_AT = CARD_EFFECT_AT      # set by gosu.fx, which gosu.new_game loads after the deal)
    BACK = _BACK

    def to_move(self):
        if self.winner != _NONE:
            return OVER
        if self.mull < self.seats:
            return (self.adv + self.mull) % self.seats
        return self.cur

    def _legal(self):
        if self.mull < self.seats:
            return [_KEEP, _MULLIGAN]
        if self.fx[0] != _NONE:
            return effects.choices(self)
        from gosu import acts   # loaded after the deal (gosu.new_game)
        if self.sel[0]:
            return acts.phase(self)[1]
        return acts.verbs(self)

    def _do(self, a):
        if self.mull < self.seats:
            return once("gosu.mull", "mulligan", self, a)
        if self.fx[0] != _NONE:
            effects.choose(self, a)
        elif a == _PASS:
            self.passed |= 1 << self.cur
            self.say(_E_PASS, self.cur)
        else:
            from gosu import acts
            if not acts.act(self, a):
                return          # a choice made, the decision goes on
        self.flow()

    def flow(self):
        """Run the powers waiting in the queue; when none runs or waits, the action is over:
        special victories, then the next turn, or the Great Battle once every seat has passed."""
        q = self.queue
        while self.fx[0] == _NONE and q:
            r = q[0]
            self.queue = q = q[1:]
            effects.start(self, r)
        if self.fx[0] != _NONE:
            return
        rules.wins(self)
        if self.winner != _NONE:
            return
        s = self.cur
        others = ((1 << self.seats) - 1) & ~(1 << s)
        if not self.passed & 1 << s and self.passed & others == others:
            self.solo += 1
        if self.extra and not self.passed & 1 << s:
            self.extra = 0
            self.say(_E_EXTRA, s)
            return
        self.extra = 0
        for k in range(1, self.seats + 1):
            t = (s + k) % self.seats
            if not self.passed & 1 << t:
                self.cur = t
                return
        # Every seat has passed: the Great Battle (here, not in a function of its own: one
        # resident function fewer). HAND victories first, the highest military total scores a
        # Victory Point (ties: the first tied seat from the Advantage holder), the Advantage to
        # the lowest total (ties: fewer VP, then clockwise after the holder), tokens back,
        # activations and the round's departures forgotten; then the next round.
        rules.wins(self, True)
        if self.winner != _NONE:
            return
        tot = []
        for s in range(self.seats):
            tot.append(rules.military(self, s))
        best = max(tot)
        w = self.adv
        while tot[w] != best:
            w = (w + 1) % self.seats
        self.vp[w] += 1
        self.say(_E_BATTLE, w, best)
        if self.vp[w] >= _WIN_VP:
            self.winner = w
            self.say(_E_WIN, w, _NONE)
            return
        low = None
        for k in range(1, self.seats + 1):
            s = (self.adv + k) % self.seats
            if low is None or (tot[s], self.vp[s]) < (tot[low], self.vp[low]):
                low = s
        self.adv = low
        self.say(_E_ADV, low)
        for s in range(self.seats):
            self.tok[s] = _TOKENS
        for c in range(len(self.flag)):
            self.flag[c] &= _F_TRAPPED
        self.passed = 0
        self.solo = 0
        self.extra = 0
        self.round += 1
        self.cur = low
        self.say(_E_ROUND, self.round)

