"""gpcore.paths: range counted in orthogonal steps around closed sides and blockers, and
movement with extra costs to leave a tile, free track steps and teleporter hops."""
from gpcore.paths import dist, moves, step, FAR

W, H = 4, 3     # a small board: tiles 0..11, row by row


def board(*closed):
    """Every side open but the border; `closed` pairs (tile, side bit) shut one side."""
    opens = bytearray([15]) * (W * H)
    for t, bit in closed:
        opens[t] &= ~bit
    return opens


def test_border_and_closed_sides():
    opens = board((5, 2))           # tile 5 closed on its east side
    assert step(W, H, opens, 0, 0) == -1        # north of the top row: the border
    assert step(W, H, opens, 0, 1) == 1
    assert step(W, H, opens, 5, 1) == -1        # 5's east side closed
    assert step(W, H, opens, 6, 3) == -1        # ... closed from 6 too: both must be open


def test_range_goes_around_a_wall():
    opens = board((1, 4), (5, 1))   # the edge between 1 and 5 (column 1, rows 0 and 1) shut
    d = dist(W, H, opens, 1, bytes(W * H), 3)
    assert d[5] == 3                # 1 -> 0 -> 4 -> 5 (or by 2 and 6)
    assert dist(W, H, opens, 1, bytes(W * H), 2)[5] == FAR     # not within 2


def test_an_enemy_stops_the_count_but_can_be_the_target():
    block = bytearray(W * H)
    block[1] = 1                    # an enemy on 1
    d = dist(W, H, board(), 0, block, 3)
    assert d[1] == 1                # the enemy itself is in range
    assert d[2] == FAR              # not through it: around (0 4 5 6 2) takes 4 steps
    assert dist(W, H, board(), 0, block, 4)[2] == 4
    block[4] = 1                    # enemies on 1 and 4 wall tile 0 in
    d = dist(W, H, board(), 0, block, 3)
    assert d[2] == FAR and d[5] == FAR and d[4] == 1


def test_moves_with_web_track_and_teleport():
    none = bytes(W * H)
    m = moves(W, H, board(), 0, 2, none, None, None, ())
    assert m[2] == 2 and m[3] == FAR and m[5] == 2
    leave = bytearray(W * H)
    leave[0] = 1                    # a web on 0: leaving costs 1 more
    m = moves(W, H, board(), 0, 1, none, leave, None, ())
    assert m[1] == FAR and m[0] == 0            # a 1-MV unit is stuck
    track = bytearray(W * H)
    track[1] = track[2] = track[3] = 1
    m = moves(W, H, board(), 0, 1, none, None, track, ())
    assert m[1] == 1 and m[3] == 1              # along the track for free
    m = moves(W, H, board(), 0, 1, none, None, None, (1, 11))
    assert m[11] == 1 and m[10] == FAR          # 0 -> 1, hop to 11 for nothing
    block = bytearray(W * H)
    block[1] = 1
    assert moves(W, H, board(), 0, 1, block, None, None, ())[1] == FAR      # an enemy: not entered
