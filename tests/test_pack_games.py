"""tools/pack_tables.py per game, run as a user runs it in a copy of the repository: packing a
game writes only that game's files (a new game's names do not count as read for the others),
a missing codes module is created with its marker lines, a bad cell is one line naming the
file, line, column and word (exit 2, no traceback), --help packs nothing, an effect language
becomes codes; and the fields packed below a byte are read through their generated accessors
(no literal masks or shifts left where Karak: Goblin decoded them)."""
import ast
import os
import re
import shutil
import subprocess
import sys

import pytest

from tools import pack_constants, pack_tables

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def tree(tmp_path):
    """The files of the repository the packer reads and writes, in a temporary folder."""
    listed = subprocess.run(["git", "-C", ROOT, "ls-files", "-co", "--exclude-standard", "-z",
                             "lib", "firmware", "tests", "tools", "host_sim"],
                            capture_output=True, check=True).stdout.decode().split("\0")
    for rel in filter(None, listed):
        src = os.path.join(ROOT, rel)
        if os.path.isfile(src) and "node_modules" not in rel:
            os.makedirs(os.path.dirname(str(tmp_path / rel)), exist_ok=True)
            shutil.copy2(src, str(tmp_path / rel))
    return tmp_path


def pack(tree, *args):
    return subprocess.run([sys.executable, "tools/pack_tables.py"] + list(args), cwd=str(tree),
                          capture_output=True, text=True, timeout=120)


def files(tree):
    """{path: text} of every file of the tree."""
    out = {}
    for here, _, names in os.walk(str(tree)):
        for n in names:
            path = os.path.join(here, n)
            with open(path, "rb") as f:
                out[os.path.relpath(path, str(tree))] = f.read()
    return out


def new_game(tree):
    """A copy of the toy's spec and table as the game `newgame`, whose package reads names that
    other games' codes modules keep as comments (nobody of theirs reads them: Karak's E_ROLLS,
    Goblin Vaults' START_GEARS; this file imports neither game)."""
    spec = (tree / "tools" / "tables" / "toygame_spec.py").read_text()
    spec = spec.replace('CSV = "toygame_cards.csv"', 'CSV = "newgame_cards.csv"')
    (tree / "tools" / "tables" / "newgame_spec.py").write_text(
        spec.replace("tests/fixtures/toygame", "lib/newgame"))
    shutil.copy(str(tree / "tools" / "tables" / "toygame_cards.csv"),
                str(tree / "tools" / "tables" / "newgame_cards.csv"))
    pkg = tree / "lib" / "newgame"
    pkg.mkdir()
    (pkg / "__init__.py").write_text('"""A new game."""\n')
    (pkg / "rules.py").write_text(
        '"""Its rules."""\nfrom gpcore import const\n\n%s\n%s\n\n\ndef f(a):\n'
        '    return a == _PLAY or a == E_ROLLS or a == START_GEARS\n'
        % (pack_constants.BEGIN, pack_constants.END))
    view = tree / "firmware" / "views" / "newgame"       # a view in the game's own folder
    view.mkdir()
    (view / "page.py").write_text('"""A page."""\nfrom gpcore import const\nimport newgame\n%s\n%s\n'
                                  'P = _BANK\n' % (pack_constants.BEGIN, pack_constants.END))


def test_packing_a_game_changes_no_other_games_files(tree):
    new_game(tree)
    before = files(tree)
    done = pack(tree, "newgame")
    assert done.returncode == 0, done.stderr
    after = files(tree)
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    assert changed == ["firmware/views/newgame/page.py", "lib/newgame/codes.py",
                       "lib/newgame/names.py", "lib/newgame/rules.py", "lib/newgame/tables.py"]
    assert "_PLAY = const(2)" in after["lib/newgame/rules.py"].decode()
    assert "\n_BANK = const(1)\n" in after["firmware/views/newgame/page.py"].decode()
    done = pack(tree)           # every game: still nothing of the others changes
    assert done.returncode == 0 and done.stdout == "", done.stdout + done.stderr
    assert files(tree) == after
    assert pack(tree, "--check").returncode == 0


def test_a_missing_codes_module_is_created_with_its_marker_lines(tree):
    new_game(tree)
    done = pack(tree, "newgame")
    assert "wrote: lib/newgame/codes.py" in done.stdout
    text = (tree / "lib" / "newgame" / "codes.py").read_text()
    assert text.startswith('"""Public codes of newgame')
    head, block = text.split(pack_constants.BEGIN + "\n")
    block, tail = block.split(pack_constants.END)
    assert tail == "\n" and "tools/tables/newgame_spec.py" in head
    assert "\n# OP_STEAL = 2\n" in block and "\n# STEP = 4\n" in block
    ns = {}
    exec(text, ns)          # a module: its docstring, then the codes someone reads (none yet)
    assert ns["__doc__"] and not [k for k in ns if k.isupper()]


def test_a_codes_module_without_its_marker_lines_is_refused_in_one_line(tree):
    new_game(tree)
    (tree / "lib" / "newgame" / "codes.py").write_text('"""Codes."""\nPLAY = 2\n')
    done = pack(tree, "newgame")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith("lib/newgame/codes.py: the public module needs the lines")


@pytest.mark.parametrize("csv, old, new, line", [
    ("toygame_cards.csv", "STEAL 3", "STEEL 3",
     "tools/tables/toygame_cards.csv:8:6: effect 'STEEL': unknown opcode (row 7)"),
    ("goblin_vaults_cards.csv", "COI-02,coins,2", "COI-02,coinz,2",
     "tools/tables/goblin_vaults_cards.csv:3:2: suit 'coinz': not one of coins, crowns, "
     "lanterns, potions, skulls, tomes (row COI-02)"),
    ("karak_goblin_monsters.csv", "L1-M01,1,0,Cave Rat,2,1", "L1-M01,1,0,Cave Rat,16,1",
     "tools/tables/karak_goblin_monsters.csv:2: hpa 16: hp does not fit 4 bits (row L1-M01)"),
])
def test_a_bad_cell_is_one_line_naming_file_line_column_and_word(tree, csv, old, new, line):
    path = tree / "tools" / "tables" / csv
    path.write_text(path.read_text().replace(old, new, 1))
    for args in (("--check",), ()):
        done = pack(tree, *args)
        assert (done.returncode, done.stdout, done.stderr) == (2, "", line + "\n")


def test_help_prints_help_and_packs_nothing(tree):
    turn = tree / "lib" / "karak" / "turn.py"
    stale = turn.read_text().replace("_HEARTS = const(5)", "_HEARTS = const(4)")
    turn.write_text(stale)
    done = pack(tree, "--help")
    assert done.returncode == 0 and "usage: pack_tables.py" in done.stdout
    assert "--check" in done.stdout and "GAME" in done.stdout
    assert turn.read_text() == stale
    done = pack(tree, "nogame")
    assert done.returncode == 2 and done.stderr.startswith("no game 'nogame'")


def test_an_effect_language_becomes_codes(tree):
    """Gosu's language: the packer makes its codes module (here missing) with the opcodes,
    flag masks, keys, key words and the step layout."""
    (tree / "lib" / "gosu" / "codes.py").unlink()
    done = pack(tree, "gosu")
    assert done.stdout == "wrote: lib/gosu/codes.py\n", done.stderr
    text = (tree / "lib" / "gosu" / "codes.py").read_text()
    for line in ("# OP_DRAW = 1", "# OP_WIN_IF = 20", "# FL_EACH = 1", "# FL_SELF = 4",
                 "# FL_HAND = 4", "# FL_TRAPPED = 128", "# KEY_MAX_LEVEL = 1", "# KEY_PER = 2",
                 "# PER_BAKUTO = 1", "# KEY_NAMES = 3", "# KEY_WIN_NAMES = 4", "# STEP = 4",
                 "# HEAD_BONUS_SHIFT = 5", "# FILTER_KEY_MASK = 7"):
        assert "\n" + line + "\n" in text


def made_codes(game):
    """{name: value} of the codes a game's tables make, and its spec."""
    spec = [s for s in pack_tables.load_specs() if s.__name__ == game + "_spec"][0]
    return dict(c[:2] for c in pack_tables.table_codes(spec.TABLES) if isinstance(c, tuple)), spec


def test_the_toys_opcodes_are_generated_from_its_language():
    made, spec = made_codes("toygame")
    assert [made["OP_" + op] for op in spec.OPCODES] == [1, 2, 3]
    assert not any(isinstance(c, tuple) and c[0].startswith("OP_") for c in spec.CODES)


def test_accessors_decode_what_the_spec_packed():
    """Each part read back with its SHIFT and MASK is the spec's value of the row."""
    made, spec = made_codes("karak_goblin")
    cols = dict(pack_tables.pack_table(spec.TABLES[0])[1])
    fields = dict((f[0], f[2]) for f in spec.TABLES[0]["fields"])
    assert fields["hpa"].parts == (("hp", 4), ("atk", 4))
    values = {("hpa", "hp"): spec._num("hp"), ("ad", "def"): spec._eff("defence"),
              ("equip", "heal"): spec._eff("heal_after", True), ("kl", "kind"): spec._kind,
              ("curses", "second"): spec._curse(1)}
    for (field, part), f in values.items():
        name = (field + "_" + part).upper()
        for c, r in enumerate(spec._ALL):
            assert cols[field][c] >> made[name + "_SHIFT"] & made[name + "_MASK"] == f(r)


LITERAL = re.compile(r"CARD_(KL|CN|AD|HD|HPA|CURSES|EQUIP)\[(?:[^\[\]]|\[[^\[\]]*\])*\]\)?"
                     r"\s*(&|>>)\s*\d")


def test_no_reader_decodes_a_packed_field_with_literals():
    """Every reader of a field packed below a byte uses the generated SHIFT and MASK codes:
    none masks or shifts a packed column by a number, and the spots that decoded a byte or a
    fight action by hand read codes now."""
    found = []
    for folder in ("lib", "firmware", "tests", "host_sim"):
        for here, _, names in os.walk(os.path.join(ROOT, folder)):
            for n in names:
                if n.endswith(".py"):
                    path = os.path.join(here, n)
                    text = open(path).read()
                    found += ["%s: %s" % (os.path.relpath(path, ROOT), m.group(0))
                              for m in LITERAL.finditer(text)]
    assert found == []
    spots = {"lib/karak_goblin/rules.py": ("def cursed", "def fight_card", "def playable",
                                          "def xanros_effect"),
             "lib/karak_goblin/turn.py": ("def act",),
             "firmware/views/karak_goblin/view.py": ("def tile",),
             "firmware/views/karak_goblin/battle.py": ("def battle", "def totals"),
             "firmware/views/karak_goblin/caverns.py": ("def caverns", "def hp_atk", "def curses"),
             "lib/gpcore/effects.py": ("def choices",),
             "tests/fixtures/toygame/__init__.py": ("def to_move",)}
    for rel, defs in spots.items():
        text = open(os.path.join(ROOT, rel)).read()
        for d in defs:
            body = text.split(d, 1)[1].split("\ndef ", 1)[0].split("\n    def ", 1)[0]
            assert not re.search(r"(&|>>) ?(15|7|6|4|3|31)\b|>> ?2\b|\bi (%|//) ?6\b|== 18\b|"
                                 r"\* ?[46]\b", body), (rel, d)


def test_a_name_in_a_comment_or_docstring_is_no_read(tree):
    """Codes and row counts: only a name in code (or in a string that is no docstring) counts;
    the toy's package reads neither OP_STEAL nor CARD_COUNT in code."""
    new_game(tree)
    rules = tree / "lib" / "newgame" / "rules.py"
    rules.write_text(rules.read_text().replace(
        '"""Its rules."""', '"""Its rules: OP_STEAL, CARD_COUNT."""') +
        "\n\ndef g():\n    \"\"\"OP_SCORE, CARD_COUNT.\"\"\"\n    return 1  # OP_SWAP CARD_COUNT\n")
    assert pack(tree, "newgame").returncode == 0
    codes = (tree / "lib" / "newgame" / "codes.py").read_text()
    assert "\n# OP_STEAL = 2\n" in codes and "\n# OP_SCORE = 1\n" in codes
    assert "CARD_COUNT" not in (tree / "lib" / "newgame" / "tables.py").read_text()
    rules.write_text(rules.read_text() + "\n\ndef h():\n    return OP_STEAL, 'CARD_COUNT'\n")
    assert pack(tree, "newgame").returncode == 0
    assert "\nOP_STEAL = 2\n" in (tree / "lib" / "newgame" / "codes.py").read_text()
    assert "\nCARD_COUNT = 9\n" in (tree / "lib" / "newgame" / "tables.py").read_text()


def test_a_row_count_is_written_only_where_read():
    """<NAME>_COUNT only for a table some file of its game reads it of: Karak's board reads
    TILES_COUNT and TOKENS_COUNT, nothing HEROES_COUNT; the codes' functions see every count."""
    made = pack_tables.modules(["karak"])
    assert "\nTILES_COUNT = 11\n" in made["lib/karak/ruletables.py"]
    assert "\nTOKENS_COUNT = 9\n" in made["lib/karak/ruletables.py"]
    assert "HEROES_COUNT" not in made["lib/karak/tables.py"]
    spec = [s for s in pack_tables.load_specs() if s.__name__ == "karak_spec"][0]
    assert "\nHEROES_COUNT = 6\n" in "".join(pack_tables.code_tables(spec))


def test_no_generated_module_assigns_a_name_twice():
    """Karth's terrain has a column `count`: TER_COUNT is that column's offset in the joined
    TER (12 bytes a column), and no row count is written over it, nor in the other module of
    the table (names.py)."""
    made = pack_tables.modules()
    for rel, text in made.items():
        names = [t.id for node in ast.parse(text).body if isinstance(node, ast.Assign)
                 for t in node.targets if isinstance(t, ast.Name)]
        assert len(names) == len(set(names)), (rel, sorted(n for n in names
                                                           if names.count(n) > 1))
    ns = {}
    exec(made["lib/karth/tables.py"], ns)
    assert "TER_COUNT" not in ns and len(ns["TER"]) == 12 * 5
    assert "\nTER_COUNT = 0\n" in made["lib/karth/codes.py"]
    assert "TER_COUNT" not in made["lib/karth/names.py"]


@pytest.mark.parametrize("game", ("karth", "karak_goblin", "gosu"))
def test_a_games_table_modules_hold_only_what_its_files_read(game):
    """No dead data packed: every name of the game's table modules (tables.py, names.py) is
    read by a file of its package or one importing it (as the packer counts a read). Names
    whose column nothing reads are written as their words only (a table of "module" None with
    a "names_module"): Karth's texts cut a card's or a tile's name out of the joined words
    (lines.py, text.py); Karak: Goblin's read a hero's name by the hero, not a card's hero;
    Gosu's a card's name by its row (a row is its own name)."""
    spec = [s for s in pack_tables.load_specs() if s.__name__ == game + "_spec"][0]
    made = pack_tables.game_modules(spec)
    for rel in ("lib/%s/tables.py" % game, "lib/%s/names.py" % game):
        names = [t.id for node in ast.parse(made[rel]).body if isinstance(node, ast.Assign)
                 for t in node.targets if isinstance(t, ast.Name)]
        text = pack_constants.readers_text(ROOT, "lib/" + game, {rel})
        read = pack_constants.read_names([(n,) for n in names], text)
        assert set(names) - read == set(), rel
