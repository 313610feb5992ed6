"""The fallback view: what any engine can show without a view of its own.

Pages (firmware.views.paged: SELECT or RIGHT next, LEFT previous, B first): the engine's own
description (state.view_lines(seat), if the engine has it), the seats with the one to move
marked followed by the latest events, and the recent events alone.
"""
from firmware import ui
from firmware.views.paged import Paged


class GenericView(Paged):
    def __init__(self, game, profile, area, names):
        Paged.__init__(self, game, profile, area, names)
        lh = profile.line_h
        self.cols = area[2] // 6 - 1
        self.rows = area[3] // lh - 1
        self.title = ui.text(self.group, 2, 0, ui.fit(game.TITLE, self.cols - 5), ui.GOLD)
        self.page_no = ui.text(self.group, area[2] - 31, 0, " ", ui.DIM)
        ui.box(self.group, 0, lh, area[2], 1, ui.PANEL)
        self.lines = [ui.text(self.group, 2, lh + 2 + i * lh, " ") for i in range(self.rows)]

    def pages(self):
        """Every page as a list of lines."""
        pages = []
        st = self.state
        hook = getattr(st, "view_lines", None)
        if hook is not None:
            own = list(hook(self.seat))
            for i in range(0, len(own), self.rows):
                pages.append(own[i:i + self.rows])
        turn = st.to_move()
        table = []
        for i in range(len(self.names)):
            mark = ">" if i == turn else " "
            you = " (you)" if i == self.seat else ""
            table.append("%s %s%s" % (mark, self.names[i], you))
        room = self.rows - len(table)
        if room > 0 and self.log:
            table.extend(self.log[-room:])
        pages.append(table)
        pages.append(self.log[-self.rows:] if self.log else ["No events yet"])
        return pages

    def paint(self, page, number):
        for i in range(self.rows):
            s = page[i] if i < len(page) else " "
            ui.set_text(self.lines[i], ui.fit(s, self.cols) or " ")
        ui.set_text(self.page_no, number)
