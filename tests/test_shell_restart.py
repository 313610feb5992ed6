"""The firmware restarts itself on a board (App.restart: supervisor.reload(), a fresh heap)
to open a game, to leave one and to show a finished game's results: a note says what to
open, and the next start opens it without the title. The note is kept in the memory that
survives a reload (alarm.sleep_memory, else microcontroller.nvm: host_sim.fakes has both),
trusted only after a reload, else in a file beside the saves; so a board restarts whoever
owns the drive. Here the fake supervisor (host_sim.fakes.supervisor) raises at once, as
tests/mpfakes/supervisor.py does, and a new session on the same saves is the restarted
firmware."""
import os
import sys

import pytest

from host_sim import fakes
from host_sim.fakes import Reload
from firmware.shell import note, check, NOTE
from shellkit import toy, session, setup_game, saved
from firmware.title import head, label


assert toy


@pytest.fixture
def board(monkeypatch):
    """A supervisor module, as on a board: reload() raises Reload; the memory that survives
    it starts empty."""
    mod = fakes.supervisor()
    monkeypatch.setitem(sys.modules, "supervisor", mod)
    fakes.SLEEP_MEMORY[:] = bytes(len(fakes.SLEEP_MEMORY))
    fakes.NVM[:] = bytes(len(fakes.NVM))
    return mod


@pytest.fixture
def computer_owns_drive(monkeypatch):
    """Every write to the flash fails as when the computer owns the drive (EROFS)."""
    from firmware.save_store import SaveStore
    monkeypatch.setattr(SaveStore, "_put", lambda store, tmp, path, data:
                        store._warn(OSError(30)))


@pytest.fixture
def no_sleep_memory(monkeypatch):
    monkeypatch.setitem(sys.modules, "alarm", None)      # (import alarm: ImportError)


@pytest.fixture
def no_memory(monkeypatch, no_sleep_memory):
    import microcontroller
    monkeypatch.setattr(microcontroller, "nvm", None)


def restarted(s, *presses):
    """Choose each entry; the last one restarts the firmware."""
    for p in presses[:-1]:
        s.choose(p)
    with pytest.raises(Reload):
        s.choose(presses[-1])


def test_a_new_game_opens_after_a_restart_and_the_note_is_read_once(toy, board, tmp_path):
    s = session(tmp_path)
    with pytest.raises(Reload):
        setup_game(s, ["Person", "Bot"])
    kept = note("play grabgame")            # in the memory that survives the reload
    assert fakes.SLEEP_MEMORY[:len(kept)] == kept
    assert not os.path.exists(str(tmp_path / "saves" / "next"))
    s = session(tmp_path)                   # the restarted firmware: the game, no title
    assert s.app.playing is not None and s.app.playing.state.history == []
    assert fakes.SLEEP_MEMORY[0] == 0       # read once
    assert s.lines()[0] != "Goblin Pocket"
    s.press("A")                            # a move, saved
    moves = len(s.app.playing.state.history)
    s.press("START")
    restarted(s, "Save and quit")
    s = session(tmp_path)                   # leaving: the title
    assert s.lines()[0] == "Goblin Pocket"
    restarted(s, "Goblin Grab")
    s = session(tmp_path)
    assert len(s.app.playing.state.history) == moves


def a_move_after_a_restart(tmp_path):
    """A new game of a person and a bot, opened by a restart, and a move (saved)."""
    s = session(tmp_path)
    with pytest.raises(Reload):
        setup_game(s, ["Person", "Bot"])
    s = session(tmp_path)
    s.press("A")
    return s


def test_the_log_of_a_game_in_play_opens_on_a_fresh_heap(toy, board, tmp_path):
    s = a_move_after_a_restart(tmp_path)
    history = list(s.app.playing.state.history)
    s.press("START")
    restarted(s, "Log")
    assert fakes.SLEEP_MEMORY[:15] == note("log grabgame")
    s = session(tmp_path)                   # the log alone: no game screen, no view, no bots
    assert s.lines()[0].startswith("Log") and s.app.playing is None
    assert any(t.startswith("Grub: ") for t in s.lines())
    with pytest.raises(Reload):             # closed: back to the game, on a fresh heap
        s.press("B")
    s = session(tmp_path)
    assert s.app.playing.state.history == history and not s.lines()[0].startswith("Log")


def test_finished_game_results_come_after_a_restart(toy, board, tmp_path):
    s = session(tmp_path)
    with pytest.raises(Reload):
        setup_game(s, ["Bot", "Easy bot"])
    with pytest.raises(Reload):             # the bots play to the end, then the restart...
        session(tmp_path)
    assert bytes(fakes.SLEEP_MEMORY[:len(note("end grabgame"))]) == note("end grabgame")
    with pytest.raises(Reload):             # ...to its end on a fresh heap, from its save:
        session(tmp_path)                   # counted, then the restart...
    s = session(tmp_path)                   # ...to the results, from the last game's save
    assert s.lines()[0] == "Game over" and any("WINS" in t for t in s.lines())
    assert all(p is None for p in s.app.playing.players)    # a finished game has no bots
    assert s.app.playing.view is None       # freed while the results are up
    s.choose("Score sheet")
    assert s.lines()[:2] == ["Score sheet", "Grub"]
    s.press("B")
    s.choose("Board")
    assert s.app.playing.view is not None
    s.press("A")
    restarted(s, "Title")
    s = session(tmp_path)
    assert s.lines()[0] == "Goblin Pocket" and "Last game: Goblin Grab" in s.lines()


def resume_after_a_restart(tmp_path, drive):
    """A game saved while the code owned the drive, then resumed (drive: a fixture making
    the computer the owner, or None). Returns the session after the resume."""
    s = a_move_after_a_restart(tmp_path)
    moves = len(s.app.playing.state.history)
    s.press("START")
    restarted(s, "Save and quit")
    if drive is not None:
        drive()
    s = session(tmp_path)
    restarted(s, "Goblin Grab move")
    s = session(tmp_path)                   # the game, on a fresh heap
    assert s.app.playing is not None and s.app.fresh is False
    assert len(s.app.playing.state.history) == moves and s.lines()[0] != "Goblin Pocket"
    return s


@pytest.mark.parametrize("owner", ["code", "computer"])
def test_a_restart_needs_no_drive(toy, board, tmp_path, request, owner):
    drive = (lambda: request.getfixturevalue("computer_owns_drive")) \
        if owner == "computer" else None
    s = resume_after_a_restart(tmp_path, drive)
    assert not os.path.exists(str(tmp_path / "saves" / "next"))     # memory, not a file
    if owner == "computer":                 # the log: not from the old save, in this heap
        s.press("A")
        s.press("START")
        s.choose("Log")
        assert s.lines()[0].startswith("Log") and s.app.playing is not None


@pytest.mark.parametrize("owner", ["code", "computer"])
def test_the_flash_memory_where_there_is_no_sleep_memory(toy, board, no_sleep_memory,
                                                         tmp_path, request, owner):
    drive = (lambda: request.getfixturevalue("computer_owns_drive")) \
        if owner == "computer" else None
    resume_after_a_restart(tmp_path, drive)
    assert fakes.NVM[0] == 0 and not os.path.exists(str(tmp_path / "saves" / "next"))


def test_the_file_where_no_memory_survives_a_restart(toy, board, no_memory, tmp_path):
    s = session(tmp_path)
    with pytest.raises(Reload):
        setup_game(s, ["Person", "Bot"])
    path = str(tmp_path / "saves" / "next")
    with open(path, "rb") as f:
        assert f.read() == note("play grabgame")    # one format for every note
    s = session(tmp_path)
    assert s.app.playing is not None and not os.path.exists(path)


def test_no_restart_where_the_note_cannot_be_kept(toy, board, no_memory, tmp_path,
                                                  computer_owns_drive):
    s = setup_game(session(tmp_path), ["Person", "Bot"])    # played in this heap
    assert s.app.playing is not None and s.lines()[0] != "Goblin Pocket"


def test_a_game_the_flash_has_not_got_ends_in_this_heap(toy, board, tmp_path,
                                                       computer_owns_drive):
    s = setup_game(session(tmp_path), ["Bot", "Easy bot"])  # no save: no restart...
    assert s.lines()[0] == "Game over"      # ...nor to its results (they are not on the flash)
    assert any("WINS" in t for t in s.lines())


def test_a_note_in_memory_is_trusted_only_after_a_reload(toy, board, tmp_path):
    s = session(tmp_path)
    with pytest.raises(Reload):
        setup_game(s, ["Person", "Bot"])
    board.runtime.run_reason = board.RunReason.STARTUP     # power cut, then on again
    s = session(tmp_path)
    assert s.lines()[0] == "Goblin Pocket" and any(x.startswith("Goblin Grab move") for x in s.lines())
    assert fakes.SLEEP_MEMORY[0] == 0       # cleared: not read at a later reload either


@pytest.mark.parametrize("data", [
    b"\xff\xfe\x00",                        # not a note (nor text)
    b"",                                    # empty
    note("grabgame")[:-3],                  # cut short
    note("grabgame")[:-1] + b"\x00",        # a wrong check byte
    bytes((NOTE, 2)) + b"\xff\xfe" + bytes((check(b"\xff\xfe"),)),     # checked, not text
    b"grabgame",                            # an older firmware's note
    note("grabgame"),                       # a framed note naming no place
])
def test_a_damaged_note_is_ignored_and_removed(toy, tmp_path, data):
    os.makedirs(str(tmp_path / "saves"))
    path = str(tmp_path / "saves" / "next")
    with open(path, "wb") as f:
        f.write(data)
    s = session(tmp_path)
    assert s.lines()[:3] == ["Goblin Pocket", "Restart note damaged:", "ignored and removed"]
    assert not os.path.exists(path)
    s = session(tmp_path)                   # reported once
    assert s.lines()[1] != "Restart note damaged:"


def test_damaged_memory_after_a_reload_is_ignored(toy, board, tmp_path):
    board.runtime.run_reason = board.RunReason.SUPERVISOR_RELOAD
    kept = note("play grabgame")
    fakes.SLEEP_MEMORY[:len(kept)] = kept[:-1] + b"\x00"
    s = session(tmp_path)
    assert s.lines()[:2] == ["Goblin Pocket", "Restart note damaged:"]
    assert fakes.SLEEP_MEMORY[0] == 0


def test_a_note_that_cannot_be_removed_is_ignored(tmp_path, monkeypatch):
    from firmware.save_store import SaveStore
    from firmware import opening
    store = SaveStore(str(tmp_path))
    assert store.put("next", b"karak") is None
    monkeypatch.setattr(os, "remove", lambda path: (_ for _ in ()).throw(OSError(30)))
    assert opening.take(store, "next") is None     # else that game would open at every start
    monkeypatch.undo()
    assert opening.take(store, "next") == b"karak" and opening.take(store, "next") is None


@pytest.mark.parametrize("restart", (True, False))
def test_each_saved_game_resumes_by_its_own_entry(toy, tmp_path, request, restart):
    """Three saved games (two of Goblin Grab, one of Karak): each entry of the title opens
    its own game, on a fresh heap (the note names its slot) or in the same one."""
    s = session(tmp_path, board="picosystem")
    for kinds in (["Person", "Bot"], ["Person", "Bot", "Bot"], None):
        if kinds:
            setup_game(s, kinds)
            s.press("A")
        else:
            s.choose("New game")
            s.choose("Karak")
            s.choose("Start game")
        s.press("START")
        s.choose("Save and quit")
    store = s.app.store
    slots = {}                  # entry: (slot, moves)
    for slot in ("grabgame", "grabgame.2", "karak"):
        save = head(store, slot)
        slots[label(save, s.app.profile.cols - 1)] = (slot, save.count)
    assert sorted(saved(s)) == sorted(slots)
    if restart:
        request.getfixturevalue("board")
    for entry in reversed(saved(s)):            # the oldest first: not the first entry
        s = session(tmp_path, board="picosystem")
        s.choose(entry) if not restart else restarted(s, entry)
        if restart:
            kept = note("open " + slots[entry][0])  # in the memory a reload keeps
            assert bytes(fakes.SLEEP_MEMORY[:len(kept)]) == kept
            s = session(tmp_path, board="picosystem")
        play = s.app.playing
        assert play.own == slots[entry][0] and len(play.state.history) == slots[entry][1]
        s.press("START")
        if restart:
            restarted(s, "Save and quit")
        else:
            s.choose("Save and quit")
