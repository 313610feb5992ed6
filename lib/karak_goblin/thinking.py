"""Karak: Goblin's copies for observe() (gpcore.zonecopy's, served from here) and evaluate(), for
the rollouts of gpcore.bots: LAZY names of the state, so the game's own bot, which decides on
the real state, never loads this module. (One LAZY entry for the three names: a second one
took Karak: Goblin's bot game over 32 KB from .mpy, tools/memcheck.py.)"""
from gpcore import const
from gpcore.zonecopy import copy, _redeal  # noqa: F401  (state functions served from here)
from karak_goblin import rules

# --- constants: written by tools/pack_tables.py ---
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
# --- end of constants ---


def evaluate(s, seat):
    """Worth of the position for `seat` (gpcore.engine): what the result counts (the Lord,
    keys, monsters beaten), then hit points and equipment, minus the best rival's worth."""
    from karak_goblin.botplan import value
    z = s.zones
    mine = best = None
    for i in range(s.seats):
        v = ((1000 if s.winner == i else 0) + 100 * z.size(rules.zone(s, _Z_KEYS, i))
             + 10 * s.won[i] + 3 * s.hp[i])
        for k in (_Z_WEAP, _Z_ARM):
            if z.size(rules.zone(s, k, i)):
                v += value(z.cards(rules.zone(s, k, i))[0])
        if i == seat:
            mine = v
        elif best is None or v > best:
            best = v
    return mine - best
