"""The Karak view (firmware/views/karak/view.py) on real pixels at 160x128 and 240x240: the map's
tiles where the placed tiles are, the heroes at their tiles, scrolling, following the active
hero, the drawn tile previewed as the menu turns it, text inside the screen on every page; a
fight played through the buttons; the score sheet with half points. (The view under
MicroPython, in a whole game through the shell: tests/test_memcheck.py, the firmware check.)"""
import pytest

from shellkit import session, assert_fits, count_color, lit
from karak_helpers import scenario, put, give, token, next_tile
import karak
from karak.codes import (WARRIOR, THIEF, WIZARD, ORACLE, SWORDSMAN, WARLOCK, START, TUNNEL,
                        FOUNTAIN, GATE, ROOM, NTOK, P_ROTATE, A_ROT, DIR_LETTERS, ROUND_CAP)
from karak.board import exits
from firmware.views.karak import art
from firmware.views.karak import sprites
from firmware.views.karak import draw
from firmware.views.karak.map import SEAT_COLORS
from firmware.views.grid import CURSOR_COLOR
from karak import codes as F

BOARDS = ("pybadge", "picosystem")


def play(tmp_path, board, st, names=("Ann", "Bob")):
    """A session playing state st with people in every seat, past the first pass screen."""
    s = session(tmp_path, board=board)
    s.app.go("play", (karak, st, list(names), [0] * len(names), None, None))
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
    m = view(s).map
    assert s.selected() == "Explore north"      # its place is outlined, empty as it is
    assert cell_has_gold_outline(s.screenshot(), s, 0, -1)
    while s.selected() != "Heal, end turn":     # an entry naming no place
        s.press("DOWN")
    shot = s.screenshot()
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
    assert count_color(shot, sprites.THING_COLORS[sprites.MONSTER], cell(s, 2, 0)) > 4
    assert count_color(shot, sprites.THING_COLORS[sprites.MONSTER], cell(s, 1, 0)) == 0
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
    assert count_color(shot, sprites.THING_COLORS[sprites.WHITE], (x, y, T, 1)) == T


@pytest.mark.parametrize("board", BOARDS)
def test_the_cursor_picks_the_entry_naming_its_place_and_b_comes_back(tmp_path, board):
    st = small_dungeon()
    s = play(tmp_path, board, st)
    v = view(s)
    m = v.map
    before = m.cam
    assert s.selected() == "Explore north" and m.mark.hidden
    s.press("LEFT")                     # the cursor starts beside the hero, on the gate
    assert v.grab and m.cursor == (-1, 0) and m.cam == before
    assert "Cursor: d-pad  B: done" in s.lines()
    assert s.selected() == "Step west"  # the entry that goes there is highlighted
    shot = s.screenshot()
    assert count_color(shot, CURSOR_COLOR, cell(s, -1, 0)) >= 8
    assert count_color(shot, CURSOR_COLOR, map_rect(s)) == \
        count_color(shot, CURSOR_COLOR, cell(s, -1, 0))
    s.press("DOWN")                     # the d-pad moves the cursor, not the menu
    assert m.cursor == (-1, 1) and s.selected() == "Step west"
    s.press("RIGHT")                    # onto the fountain: the step south
    assert m.cursor == (0, 1) and s.selected() == "Step south"
    s.press("RIGHT")
    s.press("UP")
    assert m.cursor == (1, 0) and s.selected() == "Step east"
    s.press("B")                        # back to the hero, the menu has its keys again
    assert not v.grab and m.cursor is None and m.mark.hidden and m.cam == before
    s.press("DOWN")
    assert s.selected() == "Step south"
    s.press("RIGHT")
    s.press("SELECT")                   # from the cursor to the heroes page
    assert not v.grab and ">Ann Warrior (W)" in s.lines()
    s.press("B")
    s.press("RIGHT")
    s.press("RIGHT")
    s.press("A")                        # A chooses the picked entry: the step east
    assert st.pos[0] == st.tile_at(1, 0) and not v.grab


@pytest.mark.parametrize("board", BOARDS)
def test_the_map_scrolls_after_the_cursor(tmp_path, board):
    st = corridor(20)
    s = play(tmp_path, board, st)
    m = view(s).map
    before = m.cam
    s.press("RIGHT")
    for _ in range(m.cols):             # past the window's right edge
        s.press("RIGHT")
        assert m.visible(*m.cursor)
    assert m.cam[0] > before[0] and not m.visible(0, 0)
    assert count_color(s.screenshot(), CURSOR_COLOR, cell(s, *m.cursor)) >= 8
    for _ in range(30):                 # it stops a place past the map's end
        s.press("RIGHT")
    assert m.cursor == (21, 0)
    s.press("B")
    assert m.cam == before and m.visible(0, 0)


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
    while m.visible(14, 0):             # the cursor takes the map away from the hero
        s.press("LEFT")
    assert view(s).grab and s.selected() == "Step west"     # picked on the way
    s.press("A")                        # A chooses: the hero moves, the map catches up
    assert m.visible(13, 0, 1) and not view(s).grab and m.mark.hidden
    assert count_color(s.screenshot(), SEAT_COLORS[1], cell(s, 13, 0)) > 10


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
    gold = sprites.THING_COLORS[sprites.CHEST]
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
        assert not m.ghost.hidden and (m.ghost.x, m.ghost.y) == m.cell(0, 1)
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
    s.press("RIGHT")
    while m.visible(-1, 0):                 # the cursor takes the map away from the place
        s.press("RIGHT")
    s.press("SELECT")                       # the cursor is done, the window stays
    s.press("B")
    assert not m.visible(-1, 0)
    while not s.selected().startswith("Explore west"):
        s.press("DOWN")
    s.press("A")
    assert st.phase == P_ROTATE and m.visible(-1, 0) and m.visible(0, 0)
    assert not m.ghost.hidden and (m.ghost.x, m.ghost.y) == m.cell(-1, 0)
    assert drawn_exits(s.screenshot(), s, -1, 0) & 2    # open towards the hero (east)


def test_no_preview_outside_a_persons_menu(tmp_path, monkeypatch):
    """hover() gets an action only while the menu of the person to move is up, and None
    before every move, so nothing is previewed during a bot's turn (its rotations too)."""
    s = session(tmp_path, board="pybadge")     # (first: the App drops views at the title)
    from firmware.views.karak import view as kv
    calls = []
    orig = kv.View.hover

    def hover(self, state, action):
        calls.append((state.to_move(), action, len(state.history)))
        return orig(self, state, action)

    monkeypatch.setattr(kv.View, "hover", hover)
    st = scenario([WARRIOR, THIEF])
    s.app.go("play", (karak, st, ["Ann", "Bob"], [0, 2], None, None))
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
    assert s.lines()[0].split() == (["Bogna", "(S)", "5h", "4", "steps", "R1/60"] if small else
                                    ["Bogna", "Swordsman", "5h", "4", "steps", "R1/60"])
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
    assert "Hero; striped: fainted" in seen          # the legend says what the stripes mean


def test_a_fainted_hero_is_told_by_shape_not_only_grey(tmp_path):
    st = scenario([SWORDSMAN, WIZARD])
    st.hearts[1] = 0
    s = play(tmp_path, "pybadge", st, ("Bogna", "Mog"))
    m = view(s).map
    n = len(m.chars)
    up, out = (m.marks[k][1] for k in (0, 1))
    assert up[0] < n <= out[0]                  # the striped sprite of the same letter
    assert out[0] - n == m.chars.index("Z") and up[0] == m.chars.index("S")
    sheet, w, h = m.sizes[0]

    def sprite(i):
        return [[sheet[i * w + x, y] for x in range(w)] for y in range(h)]
    whole, striped = sprite(out[0] - n), sprite(out[0])
    gaps = [y for y in range(h) if whole[y] != striped[y]]
    assert len(gaps) >= 3                       # rows of the shield left out
    for y in gaps:
        assert 1 in whole[y] and 1 not in striped[y]
        assert [v == 2 for v in whole[y]] == [v == 2 for v in striped[y]]    # the letter stays


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
    assert lines[:2] == ["Game over", "Warrior beat the dragon"]     # why it ended
    assert lines[2].split() == ["Ann", "2.5", "WINS"] and lines[3].split() == ["Bob", "1"]
    s.choose("Score sheet")
    rows = [" ".join(t.split()) for t in s.lines()]
    assert rows[:6] == ["Score sheet", "Warrior beat the dragon", "Ann", "Ruby x1 1.5",
                        "Chest x1 1", "Total 2.5"]
    assert_fits(s)


def test_points_text_hook():
    assert [karak.points_text(p) for p in (0, 1, 2, 3, 13)] == ["0", "0.5", "1", "1.5", "6.5"]


@pytest.mark.parametrize("board", BOARDS)
def test_five_heroes_being_chosen_on_the_start(tmp_path, board):
    st = karak.new_game(5, 3, b"\x01")            # heroes are chosen: seat numbers meanwhile
    names = ("Grub", "Snik", "Mog", "Ratz", "Zog")
    s = play(tmp_path, board, st, names)
    assert s.lines()[0].split() == [names[st.to_move()] + ":", "choose", "a", "hero", "R1/60"]
    shot = s.screenshot()
    for seat in range(5):
        assert count_color(shot, SEAT_COLORS[seat], cell(s, 0, 0)) > 10, seat
    s.choose("Hero: Wizard")
    if s.lines()[0].startswith("Pass to"):
        s.press("A")
    assert view(s).map.marks[st.hero.index(WIZARD)][-1][0] == 2     # the small Z sprite
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


@pytest.mark.parametrize("board", BOARDS)
def test_a_persons_turn_opens_on_the_map_after_a_bots_fight(tmp_path, board):
    # Bob, a bot, is a cursed Thief on the skeleton king's room: his turn begins with that
    # fight; he may use his flames or strike, and loses either way (2 + 1 vs 10)
    st = scenario([WARRIOR, THIEF], dice=[1, 1])
    st.pos[1] = put(st, 1, 0, ROOM, 10, "Skel. king")
    give(st, 1, "Mummy")                    # the magic flames
    st.curse = 1
    s = session(tmp_path, board=board)
    s.app.go("play", (karak, st, ["Ann", "Bob"], [0, 2], None, None))
    s.settle()
    s.choose("Heal, end turn")              # Bob's fight, his choice, his loss
    assert st.to_move() == 0 and st.fight[F.F_RESULT] == F.LOSS and len(st.history) == 2
    v = view(s)
    assert not v.map.group.hidden and "Loss: -1 heart, back" not in s.lines()
    assert s.lines()[0].startswith("Ann ")          # her hero, hearts and steps
    for _ in range(len(v._pages()) - 1):            # the fight is a page away
        if "Loss: -1 heart, back" in s.lines():
            break
        s.press("SELECT")
    assert "Bob vs Skel. king 10" in s.lines()


@pytest.mark.parametrize("board", BOARDS)
def test_the_next_persons_turn_opens_on_the_map_after_a_fight(tmp_path, board):
    st = scenario([WARRIOR, THIEF], dice=[1, 1, 1, 2])
    st.pos[0] = put(st, 1, 0, TUNNEL, 10)
    put(st, 2, 0, ROOM, 10, "Skel. king")
    s = play(tmp_path, board, st)
    s.choose("Step east")                   # Ann's own fight: its page opens by itself
    assert "Ann vs Skel. king 10" in s.lines()
    s.choose("Reroll dice")                 # then the attack is all that is left: lost
    assert s.lines()[0] == "Pass to Bob"
    s.press("A")
    assert not view(s).map.group.hidden and s.lines()[0].startswith("Bob ")


def silhouette(bmp, ox, oy, w, h):
    """The filled pixels (not colour 0) of a sprite, as a set of (x, y) within it."""
    return {(x, y) for x in range(w) for y in range(h) if bmp[ox + x, oy + y]}


@pytest.mark.parametrize("T", (13, 20))
def test_hero_markers_have_a_shape_nothing_else_on_the_map_has(T):
    """Monsters, the dragon and the chest are filled rectangles (so are a fountain's pool and
    a gate's ring, on the tiles); a hero is a shield: its top corners cut, its foot pointed.
    So shape alone tells a hero, whatever its colour or letter."""
    things = sprites.things(T)
    for v in range(1, sprites.DROP):                    # each token's sprite
        box = silhouette(things, v * T, 0, T, T)
        xs = [x for x, _ in box]
        ys = [y for _, y in box]
        w, h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        assert len(box) == w * h, v                 # a full rectangle
    chars = "WTZLSO12345"
    for scale in (1, 2):
        w, h = sprites.marker_size(scale)
        sheet = sprites.heroes(chars, scale)
        for i in range(len(chars)):
            shape = silhouette(sheet, i * w, 0, w, h)
            assert (0, 0) not in shape and (w - 1, 0) not in shape and (1, 0) in shape
            assert (0, 1) in shape and (w - 1, 1) in shape
            foot = sorted(x for x, y in shape if y == h - 1)
            assert len(foot) <= 2 and foot[0] > 0 and foot[-1] < w - 1       # a point
            assert len(shape) < w * h


@pytest.mark.parametrize("board", BOARDS)
def test_the_shield_is_on_the_screen(tmp_path, board):
    st = small_dungeon()
    st.pos[1] = 3                           # the Thief on the fountain, alone
    s = play(tmp_path, board, st)
    shot = s.screenshot()
    m = view(s).map
    grid = m.marks[1][1]
    _, w, h = m.sizes[0]
    ax, ay = s.app.profile.view_area[:2]
    x, y = grid.x + m.group.x + ax, grid.y + m.group.y + ay
    blue = SEAT_COLORS[1]
    assert count_color(shot, blue, (x + 1, y, w - 2, 1)) == w - 2
    assert count_color(shot, blue, (x, y, 1, 1)) == 0                  # the top corners cut
    assert count_color(shot, blue, (x + w - 1, y, 1, 1)) == 0
    assert 0 < count_color(shot, blue, (x, y + h - 1, w, 1)) <= 2


@pytest.mark.parametrize("board", BOARDS)
def test_three_heroes_or_more_on_a_tile_keep_their_letters_clear(tmp_path, board):
    st = karak.new_game(5, 3, b"\x00\x00")
    s = session(tmp_path, board=board)
    s.app.go("play", (karak, st, ["A", "B", "C", "D", "E"], [0] * 5, None, None))
    s.settle()
    s.press("A")
    m = view(s).map
    _, w, h = m.sizes[-1]
    boxes = [(g.x + 1, g.y + 1) for g in m.heroes]  # each marker's letter: 3s x 5s inside
    sc = (w - 2) // 3
    assert len(boxes) == 5
    for i in range(5):
        for j in range(i + 1, 5):
            (x1, y1), (x2, y2) = boxes[i], boxes[j]
            apart = x1 + 3 * sc <= x2 or x2 + 3 * sc <= x1 or y1 + 5 * sc <= y2 or \
                y2 + 5 * sc <= y1
            assert apart, (boxes[i], boxes[j])


def pages_of(s, kind):
    """Press SELECT until the view shows a page of this kind; the page index."""
    v = view(s)
    for _ in range(len(v._pages())):
        if v._pages()[v.page][0] == kind:
            return v.page
        s.press("SELECT")
    raise AssertionError(kind)


@pytest.mark.parametrize("board", BOARDS)
def test_the_legend_shows_each_map_sprite_with_its_meaning(tmp_path, board):
    from firmware.views.karak import view as kv
    st = small_dungeon()
    st.round = 4
    s = play(tmp_path, board, st)
    v = view(s)
    pages_of(s, kv.LEGEND)
    x, y, w, h = s.app.profile.view_area
    T = v.map.T
    seen = []
    while v._pages()[v.page][0] == kv.LEGEND:
        shot = s.screenshot()
        first = v._pages()[v.page][1]
        lines = [t for t in s.lines() if t not in s.app.playing.menu.items and t != s.lines()[-1]]
        for i, text in enumerate(lines[:v.key_rows]):
            k = first + i
            assert text == (karak.LEGEND[k] if k < len(karak.LEGEND) - 1 else
                            "R5/%d: round 5 of %d" % (ROUND_CAP, ROUND_CAP))
            sprite = v.legend[2 * k] or v.legend[2 * k + 1]
            assert bool(lit(shot, (x + 2, y + i * T, T, T))) == bool(sprite), text
            seen.append(text)
        assert_fits(s)
        for bx, by, bw, bh, t in s.labels():
            if by < s.app.profile.menu_y - 1:
                assert bx + bw <= x + w and by + bh <= y + h, t
        s.press("SELECT")
    assert len(seen) == len(karak.LEGEND) and len(v.legend) == 2 * len(seen)
    assert "Monster: its strength" in seen and "Gate: go to a gate" in seen


@pytest.mark.parametrize("board", BOARDS)
def test_the_powers_page_tells_each_heros_power(tmp_path, board):
    from firmware.views.karak import view as kv
    st = small_dungeon()
    s = play(tmp_path, board, st)
    pages_of(s, kv.POWERS)
    lines = s.lines()
    for h in range(len(karak.POWERS)):
        assert any(t.endswith(karak.POWERS[h]) and ("(%s)" % "WTZLSO"[h] in t or
                                                    t.startswith("WTZLSO"[h] + " "))
                   for t in lines), h
    assert_fits(s)


@pytest.mark.parametrize("board", BOARDS)
def test_the_round_counter_and_the_cap(tmp_path, board):
    st = small_dungeon()
    s = play(tmp_path, board, st)
    assert s.lines()[0].endswith(" R1/%d" % ROUND_CAP)
    s.choose("Heal, end turn")
    s.press("A")                            # Bob's pass screen
    s.choose("Heal, end turn")
    s.press("A")
    assert st.round == 1 and s.lines()[0].endswith(" R2/%d" % ROUND_CAP)
    st.round = ROUND_CAP - 1                # the last round: Bob ends it
    s.choose("Heal, end turn")
    s.press("A")
    s.choose("Heal, end turn")
    lines = s.lines()
    assert lines[0] == "Game over" and lines[1] == "%d rounds played: time up" % ROUND_CAP
    s.choose("Score sheet")
    assert s.lines()[1] == "%d rounds played: time up" % ROUND_CAP
    assert_fits(s)


def cell_has_gold_outline(shot, s, x, y):
    px, py, T, _ = cell(s, x, y)
    return count_color(shot, sprites.THING_COLORS[sprites.CHEST], (px, py, T, 1)) >= T // 3


@pytest.mark.parametrize("board", BOARDS)
def test_a_gate_entry_outlines_its_gate_and_brings_it_into_sight(tmp_path, board):
    st = scenario([WARRIOR, THIEF])
    st.pos[0] = put(st, 0, 1, GATE, 5)
    for y in range(2, 12):
        put(st, 0, y, TUNNEL, 5)
    put(st, 0, 12, GATE, 1)                 # far south: out of sight
    s = play(tmp_path, board, st)
    m = view(s).map
    assert not m.visible(0, 12)
    while not s.selected().startswith("Gate "):
        s.press("DOWN")
    assert s.selected() == "Gate 11S" and s.lines()[-1] == "Gate 11 south"
    assert m.visible(0, 12)
    shot = s.screenshot()
    assert cell_has_gold_outline(shot, s, 0, 12)
    assert [g.hidden for g in m.aims] == [False, True]
    s.press("DOWN")                         # another entry: no outline, back to the hero
    assert all(g.hidden for g in m.aims) and m.visible(0, 1)
    s.press("UP")
    s.press("A")                            # through the gate
    assert st.pos[0] == st.tile_at(0, 12)
    play_ = s.app.playing                   # outlined now: the new first entry's places
    want = st.targets(play_.acts[play_.menu.sel])
    assert [(g.x, g.y) for g in m.aims if not g.hidden] == [m.cell(*p) for p in want]


@pytest.mark.parametrize("board", BOARDS)
def test_a_portal_entry_outlines_the_fountain_and_the_hero_sent(tmp_path, board):
    st = small_dungeon()
    st.pos[1] = 1                           # the Thief in the tunnel
    give(st, 0, "Giant spider")             # Ann's portal
    s = play(tmp_path, board, st)
    m = view(s).map
    while s.selected() != "Portal Thief 1S":
        s.press("DOWN")
    assert s.lines()[-1] == "Fountain 1 south"
    shot = s.screenshot()
    assert cell_has_gold_outline(shot, s, 0, 1) and cell_has_gold_outline(shot, s, 1, 0)
    assert not cell_has_gold_outline(shot, s, 2, 0)
