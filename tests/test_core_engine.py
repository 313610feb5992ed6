"""Engine base class, on the toy game of tests/fixtures: legality, game end, replay, observe."""
import sys

import pytest

from gpcore import engine, savefmt
from gpcore.bots import RandomBot
from gpcore.rollout import play_out
from gpcore.rng import Rng
from gpcore.scripted import ScriptedRng
from gpcore.zonecopy import fork
from tests.fixtures import toygame
from tests.fixtures.toygame.codes import BANK, HAND, PLAY, ROLL


def snapshot(s):
    return (bytes(s.scores), bytes(s.hands), bytes(s.deck[:s.left]), s.pot, s.seat, s.turns,
            list(s.history), list(s.log), (s.rng.z, s.rng.w))


def played(seed, seats=3, moves=None):
    """A toy game played by random bots: to the end, or for `moves` actions."""
    s = toygame.new_game(seats, seed, b"\x00")
    bots = [RandomBot(seed * 10 + i) for i in range(seats)]
    if moves is None:
        play_out(s, bots)
    else:
        for _ in range(moves):
            s.apply(bots[s.to_move()].choose(s))
    return s


def test_illegal_action_raises_and_changes_nothing():
    s = played(4, moves=5)
    before = snapshot(s)
    legal = s.actions()
    for a in (-1, 99, max(legal) + 1, None, "0"):
        with pytest.raises(ValueError):
            s.apply(a)
        assert snapshot(s) == before
    s.apply(legal[0])  # still playable
    assert s.history[-1] == legal[0]


def test_bank_is_illegal_with_an_empty_pot():
    s = toygame.new_game(2, 1, b"\x00")
    assert BANK not in s.actions()
    with pytest.raises(ValueError):
        s.apply(BANK)


def test_apply_after_the_end_raises():
    s = played(6)
    assert s.over() and s.to_move() == engine.OVER
    assert s.actions() == []
    before = snapshot(s)
    for a in (ROLL, BANK, PLAY):
        with pytest.raises(ValueError) as e:
            s.apply(a)
        assert str(e.value) == "illegal action %d" % a    # once over, every action is one
    assert snapshot(s) == before


def test_result_and_winners():
    s = played(8, moves=3)
    assert s.result() is None and s.winners() == []
    s = played(8)
    r = s.result()
    assert len(r) == 3 and s.winners() == [i for i in range(3) if r[i] == max(r)]


def test_winners_share_a_tie():
    s = toygame.new_game(3, 1, b"\x00")
    s.scores = bytearray((30, 12, 30))
    assert s.over() and s.winners() == [0, 2]
    assert s.evaluate(0) == 0 and s.evaluate(1) == -18


def test_events_are_those_of_the_last_action():
    s = toygame.new_game(2, 1, b"\x00", rng=ScriptedRng([0] * 21))  # the deal: 21 swaps
    assert s.rng.script == []
    s.rng.script = [4, 1]
    s.apply(ROLL)
    assert s.events() == ["Rolled 4"]
    s.apply(ROLL)
    assert s.events() == ["Rolled 1", "Pot lost"]
    assert s.to_move() == 1 and s.pot == 0


def test_same_seed_same_game():
    assert snapshot(played(21)) == snapshot(played(21))
    assert snapshot(played(21)) != snapshot(played(22))


def test_replay_from_history():
    for seed in (1, 2, 3):
        s = played(seed)
        r = savefmt.replay(toygame, 3, seed, b"\x00", s.history)
        assert snapshot(r) == snapshot(s)
        mid = played(seed, moves=7)
        assert snapshot(savefmt.replay(toygame, 3, seed, b"\x00", mid.history)) == snapshot(mid)


def test_replay_of_an_illegal_list_raises():
    s = played(5, moves=4)
    with pytest.raises(ValueError) as e:
        savefmt.replay(toygame, 3, 5, b"\x00", s.history + [BANK, BANK])
    assert str(e.value) == "illegal action %d" % BANK   # the damaged save's notice says it


def test_observe_leaves_the_real_rng_alone():
    s = played(9, moves=6)
    before = snapshot(s)
    real_next = fork(s.rng)
    c = s.observe(s.to_move(), Rng(123))
    assert snapshot(s) == before
    assert c.rng is not s.rng
    assert [c.rng.bits30() for _ in range(5)] != [real_next.bits30() for _ in range(5)]
    assert (s.rng.z, s.rng.w) == before[-1]


def test_observe_redeals_only_what_the_seat_cannot_see():
    s = played(12, moves=4)
    seat = s.to_move()
    mine = slice(seat * HAND, (seat + 1) * HAND)

    def hidden(state):
        others = [v for i, v in enumerate(state.hands) if v and i // HAND != seat]
        return sorted(others + list(state.deck[:state.left]))

    changed = False
    gen = Rng(5)
    for _ in range(20):
        c = s.observe(seat, gen)
        assert c.hands[mine] == s.hands[mine]
        assert hidden(c) == hidden(s)
        assert (c.scores, c.pot, c.seat, c.turns) == (s.scores, s.pot, s.seat, s.turns)
        changed = changed or c.hands != s.hands
    assert changed  # the other hands really are re-dealt


def test_play_on_an_observed_copy_leaves_the_game_alone():
    s = played(13, moves=5)
    before = snapshot(s)
    c = s.observe(s.to_move(), Rng(1))
    play_out(c, [RandomBot(i) for i in range(3)])
    assert snapshot(s) == before


class SharingToy(toygame.Toy):
    """A careless copy() that shares the history list with the original."""

    def copy(self):
        c = toygame.Toy.copy(self)
        c.history = self.history
        return c


def test_observe_never_writes_into_the_real_history():
    s = SharingToy(2, 3, b"\x00")
    s.apply(ROLL)
    c = s.observe(s.to_move(), Rng(2))
    c.apply(c.actions()[0])
    assert s.history == [ROLL]


def test_copy_is_independent():
    s = played(14, moves=5)
    before = snapshot(s)
    c = s.copy()
    assert snapshot(c) == before
    play_out(c, [RandomBot(i) for i in range(3)])
    assert snapshot(s) == before


def test_what_a_game_must_implement_is_missing_and_the_defaults_are_there():
    s = engine.State(2, 1, b"")
    for name in ("to_move", "_legal", "_do", "label", "copy", "result", "__len__"):
        with pytest.raises(AttributeError) as e:
            getattr(s, name)
        assert name in str(e.value)
    assert s.hint(0) == "" and s.events() == [] and s.history == []


def test_lazy_modules_come_before_the_defaults():
    sys.modules.pop("tests.fixtures.toygame.text", None)
    s = toygame.new_game(2, 1, b"\x00")
    assert s.label(ROLL) == "Roll" and s.hint(ROLL) == "A 1 empties the pot"
    assert "tests.fixtures.toygame.text" in sys.modules
    assert s.events() == [] and s.private_seat() == s.to_move()     # the defaults
    with pytest.raises(AttributeError):
        s.no_such_method()


def test_options_are_bytes_and_seed_makes_the_rng():
    s = engine.State(2, 77, [1, 0])
    assert s.options == b"\x01\x00"
    assert (s.rng.z, s.rng.w) == (Rng(77).z, Rng(77).w)
