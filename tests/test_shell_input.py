"""Safe input: A pressed over and over to hurry the bots never makes a move, passes the
device on or leaves the results; a deliberate A (after a pause) still does."""
from shellkit import toy, session, setup_game
from host_sim import fakes
from firmware.screens import GUARD_MS, PassScreen

assert toy


def tap(s, name):
    """Press and release `name` (40 ms), without waiting for the shell to settle."""
    fakes.HUB.press(name, True)
    s._step()
    fakes.HUB.press(name, False)
    s._step()


def mash(s, name, every=100, ms=8000):
    """Tap `name` every `every` ms for `ms` ms of the fake clock, never letting it settle."""
    end = s.clock + ms
    while s.clock < end:
        tap(s, name)
        t = s.clock + every - 40
        while s.clock < t:
            s._step()


def mine(s, seat=0):
    """How many of the actions so far were made by `seat` (replayed from the history)."""
    import grabgame
    st = grabgame.new_game(s.app.playing.state.seats, s.app.playing.state.seed, b"\0\0")
    n = 0
    for a in s.app.playing.state.history:
        n += st.to_move() == seat
        st.apply(a)
    return n


def test_hurrying_the_bots_never_picks_my_move(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot", "Bot"])
    tap(s, "A")                     # my first card, chosen on purpose
    mash(s, "A")                    # hurry the bots: their banners go, my menu comes...
    play = s.app.playing
    assert mine(s) == 1 and len(play.state.history) == 3
    assert play.deadline is None and s.lines()[-1].startswith("Show ")   # ...and waits
    mash(s, "A", every=GUARD_MS - 40)   # still hurried: a tap just inside the guard
    assert mine(s) == 1
    s.clock += GUARD_MS
    s.press("A")                    # after a pause, A is mine again
    assert mine(s) == 2


def test_a_on_a_banner_only_skips_it(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    tap(s, "A")                     # my card; the bot's banner is up
    assert s.app.playing.deadline is not None
    tap(s, "A")                     # A skips it...
    assert s.app.playing.deadline is None
    tap(s, "A")                     # ...and the next A, at once, does not play my card
    assert mine(s) == 1 and s.app.playing.deadline is None


def test_hurried_a_does_not_pass_the_device_on(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Person"])
    s.press("A")                    # Grub takes the device
    tap(s, "A")                     # Grub plays: "Pass to Snik"
    assert isinstance(s.app.screen, PassScreen)
    mash(s, "A", ms=2000)           # Grub's hurried presses: Snik's hand stays hidden
    assert s.lines() == ["Pass to Snik", "then press A"]
    s.clock += GUARD_MS
    s.press("A")
    assert s.app.screen is s.app.playing


def test_hurried_a_does_not_leave_the_results(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    s.press("A")
    s.press("A")
    tap(s, "A")                     # the last card, then A hurried through to the results
    mash(s, "A", ms=6000)
    assert s.lines()[0] == "Game over" and s.selected() == "Play again"
    s.clock += GUARD_MS
    s.press("A")
    assert s.lines()[0] != "Game over"
