"""The game log (pause menu "Log", results "Log"): every action of the game as "NAME: public
label" and its events, from the first turn; it opens at the end, scrolls by line and page,
never shows a secret, survives a resume, and holds only a window of lines."""
import pytest

from shellkit import session, set_seats, assert_fits
from firmware import gamelog
from gpcore import catalog


def start(s, title, kinds):
    s.choose("New game")
    s.choose(title)
    while not s.selected().startswith("Seats: < %d" % len(kinds)):
        s.press("RIGHT")
    set_seats(s, kinds)
    s.choose("Start")


def position(s):
    """(first, last, total) of the lines on screen, from the log's title."""
    a, rest = s.lines()[0][4:].split("-")
    b, n = rest.split(" of ")
    return int(a), int(b), int(n)


def body(s):
    return s.lines()[1:-1]


def read_log(s):
    """Every line of the open log, from the top a page at a time (RIGHT)."""
    while position(s)[0] != 1:
        s.press("LEFT")
    out = {}
    while True:
        a, b, n = position(s)
        for i, t in enumerate(body(s)):
            out[a + i] = t
        check_window(s)
        if b == n:
            return [out[i] for i in range(1, n + 1)]
        s.press("RIGHT")


def check_window(s):
    """The log holds about WINDOW pages of lines, never the whole game."""
    log = s.app.screen
    assert len(log.lines) <= 4 * log.rows + max(log.count)


def expected(game, play):
    """The log's lines, made independently: a replay of the history on a new game."""
    st = play.state
    r = game.new_game(st.seats, st.seed, st.options)
    cols = s_cols(play)
    out = []
    for a in st.history:
        public = getattr(r, "public_label", r.label)
        out += gamelog.wrap(play.names[r.to_move()] + ": " + public(a), cols)
        r.apply(a)
        for e in r.events(play.names):
            out += gamelog.wrap(e, cols)
    return [t.strip() for t in out]


def s_cols(play):
    return play.profile.cols - 1


@pytest.mark.parametrize("name", [k for k, _ in catalog.GAMES])
def test_log_of_a_finished_game_is_whole(tmp_path, name, monkeypatch):
    """A bot game to the end, then the results' Log: it opens at the last events, scrolls by
    line and page, and from top to bottom it is the whole game, with a bounded window."""
    s = session(tmp_path, seed=3)
    game = catalog.load(name)
    start(s, game.TITLE, ["Bot", "Bot"])
    assert s.lines()[0] == "Game over"
    play = s.app.playing
    want = expected(game, play)
    s.choose("Log")
    a, b, n = position(s)
    assert n == len(want) and b == n and body(s) == want[a - 1:b]     # opens at the end
    assert_fits(s)
    rows = b - a + 1
    assert n > 5 * rows             # a whole game, longer than the log's window (4 pages)
    s.press("UP")
    assert position(s) == (a - 1, b - 1, n) and body(s) == want[a - 2:b - 1]
    s.press("LEFT")
    assert position(s)[0] == a - 1 - rows
    s.press("RIGHT")
    s.press("RIGHT")
    assert position(s) == (a, b, n)                 # clamped at the end
    if n < 1000:                # (a longer one takes long to walk back page by page)
        assert read_log(s) == want
    s.press("DOWN")
    assert position(s) == (a, b, n)                 # already at the end
    check_window(s)
    s.press("B")
    assert s.lines()[0] == "Game over"
    assert "firmware.gamelog" not in __import__("sys").modules     # dropped when closed
    assert s.app.screen.__class__.__name__ == "ListScreen"
    # the final board can be browsed (the view's pages), and the replay stepped and
    # fast-forwarded (issue 13 item 7)
    s.choose("Board")
    assert "Final position" in s.lines()
    assert s.app.screen.press("SELECT", s.clock)     # the view shows another page
    s.settle()
    assert "Final position" in s.lines()
    s.press("A")
    assert s.lines()[0] == "Game over"
    if name != "goblin_vaults":     # (the shortest game: a replay takes a while)
        return
    from firmware import replay as replay_mod
    orig = replay_mod.ReplayScreen.advance

    def advance(self, now):
        if self.pace and not self.state.history:
            self.pace = 0                           # a person who pressed DOWN at once
        return orig(self, now)
    monkeypatch.setattr(replay_mod.ReplayScreen, "advance", advance)
    s.choose("Watch replay")
    replay = s.app.playing
    assert replay.deadline is None                  # Step: each move waits for A
    k = len(replay.state.history)
    s.press("A")
    assert len(replay.state.history) > k and replay.deadline is None
    assert s.lines()[-1].startswith("Step %d/%d" % (len(replay.state.history),
                                                    len(replay.replay)))
    s.press("UP")
    s.press("UP")                                   # Fast to the end: the results again
    assert s.lines()[0] == "Game over"


def test_log_from_the_pause_menu_keeps_secrets_and_survives_a_resume(tmp_path):
    """Goblin Vaults: a person's secret first vault card never shows in the log (only "chose
    a card"), nor a bid card before it is bid; earlier turns are there; after "Save and quit"
    and "Resume" the log is the same."""
    s = session(tmp_path)
    start(s, "Goblin Vaults", ["Person", "Person", "Bot"])
    s.press("A")                                    # pass to Grub
    secret = s.selected()                           # "Vault 5 Cro"
    card = secret[6:]
    s.press("A")                                    # Grub chooses it: pass to Snik
    assert s.lines()[0] == "Pass to Snik"
    s.press("START")
    s.choose("Log")
    lines = s.lines()
    assert "Grub: chose a card" in lines
    assert not any(card in t for t in lines), lines
    s.press("B")                                    # back to the game
    assert s.lines()[0] == "Pass to Snik"
    play = s.app.playing
    for _ in range(40):         # on to the bids: a person picks a bid card, secretly
        if s.lines()[0].startswith("Pass to"):
            s.press("A")
            continue
        if s.selected().startswith("Bid "):
            break
        s.press("A")
    else:
        raise AssertionError("no bid")
    bid = s.selected()[4:]
    who = play.names[play.state.to_move()]
    s.press("A")
    assert s.selected().startswith("On ")           # its block card comes next
    s.press("START")
    s.choose("Log")
    log = read_log(s)
    assert log == expected(play.game, play)
    assert log[0] == "Grub: chose a card"           # the first turn is there
    assert log[-1] == who + ": picks a bid card"
    assert not any(card in t for t in log[:3])
    assert not any(bid in t for t in log[-1:])
    s.press("B")                                    # back to the game
    s.press("START")
    s.choose("Save and quit")
    s2 = session(tmp_path)
    s2.press("A")                                   # the newest save
    s2.press("START")
    s2.choose("Log")
    assert read_log(s2) == log


def test_karak_goblin_keeps_a_drawn_card_secret():
    """Taia's draw two, keep one: the kept card goes to her hand, so its public label (the
    banner, the log) does not name it; nor does stacking a remade deck."""
    import karak_goblin
    from gpcore.bots import RandomBot
    from karak_goblin.codes import P_TAIA, P_STACK
    seen = set()
    for seed in range(1, 30):
        st = karak_goblin.new_game(2, seed, b"")
        bot = RandomBot(seed)
        while not st.over():
            a = bot.choose(st)
            if st.phase in (P_TAIA, P_STACK):
                seen.add(st.phase)
                assert st.public_label(a) in ("keeps a drawn card", "stacks the deck")
                assert st.label(a)[5:] not in st.public_label(a)
            else:
                assert st.public_label(a) == st.label(a)
            st.apply(a)
        if len(seen) == 2:
            break
    assert seen == {P_TAIA, P_STACK}
