"""Karak game state: the data of a game (bytearrays and small ints, filled by karak.setup)
and the engine interface. The rules are in karak.rules, karak.turn and karak.fight, the map
and the inventories in karak.board; the texts and the read API for the screens (karak.text),
copies and the position value (karak.thinking) load only when asked for.
"""
from gpcore import const

from gpcore.engine import State, OVER
from karak import rules

# --- constants: written by tools/pack_tables.py ---
_P_OVER = const(8)
# --- end of constants ---


class KarakState(State):
    """A Karak game; karak.setup fills a new one. Action codes fit a byte, so the history is
    a bytearray (1 byte per action, not a word). Labels, hints, events and the rest of the
    read API for the screens (see the package docstring) and result() are functions of
    karak.text and karak.hints, copies and evaluate() of karak.thinking, loaded on first use
    (LAZY): a bot game needs none of them while it is being played."""

    LAZY = (("karak.text", " events event name where label score_sheet tile tile_at dropped "
                           "bounds inventory points2 result winners unconscious dice progress "),
            ("karak.hints", " hint targets preview "),
            ("karak.thinking", " copy _redeal evaluate "))

    # --- helpers of the rules ---------------------------------------------------------
    def able(self, seat, h):
        """True if the seat plays hero h and is not cursed (the curse removes abilities)."""
        return self.hero[seat] == h and self.curse != seat

    # --- engine interface -------------------------------------------------------------
    def to_move(self):
        return OVER if self.phase == _P_OVER else self.turn

    _legal = rules.legal
    _do = rules.settle
