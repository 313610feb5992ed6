"""The Karak view (firmware/views/karak.py) on real pixels at 160x128 and 240x240: the map's
tiles where the placed tiles are, the heroes at their tiles, scrolling, following the active
hero, the drawn tile previewed as the menu turns it, text inside the screen on every page; a
fight played through the buttons; the score sheet with half points. (The view under
MicroPython, in a whole game through the shell: tests/test_memcheck.py, the firmware check.)"""
import pytest

from shellkit import session, assert_fits, count_color, lit
from karak_helpers import scenario, put, give, token, next_tile
import karak
from karak.data import (WARRIOR, THIEF, WIZARD, ORACLE, SWORDSMAN, WARLOCK, START, TUNNEL,
                        FOUNTAIN, GATE, ROOM, NTOK, P_ROTATE, A_ROT, DIR_LETTERS)
from karak.board import exits
from firmware.views import karak_art as art
from firmware.views.karak_map import SEAT_COLORS
from firmware.views.karak import F

BOARDS = ("pybadge", "picosystem")


def play(tmp_path, board, st, names=("Ann", "Bob")):
    """A session playing state st with people in every seat, past the first pass screen."""
    s = session(tmp_path, board=board)
    s.app.play(karak, st, list(names), [0] * len(names))
    s.settle()
    assert s.lines()[0] == "Pass to " + names[st.to_move()]
    s.press("A")
    return s


def view(s):
    return s.app.playing.view


def cell(s, x, y):
    """Screen rectangle (x, y, w, h) of map place x, y."""
    m = view(s).map
    px, py = m.place_of(x, y)
    ax, ay = s.app.profile.view_area[:2]
    return px + ax, py + ay, m.T, m.T


def map_rect(s):
    m = view(s).map
    return m.group.x, m.group.y, m.cols * m.T, m.rows * m.T


def small_dungeon():
    """Start (0,0) with a tunnel east, a room with a skeleton beyond, a fountain south and
    a gate west; two heroes (Warrior, Thief) on the start."""
    st = scenario([WARRIOR, THIEF])
    put(st, 1, 0, TUNNEL, 10)
    put(st, 2, 0, ROOM, 15, "Skeleton")
    put(st, 0, 1, FOUNTAIN, 3)
    put(st, -1, 0, GATE, 10)
    return st


@pytest.mark.parametrize("board", BOARDS)
def test_tiles_drawn_where_placed_and_nowhere_else(tmp_path, board):
    st = small_dungeon()
    s = play(tmp_path, board, st)
    shot = s.screenshot()
    m = view(s).map
    placed = [st.tile(t)[:2] for t in range(st.nt)]
    cx, cy = m.cam
    for j in range(m.rows):
        for i in range(m.cols):
            r = cell(s, cx + i, cy + j)
            n = len(lit(shot, r))
            if (cx + i, cy + j) in placed:
                assert n > m.T * m.T // 2, (cx + i, cy + j, n)
            else:
                assert n == 0, (cx + i, cy + j, n)
    assert count_color(shot, art.TILE_COLORS[art.WATER], cell(s, 0, 1)) > 0
    assert count_color(shot, art.TILE_COLORS[art.GATE_RING], cell(s, -1, 0)) > 0
    assert count_color(shot, art.TILE_COLORS[art.GOLD], cell(s, 0, 0)) > 0
    assert count_color(shot, art.THING_COLORS[art.MONSTER], cell(s, 2, 0)) > 4
    assert count_color(shot, art.THING_COLORS[art.MONSTER], cell(s, 1, 0)) == 0
    # the tunnel is drawn by its exits: floor at its east and west edges, rock at north
    x, y, T, _ = cell(s, 1, 0)
    floor = art.TILE_COLORS[art.TUNNEL_FLOOR]
    assert count_color(shot, floor, (x + 1, y + T // 2, 1, 1)) == 1
    assert count_color(shot, floor, (x + T - 1, y + T // 2, 1, 1)) == 1
    assert count_color(shot, floor, (x + T // 2, y + 1, 1, 1)) == 0


@pytest.mark.parametrize("board", BOARDS)
def test_heroes_drawn_at_their_tiles(tmp_path, board):
    st = small_dungeon()
    st.pos[0] = 1                         # the active Warrior in the tunnel, the Thief at start
    s = play(tmp_path, board, st)
    shot = s.screenshot()
    red, blue = SEAT_COLORS[0], SEAT_COLORS[1]
    assert count_color(shot, red, cell(s, 1, 0)) > 10
    assert count_color(shot, red, map_rect(s)) == count_color(shot, red, cell(s, 1, 0))
    assert count_color(shot, blue, cell(s, 0, 0)) > 10
    assert count_color(shot, blue, map_rect(s)) == count_color(shot, blue, cell(s, 0, 0))
    # the active hero's tile is framed
    x, y, T, _ = cell(s, 1, 0)
    assert count_color(shot, art.THING_COLORS[art.WHITE], (x, y, T, 1)) == T


@pytest.mark.parametrize("board", BOARDS)
def test_scrolling_moves_the_map_and_b_comes_back(tmp_path, board):
    st = small_dungeon()
    s = play(tmp_path, board, st)
    m = view(s).map
    before = m.cam
    start_px = lit(s.screenshot(), cell(s, 0, 0))
    sel = s.selected()
    s.press("LEFT")                     # the map takes the d-pad
    assert view(s).grab and m.cam[0] < before[0]
    assert "Scroll: d-pad  B: done" in s.lines()
    dx = (before[0] - m.cam[0]) * m.T
    moved = lit(s.screenshot(), cell(s, 0, 0))
    assert moved and [(x - dx, y) for x, y in moved] == start_px
    s.press("DOWN")                     # scrolls, the menu does not move
    assert m.cam[1] > before[1] and s.selected() == sel
    s.press("B")                        # back to the hero, the menu has its keys again
    assert not view(s).grab and m.cam == before
    s.press("DOWN")
    assert s.selected() != sel
    s.press("RIGHT")
    s.press("SELECT")                   # from scrolling to the heroes page
    assert not view(s).grab and ">Ann Warrior (W)" in s.lines()


def corridor(n):
    """Tunnels east of the start up to x = n; the Thief far east at x = n - 2."""
    st = scenario([WIZARD, THIEF])
    for x in range(1, n + 1):
        put(st, x, 0, TUNNEL, 10)
    st.pos[1] = n - 2
    return st


@pytest.mark.parametrize("board", BOARDS)
def test_the_map_follows_the_active_hero(tmp_path, board):
    st = corridor(16)
    s = play(tmp_path, board, st)
    m = view(s).map
    assert m.visible(0, 0) and not m.visible(14, 0)
    s.choose("Heal, end turn")          # Bob's Thief far east: the map goes there
    s.press("A")                        # (pass screen)
    assert m.visible(14, 0) and not m.visible(0, 0)
    assert count_color(s.screenshot(), SEAT_COLORS[1], cell(s, 14, 0)) > 10
    while not s.selected().startswith("Step east"):
        s.press("DOWN")
    s.press("LEFT")
    s.press("LEFT")                     # scrolled away from the hero
    assert not m.visible(14, 0) and view(s).grab
    s.press("A")                        # A still chooses: the hero moves, the map catches up
    assert m.visible(15, 0, 1) and not view(s).grab
    assert count_color(s.screenshot(), SEAT_COLORS[1], cell(s, 15, 0)) > 10


def drawn_exits(shot, s, x, y):
    """The exits mask of the tunnel drawn at map place x, y, read from its pixels: tunnel
    floor just inside the middle of each edge (inside any outline on the cell's border)."""
    px, py, T, _ = cell(s, x, y)
    floor = art.TILE_COLORS[art.TUNNEL_FLOOR]
    probes = ((px + T // 2, py + 1), (px + T - 2, py + T // 2), (px + T // 2, py + T - 2),
              (px + 1, py + T // 2))
    mask = 0
    for d in range(4):
        if count_color(shot, floor, probes[d] + (1, 1)):
            mask |= 1 << d
    return mask


def menu_exits(s):
    """The exits mask the highlighted "Rotate: N-E-S" entry names."""
    sel = s.selected()
    assert sel.startswith("Rotate: "), sel
    return sum(1 << DIR_LETTERS.index(c) for c in sel[len("Rotate: "):].split("-"))


@pytest.mark.parametrize("board", BOARDS)
def test_the_drawn_tile_is_previewed_as_the_menu_turns_it(tmp_path, board):
    st = scenario([WARRIOR, THIEF])
    put(st, 1, 0, TUNNEL, 10)
    next_tile(st, "tunnel", "T")            # three exits: each rotation looks different
    s = play(tmp_path, board, st)
    m = view(s).map
    gold = art.THING_COLORS[art.CHEST]
    assert m.ghost.hidden and not lit(s.screenshot(), cell(s, 0, 1))
    s.choose("Explore south")
    assert st.phase == P_ROTATE
    tile = st.stack[st.ns]
    seen = []
    for _ in range(len(st.actions())):      # every entry, DOWN after DOWN
        want = menu_exits(s)
        a = s.app.playing.acts[s.app.playing.menu.sel]
        assert exits(tile, a - A_ROT) == want
        shot = s.screenshot()
        assert not m.ghost.hidden and (m.ghost.x, m.ghost.y) == m._cell(0, 1)
        assert m.ghost[0] == m.index[TUNNEL * 16 + want]
        assert drawn_exits(shot, s, 0, 1) == want           # the tile, turned this way
        assert count_color(shot, gold, cell(s, 0, 1)) >= 8  # in its dashed gold outline
        assert count_color(shot, gold, cell(s, 1, 0)) == 0
        seen.append(want)
        s.press("DOWN")
    assert len(set(seen)) == len(seen) == 3 and menu_exits(s) == seen[0]    # wrapped round
    s.press("DOWN")
    assert drawn_exits(s.screenshot(), s, 0, 1) == seen[1]
    s.press("A")                            # laid as previewed; the preview is gone
    t = st.tile_at(0, 1)
    assert t is not None and st.tile(t)[3] == seen[1] and st.pos[0] == t
    shot = s.screenshot()
    assert m.ghost.hidden and m.ghost_frame.hidden
    assert drawn_exits(shot, s, 0, 1) == seen[1]
    assert count_color(shot, gold, cell(s, 0, 1)) == 0


@pytest.mark.parametrize("board", BOARDS)
def test_the_preview_is_brought_into_sight(tmp_path, board):
    st = scenario([WARRIOR, THIEF])
    for x in range(1, 17):
        put(st, x, 0, TUNNEL, 10)
    next_tile(st, "tunnel", "T")
    s = play(tmp_path, board, st)
    m = view(s).map
    while not s.selected().startswith("Explore west"):
        s.press("DOWN")
    while m.visible(-1, 0):                 # scrolled by hand until the place is out of sight
        s.press("RIGHT")
    s.press("A")
    assert st.phase == P_ROTATE and m.visible(-1, 0) and m.visible(0, 0)
    assert not m.ghost.hidden and (m.ghost.x, m.ghost.y) == m._cell(-1, 0)
    assert drawn_exits(s.screenshot(), s, -1, 0) & 2    # open towards the hero (east)


def test_no_preview_outside_a_persons_menu(tmp_path, monkeypatch):
    """hover() gets an action only while the menu of the person to move is up, and None
    before every move, so nothing is previewed during a bot's turn (its rotations too)."""
    from firmware.views import karak as kv
    calls = []
    orig = kv.View.hover

    def hover(self, state, action):
        calls.append((state.to_move(), action, len(state.history)))
        return orig(self, state, action)

    monkeypatch.setattr(kv.View, "hover", hover)
    st = scenario([WARRIOR, THIEF])
    s = session(tmp_path, board="pybadge")
    s.app.play(karak, st, ["Ann", "Bob"], [0, 2])
    s.settle()
    assert calls[-1] == (0, st.actions()[0], 0)
    s.choose("Heal, end turn")              # Bob's bot plays its turn, then Ann's menu
    n = len(st.history)
    assert st.to_move() == 0 and n > 2
    assert any(A_ROT <= a < A_ROT + 4 for a in st.history[1:]), st.history    # Bob explored
    assert [c for c in calls if c[1] is not None and c[0] != 0] == []
    for k in range(n):                      # before every move, the person's and the bot's
        assert [c for c in calls if c[2] == k and c[1] is None], k
    assert calls[-1] == (0, st.actions()[0], n) and view(s).map.ghost.hidden


@pytest.mark.parametrize("board", BOARDS)
def test_every_page_fits(tmp_path, board):
    st = scenario([SWORDSMAN, THIEF, WIZARD, ORACLE, WARLOCK])
    give(st, 0, "Skeleton", "Giant rat", "Mummy", "Mummy", "Turnkey", "Giant spider")
    st.won[token("Dragon")] = 1
    st.curse = 4
    st.hearts[2] = st.hearts[4] = 0
    s = play(tmp_path, board, st, ("Bogna", "Snik", "Mog", "Gritt", "Klak"))
    v = view(s)
    small = board == "pybadge"
    assert s.lines()[0] == ("Bogna (S) 5h 4 steps" if small else "Bogna Swordsman 5h 4 steps")
    x, y, w, h = s.app.profile.view_area
    seen = []
    for _ in range(len(v._pages())):
        assert_fits(s)
        for bx, by, bw, bh, t in s.labels():
            if by < s.app.profile.menu_y - 1:
                assert bx + bw <= x + w and by + bh <= y + h, t
        seen.extend(s.lines())
        s.press("SELECT")
    assert ">Bogna Swordsman (S)" in seen
    assert "5h 1.5p Sw Da Fl Fl Ke Po" in seen
    assert "Snik Thief (T)" in seen and "Mog Wizard (Z) fainted" in seen
    assert ("Klak (L) cursed fainted" if small else "Klak Warlock (L) cursed fainted") in seen
    assert "Events" in seen and "No fight yet" in seen


@pytest.mark.parametrize("board", BOARDS)
def test_fight_through_the_buttons(tmp_path, board):
    # the rulebook's fight: Warrior with sword, daggers and flames against the skeleton king
    st = scenario([WARRIOR, THIEF], dice=[2, 3, 6, 2])
    give(st, 0, "Skeleton", "Giant rat", "Mummy")
    st.pos[0] = put(st, 1, 0, TUNNEL, 10)
    put(st, 2, 0, ROOM, 10, "Skel. king")
    s = play(tmp_path, board, st)
    s.choose("Step east")
    lines = s.lines()
    assert "Ann vs Skel. king 10" in lines
    assert "Dice 2 + 3 = 5" in lines and "Total 8 vs 10" in lines
    assert "Choose below" in lines
    dice = view(s).dice
    assert [d[0] for d in dice] == [1, 2] and not dice[0].hidden
    assert count_color(s.screenshot(), 0xFFFFFF, (dice[0].x, dice[0].y, 12, 12)) > 50
    s.choose("Reroll dice")
    assert "Dice 6 + 2 = 8" in s.lines() and "Total 11 vs 10" in s.lines()
    assert [d[0] for d in dice] == [5, 1]
    s.choose("Use flames")              # then attacking is all that is left: done at once
    lines = s.lines()
    assert "Weapons +3  Flames +1" in lines and "Total 12 vs 10" in lines
    assert "Win! Gets Axe" in lines and "Leave Sword" in lines
    assert st.fight[F.F_RESULT] == F.WIN
    assert "Win 12 vs 10" in view(s).log and "Gets Axe" in view(s).log
    s.choose("Leave Daggers")           # three weapons: one stays on the tile
    s.press("A")                        # Bob's turn (pass screen): the map again
    assert not view(s).map.group.hidden
    s.press("SELECT")
    s.press("SELECT")                   # the last fight stays on its page
    assert "Win! Gets Axe" in s.lines()


@pytest.mark.parametrize("board", BOARDS)
def test_score_sheet_prints_half_points(tmp_path, board):
    st = scenario([WARRIOR, THIEF], dice=[6, 6])
    give(st, 0, "Skel. king", "Skeleton")                # +5
    st.won[token("Chest")] = 1                           # 1 point (doubled: 2)
    st.won[NTOK + token("The Fallen")] = 1               # Bob: 1 point
    put(st, 1, 0, ROOM, 10, "Dragon")
    s = play(tmp_path, board, st)
    s.choose("Step east")
    s.choose("Attack")
    lines = s.lines()
    assert lines[0] == "Game over"
    assert lines[1].split() == ["Ann", "2.5", "WINS"] and lines[2].split() == ["Bob", "1"]
    s.choose("Score sheet")
    rows = [" ".join(t.split()) for t in s.lines()]
    assert rows[:5] == ["Score sheet", "Ann", "Ruby x1 1.5", "Chest x1 1", "Total 2.5"]
    assert_fits(s)


def test_points_text_hook():
    assert [karak.points_text(p) for p in (0, 1, 2, 3, 13)] == ["0", "0.5", "1", "1.5", "6.5"]


@pytest.mark.parametrize("board", BOARDS)
def test_five_heroes_being_chosen_on_the_start(tmp_path, board):
    st = karak.new_game(5, 3, b"\x01")            # heroes are chosen: seat numbers meanwhile
    names = ("Grub", "Snik", "Mog", "Ratz", "Zog")
    s = play(tmp_path, board, st, names)
    assert s.lines()[0] == "%s: choose a hero" % names[st.to_move()]
    shot = s.screenshot()
    for seat in range(5):
        assert count_color(shot, SEAT_COLORS[seat], cell(s, 0, 0)) > 10, seat
    s.choose("Hero: Wizard")
    if s.lines()[0].startswith("Pass to"):
        s.press("A")
    assert view(s).map.marks[st.hero.index(WIZARD)][0][0] == 2      # the Z sprite
    assert_fits(s)


@pytest.mark.parametrize("T", (13, 20))     # the map's tile size on the PyBadge, PicoSystem
def test_hall_exits_read_on_small_tiles(T):
    """Rooms, fountains, gates and the start have a rock wall two pixels thick where they have
    no exit, and floor through it where they have one, so that their exits read."""
    bmp, index = art.tiles(T)
    w = max(3, T // 3)
    mid = (T - w) // 2 + w // 2                  # the middle of a corridor
    for kind in (ROOM, FOUNTAIN, GATE, START):
        for mask in range(16):
            n = index[kind * 16 + mask]
            if not n:
                continue
            ox, oy = n % 16 * T, n // 16 * T
            for d in range(4):
                for depth in (1, 2):            # inside the black grid line at 0
                    x, y = ((mid, depth), (T - depth, mid), (mid, T - depth), (depth, mid))[d]
                    floor = bmp[ox + x, oy + y] == art.ROOM_FLOOR
                    assert floor == bool(mask >> d & 1), (kind, mask, d, depth)
