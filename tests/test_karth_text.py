"""Heroes of Karth's menu texts (karth.text): a unit's "Move to" entries are labelled from one
walk of its reachable tiles (karth.move.dests) per menu, not one walk per entry, and always
from the state asked about (another state, or the same one an action later, walks again); a
word list answers "" past its last word; a draw's hint counts the pile and the hand; what the
other side reads of a secret move; the generic view's lines and the result, lazy methods of
karth.text's entry; the turn shown is the one being played, the first 1."""
import sys

import karth
from karth import move
from karth.codes import CARD, DRAW, KEEP, PH_MAIN, PH_MULL, PH_OVER, Z_HAND, Z_SPELL
from karth.names import CARD_NAME_NAMES
from karth.text import OPS, PILES, word
from karth_kit import card, game, put, turn_of, tile, zone


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


def test_a_draws_hint_counts_its_pile_and_the_hand():
    # The opening hand is drawn a card at a time from piles the seat picks: the menu stays the
    # same, so the hint is what shows the draw happened (the card itself is on the hand page).
    st = karth.new_game(2, 1)
    s = st.cur
    spells = st.zones.size(zone(st, s, Z_SPELL))
    assert st.hint(DRAW + 1) == "%d in the pile; hand 0" % spells
    st.apply(DRAW + 1)
    assert st.cur == s and st.hint(DRAW + 1) == "%d in the pile; hand 1" % (spells - 1)
    assert len(st.hint(DRAW + 1)) <= 26          # a line of the 160-pixel screen


def test_the_turn_shown_is_the_one_being_played():
    # The save list's progress, the panel and the score sheet count from 1: st.turns counts
    # the turns ended.
    st = karth.new_game(2, 1)
    bot = karth.make_bot(1, 1)
    while st.ph < PH_MAIN:
        st.apply(bot.choose(st))
    assert st.turns == 0 and st.cur == 0 and st.progress() == "T1"      # the DM's first
    while st.cur == 0:
        st.apply(bot.choose(st))
    assert st.progress() == "T2"


def test_what_the_other_side_reads_of_a_mulligan_and_a_hidden_hire():
    """The log and the banners show public_label: the card returned at the mulligan goes
    back into its shuffled pile and a unit that may be hired face down is a secret, so they
    name the pile, or "a unit"; a unit that cannot hide is named."""
    st = karth.new_game(2, 1)
    bot = karth.make_bot(1, 1)
    while st.ph != PH_MULL:
        st.apply(bot.choose(st))
    returns = [a for a in st.actions() if a != KEEP]
    assert returns
    for a in returns:
        name = word(CARD_NAME_NAMES, st.rows[a - CARD])
        assert st.label(a) == "Return " + name
        assert name not in st.public_label(a)
        assert st.public_label(a) in ("Return a %s card" % p for p in PILES)
    assert st.public_label(KEEP) == st.label(KEEP) == "Keep this hand"
    st = game(2, 1)
    turn_of(st, 1)
    scout, archer = card(st, "Elf Scout", 1), card(st, "Elf Archer", 1)
    for c in (scout, archer):
        st.zones.move(c, zone(st, 1, Z_HAND))
    assert st.label(CARD + scout).startswith("Hire Elf Scout")
    assert st.public_label(CARD + scout) == "Hire a unit"
    assert st.public_label(CARD + archer) == st.label(CARD + archer)
    assert st.label(CARD + archer).startswith("Hire Elf Archer")


def test_the_generic_views_lines_and_the_result_are_lazy_methods():
    # view_lines and legend come from karth.lines through karth.text (its LAZY entry and its
    # __getattr__), copy, _redeal and evaluate from karth.thinking, each loaded only when
    # asked; result() is karth.text's.
    sys.modules.pop("karth.lines", None)
    sys.modules.pop("karth.thinking", None)
    st = game(2, 1)
    assert st.result() is None
    assert "karth.lines" not in sys.modules and "karth.thinking" not in sys.modules
    assert st.copy().u == st.u and "karth.thinking" in sys.modules
    assert st.evaluate(1) == st.copy().evaluate(1)
    lines = st.view_lines(1)
    assert lines[0] == "  abcdefgh" and st.legend()[0] == "Legend:"
    assert "karth.lines" in sys.modules
    st.ph, st.winner = PH_OVER, 1   # the Adventurers won
    assert st.result() == [0, 1]
