"""Saves: a slot per game, written after every action through a temporary file; damaged ones
reported on screen and moved aside; a read-only or full flash reported once while play goes
on, and again before "Save and quit"; the last finished game; an old single save migrated;
nothing overwritten or deleted without asking."""
import errno
import os

import pytest

from shellkit import toy, session, setup_game, assert_fits, saved, drop_strays
from gpcore import catalog, savefmt
from firmware import save_store
from firmware.save_store import SaveStore
from firmware.opening import load

assert toy


def good_save(actions=(3,), names=("Grub", "Snik")):
    return savefmt.Save("grabgame", list(names), [0, 2][:len(names)], b"\x00\x00", 1234,
                        list(actions))


def write_raw(tmp_path, data, name="grabgame.gps"):
    root = tmp_path / "saves"
    root.mkdir(exist_ok=True)
    (root / name).write_bytes(data)
    return root


def test_store_round_trip_and_no_temp_left(tmp_path):
    st = SaveStore(str(tmp_path / "saves"))
    assert load(st, "grabgame") is None
    assert st.write(good_save(), "grabgame") is None
    assert os.listdir(tmp_path / "saves") == ["grabgame.gps"]
    assert load(st, "grabgame").actions == [3]
    st.remove("grabgame")
    assert load(st, "grabgame") is None


def test_power_cut_between_remove_and_rename_keeps_the_save(tmp_path):
    root = tmp_path / "saves"
    root.mkdir()
    (root / "grabgame.tmp").write_bytes(savefmt.encode(good_save([5])))
    assert load(SaveStore(str(root)), "grabgame").actions == [5]
    assert os.listdir(root) == ["grabgame.gps"]


def test_fat_rename_that_cannot_overwrite(tmp_path, monkeypatch):
    st = SaveStore(str(tmp_path / "saves"))
    st.write(good_save([1]), "grabgame")
    st.write(good_save([7]), "last")
    real = os.rename

    def fat_rename(a, b):       # FAT: renaming onto an existing file fails
        if os.path.exists(b):
            raise OSError(errno.EEXIST, "exists")
        real(a, b)
    monkeypatch.setattr(save_store.os, "rename", fat_rename)
    assert st.write(good_save([1, 2]), "grabgame") is None
    assert load(st, "grabgame").actions == [1, 2]
    st.finish("grabgame")
    assert load(st, "last").actions == [1, 2] and load(st, "grabgame") is None


def damaged_bytes():
    good = savefmt.encode(good_save([4]))
    wrong_sum = good[:-1] + bytes([good[-1] ^ 0xFF])
    body = bytearray(good[:-2])
    body[3] = 9                                     # unknown version, checksum redone
    c = savefmt.fletcher16(body, len(body))
    version = bytes(body) + bytes([c & 255, c >> 8])
    import random
    noise = bytes(random.Random(5).randrange(256) for _ in range(40))
    illegal = savefmt.encode(good_save([99]))      # reads fine, the replay refuses it
    one_seat = savefmt.encode(good_save([], ["Grub"]))
    bad_option = good_save([])
    bad_option.options = b"\x00\x07"                # "Hand" has two choices, not eight
    return {"truncated": good[:9], "checksum": wrong_sum, "version": version,
            "random": noise, "empty": b"", "illegal": illegal, "seats": one_seat,
            "option": savefmt.encode(bad_option)}


@pytest.mark.parametrize("kind", sorted(damaged_bytes()))
def test_damaged_save_is_reported_and_moved_aside(toy, tmp_path, kind):
    data = damaged_bytes()[kind]
    root = write_raw(tmp_path, data)
    s = session(tmp_path)
    if kind in ("illegal", "seats", "option"):    # only resuming finds it out
        s.choose("Goblin Grab")
    lines = s.lines()
    assert lines[0] == "Goblin Pocket"
    assert "Save damaged:" in lines and "saves/grabgame.bad" in lines
    assert saved(s) == []
    assert (root / "grabgame.bad").read_bytes() == data
    assert not (root / "grabgame.gps").exists()
    assert_fits(s)
    s.choose("New game")            # and the device goes on
    assert s.lines()[0] == "Choose a game"


def _refuse(code):
    def fake_open(path, mode="r"):
        if "w" in mode:
            raise OSError(code, os.strerror(code))
        return open(path, mode)
    return fake_open


@pytest.mark.parametrize("code,message", [(errno.EROFS, "Cannot save: read-only"),
                                          (errno.ENOSPC, "Cannot save: flash full")])
def test_unwritable_flash_warns_once_and_play_goes_on(toy, tmp_path, monkeypatch, code,
                                                      message):
    monkeypatch.setattr(save_store, "open", _refuse(code), raising=False)
    s = session(tmp_path)
    seen = []
    s.on_frame = lambda: seen.append(s.lines())
    setup_game(s, ["Person", "Bot"])    # the new game is saved at once: the warning may come
    for _ in range(3):
        s.press("A")                 # three rounds: the game ends
    flat = [t for lines in seen for t in lines]
    assert flat.count(message) == 1
    assert s.lines()[0] == "Game over"
    s.choose("Title")
    assert saved(s) == [] and not any(t.startswith("Last") for t in s.lines())


@pytest.mark.parametrize("board,key", [("pybadge", "SELECT"), ("picosystem", "Y")])
def test_save_and_quit_warns_when_saving_is_off(toy, tmp_path, monkeypatch, board, key):
    monkeypatch.setattr(save_store, "open", _refuse(errno.EROFS), raising=False)
    s = setup_game(session(tmp_path, board=board), ["Person", "Bot"])
    s.press("START")
    s.choose("Save and quit")
    text = " ".join(s.lines())
    assert s.lines()[0] == "Are you sure?" and s.selected() == "No, go back"
    assert "Saving is off" in text and key + " was held at power-on" in text
    assert_fits(s)
    s.press("A")                                    # back: the game goes on
    assert s.app.playing is not None and s.app.screen is s.app.playing
    s.press("START")
    s.choose("Save and quit")
    s.choose("Quit, lose")
    assert s.lines()[0] == "Goblin Pocket"


def test_save_and_quit_asks_nothing_when_saving_works(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    s.press("START")
    s.choose("Save and quit")
    assert s.lines()[0] == "Goblin Pocket" and saved(s) == ["Goblin Grab move 0 Gru,Sn"]


def test_save_of_a_game_not_installed_is_kept(toy, tmp_path, monkeypatch):
    from gpcore import catalog
    monkeypatch.setattr(catalog, "GAMES", catalog.GAMES + (("nosuchgame", "No Such"),))
    save = savefmt.Save("nosuchgame", ["Grub", "Snik"], [0, 2], b"", 5, [1])
    root = write_raw(tmp_path, savefmt.encode(save), "nosuchgame.gps")
    s = session(tmp_path)
    s.choose("No Such")
    assert s.lines()[:3] == ["Not installed", "No Such", "is not on this device."]
    s.press("A")
    assert s.selected() == "No Such move 1 Grub,Snik"
    assert (root / "nosuchgame.gps").exists()


def test_old_save_of_an_unknown_game_is_set_aside(toy, tmp_path):
    save = savefmt.Save("chess", ["Grub", "Snik"], [0, 2], b"", 5, [1])
    root = write_raw(tmp_path, savefmt.encode(save), "current.gps")
    s = session(tmp_path)
    assert "Save damaged:" in s.lines() and "saves/current.bad" in s.lines()
    assert (root / "current.bad").exists()


def test_old_single_save_is_migrated_to_its_game_slot(toy, tmp_path):
    root = write_raw(tmp_path, savefmt.encode(good_save([3])), "current.gps")
    s = session(tmp_path)
    assert saved(s) == ["Goblin Grab move 1 Gru,Sn"]
    assert s.lines()[1:3] == ["Goblin Grab, move 1", "Grub Snik"]     # in full
    assert os.listdir(root) == ["grabgame.gps"]
    s.choose("Goblin Grab")
    assert s.app.playing.state.history[0] == 3 and s.app.playing.state.seed == 1234
    for i in (5, 6, 7):
        write_raw(tmp_path, savefmt.encode(good_save([i])), "current.gps")
        session(tmp_path)           # to a free slot; with none free, left alone
    assert sorted(os.listdir(root)) == ["current.gps", "grabgame.2.gps", "grabgame.3.gps",
                                        "grabgame.gps"]
    store = SaveStore(str(root))
    assert [load(store, k).actions[0] for k in ("grabgame", "grabgame.2", "grabgame.3",
                                                "current")] == [3, 5, 6, 7]


def test_damaged_old_single_save_is_set_aside(toy, tmp_path):
    root = write_raw(tmp_path, b"GPS garbage", "current.gps")
    s = session(tmp_path)
    assert "Save damaged:" in s.lines() and "saves/current.bad" in s.lines()
    assert os.listdir(root) == ["current.bad"]


def started(s, kinds=("Person", "Bot")):
    """A new game of Goblin Grab, one move made, saved and left."""
    setup_game(s, list(kinds))
    s.press("A")
    s.press("START")
    s.choose("Save and quit")


@pytest.mark.parametrize("board", ("pybadge", "picosystem"))
def test_three_saves_per_game_then_a_new_game_asks_which_to_replace(toy, tmp_path, board):
    s = session(tmp_path, board=board)
    started(s)
    started(s, ("Person", "Bot", "Easy bot"))
    started(s, ("Person", "Person"))
    assert sorted(os.listdir(tmp_path / "saves")) == ["grabgame.2.gps", "grabgame.3.gps",
                                                      "grabgame.gps"]
    wide = board == "picosystem"
    assert saved(s) == ["Goblin Grab move 0 " + ("Grub,Snik" if wide else "Gru,Sn"),
                        "Goblin Grab move 3 " + ("Grub,Snik,Mog" if wide else "Gru,Sn"),
                        "Goblin Grab move 2 " + ("Grub,Snik" if wide else "Gru,Sn")]
    assert s.lines()[1:3] == ["Goblin Grab, move 0", "Grub Snik"]   # the highlighted one
    s.press("DOWN")                                 # the one before: three players
    assert s.lines()[1:3] == ["Goblin Grab, move 3", "Grub Snik Mog"]
    assert_fits(s)
    saved_before = saved(s)
    setup_game(s, ["Person", "Bot"])                # a fourth: which one goes?
    assert s.lines()[0] == "Replace a save?" and s.selected() == "No, go back"
    assert "Goblin Grab has no free save: a new game deletes the one you choose." == \
        " ".join(s.lines()[1:s.lines().index("No, go back")])
    assert s.app.screen.menu.items[1:] == saved_before[2:] + saved_before[1:2] + \
        saved_before[:1]                            # (in slot order)
    assert_fits(s)
    s.press("A")                                    # no: back to the seats, nothing lost
    assert s.lines()[0] == "Goblin Grab" and s.selected() == "Start game"
    assert len(os.listdir(tmp_path / "saves")) == 3
    s.press("A")
    s.press("DOWN")
    s.press("DOWN")
    s.press("A")                                    # the game of three is replaced
    assert s.app.playing.state.history == [] and s.app.playing.own == "grabgame.2"
    s.press("START")
    s.choose("Save and quit")
    assert saved(s)[0].startswith("Goblin Grab move 0 ") and \
        saved(s)[1:] == [saved_before[0], saved_before[2]]
    players = [s.lines()[2]]
    for _ in range(2):
        s.press("DOWN")
        players.append(s.lines()[2])
    assert players == ["Grub Snik"] * 3             # no game of three any more
    assert sorted(os.listdir(tmp_path / "saves")) == ["grabgame.2.gps", "grabgame.3.gps",
                                                      "grabgame.gps"]


def test_a_save_slot_per_game(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    s.press("A")
    s.press("START")
    s.choose("Save and quit")
    s.choose("New game")
    s.choose("Karak")
    s.choose("Start game")                          # no question: Karak has no save
    assert s.app.playing is not None and s.app.playing.game.NAME == "karak"
    s.press("START")
    s.choose("Save and quit")
    assert saved(s) == ["Karak R1 Grub,Snik", "Goblin Grab move 2 Gru,Sn"]
    assert sorted(os.listdir(tmp_path / "saves")) == ["grabgame.gps", "karak.gps"]
    s.choose("Goblin Grab")
    assert s.app.playing.game.NAME == "grabgame" and len(s.app.playing.state.history) == 2


def test_finished_game_is_the_last_game(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    for _ in range(3):
        s.press("A")
    assert s.lines()[0] == "Game over"
    assert sorted(os.listdir(tmp_path / "saves")) == ["last.gps", "statistics.dat"]
    history = list(s.app.playing.state.history)
    s.choose("Board")                               # the final position, browsed
    assert "Final position" in s.lines() and "Round 3/3" in s.lines()
    before = s.lines()
    s.press("SELECT")                               # the view's keys page it
    assert s.lines() != before and "Final position" in s.lines()
    assert_fits(s)
    s.press("A")
    assert s.lines()[0] == "Game over"
    s.choose("Title")
    assert "Last game: Goblin Grab" in s.lines()
    assert saved(s) == []
    s2 = session(tmp_path)                          # after power-on too
    s2.choose("Last game: Goblin Grab")
    assert s2.lines()[0] == "Game over" and s2.app.playing.state.history == history
    s2.choose("Board")
    assert "Final position" in s2.lines()
    ended = list(s2.app.playing.state.events(s2.app.playing.names))
    assert ended and s2.app.playing.view.log[-len(ended):] == ended    # how it ended, kept
    s2.press("START")
    s2.choose("Title")
    setup_game(s2, ["Person", "Bot"])               # a new game: nothing to ask
    assert s2.app.playing.state.history == []
    assert sorted(os.listdir(tmp_path / "saves")) == ["grabgame.gps", "last.gps", "statistics.dat"]


def test_good_save_resumes(toy, tmp_path):
    write_raw(tmp_path, savefmt.encode(good_save([])))
    s = session(tmp_path)
    s.choose("Goblin Grab")
    assert s.app.playing is not None and s.app.playing.state.history == []


@pytest.mark.parametrize("game, title", catalog.GAMES)
@pytest.mark.parametrize("leave", ("Save and quit", "Game over"))
def test_a_game_left_is_freed_before_the_title_reads_the_save(tmp_path, monkeypatch, game,
                                                             title, leave):
    """Once a game is left (Save and quit, or Title on the results screen), nothing holds its
    state, its engine modules, bots or view any more when the title screen reads the save: on
    a board the title (and a resume) would otherwise be built on top of them. (The package
    module itself, its __init__ only, may stay a while: the play screen names it.)"""
    import gc
    import sys
    import weakref
    drop_strays()
    s = session(tmp_path)
    s.choose("New game")
    s.choose(title)
    s.choose("Start game")
    refs = [("state", weakref.ref(s.app.playing.state))]
    # (a module that a test module imported, e.g. `from goblin_vaults import cards as C`, is
    # held by the tests, not by the firmware)
    tests = [m for m in list(sys.modules.values())
             if os.sep + "tests" + os.sep in (getattr(m, "__file__", None) or "")]
    held = {id(v) for m in tests for v in vars(m).values()}
    refs += [(k, weakref.ref(m)) for k, m in sys.modules.items()
             if (k.startswith(game + ".") or k.startswith("firmware.views.")) and
             id(m) not in held]
    if leave == "Game over":
        play = s.app.playing
        while not play.state.over():        # a quick end: the bots play every seat
            play.state.apply(play.players[1].choose(play.state) if play.players[1]
                             else play.state.actions()[0])
        play.advance(0)                     # (the end, a place: opened by the App now)
        s.app.run_later()
        assert s.lines()[0] == "Game over"
        play = None
    alive = []
    real = savefmt.peek

    def peek(path):             # (the title peeks at every save it lists)
        gc.collect()
        alive.append([k for k, r in refs if r() is not None])
        return real(path)

    monkeypatch.setattr(savefmt, "peek", peek)
    if leave == "Game over":
        s.choose("Title")
    else:
        s.press("START")
        s.choose("Save and quit")
    assert alive and not any(alive), alive      # every slot the title reads


def damaging(data, how):
    """data damaged (one bit flipped in the middle), empty or truncated (half of it)."""
    if how == "damaged":
        data = bytearray(data)
        data[len(data) // 2] ^= 4
        return bytes(data)
    return b"" if how == "empty" else data[:len(data) // 2]


@pytest.mark.parametrize("board", ("pybadge", "picosystem"))
@pytest.mark.parametrize("how", ("damaged", "empty", "truncated"))
@pytest.mark.parametrize("name,what", (("settings.dat", "Settings"),
                                       ("statistics.dat", "Statistics"),
                                       ("grabgame.2.gps", "Save")))
def test_every_file_read_damaged_empty_or_truncated(toy, tmp_path, board, how, name, what):
    """Reported once on the title, moved aside to <name>.bad (its bytes kept), the defaults
    take over, and nothing else is lost: the other files stay as they were."""
    s = session(tmp_path, board=board)
    setup_game(s, ["Person", "Bot", "Bot"])         # the statistics (a finished game)
    for _ in range(3):
        s.press("A")
    s.choose("Title")
    s.choose("Settings")
    s.press("RIGHT")                                # the settings: bots fast
    s.press("B")
    for _ in range(2):                              # two saves of Goblin Grab
        setup_game(s, ["Person", "Bot"])
        s.press("A")
        s.press("START")
        s.choose("Save and quit")
    root = tmp_path / "saves"
    before = {f: (root / f).read_bytes() for f in os.listdir(root)}
    assert sorted(before) == ["grabgame.2.gps", "grabgame.gps", "last.gps", "settings.dat",
                              "statistics.dat"]
    bad = damaging(before[name], how)
    (root / name).write_bytes(bad)
    s = session(tmp_path, board=board)
    text = s.lines()
    assert what + " damaged" in " ".join(text), text
    assert "saves/" + name[:name.rfind(".")] + ".bad" in text
    assert_fits(s)
    bad_name = name[:name.rfind(".")] + ".bad"
    after = {f: (root / f).read_bytes() for f in os.listdir(root)}
    assert after.pop(bad_name) == bad and name not in after
    assert after == {f: d for f, d in before.items() if f != name}     # nothing else lost
    s = session(tmp_path, board=board)
    assert not any("damaged" in t for t in s.lines())      # reported once
    if what == "Settings":                          # the defaults
        s.choose("Settings")
        assert s.selected() == "Bot speed: < Normal >"
    elif what == "Statistics":
        s.choose("Game statistics")
        assert s.lines()[1:-1] == ["No game finished yet."]
    else:
        assert len(saved(s)) == 1
