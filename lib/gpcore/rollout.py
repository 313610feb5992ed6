"""Bots that look ahead on observe() copies (RolloutBot, GreedyBot) and play_out(), which lets
bots play a game to its end: used by tests, tools and any game that makes a rollout bot (none of
the device's games does), so kept apart from gpcore.bots' random bot, which a game on the
device may hold in play.
"""
from gpcore.bots import RandomBot, moves
from gpcore.rng import Rng


class RolloutBot:
    """For each legal action: `playouts` observed copies, the action, then up to `depth`
    further actions by a policy bot (random by default), scored by evaluate(seat).
    Cost per decision: len(actions) * playouts * depth applies; keep it small on the device."""

    def __init__(self, seed=1, playouts=4, depth=30, policy=None):
        self.rng = Rng(seed)
        self.playouts = playouts
        self.depth = depth
        self.policy = policy if policy is not None else RandomBot(seed + 1)

    def choose(self, state):
        seat = state.to_move()
        acts = moves(state)
        if len(acts) == 1:
            return acts[0]
        best = acts[0]
        best_v = None
        for a in acts:
            total = 0
            for _ in range(self.playouts):
                c = state.observe(seat, self.rng)
                c.apply(a)
                n = self.depth
                while n > 0 and not c.over():
                    c.apply(self.policy.choose(c))
                    n -= 1
                total += c.evaluate(seat)
            if best_v is None or total > best_v:
                best, best_v = a, total
        return best


class GreedyBot(RolloutBot):
    """Tries each legal action once on an observed copy and keeps the best evaluate():
    a rollout bot with one playout and no look-ahead beyond the action."""

    def __init__(self, seed=1):
        RolloutBot.__init__(self, seed, playouts=1, depth=0)


def play_out(state, bots, limit=100000):
    """Let bots[seat] move until the game ends; returns the number of actions applied.
    Raises RuntimeError if the game runs past `limit` actions (a game must end)."""
    n = 0
    while not state.over():
        if n >= limit:
            raise RuntimeError("game did not end in %d actions" % limit)
        state.apply(bots[state.to_move()].choose(state))
        n += 1
    return n
