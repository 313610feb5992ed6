"""One event format for every game (gpcore.events): State.say packs a kind and up to three
values into one int; a game's text module decodes it with its table and value function; the
log of every catalog game and of the template holds only such ints, and they all decode.
No module but gpcore.events decodes a logged event with a number (gpcore.events.kind)."""
import ast
import glob
import os

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
    assert [events.kind(e) for e in st.log] == [1, 0]


def log_decodes(text):
    """Lines where an entry of a log (for e in s.log, in a loop or a comprehension) is shifted
    or masked by a number."""
    out = set()
    for node in ast.walk(ast.parse(text)):
        gens = [node] if isinstance(node, ast.For) else getattr(node, "generators", ())
        for g in gens:
            if isinstance(g.iter, ast.Attribute) and g.iter.attr == "log" and \
                    isinstance(g.target, ast.Name):
                out.update(n.lineno for n in ast.walk(node) if isinstance(n, ast.BinOp) and
                           isinstance(n.op, (ast.BitAnd, ast.RShift)) and
                           isinstance(n.left, ast.Name) and n.left.id == g.target.id and
                           isinstance(n.right, ast.Constant))
    return sorted(out)


def test_no_text_decodes_an_event_with_a_number():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    bad = []
    for f in glob.glob(os.path.join(root, "lib", "*", "*.py")) + \
            glob.glob(os.path.join(root, "firmware", "**", "*.py"), recursive=True):
        if not f.endswith(os.path.join("gpcore", "events.py")):
            bad += ["%s:%d" % (os.path.relpath(f, root), n) for n in log_decodes(open(f).read())]
    assert bad == []
    assert log_decodes("for e in s.log:\n    if e & 31 == 4:\n        n += 1\n"
                       "k = [e >> 5 for e in st.log]\nj = [e & 1 for e in log]\n") == [2, 4]


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
