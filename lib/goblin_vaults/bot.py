"""The Goblin Vaults bot: one observed copy per decision and a greedy heuristic, no rollouts.

Chambers, first card and warden moves: the best vault value (value.py). Bids: an underbid
gives the own card for a gear; a leading bid gives the block card and its gears if no later
bidder beats it (chance estimated from the unseen cards), else the own card; spending a strong
card costs a little future bidding power; a warden action is worth half a point. Face-down
fallback: the weakest card. Warden swap: the warden suit and faction that suit the own hand,
and the best block card left for the next round.
"""
from gpcore.rng import Rng
from goblin_vaults import cards as C
from goblin_vaults import vault as V
from goblin_vaults.rules import underbid
from goblin_vaults.state import (PH_PICK, PH_BID, PH_WARDEN, A_BID, A_PICK, A_DOWN, A_PLACE,
                                 A_SKIP, A_SWAP, A_NOSWAP, A_MOVE)
from goblin_vaults.value import P, card_gain, vault_value


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
        cards = [st.block[0], st.block[1], st.block[2], st.warden]
        gears = [st.bgear[0], st.bgear[1], st.bgear[2], st.wgear]
        worth = [card_gain(st, seat, cards[i])[0] + gears[i] * P for i in range(4)]
        best, best_a = None, A_NOSWAP
        for k in (3, 0, 1, 2):          # 3: keep the warden card
            w = cards[k]
            v = 0
            for h in st.hands[seat]:
                if C.SUIT[h] == C.SUIT[w]:
                    v += 1500
                if C.FACTION[h] == C.FACTION[w]:
                    v += 300
            v += max(worth[i] for i in range(4) if i != k)
            if best is None or v > best:
                best, best_a = v, A_NOSWAP if k == 3 else A_SWAP + k
        return best_a
