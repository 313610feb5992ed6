"""gpcore.zones: cards in places, moves, draws, reshuffles, the generic copy and re-deal."""
import random


from gpcore.engine import State
from gpcore.rng import Rng
from gpcore.zones import Zones, PUBLIC, PRIVATE, HIDDEN, NOBODY

# Two seats: a deck (hidden), a hand (private) and a discard pile (public) each, plus a public
# row and a hidden stock. Hand and deck of a seat share a pool.
VIS = bytes((HIDDEN, PRIVATE, PUBLIC, HIDDEN, PRIVATE, PUBLIC, PUBLIC, HIDDEN))
OWNER = bytes((0, 0, 0, 1, 1, 1, NOBODY, NOBODY))
POOL = bytes((0, 0, 2, 3, 3, 5, 6, 7))
SIZES = (6, 4, 0, 6, 4, 0, 5, 10)


def fresh():
    return Zones(SIZES, VIS, OWNER, POOL)


def census(z):
    """Every card once: the union of the zones is 0..n-1 and sizes add up."""
    allc = b"".join(z.cards(i) for i in range(len(z.vis)))
    assert sorted(allc) == list(range(len(z.buf)))
    assert sum(z.size(i) for i in range(len(z.vis))) == len(z.buf)


class S(State):
    LAZY = (("gpcore.zonecopy", " copy _redeal "),)

    def __init__(self, seats=2, seed=1, options=b"", rng=None):
        State.__init__(self, seats, seed, options, rng)
        self.zones = fresh()
        self.hp = bytearray((5, 3))
        self.turn = 1

    def to_move(self):
        return self.turn


def test_deal_in_order_and_sizes():
    z = fresh()
    assert z.cards(0) == bytes(range(6)) and z.cards(1) == bytes(range(6, 10))
    assert z.size(2) == 0 and z.cards(7)[-1] == 34 and z.cards(7)[0] == 25
    census(z)


def test_move_top_bottom_every_direction():
    rnd = random.Random(3)
    z = fresh()
    model = [list(z.cards(i)) for i in range(len(VIS))]
    for _ in range(2000):
        c = rnd.randrange(len(z.buf))
        to = rnd.randrange(len(VIS))
        bottom = rnd.random() < 0.5
        for m in model:
            if c in m:
                m.remove(c)
        model[to].insert(0, c) if bottom else model[to].append(c)
        z.move(c, to, bottom)
        assert [list(z.cards(i)) for i in range(len(VIS))] == model
    census(z)


def test_draw_top_and_empty():
    z = fresh()
    assert z.draw(0, 1) == 5
    assert z.cards(1)[-1] == 5 and z.size(0) == 5
    assert z.draw(2, 1) is None      # empty pile: nothing moves
    census(z)


def test_reshuffle_the_discard_pile():
    z = fresh()
    for c in (6, 7, 8, 9):
        z.move(c, 2)             # four cards to the discard pile
    z.pour(2, 0)                 # remake the deck with them
    assert z.size(2) == 0 and z.cards(0)[-4:] == bytes((6, 7, 8, 9))
    z.shuffle(0, Rng(4))
    assert sorted(z.cards(0)) == list(range(10))
    census(z)


def test_copy_is_independent():
    s = S()
    c = s.copy()
    c.zones.move(0, 6)
    c.hp[0] = 0
    assert s.zones.cards(0) == bytes(range(6)) and s.hp[0] == 5
    assert c.zones.vis is s.zones.vis
    assert (c.rng.z, c.rng.w) == (s.rng.z, s.rng.w) and c.rng is not s.rng


def test_observe_redeals_exactly_what_the_seat_cannot_see():
    s = S()
    s.zones.move(10, 2)          # a public discard
    for seed in range(1, 40):
        o = s.observe(0, Rng(seed))
        z, r = o.zones, s.zones
        assert z.cards(1) == r.cards(1)          # own hand
        assert z.cards(2) == r.cards(2) and z.cards(5) == r.cards(5) and z.cards(6) == r.cards(6)
        assert sorted(z.cards(0)) == sorted(r.cards(0))   # own deck: order only
        # the other seat's hand and deck: one pool, sizes kept
        assert sorted(z.cards(3) + z.cards(4)) == sorted(r.cards(3) + r.cards(4))
        assert sorted(z.cards(7)) == sorted(r.cards(7))
        for i in range(len(VIS)):
            assert z.size(i) == r.size(i)
        census(z)
    seen = set()
    for seed in range(1, 40):
        o = s.observe(0, Rng(seed))
        seen.add(o.zones.cards(4))
    assert len(seen) > 5                         # the other hand is really re-dealt
    assert s.zones.cards(4) == bytes(range(16, 20))   # the real state is untouched


def test_observe_never_touches_the_real_generator():
    s = S()
    before = (s.rng.z, s.rng.w)
    s.observe(1, Rng(2))
    assert (s.rng.z, s.rng.w) == before


def test_observe_depends_only_on_what_the_seat_sees():
    """Two states seat 0 cannot tell apart (another re-deal of what it cannot see) give the
    same copy for the same generator: a bot thinking on copies cannot read the hidden part."""
    s = S()
    differs = 0
    for seed in range(1, 20):
        other = s.observe(0, Rng(100 + seed))
        differs += other.zones.buf != s.zones.buf
        assert s.observe(0, Rng(seed)).zones.buf == other.observe(0, Rng(seed)).zones.buf
    assert differs


def test_where():
    z = fresh()
    assert [z.where(c) for c in (0, 5, 6, 10, 19, 20, 29)] == [0, 0, 1, 3, 4, 6, 7]


def test_ordered_sorts_card_ids_without_a_list():
    from gpcore.zonecopy import ordered
    part = bytearray(random.Random(4).sample(range(256), 100))
    out = ordered(part)
    assert isinstance(out, bytearray) and list(out) == sorted(part)
