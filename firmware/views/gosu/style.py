"""The Gosu view's palette, clan words and page keys, shared by view.py and the modules that
paint its pages (imported from here, not from the view: no circle of imports); the clans'
letters and the levels' numerals are those of the menu's labels (gosu.text)."""
from gosu.text import CLANS as LETTERS, LEVELS  # noqa: F401  (for the page modules)

# palette indexes (0 the background, 1 the ink on coloured tiles)
WHITE, DIM, GOLD, WARN, CLAN, GREY = 2, 3, 4, 5, 6, 11
COLORS = (0x000000, 0x000000, 0xFFFFFF, 0x8C96AA, 0xFFC832, 0xFF6A3C,
          0xFF5A46, 0xF0F0E6, 0xB48CFF, 0x4AA0FF, 0x50D25A, 0x787878)
CLANS = ("Fire", "Ancient", "Dark", "Meka", "Alpha")   # (Fire red, Ancient white, Dark
# violet, Meka blue, Alpha green: the colours of CLAN + clan)
# pages: an army per seat (ARMY + seat), the hand (HAND + part), the players, the log, the
# discard pile (DISCARD + part), the legend (LEGEND + part)
ARMY, HAND, PLAYERS, LOG, DISCARD, LEGEND = 0, 10, 30, 31, 40, 70
LEGEND_PAGES = 5
