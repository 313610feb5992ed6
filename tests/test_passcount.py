"""tools/passcount.py: the pass screens of a game of two people, counted on the real shell."""
import pytest

from tests import grabgame
from tools import passcount


@pytest.mark.parametrize("rounds, option", ((3, 0), (2, 1)))
def test_every_secret_choice_of_goblin_grab_is_behind_a_pass_screen(rounds, option):
    # Goblin Grab: each round both seats choose a card in secret, one after the other, so the
    # device changes hands before every decision: a pass screen each, none for the banners.
    assert passcount.pass_screens(grabgame, 1, bytes((option, 0))) == (2 * rounds, 2 * rounds)
