"""boot.py's decision (firmware/boot_mode.py) on the simulator's stand-in boards: the flash
button held at power-on read through digitalio (the PyBadge's and PyGamer's shift register
clocked out bit by bit, the PicoSystem's pin), a fake storage module."""
import os
import runpy
import subprocess
import sys
import types

import pytest

from firmware import boot_mode
from host_sim import fakes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the simulator's name of each board's flash button: SELECT on the shift register, the
# PicoSystem's Y (its pin SW_Y, which the simulator wires to START)
FLASH = {"pybadge": "SELECT", "pygamer": "SELECT", "picosystem": "START"}
SLEEP = types.SimpleNamespace(sleep=lambda s: None)


class FakeStorage:
    def __init__(self, fail=None):
        self.calls = []
        self.fail = fail

    def remount(self, path, readonly=True):
        if self.fail:
            raise self.fail
        self.calls.append((path, readonly))


def power_on(board, held=(), storage=None):
    """The board switched on with the buttons `held`: boot_mode's decision and the storage."""
    fakes.configure(board)
    fakes.HUB.held = set(held)
    storage = storage or FakeStorage()
    mode, message = boot_mode.choose(storage, lambda: boot_mode.read_held(
        sys.modules["board"], sys.modules["digitalio"], SLEEP))
    return mode, message, storage


def keypad_opens(board):
    """code.py's buttons start on the pins boot.py read (they were released); the key
    number the scanner gives the flash button."""
    from firmware import boards
    name = "firmware." + boards.BOARDS[fakes.BOARDS[board][0]][6]
    __import__(name)
    keys = sys.modules[name].key_source(sys.modules["board"])
    return keys.names.index(FLASH[board])


@pytest.mark.parametrize("board", sorted(FLASH))
def test_flash_button_held_leaves_the_drive_to_the_computer(board):
    mode, message, storage = power_on(board, [FLASH[board]])
    assert mode == boot_mode.COMPUTER_WRITES and "held" in message
    assert storage.calls == []
    assert fakes.HUB.claimed == {}
    key = keypad_opens(board)
    if board != "picosystem":   # the bit boot.py reads is the key the game calls SELECT
        assert key == boot_mode.SELECT_KEY


@pytest.mark.parametrize("board", sorted(FLASH))
def test_other_buttons_held_let_the_code_write(board):
    for held in [()] + [(b,) for b in fakes.BOARDS[board][4] if b != FLASH[board]] + \
            [tuple(b for b in fakes.BOARDS[board][4] if b != FLASH[board])]:
        mode, message, storage = power_on(board, held)
        assert mode == boot_mode.CODE_WRITES and "saves on" in message, held
        assert storage.calls == [("/", False)]
        assert fakes.HUB.claimed == {}
    keypad_opens(board)


def test_picosystem_reads_y_not_the_bootloader_x():
    assert power_on("picosystem", ["START"])[0] == boot_mode.COMPUTER_WRITES     # SW_Y
    assert power_on("picosystem", ["SELECT"])[0] == boot_mode.CODE_WRITES        # SW_X


@pytest.mark.parametrize("board, busy", [
    ("pybadge", "BUTTON_OUT"), ("pybadge", "BUTTON_LATCH"), ("pygamer", "BUTTON_CLOCK"),
    ("picosystem", "SW_Y")])
def test_a_pin_in_use_is_the_safe_choice_and_the_others_are_released(board, busy):
    fakes.configure(board)
    other = fakes.DigitalInOut(getattr(sys.modules["board"], busy))
    storage = FakeStorage()
    mode, message = boot_mode.choose(storage, lambda: boot_mode.read_held(
        sys.modules["board"], sys.modules["digitalio"], SLEEP))
    assert mode == boot_mode.COMPUTER_WRITES and "failed" in message and busy in message
    assert storage.calls == []
    assert list(fakes.HUB.claimed) == [busy]
    other.deinit()


def test_a_board_without_a_known_button_is_the_safe_choice():
    fakes.configure("pybadge")
    storage = FakeStorage()
    mode, message = boot_mode.choose(storage, lambda: boot_mode.read_held(
        types.SimpleNamespace(), sys.modules["digitalio"], SLEEP))
    assert mode == boot_mode.COMPUTER_WRITES and "failed" in message
    assert storage.calls == []


def test_failed_remount_is_reported_not_raised():
    mode, message, _ = power_on("pybadge", storage=FakeStorage(fail=RuntimeError("Cannot")))
    assert mode == boot_mode.COMPUTER_WRITES and "remount failed" in message


@pytest.mark.parametrize("held, said", [((), "saves on"), (("SELECT",), "button held")])
def test_boot_py_on_a_pybadge(monkeypatch, capsys, held, said):
    fakes.configure("pybadge")
    fakes.HUB.held = set(held)
    storage = FakeStorage()
    monkeypatch.setitem(sys.modules, "storage", storage)
    runpy.run_path(os.path.join(ROOT, "boot.py"))
    assert storage.calls == ([] if held else [("/", False)])
    assert "Goblin Pocket: " + said in capsys.readouterr().out
    assert fakes.HUB.claimed == {}


def test_boot_py_without_firmware_keeps_the_default(monkeypatch, capsys):
    fakes.configure("pybadge")
    storage = FakeStorage()
    monkeypatch.setitem(sys.modules, "storage", storage)
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
class Pin:
    held = 0        # the shift register's inputs, then its bits (key 0 lowest)
    bits = 0
    open = 0
    def __init__(self, name):
        self.name, self.level = name, False
        Pin.open += 1
    def switch_to_output(self, value=False):
        self.value = value
    def switch_to_input(self, pull=None):
        pass
    @property
    def value(self):
        return bool(Pin.bits & 1)
    @value.setter
    def value(self, v):
        if self.name == "latch" and v:
            Pin.bits = Pin.held
        if self.name == "clock" and v and not self.level:
            Pin.bits >>= 1
        self.level = v
    def deinit(self):
        Pin.open -= 1
class Board:
    BUTTON_LATCH, BUTTON_CLOCK, BUTTON_OUT = "latch", "clock", "data"
class T:
    def sleep(s):
        pass
seen = []
for held in (8, 0, 255 - 8):
    Pin.held = held
    seen.append(boot_mode.read_held(Board, type("digitalio", (), {"DigitalInOut": Pin}), T))
print(seen, Pin.open)
"""


def test_runs_under_micropython(tmp_path):
    micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(micropython):
        pytest.skip("no micropython next to this Python")
    script = tmp_path / "check.py"
    script.write_text(MICRO_SCRIPT % ROOT)
    out = subprocess.run([micropython, str(script)], capture_output=True, text=True, timeout=60)
    lines = out.stdout.splitlines()
    assert lines[0].split() == ["code", "computer", "computer", "1"], out.stderr
    assert lines[1] == "[True, False, False] 0"     # SELECT is bit 3 (8); pins released
