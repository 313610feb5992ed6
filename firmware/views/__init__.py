"""Game views: the drawing of a game above the shell's action menu.

How a view plugs in
-------------------
A game's view modules live in the folder firmware/views/NAME/ (NAME: the game package's NAME,
e.g. "goblin_vaults"): __init__.py only a docstring (it is loaded with any module of the
folder), view.py holding the class `View`, sheet.py the score sheet (below), and its pages by
plain names (legend.py, help.py, map.py, ...), which import each other in no circle. A game
without firmware/views/NAME/view.py is drawn by firmware/views/generic.py, so every engine
plays before it has its own view. Subclass `View` below (or GenericView). A view reads the
game only through the read API its package's docstring documents, never its rules.
How long each module is kept: firmware.shell.LIVES (the folder's modules live with the view,
V, unless named there: C for one call, borrowed with gpcore.once).

    View(game, profile, area, names)
        game: the game module; profile: firmware.profiles.Profile (width, height, line_h,
        cols, ...); area: (x, y, w, h), the rectangle the view may draw in: (0, 0, 160, 78)
        on the PyBadge and PyGamer, (0, 0, 240, 140) on the PicoSystem; names: the seat
        names, a list of str.
        Build displayio objects into self.group (already placed at x, y: draw in area-local
        coordinates 0..w-1, 0..h-1). Build them once and change them in show(); memory is
        tight on the device (about 100 KB).

    show(state, seat)
        Draw `state`. `seat` is the seat whose private information (hand, secret choice) may
        be drawn, or None: then draw only what every player may see. The shell calls it
        after every action, after the pass screen, and after a page change; keep `state`
        and `seat` if key() needs to redraw. Never draw another seat's secrets.

    key(button) -> bool
        LEFT, RIGHT, SELECT and B reach the view while the action menu is up (UP/DOWN/A
        belong to the menu, START to the pause menu; see grab below for UP/DOWN). Use them
        for pages (SELECT: next page, e.g. the other players' vaults) and scrolling
        (LEFT/RIGHT: a map); B returns to the first page. Return True if the view changed
        (the shell then refreshes the display).

    hover(state, action)
        The entry highlighted in the action menu: `action` is its action code (one of
        state.actions()) when the menu of the person holding the device comes up and after
        every UP/DOWN, and None as soon as the menu is gone (a move is made: a banner, a bot
        move, the pass screen). Use it to preview what the entry would do (Karak: the drawn
        tile, turned as the highlighted "Rotate" entry says, where it will be laid). Only a
        person's own menu is ever hovered, never a bot's choice; like show(), it must not
        draw another seat's secrets. Called after show(); the shell refreshes the display.

    note(lines)
        Public event lines (state.events(), bot moves) as the shell shows them; the base
        class keeps the last LOG_LINES in self.log for views that show a log.

    close()
        The game is left: drop big objects (the shell also drops the view and collects).

    color(state, seat) -> int
        The 24-bit colour of the seat (its pieces, its faction), for the board's lights;
        by default firmware.ui.SEAT_COLORS.

When the shell calls show(): with the mover's seat when the action menu is up (None if
the engine's state.private_seat() says otherwise; private_seat() None marks a public
decision, made without a pass screen: show() then gets the seat of the person still holding
the device if that is the mover, else None); during bot banners with the seat of the
person holding the device (None if nobody holds it yet, e.g. between two people); with None
on the way to the pass screen and in a replay.

A small view:

    from firmware import ui
    from firmware.views import View as Base

    class View(Base):
        def __init__(self, game, profile, area, names):
            Base.__init__(self, game, profile, area, names)
            self.line = ui.text(self.group, 2, 0, " ")       # ui: text, box, set_text, fit

        def show(self, state, seat):
            Base.show(self, state, seat)
            hand = state.hand(seat) if seat is not None else []
            ui.set_text(self.line, "Hand %d cards" % len(hand))

Test it headless: host_sim.session.Session (see tests/test_shell_loop.py).

Optional engine hooks
---------------------
state.public_label(a) -> str (like label(a)): what everyone may learn of action a, shown on
    the banner of a move and in the log ("chose a card" for a secret choice). Without it the
    shell shows label(a), which gives secret choices away: engines with secrets need it.
state.view_lines(seat) -> list of lines (<= 26 chars) describing the position as `seat` sees
    it (seat None: public only); the generic view shows them as its first pages.
state.score_sheet(seat) -> list of (label, points) rows, the last one the total, for the
    results screen's "Score sheet" (points in the units of result()).
state.rivals() -> list of (name, points, won) for opponents that have no seat (Goblin
    Vaults' Glavrun in a solo game), listed on the results screen under the seats.
game.points_text(points) -> str, a function of the game module: how the results screen and
    the score sheet print points of result() and score_sheet() (e.g. doubled points 3 ->
    "1.5"); without it they are printed as ints. Up to 5 characters go in a column; a longer
    text is words after the name on the results screen ("Mog WINS: beat the Lord").
state.events() lines are shown to everyone: they must be public.

A game may lay out the results screen's score sheet itself, in firmware/views/<NAME>/sheet.py:
lines(game, state, names, cols) -> list of lines of at most cols characters for the finished
`state`. It is loaded for that only, without the view (the results screen frees the view).

A view that sets self.grab = True gets UP and DOWN too (e.g. to move a cursor over a map
in four directions, firmware/views/grid.py) until it sets grab back to False; A stays with
the menu. In key() a view may set self.pick to an action of state.actions(): the shell
then highlights that entry of the person's menu (and hovers it), as UP/DOWN would (a
cursor on a place the menu names); it is ignored while no menu is up.
"""
import displayio
from firmware.ui import SEAT_COLORS

LOG_LINES = 8


class View:
    """Base class: keeps the area, the names and the recent public event lines."""

    def __init__(self, game, profile, area, names):
        self.game = game
        self.profile = profile
        self.area = area
        self.names = names
        self.group = displayio.Group(x=area[0], y=area[1])
        self.log = []
        self.state = None
        self.seat = None
        self.grab = False
        self.pick = None

    def show(self, state, seat):
        self.state = state
        self.seat = seat

    def key(self, button):
        return False

    def hover(self, state, action):
        pass

    def note(self, lines):
        self.log.extend(lines)
        del self.log[:-LOG_LINES]

    def close(self):
        self.state = None

    def color(self, state, seat):
        return SEAT_COLORS[seat % len(SEAT_COLORS)]


def load(game, profile, area, names):
    """The view for `game`: firmware/views/<NAME>/view.py's View, else the generic view."""
    try:
        mod = __import__("firmware.views." + game.NAME + ".view", None, None, ("View",))
        cls = mod.View
    except ImportError as e:
        if ("views." + game.NAME) not in str(e) and game.NAME not in str(e):
            print("view of", game.NAME, "failed to import:", e)
        # (by name, not an import statement: the generic view's pages import this package)
        cls = __import__("firmware.views.generic", None, None, ("_",)).GenericView
    return cls(game, profile, area, names)
