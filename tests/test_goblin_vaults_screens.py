"""The Goblin Vaults view (firmware/views/goblin_vaults/view.py) on real pixels at 160x128 and
240x240, its paging, the secrecy of hands and secret picks, a whole solo game played
through the simulator's buttons to the score sheet, and the seats' page's hand counts."""
import pytest

from shellkit import session, count_color, lit, assert_fits
import goblin_vaults as GV
from goblin_vaults import cards as C
from goblin_vaults.codes import A_PICK, A_DOWN, A_DRAW, GLAVRUN, PH_BID
from goblin_vaults_kit import card, vault_cells, bidding_state, bid

BOARDS = ("pybadge", "picosystem")
NAMES = ["Grub", "Snik", "Mog", "Nix", "Zed"]


def render(board, st, seat, names=None):
    """A Goblin Vaults view on a fresh simulated screen, showing st to seat."""
    import displayio
    from host_sim import fakes
    from firmware import boards, views
    disp = fakes.configure(board)
    prof = boards.current()
    view = views.load(GV, prof, prof.view_area, (names or NAMES)[:st.n])
    root = displayio.Group()
    root.append(view.group)
    disp.root_group = root
    view.show(st, seat)
    disp.refresh()
    return view, disp


def goto(view, disp, kind, seat=None):
    """RIGHT until the page (kind, seat) is up; returns the screen's pixels."""
    from firmware.keys import RIGHT
    for _ in range(len(view.pages())):
        if view.pages()[view.page] == (kind, seat):
            break
        view.key(RIGHT)
    assert view.pages()[view.page] == (kind, seat)
    disp.refresh()
    return disp.surface()


def colour(index):
    from firmware.views.goblin_vaults import tiles as P
    return P.COLORS[index]


def fac_colour(c):
    from firmware.views.goblin_vaults import tiles as P
    return P.COLORS[P.FAC + C.FACTION[c]]


def played(seats, moves, seed=5):
    """A game after `moves` decisions of the good bot."""
    st = GV.new_game(seats, seed, b"")
    bot = GV.make_bot(1, 3)
    for _ in range(moves):
        st.apply(bot.choose(st))
    return st


# --- engine: what everyone may learn of a move -----------------------------------------
def test_public_label_keeps_secret_moves_secret():
    st = GV.new_game(3, 2, b"")
    for a in st.actions():
        assert a >= A_PICK
        assert st.public_label(a) == "chose a card"
        assert C.short(a - A_PICK) not in st.public_label(a)
    st = played(2, 12)
    for c in range(C.NCARDS):
        for a, secret in ((A_DOWN + c, "hid a card +1g"), (A_DRAW + c, "redrew a card")):
            assert st.public_label(a) == secret
            assert C.SUIT_NAMES[C.SUIT[c]][1:3] not in secret
    for a in st.actions():
        if a < A_PICK:
            assert st.public_label(a) == st.label(a)      # bids are public


def test_no_banner_reveals_a_secret_pick(tmp_path):
    """A person and a bot: every line on the banners and in the log of the first rounds
    names no card of a secret pick (nor of a hidden card or a redraw)."""
    s = session(tmp_path)
    s.choose("New game")
    s.choose("Goblin Vaults")
    s.choose("Start game")
    play = s.app.playing
    seen = []
    note = play.view.note
    play.view.note = lambda lines: seen.extend(lines) or note(lines)
    while play.state.round < 3:
        s.press("A")
    assert "Snik: chose a card" in seen and "Snik chose a card" in seen    # events use names
    reveal = [i for i in range(len(seen)) if seen[i].startswith("Snik reveals ")][0]
    bot_pick = seen[reveal][len("Snik reveals "):]
    for line in seen[:reveal]:
        assert bot_pick not in line and "Vault" not in line, line
    assert not [ln for ln in seen if ln.startswith("Snik: Hide") or "Redraw" in ln]


# --- pixels ------------------------------------------------------------------------------
def test_canvas_text_stays_on_the_canvas():
    """Text is cut at the right edge, a last line may lose only its bottom rows, INK draws
    the glyphs alone and a colour clears the glyphs' boxes."""
    import displayio
    from host_sim import fakes
    from firmware.canvas import Canvas, INK
    disp = fakes.configure("pybadge")
    root = displayio.Group()
    cv = Canvas(root, 40, 20, 4)
    for i, c in enumerate((0x000000, 0x000000, 0xFFFFFF, 0x00FF00)):
        cv.palette[i] = c
    disp.root_group = root
    assert cv.text(0, 0, "ABCDEFGHIJ", 2) == 36         # 6 letters fit in 40 pixels
    cv.rect(0, 12, 40, 8, 3)
    cv.text(0, 10, "gy", INK)                           # 2 rows above the bottom cut
    disp.refresh()
    surf = disp.surface()
    assert count_color(surf, 0xFFFFFF, (0, 0, 36, 12)) > 30
    assert lit(surf, (36, 0, 4, 12)) == []
    assert 0 < count_color(surf, 0x00FF00, (0, 12, 12, 8)) < 12 * 8   # ink holes in green
    assert lit(surf, (0, 20, 40, 10)) == []             # nothing below the canvas



@pytest.mark.parametrize("board", BOARDS)
def test_vault_grid_drawn_where_cards_are(board):
    from firmware.views.goblin_vaults import tiles as P
    st = played(2, 8)
    up = [card(10, "tomes"), card(2, "tomes"), card(8, "coins")]
    down = card(5, "coins")
    side = card(3, "coins")
    st.vault[0:12] = vault_cells([up, [side], [-down - 1], []])
    view, disp = render(board, st, 0)
    surf = goto(view, disp, "vault", 0)
    for k in range(4):
        for t in range(3):
            x, y = view.painter.cell(k, t)
            w, h = view.painter.bw, view.painter.bh
            inside = (x + 2, y + 2, w - 9, h - 4)
            c, hidden = st.vault_cell(0, k, t)
            if c < 0:
                assert lit(surf, inside) == [], (k, t)
            elif hidden:
                assert count_color(surf, colour(P.BACK), inside) > 20
                assert count_color(surf, fac_colour(c), inside) == 0
            else:
                assert count_color(surf, fac_colour(c), inside) > 20, (k, t)
                pip = 2 if h < 20 else 5
                strip = (x + w - pip - 2, y, pip + 2, h)      # tier icon: white pips
                assert count_color(surf, colour(P.WHITE), strip) == pip * pip * C.TIER[c]


@pytest.mark.parametrize("board", BOARDS)
def test_block_warden_bids_and_gears(board):
    from firmware.views.goblin_vaults import tiles as P
    hands = [[card(9, "tomes"), card(1, "coins")], [card(4, "coins"), card(2, "crowns")]]
    block = [card(10, "potions"), card(3, "skulls"), card(6, "lanterns")]
    warden = card(7, "skulls")
    st = bidding_state(2, hands, block, warden, facs=[0, 3])
    st.bgear[2] = 2
    bid(st, card(9, "tomes"), 0)
    assert st.phase == PH_BID
    view, disp = render(board, st, None)
    surf = disp.surface()
    p = view.painter
    wx = p.cx(0)
    assert count_color(surf, fac_colour(warden), (wx, p.top, p.bw, p.bh + 2)) > 20
    assert count_color(surf, colour(P.GOLD), (wx - 2, p.top, p.bw + 4, p.bh + 2)) > 40
    for k in range(3):
        x = p.cx(k + 1)
        assert count_color(surf, fac_colour(block[k]), (x, p.top, p.bw, p.bh + 2)) > 20
    below = p.top + p.bh + 2
    gold = [count_color(surf, colour(P.GOLD), (p.cx(k + 1), below, p.bw, P.ROW))
            for k in range(3)]
    assert gold[0] == 0 and gold[1] == 0 and gold[2] > 10           # the 2 gears
    bid_row = (p.cx(1), below, p.bw, P.ROW)       # no gears on it: the bids right below
    assert count_color(surf, colour(P.FAC + 0), bid_row) > 10       # Grub's blue marker
    bar = (p.cx(1) - 2, below, 2, P.ROW)
    assert count_color(surf, colour(P.WHITE), bar) == 20            # the winning bid
    assert lit(surf, (p.cx(2) - 2, below, p.bw, 2 * P.ROW)) == []   # no bids


@pytest.mark.parametrize("board", BOARDS)
def test_hand_only_for_its_seat(board):
    from firmware.views.goblin_vaults import tiles as P
    st = played(2, 2)                       # round 1: both hands of 9
    assert st.round == 1 and st.to_move() == st.first
    me = st.to_move()
    view, disp = render(board, st, me)
    kind = "hand" if ("hand", me) in view.pages() else "block"
    assert kind == ("hand" if board == "pybadge" else "block")
    surf = goto(view, disp, kind, me if kind == "hand" else None)
    hand = st.hand(me)
    top = view.painter.hand_y() if kind == "block" else view.painter.top
    area = (0, top, view.area[2], view.area[3] - top)
    for c in hand:
        assert count_color(surf, fac_colour(c), area) > 0
    mine = surf.copy()
    view, disp = render(board, st, None)
    assert [p for p in view.pages() if p[0] == "hand"] == []
    surf = goto(view, disp, "block")
    assert lit(surf, area if kind == "block" else (0, 0, 1, 1)) == []
    assert kind == "hand" or lit(mine, area) != []


@pytest.mark.parametrize("board", BOARDS)
def test_no_page_depends_on_a_hidden_hand(board):
    """Every page drawn for nobody (or for seat 0) is the same pixel for pixel whatever the
    other hands hold."""
    import pygame
    st = played(2, 2)
    other = st.copy()
    other.hands[0], other.hands[1] = st.hands[1], st.hands[0]
    third = st.copy()
    third.hands[1] = bytearray(st.hands[0])     # other cards, as many
    for seat, alt in ((None, other), (0, third)):
        shots = []
        for state in (st, alt):
            view, disp = render(board, state, seat)
            pages = []
            for kind, s in view.pages():
                surf = goto(view, disp, kind, s)
                pages.append(pygame.image.tobytes(surf, "RGB"))
            shots.append(pages)
        assert shots[0] == shots[1]


def test_pass_screen_hides_the_hand(tmp_path):
    """Two people: behind every pass screen the view holds nobody's secrets."""
    s = session(tmp_path)
    s.choose("New game")
    s.choose("Goblin Vaults")
    s.choose("2 ")
    for _ in range(3):
        if s.selected().endswith(" Person"):
            break
        s.press("A")
    s.choose("Start game")
    view = s.app.playing.view
    for who, page in (("Grub", "hand"), ("Snik", "hand"), ("Grub", "block")):
        assert s.lines()[0] == "Pass to " + who
        assert view.seat is None and "hand" not in [p[0] for p in view.pages()]
        s.press("A")
        me = s.app.playing.state.to_move()
        assert view.seat == me and ("hand", me) in view.pages()
        assert view.pages()[view.page][0] == page          # first card: the hand
        s.press("A")


def test_other_vaults_one_button_away():
    from firmware.keys import SELECT, RIGHT, LEFT, B
    st = played(3, 3)
    view, disp = render("pybadge", st, 1)
    assert view.pages()[view.page] == ("block", None)
    order = []
    for _ in range(4):
        assert view.key(SELECT)
        order.append(view.pages()[view.page])
    assert order == [("vault", 1), ("vault", 0), ("vault", 2), ("vault", 1)]
    view.key(RIGHT)
    assert view.pages()[view.page] == ("vault", 0)
    view.key(LEFT)
    view.key(LEFT)
    assert view.pages()[view.page][0] == "hand"
    assert view.key(B) and view.pages()[view.page] == ("block", None)
    assert not view.key(B)


def test_the_page_follows_the_decision():
    st = GV.new_game(2, 4, b"")
    view, disp = render("pybadge", st, 0)
    assert view.pages()[view.page] == ("hand", 0)         # the secret first card
    bot = GV.make_bot(1, 2)
    while not st.pend:
        st.apply(bot.choose(st))
    seat = st.to_move()
    view.show(st, seat)
    assert view.pages()[view.page] == ("vault", seat)      # a card to place


@pytest.mark.parametrize("board", BOARDS)
def test_after_a_bot_placed_a_card_your_chamber_choice_shows_your_vault(tmp_path, board):
    """A person and a bot (seed 5): every "Chamber ..." choice of the person, also right
    after the bot placed a card in its own vault, shows the person's vault with the card
    where the highlighted entry would put it (a different picture for each entry)."""
    import pygame
    s = session(tmp_path, board=board, seed=5)
    s.presses(["A", "A", "DOWN", "DOWN", "DOWN", "DOWN", "A"])
    view = s.app.playing.view
    area = pygame.Rect(s.app.profile.view_area)
    choices = 0
    while s.app.screen is s.app.playing:
        if s.selected().startswith("Chamber"):
            seen = []
            for _ in range(len(s.app.playing.acts)):
                assert view.pages()[view.page] == ("vault", 0), s.selected()
                seen.append(pygame.image.tobytes(s.screenshot().subsurface(area), "RGB"))
                s.press("DOWN")
            assert len(set(seen)) == len(seen)     # each entry previewed where it lands
            choices += 1
        s.press("A")
    assert choices == 6


@pytest.mark.parametrize("board", BOARDS)
def test_five_seats_every_page_fits(board):
    st = played(5, 40)
    view, disp = render(board, st, st.to_move(), ["Grimbold", "Snikkerdoo", "Mog", "N", "Zed"])
    for kind, s in view.pages():
        surf = goto(view, disp, kind, s)
        assert lit(surf, (0, 0, view.area[2], view.area[3])) != []
    assert len([p for p in view.pages() if p[0] == "vault"]) == 5


# --- memory under MicroPython -------------------------------------------------------------
@pytest.mark.parametrize("w, h, most", [(160, 78, 21000), (240, 140, 32000)])
def test_view_heap_on_micropython(w, h, most):
    """The view keeps its code and one canvas bitmap (6 KB at 160x78), draws a page with
    little garbage (a seldom page loads goblin_vaults/others.py for the moment: up to 10 KB from .py)
    and leaves nothing behind when closed (64-bit MicroPython figures)."""
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    script = os.path.join(root, "tests", "mp_gv_view_run.py")
    r = subprocess.run([mp, "-X", "heapsize=256K", script, root, str(w), str(h)],
                       capture_output=True, text=True, timeout=60)
    assert r.stdout.startswith("OK"), r.stdout + r.stderr
    _, _, kept, _, peak, _, left = r.stdout.split()
    assert int(kept) >= w * h // 2 and int(kept) < most
    assert int(peak) < int(kept) + 10000
    assert int(left) <= 0


# --- a whole solo game through the buttons ---------------------------------------------
def test_solo_game_to_the_score_sheet(tmp_path):
    s = session(tmp_path)
    s.choose("New game")
    s.choose("Goblin Vaults")
    s.press("LEFT")                         # one seat: solo against Glavrun
    s.choose("Start game")
    decisions = 0
    while s.lines()[0] != "Game over":
        play = s.app.playing
        assert play.view.seat == 0
        assert_fits(s)
        s.press("A")                        # always the first action
        decisions += 1
    assert 20 <= decisions <= 40
    st = play.state
    assert st.over()
    # the results list Glavrun under the seat, with her score; exactly one of them wins
    mine_total, hers_total = st.score(0), st.score(GLAVRUN)
    rows = [ln.split() for ln in s.lines()[1:3]]
    assert rows[0][:2] == ["Grub", str(mine_total)] and rows[1][:2] == ["Glavrun", str(hers_total)]
    assert [len(r) == 3 and r[2] == "WINS" for r in rows] == \
        ([True, False] if st.winners() == [0] else [False, True])
    s.choose("Score sheet")
    lines = s.app.screen.lines
    mine, hers = st.score_sheet(0), st.score_sheet(GLAVRUN)
    assert lines[0].split() == ["Grub", str(mine[-1][1])]
    labels = [r[0] for r in mine[:-1]]
    assert labels[:3] == ["Gears", "Tier icons", "Faction icons"]
    assert labels[3:] == [C.goal_name(g) for g in st.goals]
    for i, (label, pts) in enumerate(mine[:-1]):
        assert lines[1 + i].startswith("  " + label) and lines[1 + i].endswith(" %d" % pts)
    g = len(mine)
    assert lines[g].split() == ["Glavrun", str(hers[-1][1])]
    assert [ln.strip().rsplit(" ", 1)[0].strip() for ln in lines[g + 1:g + len(hers)]] == \
        [r[0] for r in hers[:-1]]
    assert lines[-1] == ("You win!" if st.winners() == [0] else "Glavrun wins")
    assert all(len(ln) <= s.app.profile.cols - 1 for ln in lines)
    assert_fits(s)


def test_score_sheet_of_a_finished_game_resumed_from_its_save(tmp_path):
    # Found by mashing buttons: a finished game resumed after power-on goes straight to the
    # results, where the view has never been shown; its score sheet must still be drawn.
    from gpcore import savefmt
    from gpcore.bots import RandomBot
    from gpcore.rollout import play_out
    st = GV.new_game(1, 7, bytes(2))
    play_out(st, [RandomBot(3)])
    save = savefmt.Save(GV.NAME, ["Grub"], [0], bytes(2), 7, list(st.history))
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "current.gps").write_bytes(savefmt.encode(save))
    s = session(tmp_path)
    s.choose("Goblin Vaults")
    assert s.lines()[0] == "Game over"
    s.choose("Score sheet")
    lines = s.lines()
    assert lines[0] == "Score sheet"
    assert lines[1].split() == ["Grub", str(st.score_sheet(0)[-1][1])]
    assert lines[2].startswith("Gears")


@pytest.mark.parametrize("board", BOARDS)
def test_the_legend_shows_each_mark_beside_its_meaning_and_fits(board, monkeypatch):
    from firmware.canvas import Canvas
    texts = []
    real = Canvas.text

    def text(cv, x, y, s, color):
        texts.append((x, y, s, cv.w, cv.h))
        return real(cv, x, y, s, color)
    monkeypatch.setattr(Canvas, "text", text)
    st = played(3, 10)
    view, disp = render(board, st, st.to_move())
    seen = []
    for part in (0, 1):
        goto(view, disp, "legend", part)
        del texts[:]
        view.drawn = None               # this page alone, drawn again
        view.redraw()
        disp.refresh()
        surf = disp.surface()
        for x, y, s, w, h in texts:
            assert x + 6 * len(s) <= w and y + 12 <= h, (s, x, y)   # nothing cut
        seen += [t[2] for t in texts]
        if part == 0:               # the sample card in its faction's colour
            assert count_color(surf, colour(7 + C.FACTION[C.TIER.index(2)]),
                               (1, 14, 36, 14)) > 100
    assert "Legend 1/2" in seen and "Legend 2/2" in seen
    for meaning in ("pips: tier icon", "face down", " gears", "warden card", "winning bid",
                    "bid, 1 gear", "menu's target"):
        assert meaning in seen
    for f in C.FACTION_NAMES:       # each faction by its letter and its name, not colour alone
        assert f[0] in seen and f[0] + f[1:].lower() in seen
    assert "firmware.views.goblin_vaults.legend" not in __import__("sys").modules


def test_the_table_counts_one_card_in_the_singular():
    """The seats' page: each seat's hand size, "1 card" for one."""
    from firmware.views.goblin_vaults.others import table
    texts = []

    class Page:
        top, h, w = 0, 128, 160

        class cv:
            def text(x, y, s, color=None):
                texts.append(s)

        def swatch(x, y, fac):
            pass

        def gear(x, y, gears):
            pass
    st = played(3, 2)
    st.hands[0] = st.hands[0][:1]
    st.hands[1] = st.hands[1][:2]
    table(Page, st, ["Ann", "Bob", "Cid"], 0)
    assert "1 card" in texts and "2 cards" in texts
