"""The Goblin Vaults state: data, action codes, copying, observe and the screens' read API."""
# The public read API is listed in the package docstring.
#
# Data (all bytearrays and small ints, filled by setup.py):
#   hands[seat]   the seat's hand (card ids)     deck    loot deck, top = last, bottom = first
#   gdeck         Glavrun's deck (top = last)     gdisc   Glavrun's face-up discard pile
#   vault         12 cells per seat (vault.py)    pick    secret first vault card + 1 per seat
#   block, bgear  the 3 block cards and gears     warden, wgear  the warden card and its gears
#   bids          5 bytes per bid in play order: card, who (seat or GLAVRUN), slot, gears,
#                 faction marker
#   pend          3 bytes per card waiting for its owner's chamber choice: seat, card, face down
#   gears         gear tokens per seat            gglav   Glavrun's gears (solo)
#   goals         the goal sides in play          fac, gfac  the seats' and Glavrun's factions
#   log           events of the last action as tuples (a short key, then seats, cards, ...);
#                 events() turns them into text (text.py)
# The rules are in rules.py, phases.py and glavrun.py, the bot's values in value.py, all text
# in text.py: those modules load when first needed.
from array import array
from gpcore.engine import State, OVER
from goblin_vaults import cards as C

GLAVRUN = 5          # `who` of Glavrun's bids; score_sheet(GLAVRUN) for her solo score
ROUNDS = 9
FACEDOWN = 0x80      # vault cell bit of a face-down card (vault.py)

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
           "gears", "goals", "fac", "gfac")
_INTS = ("n", "first", "round", "phase", "nbid", "warden", "wgear", "gglav")


class VaultsState(State):
    """Dealt by setup.deal()."""

    def copy(self):
        c = VaultsState(self.n, self.seed, self.options, self.rng.copy())
        c.hands = [bytearray() for _ in self.hands]
        for f in _FIELDS:
            setattr(c, f, bytearray())
        c.log = []
        self.copy_into(c)
        c.history = array("H", self.history)
        return c

    def copy_into(self, c):
        """Overwrite c (a copy of a game with as many seats) in place, all but its rng and
        history: the bot thinks on one scratch state, not on a new copy per decision."""
        for s in range(self.n):
            c.hands[s][:] = self.hands[s]
        for f in _FIELDS:
            getattr(c, f)[:] = getattr(self, f)
        for f in _INTS:
            setattr(c, f, getattr(self, f))
        c.log[:] = self.log

    # --- engine interface -----------------------------------------------------------------
    def to_move(self):
        if self.pend:
            return self.pend[0]
        if self.phase == PH_OVER:
            return OVER
        if self.phase == PH_SWAP:
            return self.first
        if self.phase == PH_PICK:         # first picks: seat by seat
            return self.nbid
        return (self.first + self.nbid) % self.n     # bids and warden actions

    def _legal(self):
        from goblin_vaults.rules import legal
        return legal(self)

    def _do(self, a):
        from goblin_vaults.rules import do
        do(self, a)

    def label(self, a):
        from goblin_vaults.text import label
        return label(self, a)

    def hint(self, a):
        from goblin_vaults.text import hint
        return hint(self, a)

    def events(self):
        from goblin_vaults.text import event
        return list(map(event, self.log))

    def result(self):
        if self.phase != PH_OVER:
            return None
        return list(map(self.score, range(self.n)))

    def winners(self):
        r = self.result()
        if r is None:
            return []
        if self.n == 1:
            return [0] if r[0] > self.score(GLAVRUN) else []
        best = None
        for s in range(self.n):                 # ties: most gears, then shared
            key = (r[s], self.gears[s])
            if best is None or key > best:
                best, win = key, [s]
            elif key == best:
                win.append(s)
        return win

    def evaluate(self, seat):
        from goblin_vaults.value import evaluate
        return evaluate(self, seat)

    def _redeal(self, seat):
        """Shuffle back into the same places what `seat` cannot see: other hands, other
        seats' unrevealed first picks and face-down vault cards, the loot deck and Glavrun's
        deck. The pool is built in card order, so the result depends only on which cards are
        unseen, never on where they really lie."""
        seqs = [self.deck, self.gdeck]
        for s in range(self.n):
            if s != seat:
                seqs.append(self.hands[s])
        cells = []                       # other seats' face-down vault cells
        for i in range(len(self.vault)):
            if self.vault[i] & FACEDOWN and i // 12 != seat:
                cells.append(i)
        unseen = bytearray(C.NCARDS)
        for q in seqs:
            for c in q:
                unseen[c] = 1
        for s in range(self.n):
            if s != seat and self.pick[s]:
                unseen[self.pick[s] - 1] = 1
        for i in cells:
            unseen[(self.vault[i] & 0x7F) - 1] = 1
        pool = bytearray()
        for c in range(C.NCARDS):
            if unseen[c]:
                pool.append(c)
        self.rng.shuffle(pool)
        p = 0
        for q in seqs:                   # bytearrays refilled in place
            for i in range(len(q)):
                q[i] = pool[p]
                p += 1
        for s in range(self.n):
            if s != seat and self.pick[s]:
                self.pick[s] = pool[p] + 1
                p += 1
        for i in cells:
            self.vault[i] = (pool[p] + 1) | FACEDOWN
            p += 1

    def __getattr__(self, name):
        """The screens' read API methods (hand, bids_on, vault_cell, vault_grid, picked,
        score_sheet, public_label) live in view.py, loaded on first use: a bot game never loads them."""
        if name[0] == "_":
            raise AttributeError(name)
        from goblin_vaults import view
        f = getattr(view, name)
        return lambda *args: f(self, *args)

    # --- read by the rules, the bot and the screens ------------------------------------------
    def winning_bid(self, slot):
        """Card id of the winning bid on `slot`, or -1 without bids (equal strength: the
        earlier bid wins, since an equal bid is an underbid)."""
        best = -1
        ws = C.SUIT[self.warden]
        b = self.bids
        for i in range(0, len(b), 5):
            if b[i + 2] == slot and (best < 0 or C.strength(b[i], ws) > C.strength(best, ws)):
                best = b[i]
        return best

    def score(self, seat):
        """Final points of a seat (gears and vault), or Glavrun's solo score for GLAVRUN."""
        if seat == GLAVRUN:
            from goblin_vaults.glavrun import points
            return sum(points(self))
        from goblin_vaults.goals import vault_points
        return self.gears[seat] + vault_points(self.vault, seat * 12, self.fac[seat], self.goals)
