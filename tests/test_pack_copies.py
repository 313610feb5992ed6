"""tools/pack_tables.py's copies columns: a row's copies become physical card ids for
gpcore.zones, with a byte per id naming its row (<NAME>_ROW), for every game that has one
(the toy, Gosu; Heroes of Karth packs its copies as a plain column and deals from it); a bad
cell or too many cards names the file, line and column."""
import csv
import os
import re

import pytest

from gpcore.rng import Rng
from gpcore.zones import Zones, HIDDEN, NOBODY
from tests.fixtures import toygame
from tests.fixtures.toygame import tables as toy_tables
from tools import pack_tables
from test_pack_effects import table_dir  # noqa: F401 (a fixture: the tables in a temp dir)

SPEC = {"csv": "kinds.csv", "module": "lib/kinds/tables.py", "name": "KIND",
        "fields": [("value", 4, None), ("copies", pack_tables.COPIES, None)]}
CSV = "id,value,copies\nK1,5,2\nK2,6,0\nK3,7,3\n"


def pack(table_dir, text):
    (table_dir / "kinds.csv").write_text(text)
    return dict(pack_tables.pack_table(SPEC)[1])


def test_copies_become_card_ids_in_row_order(table_dir):
    cols = pack(table_dir, CSV)
    assert cols == {"value": bytes((5, 6, 7)), "row": bytes((0, 0, 2, 2, 2))}
    mod = {}
    exec(pack_tables.render_module([SPEC]), mod)
    assert mod["KIND_ROW"] == bytes((0, 0, 2, 2, 2)) and "KIND_COPIES" not in mod
    assert "KIND_ROW: the row of each card id (copies)" in pack_tables.render_module([SPEC])


def test_a_deck_in_zones_is_the_card_ids_and_a_kind_is_a_lookup(table_dir):
    row = pack(table_dir, CSV)["row"]
    z = Zones(bytes((len(row), 0)), bytes((HIDDEN, HIDDEN)), bytes((NOBODY, NOBODY)),
              bytes((0, 0)))
    z.shuffle(0, Rng(3))
    deck = z.cards(0)
    assert sorted(deck) == list(range(5))
    assert sorted(row[c] for c in deck) == [0, 0, 2, 2, 2]
    c = z.draw(0, 1)
    assert row[c] in (0, 2) and z.size(0) == 4


def kinds(copies):
    """A kinds.csv whose rows have these copies cells."""
    return "id,value,copies\n" + "".join("K%d,1,%s\n" % (i, c) for i, c in enumerate(copies))


@pytest.mark.parametrize("cells, line, why", [
    (("x", "1", "1"), 2, "not a number"),
    (("200", "0", "57"), 4, "257 cards up to row 3; card ids and rows are bytes"),
])
def test_a_bad_copies_cell_names_file_line_and_column(table_dir, cells, line, why):
    with pytest.raises(ValueError) as e:
        pack(table_dir, kinds(cells))
    msg = str(e.value)
    assert re.search(r"kinds\.csv( line |:)%d\b" % line, msg), msg
    assert "copies" in msg and why in msg


def test_256_cards_fit(table_dir):
    assert pack(table_dir, kinds(("128", "0", "128")))["row"] == bytes((0,) * 128 + (2,) * 128)


def test_gosu_copies_become_card_ids():
    """Gosu's table maps its copies column on every run."""
    game, n = "gosu_spec", 100
    spec = dict((s.__name__, s) for s in pack_tables.load_specs())[game].TABLES[0]
    rows, cols = pack_tables.pack_table(spec)
    row = dict(cols)["row"]
    with open(os.path.join(pack_tables.TABLE_DIR, spec["csv"]), newline="") as f:
        copies = [int(r["copies"]) for r in csv.DictReader(f)]
    assert len(row) == n == sum(copies) and len(copies) == rows
    assert [row.count(bytes((r,))) for r in range(rows)] == copies
    assert list(row) == sorted(row)


def test_karth_deals_its_card_ids_from_its_copies_column():
    """Karth's copies are a column of CARD (no byte per card held through the play): its deal
    gives the DM's deck each row's copies and every Adventurer an Elf deck."""
    import karth
    with open(os.path.join(pack_tables.TABLE_DIR, "karth_cards.csv"), newline="") as f:
        cards = list(csv.DictReader(f))
    st = karth.new_game(4, 1, bytes(len(karth.OPTIONS)))
    assert [st.rows.count(bytes((r,))) for r in range(len(cards))] == \
        [int(c["copies"]) * (3 if c["deck"] == "ELF" else 1) for c in cards]


def test_the_toy_deals_its_deck_from_its_card_ids():
    with open(os.path.join(pack_tables.TABLE_DIR, "toygame_cards.csv"), newline="") as f:
        copies = [int(r["copies"]) for r in csv.DictReader(f)]
    row = toy_tables.CARD_ROW
    assert [row.count(bytes((r,))) for r in range(len(copies))] == copies
    s = toygame.new_game(2, 5, b"\x00")
    dealt = bytes(s.hands) + bytes(s.deck[:s.left])
    assert sorted(dealt) == sorted(c + 1 for c in row)
