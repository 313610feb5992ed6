"""A view made of pages: the paging every game view shares.

A subclass gives pages() (a list of page keys, any values), paint(page, number) to draw one
(number: "<2/5>", the page label to put in a corner), and optionally home(pages) (the index of
the page the situation needs, 0 by default) and situation() (a value that, when it changes,
brings that page up again: a new kind of decision). Keys: RIGHT or SELECT the next page
(select(pages) may choose another, e.g. the next vault), LEFT the previous one, B home.
"""
from firmware.views import View
from firmware.keys import LEFT, RIGHT, SELECT, B


class Paged(View):
    def __init__(self, game, profile, area, names):
        View.__init__(self, game, profile, area, names)
        self.page = 0
        self.wants = None           # the situation the page was chosen for

    def home(self, pages):
        return 0

    def situation(self):
        return None

    def select(self, pages):
        return self.page + 1

    def show(self, state, seat):
        View.show(self, state, seat)
        pages = self.pages()
        want = self.situation()
        if want != self.wants:
            self.wants = want
            self.page = self.home(pages)
        self.redraw(pages)

    def redraw(self, pages=None):
        pages = pages or self.pages()
        self.page %= len(pages)
        self.paint(pages[self.page], "<%d/%d>" % (self.page + 1, len(pages)))

    def key(self, button):
        if self.state is None:
            return False
        pages = self.pages()
        old = self.page
        if button == RIGHT:
            self.page += 1
        elif button == LEFT:
            self.page -= 1
        elif button == SELECT:
            self.page = self.select(pages)
        elif button == B:
            self.page = self.home(pages)
        else:
            return False
        self.page %= len(pages)
        if self.page == old:
            return False
        self.redraw(pages)
        return True
