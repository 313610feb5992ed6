"""Gosu's help page (the pause menu's "Help"): the turn, the army limits and costs, mutation,
tokens, the Great Battle, special victories, the marks of the view (firmware/views/gosu/), and
that the card set is a stand-in (the rules summary is the authority; the numbers are the
packer's constants). The shell loads this module only to read HELP, a tuple of lines that it
wraps to the screen."""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_ROW_MAX = const(5)
_WIN_VP = const(3)
_NEWCLAN_COST = const(2)
# --- end of constants ---

HELP = (
    "CARDS: a PROPOSED stand-in set (the table gosu_cards.csv) until printed data"
    " replaces it.",
    "TURN: one action: play a goblin, mutate one, activate one (a token on it, once a"
    " round), draw 1 for a token or 3 for two tokens, or pass until the next round.",
    "ARMY: rows of at most %d; level I Bakutos, II Heroes, III Ozekis." % _ROW_MAX,
    "Your first Bakuto, or one of a clan you have, is free; a new clan costs %d cards."
    % _NEWCLAN_COST,
    "No more Heroes than Bakutos, each with a Bakuto of its clan; no more Ozekis than"
    " Heroes, each with a Hero and a Bakuto of its clan.",
    "MUTATE: name a goblin, pay its cost in cards, bring in another of its level from your"
    " hand (a zombie: from the discard pile); the old one is discarded.",
    "FREE: the rightmost of its row with nothing above it.",
    "TRAPPED: no power, value or clan; it keeps its name and place.",
    "(+k): a bonus while an opponent has more Victory Points.",
    "BATTLE: when all have passed, the highest military total scores a VP (ties: the"
    " Advantage holder, then the first after it). The lowest total takes the Advantage;"
    " tokens come back.",
    "WIN: %d VP, or a special victory (Walror, Nekrull, Tchok, Zzap, Gorrak)." % _WIN_VP,
    "SCREEN: a goblin F3 is clan Fire, military 3; * a power to activate; under it F FREE,"
    " A activated this round, T trapped. VP, T tokens, H cards in hand, M military, Adv the"
    " Advantage. B: the highlighted card in full; the legend pages tell the rest.",
)
