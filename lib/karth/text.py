"""Heroes of Karth's texts: menu entries, hints, the event lines, the progress of a save and
the result (a LAZY module of the state, loaded when a label is first asked for; the generic
view's lines and legend are karth.lines', which the play with Karth's own view never loads:
this module's __getattr__ finds them there). Tiles are named by column a..h (west to east)
and row 1..6 (north to south)."""
from gpcore import const
from gpcore import events as E
from karth import rules
from karth.names import CARD_NAME_NAMES, TER_NAME_NAMES
from karth.tables import CARD_ABILITIES, CARD

# --- constants: written by tools/pack_tables.py ---
_TILE = const(0)
_CARD = const(100)
_END = const(300)
_DRAW = const(301)
_KEEP = const(304)
_DONE = const(305)
_BACK = const(306)
_LEAVE = const(307)
_PASS = const(308)
_ROT = const(309)
_CONCEDE = const(310)
_REVEAL_SELF = const(311)
_BUY = const(312)
_ABIL = const(320)
_FACE_DOWN = const(52)
_W = const(8)
_N_TILES = const(48)
_K_UNIT = const(1)
_K_MERC = const(2)
_K_ANIMAL = const(3)
_K_ITEM = const(6)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_Z_SIDE = const(6)
_U = const(12)
_U_DMG = const(2)
_U_FL = const(3)
_U_OWN = const(11)
_F_HID = const(4)
_PH_MULL = const(1)
_PH_DRAW = const(5)
_PH_MAIN = const(6)
_PH_OVER = const(7)
_NONE = const(255)
_CARD_PILE = const(0)
_CARD_KIND = const(39)
_CARD_VALUE = const(273)
_CARD_HP = const(312)
_CARD_DMG = const(351)
_OP_HIDE = const(10)
_STEP = const(4)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_TILE_KIND_MASK = const(15)
# --- end of constants ---
# Word lists are one string each (word() cuts one out): a tuple held a string object a word.
# The abilities by opcode (the answers' opcodes after them have no word).
OPS = ("|Coffers|Comradery|Control Undead|Dual Wield|Trap Immune|Leaping Strike|Stun|"
       "Earthshaker|Raise Dead|Hide|Battle Cry|Rally|Push|Reveal|Pet|Web|Moon Refresh")
PILES = ("Barracks", "Spellbook", "Treasury")
# The event lines, one per kind in the order of the E_* codes (gpcore.events: s a seat's
# name, t a tile, c a card's name, p a pile, n a number, o an ability, w a side's win,
# e terrain), a line each.
EVENTS = """snn|%s: gold %d, SE %d
sp|%s draws from %s
ct|%s hired at %s
t|Moved to %s
ttn|%s attacks %s for %d
tn|%s takes %d damage
ts|%s dies (%s scores)
to|%s: %s
cs|%s played by %s
cs|%s counters (%s)
tn|%s heals %d
sn|%s gains %d gold
tn|Poison: %s takes %d
t|%s is leaving
cs|%s set aside by %s
tt|Layout: %s and %s
s|%s returns a card
w|%s
s|%s concedes
t|%s revealed
ct|%s equipped at %s
te|%s: %s
cs|%s bought back by %s"""


def __getattr__(name):
    # view_lines and legend, the generic view's, from karth.lines; evaluate, _redeal and copy
    # from karth.thinking (all named in the state's LAZY entry for this module: an entry of
    # their own was a tuple and two strings held by the class through every game); any other
    # name loads nothing (CPython's imports ask for __path__).
    if name == "view_lines" or name == "legend":
        m = "karth.lines"
    elif name == "evaluate" or name == "_redeal" or name == "copy":
        m = "karth.thinking"
    else:
        raise AttributeError(name)
    return getattr(__import__(m, None, None, ("_",)), name)


def word(words, i):
    """Word i of a string of words joined by "|" (OPS, karth.names' names); "" past the last."""
    at = 0
    for _ in range(i):
        at = words.find("|", at) + 1
        if not at:
            return ""
    end = words.find("|", at)
    return words[at:] if end < 0 else words[at:end]


def tile(t):
    return "abcdefgh"[t % _W] + str(t // _W + 1)


def _value(st, letter, v, names):
    if letter == "s":
        return names[v] if names else ("DM" if v == 0 else "Adventurer %d" % v)
    if letter == "t":
        return tile(v) if v < _N_TILES else "-"
    if letter == "c":
        return word(CARD_NAME_NAMES, v) or "A face-down unit"
    if letter == "p":
        return PILES[v]
    if letter == "o":
        return word(OPS, v) or "ability"
    if letter == "w":
        return "The DM's side wins" if v == 0 else "The Adventurers win"
    if letter == "e":
        return ("", "", "", "Prison", "", "", "Treasure", "Mana Pool")[v]
    return v


def events(st, names=None):
    return E.events(st, EVENTS.split("\n"), _value, names)


def _unit(st, t):
    k = st.at[t] - 1
    if st.u[k * _U + _U_FL] & _F_HID:
        return "hidden unit"
    return word(CARD_NAME_NAMES, rules.row(st, k))


def label(st, a):
    if a == _BACK:
        return "Back"
    if a == _END:
        return "End turn"
    if a == _CONCEDE:
        return "Concede"
    if a == _KEEP:
        return "Keep this hand"
    if a == _DONE:
        return "Done" if st.ph < _PH_DRAW else "End this unit's turn"
    if a == _LEAVE:
        return "Leave the dungeon"
    if a == _PASS:
        return "No answer"
    if a == _ROT:
        return "Turn the tile"
    if a == _REVEAL_SELF:
        return "Turn face up"
    if a == _BUY:
        c = st.win[2]
        return "Buy back %s %dg" % (word(CARD_NAME_NAMES, st.rows[c]),
                                    CARD[_CARD_VALUE + st.rows[c]])
    if _DRAW <= a < _DRAW + 3:
        return "Draw from " + PILES[a - _DRAW]
    if a >= _ABIL:
        i = a - _ABIL
        op = CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
        if st.win[0]:       # Moon Refresh in the other side's turn: its printed SE
            from karth.tables import OP_SE
            return "%s (%d SE)" % (word(OPS, op), OP_SE[op - 1])
        from karth.acts import se_cost
        return "%s (%d SE)" % (word(OPS, op), se_cost(st, st.active, i))
    if a >= _CARD:
        return _card_label(st, a - _CARD)
    return _tile_label(st, a - _TILE)


def public_label(st, a):
    # What the other side may learn of action a: the card returned at the mulligan (to its
    # pile, shuffled) and a unit that may be hired face down are secret: only the pile, or
    # "a unit" (the panel shows the gold spent); the rest is public.
    if _CARD <= a < _END and not st.win[0]:
        r = st.rows[a - _CARD]
        if st.ph == _PH_MULL:
            return "Return a %s card" % PILES[CARD[_CARD_PILE + r]]
        if CARD[_CARD_KIND + r] == _K_UNIT and rules.has(r, _OP_HIDE) \
                and st.zones.where(a - _CARD) != _Z_SEAT + _ZS * st.cur + _Z_SIDE:
            return "Hire a unit"
    return label(st, a)


def _card_label(st, c):
    name = word(CARD_NAME_NAMES, st.rows[c])
    if st.win[0]:
        return ("Counter: ", "Save: ", "Trap: ")[st.win[0] - 1] + name
    if st.ph == _PH_MULL:
        return "Return " + name
    kind = CARD[_CARD_KIND + st.rows[c]]
    if kind <= _K_UNIT or st.zones.where(c) == _Z_SEAT + _ZS * st.cur + _Z_SIDE:
        from karth.acts import cost
        return "Hire %s %dg" % (name, cost(st, st.cur, c))
    if kind == _K_MERC or kind == _K_ANIMAL:
        return "Set aside " + name
    if kind == _K_ITEM:
        return "Equip " + name
    return "Play " + name


def _tile_label(st, t):
    if t >= _FACE_DOWN:
        return "Hire face down onto " + tile(t - _FACE_DOWN)
    if t >= _N_TILES:
        return "Dismiss Adventurer %d's" % (t - _N_TILES) if t > _N_TILES else "Dismiss DM's"
    name = tile(t)
    if st.ph < _PH_DRAW:
        what = word(TER_NAME_NAMES, st.tile[t] & _TILE_KIND_MASK)
        return ("Swap with %s %s" if st.sel[0] == 4 else "Change %s %s") % (name, what)
    if st.fx[0] != _NONE:
        return "%s %s" % (name, _unit(st, t) if st.at[t]
                          else word(TER_NAME_NAMES, st.tile[t] & _TILE_KIND_MASK))
    if st.sel[0]:
        return ("Hire onto %s", "Equip unit at %s", "Hire onto %s")[st.sel[0] - 1] % name
    k = st.at[t] - 1
    if k < 0:
        return "Move to %s (%d MV)" % (name, _mv(st, t))
    if st.u[k * _U + _U_OWN] == st.cur:
        return "Unit %s %s" % (_unit(st, t), name)
    return "Attack %s %s" % (_unit(st, t), name)


# The active unit's moves (karth.move.dests walks the board) for the menu's "Move to" entries,
# one walk a menu, not one an entry: the state's st.win (held here instead of the state, which
# it keeps no more alive: undo drops the old state first), its history's length and the unit,
# the MV to each tile. (Named as karth.rules' memo: no new name interned.)
_MEMO = [None, 0, None]


def _mv(st, t):
    m = _MEMO
    n = len(st.history) << 8 | st.active
    if m[0] is not st.win or m[1] != n:
        from karth.move import dests
        m[:] = st.win, n, dests(st, st.active)
    return m[2][t]


def hint(st, a):
    if _TILE <= a < _N_TILES and st.ph >= _PH_MAIN and not st.fx[0] != _NONE and \
            not st.sel[0] and st.at[a]:
        k = st.at[a] - 1
        r = rules.row(st, k)
        if st.u[k * _U + _U_FL] & _F_HID:
            return "Face down"
        return "HP %d/%d DMG %d" % (CARD[_CARD_HP + r] - st.u[k * _U + _U_DMG],
                                    CARD[_CARD_HP + r], CARD[_CARD_DMG + r])
    if _DRAW <= a < _DRAW + 3:     # what the drawing seat's choice leaves it
        y = _Z_SEAT + _ZS * st.cur
        return "%d in the pile; hand %d" % (st.zones.size(y + a - _DRAW),
                                            st.zones.size(y + _Z_HAND))
    if a == _END:
        return "Poison hits at the end"
    if a == _LEAVE:
        return "Discarded next turn"
    return ""


def progress(st):
    return "T%d" % (st.turns + 1)     # the turn being played (st.turns: those ended)


def result(st):
    # 1 for each seat of the winning side, 0 for the others, once the game is over (a lazy
    # method: the play never asks).
    if st.ph != _PH_OVER:
        return None
    out = []
    for s in range(st.seats):
        out.append(1 if (s > 0) == (st.winner == 1) else 0)
    return out
