"""The Gosu legend (firmware/views/gosu/view.py; v is the view): every mark the view draws,
drawn once more beside what it means, on LEGEND_PAGES pages; loaded while one is up."""
from firmware.views.gosu.style import WHITE, GOLD, WARN, CLAN, GREY, LETTERS

LINES = (("F3: clan Fire, military 3", "*: a power to activate", "F FREE, A used, T trapped"),
         ("Fire Ancient Dark Meka", "Alpha. Trapped: grey --,", "no clan, value or power"),
         ("A used: activated this", "round. Rows: III on top", "VP victory points, T",
          "tokens, H cards in hand,", "M military, Adv Advantage"),
         (">: to act; pass, -: passed", "Hand: name, level, clan,",
          "cards it costs now (- no),", "power: + enters, ^ mutated", "in, * activate, = always,"),
         ("! victory. B: the menu's", "card in full; it is framed", "(white), or > on a list"))


def draw(v, part, number):
    """Legend page `part` (0 to LEGEND_PAGES - 1) under the view's title line."""
    cv = v.cv
    v.title("Legend", number)
    y = v.top + 1
    if part == 0:                   # a Fire goblin, FREE and used; a trapped one
        y = v.row.draw(y, [(CLAN, "F3*", (("F", WHITE), ("A", GOLD))),
                           (GREY, "--", (("T", WARN),))]) + 1
    elif part == 1:                 # the clans' letters on their colours
        y = v.row.draw(y, [(CLAN + i, LETTERS[i] + "2", ()) for i in range(5)]) + 1
    for line in LINES[part]:
        cv.text(1, y, line, WHITE)
        y += 12
