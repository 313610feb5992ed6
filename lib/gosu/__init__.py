"""Gosu: goblin armies of five clans in three rows, activation tokens, mutations, Great Battles
and special victories, for 2 to 4 seats, every card power an effect program (gpcore.effects).

Engine interface as in gpcore.engine. Modules: state (Gosu: the data, the turn's flow), acts
(the turn's verbs and their choices: play, mutate, activate), rules (armies, limits, costs,
military, special victories, the Great Battle), fx (one handler per opcode of the cards'
effect language), text (labels, hints, events, the generic view's lines), bot (make_bot and
evaluate()), checks (invariants, for the tests), tables and names (packed by
tools/pack_tables.py from tools/tables/gosu_cards.csv, PROPOSED stand-in data), codes (public
codes). The rules are /work/shared/rules/gosu_summary.txt with the rulings of
/work/shared/data/gosu.md (README "Gosu").
"""
NAME = "gosu"
TITLE = "Gosu"
MIN_SEATS = 2
MAX_SEATS = 4
HIDDEN = True       # other hands and the draw pile (gpcore.engine)
SHORTEST = 6        # actions in the shortest whole game: three rounds of two passes
OPTIONS = (("Turn limit", ("Off", "10 turns")),)
RULES = ("Each turn one action:", "play, mutate, activate,",
         "draw 1 (1 token), draw 3", "(2 tokens), or pass.",
         "All passed: Great Battle,", "highest military wins 1 VP",
         "(tie: Advantage holder).", "3 VP or a special", "victory wins.",
         "Cards: a PROPOSED", "stand-in set.")


def new_game(seats, seed, options=b"", rng=None):
    """A new game for 2..4 seats; options as in OPTIONS; rng lets tests script the deal."""
    from gosu.state import Gosu
    st = Gosu(seats, seed, options, rng)
    st.deal()
    return st


def make_bot(level, seed=1):
    """Level 0: random; level 1 and up: Gosu's own bot (gosu.bot)."""
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    from gosu.bot import Bot
    return Bot(seed)
