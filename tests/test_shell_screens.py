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
    from firmware import boards
    fakes.configure("pybadge")
    p = boards.current()
    assert (p.width, p.height, p.cols) == (160, 128, 26)
    assert p.view_area == (0, 0, 160, p.menu_y - 1) and p.menu_y > 70
    assert p.hint_y + p.line_h == 128
    board = sys.modules["board"]
    board.board_id = "feather_m4_express"
    with pytest.raises(boards.UnknownBoard) as e:
        boards.current()
    assert "feather_m4_express" in str(e.value) and "pybadge" in str(e.value)
    fakes.configure("picosystem")
    p = boards.current()
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


def _kinds(group, out):
    for item in group:
        out.add(type(item).__name__)
        if hasattr(item, "__len__") and hasattr(item, "append"):
            _kinds(item, out)
    return out


def _walk_screens(s):
    """Screenshots and drawn object kinds along title, game list, setup, play, a bot banner."""
    shots, kinds = [], set()
    for keys in ((), ("A",), ("A",), ("B", "UP", "B")):
        s.presses(keys)
        shots.append(s.screenshot())
        _kinds(s.display.root_group, kinds)
    setup_game(s, ["Person", "Bot"])
    shots.append(s.screenshot())                   # play: view + menu
    banners = []
    s.on_frame = lambda: banners.append(s.screenshot()) if any(
        t.startswith("Snik: ") for *_, t in label_boxes(s)) else None
    s.press("A")                                   # the person acts: the bot's banner
    shots.append(banners[0])
    _kinds(s.display.root_group, kinds)
    return shots, kinds


def test_boxes_without_vectorio_look_the_same(toy, tmp_path, monkeypatch):
    """A CircuitPython build without vectorio (tools/CIRCUITPYTHON.md) gets the same screens:
    ui.box draws a one-colour bitmap instead."""
    from shellkit import _pixels
    with_vectorio, kinds = _walk_screens(session(tmp_path / "a"))
    assert "Rectangle" in kinds
    monkeypatch.setattr(ui, "vectorio", None)
    without, kinds = _walk_screens(session(tmp_path / "b"))
    assert "Rectangle" not in kinds and "TileGrid" in kinds
    assert len(without) == len(with_vectorio) == 6
    assert count_color(without[-1], ui.PANEL) > 4000      # the banner's panel is drawn
    for a, b in zip(with_vectorio, without):
        assert (_pixels(a, None) == _pixels(b, None)).all()
