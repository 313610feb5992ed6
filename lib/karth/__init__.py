"""Heroes of Karth: Deathmatch, adventure mode: a Dungeon Master against one to three
Adventurers in a 6x8 dungeon of terrain tiles with walls; units hired onto Spawners move,
attack in range counted around walls, use abilities (25 opcodes, gpcore.effects) and answer
in the other side's turn (Counter, Heal Potion, Spike Trap).

Engine interface as in gpcore.engine. Modules: state (Karth: the data, the flow of an
action), setup (the decks, hands, mulligan, the dungeon's layout; unloaded after use), acts
(the turn's legal actions), turn (the turn's steps, hiring, unit turns), move (a unit's move,
its tile effects, its attack; movement), begin (the turn's beginning, readying, its end with
poison, conceding), rules (units, range), harm (damage, death, the windows and their answers,
wins), fx (the opcodes), start (new_game's body: the load order, the deal; unloaded
again), thinking (observe()'s re-deal, copy, evaluate()), text
(labels, hints, events), lines (the generic view's lines and legend), bot (make_bot's
level 1), checks (facts and invariants, for the tests), info (OPTIONS, RULES), tables and
names (packed by tools/pack_tables.py from tools/tables/karth_cards.csv and karth_terrain.csv,
PROPOSED rows marked), codes (public codes).
(Read API modules: info text names tables codes)
The rules: the adventure rulebook with the rulings of the
Karth data file (karth.md)."""
from gpcore import once

MAX_SEATS = 4       # (the other menu facts: karth.info)


def __getattr__(name):
    """NAME is the package's own; TITLE, MIN_SEATS, PERSON_SEAT, OPTIONS and RULES, which the
    menus read (the play never does), come from karth.info, new_game from karth.start, each
    unloaded again (held here, they were names of this module's table, a string and a
    function through every game); any other name is tried as a submodule (MicroPython's
    `from karth import x`)."""
    if name == "NAME":
        return __name__
    try:
        if name.isupper():
            return once("karth.info", name)
        if name == "new_game":
            return once("karth.start", name)
        return __import__("karth." + name, None, None, (name,))
    except ImportError:
        raise AttributeError(name)


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: Karth's own bot (karth.bot)."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    from karth.bot import Bot       # (loaded by new_game)
    return Bot(seed)
