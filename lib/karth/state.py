"""Heroes of Karth's state (dealt by karth.setup) and the flow of an action (the comment
below: its fields and the read API)."""
# The cards in gpcore.zones, the 6x8 dungeon's tiles (terrain kind and quarter turns), the
# units in SLOTS slots of U bytes (codes U_*), gold, Spiritual Energy and kill points per seat,
# the phase, the seat to move, the choice under way (`sel`: a card to hire or equip, a tile
# picked in the layout), an ability or spell card's program (`fx`, gpcore.effects over
# lib/karth/fx.py) and a reaction window (`win`).
#
# Seat 0 is the Dungeon Master, seats 1.. the Adventurers (one side). Read API for the screens
# (s = the state): s.tile[t] (kind, turns: TILE_*), s.at[t] (slot + 1, 0: empty), s.u (slots),
# s.web[t], s.gold, s.se, s.kp, s.cur, s.ph, s.active (the unit whose turn runs, or NONE),
# s.u[slot * U + U_*] (a unit's bytes), s.zones (zone Z_SEAT + ZS * seat + Z_*; karth.codes).
# (A comment, not the docstring: compiled from .py, a docstring is a string the parse holds,
# and this module compiles last, in the deal, with the most code held: tools/MEMORY.md.)
from gpcore import const, effects
from gpcore.engine import State, OVER
from karth import harm
from karth.tables import CARD_ABILITIES
from karth.fx import run

# --- constants: written by tools/pack_tables.py ---
_BACK = const(306)
_CONCEDE = const(310)
_PH_DRAW = const(5)
_PH_OVER = const(7)
_TF_END = const(4)
_NONE = const(255)
# --- end of constants ---


class Karth(State):
    LAZY = (("karth.text", " label public_label hint events progress result view_lines legend"
             " evaluate _redeal copy "),)     # (text finds the last five)
    FX_STEPS = CARD_ABILITIES   # gpcore.effects: each ability (a step) is a program alone
    FX_AT = range(len(CARD_ABILITIES) // 4 + 1)   # (a range: no bytes held)
    FX_OPS = run    # every opcode's handler: karth.fx.run
    BACK = _BACK
    CONCEDE = _CONCEDE      # (gpcore.bots: never a bot's move)

    def to_move(self):
        if self.ph == _PH_OVER:
            return OVER
        if self.win[0]:
            return self.win[1]
        return self.cur

    def _legal(self):
        if self.win[0]:
            return harm.window(self, None)
        if self.fx[0] != _NONE:
            return effects.choices(self)
        if self.ph < _PH_DRAW:
            from karth.setup import setup_actions
            return setup_actions(self)
        from karth.acts import actions
        return actions(self)

    def _do(self, a):
        if self.win[0]:
            harm.window(self, a)
        elif self.fx[0] != _NONE:
            effects.choose(self, a)
            if self.fx[0] == _NONE:
                harm.after(self)
        elif self.ph < _PH_DRAW:
            from karth.setup import setup_do
            setup_do(self, a)
            if self.ph >= _PH_DRAW:
                setup_do = None             # (the name would hold its module's code)
                from gpcore import once     # (here: a name fewer in the module's table)
                once("karth.setup")         # the play never needs it again: dropped
                import gc
                gc.collect()
                import karth.move    # (then acts: its actions() the largest block)
                import karth.acts
                import karth.turn
                from karth.begin import begin
                begin(self)
        else:
            from karth.turn import do
            do(self, a)
        harm.end(self, _NONE)  # the wins, or the next buy-back window
        if self.tf & _TF_END and not self.win[0] and self.ph != _PH_OVER:
            s = self.cur    # the turn ended (and any window it opened): the next seat that
            for _ in range(self.seats):     # has not conceded takes its turn
                s = (s + 1) % self.seats
                if not self.out & 1 << s:
                    break
            self.cur = s
            self.turns += 1
            from karth.begin import begin
            begin(self)

