"""The Karak: Goblin view (firmware/views/karak_goblin/view.py and its page modules) on real pixels
at 160x128 and 240x240: what each page draws and what it never draws (another seat's hand), the
colour letters on the cards, the chain's totals after a card, the caverns' three levels and
the Lord, the highlighted entry framed, every string inside the view; and the shared pieces it
is built on, firmware/views/paged.py and firmware/views/cards.py, on their own."""
import sys

import pytest

from shellkit import session, count_color, Drawn, view_play, view_page
from karak_goblin_kit import scenario, fight, card, cards
import karak_goblin
from karak_goblin.codes import H_HORAN, H_TAIA, Z_HAND, A_FIGHT, A_SHOP, P_BATTLE
from firmware.views.karak_goblin import view as kgv
from firmware.views.karak_goblin.view import (CAVERNS, BATTLE, YOU, PLAYERS, MERCHANT,
                                              COLORS, LEGEND, LEGEND_PAGES)

BOARDS = ("pybadge", "picosystem")
HAND = ("S-HOR-1", "S-HOR-2", "S-HOR-3", "S-HOR-4")      # R2- R2- R1- Y-2


class Record(Drawn):
    """What the view's canvas is asked to draw in its latest page: texts (x, y, s, colour),
    frames and the cards drawn face up (ids); seen: every card drawn face up so far."""

    def __init__(self, view):
        Drawn.__init__(self, view)
        self.frames = []
        self.faces = []
        self.seen = set()
        cv = view.cv
        cls = type(cv)

        def frame(x, y, w, h, color):
            self.frames.append((x, y, w, h, color))
            return cls.frame(cv, x, y, w, h, color)

        def tile(c):
            self.faces.append(c)
            self.seen.add(c)
            return kgv.View.tile(view, c)
        cv.frame = frame
        view.tile = tile

    def clear(self):
        Drawn.clear(self)
        del self.frames[:], self.faces[:]


def play(tmp_path, board, st, names=("Ann", "Bob")):
    """A session playing st with people in every seat, past the first pass screen, and a
    record of what the view draws from then on."""
    return view_play(tmp_path, board, karak_goblin, st, names, Record)


page = view_page


def battle_state():
    st = scenario(H_HORAN, hand=HAND)
    fight(st, "L1-M01")                                 # Cave Rat 2/1
    assert st.phase == P_BATTLE
    return st


@pytest.mark.parametrize("board", BOARDS)
def test_caverns_page_three_levels_and_the_lord(tmp_path, board):
    st = scenario(H_HORAN, hand=HAND)
    s, rec = play(tmp_path, board, st)
    assert page(s) == CAVERNS
    strings = rec.strings()
    assert "1" in strings and "2" in strings and "3" in strings and "Lord" in strings
    hpa = [t for t in strings if t.count("/") == 1 and t.replace("/", "").isdigit()]
    assert len(hpa) == 3 * 6 + 1                         # 5 monsters, a gatekeeper a level
    assert "keys 0" in strings and "needs 3 keys" in strings
    rec.fits()
    # the first fight entry is highlighted: its monster's slot framed in white
    v = s.app.playing.view
    assert any(f[0] == 9 and f[4] == kgv.WHITE for f in rec.frames)
    rec.clear()
    s.press("DOWN")                                     # the next monster of level I
    assert any(f[0] == 9 + v.cell and f[4] == kgv.WHITE for f in rec.frames)
    assert not any(f[0] == 9 and f[4] == kgv.WHITE for f in rec.frames)
    shot = s.screenshot(str(tmp_path / ("caverns_%s.png" % board)))
    assert count_color(shot, COLORS[kgv.GOLD], (0, 0, v.w, v.h)) > 50    # gatekeepers


@pytest.mark.parametrize("board", BOARDS)
def test_battle_page_chain_and_totals_card_by_card(tmp_path, board):
    s, rec = play(tmp_path, board, battle_state())
    v = s.app.playing.view
    assert page(s) == BATTLE
    strings = rec.strings()
    assert "Atk 0 vs 2" in strings and "Def 0 vs 1" in strings
    assert "No card played yet" in strings
    assert sorted(rec.faces) == sorted(card(c) for c in HAND)       # the hand, face up
    for t in ("R2-", "R1-", "Y-2"):                                  # colour letters
        assert t in strings
    rec.fits()
    s.screenshot(str(tmp_path / ("battle0_%s.png" % board)))
    assert s.selected() == "R A2>RY"
    rec.clear()
    s.press("A")                                        # play R2-
    strings = rec.strings()
    assert page(s) == BATTLE
    assert "Atk 2 vs 2" in strings and "No card played yet" not in strings
    assert card("S-HOR-1") in rec.faces                 # now in the chain
    rec.fits()
    shot = s.screenshot(str(tmp_path / ("battle1_%s.png" % board)))
    assert count_color(shot, COLORS[kgv.RED], (0, 0, v.w, v.h)) > 100
    # the highlighted card is framed in the hand row
    assert any(f[4] == kgv.WHITE for f in rec.frames)


@pytest.mark.parametrize("board", BOARDS)
def test_no_other_hand_ever_drawn(tmp_path, board):
    st = battle_state()
    bob = set(cards(st, Z_HAND, 1))
    ann = set(card(c) for c in HAND)
    assert bob and not bob & ann
    s, rec = play(tmp_path, board, st)
    for key in ("RIGHT",) * 7 + ("A", "DOWN", "A"):   # every page, then Ann's moves
        s.press(key)
        assert not bob & rec.seen, key
    # the battle ends: the pass screen to Bob draws the view with no seat: no hand at all
    while s.app.playing.state.to_move() == 0 and s.app.playing.acts:
        s.choose("End the battle") if "End the battle" in s.app.playing.menu.items else \
            s.press("A")
    s.settle()
    assert s.lines()[0] == "Pass to Bob"
    assert not (bob | ann) & set(rec.faces)             # drawn for nobody: no hand at all
    s.press("A")
    rec.seen.clear()
    for _ in range(7):                                  # Bob's own pages: never Ann's hand
        s.press("RIGHT")
        assert not set(cards(s.app.playing.state, Z_HAND, 0)) & rec.seen


@pytest.mark.parametrize("board", BOARDS)
def test_every_page_fits_and_the_rare_ones_say_what_they_show(tmp_path, board):
    st = scenario(H_TAIA, hand=HAND, weapon="L1-M06", keys=1, pot=5)
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    seen = set()
    legend = []
    for _ in range(len(v.pages())):
        rec.clear()
        s.press("RIGHT")
        seen.add(page(s))
        rec.fits()
        strings = rec.strings()
        if page(s) == YOU:
            assert "Potions Heal Ctr" in strings and "Ann Taia" in strings
            assert any(t.startswith("W") for t in strings)           # the weapon tile
            assert any(t == "K1" for t in strings)                   # the key
        elif page(s) == PLAYERS:
            assert any(t.startswith(">Ann") and "K1" in t for t in strings)
            assert any(t.startswith(" Bob") for t in strings)
        elif page(s) == MERCHANT:
            assert "Heal 4 " in strings and "The pawnshop is empty" in strings
        elif page(s) >= LEGEND:         # each mark beside its meaning
            legend.extend(strings)
        s.screenshot(str(tmp_path / ("page%d_%s.png" % (page(s), board))))
    assert seen == {CAVERNS, YOU, PLAYERS, MERCHANT, 5} | \
        set(range(LEGEND, LEGEND + LEGEND_PAGES))
    for i in range(LEGEND_PAGES):
        assert "Legend %d/%d" % (i + 1, LEGEND_PAGES) in legend
    for mark in ("R2-", "red: attack 2,", "H heals, + draws a card", "RYGB under: next colours",
                 "?", "W2 weapon, attack 2", "S1 armour, defence 1", "hit points/attack,",
                 "RYGB: bans that colour", "Gold frame: gatekeeper", "x by a level: locked"):
        assert mark in legend, mark
    assert "firmware.views.karak_goblin.legend" not in sys.modules
    s.press("B")
    assert page(s) == CAVERNS


def test_the_merchant_page_opens_for_the_merchant(tmp_path):
    st = scenario(H_HORAN, hand=HAND + ("L1-M01",), weapon="L1-M06")
    s, rec = play(tmp_path, "pybadge", st)
    s.choose("Visit the merchant")
    assert page(s) == MERCHANT
    assert any(t.startswith(">Heal") for t in rec.strings())    # the highlighted potion
    s.press("A")                                                # buy it: pay with...
    assert "Pay with" in rec.strings()
    assert card("L1-M06") in rec.faces and card("L1-M01") in rec.faces
    rec.fits()


def test_score_sheet_lines(tmp_path):
    st = scenario(H_HORAN, hand=HAND, keys=2)
    st.won[0] = 7
    st.winner = 0
    from firmware.views.karak_goblin import sheet
    lines = sheet.lines(karak_goblin, st, ["Ann", "Bob"], 25)
    assert lines[0] == "Ann Horan WINS"
    assert "  Beat the Lord" in lines[1] and lines[1].endswith("yes")
    assert lines[2].endswith(" 2") and lines[3].endswith(" 7")
    assert all(len(line) <= 25 for line in lines)


# --- the shared pieces on their own ---------------------------------------------------------
def _canvas(w=160, h=40):
    import displayio
    from firmware.canvas import Canvas
    cv = Canvas(displayio.Group(), w, h, 8)
    return cv


def test_card_row_tiles_marks_frame_and_overflow(tmp_path):
    from firmware.views.cards import CardRow
    from firmware.views.marks import MARKS, BITS
    assert len(set(BITS)) == len(BITS) == len(MARKS)           # every small letter differs
    cv = _canvas()
    row = CardRow(cv, 0, 160, False, strip=0, frame=2)
    assert row.per == 6 and row.h == 19
    y = row.draw(2, [(3, "R2-", (("R", 3), ("G", 4))), (4, "G1-", ()), (5, "?", ())], framed=1)
    assert y == 2 + row.h + 1
    px = cv.bitmap
    x0 = row.slot(0)
    assert px[x0, 2] == 3 and px[row.slot(1), 2] == 4 and px[row.slot(2), 2] == 5
    frame = row.slot(1) - 1
    assert px[frame, 1] == 2 and px[frame, 2 + row.h] == 2       # the highlight frame
    assert px[x0 - 1, 1] == 0                                     # none around the first
    strip = [px[x, yy] for x in range(x0, x0 + row.cw) for yy in range(16, 16 + row.sh)]
    assert 3 in strip and 4 in strip                              # marks in their colours
    # more cards than fit: the framed one is shown, "+n" in the last slot
    cv.clear()
    texts = []
    cv.text = lambda x, yy, s, color=1: texts.append(s) or x + 6 * len(s)
    row.draw(0, [(3, "C%d" % i, ()) for i in range(9)], framed=8)
    assert "C8" in texts and "+4" in texts and "C0" not in texts
    big = CardRow(cv, 0, 240, True)
    assert big.cw > row.cw and big.h > row.h and big.per >= 6


def test_paged_base_keys_and_home():
    from firmware.views.paged import Paged
    from firmware.keys import LEFT, RIGHT, SELECT, B, UP

    class Three(Paged):
        want = "a"
        painted = None

        def pages(self):
            return ["x", "y", "z"]

        def home(self, pages):
            return 1

        def situation(self):
            return self.want

        def paint(self, page, number):
            self.painted = (page, number)

    class Profile:
        line_h = 12
    v = Three(karak_goblin, Profile(), (0, 0, 160, 78), ["A", "B"])
    assert not v.key(RIGHT)                              # nothing shown yet
    v.show(object(), 0)
    assert v.painted == ("y", "<2/3>")                   # home, by the situation
    assert v.key(RIGHT) and v.painted == ("z", "<3/3>")
    assert v.key(SELECT) and v.painted == ("x", "<1/3>")  # wraps
    assert v.key(LEFT) and v.painted == ("z", "<3/3>")
    assert not v.key(UP)
    v.show(object(), 0)                                  # same situation: the page stays
    assert v.painted[0] == "z"
    assert v.key(B) and v.painted[0] == "y"
    v.key(RIGHT)
    v.want = "b"                                         # a new kind of decision: home
    v.show(object(), 0)
    assert v.painted[0] == "y"


# --- what decides, shown (issue 21) ---------------------------------------------------------
@pytest.mark.parametrize("board", BOARDS)
def test_a_long_chain_shows_its_newest_cards(tmp_path, board):
    """Seven cards on the chain: the newest are drawn (their colours decide what may come
    next), "+n" in the first slot for the oldest."""
    from karak_goblin.codes import Z_PLAY, B_N, B_LAST
    st = battle_state()
    chain = ["S-HOR-%d" % i for i in range(1, 7)] + ["S-ARG-1"]
    for cid in chain:
        st.zones.move(card(cid), st.zone(Z_PLAY))
    st.b[B_N] = len(chain)
    st.b[B_LAST] = card(chain[-1])
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    assert page(s) == BATTLE
    per = v.row.per
    drawn = {x: t for x, y, t, _ in rec.texts if y < v.row.h + 2 * v.lh + 4}
    assert drawn[v.row.slot(0) + 1] == "+%d" % (len(chain) - per + 1)
    last = v.tile(card(chain[-1]))[1]                       # "B2-", the newest, far right
    assert any(t == last and v.row.slot(per - 1) <= x < v.row.slot(per) for x, t in
               drawn.items())
    rec.fits()
    s.screenshot(str(tmp_path / ("chain_%s.png" % board)))


@pytest.mark.parametrize("board", BOARDS)
def test_the_hovered_monster_keeps_its_reward_and_curse_letters_in_view(tmp_path, board):
    """The white frame of the highlighted fight lies outside the monster's slot: the slot's
    inside is the same picture highlighted or not."""
    import pygame
    st = scenario(H_HORAN, hand=HAND)
    s, rec = play(tmp_path, board, st)
    v = s.app.playing.view
    x, y, w, h = 9 + 1, v.top + 1, v.cell - 4, v.ch - 2      # inside the first slot's frame

    def inside():
        return pygame.image.tobytes(s.screenshot().subsurface((x, y, w, h)), "RGB")
    lit = inside()
    assert any(f[:2] == (x - 2, y - 2) and f[4] == kgv.WHITE for f in rec.frames)
    s.press("DOWN")                                         # the next monster highlighted
    assert inside() == lit


@pytest.mark.parametrize("board", BOARDS)
def test_menu_entries_are_distinct_and_hints_keep_their_words(tmp_path, board):
    """Two Cave Rats and a cursed gatekeeper: each fight says its place and curse letters in
    its label; every hint keeps its words at this screen's width, the curse included."""
    from karak_goblin.codes import T_ROW, T_GATE, T_BOX
    st = scenario(H_HORAN, hand=HAND)
    z = st.zones
    row, gate = st.table(T_ROW, 0), st.table(T_GATE, 0)
    for zone, ids in ((row, ("L1-M01", "L1-M02")), (gate, ("L1-K04",))):
        for c in z.cards(zone):
            z.move(c, st.table(T_BOX))
        for cid in ids:
            z.move(card(cid), zone)
    s, rec = play(tmp_path, board, st)
    menu = s.app.playing.menu
    labels = [t for t in menu.items if not t.startswith(("Visit", "Revive"))]
    assert labels == ["L1.1 Cave Rat 2/1", "L1.2 Cave Rat 2/1", "K1 Goblin Jailer 6/3 xH"]
    hints = []
    for _ in labels:
        hints.append(s.lines()[-1])
        s.press("DOWN")
    assert hints == ["Gives R A2>RG", "Gives Y A1 D1>RY", "a key / no heal"]
    while s.selected() != "Visit the merchant":
        s.press("DOWN")
    assert s.lines()[-1] == "Potions, pawnshop cards"
    rec.fits()


@pytest.mark.parametrize("board", BOARDS)
def test_buy_offers_back_and_keep_it_says_where_it_goes(tmp_path, board):
    """At the merchant "Buy Healing" asks what to pay with, and Back returns to the
    merchant's menu with nothing paid; an armour won with no armour worn is kept "Into
    your empty slot", one won over an armour sends the old one to the pawnshop."""
    from karak_goblin.codes import P_SHOP, P_EQUIP, B_PEND, B_RET, R_END, Z_PLAY
    st = scenario(H_HORAN, hand=HAND + ("L1-M01",), weapon="L1-M06")
    s, rec = play(tmp_path, board, st)
    s.choose("Visit the merchant")
    s.choose("Buy Healing")
    assert s.app.playing.menu.items[-1] == "Back"
    assert s.lines()[-1] == "Goes to the pawnshop"
    s.choose("Back")
    assert s.app.playing.state.phase == P_SHOP and s.selected() == "Buy Healing"
    assert s.app.playing.state.pot[0] == 0 and "Back" not in s.app.playing.menu.items
    for armour, hint in ((None, "Into your empty slot"), ("L1-M07", "Old one to the pawnshop")):
        st = scenario(H_HORAN, hand=HAND, armour=armour)
        m = card("L1-M14")                                  # Wooden Shield, just won
        st.zones.move(m, st.zone(Z_PLAY))
        st.b[B_PEND], st.b[B_RET], st.phase = m, R_END, P_EQUIP
        s, rec = play(tmp_path, board, st)
        assert s.selected() == "Keep it" and s.lines()[-1] == hint


@pytest.mark.parametrize("board", BOARDS)
def test_results_say_each_seat_in_words(tmp_path, board):
    """The results screen: the winner and what won it, the others' keys and monsters, in
    words as the score sheet says them (not "Mog 1322 WINS")."""
    from karak_goblin.codes import P_OVER
    st = scenario(H_HORAN, hand=HAND, keys=2, seats=3)
    st.won[:] = bytes((7, 1, 22))
    st.winner, st.phase = 2, P_OVER
    s = session(tmp_path, board=board)
    s.app.go("play", (karak_goblin, st, ["Grub", "Snik", "Mog"], [0, 0, 0], None, None))
    s.settle()
    lines = s.lines()
    assert "Grub: 2 keys, 7 beaten" in lines and "Snik: 0 keys, 1 beaten" in lines
    assert "Mog WINS: beat the Lord" in lines
    assert karak_goblin.points_text(122) == "1 key, 22 beaten"
    s.screenshot(str(tmp_path / ("results_%s.png" % board)))


# --- bot turns at a readable pace (issue 21) -------------------------------------------------
@pytest.mark.parametrize("board", BOARDS)
def test_a_bot_turn_is_one_summary_under_five_seconds(tmp_path, board, monkeypatch):
    """A person and two bots at the "Normal" bot speed: each bot turn is told in one
    summary at its end (the bot's name first, then its pages), under 5 s in all."""
    from tests.shellkit import set_seats
    shown = []
    s = session(tmp_path, board=board, seed=3)
    s.choose("New game")
    s.choose("Karak: Goblin")
    s.press("RIGHT")
    set_seats(s, ["Person", "Bot", "Bot"])
    s.choose("Start")                   # (the person's turn first: nothing to record yet)
    PlayScreen = type(s.app.playing)    # (the play screen's module as the game loaded it)
    banner = PlayScreen._banner

    def record(self, lines, headed, now, ms=None):
        out = banner(self, lines, headed, now, ms)
        shown.append((list(lines), headed, (self.deadline or now) - now))
        return out
    monkeypatch.setattr(PlayScreen, "_banner", record)
    turns = []
    bot = new = False
    for _ in range(40):
        s.press("A")
        for lines, headed, ms in shown:
            if headed:                  # a bot's summary, or a banner of the person's
                bot = lines[0].startswith(("Snik: ", "Mog: "))
                if bot and (not turns or turns[-1][0] != lines[0].split(":")[0] or new):
                    turns.append([lines[0].split(":")[0], 0, 0])    # (a bot's actions in a
                new = not bot                                       # row: one turn)
            if bot:
                turns[-1][1] += ms
                turns[-1][2] += 1
        del shown[:]
    assert len(turns) >= 6
    assert all(ms < 5000 for _, ms, _ in turns), turns
    assert max(pages for _, _, pages in turns) > (1 if board == "pybadge" else 0)


def test_a_replay_steps_a_turn_at_a_time(tmp_path):
    """Watch replay at "Step": A shows the next turn (all of one seat's actions), not the
    next action."""
    st = karak_goblin.new_game(2, 4, b"\x00\x00")
    bot = karak_goblin.make_bot(1, 4)
    while not st.over():
        st.apply(bot.choose(st))
    s = session(tmp_path)
    s.app.go("replay", (karak_goblin, karak_goblin.new_game(2, 4, b"\x00\x00"), ["Ann", "Bob"],
                        [1, 1], list(st.history)))
    while type(s.app.screen).__name__ != "ReplayScreen":
        s._step()
    s.press("DOWN")                                         # Play -> Step
    r = s.app.screen
    seen = set()
    for _ in range(12):
        before = len(r.state.history)
        mover = r.state.to_move()
        while len(r.state.history) == before:
            s.press("A")
        assert r.state.to_move() != mover and r.deadline is None
        seen.add(len(r.state.history) - before)
    assert max(seen) > 2                                    # whole turns of several actions
