"""Karak's packed tables are current and hold the rulebook's counts."""
import os
import sys
import karak
from karak import data

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_packed_tables_are_current():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import pack_tables
    text = pack_tables.modules()["lib/karak/tables.py"]
    with open(os.path.join(ROOT, "lib", "karak", "tables.py")) as f:
        assert f.read() == text


def test_counts_from_the_rulebook():
    assert data.MAX_TILES == 80 and data.BAG_SIZE == 53
    assert sum(data.TOK_COPIES[i] for i in range(data.NTOK)
               if data.TOK_REWARD[i] != data.R_CHEST) == 43
    rooms = sum(data.TILE_COPIES[i] for i in range(len(data.TILE_KIND))
                if data.TILE_KIND[i] == data.ROOM)
    assert rooms == 53
    assert data.TOK_STRENGTH[data.TOK_NAME.index("Skel. king")] == 10
    assert (data.STEPS, data.HEARTS, data.SLOTS) == (4, 5, (2, 3, 1))
    assert len(data.HERO_NAMES) == 6


def test_module_texts_fit_the_screen():
    assert all(len(line) <= 26 for line in karak.RULES)
    assert karak.MIN_SEATS == 2 and karak.MAX_SEATS == 5
