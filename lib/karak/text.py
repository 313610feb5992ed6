"""Karak for the screens: action labels (<= 20 characters), hints (<= 26), the events of the
last action, the score sheet, points as text (points are kept doubled: 3 means 1.5) and the
read API functions that KarakState hands on (s.tile(t) calls tile(s, t) here). Loaded only
when a screen asks: a bot-only game never imports it."""
from karak.codes import (NONE, NTOK, TOK_NAME, TOK_ITEM, TOK_BONUS, TOK_POINTS2, TOK_CAT,
                        TOK_REWARD, R_RUBY, HERO_NAMES, KIND_NAMES, SHAPE_NAMES, DIR_NAMES,
                        DIR_LETTERS, A_ROT,
                        A_END, A_FIGHT, A_OPEN, A_REROLL, A_FLAMES, A_SAC, A_STRIKE, A_KEEP,
                        A_HERO, A_CURSE, A_SWAP, A_PORTAL, A_REVIVE, A_GATE, A_PICK, A_LEAVE,
                        A_ORACLE, FOUNTAIN, GATE, FLAME_BONUS, SACRIFICE_BONUS, ROUND_CAP,
                        EXPERT_GOAL, F_TOTAL, F_STR, RESULT_NAMES, P_OVER)
from karak import board, fight
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_E_DICE = const(23)
# --- end of constants ---
from gpcore import events as E

# Event texts in the order of the codes.E_* codes. The letters before "|" say how each
# argument shows: s seat name, p seat number, t token name, i item name, d direction,
# k drawn tile, r fight result, n number.
EVENTS = (
    "pn|Seat %d rolls %d", "p|Seat %d starts", "ps|Seat %d: %s", "s|%s healed",
    "d|Steps %s", "k|Draws %s", "t|Room: %s", "|The room is empty", "t|Oracle sees %s",
    "|Thief may sneak by", "s|Swaps with %s", "|Opens the chest", "s|Portal: %s",
    "|Teleports", "i|Picks up %s", "i|Leaves %s", "s|%s is cursed", "s|%s reincarnates",
    "s|%s has " + str(EXPERT_GOAL) + " treasures", "|Round " + str(ROUND_CAP) + ": game over",
    "s|%s wakes up", "tn|Fight %s (%d)", "|Rolls a 1 again", "nnn|Dice %d+%d: total %d",
    "|Rerolls", "n|Flames: total %d", "n|Sacrifice: total %d", "rnn|%s %d vs %d",
    "|The dragon falls!", "i|Gets %s", "s|%s faints",
)


def events(s, names=None):
    """The lines of the last action's events."""
    return E.events(s, EVENTS, _value)


def dice(s):
    """The number of dice rolls among the last action's events (the shell's dice sound)."""
    n = 0
    for e in s.log:
        if e & 31 == _E_DICE:
            n += 1
    return n


def event(s, e):
    """The text of one logged event (gpcore.events)."""
    return E.event(s, e, EVENTS, _value)


def _value(s, k, v, names):
    if k == "n":
        return v
    if k == "p":
        return v + 1
    if k == "s":
        return name(s, v)
    if k == "t":
        return TOK_NAME[v]
    if k == "i":
        return TOK_ITEM[v]
    if k == "d":
        return DIR_NAMES[v]
    if k == "k":
        return KIND_NAMES[v >> 2] + " " + SHAPE_NAMES[v & 3]
    return RESULT_NAMES[v]


def name(s, seat):
    """The seat's hero name, or "Seat n" while heroes are being chosen."""
    h = s.hero[seat]
    return HERO_NAMES[h] if h != NONE else "Seat %d" % (seat + 1)


def points_text(p2):
    """Doubled points as text: 3 -> '1.5'."""
    return "%d.5" % (p2 >> 1) if p2 & 1 else "%d" % (p2 >> 1)


def _exits(mask):
    return "-".join([DIR_LETTERS[d] for d in range(4) if mask & (1 << d)])


def where(s, t, words=False):
    """Where tile t lies from the active hero's tile, as the map shows it: "2N 1E" (words:
    "2 north, 1 east"), "start" or "here"."""
    if t == 0:
        return "start"
    x, y = board.xy(s, t)
    hx, hy = board.xy(s, s.pos[s.turn])
    out = []
    for n, d in ((y - hy, 2), (x - hx, 1)):     # south, east; negative: north, west
        if n:
            if n < 0:
                d = 0 if d == 2 else 3
            out.append("%d %s" % (abs(n), DIR_NAMES[d]) if words else
                       "%d%s" % (abs(n), DIR_LETTERS[d]))
    return (", " if words else " ").join(out) or "here"


def _fountain(s, i):
    return board.of_kind(s, FOUNTAIN)[i]


def label(s, a):
    if a < A_ROT:
        u = board.next_to(s, s.pos[s.turn], a)
        return ("Step " if u is not None else "Explore ") + DIR_NAMES[a]
    if a < A_END:
        return "Rotate: " + _exits(board.exits(s.stack[s.ns], a - A_ROT))
    simple = {A_END: "End turn", A_OPEN: "Open chest", A_REROLL: "Reroll dice",
              A_FLAMES: "Use flames", A_SAC: "Sacrifice heart", A_KEEP: "Keep curse"}
    if a in simple:
        if a == A_END and board.is_fountain(s, s.pos[s.turn]):
            return "Heal, end turn"
        return simple[a]
    if a == A_FIGHT:
        return "Fight " + TOK_NAME[board.monster(s, s.pos[s.turn])]
    if a == A_STRIKE:
        return "Attack: %d vs %d" % (s.fight[F_TOTAL], s.fight[F_STR])
    if a < A_CURSE:
        return "Hero: " + HERO_NAMES[a - A_HERO]
    if a < A_SWAP:
        return "Curse " + name(s, a - A_CURSE)
    if a < A_PORTAL:
        return "Swap with " + name(s, a - A_SWAP)
    if a < A_REVIVE:
        to = " " + where(s, _fountain(s, (a - A_PORTAL) & 3))
        return "Portal " + name(s, (a - A_PORTAL) >> 2)[:13 - len(to)] + to
    if a < A_GATE:
        return "Revive at " + where(s, _fountain(s, a - A_REVIVE))
    if a < A_PICK:
        return "Gate " + where(s, board.of_kind(s, GATE)[a - A_GATE])
    if a < A_LEAVE:
        return "Pick up " + TOK_ITEM[a - A_PICK]
    if a < A_ORACLE:
        return "Leave " + TOK_ITEM[a - A_LEAVE]
    return "Place " + TOK_NAME[a - A_ORACLE]


def hint(s, a):
    seat = s.turn
    f = s.fight
    if a < A_ROT:
        u = board.next_to(s, s.pos[seat], a)
        if u is None:
            return "Draw a new tile"
        m = board.monster(s, u)
        if m != NONE:
            return "%s waits there" % TOK_NAME[m]
        if not board.linked(s, s.pos[seat], u, a):
            return "Through the wall"
        return "%d step(s) left after" % (s.steps - 1)
    if a < A_END:
        return "Lay the tile this way"
    if a == A_END:
        if board.is_fountain(s, s.pos[seat]):
            return "Full hearts, no curse"
        return "Next player's turn"
    if a == A_FIGHT:
        return "Or walk on: sneak by"
    if a == A_OPEN:
        return "Uses the key, ends turn"
    if a == A_REROLL:
        return "Roll both dice again"
    if a == A_FLAMES:
        return "+%d, total %d" % (FLAME_BONUS, f[F_TOTAL] + FLAME_BONUS)
    if a == A_SAC:
        return "-1 heart, total %d" % (f[F_TOTAL] + SACRIFICE_BONUS)
    if a == A_STRIKE:
        return "Result: " + RESULT_NAMES[fight.outcome(s, f[F_TOTAL])]
    if a == A_KEEP:
        return "Curse stays on " + name(s, s.curse)[:10]
    if a < A_CURSE:
        import karak
        return karak.POWERS[a - A_HERO]
    if a < A_SWAP:
        return "No abilities until healed"
    if a < A_PORTAL:
        return "Uses all your steps"
    if a < A_GATE:
        t = _fountain(s, (a - A_PORTAL) & 3 if a < A_REVIVE else a - A_REVIVE)
        return "Fountain " + where(s, t, True) if t else "The start, a fountain"
    if a < A_PICK:
        return "Gate " + where(s, board.of_kind(s, GATE)[a - A_GATE], True)
    if a < A_LEAVE:                 # what the item does, by its reward kind (codes.R_*)
        t = a - A_PICK
        return ("+%d in fights; ends turn" % TOK_BONUS[t], "To a fountain; ends turn",
                "One fight +%d; ends turn" % FLAME_BONUS, "Opens a chest; ends turn",
                "Points; ends turn", "Points; ends turn",
                "Ends your turn")[TOK_REWARD[t]]
    if a < A_ORACLE:
        return "Stays on this tile"
    return "The other goes back"


def score_sheet(s, seat):
    """Rows (label, doubled points) for one seat, ending with the total."""
    rows = []
    for t in range(NTOK):
        n = s.won[seat * NTOK + t]
        if n and TOK_POINTS2[t] and (not s.expert or TOK_REWARD[t] == R_RUBY):
            rows.append(("%s x%d" % (TOK_ITEM[t] if TOK_REWARD[t] == R_RUBY else
                                     TOK_NAME[t], n), n * TOK_POINTS2[t]))
    if s.expert:
        held = [c for c in board.items(s, seat) if TOK_CAT[c] == 3]
        if held:
            rows.append(("Treasures x%d" % len(held), sum([TOK_POINTS2[c] for c in held])))
    rows.append(("Total", board.points2(s, seat)))
    return rows


# --- read API (state methods through KarakState.LAZY; see the package docstring) ---------


def tile(s, t):
    """(x, y, kind, exits, token or NONE) of placed tile t (0 = start)."""
    x, y = board.xy(s, t)
    return x, y, s.tkind[t], s.texit[t], s.ttok[t]


def tile_at(s, x, y):
    """Index of the tile at x, y or None."""
    return board.at(s, x, y)


def dropped(s, t):
    """Items (token indexes) lying on tile t, one entry per item."""
    return [d & 15 for d in s.drops if d >> 4 == t]


def bounds(s):
    """(min x, min y, max x, max y) of the placed tiles."""
    xs = [board.xy(s, t)[0] for t in range(s.nt)]
    ys = [board.xy(s, t)[1] for t in range(s.nt)]
    return min(xs), min(ys), max(xs), max(ys)


def inventory(s, seat):
    """Items (token indexes) the seat holds."""
    return board.items(s, seat)


def points2(s, seat):
    return board.points2(s, seat)


def result(s):
    """Doubled points per seat once the game is over, else None."""
    if s.phase != P_OVER:
        return None
    return [board.points2(s, seat) for seat in range(s.seats)]


def winners(s):
    """The seats that share the win: the Expert winner alone, else the most points."""
    if s.xwin != NONE:
        return [s.xwin]
    from gpcore.defaults import winners
    return winners(s)


def unconscious(s, seat):
    """No hearts left: the seat misses its next turn."""
    return s.hearts[seat] == 0
