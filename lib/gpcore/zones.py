"""Cards in places: decks, hands, discard piles, rows, a pawnshop... kept in two bytearrays.

A Zones object holds every card id (0..255) of a game exactly once, in one bytearray `buf`
laid out zone by zone: zone z is buf[start[z]:start[z + 1]], its last card the top. Moving a
card shifts the cards between its old and new place by one, so no card is ever lost or
doubled, and no object is made per card.

Each zone is declared once, as three bytes per zone:
  vis    PUBLIC (everyone sees it), PRIVATE (only its owner sees it: a hand) or HIDDEN (no one
         sees its order, not even the owner: a deck)
  owner  the seat owning it, or NOBODY
  pool   zones of one pool may hold each other's unseen cards: a seat that cannot see a hand
         nor its owner's deck knows only which cards are in the two together
From that declaration the state functions copy(st) and _redeal(st, seat) of gpcore.zonecopy
work for every game that keeps its cards in `st.zones` (a game names them in its State.LAZY
table, so they load only when a copy is asked for): observe(seat) re-deals what the seat
cannot see, pool by pool, keeping every zone's size.
"""
from gpcore import const

PUBLIC = const(0)
PRIVATE = const(1)
HIDDEN = const(2)
NOBODY = const(255)


class Zones:
    """Zones(a, vis, owner, pool): a[z] the number of cards in zone z at the start (cards 0, 1,
    2... dealt in order: zone 0 gets the first a[0] ids); vis, owner, pool as in the module
    docstring (bytes, shared by copies). Arguments have one-letter names that other modules
    use too (each distinct name takes heap on the device): c a card, y and z zones."""

    def __init__(self, a, vis, owner, pool):
        n = len(a)
        self.vis = vis
        self.owner = owner
        self.pool = pool
        s = self.start = bytearray(n + 1)
        t = 0
        for z in range(n):
            t += a[z]
            s[z + 1] = t
        self.buf = bytearray(range(t))

    def size(self, z):
        return self.start[z + 1] - self.start[z]

    def cards(self, z):
        """The cards of zone z, bottom first (a new bytes object): card i is cards(z)[i] (0 the
        bottom, -1 the top; no method of its own, which every game would hold)."""
        return bytes(self.buf[self.start[z]:self.start[z + 1]])

    def where(self, c):
        """The zone holding card c."""
        i = self.buf.find(bytes((c,)))
        z = 0
        while self.start[z + 1] <= i:
            z += 1
        return z

    # Move card c (wherever it is) onto zone z: on top, or at the bottom if b. (A comment, not
    # a docstring: the lines between the def and the code are counted in its line table.)
    def move(self, c, z, b=False):
        buf = self.buf
        i = buf.find(bytes((c,)))
        y = self.where(c)          # the zone holding c
        j = self.start[z + (not b)]
        s = -1                     # the cards between slide up; zones z+1..y start later
        if j > i:                  # the cards between slide down; zones y+1..z start earlier
            j -= 1
            y += 1
            z += 1
            s = 1
        for k in range(i, j, s):   # (a byte at a time: a slice's copy was a block to find)
            buf[k] = buf[k + s]
        for k in range(y, z, s):
            self.start[k] -= s
        buf[j] = c

    def draw(self, y, z):
        """Move the top card of zone y onto zone z; returns it, or None if y is empty."""
        if not self.size(y):
            return None
        c = self.buf[self.start[y + 1] - 1]
        self.move(c, z)
        return c

    def pour(self, y, z):
        """Move every card of zone y onto zone z (bottom first): a discard pile reshuffled
        into the deck."""
        for c in self.cards(y):
            self.move(c, z)

    def shuffle(self, z, rng):
        """Shuffle zone z in place with the generator rng (through a view: no copy)."""
        rng.shuffle(memoryview(self.buf)[self.start[z]:self.start[z + 1]])
