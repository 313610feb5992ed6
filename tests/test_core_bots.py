"""Bots: legal choices, no side effects on the game, repeatable, and play_out's guard."""
import pytest

from gpcore import engine
from gpcore.bots import RandomBot
from gpcore.rollout import GreedyBot, RolloutBot, play_out
from tests.fixtures import toygame
from tests.fixtures.toygame.codes import BANK, PLAY, ROLL


def bot_kinds(seed):
    return (RandomBot(seed), GreedyBot(seed), RolloutBot(seed, playouts=2, depth=6))


class Checked:
    """Wraps a bot: asserts each choice is legal and that choosing changed nothing."""

    def __init__(self, bot):
        self.bot = bot

    def choose(self, state):
        before = (bytes(state.hands), bytes(state.scores), state.pot, (state.rng.z, state.rng.w),
                  list(state.history))
        a = self.bot.choose(state)
        assert a in state.actions()
        assert (bytes(state.hands), bytes(state.scores), state.pot, (state.rng.z, state.rng.w),
                list(state.history)) == before
        return a


@pytest.mark.parametrize("kind", [0, 1, 2])
def test_bots_pick_legal_actions_and_touch_nothing(kind):
    for seed in (1, 2, 3):
        s = toygame.new_game(3, seed, b"\x01")
        bots = [Checked(bot_kinds(seed * 3 + i)[kind]) for i in range(3)]
        n = play_out(s, bots)
        assert s.over() and n == len(s.history) > 0


def test_bots_are_repeatable():
    def game(seed):
        s = toygame.new_game(2, seed, b"\x00")
        play_out(s, [GreedyBot(seed), RolloutBot(seed, playouts=2, depth=6)])
        return s.history

    assert game(4) == game(4)


def winning_position():
    """Seat 0 has 25 points and a pot of 12: banking wins by the most."""
    s = toygame.new_game(2, 1, b"\x00")
    s.scores[0] = 25
    s.pot = 12
    return s


def test_greedy_and_rollout_take_the_win():
    s = winning_position()
    assert set(s.actions()) == {BANK, PLAY, PLAY + 1, PLAY + 2}
    assert GreedyBot(1).choose(s) == BANK
    assert RolloutBot(1, playouts=2, depth=4).choose(s) == BANK


def test_single_choice_is_taken_without_thinking():
    s = toygame.new_game(2, 1, b"\x00")
    s.hands = bytearray(len(s.hands))
    assert s.actions() == [ROLL]
    for bot in bot_kinds(1):
        assert bot.choose(s) == ROLL


def test_random_bot_uses_every_action():
    s = winning_position()
    bot = RandomBot(3)
    assert {bot.choose(s) for _ in range(100)} == set(s.actions())


class Forever(engine.State):
    """A game that never ends: one action, forever."""

    def to_move(self):
        return 0

    def _legal(self):
        return [0]

    def _do(self, a):
        pass


class HalfMade(engine.State):
    """A choice in two steps: 1 picks, then 2 confirms or BACK (9) takes the pick back; the
    game ends at the tenth confirmation. Only BACK's code tells it apart from a move."""
    BACK = 9

    def __init__(self, only_back=False):
        engine.State.__init__(self, 1, 1, b"")
        self.sel = self.done = 0
        self.only_back = only_back

    def to_move(self):
        return engine.OVER if self.done >= 10 else 0

    def _legal(self):
        if self.only_back:
            return [9]
        return [2, 9] if self.sel else [1]

    def _do(self, a):
        self.sel = a == 1
        self.done += a == 2
        self.only_back = False


def test_bots_never_take_back_as_a_move_of_their_own():
    for bot in bot_kinds(5):
        s = HalfMade()
        assert play_out(s, [bot], limit=20) == 20 and 9 not in s.history
        assert bot.choose(HalfMade(only_back=True)) == 9     # unless it is the only action


class GiveUp(HalfMade):
    """HalfMade with a way to give up at every decision: CONCEDE (8) ends the game at once."""
    CONCEDE = 8

    def _legal(self):
        return HalfMade._legal(self) + [8]

    def _do(self, a):
        if a == 8:
            self.done = 10
        else:
            HalfMade._do(self, a)


def test_bots_never_concede():
    # Without the rule every random bot here concedes within its first few decisions.
    for bot in bot_kinds(5):
        s = GiveUp()
        assert play_out(s, [bot], limit=40) == 20 and 8 not in s.history, s.history


def test_play_out_raises_when_a_game_never_ends():
    with pytest.raises(RuntimeError) as e:
        play_out(Forever(1, 1, b""), [RandomBot(1)], limit=500)
    assert "did not end in 500" in str(e.value)
