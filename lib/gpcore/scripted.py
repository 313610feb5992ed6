"""ScriptedRng: a generator with fixed results for tests."""
from gpcore.rng import Rng


class ScriptedRng(Rng):
    """Test generator: below()/die() return the scripted values in order, then fall back to
    the seeded generator. Scripted values are raw results (0-based for below, faces for die).
    A copy (gpcore.zonecopy.fork) is a plain Rng of the same seeded stream."""

    def __init__(self, script, seed=1):
        Rng.__init__(self, seed)
        self.script = list(script)

    def below(self, n):
        if self.script:
            v = self.script.pop(0)
            if not 0 <= v < n:
                raise ValueError("scripted value %d not below %d" % (v, n))
            return v
        return Rng.below(self, n)

    def die(self, n):
        if self.script:
            v = self.script.pop(0)
            if not 1 <= v <= n:
                raise ValueError("scripted die %d not in 1..%d" % (v, n))
            return v
        return Rng.die(self, n)
