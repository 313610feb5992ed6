"""The Goblin Vaults bot: a greedy heuristic on one observed copy per decision, no rollouts."""
# The values come from value.py.
#
# Chambers, first card and warden moves: the best vault value. Bids: an underbid gives the own
# card for a gear; a leading bid gives the block card and its gears if no later bidder beats it
# (chance estimated from the unseen cards), else the own card; spending a strong card costs a
# little future bidding power; a warden action is worth half a point. Face-down fallback: the
# weakest card. Warden swap: the warden suit and faction that suit the own hand, and the best
# block card left for the next round.
from gpcore.rng import Rng
from goblin_vaults import cards as C
from goblin_vaults import vault as V
from goblin_vaults.rules import underbid
from goblin_vaults import state as S
from goblin_vaults.value import P, card_gain, keep, vault_value


class VaultsBot:
    """Greedy heuristic bot (make_bot level 1)."""

    scratch = None      # the one state all bots think on, overwritten by each observe()

    def __init__(self, seed=1):
        self.rng = Rng(seed)

    def choose(self, state):
        seat = state.to_move()
        acts = state.actions()
        if len(acts) == 1:
            return acts[0]
        st = VaultsBot.scratch
        if st is not None and st.n != state.n:
            st = None
        st = VaultsBot.scratch = state.observe(seat, self.rng, st)
        if st.pend:
            return S.A_PLACE + card_gain(st, seat, st.pend[1], st.pend[2])[1]
        if st.phase == S.PH_WARDEN:
            return _warden(st, seat, acts)
        if st.phase != S.PH_PICK and st.phase != S.PH_BID:
            return _swap(st, seat)
        if acts[0] >= S.A_DOWN:         # face-down fallback: the weakest card
            ws = C.SUIT[st.warden]
            best, best_a = None, acts[0]
            for a in acts:
                v = -C.strength(a - S.A_DOWN, ws)
                if best is None or v > best:
                    best, best_a = v, a
            return best_a
        if st.phase == S.PH_BID:
            return _bid(st, seat, acts)
        best, best_a = None, acts[0]    # first vault card
        for a in acts:
            v = card_gain(st, seat, a - S.A_PICK)[0] - keep(st, a - S.A_PICK)
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
        c, k = divmod(a - S.A_BID, 3)
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
        v -= keep(st, c)
        if C.FACTION[c] == C.FACTION[st.warden] and len(st.hands[seat]) > 1:
            v += P // 2
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def _warden(st, seat, acts):
    """The vault move that gains most, else no warden action (never a draw)."""
    off = seat * 12
    base = vault_value(st, seat, st.vault, off)
    best, best_a = 0, S.A_SKIP
    for a in acts:
        if a >= S.A_MOVE:
            cells = st.vault[off:off + 12]
            V.do_move(cells, 0, a - S.A_MOVE)
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
    best, best_a = None, S.A_NOSWAP
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
            best, best_a = v, S.A_NOSWAP if k == 3 else S.A_SWAP + k
    return best_a
