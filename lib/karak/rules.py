"""Karak's legal actions: for each phase the actions the seat to move may take (steps,
exploring, teleport gates, the healing portal, chests, picking up and leaving items, the
Warlock's swap, fight choices, the curse, reincarnation, hero choice), and settle(), which
applies an action (karak.turn) and takes single-choice decisions at once. Functions take the
state.
"""
from gpcore import const

from karak import board, fight, turn

# --- constants: written by tools/pack_tables.py ---
_STEPS = const(4)
_HEARTS = const(5)
_ORACLE_DRAW = const(2)
_FOUNTAIN = const(2)
_GATE = const(3)
_R_PORTAL = const(1)
_R_KEY = const(3)
_CHEST = const(8)
_NONE = const(255)
_WARRIOR = const(0)
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
_A_REROLL = const(11)
_A_FLAMES = const(12)
_A_SAC = const(13)
_A_STRIKE = const(14)
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
_F_SAC = const(6)
_F_REROLLED = const(10)
_PORTAL_SEAT_SHIFT = const(2)
# --- end of constants ---


def legal(s):
    """Legal action codes of the phase."""
    p = s.phase
    seat = s.turn
    out = bytearray()   # codes fit a byte; test one with out.find(bytes((code,))) (no `in`)
    if p == _P_MOVE:
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
                gs = board.of_kind(s, _GATE)
                if len(gs) > 1:
                    for i in range(len(gs)):
                        if gs[i] != t:
                            out.append(_A_GATE + i)
        if board.monster(s, t) != _NONE and s.able(seat, _THIEF):
            out.append(_A_FIGHT)
        if s.ttok[t] == _CHEST and board.holds(s, seat, _R_KEY):
            out.append(_A_OPEN)
        for c in board.drops_at(s, t):
            out.append(_A_PICK + c)
        if board.holds(s, seat, _R_PORTAL):
            fs = board.of_kind(s, _FOUNTAIN)
            for o in range(s.seats):
                for i in range(len(fs)):
                    if s.pos[o] != fs[i] or s.hearts[o] < _HEARTS or s.curse == o:
                        out.append(_A_PORTAL + (o << _PORTAL_SEAT_SHIFT | i))
        if s.able(seat, _WARLOCK) and s.moved == 0 and s.steps == _STEPS:
            for o in range(s.seats):
                if o != seat and s.pos[o] != t:
                    out.append(_A_SWAP + o)
        out.append(_A_END)      # after the plays: a hurried A ends no turn
    elif p == _P_FIGHT:
        f = s.fight
        out.append(_A_STRIKE)
        if s.able(seat, _WARRIOR) and not f[_F_REROLLED]:
            out.append(_A_REROLL)
        if fight.flames_left(s) > 0:
            out.append(_A_FLAMES)
        if s.able(seat, _WARLOCK) and not f[_F_SAC] and s.hearts[seat] > 0:
            out.append(_A_SAC)
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
        for t in s.bag[s.nb:s.nb + _ORACLE_DRAW]:     # the tokens she drew
            if out.find(bytes((_A_ORACLE + t,))) < 0:
                out.append(_A_ORACLE + t)
    elif p == _P_LEAVE:
        have = board.items(s, seat)
        for c in have:      # distinct items whose removal makes the inventory fit again
            rest = list(have)
            rest.remove(c)
            if out.find(bytes((_A_LEAVE + c,))) < 0 and board.fits_codes(rest, s.expert):
                out.append(_A_LEAVE + c)
    elif p == _P_CURSE:
        for o in range(s.seats):
            if o != seat and o != s.curse:
                out.append(_A_CURSE + o)
        if s.curse != _NONE:
            out.append(_A_KEEP)
    elif p == _P_REVIVE:
        for i in range(len(board.of_kind(s, _FOUNTAIN))):
            out.append(_A_REVIVE + i)
    else:
        for h in range(6):
            if s.hero.find(bytes((h,))) < 0:
                out.append(_A_HERO + h)
    return out


def settle(s, a=None):
    """Apply action a if given (state._do), then take every decision that has a single choice
    (except choosing a hero) at once."""
    if a is not None:
        turn.act(s, a)
    while s.phase != _P_OVER and s.phase != _P_HERO:
        acts = legal(s)
        if len(acts) != 1:
            return
        turn.act(s, acts[0])
