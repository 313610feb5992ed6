"""Karak's hints (<= 26 characters): a line on what each action of the menu does, for the
highlighted entry (s.hint(a), through KarakState.LAZY), and what the entry shows on the map
(s.targets(a), s.preview(a)). A module of its own, so that the screens' texts (karak.text)
are not one big module to compile while the game is in the heap."""
from karak.words import TOK_NAME, TOK_BONUS, TOK_REWARD, RESULT_NAMES
from karak import board, fight
from karak.text import name, where
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)
_FOUNTAIN = const(2)
_GATE = const(3)
_NONE = const(255)
_P_ROTATE = const(2)
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
_F_TOTAL = const(8)
_TILE_KIND_SHIFT = const(2)
_PORTAL_FOUNTAIN_MASK = const(3)
_PORTAL_SEAT_SHIFT = const(2)
# --- end of constants ---


def hint(s, a):
    seat = s.turn
    f = s.fight
    if a < _A_ROT:
        u = board.next_to(s, s.pos[seat], a)
        if u is None:
            return "Draw a new tile"
        m = board.monster(s, u)
        if m != _NONE:
            return "%s waits there" % TOK_NAME[m]
        if not board.linked(s, s.pos[seat], u, a):
            return "Through the wall"
        return "%d step(s) left after" % (s.steps - 1)
    if a < _A_END:
        return "Lay the tile this way"
    if a == _A_END:
        if board.is_fountain(s, s.pos[seat]):
            return "Full hearts, no curse"
        return "Next player's turn"
    if a == _A_FIGHT:
        return "Or walk on: sneak by"
    if a == _A_OPEN:
        return "Uses the key, ends turn"
    if a == _A_REROLL:
        return "Roll both dice again"
    if a == _A_FLAMES:
        return "+%d, total %d" % (_FLAME_BONUS, f[_F_TOTAL] + _FLAME_BONUS)
    if a == _A_SAC:
        return "-1 heart, total %d" % (f[_F_TOTAL] + _SACRIFICE_BONUS)
    if a == _A_STRIKE:
        return "Result: " + RESULT_NAMES[fight.outcome(s, f[_F_TOTAL])]
    if a == _A_KEEP:
        return "Curse stays on " + name(s, s.curse)[:10]
    if a < _A_CURSE:
        import karak
        return karak.POWERS[a - _A_HERO]
    if a < _A_SWAP:
        return "No abilities until healed"
    if a < _A_PORTAL:
        return "Uses all your steps"
    if a < _A_GATE:
        t = board.of_kind(s, _FOUNTAIN)[(a - _A_PORTAL) & _PORTAL_FOUNTAIN_MASK
                                       if a < _A_REVIVE else a - _A_REVIVE]
        return "Fountain " + where(s, t, True) if t else "The start, a fountain"
    if a < _A_PICK:
        return "Gate " + where(s, board.of_kind(s, _GATE)[a - _A_GATE], True)
    if a < _A_LEAVE:                 # what the item does, by its reward kind (codes.R_*)
        t = a - _A_PICK
        return ("+%d in fights; ends turn" % TOK_BONUS[t], "To a fountain; ends turn",
                "One fight +%d; ends turn" % _FLAME_BONUS, "Opens a chest; ends turn",
                "Points; ends turn", "Points; ends turn",
                "Ends your turn")[TOK_REWARD[t]]
    if a < _A_ORACLE:
        return "Stays on this tile"
    return "The other goes back"


def targets(s, a):
    """Map places (x, y) that menu entry a names: the place a step goes to, the gate or
    fountain it goes to (and the hero a portal sends there), the hero it swaps with or
    curses."""
    if a is not None and a < _A_ROT:
        x, y = board.xy(s, s.pos[s.turn])
        return ((x + board.DX[a], y + board.DY[a]),)
    if a is None or a < _A_CURSE or a >= _A_PICK:
        return ()
    if a < _A_PORTAL:
        return (board.xy(s, s.pos[a - _A_CURSE if a < _A_SWAP else a - _A_SWAP]),)
    if a < _A_REVIVE:           # A_PORTAL + seat and fountain (PORTAL_*)
        t = board.of_kind(s, _FOUNTAIN)[(a - _A_PORTAL) & _PORTAL_FOUNTAIN_MASK]
        return board.xy(s, t), board.xy(s, s.pos[(a - _A_PORTAL) >> _PORTAL_SEAT_SHIFT])
    if a < _A_GATE:
        return (board.xy(s, board.of_kind(s, _FOUNTAIN)[a - _A_REVIVE]),)
    return (board.xy(s, board.of_kind(s, _GATE)[a - _A_GATE]),)


def preview(s, a):
    """The drawn tile (s.stack[s.ns]) as a highlighted "Rotate" entry a would lay it: (x, y,
    kind, exits mask) next to the active hero in the direction it is being laid; else None."""
    if a is None or s.phase != _P_ROTATE or not _A_ROT <= a < _A_ROT + 4:
        return None
    tile = s.stack[s.ns]        # karak.codes TILE_*
    x, y = board.xy(s, s.pos[s.turn])
    return (x + board.DX[s.pdir], y + board.DY[s.pdir], tile >> _TILE_KIND_SHIFT,
            board.exits(tile, a - _A_ROT))
