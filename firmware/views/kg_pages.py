"""The rarer pages of the Karak: Goblin view (firmware/views/karak_goblin.py), loaded while one
is painted: you (hit points, deck, potions, equipment and keys, your hand or what you choose
from), the players, the merchant with the pawnshop, the log; and the score sheet."""
from karak_goblin import rules, text
from gpcore import const
from firmware.views.karak_goblin import (YOU, PLAYERS, MERCHANT, WHITE, DIM, GOLD, WARN)

# --- constants: written by tools/pack_tables.py ---
_P_PAY = const(7)
_P_STACK = const(8)
_P_TAIA = const(9)
_Z_DECK = const(0)
_Z_HAND = const(1)
_Z_DISC = const(2)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_T_PAWN = const(1)
_A_POTION = const(147)
_N_CARDS = const(118)
_NONE = const(255)
_HP = const(5)
# --- end of constants ---

POTS = ("Heal", "Str", "Ctr")


def paint(v, page):
    if page == YOU:
        you(v)
    elif page == PLAYERS:
        players(v)
    elif page == MERCHANT:
        merchant(v)
    else:
        v.title("Log")
        rows = (v.h - v.top) // v.lh
        y = v.top
        for line in v.log[-rows:] or ["No events yet"]:
            v.cv.text(1, y, line[:v.w // 6 - 1], WHITE)
            y += v.lh


def _who(v, st, seat):
    return "%s %s" % (v.names[seat], text.name(st, seat))


def _pots(bits):
    return " ".join([POTS[k] for k in range(3) if bits >> k & 1]) or "none"


def you(v):
    s = v.state
    z = s.zones
    cv = v.cv
    me = v.seat
    lh = v.lh
    v.title(_who(v, s, me))
    cv.text(1, v.top, "hp %d/%d  deck %d  disc %d" % (s.hp[me], _HP, z.size(rules.zone(s, _Z_DECK, me)),
                                                 z.size(rules.zone(s, _Z_DISC, me))),
            WHITE if s.hp[me] else WARN)
    choose = s.to_move() == me and (s.phase == _P_STACK or s.phase == _P_TAIA)
    y = v.top + lh
    if choose:
        cv.text(1, y, "Choose the next card" if s.phase == _P_STACK else "Keep one", GOLD)
    else:
        cv.text(1, y, "Potions " + _pots(s.pot[me]), WHITE)
    y += lh
    gear = z.cards(rules.zone(s, _Z_WEAP, me)) + z.cards(rules.zone(s, _Z_ARM, me)) + \
        z.cards(rules.zone(s, _Z_KEYS, me))
    if v.big:
        cv.text(1, y, "Equipment, keys", DIM)
        y += lh
    if gear:
        v.cards(y, gear)
    else:
        cv.text(1, y + 4, "No equipment, no keys", DIM)
    y += v.row.h + 1
    if v.big:
        cv.text(1, y, "Choose from" if choose else "Your hand", DIM)
        y += lh
    if choose:
        v.cards(y, bytes([a for a in s.actions() if a < _N_CARDS]))
    else:
        v.cards(y, z.cards(rules.zone(s, _Z_HAND, me)))


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
            mark, v.names[seat][:6], hero[:4], s.hp[seat], z.size(rules.zone(s, _Z_KEYS, seat)),
            s.won[seat], z.size(rules.zone(s, _Z_HAND, seat)))
        cv.text(1, y, line, GOLD if mark != " " else WHITE if s.hp[seat] else WARN)
        y += lh
        if two:
            eq = [text.card(c) for c in z.cards(rules.zone(s, _Z_WEAP, seat))
                  + z.cards(rules.zone(s, _Z_ARM, seat))]
            cv.text(1, y, ("  %s; %s" % (", ".join(eq) or "no equipment",
                                          _pots(s.pot[seat])))[:v.w // 6 - 1], DIM)
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
    pawn = z.cards(rules.table(s, _T_PAWN))
    if pawn:
        v.cards(y, pawn)
    else:
        cv.text(1, y + 4, "The pawnshop is empty", DIM)
    y += v.row.h
    if s.phase == _P_PAY and v.seat == s.turn:
        cv.text(1, y, "Pay with", GOLD)
        v.cards(y + lh, rules.payable(s))


def sheet(v, st, cols):
    """The score sheet: per seat its name and hero, whether it beat the Lord, its keys and the
    monsters it beat; the round limit if that ended the game."""
    lines = []
    if st.winner == _NONE:
        lines.append("Round limit: most keys,")
        lines.append("then most monsters")
    for seat in range(st.seats):
        lines.append((_who(v, st, seat) + (" WINS" if seat == st.winner else ""))[:cols])
        for label, val in (("Beat the Lord", "yes" if st.winner == seat else "no"),
                           ("Keys", st.zones.size(rules.zone(st, _Z_KEYS, seat))),
                           ("Monsters beaten", st.won[seat])):
            val = str(val)
            lines.append("  " + label + " " * (cols - 2 - len(label) - len(val)) + val)
    return lines

