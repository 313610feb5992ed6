"""Karak: Goblin's help page (the pause menu's "Help"): a line on each hero's ability, each
potion, each kind of curse, the card colours and triangles and the equipment, in own words
(the rulebook is the authority; its numbers are the packer's constants). The shell loads
this module only to read HELP, a tuple of lines that it wraps to the screen."""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_HAND = const(4)
_HP = const(5)
_LEVELS = const(3)
_HORAN_BONUS = const(1)
_TAIA_DRAW = const(2)
_ROUND_CAP = const(90)
# --- end of constants ---

HELP = (
    "ACTION CARDS",
    "Colour R/Y/G/B, then its effects: A attack, D defence, H heal, + draw.",
    ">RY: the triangles, the colours the next card of the chain may have.",
    "A defence takes off the monster's attack; attack >= its hp wins.",
    "HEROES (option Abilities)",
    "Horan: +%d attack once a fight after two attack cards in a row." % _HORAN_BONUS,
    "Argentus: once a fight, a blue card the chain does not allow.",
    "Xanros: once a fight, ignore a colour or effect curse for a card.",
    "Aderyn: still hits the monster after losing her last hit point (not the Lord).",
    "Victorius: his second card may have any colour.",
    "Taia: a draw effect draws %d, she keeps 1, the rest to the deck bottom."
    % _TAIA_DRAW,
    "POTIONS (one of each kind)",
    "Healing: all hit points back.",
    "Strength: doubles the attack or defence of the card just played.",
    "Countercurse: one curse of this monster does not count.",
    "MONSTER CURSES",
    "no R/Y/G/B: cards of that colour cannot be played.",
    "no attack, defence, heal or draw: that effect of your cards counts for nothing.",
    "no weapon/armour: your equipment of that kind does not count.",
    "OTHER RULES",
    "Weapon, armour: one of each; the other goes to the pawnshop.",
    "Keys: one per level; %d open the Lord of All Monsters." % _LEVELS,
    "Hand: %d cards (armour may add); %d hit points, at 0 revive." % (_HAND, _HP),
    "The game also ends after %d rounds: most keys, then monsters." % _ROUND_CAP,
)
