"""The Karak view's help: the legend and hero powers pages. Loaded only for the moment one of
them is made, then forgotten (firmware/views/karak/view.py), so that it takes no heap in play. The
legend's sprites are made with the view (sprites.legend)."""
from firmware import ui
from firmware.views.karak.map import SEAT_COLORS, HERO_LETTERS
from karak.words import HERO_NAMES
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_ROUND_CAP = const(60)
# --- end of constants ---


def page(view, s, legend, first):
    """The lines of a legend page from line `first` (its sprites shown), or of the powers
    page: a hero a line, its name and letter (the letter alone when that does not fit) and
    its power, the heroes in play in their seat's colour."""
    import karak
    rows = []
    if legend:
        texts = karak.LEGEND
        tiles, things, hero = view.key_grids
        for i in range(view.key_rows):
            k = first + i
            tiles[0, i], things[0, i] = view.legend[2 * k:2 * k + 2] if k < len(texts) else (0, 0)
            hero.hidden = hero.hidden and k != 0
            if k < len(texts) - 1:
                rows.append((texts[k], ui.FG))
            elif k < len(texts):
                n = min(s.round + 1, _ROUND_CAP)
                rows.append((texts[k] % (n, _ROUND_CAP, n, _ROUND_CAP), ui.FG))
        tiles.hidden = things.hidden = False
        return rows
    powers = karak.POWERS
    if view.rows > len(powers):
        rows.append(("Hero powers", ui.GOLD))
    for h in range(len(powers)):
        line = "%s (%s): %s" % (HERO_NAMES[h], HERO_LETTERS[h], powers[h])
        if len(line) > view.cols:
            line = HERO_LETTERS[h] + " " + powers[h]
        color = ui.FG
        for k in range(s.seats):
            if s.hero[k] == h:
                color = SEAT_COLORS[k]
        rows.append((line, color))
    return rows
