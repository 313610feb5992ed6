"""A Gosu turn's decisions, one choice an action: the verbs (play, mutate, activate, draw, pass),
then the choices a verb takes (the card, the cards to pay with, the goblin coming in), kept in
st.sel = [verb, how many choices, the choices...] until the last one acts; BACK takes back the
last choice (the verb itself after the first). Mutation follows the summary's order: name the
goblin, pay its cost, name the card coming in (from the hand, or the discard pile in a zombie
mutation), discard the goblin, the new one enters in its place, then its power."""
from gpcore import const
from gosu import rules
from gosu.tables import CARD_ROW, CARD_MUT    # the other columns read through gosu.rules: the
#                                               module's names fit a smaller table (17 entries)

# --- constants: written by tools/pack_tables.py ---
_DRAW1 = const(104)
_DRAW3 = const(105)
_PASS = const(106)
_PLAY = const(107)
_MUTATE = const(108)
_ACTIVATE = const(109)
_BACK = const(110)
_DONE = const(111)
_T_ON_ENTER = const(1)
_T_ON_MUTATE = const(2)
_T_ACTIVATED = const(3)
_T_CONTINUOUS = const(4)
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_TURN_LIMIT = const(10)
_NO_MUT = const(7)
_F_USED = const(2)
_F_LEFT = const(4)
_E_PLAY = const(0)
_E_MUTATE = const(1)
_E_ACTIVATE = const(2)
_E_PAY = const(21)
_OP_ZOMBIE = const(18)
_FL_CLAN = const(8)
_FL_MUTATE = const(32)
_STEP = const(4)
_STEP_FLAGS = const(2)
# --- end of constants ---


def verbs(st):
    """The turn's actions: each verb offered only if it can be completed; Pass always."""
    if st.limit and st.solo >= _TURN_LIMIT:
        return [_PASS]
    out = bytearray()
    s = st.cur
    if playable(st, s):
        out.append(_PLAY)
    if mutable(st, s):
        out.append(_MUTATE)
    if activable(st, s):
        out.append(_ACTIVATE)
    if st.zones.size(_Z_DRAW) + st.zones.size(_Z_DISCARD):
        if st.tok[s]:
            out.append(_DRAW1)
        if st.tok[s] > 1:
            out.append(_DRAW3)
    out.append(_PASS)
    return out


def playable(st, s):
    out = bytearray()
    for c in rules.hand(st, s):
        if rules.play_cost(st, s, c) >= 0:
            out.append(c)
    return out


def activable(st, s):
    """s's goblins whose activated power has a step that can do something now (none without
    a token, none activated this round)."""
    out = bytearray()
    if not st.tok[s]:
        return out
    from gosu.fx import useful
    for g in rules.army(st, s):
        if not st.flag[g] & _F_USED and rules.power(st, g, _T_ACTIVATED) >= 0:
            r = CARD_ROW[g]
            at = rules.CARD_EFFECT_AT
            for i in range(at[r] * _STEP, at[r + 1] * _STEP, _STEP):
                if useful(st, rules.CARD_EFFECT[i:i + _STEP]):
                    out.append(g)
                    break
    return out


def mut_cost(st, s, t):
    """Seat s's cost to mutate its goblin t (its printed cost less MUTATE discounts)."""
    return max(0, CARD_MUT[CARD_ROW[t]] - rules.discount(st, s, _FL_MUTATE))


def zombie(st, s, t):
    """True if s's goblin t may be mutated from the discard pile (ZOMBIE on t, or ZOMBIE CLAN
    on a goblin of t's clan)."""
    for g in rules.army(st, s):
        i = rules.power(st, g, _T_CONTINUOUS, _OP_ZOMBIE)
        if i >= 0 and (g == t or rules.CARD_EFFECT[i + _STEP_FLAGS] & _FL_CLAN and
                       rules.clan(st, g) == rules.clan(st, t)):
            return True
    return False


def fitting(st, t, cards, live=False):
    """The cards that may replace t (the same level, another name); live: not those gone from
    play this round (a zombie mutation's, from the discard pile). A bytearray, as without()'s:
    a byte a card, not a list's word (a whole discard pile may fit)."""
    out = bytearray()
    for c in cards:
        if CARD_ROW[c] != CARD_ROW[t] and rules.level(c) == rules.level(t) and \
                not (live and st.flag[c] & _F_LEFT):
            out.append(c)
    return out


def without(cards, x):
    """The cards not in the bytes x."""
    out = bytearray()
    for c in cards:
        if x.find(bytes((c,))) < 0:
            out.append(c)
    return out


def feasible(st, t, left, need, zomb, paid=()):
    """After paying `paid`, with the cards `left` in hand and `need` more to pay, can a goblin
    still come in for t? zomb: a zombie mutation is open (t allows one and a card is paid),
    from the discard pile or among the cards paid."""
    if len(left) < need:
        return False
    if fitting(st, t, left) and (len(left) > need or zomb):
        return True
    return bool(zomb and (fitting(st, t, paid) or
                          fitting(st, t, st.zones.cards(_Z_DISCARD), True)))


def mutable(st, s):
    out = bytearray()
    h = rules.hand(st, s)
    for t in rules.army(st, s):
        if CARD_MUT[CARD_ROW[t]] == _NO_MUT:
            continue
        need = mut_cost(st, s, t)
        z = zombie(st, s, t)
        if feasible(st, t, h, need, z and need > 0) or z and not need and h and \
                fitting(st, t, st.zones.cards(_Z_DISCARD), True):
            out.append(t)
    return out


def phase(st):
    """(kind, actions) of the choice the verb under way asks now, Back last: kind 0 the card
    (or goblin), 1 a card to pay with, 2 the optional zombie payment, 3 the card coming in.
    The actions and the lists of this module are bytearrays (codes below 256): a list's
    growth in play leaves holes that a later block of the heap cannot use."""
    s = st.cur
    sel = st.sel
    k = sel[1]
    ch = sel[2:2 + k]
    verb = sel[0]
    kind = 0
    if k == 0:
        out = playable(st, s) if verb == _PLAY else mutable(st, s) if verb == _MUTATE else \
            activable(st, s)
    elif verb == _PLAY:
        kind = 1
        out = without(rules.hand(st, s), ch)
    else:
        h = without(rules.hand(st, s), ch)
        t = ch[0]
        paid = without(ch[1:], bytes((_DONE,)))
        need = mut_cost(st, s, t)
        z = zombie(st, s, t)
        out = bytearray()
        if len(paid) < need:
            kind = 1
            for c in h:
                if feasible(st, t, without(h, bytes((c,))), need - len(paid) - 1, z,
                            paid + bytes((c,))):
                    out.append(c)
        else:
            fit = fitting(st, t, h)
            dead = fitting(st, t, st.zones.cards(_Z_DISCARD), True) if z else b""
            if z and need == 0 and not paid and ch.find(bytes((_DONE,))) < 0:
                kind = 2
                if fit:                 # none paid (from the hand), first: a hurried A
                    out.append(_DONE)   # spends no card
                if fit or dead:         # the optional card that opens a zombie mutation
                    out += h
            else:
                kind = 3
                out = fit
                if z and paid:
                    out += dead + fitting(st, t, paid)
    out.append(_BACK)
    return kind, out


def act(st, a):
    """Apply verb or choice a; True once the action has been carried out."""
    sel = st.sel
    s = st.cur
    if a == _BACK:
        if sel[1]:
            sel[1] -= 1
        else:
            sel[0] = 0
        return False
    if a == _DRAW1 or a == _DRAW3:
        st.tok[s] -= 1 if a == _DRAW1 else 2
        rules.draw(st, s, 1 if a == _DRAW1 else 3)
        return True
    if not sel[0]:
        sel[0] = a
        sel[1] = 0
        return False
    kind = phase(st)[0]
    sel[2 + sel[1]] = a
    sel[1] += 1
    ch = bytes(sel[2:2 + sel[1]])
    verb = sel[0]
    if verb == _ACTIVATE:
        sel[0] = 0
        st.tok[s] -= 1
        st.flag[a] |= _F_USED
        st.say(_E_ACTIVATE, s, a)
        st.queue.append(CARD_ROW[a])
        return True
    if verb == _PLAY:
        if len(ch) - 1 < rules.play_cost(st, s, ch[0]):
            return False
        paid = ch[1:]
    elif kind != 3:
        return False
    else:
        paid = without(ch[1:-1], bytes((_DONE,)))
    sel[0] = 0
    for c in paid:
        st.zones.move(c, _Z_DISCARD)
        st.say(_E_PAY, s, c)
    t = ch[0]
    if verb == _PLAY:
        rules.enter(st, s, t)
        st.say(_E_PLAY, s, t)
        return True
    buf = st.zones.buf          # a takes t's place in the row, t goes to a's place (here,
    i = buf.find(bytes((t,)))   # not a method of gpcore.zones that every game would hold)
    buf[buf.find(bytes((a,)))] = t
    buf[i] = a
    st.zones.move(t, _Z_DISCARD)    # t leaves play
    st.flag[t] = _F_LEFT
    st.say(_E_MUTATE, s, t, a)
    st.flag[a] = 0
    if rules.CARD_TRIGGER[CARD_ROW[a]] in (_T_ON_ENTER, _T_ON_MUTATE):
        st.queue.append(CARD_ROW[a])
    return True
