"""The Goblin Vaults bot: one observed copy per decision and a greedy heuristic, no rollouts.

Values are in thousandths of a point (ints). A vault is worth its final points plus a
potential for unfinished goal chambers (only while cards are still to come). A card's gain is
the best vault value it can reach in one chamber, minus the present value.
Bids: an underbid gives the own card for a gear; a leading bid gives the block card and its
gears if no later bidder beats it (chance estimated from the unseen cards), else the own card;
using a strong card costs a little future bidding power.
"""
from gpcore.rng import Rng
from goblin_vaults import cards as C
from goblin_vaults import goals as G
from goblin_vaults import vault as V
from goblin_vaults.state import (GLAVRUN, ROUNDS, PH_PICK, PH_BID, PH_WARDEN, A_BID, A_PICK,
                                 A_DOWN, A_PLACE, A_SKIP, A_SWAP, A_NOSWAP, A_MOVE)
from goblin_vaults.rules import underbid

P = 1000   # one point


def _potential(cells, off, goals):
    """Hope for goal chambers that could still be completed (in thousandths)."""
    pot = 0
    for g in goals:
        kind, s, bands = G.GOAL_INFO[g]
        for k in range(4):
            o = off + k * 3
            n = V.chamber_len(cells, o, 0)
            if n == 0 or n == 3:
                continue
            if kind == G.K_HOARD:
                have = G._chamber_count(kind, s, cells, o)
                if have == n:
                    pot += (bands[have + 1] - bands[have]) * 350
            elif kind == G.K_CLUSTER or kind == G.K_KINSHIP:
                a = G.face_up(cells[o])
                b = G.face_up(cells[o + 1]) if n > 1 else a
                if a < 0 or b < 0:
                    continue
                if kind == G.K_CLUSTER:
                    d = C.VALUE[b] - C.VALUE[a]
                    ok = (d == 1 or d == -1) if n == 2 else True
                else:
                    ok = C.FACTION[a] == C.FACTION[b]
                if ok:
                    pot += bands[1] * (300 if n == 2 else 80)
    return pot


def vault_value(st, seat, cells, off):
    v = G.vault_points(cells, off, st.fac[seat], st.goals) * P
    if st.round < ROUNDS:
        v += _potential(cells, off, st.goals)
    return v


def own_value(st, seat):
    return st.gears[seat] * P + vault_value(st, seat, st.vault, seat * 12)


def evaluate(st, seat):
    """Own value minus the best rival's (Glavrun's score in solo)."""
    mine = own_value(st, seat)
    if st.n == 1:
        return mine - st.score(GLAVRUN) * P
    best = None
    for s in range(st.n):
        if s != seat:
            v = own_value(st, s)
            if best is None or v > best:
                best = v
    return mine - best


def card_gain(st, seat, card, face_down=False):
    """(best gain, chamber) of adding `card` to the seat's vault."""
    cells = st.vault[seat * 12:seat * 12 + 12]
    base = vault_value(st, seat, cells, 0)
    best = None
    where = 0
    for k in V.place_options(cells, 0):
        t = V.place(cells, 0, k, (card + 1) | (G.FACEDOWN if face_down else 0))
        v = vault_value(st, seat, cells, 0) - base
        cells[k * 3 + t] = 0
        if best is None or v > best:
            best, where = v, k
    return best, where


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
        if st.phase == PH_PICK:
            return max(acts, key=lambda a: card_gain(st, seat, a - A_PICK)[0]
                       - self._keep(st, a - A_PICK))
        if st.phase == PH_BID:
            if acts[0] >= A_DOWN:
                return min(acts, key=lambda a: C.strength(a - A_DOWN, C.SUIT[st.warden]))
            return self._bid(st, seat, acts)
        if st.phase == PH_WARDEN:
            return self._warden(st, seat, acts)
        return self._swap(st, seat)

    def _keep(self, st, c):
        """Bidding power lost by spending card c."""
        return C.strength(c, C.SUIT[st.warden]) * 60

    def _bid(self, st, seat, acts):
        ws = C.SUIT[st.warden]
        unseen = bytearray(st.deck) + st.gdeck
        for s in range(st.n):
            if s != seat:
                unseen += st.hands[s]
        later = st.n - st.nbid - 1
        gains = {}
        for c in st.hands[seat]:
            gains[c] = card_gain(st, seat, c)[0]
        block = [card_gain(st, seat, st.block[k])[0] + st.bgear[k] * P for k in range(3)]
        best, best_a = None, acts[0]
        for a in acts:
            c, k = (a - A_BID) // 3, (a - A_BID) % 3
            if underbid(st, c, k):
                v = gains[c] - P
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
                v = (hold * block[k] + (1000 - hold) * gains[c]) // 1000
            v -= self._keep(st, c)
            if C.FACTION[c] == C.FACTION[st.warden] and len(st.hands[seat]) > 1:
                v += P // 2
            if best is None or v > best:
                best, best_a = v, a
        return best_a

    def _warden(self, st, seat, acts):
        off = seat * 12
        base = vault_value(st, seat, st.vault, off)
        best, best_a = 0, A_SKIP
        for a in acts:
            if a < A_MOVE:
                continue
            cells = st.vault[off:off + 12]
            V.do_move(cells, 0, a - A_MOVE)
            v = vault_value(st, seat, cells, 0) - base
            if v > best:
                best, best_a = v, a
        return best_a

    def _swap(self, st, seat):
        """Pick the warden that favours the own hand most, counting the block left behind."""
        best, best_a = None, A_NOSWAP
        for a in (A_NOSWAP, A_SWAP, A_SWAP + 1, A_SWAP + 2):
            c = st.copy()
            if a != A_NOSWAP:
                k = a - A_SWAP
                c.block[k], c.warden = c.warden, c.block[k]
                c.bgear[k], c.wgear = c.wgear, c.bgear[k]
            ws = C.SUIT[c.warden]
            v = 0
            for h in c.hands[seat]:
                if C.SUIT[h] == ws:
                    v += 1500
                if C.FACTION[h] == C.FACTION[c.warden]:
                    v += 300
            top = 0
            for k in range(3):
                g = card_gain(c, seat, c.block[k])[0] + c.bgear[k] * P
                if g > top:
                    top = g
            v += top
            if best is None or v > best:
                best, best_a = v, a
        return best_a
