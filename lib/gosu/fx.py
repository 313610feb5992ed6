"""Gosu's effect handlers, one per opcode of its language (tools/tables/gosu_spec.py), run by
gpcore.effects over the cards' packed steps: each reads its step and the choices made so far
(st.fx[3:3 + st.fx[2]]) and does the step, or returns the next choice's actions. Continuous
and victory opcodes do nothing here (lib/gosu/rules.py reads them); the steps without a choice
share one handler (plain). useful() says whether a
step can do something now: an activation is offered only if one of its steps can."""
from gpcore import const
from gosu import rules

# --- constants: written by tools/pack_tables.py ---
_SEAT = const(100)
_BACK = const(110)
_DONE = const(111)
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_Z_SHOWN = const(1)
_TOKENS = const(2)
_F_TRAPPED = const(1)
_F_LEFT = const(4)
_E_PLAY = const(0)
_E_DESTROY = const(5)
_E_TRAP = const(6)
_E_UNTRAP = const(7)
_E_RETURN = const(8)
_E_STEAL = const(9)
_E_DISCARD = const(10)
_E_TAKE = const(11)
_E_TOKEN = const(12)
_E_DRAIN = const(13)
_E_ADV = const(15)
_E_SEARCH = const(20)
_OP_DRAW = const(1)
_OP_SEARCH = const(2)
_OP_STEAL_FROM_DISCARD = const(3)
_OP_STEAL_HAND = const(4)
_OP_DESTROY_FREE = const(6)
_OP_TRAP_FREE = const(8)
_OP_UNTRAP = const(9)
_OP_RETURN_TO_HAND = const(10)
_OP_GAIN_TOKEN = const(11)
_OP_DRAIN_TOKEN = const(12)
_OP_EXTRA_TURN = const(13)
_OP_PLAY_EXTRA = const(14)
_OP_TAKE_ADVANTAGE = const(15)
_OP_MIL_BONUS = const(16)
_FL_EACH = const(1)
_FL_IF_ADV = const(2)
_KEY_MAX_LEVEL = const(1)
_KEY_NAMES = const(3)
_STEP_HEAD = const(0)
_STEP_FLAGS = const(2)
_STEP_FILTER = const(3)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_FILTER_VALUE_MASK = const(31)
_FILTER_KEY_SHIFT = const(5)
_FILTER_KEY_MASK = const(7)
# --- end of constants ---


def plain(st, step):
    """DRAW n, GAIN_TOKEN n (spent tokens back, never more than 2 unspent), EXTRA_TURN
    [IF_ADV], TAKE_ADVANTAGE; MIL_BONUS, PROTECT, ZOMBIE, DISCOUNT and WIN_IF hold while in
    play and do nothing here."""
    k = step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    s = st.cur
    if k == _OP_DRAW:
        rules.draw(st, s, rules.num(st, step, s))
    elif k == _OP_GAIN_TOKEN:
        n = min(rules.num(st, step, s), _TOKENS - st.tok[s])
        st.tok[s] += n
        st.say(_E_TOKEN, s, n)
    elif k == _OP_EXTRA_TURN:
        if not step[_STEP_FLAGS] & _FL_IF_ADV or st.adv == s:
            st.extra = 1
    elif k == _OP_TAKE_ADVANTAGE:
        st.adv = s
        st.say(_E_ADV, s)


def search(st, step):
    """SEARCH n: the top n cards shown to the seat (its SHOWN zone); it takes one, the rest go
    to the discard pile."""
    zs = st.zones
    z = _Z_SEAT + _ZS * st.cur + _Z_SHOWN
    if st.fx[2]:
        zs.move(st.fx[3], z - _Z_SHOWN + _Z_HAND)
        zs.pour(z, _Z_DISCARD)
        st.say(_E_SEARCH, st.cur)
        return None
    if not zs.size(z):
        rules.draw(st, st.cur, rules.num(st, step, st.cur), z)
    return list(zs.cards(z))


def upto(st, step, probe=False):
    """STEAL_FROM_DISCARD n [max_level=L | names=A|B] (cards of the discard pile into the
    hand) and UNTRAP n (the seat's trapped goblins): up to n of them, one choice each (all, with
    no choice, when no more than n qualify). probe (useful()): the first candidate only (the
    discard pile may hold most of the cards: no list of them all)."""
    made = bytes(st.fx[3:3 + st.fx[2]])
    take = step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK == _OP_STEAL_FROM_DISCARD
    f = step[_STEP_FILTER]
    key = f >> _FILTER_KEY_SHIFT & _FILTER_KEY_MASK
    v = f & _FILTER_VALUE_MASK
    cands = bytearray()         # the choices: a byte each (a whole discard pile may qualify)
    for c in st.zones.cards(_Z_DISCARD) if take else rules.army(st, st.cur):
        if made.find(bytes((c,))) < 0 and (
                not take and st.flag[c] & _F_TRAPPED or take and (
                    key == 0 or key == _KEY_MAX_LEVEL and rules.level(c) <= v or
                    key == _KEY_NAMES and
                    rules.CARD_EFFECT_SETS[v].find(bytes((rules.CARD_ROW[c],))) >= 0)):
            cands.append(c)
            if probe:
                return cands
    k = st.fx[2]
    n = rules.num(st, step, st.cur)
    if probe:
        return cands            # empty: none
    if k < n and (k or len(cands) > n) and cands:
        if k:
            cands.append(_BACK)     # none before the first choice (gpcore.effects)
        return cands
    for c in made or cands:
        if take:
            st.zones.move(c, _Z_SEAT + _ZS * st.cur + _Z_HAND)
            st.say(_E_TAKE, st.cur, c)
        else:
            st.flag[c] &= ~_F_TRAPPED
            st.say(_E_UNTRAP, st.cur, c)


def victims(st, step):
    """The opponents a step may hit (with a card in hand; for DRAIN_TOKEN, a token; for the
    goblin steps, a goblin it may choose, up to level `most`)."""
    k = step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    most = rules.num(st, step, st.cur)
    out = bytearray()
    for o in rules.opponents(st):
        if st.tok[o] if k == _OP_DRAIN_TOKEN else \
                st.zones.size(_Z_SEAT + _ZS * o + _Z_HAND) if k < _OP_DESTROY_FREE else \
                rules.targets(st, o, k, most):
            out.append(o)
    return out


def at_seat(st, step):
    """STEAL_HAND, DISCARD_OPP, DRAIN_TOKEN n [EACH]: n random cards of the victim's hand to
    the seat's hand or the discard pile (the game's generator), or n of its unspent tokens.
    The victim: one opponent chosen (no choice when only one qualifies), or every one (EACH)."""
    seats = victims(st, step)
    if not step[_STEP_FLAGS] & _FL_EACH and len(seats) > 1:
        if not st.fx[2]:
            out = bytearray()
            for o in seats:
                out.append(_SEAT + o)
            return out
        seats = (st.fx[3] - _SEAT,)
    k = step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    n = rules.num(st, step, st.cur)
    for o in seats:
        if k == _OP_DRAIN_TOKEN:
            d = min(n, st.tok[o])
            st.tok[o] -= d
            st.say(_E_DRAIN, st.cur, o, d)
            continue
        for _ in range(n):
            h = rules.hand(st, o)
            if not h:
                break
            c = h[st.rng.below(len(h))]
            if k == _OP_STEAL_HAND:
                st.zones.move(c, _Z_SEAT + _ZS * st.cur + _Z_HAND)
                st.say(_E_STEAL, st.cur, o)
            else:
                st.zones.move(c, _Z_DISCARD)
                st.say(_E_DISCARD, st.cur, o, c)


def hit(st, step):
    """DESTROY_FREE, DESTROY_ANY, TRAP_FREE, RETURN_TO_HAND L [EACH]: one goblin of one
    opponent (EACH: one of every opponent that has a target, chosen in turn order), then all
    of them act at once."""
    k = step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    most = rules.num(st, step, st.cur)
    made = st.fx[2]
    if step[_STEP_FLAGS] & _FL_EACH:
        seats = victims(st, step)
        if made < len(seats):
            out = rules.targets(st, seats[made], k, most)
            if made:
                out.append(_BACK)
            return out
    elif not made:
        out = bytearray()
        for o in rules.opponents(st):
            out += rules.targets(st, o, k, most)
        return out
    for c in bytes(st.fx[3:3 + made]):
        o = (st.zones.where(c) - _Z_SEAT) // _ZS     # its owner
        if k == _OP_TRAP_FREE:
            st.flag[c] |= _F_TRAPPED
            st.say(_E_TRAP, st.cur, c, o)
        elif k == _OP_RETURN_TO_HAND:
            st.zones.move(c, _Z_SEAT + _ZS * o + _Z_HAND)
            st.flag[c] = 0
            st.say(_E_RETURN, st.cur, c, o)
        else:
            st.zones.move(c, _Z_DISCARD)     # it leaves play
            st.flag[c] = _F_LEFT
            st.say(_E_DESTROY, st.cur, c, o)


def play_extra(st, step, probe=False):
    """PLAY_EXTRA L: the seat may play a goblin of level <= L from its hand for free, clan
    and new-clan cost aside (the row and level limits hold); its on_enter runs after."""
    if probe or not st.fx[2]:
        most = rules.num(st, step, st.cur)
        out = bytearray()
        for c in rules.hand(st, st.cur):
            if rules.level(c) <= most and rules.fits(st, st.cur, c):
                out.append(c)
        if out:
            out.append(_DONE)
        return out
    c = st.fx[3]
    if c != _DONE:
        rules.enter(st, st.cur, c)
        st.say(_E_PLAY, st.cur, c)


# The handlers by opcode, for gpcore.effects: the state's FX_OPS, given to its class here
# (gosu.state is loaded first: gosu.new_game deals before it loads this module). No name of
# this module holds the class nor a column: its table of names stays at 12 entries (the
# columns are read through gosu.rules).
__import__("gosu.state", None, None, ("_",)).Gosu.FX_OPS = (
    plain, search, upto, at_seat, at_seat, hit, hit, hit, upto, hit, plain, at_seat, plain,
    play_extra, plain, plain, plain, plain, plain, plain)


def useful(st, step):
    """True if `step` (an activated power's) can do something for the seat to act."""
    k = step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    if k <= _OP_SEARCH:
        return st.zones.size(_Z_DRAW) + st.zones.size(_Z_DISCARD) > 0
    if k == _OP_STEAL_FROM_DISCARD or k == _OP_UNTRAP:
        return bool(upto(st, step, True))
    if k == _OP_GAIN_TOKEN:
        return True             # the activation's own token comes back
    if k == _OP_EXTRA_TURN:
        return not step[_STEP_FLAGS] & _FL_IF_ADV or st.adv == st.cur
    if k == _OP_PLAY_EXTRA:
        return bool(play_extra(st, step, True))
    if k == _OP_TAKE_ADVANTAGE:
        return st.adv != st.cur
    return k < _OP_MIL_BONUS and bool(victims(st, step))
