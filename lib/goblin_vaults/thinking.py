"""Copies of a state for observe() and a position's value for rollout bots (State.evaluate).

Methods of VaultsState through its LAZY modules (gpcore.engine): the game's own bot decides on
the real state from what its seat may see (bot.py), so a bot game never loads this module."""
from array import array
from gpcore.zonecopy import fork
from goblin_vaults.state import VaultsState
from goblin_vaults.codes import GLAVRUN, FACEDOWN, PH_BID
from goblin_vaults.tables import CARDS_COUNT

_FIELDS = ("deck", "gdeck", "gdisc", "vault", "pick", "block", "bgear", "bids", "pend",
           "gears", "goals", "fac", "gfac")
_INTS = ("n", "first", "round", "phase", "nbid", "warden", "wgear", "gglav", "sel")


def copy(st):
    """An independent copy (own generator, bytearrays, log and history)."""
    c = VaultsState(st.n, st.seed, st.options, fork(st.rng))
    c.hands = [bytearray(h) for h in st.hands]
    for f in _FIELDS:
        setattr(c, f, bytearray(getattr(st, f)))
    for f in _INTS:
        setattr(c, f, getattr(st, f))
    c.log = list(st.log)
    c.history = array("H", st.history)
    return c


def _redeal(st, seat):
    """Shuffle back into the same places what `seat` cannot see: other hands, other seats'
    unrevealed first picks and face-down vault cards, the loot deck and Glavrun's deck. The
    pool is built in card order, so the result depends only on which cards are unseen, never
    on where they really lie."""
    seqs = [st.deck, st.gdeck]
    for s in range(st.n):
        if s != seat:
            seqs.append(st.hands[s])
    cells = []                       # other seats' face-down vault cells
    for i in range(len(st.vault)):
        if st.vault[i] & FACEDOWN and i // 12 != seat:
            cells.append(i)
    unseen = bytearray(CARDS_COUNT)
    for q in seqs:
        for c in q:
            unseen[c] = 1
    for s in range(st.n):
        if s != seat and st.pick[s]:
            unseen[st.pick[s] - 1] = 1
    for i in cells:
        unseen[(st.vault[i] & 0x7F) - 1] = 1
    pool = bytearray()
    for c in range(CARDS_COUNT):
        if unseen[c]:
            pool.append(c)
    st.rng.shuffle(pool)
    p = 0
    for q in seqs:                   # bytearrays refilled in place
        for i in range(len(q)):
            q[i] = pool[p]
            p += 1
    for s in range(st.n):
        if s != seat and st.pick[s]:
            st.pick[s] = pool[p] + 1
            p += 1
    for i in cells:
        st.vault[i] = (pool[p] + 1) | FACEDOWN
        p += 1
    if st.phase == PH_BID and st.to_move() != seat:
        st.sel = 0                   # another seat's half-made bid is its secret


def evaluate(st, seat):
    """Own value minus the best rival's (Glavrun's score in solo), in thousandths of a point
    (bot.vault_value: points plus the hope of unfinished goal chambers)."""
    from goblin_vaults.bot import vault_value

    def own(s):
        return st.gears[s] * 1000 + vault_value(st, s, st.vault, s * 12)

    if st.n == 1:
        return own(seat) - st.score(GLAVRUN) * 1000
    return own(seat) - max([own(s) for s in range(st.n) if s != seat])
