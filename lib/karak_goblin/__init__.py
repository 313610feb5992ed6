"""Karak: Goblin: heroes fight through three levels of goblin caverns with chains of coloured
action cards, shop at the merchant, win keys and beat the Lord of All Monsters.

Engine interface as in gpcore.engine. Modules: turn (GoblinState: the data and the engine
interface; applying an action), rules (legal actions, helpers, the packed columns), battle
(end of battle, drawing, next turn), setup (new_game; unloaded once the game is dealt), info
(OPTIONS, RULES; read through this package), text (labels, hints, events, result, score
sheet: loaded when a screen asks), bot and botplan (loaded by make_bot), thinking
(copies for observe() and evaluate(), for the rollouts of gpcore.bots), tables and names
(packed by tools/pack_tables.py; tables is unloaded once the rules hold its columns), codes (public
codes). Cards live in gpcore.zones; copies for observe() come from gpcore.zonecopy (served by
thinking).

Read API for the screens (s = the state, seat = 0..s.seats-1): the state's attributes and
methods below and the modules karak_goblin.tables (the packed card columns, CARD_*: fields
read with the SHIFT/MASK codes the packer writes), karak_goblin.text (card(c), monster(c),
name(s, seat), curse(m, k), CURSES, CURSE_MARK) and karak_goblin.codes (Read API modules:
tables text codes); a view imports no other module of the engine
(tests/test_views_read_api.py).
  s.phase (codes.P_*), s.to_move(), s.hero[seat] (codes.H_*; NONE while heroes are chosen),
  s.hp[seat] 0..HP, s.pot[seat] potion bits (1 healing, 2 strength, 4 countercurse),
  s.stock[k] the merchant's potions, s.won[seat] monsters beaten, s.round, s.winner,
  s.zones.cards(s.zone(codes.Z_HAND, seat)) and the other zones (codes.Z_*; s.table(codes.T_*,
  level) for the table's), s.payable() the cards the merchant takes,
  s.b the battle record (codes.B_*: monster, cards played, countered curses, totals),
  s.totals() (attack, defence) of the battle so far,
  s.label(a), s.hint(a) (whole words: the screens fit them), s.events(), s.score_sheet(seat).
"""
from gpcore import once

NAME = "karak_goblin"
TITLE = "Karak: Goblin"
MIN_SEATS = 2
MAX_SEATS = 4


def __getattr__(name):
    """OPTIONS and RULES, the menu texts, come from karak_goblin.info (unloaded again);
    points_text, the results screen's hook (a result in words), from karak_goblin.text; any
    other name is tried as a submodule (MicroPython's `from karak_goblin import x`)."""
    try:
        if name == "OPTIONS" or name == "RULES":
            return once("karak_goblin.info", name)
        if name == "points_text":
            return __import__("karak_goblin.text", None, None, (name,)).points_text
        return __import__("karak_goblin." + name, None, None, (name,))
    except ImportError:
        raise AttributeError(name)


def new_game(seats, seed, options=b"", rng=None):
    """A new game for 2..4 seats; options as in OPTIONS; rng lets tests script the deals."""
    import gc
    st = once("karak_goblin.setup", "deal")(seats, seed, options, rng)
    gc.collect()
    return st


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: the Karak: Goblin bot (no state of its own: the module
    karak_goblin.bot with its choose(state)). Loaded after a collection, its judgement
    first: the bot then finds room in the heap the dealt game leaves (tools/memcheck.py)."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    import gc
    gc.collect()
    from karak_goblin import botplan, bot
    return bot
