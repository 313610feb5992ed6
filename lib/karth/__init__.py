"""Heroes of Karth: Deathmatch, adventure mode: a Dungeon Master against one to three
Adventurers in a 6x8 dungeon of terrain tiles with walls; units hired onto Spawners move,
attack in range counted around walls, use abilities (25 opcodes, gpcore.effects) and answer
in the other side's turn (Counter, Heal Potion, Spike Trap).

Engine interface as in gpcore.engine. Modules: state (Karth: the data, the flow of an
action), setup (the decks, hands, mulligan, the dungeon's layout; unloaded after use), acts
(the turn's legal actions), turn (the turn's steps, hiring, unit turns), move (a unit's move,
its tile effects, its attack; movement), begin (the turn's beginning, readying, its end with
poison, conceding), rules (units, range), harm (damage, death, the windows and their answers,
wins), fx (the opcodes), thinking (observe()'s re-deal, copy, evaluate()), text
(labels, hints, events), lines (the generic view's lines and legend), bot (make_bot's
level 1), checks (facts and invariants, for the tests), info (OPTIONS, RULES), tables and
names (packed by tools/pack_tables.py from tools/tables/karth_cards.csv and karth_terrain.csv,
PROPOSED rows marked), codes (public codes).
(Read API modules: info text names tables codes)
The rules: the adventure rulebook with the rulings of the
Karth data file (karth.md)."""
from gpcore import const, once

NAME = "karth"
TITLE = "Heroes of Karth"
MIN_SEATS = 2
MAX_SEATS = 4
PERSON_SEAT = 1     # the setup's default: one person, an Adventurer, against a bot DM
# --- constants: written by tools/pack_tables.py ---
_ROOM = const(768)
# --- end of constants ---


def __getattr__(name):
    """OPTIONS and RULES, the menu texts, come from karth.info (unloaded again); any other
    name is tried as a submodule (MicroPython's `from karth import x`)."""
    try:
        if name == "OPTIONS" or name == "RULES":
            return once("karth.info", name)
        return __import__("karth." + name, None, None, (name,))
    except ImportError:
        raise AttributeError(name)


def new_game(seats, seed, options=b"", rng=None):
    """A new game for 2..4 seats (seat 0 the Dungeon Master); rng lets tests script it. The
    history is an array of 2-byte codes (they go past 255) whose room is taken first, while
    the heap is still empty: grown late, a list asked for a 4 KB block when the heap was most
    cut up (MicroPython keeps an emptied array's room). From .py sources it is taken after
    the deal: the compiles below are the peak, and the room would be held through each."""
    from array import array
    import gc
    src = __file__.endswith(".py")
    room = array("H", range(0 if src else _ROOM))
    room[:] = array("H")
    # The play's modules, karth.setup and the bot loaded first, the largest first, while the
    # heap holds little, a collection after each; karth.setup stays loaded until the setup
    # phase ends (karth.state drops it). From .py sources compiling is the peak (a module
    # needs about 4.5 times its source in one clean heap: karth.harm 50 KB, karth.fx 46), so
    # the turn's modules load here too (karth.acts before karth.turn, which would compile
    # it with its own code held; the bot before karth.turn: compiled last, the bot's 1.2 KB
    # block of bytecode failed); from .mpy files (this file not a .py) they load once the
    # setup is dropped, not held through the setup phase (tools/MEMORY.md). gpcore.effects
    # (imported by karth.state and karth.harm's functions) loads here too, not in the deal.
    # One import statement each: a tuple of their names would be a constant of this module,
    # held through the play (a string object each: about 0.4 KB on a 32-bit board).
    import karth.harm
    gc.collect()
    import karth.fx
    gc.collect()
    import karth.setup
    gc.collect()
    if src:
        import karth.acts
        gc.collect()
        import karth.bot
        gc.collect()
    import gpcore.effects
    gc.collect()
    if src:
        import karth.turn
    else:
        import karth.bot
    gc.collect()
    from karth.setup import deal
    st = deal(seats, seed, options, rng)
    gc.collect()    # the deal's garbage freed before the play (without: .mpy 56 -> 57 KB)
    if src:
        room = array("H", range(_ROOM))
        room[:] = array("H")
    st.history = room
    return st


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: Karth's own bot (karth.bot)."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    from karth.bot import Bot       # (loaded by new_game)
    return Bot(seed)
