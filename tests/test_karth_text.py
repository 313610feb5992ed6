"""Heroes of Karth's menu texts (karth.text): a unit's "Move to" entries are labelled from one
walk of its reachable tiles (karth.move.dests) per menu, not one walk per entry, and always
from the state asked about (another state, or the same one an action later, walks again); a
word list answers "" past its last word."""
from karth import move
from karth.names import CARD_NAME_NAMES
from karth.text import OPS, word
from karth_kit import game, put, turn_of, tile


def moves(st):
    return [s for s in (st.label(a) for a in st.actions()) if s.startswith("Move to")]


def test_a_menu_walks_the_units_moves_once(monkeypatch):
    st = game(2, 1)
    turn_of(st, 0)
    put(st, "Goblin Peon", 0, "d3")
    st.apply(tile("d3"))            # the Peon's turn: its moves in the menu
    walks = []
    dests = move.dests

    def counted(st, k):
        walks.append(k)
        return dests(st, k)
    monkeypatch.setattr(move, "dests", counted)
    fresh = moves(st)
    assert len(fresh) > 20 and "Move to d6 (3 MV)" in fresh
    assert len(walks) == 1
    assert moves(st) == fresh and len(walks) == 1   # the same menu again
    other = st.copy()               # another state, at the same point: walked again
    assert moves(other) == fresh and len(walks) == 2
    st.apply(tile("d4"))            # one step on: walked again, from d4
    walks[:] = []                   # (the rules walk too, to check the move)
    after = moves(st)
    assert "Move to d2 (2 MV)" in after and "Move to d2 (1 MV)" in fresh
    assert len(walks) == 1


def test_a_word_list_answers_nothing_past_its_last_word():
    # The callers name what has no word (an answer's opcode, a face-down unit) without counting
    # the list's words first.
    n = CARD_NAME_NAMES.count("|")
    assert word(CARD_NAME_NAMES, 0) == "Elf Lord"
    assert word(CARD_NAME_NAMES, n) == "Lesser Spiked Trap"
    assert word(CARD_NAME_NAMES, n + 1) == word(CARD_NAME_NAMES, 255) == ""
    assert word(OPS, 17) == "Moon Refresh" and word(OPS, 18) == "" and word(OPS, 0) == ""
