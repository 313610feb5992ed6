"""Generated constants (tools/pack_constants.py through tools/pack_tables.py): every module
with a constants block is current, a block holds exactly the codes its module uses, a number
read from a table follows the CSV, and a hand-kept copy or a stale block is caught."""
import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import pack_constants as PC  # noqa: E402
import pack_tables  # noqa: E402


def spec(game):
    return [s for s in pack_tables.load_specs() if s.__name__ == game + "_spec"][0]


def test_every_generated_module_is_current():
    made = pack_tables.modules()
    blocks = [rel for rel, text in made.items() if PC.BEGIN in text]
    assert len(blocks) >= 8
    for rel, text in made.items():
        with open(os.path.join(ROOT, rel)) as f:
            assert f.read() == text, "%s is stale: run python tools/pack_tables.py" % rel


def fake_game(tmp_path, rules_text):
    """A package with a public module and one rules module, and a spec of three codes."""
    pkg = tmp_path / "lib" / "fake"
    pkg.mkdir(parents=True)
    (pkg / "codes.py").write_text('"""Codes."""\n%s\n%s\n' % (PC.BEGIN, PC.END))
    (pkg / "rules.py").write_text(rules_text)
    codes = ["Actions.", ("A_GO", 3, "go on"), ("A_STOP", 4),
             ("HEARTS", lambda T: T.PARAMS_VALUE[0])]
    return str(tmp_path), "lib/fake/codes.py", codes


RULES = ('"""Rules."""\nfrom gpcore import const\n%s\n%s\n\ndef f(a):\n'
         '    return a == _A_GO or a > _HEARTS\n' % (PC.BEGIN, PC.END))


def test_blocks_hold_exactly_what_each_module_uses(tmp_path):
    root, public, codes = fake_game(tmp_path, RULES)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_fake.py").write_text("from fake import codes\n"
                                                    "assert codes.A_GO and codes.HEARTS\n")
    out = PC.game_modules(root, public, codes, ["PARAMS_VALUE = b'\\x05'"])
    assert "# Actions.\nA_GO = 3        # go on\n# A_STOP = 4\nHEARTS = 5\n" in out[public]
    block = out["lib/fake/rules.py"].split(PC.BEGIN)[1].split(PC.END)[0]
    assert block == "\n_A_GO = const(3)\n_HEARTS = const(5)\n"     # not _A_STOP


def test_a_code_no_one_reads_by_its_public_name_is_a_comment(tmp_path):
    """Its name would be interned for good on the device; a private copy is no reader, nor
    is the spec."""
    root, public, codes = fake_game(tmp_path, RULES)
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "fake_spec.py").write_text("CODES = [('A_STOP', 4)]\n")
    out = PC.game_modules(root, public, codes, ["PARAMS_VALUE = b'\\x05'"],
                          str(tmp_path / "tools" / "fake_spec.py"))
    assert "\n# A_GO = 3      # go on\n# A_STOP = 4\n# HEARTS = 5\n" in out[public]
    (tmp_path / "firmware").mkdir()
    (tmp_path / "firmware" / "screen.py").write_text("from fake.codes import A_STOP\n")
    out = PC.game_modules(root, public, codes, ["PARAMS_VALUE = b'\\x05'"])
    assert "\n# A_GO = 3      # go on\nA_STOP = 4\n# HEARTS = 5\n" in out[public]


def test_a_number_from_a_table_follows_the_csv(tmp_path):
    root, public, codes = fake_game(tmp_path, RULES)
    out = PC.game_modules(root, public, codes, ["PARAMS_VALUE = b'\\x07'"])
    assert "_HEARTS = const(7)" in out["lib/fake/rules.py"]


def test_a_hand_kept_copy_is_refused(tmp_path):
    root, public, codes = fake_game(tmp_path, RULES + "_A_STOP = const(4)\n")
    with pytest.raises(ValueError, match="A_STOP is kept by hand"):
        PC.game_modules(root, public, codes, ["PARAMS_VALUE = b'\\x05'"])


def test_karak_rule_numbers_come_from_the_params_table(tmp_path):
    # Edit a rule number in a copy of the tables: the codes and the rules' copies follow.
    shutil.copytree(os.path.join(ROOT, "tools", "tables"), str(tmp_path / "tables"))
    karak = spec("karak")
    texts = [t.replace("PARAMS_VALUE = b'\\x04\\x05", "PARAMS_VALUE = b'\\x04\\x06")
             for t in pack_tables.code_tables(karak)]
    out = PC.game_modules(ROOT, karak.CODES_MODULE, karak.CODES, texts)
    assert "\nHEARTS = 6\n" in out["lib/karak/codes.py"]
    assert "_HEARTS = const(6)" in out["lib/karak/turn.py"]


def test_pack_check_fails_on_a_stale_block(tmp_path, monkeypatch, capsys):
    lib = tmp_path / "lib"
    shutil.copytree(os.path.join(ROOT, "lib"), str(lib))
    (tmp_path / "tools").mkdir()
    shutil.copytree(os.path.join(ROOT, "tools", "tables"), str(tmp_path / "tools" / "tables"))
    toy = os.path.join("tests", "fixtures", "toygame")      # the template game's modules
    shutil.copytree(os.path.join(ROOT, toy), str(tmp_path / toy))
    turn = lib / "karak" / "turn.py"
    turn.write_text(turn.read_text().replace("_HEARTS = const(5)", "_HEARTS = const(4)"))
    monkeypatch.setattr(pack_tables, "ROOT", str(tmp_path))
    assert pack_tables.main(["--check"]) == 1
    assert "stale: lib/karak/turn.py" in capsys.readouterr().out


def test_a_table_only_the_codes_read_is_written_nowhere():
    """Karak's params table (module None) reaches the codes, as do the word lists its tables
    module leaves out; no module holds those names (each would be interned on the device)."""
    made = pack_tables.game_modules(spec("karak"))
    tables = made["lib/karak/tables.py"] + made["lib/karak/ruletables.py"]
    assert "PARAMS" not in tables and "TILES_KIND_NAMES" not in tables
    assert "\nHEARTS = 5\n" in made["lib/karak/codes.py"]
    assert "\nROOM = 4\n" in made["lib/karak/codes.py"]
