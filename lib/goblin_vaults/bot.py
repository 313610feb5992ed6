"""The Goblin Vaults bot: one observed copy per decision and a greedy heuristic, no rollouts.

Values are ints in thousandths of a point (P). A vault is worth its final points plus the
potential of unfinished goal chambers while cards are still to come (vault.potential). A
card's gain is the best vault value it reaches in one chamber, minus the present value.
evaluate() is the engine's State.evaluate for this game: the own value (gears and vault)
minus the best rival's (Glavrun's score in solo).

Chambers, first card and warden moves: the best vault value. Bids: an underbid gives the own
card for a gear; a leading bid gives the block card and its gears if no later bidder beats it
(chance estimated from the unseen cards), else the own card; spending a strong card costs a
little future bidding power; a warden action is worth half a point. Face-down fallback: the
weakest card. Warden swap: the warden suit and faction that suit the own hand, and the best
block card left for the next round.
"""
from gpcore.rng import Rng
from goblin_vaults import cards as C
from goblin_vaults import vault as V
from goblin_vaults.rules import underbid
from goblin_vaults.state import (GLAVRUN, ROUNDS, FACEDOWN, PH_PICK, PH_BID, PH_WARDEN, A_BID,
                                 A_PICK, A_DOWN, A_PLACE, A_SKIP, A_SWAP, A_NOSWAP, A_MOVE)

P = 1000   # one point


def vault_value(st, seat, cells, off):
    v = V.vault_points(cells, off, st.fac[seat], st.goals) * P
    if st.round < ROUNDS:
        v += V.potential(cells, off, st.goals)
    return v


def _own_value(st, seat):
    return st.gears[seat] * P + vault_value(st, seat, st.vault, seat * 12)


def evaluate(st, seat):
    """Own value minus the best rival's (Glavrun's score in solo)."""
    if st.n == 1:
        return _own_value(st, seat) - st.score(GLAVRUN) * P
    best = None
    for s in range(st.n):
        if s != seat:
            v = _own_value(st, s)
            if best is None or v > best:
                best = v
    return _own_value(st, seat) - best


def card_gain(st, seat, card, face_down=False):
    """(best gain, chamber) of adding `card` to the seat's vault."""
    cells = st.vault[seat * 12:seat * 12 + 12]
    base = vault_value(st, seat, cells, 0)
    best = None
    where = 0
    for k in V.place_options(cells, 0):
        t = V.place(cells, 0, k, (card + 1) | (FACEDOWN if face_down else 0))
        v = vault_value(st, seat, cells, 0) - base
        cells[k * 3 + t] = 0
        if best is None or v > best:
            best, where = v, k
    return best, where


def _keep(st, c):
    """Bidding power lost by spending card c."""
    return C.strength(c, C.SUIT[st.warden]) * 60


class VaultsBot:
    """Greedy heuristic bot (make_bot level 1)."""

    def __init__(self, seed=1):
        self.rng = Rng(seed)

    def choose(self, state):
        seat = state.to_move()
        acts = state.actions()
        if len(acts) == 1:
            return acts[0]
        st = state.observe(seat, self.rng)
        if st.pend:
            return A_PLACE + card_gain(st, seat, st.pend[1], st.pend[2])[1]
        if st.phase == PH_WARDEN:
            return _warden(st, seat, acts)
        if st.phase != PH_PICK and st.phase != PH_BID:
            return _swap(st, seat)
        if acts[0] >= A_DOWN:           # face-down fallback: the weakest card
            ws = C.SUIT[st.warden]
            best, best_a = None, acts[0]
            for a in acts:
                v = -C.strength(a - A_DOWN, ws)
                if best is None or v > best:
                    best, best_a = v, a
            return best_a
        if st.phase == PH_BID:
            return _bid(st, seat, acts)
        best, best_a = None, acts[0]    # first vault card
        for a in acts:
            v = card_gain(st, seat, a - A_PICK)[0] - _keep(st, a - A_PICK)
            if best is None or v > best:
                best, best_a = v, a
        return best_a


def _bid(st, seat, acts):
    ws = C.SUIT[st.warden]
    unseen = st.deck + st.gdeck
    for s in range(st.n):
        if s != seat:
            unseen += st.hands[s]
    later = st.n - st.nbid - 1
    block = []                          # worth of each block card to take
    for k in range(3):
        block.append(card_gain(st, seat, st.block[k])[0] + st.bgear[k] * P)
    best, best_a = None, acts[0]
    last = -1
    for a in acts:
        c, k = divmod(a - A_BID, 3)
        if c != last:                   # the actions of a card come together
            gain = card_gain(st, seat, c)[0]
            last = c
        if underbid(st, c, k):
            v = gain - P
        else:
            sc = C.strength(c, ws)
            beat = 0
            for u in unseen:
                if C.strength(u, ws) > sc:
                    beat += 1
            beat = beat * 1000 // max(1, len(unseen))
            hold = 1000
            for _ in range(later):
                hold = hold * (1000 - beat // 2) // 1000
            if st.n == 1:
                hold = hold * (1000 - beat // 3) // 1000
            v = (hold * block[k] + (1000 - hold) * gain) // 1000
        v -= _keep(st, c)
        if C.FACTION[c] == C.FACTION[st.warden] and len(st.hands[seat]) > 1:
            v += P // 2
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def _warden(st, seat, acts):
    """The vault move that gains most, else no warden action (never a draw)."""
    off = seat * 12
    base = vault_value(st, seat, st.vault, off)
    best, best_a = 0, A_SKIP
    for a in acts:
        if a >= A_MOVE:
            cells = st.vault[off:off + 12]
            V.do_move(cells, 0, a - A_MOVE)
            v = vault_value(st, seat, cells, 0) - base
            if v > best:
                best, best_a = v, a
    return best_a


def _swap(st, seat):
    """Pick the warden that favours the own hand most, counting the block left behind."""
    cards = st.block + bytes((st.warden,))
    gears = st.bgear + bytes((st.wgear,))
    worth = []
    for i in range(4):
        worth.append(card_gain(st, seat, cards[i])[0] + gears[i] * P)
    best, best_a = None, A_NOSWAP
    for k in (3, 0, 1, 2):          # 3: keep the warden card
        w = cards[k]
        v = 0
        for h in st.hands[seat]:
            if C.SUIT[h] == C.SUIT[w]:
                v += 1500
            if C.FACTION[h] == C.FACTION[w]:
                v += 300
        left = None                     # the best card left on the block
        for i in range(4):
            if i != k and (left is None or worth[i] > left):
                left = worth[i]
        v += left
        if best is None or v > best:
            best, best_a = v, A_NOSWAP if k == 3 else A_SWAP + k
    return best_a
