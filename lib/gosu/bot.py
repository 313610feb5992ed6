"""Gosu's bot (this module: choose(state)). It reads only what its seat sees (its hand, the
armies, the counts) and scores each legal action in one pass, with no copy of the state: a
goblin is worth its military value and its power; it plays the best goblin it can (a free one
first, keeping cards while its hand is small), activates, mutates, draws three while its hand
holds fewer than five, pays with its least worth cards, aims its powers at the strongest goblin
or seat, and passes when nothing is worth more or when it leads every army and the others have
passed. (evaluate(), for the rollout bots of gpcore.bots, is in gosu.thinking.)"""
from gpcore import const
from gosu import rules, acts

# --- constants: written by tools/pack_tables.py ---
_SEAT = const(100)
_DRAW1 = const(104)
_DRAW3 = const(105)
_PASS = const(106)
_PLAY = const(107)
_MUTATE = const(108)
_ACTIVATE = const(109)
_BACK = const(110)
_DONE = const(111)
_MULLIGAN = const(113)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_NONE = const(255)
# --- end of constants ---


def worth(c):
    """A goblin's worth: its military value and its power (a victory most). The columns are
    read through gosu.rules, not imported (gosu.tables is dropped after the deal): the module's
    names fit a smaller table, which the bot's load, right after the deal, finds room for."""
    r = rules.CARD_ROW[c]
    return 2 * rules.CARD_MILITARY[r] + (0, 3, 3, 2, 2, 5)[rules.CARD_TRIGGER[r]]


def choose(state):
    """The action of the seat to move that scores best (the first of equals; never Back)."""
    seat = state.to_move()
    if state.mull < state.seats:
        return _MULLIGAN
    kind = acts.phase(state)[0] if state.sel[0] and state.fx[0] == _NONE else 0
    best = None
    best_v = 0
    for a in state.actions():
        if a != _BACK:
            v = _value(state, seat, a, kind)
            if best is None or v > best_v:
                best, best_v = a, v
    return best


def _value(state, seat, a, kind):
    """The score of action a; kind: that of the choice under way (acts.phase)."""
    h = state.zones.size(_Z_SEAT + _ZS * seat + _Z_HAND)
    if a == _PASS:
        top = 0
        for o in rules.opponents(state):
            top = max(top, rules.military(state, o))
        lead = rules.military(state, seat) > top
        return 40 if lead and state.passed | 1 << seat == (1 << state.seats) - 1 else 3
    if a == _PLAY:
        v = 0
        for c in acts.playable(state, seat):
            v = max(v, 12 + worth(c) - 4 * rules.play_cost(state, seat, c) - (h < 4) * 8)
        return v
    if a == _ACTIVATE:
        return 9
    if a == _MUTATE:
        return 6
    if a == _DRAW3:
        return 10 if h < 5 else 0
    if a == _DRAW1:
        return 8 if h < 2 else 0
    if a == _DONE:
        return 50 if kind == 2 else 0       # no payment for a zombie: the card stays
    if a >= _SEAT:
        o = a - _SEAT
        return 10 * state.vp[o] + rules.military(state, o) + \
            state.zones.size(_Z_SEAT + _ZS * o + _Z_HAND)
    return _card(state, seat, a, kind)


def _card(state, seat, a, kind):
    """The score of choosing card (or goblin) a: apart from _value, so that no block of the
    bot's code is larger than the holes the deal leaves (.mpy figure 34.8 -> 34.3 KB)."""
    v = worth(a)
    if state.fx[0] == _NONE:
        if kind == 1 or kind == 2 or state.sel[0] == _MUTATE and kind == 0:
            return -v                       # pay with (or replace) the least worth
        if state.sel[0] == _PLAY:
            return v - 4 * rules.play_cost(state, seat, a)
    o = (state.zones.where(a) - _Z_SEAT) // _ZS   # the seat holding it (negative: a pile)
    if o >= 0 and o != seat:
        v += 4 * state.vp[o]                # a power aimed at the leader
    return v
