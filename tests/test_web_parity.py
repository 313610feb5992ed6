"""The browser build (host_sim/web) draws what the desktop simulator draws, pixel for pixel:
for each catalog game on both screen sizes, the desktop simulator plays title, New game, the
game, Start, on to the first decision of a person, a page of the game's view (SELECT) and
the pause menu (START), recording its keys and screens; then host_sim/web/parity.mjs runs
the browser build's Python (device.py, the firmware, the stand-ins of tests/mpfakes) on the
MicroPython core of CircuitPython 10 under Node.js on the same keys and seed, and draws each
screen with the page's drawing code (gp.mjs). A difference fails with the screen's name and
the number of pixels that differ."""
import json
import os
import shutil
import subprocess

import pytest

from shellkit import session
from gpcore import catalog

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDS = (("pybadge", "pybadge"), ("picosystem", "pimoroni_picosystem"))
SEED = 3


def record(tmp_path, board, title):
    """The desktop simulator's keys and screens ({name: RGB bytes}) for one game."""
    import pygame
    s = session(tmp_path / board, board=board, seed=SEED)
    keys, shots = [], {}
    press = s.press

    def pressed(name):
        keys.append(name)
        press(name)
    s.press = pressed

    def shot(name):
        keys.append("@" + name)
        shots[name] = pygame.image.tostring(s.screenshot(), "RGB")
    shot("title")
    s.choose("New game")
    s.choose(title)
    s.choose("Start")
    for _ in range(20):
        if s.lines()[0].startswith("Pass to"):
            s.press("A")
        elif s.app.screen is s.app.playing and s.selected() is not None:
            break
    shot("decision")
    s.press("SELECT")
    shot("view")
    s.press("B")
    s.press("START")
    shot("pause")
    return keys, shots


NODE = pytest.mark.skipif(shutil.which("node") is None or not os.path.isdir(
    os.path.join(ROOT, "tools", "mpcores", "node_modules")),
    reason="needs Node.js and tools/mpcores (npm ci --prefix tools/mpcores)")


def differences(tmp_path, runs, expected):
    """Run parity.mjs on runs; each screen of expected ({name: RGB bytes}) that it drew
    otherwise, as "name: N pixels differ"."""
    script = tmp_path / "script.json"
    script.write_text(json.dumps(runs))
    out = tmp_path / "web"
    out.mkdir()
    r = subprocess.run(["node", os.path.join(ROOT, "host_sim", "web", "parity.mjs"),
                        str(script), str(out)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    bad = []
    for name, px in sorted(expected.items()):
        path = out / (name + ".rgb")
        if not path.exists():
            bad.append("%s: not drawn" % name)
            continue
        got = path.read_bytes()
        if len(got) != len(px):
            bad.append("%s: %d pixels, expected %d" % (name, len(got) // 3, len(px) // 3))
            continue
        diff = sum(1 for i in range(0, len(px), 3) if got[i:i + 3] != px[i:i + 3])
        if diff:
            bad.append("%s: %d pixels differ" % (name, diff))
    return bad


@NODE
def test_browser_build_draws_what_the_simulator_draws(tmp_path):
    runs, expected = [], {}
    for board, board_id in BOARDS:
        for game, title in catalog.GAMES:
            keys, shots = record(tmp_path, board, title)
            prefix = "%s_%s_" % (board, game)
            runs.append({"board": board_id, "seed": SEED,
                         "steps": [k[:1] + prefix + k[1:] if k[0] == "@" else k
                                   for k in keys]})
            expected.update((prefix + name, px) for name, px in shots.items())
    bad = differences(tmp_path, runs, expected)
    assert not bad, "\n".join(bad)


@NODE
def test_damaged_saves_in_browser_storage_are_reported_and_set_aside(tmp_path):
    """A damaged save and damaged settings among the files the page keeps: the title says
    so, as the simulator's does with the same files, and they are moved aside."""
    import pygame
    saved = {"goblin_vaults.gps": "not a save", "settings.dat": "\x01"}
    (tmp_path / "sim" / "saves").mkdir(parents=True)
    for name, text in saved.items():
        (tmp_path / "sim" / "saves" / name).write_text(text)
    s = session(tmp_path / "sim", seed=SEED)
    assert "Save damaged:" in s.lines()
    expected = {"damaged": pygame.image.tostring(s.screenshot(), "RGB")}
    runs = [{"board": "pybadge", "seed": SEED, "steps": ["@damaged"],
             "saved": {"/saves/" + name: text for name, text in saved.items()}}]
    bad = differences(tmp_path, runs, expected)
    assert not bad, "\n".join(bad)
