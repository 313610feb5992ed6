"""The caverns page of the Karak: Goblin view (firmware/views/karak_goblin/view.py;
v is the view), loaded when first painted: the three levels and the Lord."""
from gpcore import const
from firmware.views.cards import mark
from firmware.views.karak_goblin.style import WHITE, DIM, GOLD, PANEL, WARN, RED, LETTERS
from karak_goblin.tables import CARD_CN, CARD_CURSES, CARD_HPA, CARD_KL
from karak_goblin.text import CURSE_MARK, curse

# --- constants: written by tools/pack_tables.py ---
_Z_KEYS = const(6)
_T_LORD = const(2)
_T_ROW = const(3)
_T_GATE = const(5)
_A_FIGHT = const(120)
_A_LORD = const(138)
_FIGHTS = const(6)
_K_ACTION = const(1)
_K_WEAPON = const(2)
_K_KEY = const(4)
_ROW = const(5)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_CN_COLOUR_SHIFT = const(0)
_CN_COLOUR_MASK = const(3)
_HPA_HP_SHIFT = const(0)
_HPA_HP_MASK = const(15)
_HPA_ATK_SHIFT = const(4)
_HPA_ATK_MASK = const(15)
# --- end of constants ---


def caverns(v):
    s = v.state
    z = s.zones
    cv = v.cv
    me = s.turn if v.seat is None else v.seat
    keys = z.size(s.zone(_Z_KEYS, me))
    v.title("Caverns hp/at")
    cv.text(6 * 14, 0, "keys %d" % keys, WHITE)
    cw = v.cell
    y = v.top
    for lv in range(3):
        locked = keys < lv
        cv.text(1, y + 1, "%d" % (lv + 1), DIM if locked else WHITE)
        if locked:
            mark(cv, 2, y + 13, "x", WARN)
        row = z.cards(s.table(_T_ROW, lv))
        for i in range(_FIGHTS):
            if i == _ROW:
                g = s.table(_T_GATE, lv)
                m = z.cards(g)[0] if z.size(g) else -1
            else:
                m = row[i] if i < len(row) else -1
            monster(v, 9 + i * cw, y, m, _A_FIGHT + _FIGHTS * lv + i, i == _ROW)
        y += v.ch + 1
    y -= 1
    lord = z.cards(s.table(_T_LORD))[0]
    x = cv.text(2, y, "Lord", GOLD if keys >= 3 else DIM) + 4
    if v.hovered == _A_LORD:
        cv.frame(0, y, x - 2, 12, WHITE)
    x = cv.text(x, y, hp_atk(lord), WHITE) + 4
    curses(v, x, y + 3, lord)
    if keys < 3:
        cv.text(v.w - 6 * 13, y, "needs 3 keys", DIM)

def hp_atk(m):
    """Monster m's hit points and attack: "3/2"."""
    hpa = CARD_HPA[m]
    return "%d/%d" % (hpa >> _HPA_HP_SHIFT & _HPA_HP_MASK, hpa >> _HPA_ATK_SHIFT & _HPA_ATK_MASK)


def monster(v, x, y, m, action, gate):
    """A cavern slot: hit points / attack, its reward and curses; a gatekeeper framed in
    gold, the hovered monster in white, doubled outside the slot (in the gaps between
    slots: nothing inside is covered)."""
    cv = v.cv
    cw = v.cell - 2
    h = v.ch
    color = WHITE if action == v.hovered else GOLD if gate else PANEL
    cv.frame(x, y, cw, h, color)
    if action == v.hovered:
        cv.frame(x - 1, y - 1, cw + 2, h + 2, WHITE)
    if m < 0:
        return
    t = hp_atk(m)
    cv.text(x + (cw - 6 * len(t)) // 2, y + 1, t, WHITE)
    sc = 2 if v.big else 1
    my = y + v.lh - (0 if v.big else 1)
    k = CARD_KL[m] >> _KL_KIND_SHIFT & _KL_KIND_MASK
    if k == _K_ACTION:
        col = CARD_CN[m] >> _CN_COLOUR_SHIFT & _CN_COLOUR_MASK
        mx = mark(cv, x + 2, my, LETTERS[col], RED + col, sc)
    else:
        mx = mark(cv, x + 2, my, "WSK"[k - _K_WEAPON], GOLD if k == _K_KEY else WHITE, sc)
    curses(v, mx + sc, my, m, sc)

def curses(v, x, y, m, sc=1):
    """Monster m's curses as a red x and small letters (a colour it bans in that colour)."""
    cv = v.cv
    if CARD_CURSES[m]:
        x = mark(cv, x, y, "x", WARN, sc)
    for k in range(2):
        c = curse(m, k)
        if c:
            x = mark(cv, x, y, CURSE_MARK[c - 1], RED + c - 1 if c < 5 else WHITE, sc)

# --- battle -------------------------------------------------------------------------
