"""Heroes of Karth: the turn's beginning (units that left go, the Spawner win, gold with Golden
Coffers, Spiritual Energy), readying after the draw (a stunned unit stays turned one turn
more) and its end (poison, then the next seat), or conceding. Split from karth.turn so that no
module needs a large block to compile from .py (tools/MEMORY.md)."""
from gpcore import const
from karth import rules, harm
from karth.acts import actions
from karth.tables import CARD

# --- constants: written by tools/pack_tables.py ---
_CONCEDE = const(310)
_Z_DISC = const(4)
_U = const(12)
_U_TILE = const(1)
_U_DMG = const(2)
_U_FL = const(3)
_U_POI = const(4)
_U_PSRC = const(5)
_U_MV = const(8)
_U_BUF = const(9)
_U_FL2 = const(10)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_STUN = const(2)
_F_HID = const(4)
_F_LEAVE = const(8)
_G_OBON = const(8)
_G_CURSED = const(16)
_PH_DRAW = const(5)
_PH_MAIN = const(6)
_TF_END = const(4)
_CAP99 = const(99)
_TURN_LIMIT = const(200)
_ROOM = const(768)
_NONE = const(255)
_E_TURN = const(0)
_E_POISON = const(12)
_E_CONCEDE = const(18)
_CARD_LEVEL = const(117)
_CARD_PR = const(546)
_OP_COFFERS = const(1)
# --- end of constants ---


def begin(st):
    # The start of the seat to move's turn: past the turn limit the game ends instead (harm.end
    # decides it); a history near the end of its room goes on in a gpcore.history.Tail; units
    # that left go to the discard pile, the Spawner win, gold and SE, then the draw (none when
    # the piles are empty).
    if st.turns >= _TURN_LIMIT:
        harm.end(st, _NONE)
        return
    if len(st.history) > _ROOM - 64 and not hasattr(st.history, "head"):    # not yet a Tail
        from gpcore.history import Tail
        st.history = Tail(st.history, _ROOM)
    s = st.cur
    st.tf = 0
    st.active = _NONE
    st.sel[2] = _NONE
    for k in rules.slots(st):
        st.u[k * _U + _U_FL2] &= ~_G_OBON
        if st.u[k * _U + _U_OWN] == s and st.u[k * _U + _U_FL] & _F_LEAVE:
            rules.remove(st, k, _Z_DISC)
    sd = 1 if s else 0      # a unit of its side on every Spawner of the other side: it wins
    sp = rules.spawners(st, 1 - sd)
    for t in sp:
        k = st.at[t] - 1
        if k < 0 or (not st.u[k * _U + _U_OWN]) != (not s) or st.u[k * _U + _U_FL] & _F_HID:
            break
    else:
        if sp:
            harm.end(st, sd)
            return
    n = st.gold[s] + 1      # gold: 1, and 1 per own Golden Coffers unit; SE: their levels
    e = st.se[s]
    for k in rules.slots(st):
        if st.u[k * _U + _U_OWN] == s:
            r = rules.row(st, k)
            n += rules.has(r, _OP_COFFERS) > 0
            e += CARD[_CARD_LEVEL + r]
    st.gold[s] = min(_CAP99, n)
    st.se[s] = min(_CAP99, e)
    st.say(_E_TURN, s, st.gold[s], st.se[s])
    st.ph = _PH_DRAW
    if not actions(st):
        ready(st)


def ready(st):
    # Own units facing the opponent turn back (a stunned one stays turned once more); every
    # own unit's turn flags start afresh.
    s = st.cur
    u = st.u
    for k in rules.slots(st):
        i = k * _U
        if u[i + _U_OWN] != s:
            continue
        fl = u[i + _U_FL]
        if fl & _F_STUN:
            fl &= ~_F_STUN
        elif not fl & _F_LEAVE:
            fl &= ~_F_TURNED
        u[i + _U_FL] = fl & (_F_TURNED | _F_HID | _F_LEAVE)
        u[i + _U_FL2] &= _G_CURSED
        u[i + _U_MV] = 0
        u[i + _U_BUF] = 0
    st.ph = _PH_MAIN


def finish(st, a):
    # The end of the turn (END), or conceding (CONCEDE) first.
    s = st.cur
    if a == _CONCEDE:
        # a conceding DM hands the Adventurers the win; a conceding Adventurer's units
        # leave at once without scoring and the rest play on (the DM wins when none is left)
        st.say(_E_CONCEDE, s)
        if not s:
            harm.end(st, 1)
            return
        st.out |= 1 << s
        for k in rules.slots(st):
            if st.u[k * _U + _U_OWN] == s:
                rules.remove(st, k, _Z_DISC)
        if st.out == (1 << st.seats) - 2:
            harm.end(st, 0)
            return
    # the end of the turn: the poison tokens hit (credited to who put them), then the
    # next seat (karth.state, once any window this opens is closed)
    u = st.u
    for k in rules.slots(st):
        i = k * _U
        p = u[i + _U_POI]
        if p:
            u[i + _U_POI] = 0
            d = max(1, p - CARD[_CARD_PR + rules.row(st, k)] - rules.items(st, k, _CARD_PR))
            u[i + _U_DMG] = min(_NONE, u[i + _U_DMG] + d)
            st.hitby[k] = u[i + _U_PSRC]
            st.say(_E_POISON, u[i + _U_TILE], d)
    st.tf |= _TF_END
    st.active = _NONE
    harm.after(st)
