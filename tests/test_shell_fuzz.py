"""Random button presses (seeded) all over the shell, with power cuts, must never raise."""
import random

import pytest

from shellkit import toy, session, assert_fits
from firmware.screens import PassScreen

assert toy

BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B", "START", "SELECT")


@pytest.mark.parametrize("board,presses,real_refresh", [
    ("pybadge", 1300, False), ("picosystem", 500, False), ("pygamer", 300, True)])
def test_fuzz(toy, tmp_path, monkeypatch, board, presses, real_refresh):
    from gpcore import catalog      # the same walk whatever engines are installed
    monkeypatch.setattr(catalog, "GAMES", (catalog.GAMES[0], ("nosuchgame", "No Such")))
    rnd = random.Random(board)
    s = None
    reached = set()
    for i in range(presses):
        if i % 400 == 0:            # power off and on again, on the same flash
            s = session(tmp_path, board=board, seed=i)
            if not real_refresh:
                monkeypatch.setattr(s.display, "refresh", lambda **kw: True)  # undone after
        s.press(rnd.choice(BUTTONS))
        if isinstance(s.app.screen, PassScreen):
            assert s.lines()[0].startswith("Pass to ") and len(s.lines()) == 2
        if i % 50 == 0:
            assert_fits(s)
        reached.add(s.lines()[0])
    assert {"Goblin Grab", "Game over", "Paused: Goblin Grab"} <= reached


@pytest.mark.parametrize("game", ["goblin_vaults", "karak"])
def test_fuzz_real_games(tmp_path, monkeypatch, game):
    # Mashing inside a real game, its results and its resumed saves (a resumed finished
    # game once crashed the score sheet). At the game list the walk is steered to `game`.
    from gpcore import catalog
    titles = dict(catalog.GAMES)
    rnd = random.Random(game + "-1")    # a walk that reaches the results (the pause menu's
    s = None                            # Log and Help took the walk of seed `game` elsewhere)
    reached = set()
    for i in range(1500):
        if i % 500 == 0:            # power off and on again, on the same flash
            s = session(tmp_path, seed=i)
            monkeypatch.setattr(s.display, "refresh", lambda **kw: True)  # undone after
        if s.lines()[0] == "Choose a game":
            s.choose(titles[game])
        s.press(rnd.choice(BUTTONS))
        reached.add(s.lines()[0])
    assert "Game over" in reached
