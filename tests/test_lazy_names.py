"""Lazy state methods (gpcore.engine.State.__getattr__): each module of a game's LAZY table
declares the names it serves, a name nobody declares imports nothing, and a game played by
people alone never loads its bot (but Karak's and Karth's from .py, below) or its thinking
copies."""
import inspect
import os
import subprocess
import sys

import pytest

from gpcore.engine import State
from gpcore.lazy import _DEFAULTS
from tests.gamesuite import catalog_names, load, names

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def state_class(name):
    game = load(name)
    return type(game.new_game(game.MAX_SEATS, 1, bytes(len(game.OPTIONS))))


def tables(cls):
    return [(m, names.split()) for m, names in cls.LAZY + _DEFAULTS]


@pytest.mark.parametrize("name", names())
def test_declared_names_are_the_modules_state_functions(name):
    # Both ways: a declared name that is no function fails, and so does a function of the
    # module taking the state first (s or st) that its LAZY entry forgets.
    cls = state_class(name)
    assert "gpcore.defaults" not in dict(cls.LAZY)    # gpcore.lazy looks there after the table
    for module, names in tables(cls):
        assert names and " %s " % " ".join(names) == dict(cls.LAZY + _DEFAULTS)[module]
        mod = __import__(module, None, None, ("_",))
        for n in names:
            assert inspect.isfunction(getattr(mod, n, None)), "%s.%s" % (module, n)
        for n, f in vars(mod).items():
            if inspect.isfunction(f) and f.__module__ == mod.__name__ and \
                    (n[0] != "_" or n == "_redeal"):
                first = list(inspect.signature(f).parameters)[:1]
                if first in (["s"], ["st"]):
                    assert n in names, "%s.%s is not in the LAZY table" % (module, n)


@pytest.mark.parametrize("name", names())
def test_an_undeclared_name_imports_nothing(name, monkeypatch):
    cls = state_class(name)
    st = cls.__new__(cls)
    imported = []
    real = __import__
    monkeypatch.setattr("builtins.__import__",
                        lambda n, *a: imported.append(n) or real(n, *a))
    assert getattr(st, "no_such_hook", None) is None
    with pytest.raises(AttributeError):
        st.public_labels
    lazy = set(m for m, _ in cls.LAZY)
    assert "gpcore.lazy" in imported and not lazy & set(imported), imported


def test_a_declared_name_loads_its_module_on_first_use():
    class S(State):
        LAZY = (("gpcore.defaults", " hint "),)     # a whole word only: not "hints"
    s = S(2, 1, b"")
    assert s.hint(3) == ""
    with pytest.raises(AttributeError):
        s.hints


def test_a_name_inside_an_earlier_name_is_found():
    class S(State):
        LAZY = (("gpcore.defaults", " events_x hint_y events hint "),)
    assert S(2, 1, b"").hint(3) == "" and S(2, 1, b"").events() == []


# Plays a game of people only through the real shell (headless simulator) and prints the
# game's modules that were loaded.
PEOPLE_ONLY = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
sys.path[:0] = [%r, %r]
from host_sim.session import Session
game = sys.argv[1]
title = __import__(game).TITLE
s = Session(board="pybadge", saves=sys.argv[2], seed=4)
s.choose("New game")
s.choose(title)
seats = int(s.selected().split("<")[1].split(">")[0])
for i in range(seats):
    s.choose(str(i + 1))
    while not s.selected().endswith(" Person"):
        s.press("A")
s.choose("Start")
for _ in range(60):
    s.press("A")
    s.press("DOWN")
assert len(s.runner.app.playing.state.history) >= 10
print(" ".join(sorted(m for m in sys.modules if m.startswith(game + "."))))
""" % (ROOT, os.path.join(ROOT, "lib"))


@pytest.mark.parametrize("name", catalog_names())
def test_a_game_of_people_never_loads_its_bot(name, tmp_path):
    r = subprocess.run([sys.executable, "-c", PEOPLE_ONLY, name, str(tmp_path)],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    loaded = r.stdout.split()
    assert name + ".text" in loaded              # the screens did ask for texts
    assert name + ".thinking" not in loaded, loaded
    # Karak and Karth from .py compile their bots before the deal (karak.setup, karth.new_game:
    # compiled after the deal, in a cut-up heap, a bot needs more than the engine's 64 KB), so
    # their games of people hold the bot too.
    assert name + ".bot" not in loaded or name in ("karak", "karth"), loaded
