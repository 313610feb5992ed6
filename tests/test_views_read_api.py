"""A game's view (firmware/views/<NAME>/) reads the game only through the read API its package
documents: the package itself and the modules its docstring names on the line "Read API
modules: ..." (the state's methods come through its LAZY table), never its rules, turn,
battle, fight or setup modules. A view decodes no packed card field with a literal shift or
mask either: the packer writes the SHIFT/MASK codes it reads them with."""
import ast
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VIEWS = os.path.join(ROOT, "firmware", "views")
GAMES = sorted(d for d in os.listdir(VIEWS) if os.path.isdir(os.path.join(VIEWS, d))
               and os.path.isdir(os.path.join(ROOT, "lib", d)))


def api(game):
    """The modules of the game's read API (full names), from its package's text."""
    text = open(os.path.join(ROOT, "lib", game, "__init__.py")).read()
    found = re.search(r"Read API\s+modules:([\w\s#]*)\)", text)
    assert found, "lib/%s/__init__.py names no 'Read API modules: ...'" % game
    words = found.group(1).replace("#", " ").split()
    for w in words:
        assert os.path.exists(os.path.join(ROOT, "lib", game, w + ".py")), (game, w)
    return {game + "." + w for w in words}


def engine_imports(path, game):
    """The modules of the game's package that the file imports (full names)."""
    out = set()
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
            if node.module == game:         # from karak import text: a module of the package
                names += [game + "." + a.name for a in node.names
                          if os.path.exists(os.path.join(ROOT, "lib", game, a.name + ".py"))]
        else:
            continue
        out.update(n for n in names if n.startswith(game + "."))
    return out


def test_every_game_with_a_view_folder():
    assert {"karak", "karak_goblin", "goblin_vaults"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_a_view_imports_only_its_games_read_api(game):
    allowed = api(game)
    folder = os.path.join(VIEWS, game)
    for f in sorted(os.listdir(folder)):
        if f.endswith(".py"):
            bad = engine_imports(os.path.join(folder, f), game) - allowed
            assert not bad, "firmware/views/%s/%s reads %s, not the read API (%s)" % (
                game, f, ", ".join(sorted(bad)), ", ".join(sorted(allowed)))


def test_the_check_finds_a_view_reading_the_rules(tmp_path):
    p = tmp_path / "page.py"
    p.write_text("from karak_goblin import rules, text\nimport karak_goblin.turn\n")
    assert engine_imports(str(p), "karak_goblin") == {
        "karak_goblin.rules", "karak_goblin.text", "karak_goblin.turn"}
    assert not engine_imports(str(p), "karak") and "karak_goblin.rules" not in api("karak_goblin")


@pytest.mark.parametrize("game", GAMES)
def test_a_view_decodes_no_packed_field_with_a_literal(game):
    """A column of a packed table (CARD_*, TILES_*, TOKENS_*) shifted or masked by a number."""
    literal = re.compile(r"\b[A-Z]+_[A-Z_]+\[[^\]]+\]\s*(>>|&)\s*\d")
    folder = os.path.join(VIEWS, game)
    for f in sorted(os.listdir(folder)):
        if f.endswith(".py"):
            for n, line in enumerate(open(os.path.join(folder, f)), 1):
                assert not literal.search(line), "firmware/views/%s/%s:%d: %s" % (
                    game, f, n, line.strip())
