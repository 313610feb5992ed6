"""tools/pack_tables.py's effect columns: programs in a game's opcode language, a few bytes a
step (Gosu's effect column and Karth's abilities pack whole; a bad word names its row)."""
import pytest

from tools import pack_tables

LANG = {"opcodes": ("DRAW", "DESTROY", "WIN_IF"), "flags": ("EACH", "IF_ADV"),
        "symbols": {"ARCHER": 3},
        "keys": (("max_level", None), ("per", ("CLAN", "ADV")), ("names", "name"))}
SPEC = {"csv": "fx.csv", "module": "lib/fx/tables.py", "name": "FX",
        "fields": [("effect", pack_tables.EFFECT, LANG)]}
CSV = """id,name,effect
A1,Ant,DRAW 2 (+1); DESTROY 3 EACH IF_ADV
A2,Bee,-
A3,Cat,WIN_IF names=Ant|Cat; DESTROY 1 max_level=2 per=ADV
A4,Dog,DRAW(ARCHER)
"""


@pytest.fixture
def table_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(pack_tables, "TABLE_DIR", str(tmp_path))
    return tmp_path


def pack(table_dir, text):
    (table_dir / "fx.csv").write_text(text)
    return dict(pack_tables.pack_table(SPEC)[1])


def test_steps_pack_to_four_bytes(table_dir):
    cols = pack(table_dir, CSV)
    assert cols["effect_at"] == bytes((0, 2, 2, 4, 5))      # row r: steps at[r]..at[r + 1]
    steps = cols["effect"]
    assert len(steps) == 5 * pack_tables.STEP
    assert steps[0:4] == bytes((1 | 1 << 5, 2, 0, 0))      # DRAW 2, bracket bonus 1
    assert steps[4:8] == bytes((2, 3, 3, 0))               # DESTROY 3, EACH | IF_ADV
    assert steps[8:12] == bytes((3, 0, 0, 3 << 5 | 0))     # WIN_IF, key 3 (names), set 0
    assert cols["effect_sets"] == (bytes((0, 2)),)          # Ant and Cat: rows 0 and 2
    # one filter a step: the last key given wins (per=ADV: key 2, value 1)
    assert steps[12:16] == bytes((2, 1, 0, 2 << 5 | 1))
    assert steps[16:20] == bytes((1, 3, 0, 0))              # karth's OPCODE(param), a symbol


def test_effect_column_renders_and_loads(table_dir):
    (table_dir / "fx.csv").write_text(CSV)
    mod = {}
    exec(pack_tables.render_module([SPEC]), mod)
    assert mod["FX_EFFECT_AT"][4] == 5 and mod["FX_EFFECT_SETS"] == (b"\x00\x02",)
    assert "FX_EFFECT_NAMES" not in mod


@pytest.mark.parametrize("cell, word, why", [
    ("DRAWW 2", "DRAWW", "unknown opcode"),
    ("DRAW 2 ALL", "ALL", "unknown word"),
    ("DRAW 2 colour=red", "colour=red", "unknown key"),
    ("DRAW 1 per=BAKUTO", "per=BAKUTO", "not one of CLAN, ADV"),
    ("DRAW 1 names=Ant|Fox", "Fox", "names=: no row has this name"),
    ("DRAW 1 max_level=x", "max_level=x", "not a number"),
    ("DRAW 1 max_level=40", "max_level=40", "value does not fit 5 bits"),
    ("DRAW 1;; DRAW 2", "", "an empty step"),
    ("DRAW 300", "300", "does not fit a byte"),
    ("DRAW 1 (+9)", 9, "bonus does not fit 3 bits"),
])
def test_a_bad_step_is_one_line_naming_file_line_column_and_word(table_dir, cell, word, why):
    with pytest.raises(ValueError) as e:
        pack(table_dir, CSV + "A5,Eel,%s\n" % cell)
    assert str(e.value) == "%s:6:3: effect %r: %s (row A5)" % (table_dir / "fx.csv", word, why)


def test_gosu_and_karth_pack_every_row():
    """Gosu's and the next game's effect columns (tools/tables/gosu_spec.py, karth_spec.py)
    pack whole: 4 bytes a step (op and bonus, n, flags, filter)."""
    specs = dict((s.__name__, s) for s in pack_tables.load_specs())
    gosu = specs["gosu_spec"].TABLES[0]
    n, cols = pack_tables.pack_table(gosu)
    cols = dict(cols)
    assert n == 75 and cols["effect_at"][-1] * 4 == len(cols["effect"])
    assert max(cols["effect_at"][i + 1] - cols["effect_at"][i] for i in range(n)) == 3
    assert len(cols["effect_sets"]) == 3
    karth = specs["karth_spec"].TABLES[0]
    n, cols = pack_tables.pack_table(karth)
    cols = dict(cols)
    assert n == 39 and len(cols["abilities"]) == 4 * cols["abilities_at"][-1]
    assert "abilities_sets" not in cols
    # E01 Elf Lord: COFFERS;RALLY(2)
    assert cols["abilities"][0:8] == bytes((1, 0, 0, 0, 12, 2, 0, 0))
    assert gosu["module"] == "lib/gosu/tables.py"
    assert karth["module"] == "lib/karth/tables.py"


def test_a_table_without_a_module_is_packed_and_written_nowhere(table_dir):
    import types
    game = types.SimpleNamespace(TABLES=[dict(SPEC, module=None)])
    (table_dir / "fx.csv").write_text(CSV)
    assert pack_tables.game_modules(game) == {}
    (table_dir / "fx.csv").write_text(CSV + "A5,Eel,DRAWW\n")
    with pytest.raises(ValueError) as e:
        pack_tables.game_modules(game)
    assert str(e.value).endswith("fx.csv:6:3: effect 'DRAWW': unknown opcode (row A5)")
