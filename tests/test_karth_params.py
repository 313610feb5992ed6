"""Heroes of Karth's rule numbers come from tools/tables/karth_params.csv (each RULEBOOK,
PROPOSED or ENGINE) and its token supplies from the cards table: an edited row changes the
generated constants of the modules that use it, with no code edit."""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import pack_tables  # noqa: E402


def edited(tmp_path, monkeypatch, name, old, new):
    """The karth modules packed from a copy of the tables with one line of a CSV edited."""
    tables = tmp_path / "tables"
    shutil.copytree(os.path.join(ROOT, "tools", "tables"), str(tables))
    path = tables / name
    text = path.read_text()
    assert text.count(old) == 1
    path.write_text(text.replace(old, new))
    monkeypatch.setattr(pack_tables, "TABLE_DIR", str(tables))
    return pack_tables.modules(["karth"])


def test_a_rule_number_follows_the_params_table(tmp_path, monkeypatch):
    out = edited(tmp_path, monkeypatch, "karth_params.csv", "TURN_LIMIT,200,", "TURN_LIMIT,150,")
    assert "_TURN_LIMIT = const(150)" in out["lib/karth/harm.py"]
    out = edited(tmp_path / "2", monkeypatch, "karth_params.csv", "GOLD_WIN_3,50,",
                 "GOLD_WIN_3,55,")
    assert "_GOLD_WIN_3 = const(55)" in out["lib/karth/rules.py"]
    assert "_GOLD_WIN_3 = const(55)" in out["lib/karth/info.py"]
    out = edited(tmp_path / "3", monkeypatch, "karth_params.csv", "ROOM,768,", "ROOM,900,")
    assert "_ROOM = const(900)" in out["lib/karth/start.py"]


def test_a_token_supply_follows_the_cards_table(tmp_path, monkeypatch):
    out = edited(tmp_path, monkeypatch, "karth_cards.csv", "Web Token,GOB,SHARD,token,marker,3,",
                 "Web Token,GOB,SHARD,token,marker,2,")
    assert "_WEB_MAX = const(2)" in out["lib/karth/fx.py"]


def test_an_opcodes_reach_follows_the_opcodes_table(tmp_path, monkeypatch):
    """No reach written as a literal in the play (issue 23 item 5): Raise Dead's and the
    Curse's, Reveal's and Web's range, Moon Refresh's line, the leap's MV."""
    for i, (row, mod, name) in enumerate([
            ("RAISE_DEAD,Raise Dead,A,2,2,", "fx", "R_RAISE_DEAD"),
            ("CURSE,Undead Curse,card S,3,2,", "fx", "R_CURSE"),
            ("REVEAL,Reveal,B,1,3,", "fx", "R_REVEAL"), ("WEB,Web,B,1,3,", "fx", "R_WEB"),
            ("LINE_HEAL,Moon Refresh,O,2,3,", "fx", "R_LINE_HEAL"),
            ("LEAP,Leaping Strike,A,3,2,", "move", "R_LEAP")]):
        out = edited(tmp_path / str(i), monkeypatch, "karth_opcodes.csv", row,
                     row[:-2] + "5,")
        assert "_%s = const(5)" % name in out["lib/karth/%s.py" % mod]


def test_every_row_is_used_and_marked():
    import csv
    with open(os.path.join(ROOT, "tools", "tables", "karth_params.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    text = ""
    for root, _dirs, files in os.walk(os.path.join(ROOT, "lib", "karth")):
        for n in files:
            if n.endswith(".py") and n != "codes.py":
                with open(os.path.join(root, n)) as f:
                    text += f.read()
    for r in rows:
        assert r["status"] in ("RULEBOOK", "PROPOSED", "ENGINE"), r
        assert r["note"], r
        assert "_%s = const(%s)" % (r["name"], r["value"]) in text, r["name"]


def test_the_card_and_terrain_columns_are_one_bytes_object_each():
    """The spec's joined tables: CARD and TER each one bytes object, a column at each offset
    (CARD_HP, TER_EFFECT in the codes), no name per column in the module the play holds."""
    import csv
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from karth import tables
    from karth.codes import CARD_HP, TER_COUNT, TER_EFFECT, N_ROWS, N_TER
    from tables import karth_spec
    with open(os.path.join(ROOT, "tools", "tables", "karth_cards.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    assert [tables.CARD[CARD_HP + r] for r in range(N_ROWS)] == [int(r["hp"]) for r in rows]
    columns = [f for f in karth_spec.TABLES[0]["fields"] if isinstance(f[1], int)]
    assert len(tables.CARD) == len(columns) * N_ROWS and len(tables.TER) == TER_EFFECT + N_TER
    assert sum(tables.TER[TER_COUNT + k] for k in range(N_TER)) == 48
    assert not [n for n in dir(tables) if n.startswith(("CARD_", "TER_"))
                and n not in ("CARD_ABILITIES", "CARD_ABILITIES_AT")]


def test_the_names_are_one_string_each_that_word_cuts():
    """karth.names writes each word list as one string ("names_joined"): word() cuts out the
    name of every row, as the CSVs spell it."""
    sys.path.insert(0, os.path.join(ROOT, "lib"))
    from tables import karth_spec
    from karth.names import CARD_NAME_NAMES, TER_NAME_NAMES
    from karth.text import word, OPS
    assert isinstance(CARD_NAME_NAMES, str)
    assert [word(CARD_NAME_NAMES, r) for r in range(len(karth_spec.NAMES))] == \
        list(karth_spec.NAMES)
    assert [word(TER_NAME_NAMES, r) for r in range(len(karth_spec.TNAMES))] == \
        list(karth_spec.TNAMES)
    assert word(OPS, 0) == "" and word(OPS, 1) == "Coffers"
