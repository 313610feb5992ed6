"""Heroes of Karth's help page (the pause menu's "Help"), in own words: the shell loads this
module only to read HELP, a tuple of lines it wraps to the screen."""

HELP = ("Goal: 40 unspent gold (50 or 60 for the Adventurers together with 2 or 3 of "
        "them), 25 kill points, or your units on every enemy Spawner.",
        "Seat 1 is the Dungeon Master (Goblins); the others are Adventurers (Elves), "
        "one side sharing a unit cap of 6.",
        "Setup: draw 5 cards from the piles you choose, return one if you like; the DM "
        "changes the dealt dungeon, the Adventurers make 3 changes, the DM one more.",
        "Your turn: gold (more with Golden Coffers), SE from your units' levels, a card "
        "from a pile you choose; your units turn ready.",
        "Hire units from your hand onto your free Spawners; they act next turn. A "
        "mercenary or animal waits aside first (you draw a card for it).",
        "A unit's turn: move up to its MV, then one action (attack, an ability, leave) "
        "and one bonus action. Picking another unit ends its turn.",
        "Range: melee 1, archers and casters 3, counted in steps around walls and "
        "enemies. Damage less armour, magic or poison resistance, at least 1.",
        "Answers in the other side's turn: Counter a spell, a Heal Potion before a "
        "unit dies, the DM's Spike Trap after a move.",
        "Terrain: Treasure +1 gold, Prison a Barracks card, Mana Pool 2 SE off, Mine "
        "Track free steps, Teleporter hops, Secret Doors for one faction.")
