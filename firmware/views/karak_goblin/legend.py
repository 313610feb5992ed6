"""The Karak: Goblin legend (firmware/views/karak_goblin/view.py; v is the view): every mark the
view draws, drawn once more beside what it means, on LEGEND_PAGES pages; loaded while one is
up."""
from gpcore import const
from firmware.canvas import INK
from firmware.views.karak_goblin.caverns import monster
from firmware.views.karak_goblin.style import WHITE, GOLD, RED, BACK, LEGEND_PAGES

# --- constants: written by tools/pack_tables.py ---
_T_ROW = const(3)
# --- end of constants ---

LINES = (("H heals, + draws a card", "RYGB under: next colours", "  a card face down"),
         ("W2 weapon, attack 2", "S1 armour, defence 1", "K1 a key from level 1"),
         ("Curses, after an x:", "RYGB: bans that colour", "A D: cards' attack, def.",
          "H +: healing, draws", "W S: weapon, armour"),
         ("Gold frame: gatekeeper", "x by a level: locked", "Lord: after 3 keys",
          "White frame: what the", "menu's entry is about"))


def draw(v, part):
    """Legend page `part` (0 to LEGEND_PAGES - 1) under the view's title line."""
    cv = v.cv
    s = v.state
    v.title("Legend %d/%d" % (part + 1, LEGEND_PAGES))
    y = v.top + 1
    if part == 0:                   # a sample action card: red, attack 2, no defence
        v.row.draw(y, [(RED, "R2-", (("H", WHITE), ("+", WHITE), ("Y", RED + 1),
                                     ("G", RED + 2)))])
        x = v.row.cw + 6
        cv.text(x, y, "red: attack 2,", WHITE)
        cv.text(x, y + 11, "defence - (none)", WHITE)
        y += v.row.h + 2
    lines = LINES[part]
    for i in range(len(lines)):
        cv.text(1, y, lines[i], GOLD if part == 2 and i == 0 else WHITE)
        if part == 0 and i == 2:    # a card back (over the line's leading spaces)
            cv.rect(1, y, 10, 12, BACK)
            cv.text(3, y, "?", INK)
        y += 12
    if part == 1:                   # a cavern slot, as on the caverns page
        row = s.zones.cards(s.table(_T_ROW, 0))
        monster(v, 1, y, row[0] if row else -1, -1, False)
        cv.text(v.cell + 4, y, "hit points/attack,", WHITE)
        cv.text(v.cell + 4, y + 11, "reward, x curses", WHITE)
