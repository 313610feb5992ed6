"""The "you" page of the Karak: Goblin view (firmware/views/karak_goblin/view.py), kept once
loaded (it is the page of most decisions): hit points, deck and discard, potions, equipment
and keys, and your hand or what you choose from."""
from karak_goblin import text
from gpcore import const
from firmware.views.karak_goblin.style import WHITE, DIM, GOLD, WARN, pots

# --- constants: written by tools/pack_tables.py ---
_P_STACK = const(8)
_P_TAIA = const(9)
_Z_DECK = const(0)
_Z_HAND = const(1)
_Z_DISC = const(2)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_N_CARDS = const(118)
_HP = const(5)
# --- end of constants ---


def who(v, st, seat):
    return "%s %s" % (v.names[seat], text.name(st, seat))


def you(v):
    s = v.state
    z = s.zones
    cv = v.cv
    me = v.seat
    lh = v.lh
    v.title(who(v, s, me))
    cv.text(1, v.top, "hp %d/%d  deck %d  disc %d" % (s.hp[me], _HP, z.size(s.zone(_Z_DECK, me)),
                                                 z.size(s.zone(_Z_DISC, me))),
            WHITE if s.hp[me] else WARN)
    choose = s.to_move() == me and (s.phase == _P_STACK or s.phase == _P_TAIA)
    y = v.top + lh
    if choose:
        cv.text(1, y, "Choose the next card" if s.phase == _P_STACK else "Keep one", GOLD)
    else:
        cv.text(1, y, "Potions " + pots(s.pot[me]), WHITE)
    y += lh
    gear = z.cards(s.zone(_Z_WEAP, me)) + z.cards(s.zone(_Z_ARM, me)) + \
        z.cards(s.zone(_Z_KEYS, me))
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
        v.cards(y, z.cards(s.zone(_Z_HAND, me)))
