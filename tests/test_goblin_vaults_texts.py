"""Every string a Goblin Vaults screen can show fits its place on both boards: the rules
screen, menu labels, hints, banner lines (a move's head and its events), goal names, the
goals page, the score sheet and every text the view draws on its canvas. The widths come
from firmware/profiles.py and the screens built from it, never from a copy here."""
import pytest

from host_sim import fakes
fakes.install()         # before firmware.ui takes the board module (alone, or first in a worker)

import goblin_vaults as GV  # noqa: E402
from gpcore.bots import RandomBot  # noqa: E402
from firmware import boards, profiles  # noqa: E402
from firmware.setup import GOBLIN_NAMES  # noqa: E402
from goblin_vaults import cards as C  # noqa: E402
from goblin_vaults.codes import GLAVRUN  # noqa: E402

BOARDS = ("pybadge", "pimoroni_picosystem")
LONGEST = max(GOBLIN_NAMES, key=len)        # the longest name a seat can get
CHAR_W = profiles.CHAR_W


def profile(board):
    return profiles.Profile(board, boards.BOARDS[board], None, None)


def widths(board):
    """Characters that fit: the rules screen, a menu entry, the hint line, a banner line."""
    from firmware.screens import TextScreen
    from firmware.widgets import ListBox
    fakes.configure(board.replace("pimoroni_", ""))
    p = profile(board)
    screen = TextScreen(p, "Rules", ["x" * 99], lambda: None)
    return {"rules": len(screen.labels[0].text), "menu": ListBox(p, 0, 0, p.width, 1).cols,
            "hint": p.cols, "banner": p.cols - 1}


def games():
    """Finished and unfinished states of seeded games, 1-5 seats, good and random bots: each
    decision as (state, actions) before it is made, then its events."""
    for seats in range(1, 6):
        for seed in range(1, 4):
            st = GV.new_game(seats, seed, bytes((seed % 3, seed % 2)))
            bots = [GV.make_bot(1), RandomBot(seed)]
            i = 0
            while not st.over():
                yield st
                st.apply(bots[(i // 7) % 2].choose(st))
                i += 1
            yield st


@pytest.mark.parametrize("board", BOARDS)
def test_every_engine_text_fits(board):
    w = widths(board)
    for line in GV.RULES:
        assert len(line) <= w["rules"], line
    names = [LONGEST] * 5
    for g in range(C.NGOALS):
        assert len(C.goal_name(g)) <= w["menu"] - 4
    for st in games():
        for line in st.events(names):
            assert len(line) <= w["banner"], line
        if st.over():
            for s in list(range(st.n)) + ([GLAVRUN] if st.n == 1 else []):
                for label, pts in st.score_sheet(s):
                    assert len("  %s %d" % (label, pts)) <= w["rules"], label
            continue
        for a in st.actions():
            assert len(st.label(a)) <= w["menu"], st.label(a)
            assert len(st.hint(a)) <= w["hint"], st.hint(a)
            head = "%s: %s" % (LONGEST, st.public_label(a))     # the banner of a move
            assert len(head) <= w["banner"], head


class Recorder:
    """Records the text boxes drawn on a view's canvas since its last clear()."""

    def __init__(self, monkeypatch):
        from firmware.canvas import Canvas
        self.boxes = []
        self.w = None
        text, clear = Canvas.text, Canvas.clear

        def rec_text(cv, x, y, s, color=1):      # 1: firmware.canvas.INK
            self.w = cv.w
            self.boxes.append((x, y, s, color))
            return text(cv, x, y, s, color)

        def rec_clear(cv):
            self.boxes = []
            clear(cv)

        monkeypatch.setattr(Canvas, "text", rec_text)
        monkeypatch.setattr(Canvas, "clear", rec_clear)

    def check(self, where):
        """Each text whole on the canvas, and two texts on one line a space apart (but for
        ink on a card or a swatch: its box holds it)."""
        from firmware.canvas import INK
        boxes = [(x + CHAR_W * (len(s) - len(s.lstrip())), y, CHAR_W * len(s.strip()), s, c)
                 for x, y, s, c in self.boxes if s.strip()]
        for x, y, bw, s, c in boxes:
            assert x >= 0 and x + bw <= self.w, (where, s, x)
        boxes = [b[:4] for b in boxes if b[4] != INK]
        for i in range(len(boxes)):
            x, y, bw, s = boxes[i]
            for x2, y2, bw2, s2 in boxes[i + 1:]:
                apart = x + bw + CHAR_W <= x2 or x2 + bw2 + CHAR_W <= x or abs(y - y2) >= 11
                assert apart, (where, s, s2)


@pytest.mark.parametrize("board", ("pybadge", "picosystem"))
def test_every_view_text_fits(board, monkeypatch):
    from test_goblin_vaults_screens import render
    from firmware.keys import RIGHT
    rec = Recorder(monkeypatch)
    names = [LONGEST] * 5
    for k, st in enumerate(games()):
        if k % 23:
            continue
        seat = None if st.over() else st.to_move()
        view, disp = render(board, st, seat, names)
        for _ in view.pages():
            rec.check((st.n, view.pages()[view.page]))
            view.key(RIGHT)
        if st.over():
            from firmware.views.goblin_vaults import sheet
            lines = sheet.lines(None, st, names, profile(
                "pybadge" if board == "pybadge" else "pimoroni_picosystem").cols - 1)
            for s in list(range(st.n)) + ([GLAVRUN] if st.n == 1 else []):
                for label, pts in st.score_sheet(s)[:-1]:      # every label whole
                    assert [ln for ln in lines if ln.startswith("  " + label + " ")], label
