"""The panel beside Heroes of Karth's dungeon (firmware/views/karth/view.py; v is the view):
the card of the unit the highlighted entry names (or of the unit whose turn runs), else each
side's gold and kill points against the targets. Kept loaded while the view is up (compiled
once: compiled for each paint with the whole engine held, it was the firmware's peak)."""
from gpcore import const
from karth.names import CARD_NAME_NAMES
from karth.tables import CARD_ABILITIES, CARD_ABILITIES_AT, CARD
from karth.text import OPS, word

# --- constants: written by tools/pack_tables.py ---
_U_CARD = const(0)
_U_FL = const(3)
_U_POI = const(4)
_U_MV = const(8)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_STUN = const(2)
_F_HID = const(4)
_F_LEAVE = const(8)
_KP_WIN = const(25)
_CARD_DMG = const(351)
_CARD_DTYPE = const(390)
_CARD_MV = const(429)
_CARD_AR = const(468)
_CARD_MR = const(507)
_CARD_PR = const(546)
_STEP = const(4)
_STEP_HEAD = const(0)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---
# The view's palette indexes (view.py, which keeps this module: no import back)
_FG = const(2)
_DIM = const(3)
_GOLD = const(4)


def lines(v, st, k):
    """The panel as (text, colour) lines: unit k's card (k >= 0), else the totals."""
    return card(v, st, k) if k >= 0 else totals(v, st)


def card(v, st, k):
    """Unit k's card as (text, colour) lines; a face-down unit's as such."""
    owner = "Adv's unit" if v.get(k, _U_OWN) else "DM's unit"
    if not v.seen(k):
        return [("Face down", _GOLD), (owner, _DIM)]
    r = st.rows[v.get(k, _U_CARD)]
    name = word(CARD_NAME_NAMES, r)
    if len(name) * 6 > v.w - v.left:     # the kind without its people (the side shows)
        name = name.split()[-1]
    left, top = v.hp(k)
    fl = v.get(k, _U_FL)
    out = [(name, _GOLD)]
    for t in ("HP %d/%d\nDMG %d %s\nMV %d/%d\nA%d M%d P%d" % (
            left, top, CARD[_CARD_DMG + r], "phys mag pois".split()[CARD[_CARD_DTYPE + r]],
            max(0, CARD[_CARD_MV + r] - v.get(k, _U_MV)), CARD[_CARD_MV + r], CARD[_CARD_AR + r],
            CARD[_CARD_MR + r], CARD[_CARD_PR + r])).split("\n"):
        out.append((t, _FG))
    for i in range(4):
        if fl & (_F_STUN, _F_LEAVE, _F_TURNED, _F_HID)[i]:
            out.append(("Stunned Leaving Turned Face-down".split()[i], _DIM))
            break
    if v.get(k, _U_POI):
        out.append(("Poisoned", _DIM))
    for i in range(CARD_ABILITIES_AT[r], CARD_ABILITIES_AT[r + 1]):
        op = CARD_ABILITIES[i * _STEP + _STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
        out.append((word(OPS, op) or "An answer card", _DIM))
    out.append((owner, _DIM))
    return out

def totals(v, st):
    """Each side's gold and kill points against the targets, and the seat's SE."""
    t = ("T%d %s\nDM %d/%dg\n KP %d/%d\nAdv %d/%dg\n KP %d/%d\nSE %d" % (
        st.turns + 1, v.names[min(st.to_move(), st.seats - 1)], st.gold[0], v.goal[0],
        st.kp[0], _KP_WIN, sum(st.gold[1:]), v.goal[1], sum(st.kp[1:]), _KP_WIN,
        0 if v.seat is None else st.se[v.seat])).split("\n")
    if v.seat is None:
        t.pop()
    out = [(t[0], _GOLD)]
    for x in t[1:]:
        out.append((x, _FG))
    return out
