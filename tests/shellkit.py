"""Helpers for the shell and simulator tests: the toy game in the catalog, sessions, pixels."""
import importlib
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from host_sim.session import Session  # noqa: E402  (after the SDL settings)
import grabgame  # noqa: E402
from gpcore import catalog  # noqa: E402

BG = (0, 0, 0)


def in_catalog(monkeypatch, module):
    """A test game (a module) first in the catalog, for this test only: the device's catalog
    (gpcore.catalog) is not changed."""
    orig = catalog.load
    name, path = module.NAME, module.__name__
    monkeypatch.setattr(catalog, "GAMES", ((name, module.TITLE),) + catalog.GAMES)
    monkeypatch.setattr(   # imported again after the shell forgot it
        catalog, "load", lambda n: importlib.import_module(path) if n == name else orig(n))
    return module


@pytest.fixture
def toy(monkeypatch):
    """Goblin Grab first in the catalog."""
    return in_catalog(monkeypatch, grabgame)


@pytest.fixture
def toypig(monkeypatch):
    """The template game (tests/fixtures/toygame, Toy Pig) first in the catalog."""
    return in_catalog(monkeypatch, importlib.import_module("tests.fixtures.toygame"))


def drop_strays():
    """Drops the firmware's and the games' modules that another test of this process
    imported itself (the firmware's resident ones stay): a test of what the firmware holds
    starts from what a board holds at power-up."""
    import sys
    from firmware import shell
    games = tuple(key + "." for key, _ in catalog.GAMES)
    for m in list(sys.modules):
        if (m.startswith("firmware.") and shell._life(m) != "R") or m.startswith(games):
            del sys.modules[m]
            parent, _, name = m.rpartition(".")
            if parent in sys.modules and getattr(sys.modules[parent], name, None) is not None:
                delattr(sys.modules[parent], name)


def session(tmp_path, board="pybadge", seed=1, **kw):
    saves = str(tmp_path / "saves")
    return Session(board=board, saves=saves, seed=seed, **kw)


def setup_game(s, kinds, seats=None, title=grabgame.TITLE):
    """Title -> New game -> the game (Goblin Grab) -> seats (kinds: 'Person'/'Bot'/'Easy bot' per
    seat) -> Start. Returns the session on the first screen of play."""
    s.choose("New game")
    s.choose(title)
    while int(s.selected().split("<")[1].split(">")[0]) < len(kinds):
        s.press("RIGHT")
    set_seats(s, kinds)
    s.choose("Start")
    return s


def set_seats(s, kinds):
    """On the seat setup screen: seat i becomes kinds[i] ('Person'/'Bot'/'Easy bot')."""
    for i, kind in enumerate(kinds):
        s.choose(str(i + 1))    # pressing A on a seat row cycles its kind...
        for _ in range(3):
            if s.selected().endswith(" " + kind):
                break
            s.press("A")
        assert s.selected().endswith(" " + kind)


def saved(s):
    """The title's entries of saved games, in their order (the newest first)."""
    items = s.app.screen.menu.items
    items = items[:items.index("New game")]
    return [t for t in items if not t.startswith("Last game")]


def rgb(c):
    """What a 24-bit colour looks like on the RGB565 screen."""
    r, g, b = (c >> 16) & 255, (c >> 8) & 255, c & 255
    return (int((r >> 3) * 255 / 31), int((g >> 2) * 255 / 63), int((b >> 3) * 255 / 31))


def _pixels(surf, rect):
    """(w, h, 3) array of the pixels of rect (x, y, w, h) (the whole surface if None)."""
    import pygame.surfarray
    a = pygame.surfarray.array3d(surf)
    if rect is None:
        return a
    x, y, w, h = rect
    return a[x:x + w, y:y + h]


def lit(surf, rect):
    """Points (x, y) in rect (x, y, w, h) that are not background."""
    import numpy
    xs, ys = numpy.nonzero(_pixels(surf, rect).any(axis=2))
    return [(int(x) + rect[0], int(y) + rect[1]) for x, y in zip(xs, ys)]


def count_color(surf, color, rect=None):
    """How many pixels in rect have the given 24-bit colour (as shown in RGB565)."""
    return int((_pixels(surf, rect) == rgb(color)).all(axis=2).sum())


def label_boxes(s):
    """(x, y, w, h, text) of every visible label, in screen pixels."""
    return s.labels()


def assert_fits(s):
    """Every visible label lies inside the screen."""
    w, h = s.display.width, s.display.height
    for x, y, bw, bh, t in label_boxes(s):
        assert x >= 0 and y >= 0 and x + bw <= w and y + bh <= h, (t, x, y, bw, w)


class Drawn:
    """What a game view's canvas (firmware.canvas.Canvas at view.cv) is asked to draw: texts
    (x, y, s, colour) of its latest page, and `said`, every text drawn since it was emptied.
    A game's tests subclass it to record more (frames, tiles)."""

    def __init__(self, view):
        self.view = view
        self.texts = []
        self.said = []
        cv = view.cv
        cls = type(cv)

        def text(x, y, s, color=1):
            self.texts.append((x, y, s, color))
            self.said.append(s)
            return cls.text(cv, x, y, s, color)

        def clear():
            self.clear()
            cls.clear(cv)
        cv.text = text
        cv.clear = clear

    def clear(self):
        del self.texts[:]

    def strings(self):
        return [t[2] for t in self.texts]

    def fits(self):
        """Every text of the page inside the view."""
        w, h = self.view.w, self.view.h
        for x, y, s, _ in self.texts:
            assert x >= 0 and y >= 0 and x + 6 * len(s) <= w and y + 12 <= h, (x, y, s)


def view_play(tmp_path, board, game, st, names, record):
    """A session playing st of game with people in every seat, past the first pass screen,
    and record(view) (a Drawn) of what the view draws from then on."""
    s = session(tmp_path, board=board)
    s.app.go("play", (game, st, list(names), [0] * len(names), None, None))
    s.settle()
    assert s.lines()[0] == "Pass to " + names[st.to_move()]
    rec = record(s.app.playing.view)
    s.press("A")
    return s, rec


def view_page(s):
    """The key of the page the game's view shows."""
    v = s.app.playing.view
    return v.pages()[v.page]
