"""Proofs under the real MicroPython interpreter: lib/ compiles there, the generator gives the
same numbers as on CPython, and saves cross between the two interpreters byte for byte."""
import ast
import binascii
import glob
import os
import subprocess
import sys

import pytest

from gpcore.savefmt import Save, decode, encode
from tests.gamesuite import names

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")
LIB_FILES = sorted(os.path.relpath(p, ROOT)
                   for p in glob.glob(os.path.join(LIB, "**", "*.py"), recursive=True))
FORBIDDEN = {"dataclasses", "enum", "typing", "abc", "functools", "itertools"}


def run(interpreter, script, *args):
    """stdout of `script` (with lib/ first on sys.path) under `interpreter`; fails on an error."""
    code = "import sys\nsys.path.insert(0, %r)\n%s" % (LIB, script)
    r = subprocess.run([interpreter, "-c", code] + list(args), capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr
    return r.stdout


def both(script, *args):
    """Output of `script` on MicroPython, after checking that CPython prints the same."""
    out = run(MICROPYTHON, script, *args)
    assert out == run(sys.executable, script, *args)
    return out


RNG_SCRIPT = """
from gpcore.rng import Rng
from gpcore.zonecopy import fork
for seed in (0, 1, 2, 3, 12345, 1073741823, 1073741824 + 9):
    r = Rng(seed)
    out = []
    for i in range(200):
        k = i % 4
        if k == 0:
            out.append(r.bits30())
        elif k == 1:
            out.append(r.below(1 + i * 7919 % 100000))
        elif k == 2:
            out.append(r.die(6 if i % 8 else 20))
        else:
            seq = bytearray(range(9)) if i % 8 == 3 else list(range(8))
            r.shuffle(seq)
            out.extend(seq)
    print(seed, out, fork(r).bits30())
"""


def test_rng_same_on_micropython_and_cpython():
    out = both(RNG_SCRIPT)
    lines = out.splitlines()
    assert len(lines) == 7 and len(set(line.split(" ", 1)[1] for line in lines)) == 7


@pytest.mark.parametrize("path", LIB_FILES)
def test_module_compiles_on_micropython(path):
    r = subprocess.run([MICROPYTHON, "-X", "compile-only", os.path.join(ROOT, path)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr


def test_compile_check_catches_what_micropython_lacks(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(a, /):\n    match a:\n        case 1:\n            return 2\n")
    r = subprocess.run([MICROPYTHON, "-X", "compile-only", str(bad)], capture_output=True)
    assert r.returncode != 0


@pytest.mark.parametrize("path", LIB_FILES)
def test_module_uses_only_what_circuitpython_has(path):
    tree = ast.parse(open(os.path.join(ROOT, path)).read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            names = []
            if isinstance(node, ast.Constant) and isinstance(node.value, float):
                pytest.fail("%s line %d: a float (rules keep ints)" % (path, node.lineno))
        for name in names:
            assert name.split(".")[0] not in FORBIDDEN, "%s imports %s" % (path, name)


GAME_SCRIPT = """
sys.path.append(%r)
from gpcore.rollout import play_out
game = __import__(sys.argv[1])
seats = game.MAX_SEATS
s = game.new_game(seats, 3, bytes(len(game.OPTIONS)))
play_out(s, [game.make_bot(i %% 2, 3 + i) for i in range(seats)])
print(list(s.history))   # a bytearray repr differs (quotes) between the two
print(s.result())
""" % os.path.join(ROOT, "tests", "fixtures")


@pytest.mark.parametrize("name", names())
def test_seeded_game_same_on_micropython_and_cpython(name):
    # Same seed, same bots: the same game move for move (no set order, float or hash leaks).
    history, result = both(GAME_SCRIPT, name).splitlines()
    assert len(history) > 10 and result != "None"


SAVE = Save("goblin_vaults", ["Ann", "Bo", "Bot 3"], [0, 0, 1], b"\x02\x00\x01", 987654321,
            [0, 3, 127, 128, 129, 200, 255, 256, 1000, 16383, 16384, 70000, 2 ** 28 - 1, 1])

ENCODE_SCRIPT = """
import binascii
from gpcore.savefmt import Save, encode
s = Save("goblin_vaults", ["Ann", "Bo", "Bot 3"], [0, 0, 1], b"\\x02\\x00\\x01", 987654321,
         [0, 3, 127, 128, 129, 200, 255, 256, 1000, 16383, 16384, 70000, 2 ** 28 - 1, 1])
print(binascii.hexlify(encode(s)).decode())
"""

DECODE_SCRIPT = """
import binascii
from gpcore.savefmt import decode
s = decode(binascii.unhexlify(sys.argv[1]))
print(s.game)
print(s.names)
print(s.bots)
print(list(s.options))
print(s.seed)
print(s.actions)
"""


def fields_text(s):
    return "\n".join(str(v) for v in (s.game, s.names, s.bots, list(s.options), s.seed,
                                      s.actions)) + "\n"


def test_save_encoded_on_micropython_decodes_on_cpython():
    data = binascii.unhexlify(run(MICROPYTHON, ENCODE_SCRIPT).strip())
    assert data == encode(SAVE)
    assert fields_text(decode(data)) == fields_text(SAVE)


def test_save_encoded_on_cpython_decodes_on_micropython():
    hexed = binascii.hexlify(encode(SAVE)).decode()
    assert run(MICROPYTHON, DECODE_SCRIPT, hexed) == fields_text(SAVE)


def test_damaged_save_is_a_save_error_on_micropython():
    data = bytearray(encode(SAVE))
    data[10] ^= 1
    script = """
import binascii
from gpcore.savefmt import decode, SaveError
for n in (0, 5, 20, len(binascii.unhexlify(sys.argv[1]))):
    try:
        decode(binascii.unhexlify(sys.argv[1])[:n])
    except SaveError as e:
        print(e)
"""
    out = run(MICROPYTHON, script, binascii.hexlify(bytes(data)).decode())
    assert out.splitlines() == ["save is cut short", "save is cut short",
                                "save checksum is wrong", "save checksum is wrong"]
