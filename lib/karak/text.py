"""Karak for the screens: action labels (<= 20 characters; the hints are karak.hints'), the
events of the last action, the score sheet, points as text (points are kept doubled: 3
means 1.5) and the read API functions that KarakState hands on (s.tile(t) calls tile(s, t)
here). Loaded only when a screen asks: a bot-only game never imports it."""
from karak.words import (TOK_NAME, TOK_ITEM, TOK_POINTS2, TOK_CAT, TOK_REWARD, HERO_NAMES,
                         KIND_NAMES, SHAPE_NAMES, DIR_NAMES, DIR_LETTERS, RESULT_NAMES)
from karak import board
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_EXPERT_GOAL = const(6)
_ROUND_CAP = const(60)
_FOUNTAIN = const(2)
_GATE = const(3)
_NTOK = const(9)
_R_RUBY = const(5)
_NONE = const(255)
_P_OVER = const(8)
_A_ROT = const(4)
_A_END = const(8)
_A_FIGHT = const(9)
_A_OPEN = const(10)
_A_REROLL = const(11)
_A_FLAMES = const(12)
_A_SAC = const(13)
_A_STRIKE = const(14)
_A_KEEP = const(15)
_A_HERO = const(16)
_A_CURSE = const(22)
_A_SWAP = const(27)
_A_PORTAL = const(32)
_A_REVIVE = const(52)
_A_GATE = const(56)
_A_PICK = const(60)
_A_LEAVE = const(70)
_A_ORACLE = const(80)
_F_STR = const(1)
_F_TOTAL = const(8)
_E_DICE = const(23)
_TILE_SHAPE_MASK = const(3)
_TILE_KIND_SHIFT = const(2)
_PORTAL_FOUNTAIN_MASK = const(3)
_PORTAL_SEAT_SHIFT = const(2)
_DROP_ITEM_MASK = const(15)
_DROP_TILE_SHIFT = const(4)
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
    "s|%s has " + str(_EXPERT_GOAL) + " treasures", "|Round " + str(_ROUND_CAP) + ": game over",
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
        if E.kind(e) == _E_DICE:
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
        return KIND_NAMES[v >> _TILE_KIND_SHIFT] + " " + SHAPE_NAMES[v & _TILE_SHAPE_MASK]
    return RESULT_NAMES[v]


def name(s, seat):
    """The seat's hero name, or "Seat n" while heroes are being chosen."""
    h = s.hero[seat]
    return HERO_NAMES[h] if h != _NONE else "Seat %d" % (seat + 1)


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
    return board.of_kind(s, _FOUNTAIN)[i]


def label(s, a):
    if a < _A_ROT:
        u = board.next_to(s, s.pos[s.turn], a)
        return ("Step " if u is not None else "Explore ") + DIR_NAMES[a]
    if a < _A_END:
        return "Rotate: " + _exits(board.exits(s.stack[s.ns], a - _A_ROT))
    simple = {_A_END: "End turn", _A_OPEN: "Open chest", _A_REROLL: "Reroll dice",
              _A_FLAMES: "Use flames", _A_SAC: "Sacrifice heart", _A_KEEP: "Keep curse"}
    if a in simple:
        if a == _A_END and board.is_fountain(s, s.pos[s.turn]):
            return "Heal, end turn"
        return simple[a]
    if a == _A_FIGHT:
        return "Fight " + TOK_NAME[board.monster(s, s.pos[s.turn])]
    if a == _A_STRIKE:
        return "Attack: %d vs %d" % (s.fight[_F_TOTAL], s.fight[_F_STR])
    if a < _A_CURSE:
        return "Hero: " + HERO_NAMES[a - _A_HERO]
    if a < _A_SWAP:
        return "Curse " + name(s, a - _A_CURSE)
    if a < _A_PORTAL:
        return "Swap with " + name(s, a - _A_SWAP)
    if a < _A_REVIVE:
        to = " " + where(s, _fountain(s, (a - _A_PORTAL) & _PORTAL_FOUNTAIN_MASK))
        return "Portal " + name(s, (a - _A_PORTAL) >> _PORTAL_SEAT_SHIFT)[:13 - len(to)] + to
    if a < _A_GATE:
        return "Revive at " + where(s, _fountain(s, a - _A_REVIVE))
    if a < _A_PICK:
        return "Gate " + where(s, board.of_kind(s, _GATE)[a - _A_GATE])
    if a < _A_LEAVE:
        return "Pick up " + TOK_ITEM[a - _A_PICK]
    if a < _A_ORACLE:
        return "Leave " + TOK_ITEM[a - _A_LEAVE]
    return "Place " + TOK_NAME[a - _A_ORACLE]


def score_sheet(s, seat):
    """Rows (label, doubled points) for one seat, ending with the total."""
    rows = []
    for t in range(_NTOK):
        n = s.won[seat * _NTOK + t]
        if n and TOK_POINTS2[t] and (not s.expert or TOK_REWARD[t] == _R_RUBY):
            rows.append(("%s x%d" % (TOK_ITEM[t] if TOK_REWARD[t] == _R_RUBY else
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
    return [d & _DROP_ITEM_MASK for d in s.drops if d >> _DROP_TILE_SHIFT == t]


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
    if s.phase != _P_OVER:
        return None
    return [board.points2(s, seat) for seat in range(s.seats)]


def winners(s):
    """The seats that share the win: the Expert winner alone, else the most points."""
    if s.xwin != _NONE:
        return [s.xwin]
    from gpcore.defaults import winners
    return winners(s)


def unconscious(s, seat):
    """No hearts left: the seat misses its next turn."""
    return s.hearts[seat] == 0


def progress(s):
    """How far the game got, for the title's list of saves: the round."""
    return "R%d" % min(s.round + 1, _ROUND_CAP)
