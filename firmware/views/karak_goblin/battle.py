"""The battle page of the Karak: Goblin view (firmware/views/karak_goblin/view.py;
v is the view), loaded when first painted: the monster, the chain, the totals, the hand."""
from gpcore import const
from firmware.ui import fit
from firmware.views.karak_goblin.style import WHITE, DIM, WARN, GOOD
from karak_goblin import text
from karak_goblin.tables import CARD_HPA

# --- constants: written by tools/pack_tables.py ---
_P_DISCARD = const(2)
_P_BATTLE = const(3)
_P_POST = const(4)
_P_EQUIP = const(5)
_P_STACK = const(8)
_P_TAIA = const(9)
_B_MON = const(0)
_B_LAST = const(3)
_B_CTR = const(5)
_B_RET = const(13)
_B_ATK = const(18)
_B_DEF = const(19)
_B_HITS = const(20)
_R_BATTLE = const(0)
_R_SHOP = const(2)
_Z_HAND = const(1)
_Z_PLAY = const(3)
_A_STR_A = const(143)
_A_STR_D = const(144)
_A_XANROS = const(152)
_HP = const(5)
_HPA_HP_SHIFT = const(0)
_HPA_HP_MASK = const(15)
_HPA_ATK_SHIFT = const(4)
_HPA_ATK_MASK = const(15)
# --- end of constants ---


def battle(v):
    s = v.state
    b = s.b
    cv = v.cv
    z = s.zones
    m = b[_B_MON]
    hpa = CARD_HPA[m]
    v.title(text.monster(m))
    on = s.phase in (_P_DISCARD, _P_BATTLE, _P_POST) or s.phase in (_P_STACK, _P_TAIA) and \
        b[_B_RET] == _R_BATTLE or s.phase == _P_EQUIP and b[_B_RET] != _R_SHOP
    words = []
    for i in range(2):
        c = text.curse(m, i)
        if c:
            words.append(text.CURSES[c] + (" (off)" if b[_B_CTR] >> i & 1 else ""))
    seat = s.turn
    hp = "hp %d/%d" % (s.hp[seat], _HP)
    cv.text(1, v.top, fit(", ".join(words) or "no curses", v.w // 6 - len(hp) - 1),
            WARN if words else DIM)
    cv.text(v.w - 6 * len(hp) - 1, v.top, hp, WHITE)
    y = 2 * v.lh + 2
    if not on:                  # the last battle's outcome
        atk, dfn = b[_B_ATK], b[_B_DEF]
        won = atk >= hpa >> _HPA_HP_SHIFT & _HPA_HP_MASK
        cv.text(1, y, "Last battle: " + ("won" if won else "lost"), GOOD if won else WARN)
        totals(v, y + v.lh, atk, dfn, hpa)
        cv.text(1, y + 2 * v.lh, "took %d hit%s" % (b[_B_HITS], "" if b[_B_HITS] == 1
                                                        else "s"), WHITE)
        return
    chain = z.cards(s.zone(_Z_PLAY, seat))
    if chain:
        hov = v.hovered
        v.hovered = b[_B_LAST] if hov in (_A_STR_A, _A_STR_D, _A_XANROS) else hov
        v.cards(y, chain, newest=True)
        v.hovered = hov
    else:
        cv.text(1, y + 4, "No card played yet", DIM)
    y += v.row.h + (3 if v.big else 0)
    atk, dfn = s.totals()
    totals(v, y, atk, dfn, hpa)
    y += v.lh + (1 if v.big else 0)
    hand = z.cards(s.zone(_Z_HAND, seat))
    if v.big:
        cv.text(1, y, "Your hand" if v.seat == seat else "Hand", DIM)
        y += v.lh
    v.cards(y, hand, v.seat != seat)

def totals(v, y, atk, dfn, hpa):
    """Attack against the monster's hit points, defence against its attack."""
    hp = hpa >> _HPA_HP_SHIFT & _HPA_HP_MASK
    matk = hpa >> _HPA_ATK_SHIFT & _HPA_ATK_MASK
    x = v.cv.text(1, y, "Atk %d vs %d" % (atk, hp), GOOD if atk >= hp else WARN) + 12
    x = v.cv.text(x, y, "Def %d vs %d" % (dfn, matk), GOOD if dfn >= matk else WARN)
    hits = matk - dfn
    if v.big and hits > 0:
        v.cv.text(x + 12, y, "-%d hp" % hits, WARN)
