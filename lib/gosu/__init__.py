"""Gosu: goblin armies of five clans in three rows, activation tokens, mutations, Great Battles
and special victories, for 2 to 4 seats, every card power an effect program (gpcore.effects).
The screens (firmware/views/gosu/) read a game through gosu.info's read functions (seats,
cards, marks, card facts, costs, the table), gosu.text's letters and gosu.codes (Read API
modules: info text codes).

Engine interface as in gpcore.engine. Modules: state (Gosu: the data, the turn's flow, the
Great Battle), setup (the deal) and mull (the mulligan), unloaded after use, acts (the turn's verbs
and their choices: play, mutate, activate), rules (armies, limits, costs, military, special
victories), fx (the handlers of the opcodes of the cards' effect language), text (labels,
hints, events, result, the generic view's lines), bot (make_bot's), thinking (copies for
observe() and evaluate(), for rollouts), checks (invariants, for the tests), info (OPTIONS,
RULES), tables and names (packed by tools/pack_tables.py from tools/tables/gosu_cards.csv,
PROPOSED stand-in data), codes (public codes). The rules: the Gosu rules summary
(gosu_summary.txt) with the rulings of the Gosu data file (gosu.md) given to the project;
PROPOSED values are marked in the CSV.
"""
from gpcore import once

NAME = "gosu"
TITLE = "Gosu"
MIN_SEATS = 2
MAX_SEATS = 4


def __getattr__(name):
    """OPTIONS and RULES, the menu texts, come from gosu.info (unloaded again); any other
    name is tried as a submodule (MicroPython's `from gosu import x`)."""
    try:
        if name == "OPTIONS" or name == "RULES":
            return once("gosu.info", name)
        return __import__("gosu." + name, None, None, (name,))
    except ImportError:
        raise AttributeError(name)


def new_game(seats, seed, options=b"", rng=None):
    """A new game for 2..4 seats; options as in OPTIONS; rng lets tests script the deal. The
    deal (gosu.setup, dropped after it) comes before the modules of play it does not need,
    fx and acts, which load after a collection each into the room it leaves (from .py sources
    gosu.setup has loaded them first: their compile needs more room than the deal); then
    gosu.tables is dropped: those modules hold its columns (tools/MEMORY.md)."""
    import gc
    st = once("gosu.setup", "deal", seats, seed, options, rng)
    for x in ("gosu.fx", "gosu.acts"):
        gc.collect()
        __import__(x)
    once("gosu.tables")
    gc.collect()
    return st


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: Gosu's own bot (no state of its own: the module
    gosu.bot with its choose(state)), loaded after a collection."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    import gc
    gc.collect()
    from gosu import bot
    return bot
