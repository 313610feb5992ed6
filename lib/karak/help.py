"""Karak's help page (the pause menu's "Help"): a line on each hero's powers, each item and
spell, the curse, the chests and the round cap, in own words (the rulebook is the authority;
its numbers are the packer's constants). The shell loads this module only to read HELP, a
tuple of lines that it wraps to the screen."""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_STEPS = const(4)
_HEARTS = const(5)
_W_SLOTS = const(2)
_S_SLOTS = const(3)
_K_SLOTS = const(1)
_EXPERT_GOAL = const(6)
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)
_ROUND_CAP = const(60)
# --- end of constants ---

HELP = (
    "HERO POWERS",
    "Warrior: reroll the dice once a fight (the first loss costs no heart); "
    "at 0 hearts he may jump to a fountain, healed, instead of fainting.",
    "Thief: wins every tie; may walk past a monster or stay on its tile.",
    "Wizard: walks through walls over known tiles; his flames are not used up.",
    "Warlock: may give a heart for +%d once a fight; may swap places with a hero "
    "(a whole turn's %d steps)." % (_SACRIFICE_BONUS, _STEPS),
    "Swordsman: rerolls every 1; after a fight with a 6 he may go on walking.",
    "Oracle: +1 in a fight right after her first step; draws 2 tokens, keeps 1.",
    "ITEMS AND SPELLS",
    "Daggers +1, Sword +2, Axe +3: add to the dice (%d weapon slots)." % _W_SLOTS,
    "Flames: +%d in a fight, used up (%d spell slots)." % (_FLAME_BONUS, _S_SLOTS),
    "Portal: jump to a fountain and heal, used up.",
    "Key: opens one chest (%d key slot)." % _K_SLOTS,
    "Chest or the Fallen: a treasure, 1 point. Dragon's ruby: 1.5 points.",
    "OTHER RULES",
    "Hearts: %d; at 0 you faint and skip a turn." % _HEARTS,
    "Mummy beaten: curse a hero; cursed heroes lose their powers until a fountain.",
    "The game ends when the dragon falls, or after %d rounds (R on the status line)."
    % _ROUND_CAP,
    "Expert: %d treasures win at once." % _EXPERT_GOAL,
)
