"""One event format for every game (gpcore.events): State.say packs a kind and up to three
values into one int; a game's text module decodes it with its table and value function; the
log of every catalog game and of the template holds only such ints, and they all decode."""
import pytest

from gpcore import events
from gpcore.engine import State
from tests.gamesuite import AnyAction, fits, load, names


class Toy(State):
    pass


def value(st, letter, v, names):
    if letter == "-":
        return None
    return names[v] if letter == "s" else v


def test_pack_and_decode():
    st = Toy(2, 1, b"")
    st.say(1, 1, 255, 200)
    st.say(0)
    assert st.log == [1 | 1 << 5 | 255 << 13 | 200 << 21, 0]
    assert st.log[0] < 1 << 29
    table = ("|Nothing", "sn-|%s: %d")
    assert events.events(st, table, value, ["Ann", "Bob"]) == ["Bob: 255", "Nothing"]


@pytest.mark.parametrize("name", names())
def test_every_game_logs_ints_that_decode(name):
    game = load(name)
    for seed in (1, 2):
        st = game.new_game(game.MAX_SEATS, seed, bytes(len(game.OPTIONS)))
        bot = AnyAction(seed)
        kinds = set()
        while not st.over():
            st.apply(bot.choose(st))
            for e in st.log:
                assert isinstance(e, int) and 0 <= e < 1 << 29, (name, e)
                kinds.add(e & 31)
            lines = st.events(["P%d" % i for i in range(st.seats)])
            assert len(lines) == len(st.log) and all(fits(t, 26) for t in lines), lines
        assert len(kinds) >= 5
