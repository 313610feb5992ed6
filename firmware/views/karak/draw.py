"""The Karak view's drawing (firmware/views/karak/view.py): the status line over the map, the
heroes and fight pages, the text lines' layout, and what the highlighted menu entry shows
on the map (hover: the drawn tile's preview, the places it names: targets). Functions of
the view; a module of its own, so that neither part of the view is a big module to compile
while the game is in the heap."""
from firmware import ui
from gpcore import const
from firmware.views.karak.map import SEAT_COLORS, HERO_LETTERS
from karak.words import HERO_NAMES, TOK_NAME, TOK_ITEM

# --- constants: written by tools/pack_tables.py ---
_FLAME_BONUS = const(1)
_ROUND_CAP = const(60)
_NONE = const(255)
_P_HERO = const(0)
_P_FIGHT = const(4)
_P_OVER = const(8)
_F_MON = const(0)
_F_STR = const(1)
_F_D1 = const(2)
_F_D2 = const(3)
_F_WEAP = const(4)
_F_FLAMES = const(5)
_F_SAC = const(6)
_F_ABIL = const(7)
_F_TOTAL = const(8)
_F_RESULT = const(9)
_WIN = const(1)
# --- end of constants ---

RESULTS = ("Choose below", "Win! Gets %s", "Tie: steps back", "Loss: -1 heart, back")


def status(v, s):
    """The seat to move, its hero, hearts and steps, and the round counter at the right
    (R3/60, else R3 when that does not fit); the reason once the game is over."""
    seat = s.turn
    cols = (v.area[2] - 2) // 6          # the line starts 2 pixels in
    color = SEAT_COLORS[seat]
    n = min(s.round + 1, _ROUND_CAP)
    for r in ("R%d/%d" % (n, _ROUND_CAP), "R%d" % n):
        if v.grab:
            text, color, r = "Cursor: d-pad  B: done", ui.GOLD, ""
        elif s.phase == _P_HERO:
            text = "%s: choose a hero" % v.names[seat]
        elif s.phase == _P_OVER:
            text, color, r = v.game.why(s), ui.GOLD, ""
        else:
            tail = " %dh %d step%s" % (s.hearts[seat], s.steps, "" if s.steps == 1 else "s")
            text = who(v, v.names[seat], s.hero[seat], tail, False, cols - len(r) - 1)
        if len(text) + len(r) < cols:
            break
    if r:
        text = ui.fit(text, cols - len(r) - 1)
        text += " " * (cols - len(text) - len(r)) + r
    ui.set_text(v.status, ui.fit(text, cols), color)


def who(v, name, h, tail, letter=False, cols=0):
    """name, the hero (with its map letter) and tail as one line, shortened until it
    fits in cols (default: the page's): without the letter, then with the letter
    instead of the hero."""
    cols = cols or v.cols
    if h == _NONE:
        return name + " no hero yet" + tail
    hero = " " + HERO_NAMES[h]
    ch = " (" + HERO_LETTERS[h] + ")"
    options = [name + hero + ch + tail] if letter else []
    options += [name + hero + tail, name + ch + tail]
    for line in options:
        if len(line) <= cols:
            return line
    return options[-1]


def lay(v, T):
    """The text lines placed a line of text apart (T 0), or beside the legend's sprites,
    a sprite apart (T)."""
    if v.laid == T:
        return
    v.laid = T
    lh = v.profile.line_h
    for i in range(v.rows):
        v.lines[i].x, v.lines[i].y = (T + 6, i * T + (T - lh) // 2) if T else (2, i * lh)


def heroes(v, s, first):
    """Two lines for each hero of this page."""
    rows = []
    for k in range(first, min(len(v.names), first + v.per_page)):
        mark = ">" if k == s.turn and s.phase != _P_OVER else " "
        tail = (" cursed" if s.curse == k else "") + (" fainted" if s.unconscious(k) else "")
        rows.append((who(v, mark + v.names[k], s.hero[k], tail, True),
                     SEAT_COLORS[k]))
        names = [TOK_ITEM[c] for c in s.inventory(k)]
        head = "%dh %sp " % (s.hearts[k], v.game.points_text(s.points2(k)))
        full = " ".join(names)
        if len(head) + len(full) > v.cols:
            full = " ".join([n[:2] for n in names])     # Sw Da Fl Ke ...
        line = head + (full or "no items")
        rows.append((" " + line if len(line) < v.cols else line, ui.FG))
    return rows


def fight(v, s):
    """The fight record as lines; the dice drawn beside the dice line."""
    f = s.fight
    if not f[_F_STR]:
        return [("Fight", ui.GOLD), ("No fight yet", ui.DIM)]
    seat = v.fighter if v.fighter is not None else s.turn
    res = f[_F_RESULT]
    if res == _WIN:
        last = RESULTS[res] % TOK_ITEM[f[_F_MON]]
    else:
        last = RESULTS[res]
    for i in range(2):
        v.dice[i][0] = f[_F_D1 + i] - 1
        v.dice[i].hidden = False
    return [("%s vs %s %d" % (v.names[seat][:6], TOK_NAME[f[_F_MON]], f[_F_STR]),
             SEAT_COLORS[seat]),
            ("Dice %d + %d = %d" % (f[_F_D1], f[_F_D2], f[_F_D1] + f[_F_D2]), ui.FG),
            ("Weapons +%d  Flames +%d" % (f[_F_WEAP], f[_F_FLAMES] * _FLAME_BONUS), ui.FG),
            ("Ability +%d  Sacrifice +%d" % (f[_F_ABIL], f[_F_SAC]), ui.FG),
            ("Total %d vs %d" % (f[_F_TOTAL], f[_F_STR]), ui.GOLD),
            (last, (ui.FG, ui.GOOD, ui.GOLD, ui.WARN)[res])]


def hover(v, state, action):
    """A person's menu is up: a fight page that came up by itself gives way to the map
    unless the fight is still on or was this turn's. A highlighted "Rotate" entry: the
    drawn tile (s.stack[s.ns]), turned that way, next to the active hero in the direction
    it is being laid; an entry naming places (a step, gates, fountains, heroes): those
    outlined (and brought into sight); anything else: nothing."""
    s = state
    v.hovered = action
    if action is not None and v.auto and s.phase != _P_FIGHT and \
            s.round * 8 + s.turn != v.fturn:
        v.auto = False
        v.page = 0
        v._draw()
    p = s.preview(action)
    moved = p != v.map.shown and v.map.preview(p)
    moved = v.map.aim(s.targets(action)) or moved
    if moved and v.page == 0:          # the map page
        v._draw()

