"""Statistics kept on the device (firmware.tally, firmware.stats): games played and won per
person's name and per game, from the title's "Game statistics"; a game counted once, when it
ends; the file written like a save, a damaged one reported and reset."""
import os
import shutil

from shellkit import toy, session, setup_game, assert_fits
from firmware import tally

assert toy


def finish(s, kinds):
    """A new toy game with these seats, played to its results; returns the winners' names."""
    setup_game(s, kinds)
    while s.lines()[0] != "Game over":
        s.press("A")
    play = s.app.playing
    return [play.names[i] for i in play.state.winners()]


def table(s):
    """The statistics screen's lines (from the title)."""
    s.choose("Game statistics")
    assert s.lines()[0] == "Game statistics"
    assert_fits(s)
    lines = list(s.app.screen.lines)
    s.press("B")
    assert s.lines()[0] == "Goblin Pocket"
    return lines


def test_people_are_counted_per_name_and_game(toy, tmp_path):
    s = session(tmp_path)
    assert table(s) == ["No game finished yet."]
    wins = finish(s, ["Person", "Person", "Bot"])   # Grub, Snik, and the bot Mog
    s.choose("Title")
    lines = table(s)
    assert lines[:2] == ["Goblin Grab: 1 played",
                         "  people won %d" % (1 if set(wins) & {"Grub", "Snik"} else 0)]
    for name in ("Grub", "Snik"):
        won = 1 if name in wins else 0
        assert " %-5s   1 played   %d won" % (name, won) in lines
    assert not any("Mog" in t for t in lines)       # a bot is not counted
    assert "Over all games" in lines
    s2 = session(tmp_path)                          # power off and on: kept
    assert table(s2) == lines


def test_a_game_is_counted_once(toy, tmp_path):
    s = session(tmp_path)
    finish(s, ["Person", "Bot"])
    s.choose("Title")
    once = table(s)
    assert once[0] == "Goblin Grab: 1 played"
    s.choose("Last game")                           # looked at again
    assert s.lines()[0] == "Game over"
    s.choose("Watch replay")                        # and replayed to its end
    s.press("UP")
    s.press("UP")
    for _ in range(50):
        if s.lines()[0] == "Game over":
            break
        s.press("A")
    assert s.lines()[0] == "Game over"
    s.choose("Title")
    assert table(s) == once


def test_power_cut_before_the_save_became_the_last_game(toy, tmp_path):
    """Counted, then the power went before the finished save left its slot: resumed, it
    ends again, and is not counted again."""
    s = session(tmp_path)
    finish(s, ["Person", "Bot"])
    saves = tmp_path / "saves"
    shutil.copy(saves / "last.gps", saves / "grabgame.gps")     # as if not moved yet
    s2 = session(tmp_path)
    s2.choose("Goblin Grab")
    assert s2.lines()[0] == "Game over"
    s2.choose("Title")
    assert table(s2)[0] == "Goblin Grab: 1 played"


def test_bots_only_games_are_not_counted(toy, tmp_path):
    s = session(tmp_path)
    finish(s, ["Bot", "Bot"])
    s.choose("Title")
    assert table(s) == ["No game finished yet."]


def test_two_games_add_up(toy, tmp_path):
    s = session(tmp_path)
    first = finish(s, ["Person", "Bot"])
    s.choose("Play again")
    while s.lines()[0] != "Game over":
        s.press("A")
    second = [s.app.playing.names[i] for i in s.app.playing.state.winners()]
    s.choose("Title")
    lines = table(s)
    won = (first + second).count("Grub")
    assert lines[0] == "Goblin Grab: 2 played"
    assert " Grub    2 played   %d won" % won in lines


def test_damaged_statistics_are_reported_and_reset(toy, tmp_path):
    s = session(tmp_path)
    finish(s, ["Person", "Bot"])
    s.choose("Title")
    path = tmp_path / "saves" / tally.FILE
    data = bytearray(path.read_bytes())
    data[len(tally.HEAD) + 2] ^= 1                  # one bit flipped
    path.write_bytes(bytes(data))
    assert table(s) == ["Statistics damaged: reset", "Moved to", "saves/statistics.bad",
                        "No game finished yet."]
    assert table(s) == ["No game finished yet."]    # reported once: the file is gone
    assert (tmp_path / "saves" / "statistics.bad").read_bytes() == bytes(data)
    path.write_bytes(b"\xff" * 7)                   # garbage: at the end of a game it is
    finish(s, ["Person", "Bot"])                    # left as it is (that game not counted)
    s.choose("Title")
    assert path.read_bytes() == b"\xff" * 7
    assert table(s)[:3] == ["Statistics damaged: reset", "Moved to", "saves/statistics.bad"]
    assert (tmp_path / "saves" / "statistics.bad").read_bytes() == b"\xff" * 7
    finish(s, ["Person", "Bot"])
    s.choose("Title")
    assert table(s)[0] == "Goblin Grab: 1 played"


def test_the_file_survives_a_cut_between_remove_and_rename(toy, tmp_path):
    s = session(tmp_path)
    finish(s, ["Person", "Bot"])
    s.choose("Title")
    lines = table(s)
    saves = tmp_path / "saves"
    os.rename(saves / tally.FILE, saves / (tally.FILE + ".tmp"))
    assert table(session(tmp_path)) == lines
