"""tools/passcount.py: the pass screens of a game of two people, counted on the real shell."""
import types

import pytest

from tests import grabgame
from tools import passcount


@pytest.mark.parametrize("rounds, option", ((3, 0), (2, 1)))
def test_every_secret_choice_of_goblin_grab_is_behind_a_pass_screen(rounds, option):
    # Goblin Grab: each round both seats choose a card in secret, one after the other, so the
    # device changes hands before every decision: a pass screen each, none for the banners;
    # no seat holds a turn (no `cur`): every choice is a turn of its own, none an answer.
    assert passcount.pass_screens(grabgame, 1, bytes((option, 0))) == \
        (2 * rounds, 0, 2 * rounds, 2 * rounds)


class _TurnGrab(grabgame.GrabState):
    # Goblin Grab where a round is the turn of seat round % 2, who chooses first; the other
    # seat's choice is an answer in that turn.
    @property
    def cur(self):
        return self.round % self.seats

    def to_move(self):
        if self.round >= self.rounds:
            return grabgame.OVER
        for i in range(self.seats):
            s = (self.cur + i) % self.seats
            if not self.picks[s]:
                return s
        return grabgame.OVER

    def copy(self):
        c = grabgame.GrabState.copy(self)
        c.__class__ = _TurnGrab
        return c


def test_a_pass_screen_to_a_seat_whose_turn_it_is_not_is_for_answers():
    # 3 rounds: 0 then 1, 1 then 0, 0 then 1. The device goes to seat 0 (its turn), to 1
    # (an answer); seat 1 holds it for its own turn, then to 0 (an answer); 0 holds it again
    # for its turn, then to 1 (an answer).
    game = types.ModuleType("grabgame")
    game.__dict__.update(grabgame.__dict__)
    game.new_game = lambda seats, seed, options: _TurnGrab(seats, seed, options)
    assert passcount.pass_screens(game, 1, bytes(2)) == (4, 3, 3, 6)
