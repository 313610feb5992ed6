"""The settings (bot banner speed, kept on the flash like a save) and the replay's controls
(stepped, played, fast-forwarded)."""
import os

from shellkit import toy, session, setup_game, assert_fits
from host_sim import fakes
from firmware import settings

assert toy


def banner_ms(s):
    """How long the bot's banner stays up after my move (ms), and its number of lines."""
    fakes.HUB.press("A", True)
    s._step()
    fakes.HUB.press("A", False)
    play = s.app.playing
    for _ in range(50):             # past "... is thinking" to the bot's move
        s._step()
        if play.deadline is not None and any(": chose" in t for t in s.lines()):
            return play.deadline - s.clock, play.nlines
    raise AssertionError(s.lines())


def test_bot_speed_setting_is_kept_on_the_flash(toy, tmp_path):
    s = session(tmp_path)
    s.choose("Settings")
    assert s.selected() == "Bot speed: < Normal >"
    assert_fits(s)
    s.press("RIGHT")
    assert s.selected() == "Bot speed: < Fast >"
    s.press("B")
    assert s.lines()[0] == "Goblin Pocket"
    assert os.listdir(tmp_path / "saves") == ["settings.dat"]
    s2 = session(tmp_path)                          # power off and on
    s2.choose("Settings")
    assert s2.selected() == "Bot speed: < Fast >"
    s2.press("LEFT")
    s2.press("LEFT")
    assert s2.selected() == "Bot speed: < Slow >"


def test_banner_time_follows_the_setting(toy, tmp_path):
    fast, normal = settings.BANNER_MS[2], settings.BANNER_MS[1]
    assert normal[0] < 1300 and normal[1] < 500 and fast < normal   # faster than before
    s = setup_game(session(tmp_path / "a"), ["Person", "Bot"])
    ms, lines = banner_ms(s)
    assert lines == 3 and ms == normal[0] + 2 * normal[1]   # the move, the cards, who won
    s = session(tmp_path / "b")
    s.choose("Settings")
    s.press("A")                                    # A changes it too: Fast
    s.press("B")
    setup_game(s, ["Person", "Bot"])
    assert banner_ms(s) == (fast[0] + 2 * fast[1], 3)


def test_damaged_settings_give_the_defaults(toy, tmp_path):
    root = tmp_path / "saves"
    root.mkdir()
    good = settings.encode(bytes((2,)))             # an older firmware's: one setting
    assert settings.decode(good) == bytearray((2, 1, 1, 2))     # the rest: defaults
    for bad in (good[:-1], good[:-1] + bytes((good[-1] ^ 1,)), b"", b"GPO\x01\x01\x07" +
                good[-2:]):
        (root / "settings.dat").write_bytes(bad)
        s = session(tmp_path)
        assert "Settings damaged: reset" in s.lines()
        s.choose("Settings")
        assert s.selected() == "Bot speed: < Normal >", bad
    (root / "settings.dat").write_bytes(settings.encode(bytes((9,))))   # a choice unknown
    s = session(tmp_path)
    assert "Settings damaged: reset" not in s.lines()
    s.choose("Settings")
    assert s.selected() == "Bot speed: < Normal >"
    newer = settings.encode(bytes((0, 0, 1, 0, 5)))     # a later firmware's extra setting
    assert settings.decode(newer) == bytearray((0, 0, 1, 0))


def test_replay_steps_and_fast_forwards(toy, tmp_path, monkeypatch):
    # the first banner of the replay is caught before it passes (the replay's module is
    # patched once the game is over: it is a game's module, dropped by the title's places)
    s = setup_game(session(tmp_path), ["Bot", "Easy bot"])
    assert s.lines()[0] == "Game over"
    from firmware import replay as play_mod
    orig = play_mod.ReplayScreen.advance
    seen = []

    def advance(self, now):
        if self.replay is not None and not seen:
            seen.append(1)
            self.pace = 0                           # a person who pressed DOWN at once
        return orig(self, now)
    monkeypatch.setattr(play_mod.ReplayScreen, "advance", advance)
    s.choose("Watch replay")
    play = s.app.playing
    n = len(play.replay)
    assert play.deadline is None                    # Step: waits for A
    assert s.lines()[-1] == "Step 1/%d ^v A:next" % n
    assert "Grub: chose a card" in s.lines()
    assert_fits(s)
    s.press("A")
    assert s.lines()[-1] == "Step 2/%d ^v A:next" % n and play.deadline is None
    s.press("SELECT")                               # the view's keys page the view
    assert s.lines()[-1] == "Step 2/%d ^v A:next" % n
    s.press("DOWN")                                 # already the slowest
    assert s.lines()[-1].startswith("Step")
    fakes.HUB.press("UP", True)
    s._step()
    fakes.HUB.press("UP", False)
    assert play.deadline is not None and s.lines()[-1].startswith("Play 2/")
    fakes.HUB.press("UP", True)
    s._step()
    fakes.HUB.press("UP", False)
    assert play.deadline - s.clock <= play_mod.FAST_MS
    assert s.lines()[-1].startswith("Fast 2/")
    s.settle()                                      # fast to the end: the results again
    assert s.lines()[0] == "Game over"
