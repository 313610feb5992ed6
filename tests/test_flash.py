"""tools/flash.py against a fake CIRCUITPY drive (a temporary folder with boot_out.txt) and a
small fake project tree, so these tests depend on no other part of the repository."""
import errno
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import flash  # noqa: E402
import flash_drive  # noqa: E402
import flash_libs  # noqa: E402

BOOT_OUT = ("Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19\n"
            "Board ID:pybadge\nUID:C7F1B1A4\nboot.py output:\n")
SETTINGS = b'CIRCUITPY_WIFI_SSID = "home"\n'
SAVE = b"\x01\x02save-bytes"
OLD_CODE = b"print('old firmware')\n"


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data.encode() if isinstance(data, str) else data)


def snapshot(top):
    out = {}
    for folder, _dirs, files in os.walk(top):
        for f in files:
            path = os.path.join(folder, f)
            with open(path, "rb") as fh:
                out[os.path.relpath(path, top).replace(os.sep, "/")] = fh.read()
    return out


@pytest.fixture
def src(tmp_path):
    root = str(tmp_path / "project")
    write(os.path.join(root, "code.py"), "import firmware.app\nfirmware.app.run()\n")
    write(os.path.join(root, "boot.py"), "print('boot')\n")
    write(os.path.join(root, "firmware", "app.py"),
          "from adafruit_display_text import label\nimport displayio\n\ndef run():\n    pass\n")
    write(os.path.join(root, "firmware", "__pycache__", "app.cpython-311.pyc"), b"junk")
    write(os.path.join(root, "lib", "gpcore", "__init__.py"), "")
    write(os.path.join(root, "lib", "gpcore", "rng.py"), "X = 1\n")
    write(os.path.join(root, "lib", "gpcore", "README.md"), "# notes for people, not the board\n")
    write(os.path.join(root, "lib", "mygame", "__init__.py"), "from gpcore import rng\n")
    write(os.path.join(root, "lib", "notes", "readme.txt"), "not a package")
    write(os.path.join(root, "lib", "loose.py"), "Y = 2\n")
    write(os.path.join(root, "settings.toml"), "CIRCUITPY_WIFI_SSID = \"dev\"\n")
    write(os.path.join(root, "saves", "slot1.sav"), b"from the project tree")
    return root


@pytest.fixture
def drive(tmp_path):
    root = str(tmp_path / "CIRCUITPY")
    write(os.path.join(root, "boot_out.txt"), BOOT_OUT)
    write(os.path.join(root, "settings.toml"), SETTINGS)
    write(os.path.join(root, "saves", "slot1.sav"), SAVE)
    write(os.path.join(root, "code.py"), OLD_CODE)
    return root


def run(src, dest, *args):
    return flash.main(["--src", src, "--dest", dest] + list(args))


def copied(out):
    return [line[len("copied "):] for line in out.splitlines() if line.startswith("copied ")]


def test_first_flash_copies_project_and_prints_board(src, drive, capsys):
    assert run(src, drive) == 0
    out = capsys.readouterr().out
    assert "Adafruit PyBadge with samd51j19" in out and "CircuitPython 9.2.1" in out
    assert "Drive space:" in out and "free" in out
    files = snapshot(drive)
    for rel in ("code.py", "boot.py", "firmware/app.py", "lib/gpcore/__init__.py",
                "lib/gpcore/rng.py", "lib/mygame/__init__.py"):
        with open(os.path.join(src, rel), "rb") as f:
            assert files[rel] == f.read(), rel
    assert not [r for r in files if r.startswith("lib/notes") or r == "lib/loose.py"
                or r.endswith(".md")]
    assert not [r for r in files if "__pycache__" in r or r.endswith(flash_drive.TMP_SUFFIX)]


def test_adafruit_libraries_copied_into_lib(src, drive):
    assert run(src, drive) == 0
    files = snapshot(drive)
    import adafruit_display_text
    with open(adafruit_display_text.__file__, "rb") as f:
        assert files["lib/adafruit_display_text/__init__.py"] == f.read()
    assert "lib/adafruit_display_text/label.py" in files
    assert "lib/adafruit_ticks.py" in files  # imported by adafruit_display_text.bitmap_label
    tops = {r.split("/")[1] for r in files if r.startswith("lib/")}
    assert not tops & {"displayio", "adafruit_blinka", "board.py", "circuitpython_typing"}


def test_second_flash_copies_nothing(src, drive, capsys, monkeypatch):
    assert run(src, drive) == 0
    before = snapshot(drive)
    capsys.readouterr()

    def no_write(*_args):
        raise AssertionError("a file was written")
    monkeypatch.setattr(flash_drive, "write_file", no_write)
    assert run(src, drive) == 0
    assert copied(capsys.readouterr().out) == []
    assert snapshot(drive) == before


def test_changed_file_is_the_only_one_copied(src, drive, capsys):
    assert run(src, drive) == 0
    write(os.path.join(src, "lib", "gpcore", "rng.py"), "X = 2\n")
    capsys.readouterr()
    assert run(src, drive) == 0
    assert copied(capsys.readouterr().out) == ["lib/gpcore/rng.py"]
    assert snapshot(drive)["lib/gpcore/rng.py"] == b"X = 2\n"


def test_saves_untouched_and_settings_keep_every_line(src, drive):
    assert run(src, drive) == 0
    assert run(src, drive, "--force") == 0
    files = snapshot(drive)
    assert files["settings.toml"] == SETTINGS + b"CIRCUITPY_PYSTACK_SIZE = 2560\n"
    assert files["saves/slot1.sav"] == SAVE
    assert [r for r in files if r.startswith("saves/")] == ["saves/slot1.sav"]
    assert files["boot_out.txt"] == BOOT_OUT.encode()
    for rel in ("saves/slot1.sav", "boot_out.txt"):
        with pytest.raises(flash_drive.FlashError):
            flash_drive.drive_path(drive, rel)


def test_folder_without_boot_out_refused_unless_forced(src, tmp_path, capsys):
    folder = str(tmp_path / "usbstick")
    write(os.path.join(folder, "photo.jpg"), b"jpeg")
    assert run(src, folder) == 1
    err = capsys.readouterr().err
    assert "boot_out.txt" in err and "--force" in err and "Traceback" not in err
    assert snapshot(folder) == {"photo.jpg": b"jpeg"}
    assert run(src, folder, "--force") == 0
    assert "code.py" in snapshot(folder)


def boot_out(version, board, board_id):
    return ("Adafruit CircuitPython %s on 2025-01-01; %s\nBoard ID:%s\nUID:C7F1B1A4\n"
            "boot.py output:\n" % (version, board, board_id))


@pytest.mark.parametrize("text, said", [
    (boot_out("8.2.10", "Adafruit PyBadge with samd51j19", "pybadge"),
     "CircuitPython 8.2.10 is older than 9"),
    (boot_out("7.3.3", "Pimoroni PicoSystem with rp2040", "pimoroni_picosystem"),
     "CircuitPython 7.3.3 is older than 9"),
    (boot_out("9.2.1", "Adafruit Feather M4 Express with samd51j19", "feather_m4_express"),
     "board id feather_m4_express (Adafruit Feather M4 Express with samd51j19) is not a "
     "supported board"),
    (boot_out("9.2.1", "Adafruit EdgeBadge with samd51j19", "edgebadge"),     # no such id
     "board id edgebadge (Adafruit EdgeBadge with samd51j19) is not a supported board"),
    ("Adafruit CircuitPython on a board\n", "cannot read the CircuitPython version"),
    ("Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with samd51j19\n",
     "cannot read the board id"),
])
def test_unsupported_target_refused_unless_forced(src, drive, capsys, text, said):
    write(os.path.join(drive, "boot_out.txt"), text)
    before = snapshot(drive)
    for extra in ((), ("--dry-run",), ("--mpy", "/no/such/mpy-cross")):
        assert run(src, drive, *extra) == 1
        err = capsys.readouterr().err
        assert said in err and "Traceback" not in err
        assert "--force" in err and "Nothing was written" in err
        for bid, spec in flash.BOARDS.items():  # says what is supported, from profiles.py
            assert "%s (board id %s)" % (spec[0], bid) in err
        assert "CircuitPython 9 or newer" in err
        assert snapshot(drive) == before
    assert run(src, drive, "--force") == 0
    out = capsys.readouterr().out
    assert said in out and "flashing anyway (--force)" in out
    files = snapshot(drive)
    assert files["code.py"] != OLD_CODE and files["firmware/app.py"]
    assert files["saves/slot1.sav"] == SAVE and files["settings.toml"].startswith(SETTINGS)


def test_both_problems_are_named():
    why = flash.refusals({"version": "8.0.0", "board": "Arduino Nano RP2040 Connect",
                          "board_id": "arduino_nano_rp2040_connect"})
    assert len(why) == 2 and "older than 9" in why[0] and "arduino_nano" in why[1]


@pytest.mark.parametrize("version", ["9.0.0", "9.2.1", "10.0.3", "10.1.0-beta.1"])
@pytest.mark.parametrize("board_id", sorted(flash.BOARDS))
def test_supported_boards_and_versions_pass(board_id, version):
    assert flash.refusals({"version": version, "board": "x", "board_id": board_id}) == []


def test_newer_circuitpython_flashes_with_a_note(src, drive, capsys):
    write(os.path.join(drive, "boot_out.txt"),
          boot_out("11.0.0", "Adafruit PyGamer with samd51j19", "pygamer"))
    assert run(src, drive) == 0
    assert "newer than the versions checked (9 and 10)" in capsys.readouterr().out


def test_supported_list_is_the_firmwares():
    from firmware import boards     # (imported anew: the shell drops it once read)
    assert flash.BOARDS == boards.BOARDS and "from firmware.boards import BOARDS" in \
        open(flash.__file__).read()
    assert {"pybadge", "pygamer", "pimoroni_picosystem"} <= set(flash.BOARDS)


def test_code_py_is_written_last_after_a_sync(src, drive, monkeypatch):
    events = []
    real_write = flash_drive.write_file
    monkeypatch.setattr(flash_drive, "write_file", lambda s, d: (
        events.append(os.path.relpath(d, drive).replace(os.sep, "/")), real_write(s, d)))
    monkeypatch.setattr(flash_drive, "_sync", lambda: events.append("sync"))
    assert run(src, drive) == 0
    assert events[-4:] == ["boot.py", "sync", "code.py", "sync"]
    first = {kind: min(i for i, e in enumerate(events) if e.startswith(kind))
             for kind in ("lib/adafruit_", "lib/gpcore/", "lib/mygame/", "firmware/")}
    assert first["lib/adafruit_"] < first["lib/gpcore/"] < first["lib/mygame/"] < first["firmware/"]


def _fail_on_call(monkeypatch, number, code):
    """Make the number-th file copy write half its bytes, then fail with errno code."""
    real = flash_drive._copy_into
    calls = []

    def copy(s, tmp):
        calls.append(s)
        if len(calls) < number:
            return real(s, tmp)
        with open(s, "rb") as fi, open(tmp, "wb") as fo:
            fo.write(fi.read()[:3])
        raise OSError(code, os.strerror(code))
    monkeypatch.setattr(flash_drive, "_copy_into", copy)


def _change_three(src):
    new = {"code.py": "print('new')\n", "lib/gpcore/rng.py": "X = 3\n",
           "firmware/app.py": "from adafruit_display_text import label\nZ = 1\n"}
    for rel, text in new.items():
        write(os.path.join(src, *rel.split("/")), text)
    return new


def test_full_drive_midway_keeps_old_code_py(src, drive, capsys, monkeypatch):
    assert run(src, drive) == 0
    old = snapshot(drive)
    new = _change_three(src)
    capsys.readouterr()
    _fail_on_call(monkeypatch, 2, errno.ENOSPC)
    assert run(src, drive) == 1
    err = capsys.readouterr().err
    assert "full" in err and "code.py was not replaced" in err and "Traceback" not in err
    after = snapshot(drive)
    assert after["code.py"] == old["code.py"]
    assert sorted(after) == sorted(old)  # no temporary file left behind
    for rel in new:  # every file whole: the old one or the new one
        assert after[rel] in (old[rel], new[rel].encode())
    assert after["saves/slot1.sav"] == SAVE


def test_ctrl_c_leaves_whole_files_and_next_flash_clears_leftovers(src, drive, capsys,
                                                                   monkeypatch):
    assert run(src, drive) == 0
    old = snapshot(drive)
    _change_three(src)

    def interrupted(s, tmp):
        with open(tmp, "wb") as fo:
            fo.write(b"half")
        raise KeyboardInterrupt
    monkeypatch.setattr(flash_drive, "_copy_into", interrupted)
    assert run(src, drive) == 130
    assert "interrupted" in capsys.readouterr().err
    assert snapshot(drive) == old
    monkeypatch.undo()
    leftover = os.path.join(drive, "lib", "gpcore", "__init__.py" + flash_drive.TMP_SUFFIX)
    write(leftover, b"from a power cut")
    assert run(src, drive) == 0
    assert "removed lib/gpcore/__init__.py" + flash_drive.TMP_SUFFIX in capsys.readouterr().out
    assert not os.path.exists(leftover)


def test_drive_too_small_stops_before_writing(src, drive, capsys, monkeypatch):
    before = snapshot(drive)
    usage = flash.shutil.disk_usage(drive)
    monkeypatch.setattr(flash.shutil, "disk_usage", lambda p: usage._replace(free=1000))
    assert run(src, drive) == 1
    err = capsys.readouterr().err
    assert "full" in err and "Nothing was written" in err
    assert snapshot(drive) == before


def test_read_only_drive_fails_cleanly(src, drive, capsys, monkeypatch):
    assert run(src, drive) == 0
    before = snapshot(drive)
    _change_three(src)
    capsys.readouterr()
    _fail_on_call(monkeypatch, 1, errno.EROFS)
    assert run(src, drive) == 1
    err = capsys.readouterr().err
    assert "read-only" in err and "SELECT" in err and "Traceback" not in err
    assert snapshot(drive) == before


def test_dry_run_writes_nothing(src, drive, capsys):
    before = snapshot(drive)
    assert run(src, drive, "--dry-run") == 0
    out = capsys.readouterr().out
    assert snapshot(drive) == before
    assert "would copy code.py" in out and "would copy lib/adafruit_ticks.py" in out
    assert "dry run: nothing written" in out


FAKE_CROSS = """#!{python}
import sys
args = sys.argv[1:]
if args == ["--version"]:
    print("{banner}")
    sys.exit(0)
out = args[args.index("-o") + 1]
name = args[args.index("-s") + 1]
with open(out, "wb") as f:
    f.write(b"C" + name.encode())
"""


def fake_cross(tmp_path, banner):
    path = str(tmp_path / "mpy-cross")
    write(path, FAKE_CROSS.format(python=sys.executable, banner=banner))
    os.chmod(path, 0o755)
    return path


def test_mpy_replaces_py_twins_but_not_entry_files(src, drive, tmp_path):
    cross = fake_cross(tmp_path, "CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3")
    assert run(src, drive) == 0
    assert run(src, drive, "--mpy", cross) == 0
    files = snapshot(drive)
    assert files["lib/gpcore/rng.mpy"] == b"Clib/gpcore/rng.py"
    assert files["lib/adafruit_ticks.mpy"] == b"Clib/adafruit_ticks.py"
    assert not [r for r in files if r.startswith(("lib/", "firmware/")) and r.endswith(".py")]
    assert "code.py" in files and "boot.py" in files
    assert "code.mpy" not in files and "boot.mpy" not in files
    assert run(src, drive) == 0  # back to .py: the .mpy twins go
    files = snapshot(drive)
    assert "lib/gpcore/rng.py" in files and "lib/gpcore/rng.mpy" not in files


@pytest.mark.parametrize("banner, complaint", [
    ("MicroPython v1.29.0 on 2026-08-29; mpy-cross emitting mpy v6.3", "not CircuitPython's"),
    ("CircuitPython 10.0.3 on 2025-10-17; mpy-cross emitting mpy v6.3", "major version"),
])
def test_mpy_cross_must_match_the_board(src, drive, tmp_path, capsys, banner, complaint):
    before = snapshot(drive)
    assert run(src, drive, "--mpy", fake_cross(tmp_path, banner)) == 1
    assert complaint in capsys.readouterr().err
    assert snapshot(drive) == before


def test_finds_the_mounted_drive(src, drive, tmp_path, monkeypatch, capsys):
    empty = str(tmp_path / "media" / "CIRCUITPY")
    os.makedirs(empty)
    monkeypatch.setattr(flash_drive, "candidate_mounts",
                        lambda system, users: [str(tmp_path / "nowhere"), empty, drive])
    assert flash_drive.find_drive() == drive
    assert flash.main(["--src", src, "--dry-run"]) == 0
    assert "Drive %s:" % drive in capsys.readouterr().out
    monkeypatch.setattr(flash_drive, "candidate_mounts", lambda system, users: [empty])
    assert flash.main(["--src", src]) == 1
    assert "no CircuitPython drive found" in capsys.readouterr().err


def test_usual_mount_points():
    linux = flash_drive.candidate_mounts("linux", ["ann"])
    assert linux == ["/media/ann/CIRCUITPY", "/run/media/ann/CIRCUITPY", "/media/CIRCUITPY"]
    assert flash_drive.candidate_mounts("darwin", ["ann"]) == ["/Volumes/CIRCUITPY"]


def test_circup_missing_says_how_to_install(src, drive, capsys, monkeypatch):
    monkeypatch.setattr(flash.shutil, "which", lambda name: None)
    assert run(src, drive, "--circup") == 1
    assert "pip install circup" in capsys.readouterr().err


def test_circup_installs_the_imported_libraries(src, drive, monkeypatch):
    calls = []
    monkeypatch.setattr(flash.shutil, "which", lambda name: "/opt/bin/circup")
    monkeypatch.setattr(flash.subprocess, "run", lambda cmd, check: calls.append(cmd))
    assert run(src, drive, "--circup") == 0
    assert calls == [["/opt/bin/circup", "--path", drive, "install", "adafruit_display_text"]]
    assert not os.path.exists(os.path.join(drive, "lib", "adafruit_ticks.py"))
    assert os.path.exists(os.path.join(drive, "lib", "gpcore", "rng.py"))


def test_library_not_installed_is_a_clear_error(src, drive, capsys):
    write(os.path.join(src, "firmware", "extra.py"), "import adafruit_not_a_real_lib\n")
    assert run(src, drive) == 1
    err = capsys.readouterr().err
    assert "adafruit_not_a_real_lib" in err and "make sim" in err


def test_type_hint_imports_are_not_followed():
    source = ("import displayio\nfrom adafruit_display_text import label\n"
              "try:\n    from typing import Optional\n    import circuitpython_typing\n"
              "except ImportError:\n    pass\n"
              "def f():\n    import adafruit_ticks\n")
    assert flash_libs.imported_names(source) == {
        "displayio", "adafruit_display_text", "adafruit_ticks"}
    libs, _warnings = flash_libs.closure(["adafruit_displayio_layout"])
    assert {"adafruit_display_text", "adafruit_display_shapes", "adafruit_imageload",
            "adafruit_ticks"} <= set(libs)
    assert "circuitpython_typing" not in libs and "adafruit_bitmap_font" not in libs


@pytest.mark.parametrize("old, new", [
    (None, "CIRCUITPY_PYSTACK_SIZE = 2560\n"),
    ('CIRCUITPY_WIFI_SSID = "home"', 'CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 2560\n'),
    ("# mine\nCIRCUITPY_PYSTACK_SIZE = 1536\nX = 1\n", "# mine\nCIRCUITPY_PYSTACK_SIZE = 2560\nX = 1\n"),
    ("CIRCUITPY_PYSTACK_SIZE=4096\n", None),
])
def test_settings_ask_for_the_python_stack_and_keep_the_rest(old, new):
    assert flash.settings_text(old, 2560) == new
