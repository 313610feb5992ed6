"""The Karak: Goblin view's palette, letters and pages, shared by the view (view.py) and the
modules of this folder that paint its pages, which import them from here, not from the view
(no circle of imports)."""
# palette indexes
WHITE, DIM, GOLD, PANEL, WARN, GOOD, RED, BACK, SILVER = 2, 3, 4, 5, 6, 7, 8, 12, 13
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0x3A4458, 0xFF6A3C, 0x64E678,
          0xFF4646, 0xFFE63C, 0x3CD24B, 0x4AA0FF, 0xA0642D, 0xB4B9C8)
LETTERS = "RYGB"
CAVERNS, BATTLE, YOU, PLAYERS, MERCHANT, LOG, LEGEND = 0, 1, 2, 3, 4, 5, 6
LEGEND_PAGES = 4        # (legend.py)
POTS = ("Heal", "Str", "Ctr")


def pots(bits):
    """The potions in a seat's bits, as words."""
    return " ".join([POTS[k] for k in range(3) if bits >> k & 1]) or "none"
