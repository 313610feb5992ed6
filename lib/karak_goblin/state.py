"""Karak: Goblin game state: the data (bytearrays and small ints, filled by karak_goblin.setup,
cards in gpcore.zones) and the engine interface; the rules are in karak_goblin.rules, karak_goblin.turn and karak_goblin.battle. Texts
(karak_goblin.text) and copies for observe() (gpcore.zones) load only when asked for."""
from gpcore import const

from gpcore.engine import State, OVER
from karak_goblin import rules, turn

# --- constants: written by tools/pack_tables.py ---
_P_OVER = const(10)
# --- end of constants ---


class GoblinState(State):
    """A game of Karak: Goblin (see the package docstring for the read API)."""

    LAZY = (("karak_goblin.text", " label hint events event result score_sheet "),
            ("gpcore.zonecopy", " copy _redeal "))

    def say(self, code, a=0, b=0):
        """Log event `code` (codes.E_*) with two small arguments."""
        self.log.append(code | a << 5 | b << 13)

    def to_move(self):
        return OVER if self.phase == _P_OVER else self.turn

    _legal = rules.legal
    _do = turn.act
