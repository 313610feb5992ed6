"""The simulator's command line: scripted keys with numbered screenshots, the bot demo,
the fallback when there is no display, and the window's key mapping."""
import os
import subprocess
import sys

import pygame
from host_sim.display import STRIP

from shellkit import toy
from host_sim import fakes, headless, window

assert toy
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_cli(args, tmp_path, env_extra=None):
    env = dict(os.environ)
    env.pop("BLINKA_OS_AGNOSTIC", None)     # host_sim must set it itself
    env.update(env_extra or {})
    env["HOME"] = str(tmp_path / "home")
    return subprocess.run([sys.executable, "-m", "host_sim"] + args, cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_scripted_keys_write_numbered_shots(tmp_path):
    shots = tmp_path / "shots"
    r = run_cli(["--headless", "--board", "pybadge", "--keys", "DOWN,A,B",
                 "--shots", str(shots), "--saves", str(tmp_path / "saves")], tmp_path)
    assert r.returncode == 0, r.stderr
    names = sorted(os.listdir(shots))
    assert names == ["0001_start.png", "0002_DOWN.png", "0003_A.png", "0004_B.png"]
    img = pygame.image.load(str(shots / "0003_A.png"))
    assert img.get_size() == (160, 128)
    assert "Goblin Pocket" in r.stdout          # B went back to the title
    assert "WARNING" not in r.stdout + r.stderr     # no Blinka warning about the PC's chip
    assert not os.listdir(ROOT + "/tests").count("saves")


def test_unknown_button_is_refused(tmp_path):
    r = run_cli(["--headless", "--keys", "JUMP"], tmp_path)
    assert r.returncode == 2 and "unknown button" in r.stdout


def test_no_display_falls_back_to_the_headless_demo(tmp_path):
    r = run_cli(["--saves", str(tmp_path / "saves")], tmp_path,
                env_extra={"SDL_VIDEODRIVER": "offscreen"})     # SDL without a screen
    assert "No display available" in r.stdout
    assert "Traceback" not in r.stderr


def test_demo_plays_a_whole_game_with_bots(toy, tmp_path, capsys):
    shots = tmp_path / "shots"
    assert headless.demo("picosystem", "grabgame", 7, str(shots), str(tmp_path / "s")) == 0
    out = capsys.readouterr().out
    assert "Game over" in out and "WINS" in out
    frames = sorted(os.listdir(shots))
    assert len(frames) > 10
    assert pygame.image.load(str(shots / frames[-1])).get_size() == (240, 240)
    results = []
    for run in ("a", "b"):                      # the same seed plays the same game
        assert headless.demo("pybadge", "grabgame", 7, None, str(tmp_path / run)) == 0
        results.append(capsys.readouterr().out)
    assert results[0] == results[1]


def test_window_keys_press_the_fake_buttons(toy, tmp_path):
    from shellkit import session
    s = session(tmp_path)
    fakes.HUB.pump = window._pump
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z))
        s.settle()
    finally:
        fakes.HUB.pump = None
    assert s.lines()[0] == "Choose a game"      # Z is the A button


def test_window_shows_the_screen_scaled_up(toy, tmp_path):
    from shellkit import session
    s = session(tmp_path, scale=3)
    try:
        native = s.screenshot()
        window = s.display._window
        strip = 3 * STRIP                   # the lights beside the screen
        assert native.get_size() == (160, 128) and window.get_size() == (480 + strip, 384)
        for x, y in ((5, 5), (40, 20), (100, 60), (150, 120)):
            assert window.get_at((3 * x + 1, 3 * y + 1)) == native.get_at((x, y))
        lamps = [window.get_at((480 + strip // 2, 384 * (2 * i + 1) // 10))[:3]
                 for i in range(5)]
        assert lamps == [(60, 60, 60)] * 5          # five NeoPixels, dark at the title
        fakes.neopixel_write(None, bytes((2, 31, 2)) * 5)       # lit red by the firmware
        assert window.get_at((480 + strip // 2, 384 // 10))[:3] == (255, 16, 16)
        s.wait(60000)                                   # dimmed: the picture darkens
        assert s.brightness() < 0.1 and native.get_size() == (160, 128)
        rule = native.get_at((40, 13))[:3]              # the rule under the title
        assert sum(rule) > 200 and sum(window.get_at((121, 40))[:3]) < sum(rule) // 2
    finally:
        fakes.configure("pybadge")      # back to the plain screen for the other tests


def test_window_mode_runs_the_firmware_main_loop(toy, tmp_path, monkeypatch):
    """window.run: firmware.shell.main() itself, keys from pygame, Esc quits."""
    calls = [0]
    real = window._pump

    def pump():
        calls[0] += 1
        if calls[0] == 3:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z))
        elif calls[0] == 5:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z))
        elif calls[0] == 12:
            pygame.image.save(fakes.HUB.display._window, str(tmp_path / "win.png"))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
        real()
    monkeypatch.setattr(window, "_pump", pump)
    try:
        assert window.run("pybadge", str(tmp_path / "saves"), 2) == 0
        shot = pygame.image.load(str(tmp_path / "win.png"))
        assert shot.get_size() == (320 + 2 * STRIP, 256)
        from host_sim.session import _walk
        shown = []
        _walk(fakes.HUB.display.root_group, 0, 0, shown)
        assert "Choose a game" in [t for *_, t in shown]     # Z pressed A
    finally:
        fakes.HUB.pump = None
        fakes.configure("pybadge")
