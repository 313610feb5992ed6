"""The Goblin Vaults state: its data, the action codes, copying (observe: hidden.py) and the
public read API for the screens (listed in the package docstring).

Data (all bytearrays and small ints):
  hands[seat]   the seat's hand (card ids)     deck    loot deck, top = last, bottom = first
  gdeck         Glavrun's deck (top = last)     gdisc   Glavrun's face-up discard pile
  vault         12 cells per seat (goals.py)    pick    secret first vault card + 1 per seat
  block, bgear  the 3 block cards and gears     warden, wgear  the warden card and its gears
  bids          5 bytes per bid in play order: card, who (seat or GLAVRUN), slot, gears,
                faction marker
  pend          3 bytes per card waiting for its owner's chamber choice: seat, card, face down
  gears         gear tokens per seat            gglav   Glavrun's gears (solo)
"""
from gpcore.engine import State, OVER
from goblin_vaults import cards as C
from goblin_vaults import goals as G

GLAVRUN = 5          # `who` of Glavrun's bids; score_sheet(GLAVRUN) for her solo score
ROUNDS = 9

PH_PICK, PH_BID, PH_WARDEN, PH_SWAP, PH_OVER = 0, 1, 2, 3, 4

A_BID = 0            # + card * 3 + slot
A_PICK = 200         # + card: the secret first vault card
A_DOWN = 260         # + card: face-down fallback
A_DRAW = 320         # + card: draw action, discarding that card
A_PLACE = 380        # + chamber
A_SKIP = 384         # no warden action
A_SWAP = 385         # + slot: swap the warden card with that block card
A_NOSWAP = 388
A_MOVE = 400         # + move code (vault.py)
A_END = 544

_FIELDS = ("deck", "gdeck", "gdisc", "vault", "pick", "block", "bgear", "bids", "pend",
           "gears", "goals", "suits", "fac", "gfac")
_INTS = ("level", "first", "round", "phase", "nbid", "warden", "wgear", "gglav")


class VaultsState(State):
    """Dealt by setup.new_game(); the rules live in rules.py and phases.py."""

    def __init__(self, seats, seed, options, rng=None):
        State.__init__(self, seats, seed, options, rng)
        self.n = seats
        self.hands = [bytearray() for _ in range(seats)]
        for f in _FIELDS:
            setattr(self, f, bytearray())
        for f in _INTS:
            setattr(self, f, 0)

    def copy(self):
        c = VaultsState(self.n, self.seed, self.options, self.rng.copy())
        c.hands = [bytearray(h) for h in self.hands]
        for f in _FIELDS:
            setattr(c, f, bytearray(getattr(self, f)))
        for f in _INTS:
            setattr(c, f, getattr(self, f))
        c.log = list(self.log)
        c.history = list(self.history)
        return c

    # --- engine interface -----------------------------------------------------------------
    def to_move(self):
        if self.pend:
            return self.pend[0]
        if self.phase == PH_OVER:
            return OVER
        if self.phase == PH_SWAP:
            return self.first
        return self.bidder()

    def _legal(self):
        from goblin_vaults import rules
        return rules.legal(self)

    def _do(self, a):
        from goblin_vaults import rules
        rules.do(self, a)

    def label(self, a):
        from goblin_vaults import text
        return text.label(self, a)

    def public_label(self, a):
        from goblin_vaults import text
        return text.public_label(self, a)

    def hint(self, a):
        from goblin_vaults import text
        return text.hint(self, a)

    def result(self):
        if self.phase != PH_OVER:
            return None
        return [self.score(s) for s in range(self.n)]

    def winners(self):
        r = self.result()
        if r is None:
            return []
        if self.n == 1:
            return [0] if r[0] > self.score(GLAVRUN) else []
        key = [(r[s], self.gears[s]) for s in range(self.n)]
        best = max(key)
        return [s for s in range(self.n) if key[s] == best]

    def evaluate(self, seat):
        from goblin_vaults import value
        return value.evaluate(self, seat)

    def _redeal(self, seat):
        from goblin_vaults.hidden import redeal
        redeal(self, seat)

    # --- read API for the screens ---------------------------------------------------------
    def bidder(self):
        """Seat whose bid (or warden action) is due in the scheme phase; the first-pick seat."""
        if self.phase == PH_PICK:
            return self.nbid
        return (self.first + self.nbid) % self.n

    def hand(self, seat):
        return sorted(self.hands[seat])

    def bids_on(self, slot):
        """[(card, who, gears, faction marker)] on block card `slot`, in the order played;
        who is a seat or GLAVRUN."""
        b = self.bids
        return [(b[i], b[i + 1], b[i + 3], b[i + 4]) for i in range(0, len(b), 5)
                if b[i + 2] == slot]

    def winning_bid(self, slot):
        """Card id of the winning bid on `slot`, or -1 without bids (equal strength: the
        earlier bid wins, since an equal bid is an underbid)."""
        best = -1
        ws = C.SUIT[self.warden]
        for card, _, _, _ in self.bids_on(slot):
            if best < 0 or C.strength(card, ws) > C.strength(best, ws):
                best = card
        return best

    def add_bid_gear(self, card):
        """One more gear on the bid `card` (an underbid's payment)."""
        b = self.bids
        for i in range(0, len(b), 5):
            if b[i] == card:
                b[i + 3] += 1

    def vault_cell(self, seat, chamber, tier):
        """(card id or -1 if empty, face down?) of a vault position (tier 0 = tier 1).
        A face-down card of another seat must be drawn as a card back."""
        v = self.vault[seat * 12 + chamber * 3 + tier]
        return (v & 0x7F) - 1, bool(v & G.FACEDOWN)

    def vault_grid(self, seat):
        """4 chambers x 3 tiers of vault_cell() pairs."""
        return [[self.vault_cell(seat, k, t) for t in range(3)] for k in range(4)]

    def picked(self, seat):
        """True once `seat` chose its secret first vault card (not yet revealed)."""
        return self.phase == PH_PICK and self.pick[seat] != 0

    def score(self, seat):
        rows = self.score_sheet(seat)
        return rows[-1][1]

    def score_sheet(self, seat):
        """[(label, points)] by source, the last row being the total. seat may be GLAVRUN
        (solo: her score at the chosen level)."""
        from goblin_vaults import scoring
        return scoring.sheet(self, seat)
