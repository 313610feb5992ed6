"""Screens are places and every module has a lifetime (firmware.shell: PLACES, LIVES): no two
modules of firmware/ import each other in a circle (views included, imports inside functions
too); every module of firmware/ has its lifetime declared; every place names a module and a
function that exist, and every place a module asks for (App.go) exists; a module borrowed
for one call (gpcore.once) is declared so; a module of one call or of its own place is
gone once the App has moved on, and the game's modules once it is left; no module of lib/
but gpcore's once() drops a module (the engines drop code through it)."""
import ast
import os
import re
import sys

import pytest

from shellkit import toy, session, setup_game, drop_strays      # (first: the simulator's board)
from firmware import shell

assert toy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")


def modules():
    """{module name: path} of every module of firmware/."""
    out = {}
    for folder, _, files in os.walk(FIRMWARE):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                rel = os.path.relpath(path, ROOT)[:-3].split(os.sep)
                if rel[-1] == "__init__":
                    rel = rel[:-1]
                out[".".join(rel)] = path
    return out


MODULES = modules()


def imports(path):
    """The modules of firmware/ that the file at path imports, wherever the import stands."""
    out = set()
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module] + [node.module + "." + a.name for a in node.names]
        else:
            continue
        out.update(n for n in names if n in MODULES)
    return out


def circle(graph):
    """The first circle of imports found in graph ({module: modules it imports}), as a list
    of modules from one back to itself, or None."""
    state = {}

    def visit(m, path):
        state[m] = 1
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n, path + [n])
                if found:
                    return found
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m, [m])
            if found:
                return found
    return None


def test_no_two_modules_of_firmware_import_each_other_in_a_circle():
    graph = {m: imports(p) - {m} for m, p in MODULES.items()}
    found = circle(graph)
    assert found is None, "a circle of imports: " + " -> ".join(found)


def test_the_circle_finder_names_a_circle():
    assert circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert circle({"a": {"b"}, "b": set()}) is None


def test_every_module_of_firmware_has_its_lifetime_declared():
    missing = [m for m in sorted(MODULES) if shell._life(m) is None]
    assert not missing, "no lifetime declared (firmware.shell.LIVES): " + ", ".join(missing)
    for part in shell.LIVES.split("/")[1:-1]:
        assert part[0] in "RMGV.C", part
        for name in part[2:].split():       # every name declared is a module
            full = "firmware" + name if name[0] == "." else name
            assert full.endswith("*") or full in MODULES or \
                full.startswith("gpcore."), full


def places():
    return [p.split() for p in shell.PLACES.split("/")[1:-1]]


def test_every_place_names_a_function_taking_the_app_and_an_argument():
    for name, module, function, needs in places():
        path = MODULES["firmware." + module]
        tree = ast.parse(open(path).read())
        found = [f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == function]
        assert found and len(found[0].args.args) >= 2, name
        assert set(needs) <= set("MGVP"), name
    with pytest.raises(ValueError):
        shell._place("nowhere")


def asked(path):
    """The places a file asks for: app.go("place", ...) and the pause menu's table."""
    text = open(path).read()
    return set(re.findall(r'\.go\(\s*"(\w+)"', text)) | set(
        re.findall(r'"\w": "(\w+)"', text) if path.endswith("pause.py") else ())


def test_every_place_asked_for_exists():
    known = {p[0] for p in places()}
    for m, path in MODULES.items():
        for place in asked(path):
            assert place in known, "%s asks for the place %r, which does not exist" % (m, place)


def test_a_module_borrowed_for_one_call_is_not_one_kept():
    # (one of a place's, or the title's, may be borrowed where they are not up)
    for m, path in MODULES.items():
        for names in re.findall(r'once\(\s*"([\w. ]+)"\s*,', open(path).read()):
            for name in names.split():
                if name.startswith("firmware."):
                    assert shell._life(name) in ("C", ".", "M"), (m, name)
    for name, module, function, needs in places():
        assert shell._life("firmware." + module) != "R", name


def test_only_gpcore_once_drops_the_engines_code():
    lib = os.path.join(ROOT, "lib")
    for folder, _, files in os.walk(lib):
        for f in files:
            path = os.path.join(folder, f)
            if f.endswith(".py") and path != os.path.join(lib, "gpcore", "__init__.py"):
                text = open(path).read()
                for word in ("sys.modules.pop", "del sys.modules", "__dict__.pop", "forget(",
                             "unload("):
                    assert word not in text, "%s: %s (drop code with gpcore.once)" % (path, word)


def loaded():
    return {m for m in sys.modules if m.startswith("firmware.")}


def test_modules_are_held_to_their_lifetimes(toy, tmp_path):
    """Walked through the places, the firmware holds a module only while its lifetime
    lasts: at the title no game's, of one call or of another place."""
    drop_strays()
    s = session(tmp_path)

    def at(place):
        needs = s.app.needs
        assert needs == shell._place(place)[3], place
        for m in loaded():
            life = shell._life(m)
            assert life is not None, m
            assert life != "C", "%s (of one call) is still loaded" % m
            if life == ".":
                assert m == "firmware." + shell._place(place)[1], (place, m)
            elif life != "R":
                assert life in needs, (place, m)
        assert (s.app.game is not None) == ("P" in needs), place

    at("title")
    for entry, place in (("Settings", "settings"), ("About", "about"),
                         ("Game statistics", "stats")):
        s.choose(entry)
        at(place)
        s.press("B")
        at("title")
    setup_game(s, ["Person", "Bot"])
    at("play")
    for key, entry, place in (("START", None, "pause"), (None, "Help", "help"),
                              ("B", None, "back"), ("START", None, "pause"),
                              (None, "Save and quit", "title")):
        s.press(key) if key else s.choose(entry)
        at(place)
    assert "grabgame" not in sys.modules          # the game left: its package dropped
