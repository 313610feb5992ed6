"""Seeded random generator that gives the same numbers on CPython, MicroPython and CircuitPython.

Two multiply-with-carry generators on 16-bit halves (multipliers chosen so that a*2**16-1 and
(a*2**16-2)/2 are both prime). Every intermediate value stays below 2**30, so no long ints are
needed on a 32-bit board.
"""

from gpcore import const

_MASK16 = const(0xFFFF)   # const names with "_" are not kept as globals on MicroPython
_MASK15 = const(0x7FFF)


class Rng:
    """Deterministic generator owned by a game state; gpcore.zonecopy.fork(rng) copies it for a
    state's copy() (a function loaded with the copies, not a method every game would hold)."""

    # The 30-bit seed is scrambled by a six-round Feistel network on 15-bit halves: a
    # bijection, so every seed gets its own start, and nearby seeds (seed, seed + 1) start far
    # apart. z takes bits 1-15 (odd, so never the stuck state 0), w bits 16-29 and bit 0.
    # n counts the draws; an engine adds 1 when an action shows something hidden (a card or
    # tile off a pile shuffled at setup), so a caller comparing n before and after apply()
    # knows whether chance or hidden information came in (the shell's undo). (Comments above
    # the def: lines inside a function are counted in its code's line table.)
    def __init__(self, seed):
        m = _MASK15         # (a local: the constant is 4 bytes of code at each use)
        lo = seed & m
        hi = (seed >> 15) & m
        for k in (0x2F1B, 0x5C4D, 0x1A73, 0x6B95, 0x3E27, 0x4D59):
            p = (lo ^ k) * 0x5BD1
            hi, lo = lo, hi ^ ((p ^ (p >> 15)) & m)
        self.z = (hi & 1) << 15 | lo | 1     # (hi and lo are below 2**15)
        self.w = (hi >> 1) + ((lo & 1) << 14) + 0x2A5D
        self.n = 0

    # Next raw value in 0 .. 2**30-1. (The masks through a local: a constant is 4 bytes of
    # code at each use; a comment, not a docstring, as for __init__: the code is in one 16-byte
    # block fewer.)
    def bits30(self):
        self.n += 1
        m = _MASK16
        self.z = 16380 * (self.z & m) + (self.z >> 16)
        self.w = 16365 * (self.w & m) + (self.w >> 16)
        return (self.z & m >> 1) << 15 | self.w & m >> 1      # (m >> 1: _MASK15)

    def below(self, n):
        """Uniform int in 0 .. n-1 (n >= 1), by rejection so that no value is favoured."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError(n)     # n < 1 (no message: its text would be held)
        bucket = 0x3FFFFFFF // n
        while True:
            v = self.bits30() // bucket
            if v < n:
                return v

    # A die roll 1 .. n (n, not sides: a name below() has already; no default: the tuple of
    # it would be held with the function, and a comment, not a docstring, keeps the code in
    # one 16-byte block).
    def die(self, n):
        return self.below(n) + 1

    def shuffle(self, a):
        """Fisher-Yates shuffle of a list or bytearray a in place (the argument's name is one
        other modules use: each distinct name takes heap on the device)."""
        i = len(a) - 1
        while i > 0:
            j = self.below(i + 1)
            a[i], a[j] = a[j], a[i]
            i -= 1

