"""Karak's legal actions and applying them: for each phase the actions a seat may take
(steps, exploring, teleport gates, the healing portal, chests, picking up and leaving items, the
Warlock's swap, the curse, reincarnation, hero choice), single-choice decisions taken at once,
and the dispatch of an action to karak.turn (moves and the turn flow) or karak.fight.
Functions take the state.
"""
from gpcore import const

from karak import board, fight, turn

# Private copies of karak.data names (checked by the tests).
_NONE = const(255)
_NTOK = const(9)
_GATE = const(3)
_CHEST = const(8)
_KEY_TOK = const(3)
_PORTAL_TOK = const(1)
_R_PORTAL = const(1)
_R_KEY = const(3)
_THIEF = const(1)
_WIZARD = const(2)
_WARLOCK = const(3)
_P_HERO = const(0)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_FIGHT = const(4)
_P_LEAVE = const(5)
_P_CURSE = const(6)
_P_REVIVE = const(7)
_P_OVER = const(8)
_A_STEP = const(0)
_A_ROT = const(4)
_A_END = const(8)
_A_FIGHT = const(9)
_A_OPEN = const(10)
_A_KEEP = const(15)
_A_HERO = const(16)
_A_CURSE = const(22)
_A_SWAP = const(27)
_A_PORTAL = const(32)
_A_REVIVE = const(52)
_A_GATE = const(56)
_A_PICK = const(60)
_A_LEAVE = const(70)
_A_ORACLE = const(80)
_E_CHOSE = const(2)
_E_OPENS = const(11)
_E_PORTAL = const(12)
_E_TELEPORT = const(13)
_E_PICKS = const(14)
_E_LEAVES = const(15)
_E_CURSED = const(16)
_E_REVIVES = const(17)
_STEPS = const(4)
_HEARTS = const(5)


def legal(s):
    """Legal action codes of the phase."""
    p = s.phase
    seat = s.turn
    out = []
    if p == _P_MOVE:
        move_actions(s, seat, out)
    elif p == _P_FIGHT:
        return fight.actions(s)
    elif p == _P_ROTATE:
        # rotations that open towards the hero, each distinct set of exits once
        back = 1 << ((s.pdir + 2) & 3)
        seen = bytearray(16)
        for r in range(4):
            m = board.exits(s.stack[s.ns], r)
            if m & back and not seen[m]:
                seen[m] = 1
                out.append(_A_ROT + r)
    elif p == _P_ORACLE:
        for t in s.pend:
            if _A_ORACLE + t not in out:
                out.append(_A_ORACLE + t)
    elif p == _P_LEAVE:
        have = board.items(s, seat)
        for c in have:      # distinct items whose removal makes the inventory fit again
            rest = list(have)
            rest.remove(c)
            if _A_LEAVE + c not in out and board.fits_codes(rest, s.expert):
                out.append(_A_LEAVE + c)
    elif p == _P_CURSE:
        out = [_A_CURSE + o for o in range(s.seats) if o != seat and o != s.curse]
        if s.curse != _NONE:
            out.append(_A_KEEP)
    elif p == _P_REVIVE:
        out = [_A_REVIVE + i for i in range(len(board.fountains(s)))]
    else:
        out = [_A_HERO + h for h in range(6) if bytes([h]) not in s.hero]
    return out


def move_actions(s, seat, out):
    """Append the legal actions while moving to out."""
    t = s.pos[seat]
    if s.steps > 0:
        wiz = s.able(seat, _WIZARD)
        for d in range(4):
            u = board.next_to(s, t, d)
            if u is None:
                ok = s.texit[t] & (1 << d) and s.ns > 0
            else:
                ok = wiz or board.linked(s, t, u, d)
            if ok:
                out.append(_A_STEP + d)
        if s.tkind[t] == _GATE:
            gs = board.gates(s)
            if len(gs) > 1:
                out.extend([_A_GATE + i for i in range(len(gs)) if gs[i] != t])
    out.append(_A_END)
    if board.monster(s, t) != _NONE and s.able(seat, _THIEF):
        out.append(_A_FIGHT)
    if board.has_chest(s, t) and board.holds(s, seat, _R_KEY):
        out.append(_A_OPEN)
    out.extend([_A_PICK + c for c in board.drops_at(s, t)])
    if board.holds(s, seat, _R_PORTAL):
        fs = board.fountains(s)
        for o in range(s.seats):
            for i in range(len(fs)):
                if s.pos[o] != fs[i] or s.hearts[o] < _HEARTS or s.curse == o:
                    out.append(_A_PORTAL + o * 4 + i)
    if s.able(seat, _WARLOCK) and s.moved == 0 and s.steps == _STEPS:
        out.extend([_A_SWAP + o for o in range(s.seats) if o != seat and s.pos[o] != t])


def settle(s):
    """Take every decision that has a single choice (except choosing a hero) at once."""
    while s.phase != _P_OVER and s.phase != _P_HERO:
        acts = legal(s)
        if len(acts) != 1:
            return
        act(s, acts[0])


def act(s, a):
    """Apply legal action a of the phase."""
    seat = s.turn
    t = s.pos[seat]
    if s.phase == _P_FIGHT:
        fight.act(s, a)
    elif s.phase == _P_HERO:
        s.hero[seat] = a - _A_HERO
        s.say(_E_CHOSE, seat, seat)
        nxt = (seat + 1) % s.seats
        if nxt == s.first:
            turn.begin(s, nxt)
        else:
            s.turn = nxt
    elif a < _A_ROT:
        turn.step(s, seat, a - _A_STEP)
    elif a < _A_END:
        turn.place(s, seat, a - _A_ROT)
    elif a == _A_END:
        turn.end_turn(s)
    elif a == _A_FIGHT:
        fight.start(s, False)
    elif a == _A_OPEN:
        board.set_item(s, seat, _KEY_TOK, _NONE)
        s.ttok[t] = _NONE
        s.won[seat * _NTOK + _CHEST] += 1
        s.say(_E_OPENS)
        if s.expert:
            board.set_item(s, seat, _NONE, _CHEST)
        turn.resume(s)
    elif a < _A_SWAP:           # A_KEEP or A_CURSE + seat
        if a != _A_KEEP:
            s.curse = a - _A_CURSE
        s.say(_E_CURSED, s.curse)
        s.need_curse = False
        turn.resume(s)
    elif a < _A_PORTAL:
        turn.swap(s, seat, a - _A_SWAP)
    elif a < _A_REVIVE:
        o = (a - _A_PORTAL) >> 2
        board.set_item(s, seat, _PORTAL_TOK, _NONE)
        s.pos[o] = s.prev[o] = board.fountains(s)[(a - _A_PORTAL) & 3]
        s.say(_E_PORTAL, o)
        turn.heal(s, o)
    elif a < _A_GATE:
        s.pos[seat] = s.prev[seat] = board.fountains(s)[a - _A_REVIVE]
        s.say(_E_REVIVES, seat)
        turn.heal(s, seat)
        turn.end_turn(s)
    elif a < _A_PICK:
        s.prev[seat] = t
        s.pos[seat] = board.gates(s)[a - _A_GATE]
        s.steps -= 1
        s.moved += 1
        s.say(_E_TELEPORT)
    elif a < _A_LEAVE:
        s.drops.remove((t << 4) | (a - _A_PICK))
        board.set_item(s, seat, _NONE, a - _A_PICK)
        s.say(_E_PICKS, a - _A_PICK)
        turn.resume(s)
    elif a < _A_ORACLE:
        board.set_item(s, seat, a - _A_LEAVE, _NONE)
        s.drops.append((t << 4) | (a - _A_LEAVE))
        s.say(_E_LEAVES, a - _A_LEAVE)
        turn.resume(s)
    else:
        turn.keep_token(s, seat, a - _A_ORACLE)
