"""The grid window of firmware/views/grid.py on its own: a fixed board of 8 x 6 places (the
size of Heroes of Karth's dungeon) in the view areas of both screens; the camera, the cursor
that the window follows, the outlines on targets, and the entry the cursor picks."""
import pytest
import displayio

from firmware.views.grid import GridWindow

AREAS = {"pybadge": (0, 0, 160, 78), "picosystem": (0, 0, 240, 140)}
BOARD = (0, 0, 7, 5)        # x0, y0, x1, y1: 8 x 6 places


def window(area, T):
    g = GridWindow(*area, T)
    g.aims = [displayio.TileGrid(displayio.Bitmap(T, T, 1),
                                 pixel_shader=displayio.Palette(1)) for _ in range(2)]
    g.spot = (0, 0)
    g.centre(0, 0)
    return g


@pytest.mark.parametrize("board", sorted(AREAS))
def test_a_whole_board_fits_when_the_cells_are_small_enough(board):
    area = AREAS[board]
    T = min(area[2] // 8, area[3] // 6)
    g = window(area, T)
    assert g.cols >= 8 and g.rows >= 6
    g.cam = (0, 0)
    assert all(g.visible(x, y) for x in range(8) for y in range(6))
    assert g.group.x + g.cols * T <= area[0] + area[2]      # centred in the area
    assert g.place_of(7, 5) == (g.group.x + 7 * T, g.group.y + 5 * T)


def test_the_window_follows_the_cursor_and_stays_on_the_board():
    g = window(AREAS["pybadge"], 26)        # big cells: 6 x 3 of the 8 x 6 in sight
    assert (g.cols, g.rows) == (6, 3)
    g.cam = (0, 0)
    g.start_cursor((0, 0))
    assert not g.mark.hidden and (g.mark.x, g.mark.y) == (0, 0)
    moves = 0
    while g.move_cursor(BOARD, 1, 0):
        moves += 1
        assert g.visible(*g.cursor)
    assert moves == 7 and g.cursor == (7, 0) and g.cam[0] > 0
    assert not g.move_cursor(BOARD, 1, 0)   # the board's edge
    while g.move_cursor(BOARD, 0, 1):
        assert g.visible(*g.cursor)
    assert g.cursor == (7, 5)
    g.draw_marks()
    assert (g.mark.x, g.mark.y) == g.cell(7, 5)
    g.stop_cursor()
    assert g.mark.hidden


def test_the_cursor_picks_the_entry_naming_its_place():
    g = window(AREAS["picosystem"], 17)
    named = {10: [(1, 0)], 11: [(2, 0), (1, 0)], 12: [(3, 3)]}

    def places(a):
        return named.get(a, [])
    assert g.pick([10, 11, 12], places) is None         # no cursor: nothing picked
    g.start_cursor((1, 0))
    assert g.pick([10, 11, 12], places) == 10           # the first entry naming it
    assert g.pick([10, 11, 12], places, 11) == 11       # or the highlighted one if it does
    g.move_cursor(BOARD, 1, 0)
    assert g.pick([10, 11, 12], places, 10) == 11
    g.move_cursor(BOARD, 0, 1)
    assert g.pick([10, 11, 12], places, 11) is None     # a place no entry names


def test_targets_are_outlined_and_brought_into_sight():
    g = window(AREAS["pybadge"], 26)
    g.aim([(7, 5)])
    assert g.visible(7, 5) and g.away
    assert not g.aims[0].hidden and g.aims[1].hidden
    assert (g.aims[0].x, g.aims[0].y) == g.cell(7, 5)
    assert g.aim([]) and g.visible(0, 0)                # back to the spot
    assert all(a.hidden for a in g.aims)
