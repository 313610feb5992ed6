"""The self-check screen (firmware/about.py, the title's "About this device"): through the
buttons in the headless simulator on both screen sizes; what it says of the Python stack on
CircuitPython 9 and 10; the least free heap that the idle loop keeps (Runner.rest)."""
import gc
import sys
import types

import pytest

from host_sim import fakes
from firmware import shell
from shellkit import session, assert_fits

HEAP = [120000, 90000, 100000]      # gc.mem_free() on a board, in turn


@pytest.fixture
def board_heap(monkeypatch):
    """gc.mem_free as on a board (CPython has none): the figures of HEAP, the last
    repeated."""
    left = list(HEAP)
    monkeypatch.setattr(gc, "mem_free", lambda: left.pop(0) if len(left) > 1 else left[0],
                        raising=False)


@pytest.mark.parametrize("board", ["pybadge", "picosystem"])
def test_the_self_check_through_the_buttons(tmp_path, board, board_heap, monkeypatch):
    monkeypatch.delenv("CIRCUITPY_PYSTACK_SIZE", raising=False)
    s = session(tmp_path, board)
    assert "firmware.about" not in sys.modules
    s.choose("About this device")
    shot = str(tmp_path / ("about_%s.png" % board))
    s.screenshot(shot)
    board_id = fakes.BOARDS[board][0]
    lines = s.lines()
    assert lines[:3] == ["About this device", "cpython %d.%d.%d" % sys.version_info[:3],
                         "Board: " + board_id]
    assert "Heap free: 120000 B" in lines and "Least free: 120000 B" in lines
    assert "Py stack: not known here" in lines and "Flash owner: code" in lines
    assert "Report these: see README" in lines
    assert_fits(s)
    assert all(len(t) <= s.app.profile.cols - 1 for t in lines)     # 25 on 160 px
    assert "firmware.about" in sys.modules
    s.press("B")
    assert s.lines()[0] == "Goblin Pocket" and "firmware.about" not in sys.modules
    s.choose("About this device")                   # the least seen: kept
    assert "Heap free: 90000 B" in s.lines() and "Least free: 90000 B" in s.lines()
    s.press("A")
    s.choose("About this device")
    assert "Heap free: 100000 B" in s.lines() and "Least free: 90000 B" in s.lines()


def test_off_circuitpython_the_heap_is_not_known(tmp_path):
    if hasattr(gc, "mem_free"):
        pytest.skip("this interpreter tells its free heap")
    s = session(tmp_path)
    s.choose("About this device")
    assert "Heap: not known here" in s.lines()


def test_the_flash_owner_the_computer(tmp_path, monkeypatch):
    monkeypatch.setattr(fakes.MOUNT, "readonly", True)
    s = session(tmp_path)
    s.choose("About this device")
    assert "Flash owner: computer" in s.lines()


@pytest.mark.parametrize("version, setting, said", [
    ((9, 2, 1), None, ["Py stack: 1536 B", "(default of 9.x)"]),
    ((10, 1, 4), None, ["Py stack: 2048 B", "(default of 10.x)"]),
    ((9, 0, 0), 4096, ["Py stack: 4096 B", "(set in settings.toml)"]),
    ((10, 0, 0), "3072", ["Py stack: 3072 B", "(set in settings.toml)"]),
    ((9, 2, 1), "lots", ["Py stack: 1536 B", "(default of 9.x)"]),
])
def test_the_python_stack_on_circuitpython(version, setting, said, monkeypatch):
    from firmware import about
    fake_os = types.SimpleNamespace(getenv=lambda key: setting
                                    if key == "CIRCUITPY_PYSTACK_SIZE" else None)
    fake_sys = types.SimpleNamespace(implementation=types.SimpleNamespace(
        name="circuitpython", version=version))
    monkeypatch.setattr(about, "os", fake_os)
    monkeypatch.setattr(about, "sys", fake_sys)
    size, source = about.stack()
    assert ["Py stack: %d B" % size, source] == said


def test_the_idle_loop_notes_the_least_free_heap_once_after_work(tmp_path, board_heap,
                                                                monkeypatch):
    s = session(tmp_path)
    slept = []
    monkeypatch.setattr(shell, "time", types.SimpleNamespace(sleep=slept.append))
    runner = s.runner
    runner.busy = True
    runner.rest()                       # after work: a collection and a figure, no sleep
    assert s.app.low == 120000 and slept == []
    runner.rest()                       # nothing new: sleep
    assert slept == [shell.IDLE_SLEEP] and s.app.low == 120000
    s.press("DOWN")                     # work again
    runner.rest()
    assert s.app.low == 90000
    s.press("DOWN")
    runner.rest()
    assert s.app.low == 90000           # the least seen
