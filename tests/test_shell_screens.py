"""Every screen at 160x128 (PyBadge, PyGamer) and 240x240 (PicoSystem): text inside the screen,
lists with their highlight bar, the view inside its area; plus the board profiles."""
import pytest

from shellkit import toy, session, setup_game, assert_fits, count_color, label_boxes, lit
from firmware import ui

assert toy

BOARDS = ("pybadge", "pygamer", "picosystem")


def check(s, has_list=True):
    assert_fits(s)
    shot = s.screenshot()
    assert lit(shot, (0, 0, s.display.width, 14))            # a title or a header
    if has_list:
        assert count_color(shot, ui.BAR) > 200                # the highlight bar
    return shot


@pytest.mark.parametrize("board", BOARDS)
def test_every_screen_fits(toy, tmp_path, board):
    s = session(tmp_path, board=board)
    w, h = s.display.width, s.display.height
    assert (w, h) == ((240, 240) if board == "picosystem" else (160, 128))
    check(s)                                                  # title
    s.press("A")
    check(s)                                                  # game list
    s.press("A")
    check(s)                                                  # setup
    s.press("B")
    s.press("UP")
    s.press("B")
    setup_game(s, ["Person", "Person", "Bot"])
    assert_fits(s)                                            # pass screen
    s.press("A")
    check(s)                                                  # play: view + menu
    p = s.app.profile
    x, y, aw, ah = p.view_area
    for bx, by, bw, bh, t in label_boxes(s):
        if by < p.menu_y - 1:
            assert bx + bw <= x + aw and by + bh <= y + ah, t
    for _ in range(3):
        s.press("SELECT")                                     # view pages
        check(s)
    s.press("START")
    check(s)                                                  # pause
    s.choose("Rules")
    check(s, has_list=False)                                  # rules
    s.press("DOWN")
    s.press("B")
    s.press("B")
    for _ in range(20):
        if s.lines()[0] == "Game over":
            break
        s.press("A")
    assert s.lines()[0] == "Game over"
    check(s)                                                  # results
    s.choose("Score sheet")
    check(s, has_list=False)


def test_banner_fits_at_both_sizes(toy, tmp_path):
    for board in ("pybadge", "picosystem"):
        s = setup_game(session(tmp_path / board, board=board), ["Person", "Bot"])
        frames = []
        s.on_frame = lambda: frames.append(label_boxes(s))
        s.press("A")
        w = s.display.width
        banners = [f for f in frames if any(t.startswith("Snik: ") for *_, t in f)]
        assert banners
        for f in banners:
            for bx, by, bw, bh, t in f:
                assert bx + bw <= w, t


def test_profiles_and_unknown_board():
    import sys
    from host_sim import fakes
    from firmware import profiles
    fakes.configure("pybadge")
    p = profiles.current()
    assert (p.width, p.height, p.cols) == (160, 128, 26)
    assert p.view_area == (0, 0, 160, p.menu_y - 1) and p.menu_y > 70
    assert p.hint_y + p.line_h == 128
    board = sys.modules["board"]
    board.board_id = "feather_m4_express"
    with pytest.raises(profiles.UnknownBoard) as e:
        profiles.current()
    assert "feather_m4_express" in str(e.value) and "pybadge" in str(e.value)
    fakes.configure("picosystem")
    p = profiles.current()
    assert (p.width, p.height, p.cols) == (240, 240, 40)
    assert p.menu_rows > 3 and p.view_area[3] > 100


@pytest.mark.parametrize("board", BOARDS)
def test_every_button_reaches_the_shell(toy, tmp_path, board):
    """Each logical button through the board's own wiring (shift register, pins, joystick)."""
    s = setup_game(session(tmp_path, board=board), ["Person", "Bot"])
    got = []
    app = s.app
    orig = app.press
    app.press = lambda b, now: got.append(b) or orig(b, now)
    for b in ("UP", "DOWN", "LEFT", "RIGHT", "SELECT", "B", "START", "A"):
        s.press(b)
    assert got == ["UP", "DOWN", "LEFT", "RIGHT", "SELECT", "B", "START", "A"]
