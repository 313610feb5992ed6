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
    with pytest.raises(boards.Unsupported) as e:
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


def _as_circuitpython(monkeypatch, version):
    """sys.implementation as CircuitPython `version` gives it (the rest of it kept: CPython's
    imports read it)."""
    import sys
    import types
    impl = dict(vars(sys.implementation), name="circuitpython", version=version + ("",))
    monkeypatch.setattr(sys, "implementation", types.SimpleNamespace(**impl))


@pytest.mark.parametrize("board_id, version, said", [
    ("feather_m4_express", None, ["Board feather_m4_express is not supported."]),
    ("edgebadge", (9, 2, 1), ["Board edgebadge is not supported."]),
    ("pybadge", (8, 2, 10), ["CircuitPython 8.2.10 is too old."]),
    ("pygamer_advance", (7, 3, 3), ["CircuitPython 7.3.3 is too old.",
                                    "Board pygamer_advance is not supported."]),
])
def test_unsupported_board_or_version_is_named_on_the_screen(monkeypatch, tmp_path, board_id,
                                                             version, said):
    """main() on a board it does not support, or a CircuitPython too old: the screen says
    which, and what is supported (not only the serial console), and nothing else starts."""
    import sys
    from host_sim import fakes
    from host_sim.session import labels
    from firmware import shell
    display = fakes.configure("pybadge")
    sys.modules["board"].board_id = board_id
    if version is not None:
        _as_circuitpython(monkeypatch, version)

    def started(runner):
        raise AssertionError("the firmware started")
    monkeypatch.setattr(shell.Runner, "step", started)
    shell.main(str(tmp_path / "saves"))          # returns: there is nothing to run
    monkeypatch.undo()
    boxes = labels(display.root_group)
    text = " ".join(t for *_, t in sorted(boxes, key=lambda b: b[1]))
    for s in said:
        assert s in text
    assert "Supported: pimoroni_picosystem, pybadge, pygamer; CircuitPython 9 or 10." in text
    for x, y, w, h, t in boxes:
        assert x >= 0 and y >= 0 and x + w <= 160 and y + h <= 128, t
    assert fakes.HUB.scanners == []               # no buttons opened, no saves made
    assert not (tmp_path / "saves").exists()


@pytest.mark.parametrize("version, stack, note", [
    ((9, 0, 0), "2560", ["Tabletop games for", "a pocketful of goblins"]),
    ((10, 1, 4), None, ["Tabletop games for", "a pocketful of goblins"]),
    ((11, 0, 0), None, ["CircuitPython 11.0.0:", "untested (9 and 10 are)"]),
    ((9, 2, 1), None, ["Python stack 1536 bytes,", "games need 2048: add"]),
    ((10, 0, 0), "1024", ["Python stack 1024 bytes,", "games need 2048: add"])])
def test_supported_and_newer_circuitpython(monkeypatch, tmp_path, version, stack, note):
    """9 and 10 start as on the simulator; a newer one starts too, with a note on the
    title; so does one whose Python stack (CIRCUITPY_PYSTACK_SIZE of settings.toml, read
    with os.getenv; else 1536 bytes on 9, 2048 on 10) is too small for the games."""
    _as_circuitpython(monkeypatch, version)
    if stack is None:
        monkeypatch.delenv("CIRCUITPY_PYSTACK_SIZE", raising=False)
    else:
        monkeypatch.setenv("CIRCUITPY_PYSTACK_SIZE", stack)
    s = session(tmp_path)
    monkeypatch.undo()
    assert s.lines()[:3] == ["Goblin Pocket"] + note
    assert_fits(s)


def test_circuitpython_version_from_sys_implementation():
    import types
    from firmware import boards
    assert boards.version(types.SimpleNamespace(name="circuitpython",
                                                version=(9, 2, 1, ""))) == (9, 2, 1)
    # the MicroPython cores the tests run the firmware on, and CPython: not CircuitPython
    assert boards.version(types.SimpleNamespace(name="micropython", version=(1, 23, 0))) is None
    assert boards.refusal("pybadge", None) is None
    assert boards.refusal("pimoroni_picosystem", (10, 0, 0)) is None
    assert "too old" in boards.refusal("pygamer", (8, 0, 0))
