"""What the conformance suite needs of Karak (gpcore.engine: the game's facts; only the tests
load this module, so it takes no heap on the device): HIDDEN, SHORTEST, and the invariants
asserted after every action: every tile and token counted once, hearts and the curse in
range, every hero on a placed tile with items that fit its slots, every placed tile
reachable from the start."""
from gpcore import const
from karak import board

HIDDEN = True       # the order of the tile stack and of the token bag
SHORTEST = 100      # actions in the shortest whole game

# --- constants: written by tools/pack_tables.py ---
_HEARTS = const(5)
_ORACLE_DRAW = const(2)
_MAX_TILES = const(80)
_BAG_SIZE = const(53)
_NONE = const(255)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_LEAVE = const(5)
# --- end of constants ---


def _reachable(s):
    """A bytearray: 1 for the tiles reachable from the start along linked exits."""
    seen = bytearray(s.nt)
    seen[0] = 1
    todo = [0]
    while todo:
        t = todo.pop()
        for d in range(4):
            u = board.next_to(s, t, d)
            if u is not None and not seen[u] and board.linked(s, t, u, d):
                seen[u] = 1
                todo.append(u)
    return seen


def invariants(s):
    assert s.nt + s.ns + (1 if s.phase == _P_ROTATE else 0) == _MAX_TILES, "a tile lost"
    on_tiles = len([t for t in range(s.nt) if s.ttok[t] != _NONE])
    drawn = _ORACLE_DRAW if s.phase == _P_ORACLE else 0     # the Oracle's, above the bag
    assert s.nb + on_tiles + sum(s.won) + drawn == _BAG_SIZE, "a token lost"
    assert s.curse == _NONE or 0 <= s.curse < s.seats
    for seat in range(s.seats):
        assert 0 <= s.hearts[seat] <= _HEARTS
        assert s.pos[seat] < s.nt
        assert (board.fits_codes(board.items(s, seat), s.expert)
                or (s.phase == _P_LEAVE and seat == s.turn)), "items over the slots"
    assert min(_reachable(s)) == 1, "a tile out of reach"
