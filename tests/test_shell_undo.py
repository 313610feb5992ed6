"""Undo (pause menu): a person's own last actions, back to the last draw of chance, hidden
card shown, bot move or hand-off; by replaying the history; saved. And the marks the engines
leave for it: gpcore's Rng counts draws, and reveals count as draws."""
import importlib

import pytest

from shellkit import session, assert_fits
from gpcore import catalog
import stepgame


@pytest.fixture
def steps(monkeypatch):
    monkeypatch.setattr(catalog, "GAMES", (("stepgame", stepgame.TITLE),) + catalog.GAMES)
    orig = catalog.load
    monkeypatch.setattr(
        catalog, "load", lambda n: importlib.import_module(n) if n == "stepgame" else orig(n))


def start(tmp_path, kinds=("Person", "Bot")):
    s = session(tmp_path)
    s.choose("New game")
    s.choose(stepgame.TITLE)
    for i, kind in enumerate(kinds):
        s.choose(str(i + 1))
        while not s.selected().endswith(" " + kind):
            s.press("A")
    s.choose("Start")
    return s


def act(s, label):
    s.choose(label)


def pause_items(s):
    s.press("START")
    items = list(s.app.screen.menu.items)
    return items


def test_undo_takes_back_my_steps_one_by_one(steps, tmp_path):
    s = start(tmp_path)
    play = s.app.playing
    assert pause_items(s) == ["Resume", "Save and quit", "Log", "Rules", "Help",
                              "Quit, no save"]
    s.choose("Resume")
    act(s, "Step")
    act(s, "Step")
    assert play.state.points[0] == 2
    assert pause_items(s)[1] == "Undo Step"
    assert_fits(s)
    s.choose("Undo Step")
    assert s.app.screen is play and s.selected() == "Step"     # my menu again
    assert list(play.state.history) == [0] and play.state.points[0] == 1
    assert play.undo == (1, "Step")         # the first step may still be taken back


def test_undo_all_the_way_then_no_more(steps, tmp_path):
    s = start(tmp_path)
    play = s.app.playing
    act(s, "Step")
    act(s, "Step")
    s.press("START")
    s.choose("Undo")
    s.press("START")
    s.choose("Undo")
    assert list(play.state.history) == [] and play.state.points == [0, 0]
    assert not any(t.startswith("Undo") for t in pause_items(s))


def test_no_undo_past_chance_or_a_reveal(steps, tmp_path):
    s = start(tmp_path)
    play = s.app.playing
    act(s, "Step")
    act(s, "Roll")
    assert not any(t.startswith("Undo") for t in pause_items(s))
    s.choose("Resume")
    act(s, "Step")
    assert pause_items(s)[1] == "Undo Step"      # a step since the roll: that one only
    s.choose("Undo")
    assert len(play.state.history) == 2
    assert not any(t.startswith("Undo") for t in pause_items(s))
    s.choose("Resume")
    act(s, "Peek")                               # a hidden card shown
    assert not any(t.startswith("Undo") for t in pause_items(s))


def test_no_undo_of_a_bot_or_across_a_hand_off(steps, tmp_path):
    s = start(tmp_path)
    play = s.app.playing
    act(s, "Step")
    act(s, "End turn")                           # the bot plays its turn, then mine again
    assert play.state.to_move() == 0 and play.state.turns == 2
    assert not any(t.startswith("Undo") for t in pause_items(s))
    s2 = start(tmp_path / "two", ("Person", "Person"))
    s2.press("A")                                # Grub takes the device
    act(s2, "Step")
    act(s2, "End turn")                          # Pass to Snik
    assert s2.lines()[0] == "Pass to Snik"
    s2.press("A")
    assert not any(t.startswith("Undo") for t in pause_items(s2))


def test_undo_is_saved(steps, tmp_path):
    s = start(tmp_path)
    act(s, "Step")
    act(s, "Step")
    s.press("START")
    s.choose("Undo")
    s2 = session(tmp_path)                       # power cut right after the undo
    s2.choose("Goblin Steps")
    assert list(s2.app.playing.state.history) == [stepgame.STEP]


def test_rng_counts_draws_and_engines_count_reveals():
    from gpcore.rng import Rng
    r = Rng(5)
    assert r.n == 0
    r.die(6)
    r.shuffle(bytearray(4))
    assert r.n >= 4
    # Goblin Vaults: a redraw and Glavrun's card show hidden cards; a bid does not
    import goblin_vaults as GV
    from goblin_vaults import codes as C
    st = GV.new_game(2, 3, bytes(2))
    rounds = 0
    for _ in range(300):
        acts = st.actions()
        draws = [a for a in acts if C.A_DRAW <= a < C.A_PLACE]
        n, rnd = st.rng.n, st.round
        if draws and rounds:
            st.apply(draws[0])
            assert st.rng.n == n + 1
            break
        a = acts[0]                         # (a warden move comes before "No warden action")
        st.apply(a)
        if st.round != rnd:                 # a new round: Glavrun's top card bids
            rounds += 1
            assert st.rng.n > n
        elif a < C.A_PICK:
            assert st.rng.n == n            # a bid shows nothing hidden
    else:
        raise AssertionError("no redraw reached")
    # Karak: a drawn tile is hidden until drawn; a step on known ground shows nothing
    import karak
    k = karak.new_game(2, 4, bytes(len(karak.OPTIONS)))
    seen = 0
    for _ in range(400):
        if k.over():
            break
        n, ns, nb = k.rng.n, k.ns, k.nb
        k.apply(k.actions()[0])
        if k.ns < ns or k.nb < nb:
            assert k.rng.n > n
            seen += 1
    assert seen >= 3


@pytest.mark.parametrize("game,title,seats", [("karak", "Karak", 2),
                                             ("goblin_vaults", "Goblin Vaults", 1)])
def test_undo_in_the_real_games(tmp_path, game, title, seats):
    """Play a person's first choices until the pause menu offers Undo; after it the game is
    the replay of its history but the last action, and it is the same person's menu."""
    from gpcore import savefmt
    s = session(tmp_path)
    s.choose("New game")
    s.choose(title)
    while int(s.selected().split("<")[1].split(">")[0]) > seats:
        s.press("LEFT")
    s.choose("Start")
    play = s.app.playing
    for _ in range(60):
        if play.undo[0]:
            break
        s.press("DOWN")             # not always the first entry
        s.press("A")
        assert s.app.screen is play
    assert play.undo[0], "no undo offered"
    hist = list(play.state.history)
    s.press("START")
    s.choose("Undo " + play.undo[1])
    st = play.state
    assert list(st.history) == hist[:-1]
    mod = __import__(game)
    again = savefmt.replay(mod, st.seats, st.seed, st.options, hist[:-1])
    assert list(again.actions()) == list(st.actions()) and again.to_move() == st.to_move()
    assert s.app.screen is play and s.selected() == st.label(st.actions()[0])
