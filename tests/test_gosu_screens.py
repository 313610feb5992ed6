"""Gosu's own view (firmware/views/gosu/) on real pixels at 160x128 and 240x240: the armies as
three rows of clan tiles with their marks, the hand's lines, a card's text on B, the players,
the discard pile and the legend, every string inside the view; and a round between two people
through the buttons, a mutation and a power with a target included, whose pass screens and
pages never draw the other seat's hand."""
import sys

import pytest

from shellkit import count_color, Drawn, view_play, view_page
from test_gosu_rules import card, table
import gosu
from gosu import codes
from gosu.names import CARD_NAME_NAMES
from gosu.tables import CARD_ROW
from firmware.views.gosu.style import (ARMY, HAND, PLAYERS, LOG, DISCARD, LEGEND, LEGEND_PAGES,
                                       COLORS, CLAN, GREY, WHITE, GOLD, WARN)

BOARDS = ("pybadge", "picosystem")


class Record(Drawn):
    """What the view draws: Drawn's texts, and the card tiles (fill, text, marks) of its
    latest page."""

    def __init__(self, view):
        Drawn.__init__(self, view)
        self.tiles = []
        row = view.row
        cls = type(row)

        def draw(y, cards, framed=-1, newest=False):
            self.tiles.extend(cards)
            return cls.draw(row, y, cards, framed, newest)
        row.draw = draw

    def clear(self):
        Drawn.clear(self)
        del self.tiles[:]


def play(tmp_path, board, st, names=("Ann", "Bob")):
    return view_play(tmp_path, board, gosu, st, names, Record)


page = view_page


def army_state():
    st = table(hands=[["Firebrat", "Garsh", "Quillnib", "Tinkerer", "Dom", "Alikan", "Loya"]],
               rows=[["Ashgrub", "Cogling", "Fact", "Ideo", "Walror"], ["Rotgut"]],
               discard=["Oolong", "Duwal"], vp=(0, 1), adv=1)
    st.flag[card("Cogling")] |= codes.F_TRAPPED
    st.flag[card("Ideo")] |= 2                      # activated this round
    return st


@pytest.mark.parametrize("board", BOARDS)
def test_your_army_three_rows_with_clan_letters_values_and_marks(tmp_path, board):
    s, rec = play(tmp_path, board, army_state())
    v = s.app.playing.view
    assert page(s) == ARMY
    strings = rec.strings()
    assert any(t.startswith(">Ann VP0 T2 H7 M") for t in strings)     # Ann to act
    assert "III" in strings and "II" in strings and "I" in strings
    tiles = dict((t[1], t) for t in rec.tiles)
    assert tiles["F2"][0] == CLAN                   # Ashgrub: Fire, military 2
    assert tiles["--"][0] == GREY and ("T", WARN) in tiles["--"][2]      # Cogling trapped
    assert tiles["F5"][2] == [("F", WHITE)]             # Walror, the Ozeki: FREE
    marks = [t[2] for t in rec.tiles if t[1] == "F3"]
    assert [("F", WHITE), ("A", GOLD)] in marks            # Ideo: FREE, activated this round
    assert not any(t[1].startswith("D") for t in rec.tiles)       # no opponent's goblin
    rec.fits()
    shot = s.screenshot(str(tmp_path / ("army_%s.png" % board)))
    assert count_color(shot, COLORS[CLAN], (0, 0, v.w, v.h)) > 300
    assert count_color(shot, COLORS[GREY], (0, 0, v.w, v.h)) > 100
    # SELECT: Bob's army, one page away, then back to Ann's
    rec.clear()
    s.press("SELECT")
    assert page(s) == ARMY + 1
    assert any(t.startswith("Bob VP1 T2 H0 M2 Adv") for t in rec.strings())
    assert [t[1] for t in rec.tiles] == ["D2"]      # Rotgut: Dark, 2
    s.screenshot(str(tmp_path / ("army_bob_%s.png" % board)))
    s.press("SELECT")
    assert page(s) == ARMY


@pytest.mark.parametrize("board", BOARDS)
def test_hand_lines_and_a_cards_text_one_button_away(tmp_path, board):
    s, rec = play(tmp_path, board, army_state())
    s.choose("Play a goblin")
    assert page(s) == HAND                          # the highlighted card's page
    rec.fits()
    lines = [t for t in rec.strings() if t[1:].startswith("Firebrat")]
    assert lines and lines[0].split()[1:4] == ["I", "F", "0"]      # level, clan, free
    assert "+Kill1" in lines[0]
    assert any(t.split() == ["Garsh", "II", "F", "-", "+Kill2"]     # no room for a third Hero
               for t in rec.strings())
    assert any(t.split()[:5] == ["Quillnib", "I", "A", "2", "+Draw1"]    # a new clan
               for t in rec.strings())
    assert rec.strings()[0].startswith("Your hand 7")
    s.screenshot(str(tmp_path / ("hand_%s.png" % board)))
    hl = s.selected()
    rec.clear()
    s.press("B")                                    # the highlighted card in full
    text = " ".join(rec.strings())
    name = hl.split()[1]
    assert rec.strings()[0].startswith(name) and "When it enters:" in text
    rec.fits()
    s.screenshot(str(tmp_path / ("card_%s.png" % board)))
    rec.clear()
    s.press("DOWN")                                 # the next entry's card, still in full
    assert rec.strings()[0].startswith(s.selected().split()[1])
    s.press("B")
    assert page(s) == HAND and not s.app.playing.view.card
    s.press("B")
    while s.selected() != "Back":                   # an entry of no card: the text goes
        s.press("DOWN")
    assert not s.app.playing.view.card and page(s) == HAND
    assert "firmware.views.gosu.card" not in sys.modules


@pytest.mark.parametrize("board", BOARDS)
def test_every_page_fits_and_says_what_it_shows(tmp_path, board):
    s, rec = play(tmp_path, board, army_state())
    v = s.app.playing.view
    seen = set()
    legend = []
    for _ in range(len(v.pages())):
        rec.clear()
        s.press("RIGHT")
        seen.add(page(s))
        rec.fits()
        strings = rec.strings()
        if page(s) == PLAYERS:
            assert any(t.startswith(">Ann VP0 T2 H7") for t in strings)
            assert any(t.startswith(" Bob VP1 T2 H0 M2 Adv") for t in strings)
            assert any(t.startswith("Battle now: Ann, M") for t in strings)
        elif page(s) == DISCARD:
            assert strings[0].startswith("Discard pile 2")
            assert strings[2].startswith(" Duwal") and strings[3].startswith(" Oolong")
        elif page(s) >= LEGEND:
            legend.extend(strings)
        s.screenshot(str(tmp_path / ("page%d_%s.png" % (page(s), board))))
    hand = {HAND, HAND + 1} if board == "pybadge" else {HAND}      # 5 or 8 lines a page
    assert seen == {ARMY, ARMY + 1, PLAYERS, DISCARD, LOG} | hand | \
        set(range(LEGEND, LEGEND + LEGEND_PAGES))
    for mark in ("F3: clan Fire, military 3", "*: a power to activate", "F3*", "--", "F2", "L2",
                 "F FREE, A used, T trapped", ">: to act; pass, -: passed", "! victory. B: the menu's"):
        assert mark in legend, mark
    for m in ("legend", "pages", "card"):           # each loaded only while it draws
        assert "firmware.views.gosu." + m not in sys.modules
    s.press("B")
    assert page(s) == ARMY


def hand_names(st, seat):
    """Names of the cards in seat's hand that no other place holds (no copy in sight)."""
    mine = set(CARD_NAME_NAMES[CARD_ROW[c]] for c in st.zones.cards(2 + 5 * seat))
    rest = set(CARD_NAME_NAMES[CARD_ROW[c]] for c in range(len(st.flag))
               if st.zones.where(c) != 2 + 5 * seat)
    return mine - rest


def last(s, rec, prefix):
    """Choose the entry starting with prefix, the texts recorded only from that press on."""
    while not s.selected().startswith(prefix):
        s.press("DOWN")
    rec.said.clear()
    s.press("A")


def every_page(s, rec):
    """Every page the view has while it may show no seat's secrets (the pass screen), each
    drawn: the record of them all."""
    v = s.app.playing.view
    assert v.seat is None
    rec.said.clear()
    for i in range(len(v.pages())):
        v.page = i
        v.redraw()
    v.page = 0
    return rec


def drawn(rec, names):
    """The names of `names` found in the texts recorded."""
    return set(n for n in names for t in rec.said if n in t)


@pytest.mark.parametrize("board", BOARDS)
def test_a_round_between_two_people_through_the_buttons(tmp_path, board):
    st = table(hands=[["Firebrat", "Quillnib", "Loya", "Shroudmaw"],
                      ["Gearhead", "Oolong", "Mindthief", "Tokamak"]],
               rows=[["Ashgrub"], ["Cogling", "Rotgut"]])
    s, rec = play(tmp_path, board, st)
    state = s.app.playing.state
    bob = hand_names(state, 1)
    assert bob and not drawn(rec, bob)
    s.choose("Play a goblin")
    s.choose("Play Firebrat")               # enters: destroy a FREE goblin of each opponent
    assert page(s) == ARMY + 1              # the target's army, in sight while highlighted
    assert not drawn(rec, bob)
    ann = hand_names(s.app.playing.state, 0) - {"Firebrat"}
    last(s, rec, "Destroy Rotgut")
    assert "Pass to Bob" in s.lines()[0]
    assert not drawn(rec, bob | ann)        # the way to the pass screen draws no hand
    assert not drawn(every_page(s, rec), bob | ann)      # nor could any page for nobody
    rec.said.clear()
    s.press("A")
    for _ in range(len(s.app.playing.view.pages())):
        s.press("RIGHT")
    assert not drawn(rec, ann)
    assert any("Ann destroys Rotgut of Bob" in t for t in rec.said)      # the log page
    s.choose("Mutate a goblin")
    s.choose("Mutate Cogling")
    s.choose("Pay with")
    s.choose("Bring in Gearhead")           # its power: trap a FREE goblin of Ann's
    ann = hand_names(s.app.playing.state, 0)
    bob = hand_names(s.app.playing.state, 1)
    last(s, rec, "Trap Firebrat")
    assert not drawn(rec, bob | ann)
    assert not drawn(every_page(s, rec), bob | ann)
    state = s.app.playing.state
    assert CARD_NAME_NAMES[CARD_ROW[state.zones.cards(2 + 5 * 1 + 2)[0]]] == "Gearhead"
    assert state.flag[card("Firebrat")] & codes.F_TRAPPED
    assert "Pass to Ann" in s.lines()[0]
    rec.said.clear()
    s.press("A")
    for _ in range(len(s.app.playing.view.pages())):
        s.press("RIGHT")
    assert not drawn(rec, hand_names(s.app.playing.state, 1))
    s.choose("Pass")
    rec.said.clear()
    s.press("A")                            # Bob
    s.choose("Pass")                        # all have passed: the Great Battle
    log = " ".join(s.app.playing.view.log)
    assert "wins the Battle" in log and "Round 2 begins" in log
    assert s.app.playing.state.round == 2
    s.screenshot(str(tmp_path / ("round2_%s.png" % board)))


def test_score_sheet_after_the_last_great_battle(tmp_path):
    st = table(hands=[["Quillnib"], ["Oolong"]], rows=[["Ashgrub", "Garsh"], ["Rotgut"]],
               vp=(2, 1))
    s, rec = play(tmp_path, "pybadge", st)
    s.choose("Pass")
    s.press("A")                            # Bob
    s.choose("Pass")                        # the Great Battle: Ann's third VP
    lines = s.lines()
    assert lines[0] == "Game over"
    assert lines[1].split() == ["Ann", "3", "WINS"] and lines[2].split() == ["Bob", "1"]
    s.choose("Score sheet")
    rows = [" ".join(t.split()) for t in s.lines()]
    assert rows[:7] == ["Score sheet", "Ended in round 1", "Ann", "Victory Points 3",
                        "Military 5", "Cards in hand 1", "Tokens 2"]
    assert "firmware.views.gosu.sheet" not in sys.modules
