"""The rarer pages of the Karak: Goblin view (firmware/views/karak_goblin/view.py), loaded
while one is painted: the players, the merchant with the pawnshop, the log."""
from karak_goblin import text
from gpcore import const
from firmware.ui import fit
from firmware.views.karak_goblin.style import PLAYERS, MERCHANT, WHITE, DIM, GOLD, WARN, POTS, pots

# --- constants: written by tools/pack_tables.py ---
_P_PAY = const(7)
_Z_HAND = const(1)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_T_PAWN = const(1)
_A_POTION = const(147)
_NONE = const(255)
# --- end of constants ---


def paint(v, page):
    if page == PLAYERS:
        players(v)
    elif page == MERCHANT:
        merchant(v)
    else:
        v.title("Log")
        rows = (v.h - v.top) // v.lh
        y = v.top
        for line in v.log[-rows:] or ["No events yet"]:
            v.cv.text(1, y, fit(line, v.w // 6 - 1), WHITE)
            y += v.lh


def players(v):
    s = v.state
    z = s.zones
    cv = v.cv
    lh = v.lh
    v.title("Players")
    rows = (v.h - v.top) // lh
    two = 2 * s.seats <= rows
    y = v.top
    for seat in range(s.seats):
        hero = text.name(s, seat) if s.hero[seat] != _NONE else "-"
        mark = "*" if s.winner == seat else ">" if s.to_move() == seat else " "
        line = "%s%-6s %-4s hp%d K%d M%d c%d" % (
            mark, v.names[seat][:6], hero[:4], s.hp[seat], z.size(s.zone(_Z_KEYS, seat)),
            s.won[seat], z.size(s.zone(_Z_HAND, seat)))
        cv.text(1, y, line, GOLD if mark != " " else WHITE if s.hp[seat] else WARN)
        y += lh
        if two:
            eq = [text.card(c) for c in z.cards(s.zone(_Z_WEAP, seat))
                  + z.cards(s.zone(_Z_ARM, seat))]
            cv.text(1, y, fit("  %s; %s" % (", ".join(eq) or "no equipment",
                                            pots(s.pot[seat])), v.w // 6 - 1), DIM)
            y += lh
    if y + lh <= v.h:
        cv.text(1, y, "K keys M monsters c cards", DIM)


def merchant(v):
    s = v.state
    z = s.zones
    cv = v.cv
    lh = v.lh
    v.title("Merchant, pawnshop")
    x = 1
    for k in range(3):
        on = v.hovered == _A_POTION + k
        x = cv.text(x, v.top, "%s%s %d " % (">" if on else "", POTS[k], s.stock[k]),
                    GOLD if on else WHITE)
    y = v.top + lh + 1
    pawn = z.cards(s.table(_T_PAWN))
    if pawn:
        v.cards(y, pawn)
    else:
        cv.text(1, y + 4, "The pawnshop is empty", DIM)
    y += v.row.h
    if s.phase == _P_PAY and v.seat == s.turn:
        cv.text(1, y, "Pay with", GOLD)
        v.cards(y + lh, s.payable())
