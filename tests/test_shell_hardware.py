"""The handheld's own hardware, as the firmware asks for it (host_sim's fake NeoPixels, LED,
speaker and backlight): the lights in the colour of the seat to move, the sounds (a person's
turn, dice, a win), the backlight dimmed after a minute without a press and woken by a press
that does nothing else, and the settings for them, kept across a restart."""
import importlib

import pytest

from shellkit import toy, session, setup_game, assert_fits
from firmware import boards, ui

assert toy


def neopixel(c):
    """What the firmware writes to a NeoPixel for colour c (at an eighth of its power)."""
    return ((c >> 16 & 255) >> 3) << 16 | ((c >> 8 & 255) >> 3) << 8 | (c & 255) >> 3


def test_lights_show_the_seat_to_move(toy, tmp_path):
    s = session(tmp_path)
    assert s.lights() == [0] * 5                    # dark at the title
    setup_game(s, ["Person", "Person"])
    assert s.lines()[0] == "Pass to Grub"
    assert s.lights() == [neopixel(ui.SEAT_COLORS[0])] * 5
    s.press("A")
    s.press("A")                                    # Grub's choice: Snik's turn
    assert s.lines()[0] == "Pass to Snik"
    assert s.lights() == [neopixel(ui.SEAT_COLORS[1])] * 5
    s.press("A")
    s.press("START")
    s.choose("Save and quit")
    assert s.lines()[0] == "Goblin Pocket" and s.lights() == [0] * 5   # dark outside a game
    s.choose("Goblin Grab")
    assert s.lights() == [neopixel(ui.SEAT_COLORS[1])] * 5


def test_a_persons_turn_plays_the_turn_sound_once(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    assert s.sounds() == ["turn"]                   # the first decision of the game
    s.press("A")                                    # my card; the bot's; my next turn
    assert s.sounds() == ["turn", "turn"]
    s2 = setup_game(session(tmp_path / "b"), ["Bot", "Bot"])
    assert s2.lines()[0] == "Game over" and s2.sounds() == []      # bots alone: silent


def test_sound_off_plays_nothing(toy, tmp_path):
    s = session(tmp_path)
    s.choose("Settings")
    s.choose("Sound")
    assert s.selected() == "Sound: < Off >"
    s.press("B")
    setup_game(s, ["Person", "Bot"])
    s.press("A")
    assert s.sounds() == []


def test_lights_off_stay_dark(toy, tmp_path):
    s = session(tmp_path)
    s.choose("Settings")
    s.choose("Lights")
    assert s.selected() == "Lights: < Off >"
    s.press("B")
    setup_game(s, ["Person", "Bot"])
    assert s.lights() == [0] * 5


def test_dice_sound_when_the_engine_says_dice_were_rolled(toy, tmp_path, monkeypatch):
    game = importlib.import_module("grabgame")      # (a game left is unloaded: this one)
    monkeypatch.setattr(game.GrabState, "dice", lambda self: 1, raising=False)
    s = setup_game(session(tmp_path), ["Person", "Person"])
    s.press("A")
    s.press("A")
    assert s.sounds() == ["turn", "dice", "turn"]


def test_a_person_winning_plays_the_win_sound(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Person"])
    while s.lines()[0] != "Game over":
        s.press("A")
    assert s.sounds()[-1] == "won"                  # somebody won, and all are people
    n = len(s.sounds())
    s.choose("Title")
    s.choose("Last game")                           # looked at again: no sound
    assert s.lines()[0] == "Game over" and len(s.sounds()) == n


def test_bots_winning_play_no_win_sound(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Bot", "Bot"])
    assert s.lines()[0] == "Game over" and "won" not in s.sounds()


def test_dimmed_after_a_minute_and_the_waking_press_makes_no_move(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    s.press("A")                                    # past the pass screen? (one person: none)
    play = s.app.playing
    moves = len(play.state.history)
    lines = s.lines()
    assert s.brightness() == 1.0
    s.wait(59000)
    assert s.brightness() == 1.0                    # not yet
    s.wait(1500)
    assert s.brightness() == 0.05 and s.lights() == [0] * 5
    s.press("A")                                    # wakes the screen, nothing else
    assert s.brightness() == 1.0 and s.lights() == [neopixel(ui.SEAT_COLORS[0])] * 5
    assert len(play.state.history) == moves and s.lines() == lines
    s.press("A")                                    # now it plays
    assert len(play.state.history) > moves


def test_a_changing_screen_is_not_dimmed(toy, tmp_path):
    """Bots playing for minutes keep the screen lit: only a minute without a press and
    without a change dims it."""
    s = session(tmp_path)
    s.app.banner_ms = (40000, 0)                    # a bot's move shown for 40 s
    seen = []
    s.on_frame = lambda: seen.append(s.brightness())
    setup_game(s, ["Bot", "Bot"])
    assert s.lines()[0] == "Game over" and s.clock > 200000
    assert set(seen) == {1.0} and s.brightness() == 1.0


def test_settings_persist_across_a_restart(toy, tmp_path):
    s = session(tmp_path)
    s.choose("Settings")
    s.choose("Sound")
    s.choose("Lights")
    s.choose("Brightness")                          # High -> Low
    assert s.lines()[1:5] == ["Bot speed: < Normal >", "Sound: < Off >", "Lights: < Off >",
                              "Brightness: < Low >"]
    assert s.brightness() == 0.3                    # at once
    assert_fits(s)
    s2 = session(tmp_path)                          # power off and on
    assert s2.brightness() == 0.3
    s2.choose("Settings")
    assert s2.lines()[1:5] == ["Bot speed: < Normal >", "Sound: < Off >", "Lights: < Off >",
                               "Brightness: < Low >"]
    while not s2.selected().startswith("Brightness"):
        s2.press("DOWN")
    s2.press("RIGHT")
    assert s2.brightness() == 0.6


@pytest.mark.parametrize("board", ("pygamer", "picosystem"))
def test_other_boards_light_and_sound(toy, tmp_path, board):
    s = setup_game(session(tmp_path, board=board), ["Person", "Person"])
    c = ui.SEAT_COLORS[0]
    if board == "picosystem":                       # one RGB LED
        assert s.lights() == [c]
    else:
        assert s.lights() == [neopixel(c)] * 5
    assert s.sounds() == ["turn"]


def test_every_board_names_its_hardware():
    for bid, spec in boards.BOARDS.items():
        assert len(spec) == 8 and spec[7] in (None, "hardware_pico"), bid
