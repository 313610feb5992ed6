"""Seat setup: number of seats, each seat a named person or a bot, and the game's options.

Rows: "Seats", one row per seat (LEFT/RIGHT: name, A: person / bot / easy bot), one row per
game option that applies to the number of seats (LEFT/RIGHT: choice), "Start game". START
starts the game from any row (the defaults are the common game: one press). B goes back to
the game list.
"""
from firmware import ui
from firmware.keys import UP, DOWN, LEFT, RIGHT, START
from firmware.screens import ListScreen

# One string split at import: each short string literal would be a name interned for good.
GOBLIN_NAMES = tuple("Grub Snik Mog Ratz Zog Nibs Gritt Klak Bogna Wart Fizz Mub".split())
KINDS = ("Person", "Bot", "Easy bot")
KIND_LEVEL = (0, 2, 1)      # save value per kind: 0 a person, else bot level + 1


class SetupScreen(ListScreen):
    def __init__(self, profile, game, on_start, on_back):
        self.game = game
        self.on_start = on_start
        self.seats = max(game.MIN_SEATS, min(2, game.MAX_SEATS))
        self.names = list(range(game.MAX_SEATS))
        self.kinds = [1] * game.MAX_SEATS       # bots, but a person in the game's PERSON_SEAT
        self.kinds[getattr(game, "PERSON_SEAT", 0)] = 0
        self.choices = [0] * len(game.OPTIONS)
        ListScreen.__init__(self, profile, game.TITLE, self._items(), self._choose,
                            on_back, footer=" ")
        self._footer()

    def _items(self):
        g = self.game
        items = ["Seats: < %d >" % self.seats]
        for i in range(self.seats):
            items.append("%d %-6s %s" % (i + 1, GOBLIN_NAMES[self.names[i]],
                                         KINDS[self.kinds[i]]))
        for k in self._options():
            label, labels = g.OPTIONS[k][:2]
            items.append("%s: < %s >" % (label, labels[self.choices[k]]))
        items.append("Start game")
        return items

    def _options(self):
        """Indexes of the options that apply to this many seats (engine interface: an
        option's optional third item is its (min seats, max seats))."""
        opts = self.game.OPTIONS
        return [k for k in range(len(opts))
                if len(opts[k]) < 3 or opts[k][2][0] <= self.seats <= opts[k][2][1]]

    def _row(self, sel):
        """('seats', 0) / ('seat', i) / ('option', k) / ('start', 0) for list row sel."""
        if sel == 0:
            return "seats", 0
        if sel <= self.seats:
            return "seat", sel - 1
        shown = self._options()
        if sel <= self.seats + len(shown):
            return "option", shown[sel - 1 - self.seats]
        return "start", 0

    def _footer(self):
        kind = self._row(self.menu.sel)[0]
        s = {"seats": "</>: seats  START: play", "seat": "</>: name  A: who plays",
             "option": "</>: change", "start": "A: start  B: back"}[kind]
        ui.set_text(self.footer, ui.fit(s, self.profile.cols))

    def _refresh(self):
        self.menu.set_items(self._items(), self.menu.sel)
        self._footer()
        return True

    def _next_name(self, i, d):
        n = len(GOBLIN_NAMES)
        used = [self.names[k] for k in range(self.seats) if k != i]
        v = self.names[i]
        for _ in range(n):
            v = (v + d) % n
            if v not in used:
                break
        self.names[i] = v

    def _choose(self, sel):
        kind, i = self._row(sel)
        if kind == "seat":
            self.kinds[i] = (self.kinds[i] + 1) % len(KINDS)
            return self._refresh()
        if kind == "start":
            names = [GOBLIN_NAMES[self.names[i]] for i in range(self.seats)]
            bots = [KIND_LEVEL[self.kinds[i]] for i in range(self.seats)]
            return self.on_start(self.game, names, bots, bytes(self.choices))
        return self._change(kind, i, 1)

    def _change(self, kind, i, d):
        g = self.game
        if kind == "seats":
            n = self.seats + d
            if n < g.MIN_SEATS or n > g.MAX_SEATS:
                return False
            self.seats = n
            for k in range(n):      # a seat coming back keeps a name nobody else has
                if self.names[k] in [self.names[j] for j in range(k)]:
                    self._next_name(k, 1)
        elif kind == "seat":
            self._next_name(i, d)
        elif kind == "option":
            self.choices[i] = (self.choices[i] + d) % len(g.OPTIONS[i][1])
        else:
            return False
        return self._refresh()

    def press(self, button, now):
        if button == START:
            return self._choose(len(self.menu.items) - 1)      # "Start game"
        if button in (LEFT, RIGHT):
            kind, i = self._row(self.menu.sel)
            return self._change(kind, i, 1 if button == RIGHT else -1)
        changed = ListScreen.press(self, button, now)
        if button in (UP, DOWN):
            self._footer()
        return changed
