"""The firmware on the MicroPython cores of CircuitPython 9 (1.23) and 10 (1.25), through
tools/mpcompat.py: every module compiles there, every game plays a whole bot game there and
through the firmware shell and its view; and the check fails, saying where and why, on a
feature that only newer MicroPython has."""
import os
import shutil

import pytest

from tests.gamesuite import catalog_names
from tools import mpcompat

CORES = [c for c, _ in mpcompat.CORES]
LIB = os.path.join(mpcompat.ROOT, "lib")


@pytest.fixture(scope="module", autouse=True)
def cores_installed():
    missing = mpcompat.node_missing()
    assert missing is None, missing


@pytest.mark.parametrize("core", CORES)
def test_every_module_compiles(core):
    ok, text = mpcompat.check(core, "compile")
    assert ok, text
    assert int(text.split()[1]) >= 50, text


@pytest.mark.parametrize("game", catalog_names())
@pytest.mark.parametrize("core", CORES)
def test_whole_bot_game(core, game):
    ok, text = mpcompat.check(core, "engine", game)
    assert ok, text


@pytest.mark.parametrize("game", catalog_names())
@pytest.mark.parametrize("core", CORES)
def test_firmware_plays_the_game_through_its_view(core, game):
    # 5-20 s each (tests/mp_driver.py's MEASURED: no heap readings there).
    # People and bots, every page of the view, a save and a resume, to the end.
    ok, text = mpcompat.check(core, "firmware", game)
    assert ok, text
    fields = dict(f.split("=") for f in text.split()[1:])
    assert fields["game"] == game and int(fields["pages"]) >= 2, text


def fake_project(tmp_path, source):
    """A project whose lib/ holds gpcore and a game package `probe` made of `source`."""
    shutil.copytree(os.path.join(LIB, "gpcore"), str(tmp_path / "lib" / "gpcore"))
    (tmp_path / "lib" / "probe").mkdir()
    (tmp_path / "lib" / "probe" / "__init__.py").write_text(source)
    return str(tmp_path)


@pytest.mark.parametrize("core", CORES)
def test_a_newer_feature_fails_with_module_line_and_feature(tmp_path, core):
    root = fake_project(tmp_path, "MAX_SEATS = 2\nCODES = b'\\x01\\x02'\nAT = CODES.find(2)\n")
    ok, text = mpcompat.check(core, "engine", "probe", root)
    assert not ok
    first = text.splitlines()[0]
    assert first.startswith("lib/probe/__init__.py:3: missing: bytes/bytearray .find()"), text
    assert ("MicroPython %s (CircuitPython" % core) in first
    assert "AT = CODES.find(2)" in text


@pytest.mark.parametrize("core", CORES)
def test_array_extend_of_a_tuple_is_named(tmp_path, core):
    root = fake_project(tmp_path, "from array import array\nA = array('H')\nA.extend((1, 2))\n")
    ok, text = mpcompat.check(core, "engine", "probe", root)
    assert not ok and text.startswith("lib/probe/__init__.py:3: missing: array.extend()"), text


def test_an_unknown_error_keeps_its_message(tmp_path):
    root = fake_project(tmp_path, "X = 1\nY = X // 0\n")
    ok, text = mpcompat.check("1.23", "engine", "probe", root)
    assert not ok
    assert text.startswith("lib/probe/__init__.py:2: an error on MicroPython 1.23"), text
    assert text.endswith("ZeroDivisionError: divide by zero"), text


def test_compile_fails_on_syntax_the_core_lacks(tmp_path):
    root = fake_project(tmp_path, "def f(a, /):\n    return a\n")
    ok, text = mpcompat.check("1.23", "compile", None, root)
    assert not ok and "syntax this core does not compile" in text, text


def test_a_path_deeper_than_the_boards_python_stack_fails(tmp_path):
    """The 1.25 core runs with mpcompat.PYSTACK bytes of Python stack, as a board has: 60
    nested calls (about 40 bytes each) do not fit, 20 do."""
    deep = "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nX = f(%d)\n"
    ok, text = mpcompat.check("1.25", "engine", "probe", fake_project(tmp_path, deep % 60))
    assert not ok and "lib/probe/__init__.py:2: missing: room on the Python stack" in text, text
    ok, text = mpcompat.check("1.25", "engine", "probe",
                              fake_project(tmp_path / "shallow", deep % 20))
    assert not ok and "pystack" not in text    # (it then fails for want of a game: no MAX_SEATS)
