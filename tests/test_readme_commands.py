"""The README's commands run the way a user runs them: as programs, from a clean copy of the
repository (the files git tracks, plus new ones it does not ignore), with no path help from the
test suite (no PYTHONPATH, the copy as the working folder): the flash tool (help, a dry run,
flashes to fake CIRCUITPY drives), the headless simulator's bot demo and tools/botmatch.py
for every catalog game, the other tools' help and the packer's check; and every command line
the README shows names a make target, script or module that exists, with options it knows."""
import os
import re
import shutil
import subprocess
import sys

import pytest

from tools import mpcompat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOOT_OUT = ("Adafruit CircuitPython %s on 2025-01-01; Adafruit PyBadge with samd51j19\n"
            "Board ID:pybadge\nUID:C7F1B1A4\nboot.py output:\n")
SAVE = b"\x01\x02save-bytes"


@pytest.fixture(scope="module")
def clean_copy(tmp_path_factory):
    """The repository as a fresh clone has it, in a temporary folder."""
    top = str(tmp_path_factory.mktemp("clone") / "goblin-pocket")
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-co", "--exclude-standard", "-z"],
                            capture_output=True, check=True).stdout.decode().split("\0")
    for rel in filter(None, listed):
        src = os.path.join(ROOT, rel)
        if os.path.isfile(src):          # a file deleted but not yet committed is left out
            os.makedirs(os.path.dirname(os.path.join(top, rel)), exist_ok=True)
            shutil.copy2(src, os.path.join(top, rel))
    return top


def user_runs(copy, *args, home=None):
    """Run `python ARGS` in the copy as a user would: this venv's Python, no PYTHONPATH (with
    home: HOME and the temporary folder there, so that nothing is left outside the test's)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    if home:
        env["HOME"] = env["TMPDIR"] = home
    return subprocess.run([sys.executable] + list(args), cwd=copy, env=env,
                          capture_output=True, text=True, timeout=300)


def fake_drive(tmp_path, version):
    top = tmp_path / ("CIRCUITPY-" + version)
    (top / "saves").mkdir(parents=True)
    (top / "boot_out.txt").write_text(BOOT_OUT % version)
    (top / "saves" / "goblin_vaults.sav").write_bytes(SAVE)
    return str(top)


def test_flash_help_runs(clean_copy):
    done = user_runs(clean_copy, "tools/flash.py", "--help")
    assert done.returncode == 0, done.stderr
    assert "usage: flash.py" in done.stdout and "--dry-run" in done.stdout


@pytest.mark.parametrize("version", ["9.2.1", "10.0.3"])
def test_flash_to_a_pybadge_drive(clean_copy, tmp_path, version):
    dest = fake_drive(tmp_path, version)
    dry = user_runs(clean_copy, "tools/flash.py", "--dest", dest, "--dry-run")
    assert dry.returncode == 0, dry.stderr
    assert "code.py" in dry.stdout and not os.path.exists(os.path.join(dest, "code.py"))
    done = user_runs(clean_copy, "tools/flash.py", "--dest", dest)
    assert done.returncode == 0, done.stderr
    assert "CircuitPython " + version in done.stdout
    for rel in ("code.py", "boot.py", "firmware/shell.py", "lib/gpcore/__init__.py"):
        assert any(os.path.exists(os.path.join(dest, rel + ext)) for ext in ("", "m")), rel
    with open(os.path.join(dest, "settings.toml")) as f:
        assert f.read() == "CIRCUITPY_PYSTACK_SIZE = 2560\n"
    with open(os.path.join(dest, "saves", "goblin_vaults.sav"), "rb") as f:
        assert f.read() == SAVE


def test_flash_refuses_a_drive_that_is_not_circuitpython(clean_copy, tmp_path):
    done = user_runs(clean_copy, "tools/flash.py", "--dest", str(tmp_path))
    assert done.returncode == 1 and "no boot_out.txt" in done.stderr
    assert "Traceback" not in done.stderr and os.listdir(str(tmp_path)) == []


@pytest.mark.parametrize("game", mpcompat.games())
def test_headless_demo_of_every_game(clean_copy, tmp_path, game):
    # A whole game with bots in every seat, through the firmware on the desktop simulator.
    done = user_runs(clean_copy, "-m", "host_sim", "--headless", "--demo", game,
                     home=str(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Game over"), done.stdout


@pytest.mark.parametrize("game", mpcompat.games())
def test_botmatch_of_every_game(clean_copy, game):
    done = user_runs(clean_copy, "tools/botmatch.py", game, "--games", "2")
    assert done.returncode == 0, done.stderr
    assert re.search(r"^win rate \d+%$", done.stdout, re.M), done.stdout


@pytest.mark.parametrize("tool", ["memcheck", "mpcompat", "botmatch", "goblin_vaults_bench",
                                  "passcount"])
def test_tool_help_runs(clean_copy, tool):
    done = user_runs(clean_copy, "tools/%s.py" % tool, "--help")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: %s.py" % tool), done.stdout


def test_packed_tables_are_current_in_a_clean_copy(clean_copy):
    done = user_runs(clean_copy, "tools/pack_tables.py", "--check")
    assert done.returncode == 0, done.stdout + done.stderr


def readme_commands():
    """The command lines of the README's code blocks (indented four spaces), comments cut."""
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        lines = [line[4:].split("#")[0].split() for line in f
                 if line.startswith("    ") and line[4:5] != " "]
    return [words for words in lines if words]


def test_readme_command_lines_name_what_exists(clean_copy):
    commands = readme_commands()
    assert ["make", "sim"] in commands and ["make", "test"] in commands
    with open(os.path.join(ROOT, "Makefile")) as f:
        targets = re.findall(r"^(\w+):", f.read(), re.M)
    helps = {}
    for words in commands:
        if words[0] == "make":
            assert words[1] in targets, words
            continue
        assert words[0] in ("python", ".venv/bin/python"), words
        program = tuple(words[1:3]) if words[1] == "-m" else (words[1],)
        if program not in helps:
            done = user_runs(clean_copy, *(program + ("--help",)))
            assert done.returncode == 0, (words, done.stderr)
            helps[program] = done.stdout
        for word in words:
            if word.startswith("--"):
                assert word in helps[program], (word, words)
