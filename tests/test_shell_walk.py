"""Headless walks of the shell: title -> game -> seats -> play -> pause -> save and quit ->
power off -> resume at the same position; the pass screen shows nothing private."""
from shellkit import toy, session, setup_game, lit, assert_fits, count_color, saved  # noqa: F401
from firmware import ui

assert toy


def view_area(s):
    return s.app.profile.view_area


def test_title_then_game_list(toy, tmp_path):
    s = session(tmp_path)
    assert s.lines()[0] == "Goblin Pocket"
    assert "New game" in s.lines()
    assert saved(s) == []
    s.press("A")
    assert s.lines()[0] == "Choose a game"
    assert s.selected() == "Goblin Grab"
    s.press("B")
    assert s.lines()[0] == "Goblin Pocket"


def test_pass_screen_hides_the_hand(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Person", "Bot"])
    # two people: the device is handed to the first one before anything private shows
    assert s.lines() == ["Pass to Grub", "then press A"]
    s.press("A")
    grub = s.app.playing.state.hand(0)
    hand_line = "Hand " + " ".join(str(c) for c in sorted(grub))
    assert hand_line in s.lines()
    with_hand = s.screenshot()
    assert lit(with_hand, view_area(s))
    s.press("A")            # Grub plays a card; Snik chooses next, in the same round
    assert s.lines() == ["Pass to Snik", "then press A"]
    shot = s.screenshot()
    boxes = [b for b in _boxes(s)]
    assert len(boxes) == 2
    for x, y in lit(shot, (0, 0, s.display.width, s.display.height)):
        assert any(bx <= x < bx + bw and by <= y < by + bh for bx, by, bw, bh in boxes), (x, y)
    assert not any(t.startswith("Hand") or t.startswith("Play") for t in s.lines())
    s.press("A")
    snik = "Hand " + " ".join(str(c) for c in sorted(s.app.playing.state.hand(1)))
    assert snik in s.lines() and hand_line not in s.lines()


def _boxes(s):
    from shellkit import label_boxes
    return [(x, y, w, h) for x, y, w, h, _ in label_boxes(s)]


def test_menu_highlight_and_hint(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    p = s.app.profile
    shot = s.screenshot()
    rows = (0, p.menu_y, p.width, p.menu_rows * p.line_h)
    bar = count_color(shot, ui.BAR, rows)
    assert bar > p.line_h * 20          # the highlight bar is drawn on the first row
    assert count_color(shot, ui.BAR, (0, p.menu_y + p.line_h, p.width, p.line_h)) == 0
    first = s.selected()
    s.press("DOWN")
    assert s.selected() != first
    assert count_color(s.screenshot(), ui.BAR, (0, p.menu_y + p.line_h, p.width, p.line_h))
    assert s.lines()[-1].startswith("Show ")     # the hint of the selected action
    assert_fits(s)


def test_save_quit_power_off_resume(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Person", "Bot"])
    s.presses(["A", "A", "A", "DOWN", "A"])      # Grub, Snik play; bot; Grub's next turn
    play = s.app.playing
    assert s.lines() == ["Pass to Grub", "then press A"]
    s.press("A")
    before = list(play.state.history)
    view_before = [t for t in s.lines() if t.startswith(("Round", "Points", "Chosen"))]
    s.press("START")
    assert s.lines()[0].startswith("Paused")
    s.choose("Save and quit")
    assert s.lines()[0] == "Goblin Pocket"
    # power off: a new device session on the same flash
    s2 = session(tmp_path, seed=99)
    assert s2.selected().startswith("Goblin Grab ")
    s2.press("A")
    assert s2.lines() == ["Pass to Grub", "then press A"]
    s2.press("A")
    assert s2.app.playing.state.history == before
    assert [t for t in s2.lines() if t.startswith(("Round", "Points", "Chosen"))] == \
        view_before


def test_quit_without_saving_forgets_the_game(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    s.press("A")
    s.press("START")
    s.choose("Quit, no save")                   # it asks first...
    assert s.lines()[0] == "Are you sure?" and s.selected() == "No, go back"
    assert "Quit and delete this" in s.lines()
    assert_fits(s)
    s.press("A")                                # ...and "No" keeps the game
    assert s.app.screen is s.app.playing
    s.press("START")
    s.choose("Quit, no save")
    s.choose("Delete it")
    assert s.lines()[0] == "Goblin Pocket"
    assert saved(s) == [] and saved(session(tmp_path)) == []


def test_bot_moves_and_events_are_shown(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    seen = []
    s.on_frame = lambda: seen.append(s.lines())
    s.press("A")
    flat = [t for lines in seen for t in lines]
    assert "Snik: chose a card" in flat
    assert "Snik is thinking..." in flat        # before the bot's move, not a frozen menu
    assert any(t.startswith("Cards: ") for t in flat)


def test_finished_game_results_and_replay(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Bot", "Easy bot"])
    assert s.lines()[0] == "Game over"
    assert any("WINS" in t for t in s.lines())
    s.choose("Score sheet")
    assert s.lines()[:2] == ["Score sheet", "Grub"]
    total = [t for *_, t in s.labels() if t.startswith(" Total")]
    assert len(total) == 2 and all(len(t) == s.app.profile.cols - 1 for t in total)
    assert_fits(s)
    s.press("B")
    result = [t for t in s.lines() if "WINS" in t]
    frames = []
    s.on_frame = lambda: frames.append(s.lines())
    s.choose("Watch replay")
    assert s.lines()[0] == "Game over" and [t for t in s.lines() if "WINS" in t] == result
    assert any(t == "Grub: chose a card" for f in frames for t in f)
    s.choose("Title")
    # the finished game is the last game, not a game to resume; it leads to its results
    assert saved(s) == []
    s.choose("Last game: Goblin Grab")
    assert s.lines()[0] == "Game over" and [t for t in s.lines() if "WINS" in t] == result


def test_final_board_after_a_replay_keeps_its_status_line(toy, tmp_path):
    """After a replay, "Board" shows the final position with the replay's status line (its
    pace and the last move), as the replay's every banner does; the results free it again."""
    s = setup_game(session(tmp_path), ["Bot", "Easy bot"])
    s.choose("Watch replay")
    assert s.lines()[0] == "Game over"
    replay = s.app.playing
    n = len(replay.replay)
    s.choose("Board")
    status = "Play %d/%d ^v A:next" % (n, n)
    assert "Final position" in s.lines() and s.lines()[-1] == status
    assert_fits(s)
    s.press("A")
    assert s.lines()[0] == "Game over"
    assert replay.banner_lines is None              # freed with the banner (results.rest)
    s.choose("Board")
    assert s.lines()[-1] == status


def test_leaving_a_game_frees_its_modules(toy, tmp_path):
    import sys
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    assert "grabgame" in sys.modules
    s.press("START")
    s.choose("Save and quit")
    assert "grabgame" not in sys.modules
    assert "firmware.views.grabgame" not in sys.modules


def test_game_not_installed_is_reported(toy, tmp_path, monkeypatch):
    from gpcore import catalog
    monkeypatch.setattr(catalog, "GAMES", catalog.GAMES + (("nosuchgame", "No Such"),))
    s = session(tmp_path)
    s.choose("New game")
    s.choose("No Such")
    assert s.lines()[0] == "Not installed"
    s.press("A")
    assert s.lines()[0] == "Choose a game"


def test_action_menu_scrolls(toy, tmp_path):
    from shellkit import count_color
    s = session(tmp_path)
    s.choose("New game")
    s.choose("Goblin Grab")
    s.choose("Hand")                                # A changes an option too: six cards
    s.choose("Start")
    p = s.app.profile
    acts = [a for a in s.app.playing.acts]
    assert len(acts) == 6 > p.menu_rows
    track = (p.width - 2, p.menu_y, 2, p.menu_rows * p.line_h)
    thumb_top = count_color(s.screenshot(), ui.DIM, (p.width - 2, p.menu_y, 2, 4))
    for _ in range(5):
        s.press("DOWN")
    assert s.selected() == "Play %d" % acts[-1]
    assert "Play %d" % acts[-1] in s.lines() and "Play %d" % acts[0] not in s.lines()
    shot = s.screenshot()
    assert count_color(shot, ui.DIM, track) > 0 and thumb_top > 0
    assert count_color(shot, ui.DIM, (p.width - 2, p.menu_y, 2, 4)) == 0   # thumb moved
    s.press("DOWN")                                  # wraps to the first
    assert s.selected() == "Play %d" % acts[0]


def test_secret_choices_are_not_announced(toy, tmp_path):
    """Banners and the log show public_label(): no seat's card before the reveal."""
    s = setup_game(session(tmp_path), ["Person", "Person", "Bot"])
    seen = []
    s.on_frame = lambda: seen.append(s.lines())
    s.presses(["A", "A", "A", "A", "A", "SELECT", "SELECT"])   # ... the log page
    flat = [t for lines in seen for t in lines] + s.lines()
    assert "Grub: chose a card" in flat and "Mog: chose a card" in flat
    assert not any(": Play" in t for t in flat if t[:4] in ("Grub", "Snik", "Mog:"))
    assert any(t.startswith("Cards: ") for t in flat)      # the reveal is shown
