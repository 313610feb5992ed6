"""ScriptedRng: a generator with fixed results for tests."""
from gpcore.rng import Rng


class ScriptedRng(Rng):
    """Test generator: below() returns the scripted values in order (0-based: a die's face
    less one, as a game rolls below(6) + 1), then falls back to the seeded generator."""

    def __init__(self, script, seed=1):
        Rng.__init__(self, seed)
        self.script = list(script)

    def copy(self):
        r = ScriptedRng(self.script)
        r.z = self.z
        r.w = self.w
        return r

    def below(self, n):
        if self.script:
            v = self.script.pop(0)
            if not 0 <= v < n:
                raise ValueError("scripted value %d not below %d" % (v, n))
            return v
        return Rng.below(self, n)
