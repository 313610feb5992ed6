"""The firmware restarts itself on a board (App.restart: supervisor.reload(), a fresh heap)
to open a game, to leave one and to show a finished game's results: a note beside the saves
says what to open, and the next start opens it without the title. Here a stand-in
supervisor raises at once, as tests/mpfakes/supervisor.py does, and a new session on the
same saves is the restarted firmware."""
import os
import sys
import types

import pytest

from shellkit import toy, session, setup_game, saved
from firmware.title import head, label


assert toy


class Reload(BaseException):
    pass


@pytest.fixture
def board(monkeypatch):
    """A supervisor module, as on a board: reload() raises Reload."""
    mod = types.ModuleType("supervisor")

    def reload():
        raise Reload()

    mod.reload = reload
    monkeypatch.setitem(sys.modules, "supervisor", mod)
    return mod


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
    note = str(tmp_path / "saves" / "next")
    with open(note, "rb") as f:
        assert f.read() == b"grabgame"
    s = session(tmp_path)                   # the restarted firmware: the game, no title
    assert s.app.playing is not None and s.app.playing.state.history == []
    assert not os.path.exists(note)
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


def test_the_log_of_a_game_in_play_opens_on_a_fresh_heap(toy, board, tmp_path):
    s = session(tmp_path)
    with pytest.raises(Reload):
        setup_game(s, ["Person", "Bot"])
    s = session(tmp_path)
    s.press("A")                            # a move, saved
    history = list(s.app.playing.state.history)
    s.press("START")
    restarted(s, "Log")
    with open(str(tmp_path / "saves" / "next"), "rb") as f:
        assert f.read() == b"grabgame log"
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


def test_no_restart_where_the_note_cannot_be_written(toy, board, tmp_path, monkeypatch):
    from firmware.save_store import SaveStore
    real = SaveStore.put

    def put(store, name, data):
        if name == "next":
            store.failed = 30               # EROFS: a computer owns the drive
            return None
        return real(store, name, data)

    monkeypatch.setattr(SaveStore, "put", put)
    s = setup_game(session(tmp_path), ["Person", "Bot"])    # played in this heap
    assert s.app.playing is not None and s.lines()[0] != "Goblin Pocket"


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
            with open(str(tmp_path / "saves" / "next"), "rb") as f:
                assert f.read().decode() == slots[entry][0]
            s = session(tmp_path, board="picosystem")
        play = s.app.playing
        assert play.own == slots[entry][0] and len(play.state.history) == slots[entry][1]
        s.press("START")
        if restart:
            restarted(s, "Save and quit")
        else:
            s.choose("Save and quit")
