"""Board profiles chosen by board.board_id: screen size, display, buttons and layout metrics.

Every layout is computed from a profile, so each screen is proven at 160x128 (PyBadge,
PyGamer) and 240x240 (PicoSystem).
"""


class UnknownBoard(Exception):
    """The board id is not one of BOARDS; the message says which boards are supported."""


# board_id: (name, width, height, line height, action menu rows, title scale, the module of
# firmware whose key_source(board) makes its buttons: only that one is compiled)
BOARDS = {
    "pybadge": ("PyBadge", 160, 128, 12, 3, 2, "keys"),
    "edgebadge": ("EdgeBadge", 160, 128, 12, 3, 2, "keys"),
    "pygamer": ("PyGamer", 160, 128, 12, 3, 2, "keys_gamer"),
    "pimoroni_picosystem": ("PicoSystem", 240, 240, 14, 6, 3, "keys_pico"),
}

CHAR_W = 6      # terminalio.FONT cell, spacing included
CHAR_H = 12


class Profile:
    """What the screens need to know about a board.

    width, height: screen pixels; display: board.DISPLAY; keys: a keys.KeySource;
    line_h: pixels per text line; cols: characters per full-width line;
    list_rows: rows of a full-screen list (below its title, above its footer);
    menu_rows: rows of the action menu; view_area: (x, y, w, h) above the action menu;
    menu_y: top of the action menu; hint_y: top of the hint line; title_scale: big text.
    """

    def __init__(self, board_id, spec, display, key_source):
        self.board_id = board_id
        self.name, self.width, self.height, self.line_h, self.menu_rows, \
            self.title_scale, _ = spec
        self.display = display
        self.keys = key_source
        self.cols = self.width // CHAR_W
        self.header_h = self.line_h + 3
        self.list_rows = (self.height - self.header_h - self.line_h - 2) // self.line_h
        self.hint_y = self.height - self.line_h
        self.menu_y = self.hint_y - self.menu_rows * self.line_h - 1
        self.view_area = (0, 0, self.width, self.menu_y - 1)


def current():
    """The profile of the board we run on; UnknownBoard for a board without one."""
    import board
    import sys
    bid = getattr(board, "board_id", "?")
    spec = BOARDS.get(bid)
    if spec is None:
        raise UnknownBoard("Board %s is not supported. Supported: %s" %
                           (bid, ", ".join(sorted(BOARDS))))
    display = board.DISPLAY
    display.auto_refresh = False
    name = "firmware." + spec[6]
    __import__(name)
    return Profile(bid, spec, display, sys.modules[name].key_source(board))
