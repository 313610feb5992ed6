"""The conformance suite: what every game must do, run for each game of tests/gamesuite.py (the
catalog, gpcore.catalog.GAMES, and the template game of the tests) from the facts the game
declares (gpcore.engine): a new game gets it by being in the catalog, with no test edited.

The facts: MIN_SEATS..MAX_SEATS (every seat count is played), make_bot and the game's own
evaluate(); and in its checks module HIDDEN (observe() re-deals something, or nothing),
SHORTEST (no game is shorter; probes are spaced by it) and invariants(state) where the game
has them (asserted after every action).

Here: seeded random playouts at every seat count keeping the engine's contract and the game's
invariants; labels, hints and event lines that fit the screen; replay from the history and a
save round trip giving the same state; illegal actions raising ValueError and changing
nothing; observe() re-dealing exactly when the game hides something; the game's bot choosing
alike when observe() re-deals what its seat cannot see; each bot of gpcore.bots and gpcore.rollout
ending a whole game. Run per catalog game elsewhere too: a whole game on desktop MicroPython
(test_micropython.py) and on the cores of CircuitPython 9 and 10 (test_device_cores.py), the
heap limits (test_memcheck.py), the lazy state methods (test_lazy_names.py), the events
(test_core_events.py).
"""
import gc

import pytest

from gpcore.bots import RandomBot
from gpcore.rollout import GreedyBot, RolloutBot, play_out
from gpcore.rng import Rng
from gpcore.savefmt import Save, decode, encode, replay
from gpcore.zonecopy import fork
from tests.gamesuite import LABEL_MAX, LINE_MAX, AnyAction, facts, fits, load, names, options

GAMES = names()
CASES = [(name, n) for name in GAMES
         for n in range(load(name).MIN_SEATS, load(name).MAX_SEATS + 1)]
MAX_ACTIONS = 20000     # a game that has not ended by then does not end
PROBES = 20             # the least number of probes a test makes in the shortest game
# The generic bots, each as a game would make it (a rollout kept short: the suite runs many).
BOTS = {"random": RandomBot, "greedy": GreedyBot,
        "rollout": lambda seed: RolloutBot(seed, playouts=1, depth=4)}


def snapshot(st):
    """Every field of a state, comparable: containers as tuples, objects (a game's zones) by
    their fields, the generator by its next number (on a copy)."""
    out = {}
    for k, v in sorted(vars(st).items()):
        if k == "rng":
            out[k] = fork(v).bits30()
        elif isinstance(v, (bytes, bytearray, list)):
            out[k] = tuple(v)
        elif hasattr(v, "__dict__"):
            out[k] = snapshot(v)
        elif k != "log":
            out[k] = v
    return out


def spacing(name):
    """Probe every this many actions: PROBES of them in the shortest game."""
    return max(1, facts(name).SHORTEST // PROBES)


def play(name, seats, seed, probe=None):
    """A seeded game of any legal actions (Back included) to its end, checking the contract
    and the game's invariants after every action, and `probe(state)` every spacing() actions
    while the game goes on. Returns the state."""
    game = load(name)
    every = spacing(name)
    st = game.new_game(seats, seed, options(game, seed))
    chooser = AnyAction(seed * 7 + 1)
    invariants = getattr(facts(name), "invariants", None)       # where the game has them
    while not st.over():
        acts = st.actions()
        assert len(acts) and len(set(acts)) == len(acts), "no or repeated legal actions"
        for a in acts:
            assert st.label(a) and fits(st.label(a), LABEL_MAX), st.label(a)
            assert fits(st.hint(a), LINE_MAX), st.hint(a)
        st.apply(chooser.choose(st))
        for line in st.events():
            assert fits(line, LABEL_MAX), line
        if invariants:
            invariants(st)
        if probe and not st.over() and len(st.history) % every == 0:
            probe(st)
        assert len(st.history) < MAX_ACTIONS, "the game does not end"
    r = st.result()
    assert len(r) == seats and set(st.winners()) <= set(range(seats)) and st.actions() == []
    assert len(st.history) >= facts(name).SHORTEST, "shorter than SHORTEST: %d" % len(st.history)
    return st


@pytest.mark.parametrize("name", GAMES)
def test_the_game_declares_its_facts(name):
    game = load(name)
    for fact in ("MIN_SEATS", "MAX_SEATS", "OPTIONS", "make_bot"):
        assert hasattr(game, fact), "%s does not declare %s (gpcore.engine)" % (name, fact)
    for fact in ("HIDDEN", "SHORTEST"):
        assert hasattr(facts(name), fact), "%s.checks does not declare %s" % (name, fact)
    assert game.NAME == name, "NAME %r: the shell saves and reloads the game by it" % game.NAME
    assert 1 <= game.MIN_SEATS <= game.MAX_SEATS and facts(name).HIDDEN in (True, False)
    assert facts(name).SHORTEST > 0
    cls = type(game.new_game(game.MIN_SEATS, 1, options(game, 1)))
    own = hasattr(cls, "evaluate") or any(
        " evaluate " in declared for module, declared in cls.LAZY if module != "gpcore.defaults")
    assert own, "%s has no evaluate() of its own: a rollout bot could not tell moves apart" % name


@pytest.mark.parametrize("name,seats", CASES)
def test_random_playout_keeps_the_contract(name, seats):
    play(name, seats, 10 + seats)


@pytest.mark.parametrize("name,seats", CASES)
def test_replay_and_save_give_the_same_state(name, seats):
    game = load(name)
    st = play(name, seats, 20 + seats)
    opts = options(game, 20 + seats)
    again = replay(game, seats, 20 + seats, opts, st.history)
    assert snapshot(again) == snapshot(st)
    seat_names = ["P%d" % i for i in range(seats)]
    save = decode(encode(Save(name, seat_names, [1] * seats, opts, 20 + seats, list(st.history))))
    loaded = replay(game, seats, save.seed, save.options, save.actions)
    assert snapshot(loaded) == snapshot(st)


@pytest.mark.parametrize("name", GAMES)
def test_illegal_actions_raise_and_change_nothing(name):
    game = load(name)
    seen = [0]

    def probe(st):
        seen[0] += 1
        legal = set(st.actions())
        before = snapshot(st)
        for a in list(range(max(legal) + 3)) + [-1, 1 << 16]:
            if a not in legal:
                with pytest.raises(ValueError):
                    st.apply(a)
                assert snapshot(st) == before, "illegal %d changed the state" % a
    play(name, game.MAX_SEATS, 31, probe)
    assert seen[0] >= facts(name).SHORTEST // spacing(name) - 1


@pytest.mark.parametrize("name", GAMES)
def test_observe_redeals_exactly_what_is_hidden(name):
    """observe() re-deals something (at some point of a game) exactly when the game declares
    HIDDEN, and never touches the real state."""
    game = load(name)
    redealt = [0]

    def probe(st):
        before = snapshot(st)
        seen = snapshot(st.observe(st.to_move(), Rng(len(st.history))))
        assert snapshot(st) == before, "observe() changed the real state"
        redealt[0] += any(seen[k] != before[k] for k in before if k not in ("rng", "history"))
    play(name, game.MAX_SEATS, 51, probe)
    assert bool(redealt[0]) == facts(name).HIDDEN, "HIDDEN is %s" % facts(name).HIDDEN


@pytest.mark.parametrize("name", GAMES)
def test_bot_choice_ignores_what_its_seat_cannot_see(name, monkeypatch):
    """The game's bot (make_bot(1)) chooses alike on the real state and on two copies its seat
    could not tell from it (observe() re-deals the hidden part). Probed where it has a real
    choice, at the fewest and the most seats: every few actions (spacing()), so that even the
    shortest game gets PROBES // 2 of them. Each choice by a bot of its own (a bot may keep a
    generator); the collection a game's make_bot runs first is for the board's heap and is
    skipped here (on CPython each took about 16 ms: most of this test's time, checking
    nothing)."""
    monkeypatch.setattr(gc, "collect", lambda *args: 0)
    game = load(name)
    checked = [0]

    def probe(st):
        if len(st.actions()) < 2:
            return
        seat = st.to_move()
        choice = game.make_bot(1, 5).choose(st)
        for k in range(2):
            seen = st.observe(seat, Rng(100 + k))
            assert game.make_bot(1, 5).choose(seen) == choice, "the bot read something hidden"
        checked[0] += 1
    for seats in (game.MIN_SEATS, game.MAX_SEATS):
        before = checked[0]
        play(name, seats, 41 + seats, probe)
        assert checked[0] - before >= PROBES // 2, "%d seats: %d probes" % (seats, checked[0])


@pytest.mark.parametrize("bot", sorted(BOTS))
@pytest.mark.parametrize("name", GAMES)
def test_every_generic_bot_ends_every_game(name, bot):
    """Each bot of gpcore.bots and gpcore.rollout plays every seat of a whole game, at the
    fewest and the most seats: it never takes Back as a move of its own, so it cannot choose,
    go back and choose again forever."""
    game = load(name)
    for seats in (game.MIN_SEATS, game.MAX_SEATS):
        seed = 60 + seats
        st = game.new_game(seats, seed, options(game, seed))
        try:
            play_out(st, [BOTS[bot](seed + i) for i in range(seats)], MAX_ACTIONS)
        except RuntimeError:
            pytest.fail("%s: %s bots at %d seats (seed %d) did not end in %d actions"
                        % (name, bot, seats, seed, MAX_ACTIONS))
        assert len(st.result()) == seats
