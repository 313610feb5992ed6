"""The games the conformance suite (test_conformance.py) and the other per-game tests run, and
what they drive them with.

The games: every game of the device's catalog (gpcore.catalog.GAMES), and the template game of
the tests (tests/fixtures/toygame, not on the device) where a test can load it. A game joins
by being in the catalog. What the suite needs to know of a game it reads from the game (see
gpcore.engine): from its package MIN_SEATS, MAX_SEATS, OPTIONS and make_bot(level, seed),
from its state evaluate() and BACK, and from its checks module (facts(name), which only the
tests load) HIDDEN, SHORTEST and, where the game has them, invariants(state).
"""
import importlib

from gpcore import catalog
from gpcore.rng import Rng
from firmware.boards import BOARDS
from firmware.profiles import CHAR_W

TEMPLATE = "toygame"
LINE_MAX = min(b[1] for b in BOARDS.values()) // CHAR_W    # a hint line
LABEL_MAX = LINE_MAX - 1            # gpcore.engine: a menu entry, an event on the banner


def catalog_names():
    """The catalog's games, in menu order."""
    return [name for name, _ in catalog.GAMES]


def names():
    """The catalog's games, then the template."""
    return catalog_names() + [TEMPLATE]


def load(name):
    """The package of game `name`."""
    if name == TEMPLATE:
        return importlib.import_module("tests.fixtures." + TEMPLATE)
    return catalog.load(name)


def facts(name):
    """The checks module of game `name` (its package's `checks`): HIDDEN, SHORTEST and the
    optional invariants(state)."""
    module = load(name).__name__ + ".checks"
    try:
        return importlib.import_module(module)
    except ImportError as e:
        if e.name != module:
            raise
        raise AssertionError("%s has no module %s: its facts for the conformance suite (HIDDEN, "
                             "SHORTEST; gpcore.engine)" % (name, module))


def options(game, seed):
    """A choice for every option of `game`, varied by the seed."""
    return bytes(seed % len(option[1]) for option in game.OPTIONS)


def fits(s, cols):
    """s fits `cols` columns, its words shortened there if need be (firmware.ui.fit): none
    lost. (firmware.ui is imported here, not with this module, which tests of the engines
    import too: it takes the board module, so the simulator's fake must be in place first.)"""
    from firmware.ui import fit
    return len(fit(s, cols).split()) == len(s.split())


class AnyAction:
    """Not a bot: a seeded pick among all the legal actions, Back included (the bots of
    gpcore.bots never take it), so that random games go through every path of the rules."""

    def __init__(self, seed):
        self.rng = Rng(seed)

    def choose(self, st):
        acts = st.actions()
        return acts[self.rng.below(len(acts))]
