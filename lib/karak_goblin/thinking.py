"""Karak: Goblin's evaluate(), for the rollouts of gpcore.bots (a LAZY name of the state: the
game's own bot, karak_goblin.bot, never loads it). Copies for observe() are gpcore.zonecopy's."""
from gpcore import const
from karak_goblin import rules
from karak_goblin.botplan import value

# --- constants: written by tools/pack_tables.py ---
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
# --- end of constants ---


def evaluate(s, seat):
    """Worth of the position for `seat` (gpcore.engine): what the result counts (the Lord,
    keys, monsters beaten), then hit points and equipment, minus the best rival's worth."""
    z = s.zones
    mine = best = None
    for i in range(s.seats):
        v = ((1000 if s.winner == i else 0) + 100 * z.size(rules.zone(s, _Z_KEYS, i))
             + 10 * s.won[i] + 3 * s.hp[i])
        for k in (_Z_WEAP, _Z_ARM):
            if z.size(rules.zone(s, k, i)):
                v += value(z.get(rules.zone(s, k, i), 0))
        if i == seat:
            mine = v
        elif best is None or v > best:
            best = v
    return mine - best
