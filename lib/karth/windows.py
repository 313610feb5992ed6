"""Heroes of Karth's reaction windows answered (karth.harm opens them): the answers the seat
of an open window may give (a Counter to a spell, a Heal Potion or Moon Refresh to lethal
damage, the DM's Spike Trap to an enemy's move, an item's buy-back) and what each does. Split
from karth.harm so that neither compiles in one large block from .py (tools/MEMORY.md)."""
from gpcore import const
from karth.rules import zone, get, row, holder
from karth.harm import held, healer, trap_card, next_counter, pay, spell, settle, after
from karth.tables import CARD_ABILITIES, CARD_ABILITIES_AT, CARD_VALUE

# --- constants: written by tools/pack_tables.py ---
_CARD = const(100)
_PASS = const(308)
_BUY = const(312)
_ABIL = const(320)
_Z_HAND = const(3)
_Z_DISC = const(4)
_U = const(12)
_U_TILE = const(1)
_U_FL2 = const(10)
_G_OBON = const(8)
_W_SPELL = const(1)
_W_DMG = const(2)
_W_MOVE = const(3)
_W_BUY = const(4)
_NONE = const(255)
_E_ABIL = const(7)
_E_COUNTER = const(9)
_E_BUY = const(22)
_OP_LINE_HEAL = const(17)
_OP_HEAL = const(18)
_OP_COUNTER = const(21)
# --- end of constants ---


def offer_buy(st):
    """The next item a lost unit held whose owner can pay its value: the buy-back window."""
    while st.buy:
        c = st.buy[0]
        st.buy = st.buy[1:]
        s = holder(c)
        if st.gold[s] >= CARD_VALUE[st.rows[c]]:
            st.win[0:4] = bytes((_W_BUY, s, c, 0))
            return


def answers(st):
    """The answers the seat of the open window may give."""
    kind = st.win[0]
    s = st.win[1]
    if kind == _W_BUY:
        return [_BUY, _PASS]
    if kind == _W_MOVE:
        c = trap_card(st, st.win[2])
    else:
        c = held(st, s, _OP_COUNTER if kind == _W_SPELL else _OP_HEAL, 2 if kind == _W_SPELL
                 else 1)
    out = [] if c == _NONE else [_CARD + c]
    k = healer(st, s) if kind == _W_DMG else -1
    if k >= 0:      # Moon Refresh: its ability step
        i = CARD_ABILITIES_AT[row(st, k)]
        while CARD_ABILITIES[4 * i] & 31 != _OP_LINE_HEAL:
            i += 1
        out.append(_ABIL + i)
    return out + [_PASS]


def answer(st, a):
    kind = st.win[0]
    s = st.win[1]
    if kind == _W_BUY:
        st.win[0] = 0
        if a == _BUY:
            c = st.win[2]
            st.gold[s] -= CARD_VALUE[st.rows[c]]
            st.zones.move(c, zone(st, s, _Z_HAND))
            st.say(_E_BUY, st.rows[c], s)
        return
    if kind == _W_SPELL:
        if a == _PASS:
            next_counter(st)
            return
        c = a - _CARD
        pay(st, c, s)
        st.zones.move(c, zone(st, s, _Z_DISC))
        st.say(_E_COUNTER, st.rows[c], s)
        st.win[0] = 0
        if st.win[3] != _NONE:
            settle(st)
        return
    st.win[0] = 0
    if a == _PASS:
        if kind == _W_DMG:
            settle(st)
        return
    if a >= _ABIL:      # Moon Refresh (gpcore.effects: the ability's step)
        from gpcore import effects
        k = healer(st, s)
        st.se[s] -= 2
        st.u[k * _U + _U_FL2] |= _G_OBON
        st.actor = k
        st.say(_E_ABIL, get(st, k, _U_TILE), _OP_LINE_HEAL)
        effects.start(st, a - _ABIL)
        after(st)
        return
    c = a - _CARD
    pay(st, c, s)
    spell(st, c, s, st.win[2])

