"""Goblin Vaults' help page (the pause menu's "Help"): a line on the factions, the warden, the
suits and tiers, Glavrun and every goal (its reward read from the goals table), in own words
(the rulebook is the authority; its numbers are the packer's constants and the tables). The
shell loads this module only to read HELP, a tuple of lines that it wraps to the screen."""
from gpcore import const
from goblin_vaults import cards as C
from goblin_vaults.view import SOLO_FACTION_POINTS

# --- constants: written by tools/pack_tables.py ---
_ROUNDS = const(9)
_START_GEARS = const(3)
_GLAV_GEARS = const(10)
_FACTION_POINTS = const(2)
_SPREAD = const(5)
_ROW = const(7)
# --- end of constants ---

# What each kind of goal scores (the goals table's kind order), %s its suit (one card).
_ASKS = ("a chamber of 3 whose values run up or down",
         "a chamber of 3 cards of one faction",
         "a chamber with 2 or 3 %ss",
         "a chamber with a %s in tier 3",
         "a chamber whose highest card is a %s",
         "1/2/3/4 chambers holding a %s",
         "a chamber with a %s in tier 1",
         "2/3/4 %ss in the fullest tier row",
         "a chamber whose lowest card is a %s")


def _goals():
    out = []
    for g in range(C.NGOALS):
        kind = C.GOAL_KIND[g]
        ask = _ASKS[kind]
        if "%s" in ask:
            ask = ask % C.SUIT_NAMES[C.goal_suit(g)][:-1]
        pts = [str(b) for b in C.GOAL_BANDS[g * 5:g * 5 + 5] if b]
        once = kind == _SPREAD or kind == _ROW
        out.append("%s: %s for %s%s" % (C.goal_name(g), "/".join(pts), ask,
                                        " (once)" if once else ""))
    return tuple(out)


HELP = (
    "FACTIONS AND WARDEN",
    "Your faction card (table page): %d gears for each of its icons in your vault."
    % _FACTION_POINTS,
    "A bid with the warden card's faction icon gives a warden action: move a card "
    "in your vault, or redraw a hand card.",
    "SUITS AND TIERS",
    "Coins, crowns, lanterns, potions, skulls, tomes: the warden's suit beats the others, "
    "then the higher value.",
    "A tier icon on its own tier (1 top, 3 bottom) scores 1/2/3.",
    "Gears: %d to start, 1 point each; a bid not better than the leader pays one onto it."
    % _START_GEARS,
    "%d rounds; ties: most gears." % _ROUNDS,
    "GLAVRUN (1-2 players)",
    "Solo: she has %d gears and scores her discard pile: %d/%d/%d per icon of her two "
    "factions (EASY/MEDIUM/HARD), 1 per goal-suit card." % ((_GLAV_GEARS,) + SOLO_FACTION_POINTS),
    "GOALS (per chamber unless once)",
) + _goals()
