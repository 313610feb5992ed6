"""Karak: explore a growing dungeon, fight monsters, open chests, beat the dragon.

Engine interface as in gpcore.engine. Modules, lean on heap (a bot-only game keeps only the
first six, the others load when asked and several unload again):
  board (map, inventories, token columns read from the packed tables in ruletables, which is
  unloaded again), state (KarakState: data, engine interface), rules (legal actions, settle),
  turn (applying actions, turn flow), fight, bot (the good bot, deciding on the real state: no
  copy; loaded by make_bot from .mpy, before the deal from .py: karak.setup); setup (the deal,
  borrowed by new_game for one call),
  info (menu texts, read through this package), text (labels,
  hints, events, score sheet, result, the read API below), thinking (copies for observe(),
  evaluate()), words (the tuples of names and numbers the screens read: tiles, tokens, heroes,
  directions), codes (public names for the tests and tools: rule numbers, phases, action
  codes, heroes, tokens, fight indexes, event codes; the packed tables with names in tables;
  tools/pack_tables.py writes into each module of a game in play, views included, the const()
  copies of the codes it uses). Legal actions come as a bytearray (codes fit a byte).
Heap figures and what was done for them: README "Figures", tools/MEMORY.md.

Read API for the screens (s = the state; seats 0..seats-1; tiles 0..s.nt-1, 0 = start): the
state's attributes and methods below, this package's names, and the modules karak.words,
karak.text, karak.hints and karak.codes (Read API modules: words text hints codes); a view
imports no other module of the engine (tests/test_views_read_api.py).
  s.to_move()/s.turn       seat to move (its hero is the active hero); s.phase (codes.P_*)
  s.nt, s.tile(t)          placed tiles: (x, y, kind codes.START/TUNNEL/FOUNTAIN/GATE/ROOM,
                           exits mask bit 1<<d for d = 0 N, 1 E, 2 S, 3 W, token or NONE)
  s.tile_at(x, y)          tile index or None; s.bounds() -> (x0, y0, x1, y1), y grows south
  s.dropped(t)             items lying on tile t (token indexes; codes.TOK_ITEM names them)
  a chest on t: s.ttok[t] == codes.CHEST (else a monster, or NONE)
  s.hero[seat]             hero id (codes.HERO_NAMES), codes.NONE while heroes are being chosen
  s.pos[seat]              tile index of the hero; s.hearts[seat] 0..HEARTS
  s.unconscious(seat)      no hearts left: misses the next turn
  s.inventory(seat)        items held (token indexes: codes.TOK_ITEM, TOK_BONUS, TOK_CAT)
  s.curse                  the cursed seat or NONE (one at most)
  s.points2(seat)          points doubled (chest 2, the Fallen 2, ruby 3); text.points_text
  s.score_sheet(seat)      [(label, doubled points), ..., ("Total", n)]
  s.steps                  steps left this turn
  s.fight                  bytearray, indexes codes.F_*: monster, strength, both dice, weapon
                           bonus, flames used, sacrifice, ability bonus, total, result
                           (0 open, codes.WIN/TIE/LOSS); kept after the fight ends
  s.events()               short lines of what the last action caused (dice, reveals, results;
                           s.log holds them as int codes, codes.E_*)
  s.label(a) <= 20 chars, s.hint(a) <= 26 chars for each of s.actions()
  s.targets(a)             the map places (x, y) menu entry a names (a step, a gate, ...)
  s.preview(a)             (x, y, kind, exits) of the drawn tile as Rotate entry a lays it,
                           else None
  s.round                  rounds played; the game also ends after codes.ROUND_CAP rounds
  karak.why(s)             why the game ended (<= 25 chars), None while it goes on
  karak.POWERS, LEGEND     a line per hero (its power), per sprite of the view's legend
"""

from gpcore import once

NAME = "karak"
TITLE = "Karak"
MIN_SEATS = 2
MAX_SEATS = 5


def __getattr__(name):
    """SEAT_NAMES, OPTIONS, RULES, POWERS, LEGEND and why (menu and help texts) are read from
    karak.info when asked for (module __getattr__, PEP 562), so that they take no heap during
    a game; points_text, the results screen's hook (doubled points as text, 3 -> "1.5"), from
    karak.text. Any other name is a submodule: MicroPython's `from karak import board` asks
    here before importing it."""
    if name in ("SEAT_NAMES", "OPTIONS", "RULES", "POWERS", "LEGEND", "why"):
        return once("karak.info", name)
    try:
        if name == "points_text":
            return __import__("karak.text", None, None, (name,)).points_text
        return __import__("karak." + name, None, None, (name,))
    except ImportError:
        raise AttributeError(name)


def new_game(seats, seed, options=b"", rng=None):
    """A new game (options as in OPTIONS; rng lets tests pass a ScriptedRng), dealt by
    karak.setup, borrowed for the deal (gpcore.once: on disk until the next new game)."""
    import gc
    st = once("karak.setup", "deal", seats, seed, options, rng)
    gc.collect()
    return st


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: the Karak bot, which keeps no state and needs no
    generator, so it is the module karak.bot itself, with its choose(state)."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    from karak import bot    # (from .py, karak.setup has loaded it before the deal)
    return bot
