"""Bots: every bot decides on observe() copies, so none can see hidden cards or future dice.

A bot is an object with choose(state) -> action, called when state.to_move() is the bot's seat.
Each bot owns its generator (seeded at creation), so bot play is repeatable in tests. These
bots work on every game: they choose among moves(state), never the game's BACK or CONCEDE.
The random bot is the device's weakest level; the rollout bots and play_out(), which only tests
and tools use, are in gpcore.rollout (so a game with a random bot holds none of them).
"""
from gpcore.rng import Rng


def moves(state):
    """The legal actions a bot may take as a move of its own: all but the game's BACK (gpcore.
    engine), which only takes back a half-made choice: a bot free to take it could choose, go
    back and choose again forever; nor its CONCEDE, which would give the game away."""
    acts = state.actions()
    back = getattr(type(state), "BACK", None)   # on the class: never a lazy lookup
    give = getattr(type(state), "CONCEDE", None)
    if back is None and give is None:
        return acts
    out = []                # (a loop: a comprehension is one more function held)
    for a in acts:
        if a != back and a != give:
            out.append(a)
    return out or acts


class RandomBot:
    """Picks any of moves(state): the baseline for tools/botmatch.py."""

    def __init__(self, seed=1):
        self.rng = Rng(seed)

    def choose(self, state):
        acts = moves(state)
        return acts[self.rng.below(len(acts))]
