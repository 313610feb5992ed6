"""The Goblin Vaults legend: every mark the view draws, drawn once more beside what it means,
on two pages (loaded only while a legend page is up; firmware/views/goblin_vaults/view.py)."""
from firmware.views.goblin_vaults.tiles import CW, CH, ROW, WHITE, DIM, GOLD, FAC, LETTER, card_text
from goblin_vaults import cards as C


def _name(s):
    return s[0] + s[1:].lower()


def draw(p, part):
    """Legend page `part` (0 or 1) into the painter p, under its header."""
    cv = p.cv
    x = CW + 6
    y = p.top + 2
    if part == 0:
        c = 0
        while C.TIER[c] != 2:       # a card with a tier icon
            c += 1
        p.card(1, y, c)
        cv.text(x, y - 2, "%s %d of %s" % (_name(C.FACTION_NAMES[C.FACTION[c]]), C.VALUE[c],
                                           C.SUIT_NAMES[C.SUIT[c]]), WHITE)
        cv.text(x, y - 2 + ROW, "pips: tier icon", DIM)
        y += 2 * ROW + 1
        p.card(1, y, c, True)
        x2 = cv.text(x, y + 1, "face down", WHITE) + 6
        cv.text(p.gear(x2, y + 1, 2), y + 1, " gears", WHITE)
        y += CH + 3
        cv.frame(1, y, CW, ROW - 1, GOLD)
        cv.text(x, y, "warden card", WHITE)
        return
    cv.rect(1, y + 1, 2, 10, WHITE)
    cv.text(4, y, card_text(0, 3, 2), FAC + 3)
    cv.text(x, y, "winning bid", WHITE)
    y += ROW + 1
    cv.text(4, y, card_text(0, 3, 2), FAC + 3)
    cv.rect(CW - 2, y + 2, 3, 3, GOLD)
    cv.text(x, y, "bid, 1 gear", WHITE)
    y += ROW + 1
    cv.frame(1, y, CW, ROW - 1, WHITE)
    cv.text(x, y, "menu's target", WHITE)
    y += ROW + 1
    col = p.w // 3
    for f in range(len(LETTER)):    # the factions, each with its letter, three a row
        k = f % 3
        p.swatch(1 + k * col, y, f)
        cv.text(10 + k * col, y, _name(C.FACTION_NAMES[f]), DIM)
        y += ROW * (k == 2)
