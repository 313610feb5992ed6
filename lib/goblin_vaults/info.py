"""The menu texts: OPTIONS (the setup screen) and RULES (the pause menu's rules summary).

The package's __getattr__ reads them from here and unloads this module again, so that they
take no heap during a game."""
OPTIONS = (("Solo level", ("EASY", "MEDIUM", "HARD"), (1, 1)), ("Goals", ("Random", "First game")))
RULES = (
    "9 rounds; top score wins.",
    "Bid: put a hand card on a",
    "block card. Warden suit",
    "beats all others, then",
    "the higher value.",
    "Equal or lower bid: pay 1",
    "gear onto the leader.",
    "Leader takes the block",
    "card and its gears; its",
    "bid joins the block.",
    "Others vault their bid.",
    "Faction icon = warden's:",
    "move a vault card or",
    "redraw a hand card.",
    "Vault: 4 chambers of 3",
    "tiers, tier 1 on top.",
    "Tier icon on its tier:",
    "1/2/3. Own faction icon:",
    "2 each. A gear: 1 each.",
    "Goals score chambers.",
    "Ties: most gears wins.",
    "Solo: beat Glavrun, who",
    "scores her discard pile.",
)
