"""Heroes of Karth's view (firmware/views/karth/) on real pixels at 160x128 and 240x240: the
dungeon with walls, terrain letters and units by side and facing, a face-down unit drawn face
down to the other side only, the highlighted menu entry previewed on the tiles (moves and
targets), the unit's card, the pages within the screen, the legend; and each answer window
(Counter, Heal Potion, Spike Trap) between two people through the buttons, the pass screens
drawing nobody's hand."""
import pytest

from shellkit import session, count_color, assert_fits
import karth
from karth.codes import Z_HAND, U_DMG, U_FL, F_HID
from karth.names import CARD_NAME_NAMES
from karth.text import word
from tests.karth_kit import game, card, put, at, turn_of, get, zone
from firmware.views.karth.view import COLORS

BOARDS = ("pybadge", "picosystem")
NAMES = ["Ann", "Bob"]          # Ann the Dungeon Master
CORNER, BLOCKED = 1, 2          # terrain rows (karth_terrain.csv)
MAP, SIDES, HAND, LOG, LEGEND, CARD = range(6)          # the view's pages (kinds)
GOLD, WALL, DM_TURNED, BROWN, AIM, MOVE = 4, 6, 9, 11, 12, 13  # its palette's indexes


class Record:
    """Every string the view's canvas draws, from now on (clear() to start again)."""

    def __init__(self, view):
        self.view = view
        self.texts = []
        cv = view.cv
        cls = type(cv)

        def text(x, y, s, color=1):
            self.texts.append((x, y, s))
            return cls.text(cv, x, y, s, color)
        cv.text = text

    def clear(self):
        del self.texts[:]

    def strings(self):
        return [t[2] for t in self.texts]

    def fits(self):
        w, h = self.view.w, self.view.cv.h
        for x, y, s in self.texts:
            assert x >= 0 and y >= 0 and x + 6 * len(s) <= w and y + 12 <= h, (x, y, s)


def hand(st, name, seat):
    c = card(st, name, seat)
    st.zones.move(c, zone(st, seat, Z_HAND))
    return c


def names_in_hand(st, seat):
    return set(word(CARD_NAME_NAMES, st.rows[c]) for c in st.zones.cards(zone(st, seat, Z_HAND)))


def play(tmp_path, board, st):
    """People in both seats, past the first pass screen; a record of what the view draws."""
    s = session(tmp_path, board=board)
    s.shots = tmp_path
    s.app.go("play", (karth, st, list(NAMES), [0, 0], None, None))
    s.settle()
    assert s.lines()[0] == "Pass to " + NAMES[st.to_move()]
    rec = Record(s.app.playing.view)
    s.press("A")
    return s, rec


def page(s):
    v = s.app.playing.view
    return v.pages()[v.page][0]


def position():
    """Walls at a2 and b2, a Spawner at h2; Bob's Elf Archer at b3, Ann's Goblin Chieftain
    newly hired (turned) at d3 with 5 damage, a web at e4, Ann's face-down unit at f5; Bob to
    move with 3 SE."""
    st = game()
    st.tile[at("a2")] = CORNER | 1 << 4
    st.tile[at("b2")] = BLOCKED
    st.tile[at("h2")] = 8
    put(st, "Elf Archer", 1, "b3")
    chief = put(st, "Goblin Chieftain", 0, "d3", ready=False)
    st.u[chief * 12 + U_DMG] = 5
    st.web[at("e4")] = 1
    hid = put(st, "Goblin Assassin", 0, "f5")
    st.u[hid * 12 + U_FL] |= F_HID
    turn_of(st, 1, 3)
    return st


@pytest.mark.parametrize("board", BOARDS)
def test_the_dungeon_units_and_the_preview_of_the_highlighted_unit(tmp_path, board):
    st = position()
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    assert page(s) == MAP
    strings = rec.strings()
    assert "C" in strings and "a" in strings and "?" in strings     # side by case
    assert "S" in strings                                               # the Spawner
    assert "Goblin Assassin" not in " ".join(strings)                   # face down to Bob
    assert any(t.startswith("Adv ") and t.endswith("/40g") for t in strings)
    rec.fits()
    assert_fits(s)
    shot = s.screenshot(str(tmp_path / ("map_%s.png" % board)))
    box = (0, 0, 8 * v.T, 6 * v.T)
    assert count_color(shot, COLORS[WALL], box) > 20
    assert count_color(shot, COLORS[DM_TURNED], box) > 20        # turned
    assert count_color(shot, COLORS[BROWN], box) > 20        # face down


def test_a_game_of_bots_starts_with_the_view_not_yet_shown(tmp_path):
    """A bot's first action comes before the view has a state to show (it had failed)."""
    s = session(tmp_path)
    s.app.go("play", (karth, game(), list(NAMES), [2, 2], None, None))
    for _ in range(5):
        s.settle()
    assert len(s.app.playing.state.history) > 0


@pytest.mark.parametrize("board", BOARDS)
def test_a_face_down_unit_is_face_up_to_its_owner(tmp_path, board):
    st = position()
    turn_of(st, 0)                              # Ann, who hid the Assassin, holds the device
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    shot = s.screenshot(str(tmp_path / ("owner_%s.png" % board)))
    assert count_color(shot, COLORS[BROWN], (0, 0, 8 * v.T, 6 * v.T)) == 0
    assert "A" in rec.strings()                 # its letter: the DM's Assassin
    while not s.selected().startswith("Unit "):
        s.press("DOWN")
    while "f5" not in s.selected():
        s.press("DOWN")
    assert "Face-down" in rec.strings() and "Assassin" in rec.strings()


@pytest.mark.parametrize("board", BOARDS)
def test_the_card_page_holds_the_whole_card(tmp_path, board):
    """The panel beside the tiles has 10 columns and 6 lines on the PyBadge: a long ability
    is cut there and a third one falls off. The next page holds the card of the same unit
    whole: its full name, every part uncut; B goes back to the dungeon."""
    st = position()
    turn_of(st, 0)
    put(st, "Goblin Necromancer", 0, "g2")
    s, rec = play(tmp_path, board, st)
    while not s.selected().startswith("Unit Goblin Necromancer"):
        s.press("DOWN")
    rec.clear()
    s.press("RIGHT")
    assert page(s) == CARD
    rec.fits()
    assert_fits(s)
    text = " ".join(rec.strings())
    for part in ("Goblin Necromancer", "HP 12/12", "DMG 5 mag", "MV 2/2", "A0 M2 P1", "Coffers",
                 "Control Undead", "Raise Dead", "DM's unit"):
        assert part in text, part
    s.screenshot(str(tmp_path / ("card_%s.png" % board)))
    s.press("B")
    assert page(s) == MAP
    from firmware.views.karth import pages      # no unit in focus: what to do, uncut
    v = s.app.playing.view
    v.what = None
    rows = pages.card(v, s.app.playing.state)
    assert rows[0][0] == "A unit's card" and all(len(t) <= v.cols for t, _ in rows)


@pytest.mark.parametrize("board", BOARDS)
def test_hover_marks_moves_and_targets(tmp_path, board):
    st = position()
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    while not s.selected().startswith("Unit Elf Archer"):
        s.press("DOWN")
    assert at("c3") in v.what[1] and at("d3") in v.what[2]         # d3, in range 3
    assert v.what[0] >= 0
    strings = rec.strings()
    assert "Elf Archer" in strings and "HP 7/7" in strings and "DMG 4 phys" in strings
    rec.fits()
    shot = s.screenshot(str(tmp_path / ("hover_%s.png" % board)))
    box = (0, 0, 8 * v.T, 6 * v.T)
    assert count_color(shot, COLORS[AIM], box) > 20
    assert count_color(shot, COLORS[MOVE], box) > 20
    s.press("A")                                # the Archer's turn: framed in gold
    while not s.selected().startswith("Attack Goblin Chieftain"):
        s.press("DOWN")
    assert list(v.what[2]) == [at("d3")] and not v.what[1]
    rec.clear()
    s.press("UP")
    s.press("DOWN")
    strings = rec.strings()
    assert "Chieftain" in strings and "HP 13/18" in strings and "Turned" in strings
    shot = s.screenshot(str(tmp_path / ("attack_%s.png" % board)))
    assert count_color(shot, COLORS[GOLD], box) > 20
    s.press("A")
    assert get(s.app.playing.state, s.app.playing.state.at[at("d3")] - 1, U_DMG) == 8


@pytest.mark.parametrize("board", BOARDS)
def test_every_page_fits_the_hand_is_yours_and_the_legend_says_the_marks(tmp_path, board):
    st = position()
    hand(st, "Negate Spell", 1)
    ann = names_in_hand(st, 0) - names_in_hand(st, 1)
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    seen = []
    legend = []
    held = []
    for i in range(len(v.pages())):
        rec.clear()
        s.press("RIGHT")
        seen.append(page(s))
        rec.fits()
        assert_fits(s)
        strings = rec.strings()
        assert not ann & set(strings)
        if page(s) == HAND:
            held.extend(strings)
        elif page(s) == SIDES:
            held.extend(strings)
        elif page(s) == LEGEND:
            legend.extend(strings)
        s.screenshot(str(tmp_path / ("page%d_%d_%s.png" % (page(s), i, board))))
    assert {MAP, CARD, SIDES, HAND, LOG, LEGEND} == set(seen)
    assert "Bob's hand: %d" % st.zones.size(zone(st, 1, Z_HAND)) in held
    assert "Negate Spell" in held and "Win: 40 gold, 25 KP," in held
    assert any(t.startswith(">Bob") for t in held)
    for line in ("Grey edge: a wall", "S Spawner W Wandering", "Capital, red: the DM's",
                 "? brown: face down", "Z stunned, L leaving", "Thick cyan frame: target"):
        assert line in legend
    s.press("B")
    assert page(s) == MAP


def on_board(st):
    """The names of the units in the dungeon (their cards' copies may be in a hand)."""
    return set(word(CARD_NAME_NAMES, st.rows[st.u[(t - 1) * 12]]) for t in st.at if t)


def hidden_hands(rec, st):
    """No card of any hand among the strings drawn."""
    both = (names_in_hand(st, 0) | names_in_hand(st, 1)) - on_board(st)
    assert not both & set(rec.strings()), both & set(rec.strings())


def answer(s, rec, st, mover, other, opener, entry):
    """`mover` opens the window through the menu (opener: the entries' starts); the pass
    screen to `other` comes up and draws no hand; `other` answers with `entry`."""
    for prefix in opener:
        s.choose(prefix)
    s.settle()
    assert s.lines()[0] == "Pass to " + other
    assert not names_in_hand(st, 0) & set(s.lines()) and \
        not names_in_hand(st, 1) & set(s.lines())
    hidden_hands(rec, st)
    rec.clear()
    s.press("A")
    s.screenshot(str(s.shots / ("answer_%s.png" % other)))
    items = s.app.playing.menu.items
    assert "No answer" in items and any(t.startswith(entry) for t in items), items
    for _ in range(len(s.app.playing.view.pages())):       # the answerer's own pages
        s.press("RIGHT")
        assert not (names_in_hand(st, 1 - NAMES.index(other)) - on_board(st) -
                    names_in_hand(st, NAMES.index(other))) & set(rec.strings())
    s.choose(entry)
    s.settle()
    assert s.lines()[0] == "Pass to " + mover


@pytest.mark.parametrize("board", BOARDS)
def test_counter_window_between_two_people(tmp_path, board):
    st = game()
    put(st, "Goblin Necromancer", 0, "d3")
    turn_of(st, 0, se=3)
    st.se[1] = 2
    hand(st, "Undead Curse", 0)
    hand(st, "Negate Spell", 1)
    s, rec = play(tmp_path, board, st)
    answer(s, rec, st, "Ann", "Bob", ("Play Undead Curse",), "Counter: Negate Spell")
    assert s.app.playing.state.se[1] == 0             # the Negate Spell paid for
    assert any("counters" in t for t in s.app.playing.view.log)


@pytest.mark.parametrize("board", BOARDS)
def test_heal_potion_window_between_two_people(tmp_path, board):
    st = game()
    champ = put(st, "Elf Champion", 1, "d3")
    st.u[champ * 12 + U_DMG] = 4              # 6 HP left: the Chieftain's 8 - AR 1 kills
    put(st, "Goblin Chieftain", 0, "e3")
    turn_of(st, 0)
    st.se[1] = 1
    hand(st, "Heal Potion", 1)
    s, rec = play(tmp_path, board, st)
    answer(s, rec, st, "Ann", "Bob", ("Unit Goblin Chieftain", "Attack Elf Champion"),
           "Save: Heal Potion")
    assert s.app.playing.state.at[at("d3")]
    # in the window Bob saw the dying Champion's card (0 HP left), not the attacker's
    assert any(t.endswith("Champion") for t in rec.strings()) and "HP 0/10" in rec.strings()


@pytest.mark.parametrize("board", BOARDS)
def test_spike_trap_window_between_two_people(tmp_path, board):
    st = game()
    put(st, "Elf Swordsman", 1, "b3")
    turn_of(st, 1)
    st.se[0] = 2
    st.gold[0] = 1
    s, rec = play(tmp_path, board, st)
    answer(s, rec, st, "Bob", "Ann", ("Unit Elf Swordsman", "Move to c3"), "Trap: ")
    st = s.app.playing.state
    k = st.at[at("c3")] - 1
    assert get(st, k, U_DMG) == 3


def test_the_score_sheet_says_who_won(tmp_path):
    from firmware.views.karth.sheet import lines
    st = position()
    st.apply([a for a in st.actions() if st.label(a) == "Concede"][0])     # Bob gives up
    out = lines(karth, st, NAMES, 25)
    assert out and all(len(t) <= 25 for t in out)
    assert "The DM's side wins" in out and any(t.startswith("Ann") for t in out)
    assert "in turn 1" in out           # Bob gave up in the first turn


def test_one_person_against_a_bot_dm_is_the_setups_default(tmp_path):
    """The common game, one press from the setup: START gives seat 1, the Dungeon Master, to a
    bot and seat 2, an Adventurer, to the person."""
    s = session(tmp_path)
    s.choose("New game")
    s.choose(karth.TITLE)
    rows = s.lines()
    assert "Seats: < 2 >" in rows
    assert [r.split()[-1] for r in rows if r[:2] in ("1 ", "2 ")] == ["Bot", "Person"], rows
    s.press("START")
    assert s.runner.app.playing.state.to_move() == 1           # the person decides
