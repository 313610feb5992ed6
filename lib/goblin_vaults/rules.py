"""The rules: legal actions, applying them, and the automatic steps up to the next decision."""
# Round: scheme phase (Glavrun's card in 2-player and solo games, then each seat bids from the
# first player on, each bid possibly followed by a warden action; in solo Glavrun's second card
# last), vault phase (block cards left to right), warden phase (the first player, in solo the
# player, may swap the warden card with a block card; skipped after round 9, when it could not
# change anything). Every card that enters a vault waits in `pend` until its owner chooses a
# chamber (asked only when there is a real choice; see vault.py); in the vault phase round the
# table from the last bidder. A bid and a warden move take two actions: the card (st.sel), then
# its block card or where it goes; Back (A_BACK) clears st.sel, and nothing else changes.
#
# Vault phase, block cards left to right: no bid: +1 gear from the supply. Otherwise the winning
# bidder takes the block card and its gears and the winning bid (with its gears) becomes the
# block card; every other bidder takes back its own bid and the gears on it. Glavrun's cards go
# to her discard pile; their gears go back to the supply (2 players) or to her (solo).
#
# Glavrun (2 players and solo) never takes warden actions; her markers are her faction(s)
# (gfac). Each round her top card bids first, on the block card its block icon shows (so it is
# never an underbid). Solo: after the player's bid her second card follows; if it would
# underbid her first card it goes to the next block card instead (wrapping to the left), and
# if it then underbids the player's card, a gear from the supply goes on the player's card.
from gpcore import const
from array import array
from goblin_vaults.tables import CARDS_SUIT, CARDS_FACTION, CARDS_BLOCK
from goblin_vaults import vault as V
from goblin_vaults.state import strength

# Private copies of codes.py numbers (see there).
# --- constants: written by tools/pack_tables.py ---
_GLAVRUN = const(5)
_ROUNDS = const(9)
_FACEDOWN = const(128)
_PH_PICK = const(0)
_PH_BID = const(1)
_PH_WARDEN = const(2)
_PH_SWAP = const(3)
_PH_OVER = const(4)
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
_A_BACK = const(616)
_NOCARD = const(255)
_E_CHOSE = const(1)
_E_REVEAL = const(2)
_E_ROUND = const(3)
_E_BID = const(4)
_E_PAY = const(5)
_E_SHIFT = const(6)
_E_YOURGEAR = const(7)
_E_GEAR = const(8)
_E_TAKES = const(9)
_E_KEEPS = const(10)
_E_PLACE = const(11)
_E_HIDE = const(12)
_E_REDRAW = const(13)
_E_SKIP = const(14)
_E_MOVE = const(15)
_E_SWAP = const(16)
_E_NOSWAP = const(17)
_E_OVER = const(18)
# --- end of constants ---


def underbid(st, card, slot):
    """True if bidding `card` on `slot` would be an underbid (equal or lower than the
    winning bid there)."""
    w = st.winning_bid(slot)
    ws = CARDS_SUIT[st.warden]
    return w >= 0 and strength(card, ws) <= strength(w, ws)


def legal(st):
    """The legal actions, in menu order, as an array of 16-bit codes (a list would take four
    times the heap: a vault can offer dozens of warden moves)."""
    seat = st.to_move()
    out = array("H")
    if st.pend:
        for k in V.place_options(st.vault, seat * 12):
            out.append(_A_PLACE + k)
    elif st.phase == _PH_SWAP:
        for a in (_A_NOSWAP, _A_SWAP, _A_SWAP + 1, _A_SWAP + 2):
            out.append(a)
    elif st.phase == _PH_PICK:
        for c in sorted(st.hands[seat]):
            out.append(_A_PICK + c)
    elif st.phase == _PH_BID:         # a card, then its block card (or back)
        hand = sorted(st.hands[seat]) if not st.sel else (st.sel - 1,)
        for c in hand:
            for k in range(3):
                if st.gears[seat] or not underbid(st, c, k):
                    out.append(_A_BID + c * 3 + k if st.sel else _A_CARD + c)
                    if not st.sel:
                        break
        if st.sel:
            out.append(_A_BACK)
        elif not out:
            for c in hand:
                out.append(_A_DOWN + c)
    else:                               # a warden action; a move: its card, then where
        last = -1
        for m in V.move_options(st.vault, seat * 12):
            if not st.sel and m // 12 != last:
                last = m // 12
                out.append(_A_FROM + last)
            elif st.sel and m // 12 == st.sel - 1:
                out.append(_A_MOVE + m)
        if st.sel:
            out.append(_A_BACK)
        else:
            for c in sorted(st.hands[seat]):
                out.append(_A_DRAW + c)
            out.append(_A_SKIP)         # after the plays: a hurried A plays, skips nothing
    return out


def _take(st, seat, card):
    """Remove `card` from the seat's hand."""
    h = st.hands[seat]
    i = h.find(bytes((card,)))
    st.hands[seat] = h[:i] + h[i + 1:]


def do(st, a):
    seat = st.to_move()
    say = st.say
    if st.pend:
        card = _NOCARD if st.pend[2] else st.pend[1]
        t = place_pending(st, a - _A_PLACE)
        say(_E_PLACE, seat, card, (a - _A_PLACE) * 3 + t)
    elif a >= _A_CARD:                  # the first step of a bid or a move, or back
        st.sel = 0 if a == _A_BACK else a - (_A_FROM if a >= _A_FROM else _A_CARD) + 1
        return
    elif a < _A_PICK:
        st.sel = 0
        card, slot = divmod(a - _A_BID, 3)
        _take(st, seat, card)
        say(_E_BID, seat, card, slot)
        if underbid(st, card, slot):
            w = st.winning_bid(slot)
            st.gears[seat] -= 1
            add_bid_gear(st, w)
            say(_E_PAY, seat, w)
        st.bids += bytes((card, seat, slot, 0, st.fac[seat]))
        if CARDS_FACTION[card] == CARDS_FACTION[st.warden]:
            st.phase = _PH_WARDEN
        else:
            st.nbid += 1
    elif a < _A_DOWN:
        _take(st, seat, a - _A_PICK)
        st.pick[seat] = a - _A_PICK + 1
        say(_E_CHOSE, seat)
        st.nbid += 1
        if st.nbid == st.n:             # everyone has chosen: the cards are revealed
            st.rng.n += 1               # (hidden cards shown: gpcore.rng)
            for s in range(st.n):
                c = st.pick[s] - 1
                st.pick[s] = 0
                st.pend += bytes((s, c, 0))
                say(_E_REVEAL, s, c)
            start_round(st)
    elif a < _A_DRAW:
        _take(st, seat, a - _A_DOWN)
        st.gears[seat] += 1
        st.pend += bytes((seat, a - _A_DOWN, 1))
        say(_E_HIDE, seat)
        st.nbid += 1
    elif a < _A_SWAP or a >= _A_MOVE:       # a warden action; bidding goes on
        if a < _A_PLACE:
            _take(st, seat, a - _A_DRAW)
            st.deck = bytearray((a - _A_DRAW,)) + st.deck   # to the bottom, draw the top
            st.hands[seat].append(st.deck[-1])
            st.rng.n += 1               # a hidden card shown (gpcore.rng)
            st.deck = st.deck[:-1]
            say(_E_REDRAW, seat)
        elif a == _A_SKIP:
            say(_E_SKIP, seat)
        else:
            st.sel = 0
            cell = st.vault[seat * 12 + (a - _A_MOVE) // 12]
            V.do_move(st.vault, seat * 12, a - _A_MOVE)
            say(_E_MOVE, seat, _NOCARD if cell & _FACEDOWN else cell - 1)
        st.phase = _PH_BID
        st.nbid += 1
    else:                                   # the warden swap, or none: the next round
        if a < _A_NOSWAP:
            k = a - _A_SWAP
            st.block[k], st.warden = st.warden, st.block[k]
            st.bgear[k], st.wgear = st.wgear, st.bgear[k]
            say(_E_SWAP, st.warden)
        else:
            say(_E_NOSWAP)
        st.first = (st.first + 1) % st.n
        start_round(st)
    flow(st)


# --- the steps between decisions ---------------------------------------------------------
def start_round(st):
    st.round += 1
    st.nbid = 0
    st.bids = bytearray()
    st.phase = _PH_BID
    st.say(_E_ROUND, st.round)
    if st.n <= 2:
        glavrun_bid(st, 0)


def glavrun_bid(st, second):
    """Glavrun's top card bids by its block icon: her first card of the round, or (solo)
    her second card after the player's bid."""
    c = st.gdeck[-1]
    st.gdeck = st.gdeck[:-1]
    st.rng.n += 1                       # a hidden card shown (gpcore.rng)
    slot = CARDS_BLOCK[c]
    if second:
        ws = CARDS_SUIT[st.warden]
        if st.bids[2] == slot and strength(c, ws) <= strength(st.bids[0], ws):
            slot = (slot + 1) % 3
            st.say(_E_SHIFT)
        w = st.winning_bid(slot)
        if w >= 0 and strength(c, ws) <= strength(w, ws):
            add_bid_gear(st, w)
            st.say(_E_YOURGEAR, w)
    st.bids += bytes((c, _GLAVRUN, slot, 0, st.gfac[second]))
    st.say(_E_BID, _GLAVRUN, c, slot)


def add_bid_gear(st, card):
    """One more gear on the bid `card` (an underbid's payment)."""
    b = st.bids
    for i in range(0, len(b), 5):
        if b[i] == card:
            b[i + 3] += 1


def place_pending(st, k):
    """Put the first waiting card into chamber k of its owner's vault; returns its tier."""
    cell = (st.pend[1] + 1) | (_FACEDOWN if st.pend[2] else 0)
    t = V.place(st.vault, st.pend[0] * 12, k, cell)
    st.pend = st.pend[3:]
    return t


def flow(st):
    """Run the steps that need no decision, up to the next decision or the end."""
    while True:
        while st.pend:
            opts = V.place_options(st.vault, st.pend[0] * 12)
            if len(opts) > 1:
                return
            place_pending(st, opts[0])
        if st.phase == _PH_BID and st.nbid == st.n:
            if st.n == 1:
                glavrun_bid(st, 1)
            for k in range(3):              # the vault phase, block cards left to right
                w = st.winning_bid(k)
                if w < 0:
                    st.bgear[k] += 1
                    st.say(_E_GEAR, st.block[k])
                b = st.bids
                for i in range(0, len(b), 5):
                    if b[i + 2] != k:
                        continue
                    card, who, gears = b[i], b[i + 1], b[i + 3]
                    if card == w:   # the winner takes the block card; the bid takes its place
                        card, st.block[k] = st.block[k], card
                        gears, st.bgear[k] = st.bgear[k], gears
                        st.say(_E_TAKES, who, card, gears)
                    else:
                        st.say(_E_KEEPS, who, card, gears)
                    if who == _GLAVRUN:
                        st.gdisc.append(card)
                        if st.n == 1:
                            st.gglav += gears
                    else:
                        st.gears[who] += gears
                        st.pend += bytes((who, card, 0))
            b = st.pend                     # chambers asked round the table from the
            st.pend = bytearray()           # last bidder, who holds the device
            for s in range(st.n):
                for i in range(0, len(b), 3):
                    if b[i] == (st.first + st.n - 1 + s) % st.n:
                        st.pend += b[i:i + 3]
            st.bids = bytearray()
            st.phase = _PH_SWAP
            continue
        if st.phase == _PH_SWAP and st.round == _ROUNDS:
            st.phase = _PH_OVER
            st.say(_E_OVER)
        return
