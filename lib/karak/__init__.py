"""Karak for Goblin Pocket (temporary stub docstring)."""
from karak.data import A_LIMIT

NAME = "karak"
TITLE = "Karak"
MIN_SEATS = 2
MAX_SEATS = 5
OPTIONS = (("Heroes", ("Random", "Choose")), ("Variant", ("Normal", "Expert")))
RULES = ()


def new_game(seats, seed, options=b"", rng=None):
    from karak.state import KarakState
    return KarakState(seats, seed, options, rng)


def make_bot(level, seed=1):
    if level <= 0:
        from gpcore.bots import RandomBot
        return RandomBot(seed)
    from karak.bot import KarakBot
    return KarakBot(seed)
