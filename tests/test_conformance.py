"""The conformance suite: what every game of the catalog must do, run for each one, so that a
new game gets it by being in the catalog (gpcore.catalog.GAMES); the rules part also runs on
the template game of the tests (TEST_GAMES).

Here: seeded random playouts at every seat count, checking after every action the engine's
contract and the game's own invariants (INVARIANTS below, where a game has them); labels,
hints and event lines that fit the screen; replay from the history and a save round trip
giving the same state; illegal actions raising ValueError and changing nothing; the bot's
choice not changing when observe() re-deals what its seat cannot see. Run per catalog game
elsewhere too: a whole game on desktop MicroPython (test_micropython.py) and on the cores of
CircuitPython 9 and 10 (test_device_cores.py), the heap limits (test_memcheck.py), the lazy
state methods (test_lazy_names.py).
"""
import importlib

import pytest

from gpcore import catalog
from gpcore.bots import RandomBot
from gpcore.rng import Rng
from gpcore.savefmt import Save, decode, encode, replay
from firmware.boards import BOARDS
from firmware.profiles import CHAR_W
from firmware.ui import fit
from tools.mpcompat import games

from goblin_vaults_kit import check_invariants as goblin_vaults_invariants
from test_karak_playouts import check as karak_invariants

INVARIANTS = {"goblin_vaults": goblin_vaults_invariants, "karak": karak_invariants}
LINE_MAX = min(b[1] for b in BOARDS.values()) // CHAR_W    # a hint line
LABEL_MAX = LINE_MAX - 1            # gpcore.engine: a menu entry, an event on the banner
MAX_ACTIONS = 20000


def snapshot(st):
    """Every field of a state, comparable: containers as tuples, objects (a game's zones) by
    their fields, the generator by its next number (on a copy)."""
    out = {}
    for k, v in sorted(vars(st).items()):
        if k == "rng":
            out[k] = v.copy().bits30()
        elif isinstance(v, (bytes, bytearray, list)):
            out[k] = tuple(v)
        elif hasattr(v, "__dict__"):
            out[k] = snapshot(v)
        elif k != "log":
            out[k] = v
    return out


def options(game, seed):
    """A choice for every option, varied by the seed."""
    return bytes(seed % len(option[1]) for option in game.OPTIONS)


# Games of the tests, not of the device's catalog: the template game (effect programs, a
# reaction out of turn, a choice in several steps) runs the rules part of the suite too; its
# RolloutBot thinks on re-dealt copies, so the bot test is for the catalog's games only.
TEST_GAMES = {"toygame": "tests.fixtures.toygame"}


def load(name):
    return importlib.import_module(TEST_GAMES[name]) if name in TEST_GAMES else catalog.load(name)


def seat_counts(name):
    game = load(name)
    return [(name, n) for n in range(game.MIN_SEATS, game.MAX_SEATS + 1)]


RULES_GAMES = games() + sorted(TEST_GAMES)
CASES = [case for name in RULES_GAMES for case in seat_counts(name)]


def fits(s, cols):
    """s fits the smallest screen, its words shortened there if need be (firmware.ui.fit):
    none lost."""
    return len(fit(s, cols).split()) == len(s.split())


def play(name, seats, seed, each=None):
    """A seeded random game to its end; `each(state)` after every action. Returns it."""
    game = load(name)
    st = game.new_game(seats, seed, options(game, seed))
    bot = RandomBot(seed * 7 + 1)
    check = INVARIANTS.get(name, lambda s: None)
    while not st.over():
        acts = st.actions()
        assert len(acts) and len(set(acts)) == len(acts), "no or repeated legal actions"
        for a in acts:
            assert st.label(a) and fits(st.label(a), LABEL_MAX), st.label(a)
            assert fits(st.hint(a), LINE_MAX), st.hint(a)
        st.apply(bot.choose(st))
        for line in st.events():
            assert fits(line, LABEL_MAX), line
        check(st)
        if each:
            each(st)
        assert len(st.history) < MAX_ACTIONS, "the game does not end"
    r = st.result()
    assert len(r) == seats and set(st.winners()) <= set(range(seats)) and st.actions() == []
    return st


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
    names = ["P%d" % i for i in range(seats)]
    save = decode(encode(Save(name, names, [1] * seats, opts, 20 + seats, list(st.history))))
    loaded = replay(game, seats, save.seed, save.options, save.actions)
    assert snapshot(loaded) == snapshot(st)


@pytest.mark.parametrize("name", RULES_GAMES)
def test_illegal_actions_raise_and_change_nothing(name):
    game = load(name)
    seen = [0]

    def probe(st):
        seen[0] += 1
        if seen[0] % 7 or st.over():
            return
        legal = set(st.actions())
        before = snapshot(st)
        for a in list(range(max(legal) + 3)) + [-1, 1 << 16]:
            if a not in legal:
                with pytest.raises(ValueError):
                    st.apply(a)
                assert snapshot(st) == before, "illegal %d changed the state" % a
    play(name, game.MAX_SEATS, 31, probe)
    assert seen[0] > 20


@pytest.mark.parametrize("name", games())
def test_bot_choice_ignores_what_its_seat_cannot_see(name):
    game = catalog.load(name)
    checked = [0]

    def probe(st):
        if st.over() or len(st.history) % 3:
            return
        seat = st.to_move()
        choice = game.make_bot(1, 5).choose(st)
        for k in range(3):
            seen = st.observe(seat, Rng(100 + k))
            assert game.make_bot(1, 5).choose(seen) == choice, "the bot read something hidden"
        checked[0] += 1
    for seats in (game.MIN_SEATS, game.MAX_SEATS):
        play(name, seats, 41 + seats, probe)
    assert checked[0] > 20
