"""A game's view (firmware/views/<NAME>/) reads the game only through the read API its package
documents: the package itself and the modules its docstring names on the line "Read API
modules: ..." (the state's methods come through its LAZY table), never its rules, turn,
battle, fight or setup modules. A view decodes no packed card field with a literal shift or
mask either: the packer writes the SHIFT/MASK codes it reads them with. Nor does an engine
(lib/<game>/) or its view decode with literals a packed column, an action's index, a value of
its spec's LAYOUTS or any value split in two parts by a number (k >> 4 and k & 15)."""
import ast
import glob
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


SPECS = [os.path.basename(p)[:-len("_spec.py")]
         for p in glob.glob(os.path.join(ROOT, "tools", "tables", "*_spec.py"))]
ENGINES = sorted(g for g in SPECS if os.path.isdir(os.path.join(ROOT, "lib", g)))
# Engines that still decode a layout with literals, with what is left (their owners' work).
NOT_YET = {}


def layouts(game):
    """The names of the spec's LAYOUTS (values packed below a byte that no table holds)."""
    text = open(os.path.join(ROOT, "tools", "tables", game + "_spec.py")).read()
    found = re.search(r"^LAYOUTS = \[(.*?)^\]", text, re.M | re.S)
    return set(re.findall(r'^\s*\("(\w+)"', found.group(1), re.M)) if found else set()


def literal_decodes(text, names):
    """Lines where a packed value is shifted or masked by a number: a column of a packed table
    (TILES_KS[t] >> 3), an action's index ((a - _A_PORTAL) & 3), a variable or an attribute's
    item named as one of the spec's LAYOUTS (tile >> 2, st.tile[t] & 15), or a value one function splits in two parts of 2 bits
    or more (k >> 4 and k & 15: halving a number, p >> 1 and p & 1, is no layout)."""
    out = []
    tree = ast.parse(text)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.RShift, ast.BitAnd))
                and isinstance(node.right, ast.Constant)):
            continue
        v = node.left
        if isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name) and \
                re.match(r"[A-Z][A-Z0-9]*_[A-Z0-9_]+$", v.value.id) or \
                isinstance(v, ast.BinOp) and isinstance(v.op, ast.Sub) and \
                isinstance(v.right, ast.Name) and re.match(r"_?A_", v.right.id) or \
                isinstance(v, ast.Name) and v.id in names or \
                isinstance(v, ast.Subscript) and isinstance(v.value, ast.Attribute) and \
                v.value.attr in names:
            out.append(node.lineno)
    for scope in ast.walk(tree):
        if isinstance(scope, (ast.Module, ast.FunctionDef)):
            out += split_by_numbers(scope)
    return sorted(set(out))


def split_by_numbers(scope):
    """Lines of the scope (a module's own statements or a function, not the functions in it)
    where one value is shifted right by a number n >= 2 and masked by 2**n - 1."""
    shifts, masks = [], []
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef):
            continue
        todo += ast.iter_child_nodes(node)
        if isinstance(node, ast.BinOp) and isinstance(node.right, ast.Constant) and \
                isinstance(node.op, (ast.RShift, ast.BitAnd)):
            part = (ast.dump(node.left), node.right.value, node.lineno)
            (shifts if isinstance(node.op, ast.RShift) else masks).append(part)
    return [line for v, n, line in shifts + masks
            if any(v == w and (1 << k) - 1 == m and k >= 2 for w, k, _ in shifts
                   for u, m, _ in masks if u == v)]


@pytest.mark.parametrize("game", ENGINES)
def test_an_engine_or_its_view_decodes_no_layout_with_a_literal(game):
    names = layouts(game)
    bad = []
    for f in sorted(glob.glob(os.path.join(ROOT, "lib", game, "*.py")) +
                    glob.glob(os.path.join(VIEWS, game, "*.py"))):
        lines = open(f).read().split("\n")
        bad += ["%s:%d: %s" % (os.path.relpath(f, ROOT), n, lines[n - 1].strip())
                for n in literal_decodes("\n".join(lines), names)]
    if game in NOT_YET:
        assert bad, "%s decodes with the packer's codes now: take it out of NOT_YET" % game
        pytest.skip("%s: %s" % (game, NOT_YET[game]))
    assert not bad, "\n".join(bad)


def test_the_check_finds_literal_decodes():
    text = ("a = TILES_KS[c] >> 3\nb = (a - _A_PORTAL) & 3\nc = tile >> 2\nd = (d + 2) & 3\n"
            "e = pot >> k & 1\nf = CARD_KL[c] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK\n"
            "def g(k, p, q):\n    f(k >> 4, k & 15, p >> 1, p & 1, q >> 4, q & 7)\n"
            "def h(q):\n    return q & 15\ni = st.tile[t] & 15\n")
    assert literal_decodes(text, {"tile"}) == [1, 2, 3, 8, 11]
