"""The Karak view's help: the legend's sprites (built once with the view), the legend and hero
powers pages and the score sheet with why the game ended. Loaded only for the moment one of
them is made, then forgotten (firmware/views/karak.py), so that it takes no heap in play."""
import displayio
from firmware import ui
from firmware.views.karak_map import SEAT_COLORS, HERO_LETTERS
from karak.data import (NONE, HERO_NAMES, TOK_NAME, ROUND_CAP, TUNNEL, ROOM, FOUNTAIN, GATE,
                        START, CHEST)


def build(view, art, T):
    """The legend's sprites into view.group: a column of tiles, one of things over them and a
    hero marker (on the first line), sharing the map's sheets; view.legend: the tile and thing
    sprite of each line (karak.info.LEGEND's texts, in that order); view.key_rows: lines on
    a legend page."""
    m = view.map
    n = view.area[3] // T
    spec = ((TUNNEL, 0), (TUNNEL, art.FRAME), (ROOM, 1 + TOK_NAME.index("Skeleton")),
            (ROOM, 1 + CHEST), (TUNNEL, art.DROP), (ROOM, 0), (FOUNTAIN, 0), (GATE, 0),
            (START, 0), (NONE, art.GHOST), (NONE, 0))
    view.legend = bytearray()
    for kind, thing in spec:
        tile = 0
        for mask in range(15, -1, -1) if kind != NONE else ():
            tile = tile or m.index[kind * 16 + mask]
        view.legend += bytes((tile, thing))
    view.key_rows = n
    view.key_grids = []
    for sheet, pal in ((m.sheet, m.tiles.pixel_shader), (m.things_sheet, m.shade)):
        view.key_grids.append(displayio.TileGrid(sheet, pixel_shader=pal, width=1, height=n,
                                                 tile_width=T, tile_height=T, x=2))
    sheet, w, h = m.sizes[0]
    view.key_grids.append(displayio.TileGrid(sheet, pixel_shader=m.marks[0][0], tile_width=w,
                                             tile_height=h, x=2 + (T - w) // 2,
                                             y=(T - h) // 2))
    for g in view.key_grids:
        view.group.append(g)


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
                n = min(s.round + 1, ROUND_CAP)
                rows.append((texts[k] % (n, ROUND_CAP, n, ROUND_CAP), ui.FG))
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


def sheet_lines(view, state, cols):
    """The results' score sheet, after why the game ended."""
    from firmware.results import sheet_lines
    return ui.wrap(state.why(), cols) + sheet_lines(state.score_sheet, view.names, cols,
                                                    view.game.points_text)
