"""The Goblin Vaults state: its data, the action codes, and the methods every action needs."""
# The public read API is listed in the package's __init__.py.
#
# Data (all bytearrays and small ints, filled by setup.py):
#   hands[seat]   the seat's hand (card ids)     deck    loot deck, top = last, bottom = first
#   gdeck         Glavrun's deck (top = last)     gdisc   Glavrun's face-up discard pile
#   vault         12 cells per seat (vault.py)    pick    secret first vault card + 1 per seat
#   block, bgear  the 3 block cards and gears     warden, wgear  the warden card and its gears
#   bids          5 bytes per bid in play order: card, who (seat or GLAVRUN), slot, gears,
#                 faction marker
#   pend          3 bytes per card waiting for its owner's chamber choice: seat, card, face down
#   sel           the first step of a bid (card + 1) or of a move (vault cell + 1); 0 none
#   gears         gear tokens per seat            gglav   Glavrun's gears (solo)
#   goals         the goal sides in play          fac, gfac  the seats' and Glavrun's factions
#   log           events of the last action, ints made by say() (gpcore.events: a kind, then
#                 seats, cards, ...); events() turns them into text (text.py)
# Card facts are the columns of tables.py (CARDS_SUIT[c] ...), the action codes, phases and
# event codes are in codes.py. The rules are in rules.py, the scoring in goals.py. What a bot
# game never needs are functions of the LAZY modules (gpcore.engine), loaded on first use:
# text.py (labels, hints, events, score
# sheets), view.py (the screens' read API, winners) and thinking.py (copies for observe(),
# evaluate()).
from gpcore import const
from gpcore.engine import State, OVER
from goblin_vaults.tables import CARDS_SUIT, CARDS_VALUE

# --- constants: written by tools/pack_tables.py ---
_GLAVRUN = const(5)
_PH_PICK = const(0)
_PH_SWAP = const(3)
_PH_OVER = const(4)
_A_BACK = const(616)
# --- end of constants ---


def strength(c, warden_suit):
    """Bid strength: the value, and any card of the warden suit above every other suit."""
    return CARDS_VALUE[c] + 16 if CARDS_SUIT[c] == warden_suit else CARDS_VALUE[c]


class VaultsState(State):
    """Dealt by setup.deal()."""

    LAZY = (("goblin_vaults.text", " events label public_label hint score_sheet progress "),
            ("goblin_vaults.view", " rivals glavrun_points winners hand bids_on vault_cell "
                                   "vault_grid picked preview block_target "),
            ("goblin_vaults.thinking", " copy _redeal evaluate "))
    BACK = _A_BACK      # takes back a bid's card or a move's first step (gpcore.bots never do)

    def private_seat(self):
        """The seat whose secrets the screen may show for the decision now, or None when
        the decision is public: the chamber of a face-up card and the warden swap (they
        reveal nothing and show no hand, so the shell needs no pass screen for them). A
        person then sees a pass screen only for the secret first card and the bid (with its
        warden action or a hidden card's chamber): one a round in seat order."""
        if self.pend and not self.pend[2] or not self.pend and self.phase == _PH_SWAP:
            return None
        return self.to_move()

    def to_move(self):
        if self.pend:
            return self.pend[0]
        if self.phase == _PH_OVER:
            return OVER
        if self.phase == _PH_SWAP:
            return self.first
        if self.phase == _PH_PICK:         # first picks: seat by seat
            return self.nbid
        return (self.first + self.nbid) % self.n     # bids and warden actions

    def _legal(self):
        from goblin_vaults.rules import legal
        return legal(self)

    def _do(self, a):
        from goblin_vaults.rules import do
        do(self, a)

    def result(self):
        if self.phase != _PH_OVER:
            return None
        return list(map(self.score, range(self.n)))

    def score(self, seat):
        """Final points of a seat (gears and vault), or Glavrun's solo score for GLAVRUN."""
        if seat == _GLAVRUN:
            return sum(self.glavrun_points())        # view.py
        from goblin_vaults import goals
        return self.gears[seat] + goals.vault_points(self.vault, seat * 12, self.fac[seat],
                                                     self.goals)

    def winning_bid(self, slot):
        """Card id of the winning bid on `slot`, or -1 without bids (equal strength: the
        earlier bid wins, since an equal bid is an underbid)."""
        best = -1
        ws = CARDS_SUIT[self.warden]
        b = self.bids
        for i in range(0, len(b), 5):
            if b[i + 2] == slot and (best < 0 or strength(b[i], ws) > strength(best, ws)):
                best = b[i]
        return best
