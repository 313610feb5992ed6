"""The fallback view: what any engine can show without a view of its own.

Pages (firmware.views.paged: SELECT or RIGHT next, LEFT previous, B first): the engine's own
description (state.view_lines(seat), if the engine has it), the seats with the one to move
marked followed by the latest events, the recent events alone, and the engine's legend
(state.legend(), what its marks and words mean, if it has one).
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
            self._paged(pages, hook(self.seat))
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
        legend = getattr(st, "legend", None)
        if legend is not None:
            self._paged(pages, legend())
        return pages

    def _paged(self, pages, lines):
        """Add `lines` to pages, a screen of rows at a time."""
        lines = list(lines)
        for i in range(0, len(lines), self.rows):
            pages.append(lines[i:i + self.rows])

    def paint(self, page, number):
        for i in range(self.rows):
            s = page[i] if i < len(page) else " "
            ui.set_text(self.lines[i], ui.fit(s, self.cols) or " ")
        ui.set_text(self.page_no, number)
