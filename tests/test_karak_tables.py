"""Karak's packed tables are current and hold the rulebook's counts."""
import os
import sys
import karak
from karak import codes

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_packed_tables_are_current():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import pack_tables
    made = pack_tables.modules()
    for name in ("tables.py", "ruletables.py"):
        with open(os.path.join(ROOT, "lib", "karak", name)) as f:
            assert f.read() == made["lib/karak/" + name]


def test_counts_from_the_rulebook():
    assert codes.MAX_TILES == 80 and codes.BAG_SIZE == 53
    assert sum(codes.TOK_COPIES[i] for i in range(codes.NTOK)
               if codes.TOK_REWARD[i] != codes.R_CHEST) == 43
    rooms = sum(codes.TILE_COPIES[i] for i in range(len(codes.TILE_KIND))
                if codes.TILE_KIND[i] == codes.ROOM)
    assert rooms == 53
    assert codes.TOK_STRENGTH[codes.TOK_NAME.index("Skel. king")] == 10
    assert (codes.STEPS, codes.HEARTS, codes.SLOTS) == (4, 5, (2, 3, 1))
    assert len(codes.HERO_NAMES) == 6


def test_module_texts_fit_the_screen():
    assert all(len(line) <= 26 for line in karak.RULES)
    assert karak.MIN_SEATS == 2 and karak.MAX_SEATS == 5


def test_runtime_columns_match_data():
    from karak import board
    for t in range(codes.NTOK):
        assert board.STRENGTH[t] == codes.TOK_STRENGTH[t]
        assert board.REWARD[t] == codes.TOK_REWARD[t]
        assert board.BONUS[t] == codes.TOK_BONUS[t]
        assert board.POINTS2[t] == codes.TOK_POINTS2[t]
        assert board.CURSE[t] == codes.TOK_CURSE[t]
        assert board.CAT[t] == codes.TOK_CAT[t]


def test_layouts_hold_what_the_rules_pack():
    """A stack tile, a portal action's index and an item left on a tile read back, through the
    packer's SHIFT and MASK codes (the spec's LAYOUTS), what the rules pack into them."""
    from karak import board
    tiles = set(board.STACK) | {board.START_TILE}
    assert {(t >> codes.TILE_KIND_SHIFT & codes.TILE_KIND_MASK,
             t >> codes.TILE_SHAPE_SHIFT & codes.TILE_SHAPE_MASK) for t in tiles} == \
        set(zip(codes.TILE_KIND, codes.TILE_SHAPE))
    last = (karak.MAX_SEATS - 1) << codes.PORTAL_SEAT_SHIFT | codes.PORTAL_FOUNTAIN_MASK
    assert codes.A_PORTAL + last == codes.A_REVIVE - 1
    assert last >> codes.PORTAL_SEAT_SHIFT & codes.PORTAL_SEAT_MASK == karak.MAX_SEATS - 1
    drop = (codes.MAX_TILES - 1) << codes.DROP_TILE_SHIFT | (codes.NTOK - 1)
    assert drop >> codes.DROP_TILE_SHIFT & codes.DROP_TILE_MASK == codes.MAX_TILES - 1
    assert drop >> codes.DROP_ITEM_SHIFT & codes.DROP_ITEM_MASK == codes.NTOK - 1
