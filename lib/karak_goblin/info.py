"""Karak: Goblin menu texts: the setup options and the rules in short (lines <= 26 chars)."""

OPTIONS = (("Heroes", ("Random", "Choose")), ("Abilities", ("On", "Off")))

RULES = (
    "Beat the Lord to win.",
    "Turn: fight, merchant or",
    "revive (only revive at 0",
    "hit points).",
    "Fight: play a chain of",
    "cards; each card's colour",
    "must be on the previous",
    "card's triangles.",
    "Heal and draw act at once.",
    "End: take hits (attack",
    "minus defence), then hit:",
    "attack >= monster's hp",
    "wins its card.",
    "Curses ban a colour, an",
    "effect or equipment.",
    "One weapon, one armour;",
    "the other to the pawnshop.",
    "Keys: one per level opens",
    "the next; three the Lord.",
    "Merchant: pay a card for",
    "each potion or pawnshop",
    "card (weapon, armour or a",
    "monster-backed hand card).",
    "Potions: heal all, double",
    "a card's attack/defence,",
    "cancel one curse.",
    "Deck remade: order your",
    "monster cards yourself.",
)
