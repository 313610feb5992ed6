"""The Goblin Vaults bot: a greedy heuristic that reads only what its seat may see."""
# It decides on the real state, not on an observed copy: it reads its own hand, vault and
# pick, everything public (block, warden, bids, gears, vaults' face-up cards, Glavrun's discard
# pile), and of the hidden cards only how many of them beat a card, which is public knowledge
# (the hidden cards are the cards of the suits in play that its seat cannot see). A test
# re-deals the hidden cards and checks that no choice changes.
#
# Values are ints in thousandths of a point (_P). A vault is worth its final points plus the
# potential of unfinished goal chambers while cards are still to come (goals.potential); a
# card's gain is the best vault value it reaches in one chamber, minus the present value.
# Chambers, first card and warden moves: the best vault value. Bids: an underbid gives the own
# card for a gear; a leading bid gives the block card and its gears if no later bidder beats it
# (chance estimated from the unseen cards), else the own card; spending a strong card costs a
# little future bidding power; a warden action is worth half a point. Face-down fallback: the
# weakest card. Warden swap: the warden suit and faction that suit the own hand, and the best
# block card left for the next round.
from gpcore import const
from goblin_vaults.tables import CARDS_SUIT, CARDS_FACTION
from goblin_vaults.goals import vault_points, potential
from goblin_vaults.vault import place_options, place, do_move, move_options
from goblin_vaults.rules import underbid
from goblin_vaults.state import strength

_P = const(1000)   # one point

# Private copies of codes.py numbers (see there).
# --- constants: written by tools/pack_tables.py ---
_ROUNDS = const(9)
_FACEDOWN = const(128)
_PH_PICK = const(0)
_PH_BID = const(1)
_PH_WARDEN = const(2)
_A_BID = const(0)
_A_PICK = const(200)
_A_DOWN = const(260)
_A_DRAW = const(320)
_A_PLACE = const(380)
_A_SKIP = const(384)
_A_SWAP = const(385)
_A_NOSWAP = const(388)
_A_MOVE = const(400)
_A_CARD = const(544)
_A_FROM = const(604)
# --- end of constants ---


def choose(st):
    """The action of the seat to move (make_bot level 1 returns this module as the bot)."""
    seat = st.to_move()
    acts = st.actions()
    if len(acts) == 1:
        return acts[0]
    if st.pend:
        return _A_PLACE + card_gain(st, seat, st.pend[1], st.pend[2])[1]
    if st.phase == _PH_WARDEN:
        return _warden(st, seat)
    if st.phase != _PH_PICK and st.phase != _PH_BID:
        return _swap(st, seat)
    if _A_DOWN <= acts[0] < _A_DRAW:   # face-down fallback: the weakest card
        ws = CARDS_SUIT[st.warden]
        best_a = acts[0]
        for a in acts:
            if strength(a - _A_DOWN, ws) < strength(best_a - _A_DOWN, ws):
                best_a = a
        return best_a
    if st.phase == _PH_BID:
        return _bid(st, seat, acts)
    best, best_a = None, acts[0]    # first vault card
    for a in acts:
        v = card_gain(st, seat, a - _A_PICK)[0] - strength(a - _A_PICK, CARDS_SUIT[st.warden]) * 60
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def vault_value(st, seat, cells, off):
    v = vault_points(cells, off, st.fac[seat], st.goals) * _P
    if st.round < _ROUNDS:
        v += potential(cells, off, st.goals)
    return v


def card_gain(st, seat, card, face_down=False):
    """(best gain, chamber) of adding `card` to the seat's vault."""
    cells = st.vault[seat * 12:seat * 12 + 12]
    base = vault_value(st, seat, cells, 0)
    best = None
    where = 0
    for k in place_options(cells, 0):
        t = place(cells, 0, k, (card + 1) | (_FACEDOWN if face_down else 0))
        v = vault_value(st, seat, cells, 0) - base
        cells[k * 3 + t] = 0
        if best is None or v > best:
            best, where = v, k
    return best, where


def _bid(st, seat, acts):
    """The best bid (card, block card): its card (A_CARD), or its block card once the card is
    chosen (A_BID; st.sel). The same bid is found at both steps."""
    ws = CARDS_SUIT[st.warden]
    # the cards the seat cannot see, in no meaningful order: the loot deck, Glavrun's deck,
    # the other hands, the other seats' unrevealed first picks and face-down vault cards
    pool = st.deck + st.gdeck
    for s in range(st.n):
        if s != seat:
            pool += st.hands[s]
            if st.pick[s]:
                pool.append(st.pick[s] - 1)
    for i in range(len(st.vault)):
        if st.vault[i] & _FACEDOWN and i // 12 != seat:
            pool.append((st.vault[i] & 0x7F) - 1)
    later = st.n - st.nbid - 1
    block = []                          # worth of each block card to take
    for k in range(3):
        block.append(card_gain(st, seat, st.block[k])[0] + st.bgear[k] * _P)
    best, best_a = None, acts[0]
    for a in acts:
        if st.sel and a != acts[0]:
            break                       # the card is chosen: its block cards
        c = st.sel - 1 if st.sel else a - _A_CARD
        gain = card_gain(st, seat, c)[0]
        for k in range(3):
            if underbid(st, c, k):
                if not st.gears[seat]:
                    continue
                v = gain - _P
            else:
                sc = strength(c, ws)
                beat = 0
                for u in pool:
                    if strength(u, ws) > sc:
                        beat += 1
                beat = beat * 1000 // max(1, len(pool))
                hold = 1000
                for _ in range(later):
                    hold = hold * (1000 - beat // 2) // 1000
                if st.n == 1:
                    hold = hold * (1000 - beat // 3) // 1000
                v = (hold * block[k] + (1000 - hold) * gain) // 1000
            v -= strength(c, ws) * 60          # the bidding power a strong card keeps
            if CARDS_FACTION[c] == CARDS_FACTION[st.warden] and len(st.hands[seat]) > 1:
                v += _P // 2
            if best is None or v > best:
                best, best_a = v, _A_BID + c * 3 + k if st.sel else a
    return best_a


def _warden(st, seat):
    """The vault move that gains most: its card (A_FROM), then where it goes (A_MOVE, once
    st.sel holds the card); else no warden action (never a draw)."""
    off = seat * 12
    base = vault_value(st, seat, st.vault, off)
    best, best_a = None if st.sel else 0, _A_SKIP
    for m in move_options(st.vault, off):
        if st.sel and m // 12 != st.sel - 1:
            continue
        cells = st.vault[off:off + 12]
        do_move(cells, 0, m)
        v = vault_value(st, seat, cells, 0) - base
        if best is None or v > best:
            best, best_a = v, _A_MOVE + m if st.sel else _A_FROM + m // 12
    return best_a


def _swap(st, seat):
    """Pick the warden that favours the own hand most, counting the block left behind."""
    cards = st.block + bytes((st.warden,))
    gears = st.bgear + bytes((st.wgear,))
    worth = []
    for i in range(4):
        worth.append(card_gain(st, seat, cards[i])[0] + gears[i] * _P)
    best, best_a = None, _A_NOSWAP
    for k in (3, 0, 1, 2):          # 3: keep the warden card
        w = cards[k]
        v = 0
        for h in st.hands[seat]:
            if CARDS_SUIT[h] == CARDS_SUIT[w]:
                v += 1500
            if CARDS_FACTION[h] == CARDS_FACTION[w]:
                v += 300
        left = None                     # the best card left on the block
        for i in range(4):
            if i != k and (left is None or worth[i] > left):
                left = worth[i]
        v += left
        if best is None or v > best:
            best, best_a = v, _A_NOSWAP if k == 3 else _A_SWAP + k
    return best_a
