"""What the conformance suite needs of Karak: Goblin (gpcore.engine: the game's facts; only the
tests load this module, so it takes no heap on the device): HIDDEN, SHORTEST, and the
invariants asserted after every action: every card in exactly one place (census), hit
points in range, one weapon and one armour at most and of their kind, keys the gatekeepers
of levels 1, 2, 3 in order, and every potion either in stock or held."""
from gpcore import const
from karak_goblin import rules
from karak_goblin.rules import CARD_KL

HIDDEN = True       # other hands and every deck
SHORTEST = 150      # actions in the shortest whole game

# --- constants: written by tools/pack_tables.py ---
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_K_KEY = const(4)
_HP = const(5)
_POTIONS = const(4)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_KL_LEVEL_SHIFT = const(3)
_KL_LEVEL_MASK = const(7)
# --- end of constants ---


def census(s):
    """Every card in exactly one place."""
    z = s.zones
    assert sorted(b"".join(z.cards(i) for i in range(len(z.vis)))) == list(range(len(z.buf)))


def invariants(s):
    census(s)
    z = s.zones
    for seat in range(s.seats):
        assert 0 <= s.hp[seat] <= _HP
        for k, kind in ((_Z_WEAP, _K_WEAPON), (_Z_ARM, _K_ARMOUR)):
            held = z.cards(rules.zone(s, k, seat))
            assert len(held) <= 1 and all(CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK == kind
                                       for c in held)
        keys = z.cards(rules.zone(s, _Z_KEYS, seat))
        assert [CARD_KL[c] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK for c in keys] == \
            list(range(1, len(keys) + 1))
        assert all(CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK == _K_KEY for c in keys)  # gatekeepers
        assert s.pot[seat] < 8
    for k in range(3):
        assert s.stock[k] + sum(1 for seat in range(s.seats) if s.pot[seat] >> k & 1) == _POTIONS
