"""Gosu's effect handlers, one per opcode of its language (tools/tables/gosu_spec.py), run by
gpcore.effects over the cards' packed steps: each reads its step and the choices made so far
(st.fx[3:3 + st.fx[2]]) and does the step, or returns the next choice's actions. Continuous
and victory opcodes do nothing here (lib/gosu/rules.py reads them). useful() says whether a
step can do something now: an activation is offered only if one of its steps can."""
from gpcore import const
from gosu import rules
from gosu.tables import CARD_ROW, CARD_EFFECT_SETS

# --- constants: written by tools/pack_tables.py ---
_SEAT = const(100)
_BACK = const(110)
_DONE = const(111)
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_Z_HAND = const(0)
_Z_SHOWN = const(1)
_TOKENS = const(2)
_F_TRAPPED = const(1)
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
_OP_SEARCH = const(2)
_OP_STEAL_FROM_DISCARD = const(3)
_OP_DISCARD_OPP = const(5)
_OP_DESTROY_FREE = const(6)
_OP_DESTROY_ANY = const(7)
_OP_TRAP_FREE = const(8)
_OP_UNTRAP = const(9)
_OP_RETURN_TO_HAND = const(10)
_OP_GAIN_TOKEN = const(11)
_OP_DRAIN_TOKEN = const(12)
_OP_EXTRA_TURN = const(13)
_OP_PLAY_EXTRA = const(14)
_OP_TAKE_ADVANTAGE = const(15)
_FL_EACH = const(1)
_FL_IF_ADV = const(2)
_KEY_MAX_LEVEL = const(1)
_KEY_NAMES = const(3)
_STEP = const(4)
_STEP_HEAD = const(0)
_STEP_N = const(1)
_STEP_FLAGS = const(2)
_STEP_FILTER = const(3)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_HEAD_BONUS_SHIFT = const(5)
_HEAD_BONUS_MASK = const(7)
_FILTER_VALUE_MASK = const(31)
_FILTER_KEY_SHIFT = const(5)
_FILTER_KEY_MASK = const(7)
# --- end of constants ---


def _op(step):
    return step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK


def _n(st, step):
    n = step[_STEP_N]
    if rules.behind(st, st.cur):
        n += step[_STEP_HEAD] >> _HEAD_BONUS_SHIFT & _HEAD_BONUS_MASK
    return n


def _made(st):
    fx = st.fx
    return bytes(fx[3:3 + fx[2]])


def draw(st, step):
    """DRAW n."""
    rules.draw(st, st.cur, _n(st, step))


def search(st, step):
    """SEARCH n: the top n cards shown to the seat (its SHOWN zone); it takes one, the rest go
    to the discard pile."""
    zs = st.zones
    z = rules.zone(st, st.cur, _Z_SHOWN)
    if st.fx[2]:
        zs.move(st.fx[3], rules.zone(st, st.cur, _Z_HAND))
        zs.pour(z, _Z_DISCARD)
        st.say(_E_SEARCH, st.cur)
        return None
    if not zs.size(z):
        k = 0
        n = _n(st, step)
        while k < n and rules.refill(st):
            zs.draw(_Z_DRAW, z)
            k += 1
        if k:
            st.rng.n += 1           # hidden cards shown (gpcore.rng)
    return list(zs.cards(z))


def _filtered(st, step):
    f = step[_STEP_FILTER]
    key = f >> _FILTER_KEY_SHIFT & _FILTER_KEY_MASK
    v = f & _FILTER_VALUE_MASK
    made = _made(st)
    out = []
    for c in st.zones.cards(_Z_DISCARD):
        if made.find(bytes((c,))) < 0 and (
                key == 0 or key == _KEY_MAX_LEVEL and rules.level(c) <= v or
                key == _KEY_NAMES and CARD_EFFECT_SETS[v].find(bytes((CARD_ROW[c],))) >= 0):
            out.append(c)
    return out


def steal_discard(st, step):
    """STEAL_FROM_DISCARD n [max_level=L | names=A|B]: up to n cards of the discard pile into
    the hand (all of them, with no choice, when no more than n qualify)."""
    n = _n(st, step)
    cands = _filtered(st, step)
    k = st.fx[2]
    if k < n and (k or len(cands) > n) and cands:
        return cands + [_BACK]
    take = _made(st) if k else bytes(cands)
    for c in take:
        st.zones.move(c, rules.zone(st, st.cur, _Z_HAND))
        st.say(_E_TAKE, st.cur, c)


def _victims(st, step, test):
    """The seats a step aimed at an opponent hits: every opponent passing `test` with EACH,
    else the one chosen (no choice when only one qualifies); or a list of SEAT choices."""
    seats = [o for o in rules.opponents(st) if test(st, o)]
    if step[_STEP_FLAGS] & _FL_EACH or len(seats) < 2:
        return seats
    if st.fx[2]:
        return [st.fx[3] - _SEAT]
    return None, [_SEAT + o for o in seats]


def _has_hand(st, o):
    return st.zones.size(rules.zone(st, o, _Z_HAND)) > 0


def _has_tok(st, o):
    return st.tok[o] > 0


def _at_random(st, step, to):
    """STEAL_HAND and DISCARD_OPP: n random cards of the victims' hands to the seat's hand
    (to True) or the discard pile."""
    seats = _victims(st, step, _has_hand)
    if seats and seats[0] is None:
        return seats[1]
    n = _n(st, step)
    for o in seats:
        for _ in range(n):
            h = rules.hand(st, o)
            if not h:
                break
            c = h[st.rng.below(len(h))]
            st.zones.move(c, rules.zone(st, st.cur, _Z_HAND) if to else _Z_DISCARD)
            st.say(_E_STEAL if to else _E_DISCARD, st.cur, o, c)


def steal_hand(st, step):
    """STEAL_HAND n [EACH]."""
    return _at_random(st, step, True)


def discard_opp(st, step):
    """DISCARD_OPP n [EACH]."""
    return _at_random(st, step, False)


def drain(st, step):
    """DRAIN_TOKEN n [EACH]: the opponent loses up to n unspent tokens."""
    seats = _victims(st, step, _has_tok)
    if seats and seats[0] is None:
        return seats[1]
    for o in seats:
        k = min(_n(st, step), st.tok[o])
        st.tok[o] -= k
        st.say(_E_DRAIN, st.cur, o, k)


def hit(st, step):
    """DESTROY_FREE, DESTROY_ANY, TRAP_FREE, RETURN_TO_HAND L [EACH]: one goblin of one
    opponent (EACH: one of every opponent that has a target, chosen in turn order), then all
    of them act at once."""
    k = _op(step)
    most = _n(st, step)
    made = st.fx[2]
    if step[_STEP_FLAGS] & _FL_EACH:
        seats = [o for o in rules.opponents(st) if rules.targets(st, o, k, most)]
        if made < len(seats):
            return rules.targets(st, seats[made], k, most) + [_BACK]
    elif not made:
        out = []
        for o in rules.opponents(st):
            out += rules.targets(st, o, k, most)
        return out
    for c in _made(st):
        o = rules.owner(st, c)
        if k == _OP_TRAP_FREE:
            st.flag[c] |= _F_TRAPPED
            st.say(_E_TRAP, st.cur, c, o)
        elif k == _OP_RETURN_TO_HAND:
            st.zones.move(c, rules.zone(st, o, _Z_HAND))
            st.flag[c] = 0
            st.say(_E_RETURN, st.cur, c, o)
        else:
            rules.leave(st, c)
            st.say(_E_DESTROY, st.cur, c, o)


def untrap(st, step):
    """UNTRAP n: up to n of the seat's trapped goblins (all, with no choice, if no more)."""
    n = _n(st, step)
    made = _made(st)
    cands = [c for c in rules.army(st, st.cur)
             if st.flag[c] & _F_TRAPPED and made.find(bytes((c,))) < 0]
    k = st.fx[2]
    if k < n and (k or len(cands) > n) and cands:
        return cands + [_BACK]
    for c in made if k else cands:
        st.flag[c] &= ~_F_TRAPPED
        st.say(_E_UNTRAP, st.cur, c)


def gain(st, step):
    """GAIN_TOKEN n: spent tokens back, never more than 2 unspent."""
    k = min(_n(st, step), _TOKENS - st.tok[st.cur])
    st.tok[st.cur] += k
    st.say(_E_TOKEN, st.cur, k)


def extra(st, step):
    """EXTRA_TURN [IF_ADV]."""
    if not step[_STEP_FLAGS] & _FL_IF_ADV or st.adv == st.cur:
        st.extra = 1


def free_plays(st, step):
    most = _n(st, step)
    return [c for c in rules.hand(st, st.cur) if rules.level(c) <= most and
            rules.fits(st, st.cur, c)]


def play_extra(st, step):
    """PLAY_EXTRA L: the seat may play a goblin of level <= L from its hand for free, clan
    and new-clan cost aside (the row and level limits hold); its on_enter runs after."""
    if not st.fx[2]:
        out = free_plays(st, step)
        if out:
            out.append(_DONE)
        return out
    c = st.fx[3]
    if c != _DONE:
        rules.enter(st, st.cur, c)
        st.say(_E_PLAY, st.cur, c)


def advantage(st, step):
    """TAKE_ADVANTAGE."""
    st.adv = st.cur
    st.say(_E_ADV, st.cur)


def passive(st, step):
    """MIL_BONUS, PROTECT, ZOMBIE, DISCOUNT, WIN_IF: powers that hold while in play."""


OPS = (draw, search, steal_discard, steal_hand, discard_opp, hit, hit, hit, untrap, hit, gain,
       drain, extra, play_extra, advantage, passive, passive, passive, passive, passive)


def useful(st, i):
    """True if the step at offset i of CARD_EFFECT can do something for the seat to act."""
    from gosu.tables import CARD_EFFECT
    step = CARD_EFFECT[i:i + _STEP]
    k = _op(step)
    s = st.cur
    if k <= _OP_SEARCH:
        return rules.can_draw(st)
    if k == _OP_STEAL_FROM_DISCARD:
        return bool(_filtered(st, step))
    if k <= _OP_DISCARD_OPP:
        return any(_has_hand(st, o) for o in rules.opponents(st))
    if k == _OP_UNTRAP:
        return any(st.flag[c] & _F_TRAPPED for c in rules.army(st, s))
    if k == _OP_GAIN_TOKEN:
        return True             # the activation's own token comes back
    if k == _OP_DRAIN_TOKEN:
        return any(st.tok[o] for o in rules.opponents(st))
    if k == _OP_EXTRA_TURN:
        return not step[_STEP_FLAGS] & _FL_IF_ADV or st.adv == s
    if k == _OP_PLAY_EXTRA:
        return bool(free_plays(st, step))
    if k == _OP_TAKE_ADVANTAGE:
        return st.adv != s
    if k in (_OP_DESTROY_FREE, _OP_DESTROY_ANY, _OP_TRAP_FREE, _OP_RETURN_TO_HAND):
        return any(rules.targets(st, o, k, _n(st, step)) for o in rules.opponents(st))
    return False
