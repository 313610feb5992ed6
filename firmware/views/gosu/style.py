"""The Gosu view's palette, clan letters and page keys, shared by view.py and the modules that
paint its pages (imported from here, not from the view: no circle of imports)."""
# palette indexes (0 the background, 1 the ink on coloured tiles)
WHITE, DIM, GOLD, PANEL, WARN, CLAN, GREY = 2, 3, 4, 5, 6, 7, 12
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0x3A4458, 0xFF6A3C,
          0xFF5A46, 0xF0F0E6, 0xB48CFF, 0x4AA0FF, 0x50D25A, 0x787878)
# the clans' letters and words (Fire red, Ancient white, Dark violet, Meka blue, Alpha green)
LETTERS = "FADML"
CLANS = ("Fire", "Ancient", "Dark", "Meka", "Alpha")
LEVELS = ("", "I", "II", "III")
# pages: an army per seat (ARMY + seat), the hand (HAND + part), the card's text (CARD +
# part), the players, the log, the discard pile (DISCARD + part), the legend (LEGEND + part)
ARMY, HAND, CARD, PLAYERS, LOG, DISCARD, LEGEND = 0, 10, 20, 30, 31, 40, 70
LEGEND_PAGES = 5
