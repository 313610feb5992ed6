"""boot.py's decision (firmware/boot_mode.py) with fake board, keypad, storage and time modules."""
import os
import runpy
import subprocess
import sys
import types

import pytest

from firmware import boot_mode

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class FakeStorage:
    def __init__(self, fail=None):
        self.calls = []
        self.fail = fail

    def remount(self, path, readonly=True):
        if self.fail:
            raise self.fail
        self.calls.append((path, readonly))


class Event:
    def __init__(self, key_number, pressed):
        self.key_number, self.pressed = key_number, pressed


class FakeKeypad:
    """keypad with ShiftRegisterKeys and Keys whose event queue is set by the test."""

    def __init__(self, events=(), fail=None):
        self.events, self.fail, self.made, self.deinits = list(events), fail, [], 0

    def _scanner(self, kind, args, kwargs):
        if self.fail:
            raise self.fail
        self.made.append((kind, args, kwargs))
        pad = self
        queue = types.SimpleNamespace(get=lambda: pad.events.pop(0) if pad.events else None)

        def deinit():
            pad.deinits += 1
        return types.SimpleNamespace(events=queue, deinit=deinit)

    def ShiftRegisterKeys(self, *args, **kwargs):  # noqa: N802 -- CircuitPython's name
        return self._scanner("shift", args, kwargs)

    def Keys(self, *args, **kwargs):  # noqa: N802
        return self._scanner("keys", args, kwargs)


PYBADGE = types.SimpleNamespace(BUTTON_CLOCK="clk", BUTTON_OUT="out", BUTTON_LATCH="latch")
PICOSYSTEM = types.SimpleNamespace(SW_X="x", SW_Y="y")
SLEEP = types.SimpleNamespace(sleep=lambda s: None)


def decide(board, keypad, storage):
    return boot_mode.choose(storage, lambda: boot_mode.read_held(board, keypad, SLEEP))


def test_select_held_leaves_the_drive_to_the_computer():
    storage, keypad = FakeStorage(), FakeKeypad([Event(boot_mode.SELECT_KEY, True)])
    mode, message = decide(PYBADGE, keypad, storage)
    assert mode == boot_mode.COMPUTER_WRITES and "held" in message
    assert storage.calls == []
    kind, _args, kw = keypad.made[0]
    assert kind == "shift" and kw["clock"] == "clk" and kw["data"] == "out"
    assert kw["latch"] == "latch" and kw["value_when_pressed"] is True
    assert keypad.deinits == 1


@pytest.mark.parametrize("events", [
    [],
    [Event(1, True)],  # A held: not the flash button
    [Event(boot_mode.SELECT_KEY, True), Event(boot_mode.SELECT_KEY, False)],  # let go in time
])
def test_not_held_lets_the_code_write(events):
    storage, keypad = FakeStorage(), FakeKeypad(events)
    mode, message = decide(PYBADGE, keypad, storage)
    assert mode == boot_mode.CODE_WRITES and "saves on" in message
    assert storage.calls == [("/", False)]
    assert keypad.deinits == 1


def test_picosystem_reads_y_not_the_bootloader_x():
    storage, keypad = FakeStorage(), FakeKeypad([Event(0, True)])
    assert decide(PICOSYSTEM, keypad, storage)[0] == boot_mode.COMPUTER_WRITES
    kind, args, kw = keypad.made[0]
    assert kind == "keys" and args == (("y",),) and kw["value_when_pressed"] is False
    storage, keypad = FakeStorage(), FakeKeypad([])
    assert decide(PICOSYSTEM, keypad, storage)[0] == boot_mode.CODE_WRITES


@pytest.mark.parametrize("board, keypad", [
    (PYBADGE, FakeKeypad(fail=ValueError("BUTTON_CLOCK in use"))),
    (types.SimpleNamespace(), FakeKeypad()),  # a board with no known button
])
def test_button_read_error_is_the_safe_choice(board, keypad):
    storage = FakeStorage()
    mode, message = decide(board, keypad, storage)
    assert mode == boot_mode.COMPUTER_WRITES and "failed" in message
    assert storage.calls == []


def test_failed_remount_is_reported_not_raised():
    storage = FakeStorage(fail=RuntimeError("Cannot remount"))
    mode, message = decide(PYBADGE, FakeKeypad(), storage)
    assert mode == boot_mode.COMPUTER_WRITES and "remount failed" in message


def _fake_modules(monkeypatch, keypad, storage):
    monkeypatch.setitem(sys.modules, "board", PYBADGE)
    monkeypatch.setitem(sys.modules, "keypad", keypad)
    monkeypatch.setitem(sys.modules, "storage", storage)
    monkeypatch.setitem(sys.modules, "time", SLEEP)


def test_boot_py_remounts_for_the_code(monkeypatch, capsys):
    storage = FakeStorage()
    _fake_modules(monkeypatch, FakeKeypad(), storage)
    runpy.run_path(os.path.join(ROOT, "boot.py"))
    assert storage.calls == [("/", False)]
    assert "Goblin Pocket: saves on" in capsys.readouterr().out


def test_boot_py_without_firmware_keeps_the_default(monkeypatch, capsys):
    storage = FakeStorage()
    _fake_modules(monkeypatch, FakeKeypad(), storage)
    empty = types.ModuleType("firmware")
    empty.__path__ = []
    monkeypatch.setitem(sys.modules, "firmware", empty)
    monkeypatch.delitem(sys.modules, "firmware.boot_mode", raising=False)
    runpy.run_path(os.path.join(ROOT, "boot.py"))
    assert storage.calls == []
    assert "drive left to the computer" in capsys.readouterr().out


MICRO_SCRIPT = """
import sys
sys.path.insert(0, %r)
from firmware import boot_mode
class S:
    calls = []
    def remount(self, path, readonly=True):
        self.calls.append((path, readonly))
def boom():
    raise OSError(5)
s = S()
print(boot_mode.choose(s, lambda: False)[0], boot_mode.choose(s, lambda: True)[0],
      boot_mode.choose(s, boom)[0], len(s.calls))
"""


def test_runs_under_micropython(tmp_path):
    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(micropython):
        pytest.skip("no micropython next to this Python")
    script = tmp_path / "check.py"
    script.write_text(MICRO_SCRIPT % ROOT)
    out = subprocess.run([micropython, str(script)], capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["code", "computer", "computer", "1"], out.stderr
