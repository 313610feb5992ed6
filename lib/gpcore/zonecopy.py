"""The generic copy() and observe() re-deal of a state whose cards are in gpcore.zones (its
`zones` attribute); a game names them in its State.LAZY table:
    ("gpcore.zonecopy", " copy _redeal ")
and fork(rng), the copy of a generator every game's copy() makes.
Loaded on first use: a game whose bots decide on the real state never needs them."""
from gpcore.rng import Rng
from gpcore.zones import Zones, PUBLIC, PRIVATE


def fork(rng):
    """An independent copy of generator rng, the same numbers to come (here, not a method of
    Rng that every game would hold through its play; a ScriptedRng's copy is a plain Rng, its
    script left to the original)."""
    c = Rng(0)
    c.z = rng.z
    c.w = rng.w
    return c


def copy(st):
    """An independent copy of state st: bytearrays, lists, the Zones and the generator
    copied, any other attribute (ints, bytes, tuples) shared."""
    c = type(st)(st.seats, st.seed, st.options, fork(st.rng))
    for k, v in st.__dict__.items():
        if isinstance(v, (bytearray, list)):
            v = type(v)(v)
        elif isinstance(v, Zones):
            z = Zones(b"", v.vis, v.owner, v.pool)
            z.start = bytearray(v.start)
            z.buf = bytearray(v.buf)
            v = z
        elif k == "rng":
            continue
        setattr(c, k, v)
    return c


def ordered(part):
    """The card ids of `part` (each once, as in Zones) in increasing order, in a new
    bytearray: sorted() would build a list of ints, a block of about 1 KB for 100 cards."""
    mark = bytearray(256)
    for c in part:
        mark[c] = 1
    out = bytearray(len(part))
    i = 0
    for c in range(256):
        if mark[c]:
            out[i] = c
            i += 1
    return out


def _redeal(st, seat):
    """Re-deal, with st.rng, every card `seat` cannot see among the zones it could be in
    (the unseen zones of its pool), keeping each zone's size. The cards are shuffled from one
    order (sorted), so the copy depends only on what the seat sees: a bot thinking on such
    copies chooses alike on any state its seat cannot tell apart (tests/test_conformance)."""
    zs = st.zones
    n = len(zs.vis)
    hid = bytearray(n)      # 1: a zone the seat cannot see, not yet re-dealt
    for z in range(n):
        v = zs.vis[z]
        hid[z] = not (v == PUBLIC or (v == PRIVATE and zs.owner[z] == seat))
    for p in range(n):
        if not hid[p]:
            continue
        pool = zs.pool[p]
        part = bytearray()
        for z in range(p, n):
            if hid[z] and zs.pool[z] == pool:
                part.extend(zs.buf[zs.start[z]:zs.start[z + 1]])
        part = ordered(part)
        st.rng.shuffle(part)
        i = 0
        for z in range(p, n):
            if hid[z] and zs.pool[z] == pool:
                hid[z] = 0
                k = zs.size(z)
                zs.buf[zs.start[z]:zs.start[z + 1]] = part[i:i + k]
                i += k
