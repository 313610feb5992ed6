"""The Karak bot (make_bot level 1): this module itself, with choose(state).

A hand-written policy that reads only what its seat can see (never the hidden part of the
tile stack or the bag: a test re-deals them and checks that no decision changes), so it
decides on the real state without a copy, and without randomness. Values are ints, POINT
being one point. Its functions are explained in comments, not docstrings: this module is
compiled mid-game on a board without .mpy, and the parser holds every docstring meanwhile
(tools/memcheck.py: 2 KB more from .py)."""
# While moving it walks to the tile worth most minus the distance (karak.botmove): heal at a
# fountain, open a chest, pick up a useful item, fight a monster it is likely to beat, or
# explore; with nothing worth it, it explores however far, else fights the monster it is
# likeliest to beat (gearing up, the dragon last), so games end at the dragon, not the round
# cap. In fights it rerolls, burns flames or sacrifices only when that turns the result into
# a win; it seeks the dragon early only when the ruby makes it the winner. Other choices
# (rotations, the Oracle's token, the item to leave, whom to curse) go to the best worth().
from gpcore import const

from karak import board, fight

POINT = const(30)
# --- constants: written by tools/pack_tables.py ---
_W_SLOTS = const(2)
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)
_FORESIGHT_BONUS = const(1)
_R_WEAPON = const(0)
_R_PORTAL = const(1)
_R_FLAMES = const(2)
_R_KEY = const(3)
_R_TREASURE = const(4)
_R_RUBY = const(5)
_R_CHEST = const(6)
_CHEST = const(8)
_WARRIOR = const(0)
_THIEF = const(1)
_WIZARD = const(2)
_WARLOCK = const(3)
_SWORDSMAN = const(4)
_P_HERO = const(0)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_FIGHT = const(4)
_P_LEAVE = const(5)
_P_CURSE = const(6)
_P_REVIVE = const(7)
_A_ROT = const(4)
_A_REROLL = const(11)
_A_FLAMES = const(12)
_A_SAC = const(13)
_A_STRIKE = const(14)
_A_KEEP = const(15)
_A_HERO = const(16)
_A_CURSE = const(22)
_A_LEAVE = const(70)
_A_ORACLE = const(80)
_F_MON = const(0)
_F_TOTAL = const(8)
_WIN = const(1)
# --- end of constants ---
# Byte k: how many two-dice outcomes sum to k or more, of 36 (faces 1-6), and of 25 (faces
# 2-6: the Swordsman rerolls ones).
_PLAIN = b"$$$#!\x1e\x1a\x15\x0f\n\x06\x03\x01\x00\x00"
_SWORD = b"\x19\x19\x19\x19\x19\x18\x16\x13\x0f\n\x06\x03\x01\x00\x00"
# Heroes in order of preference when choosing: Warrior, Swordsman, Thief, Oracle, Wizard,
# Warlock.
_HERO_ORDER = b"\x00\x04\x01\x05\x02\x03"


# --- values (karak.botmove uses them too) -------------------------------------------------
def inv_value(s, seat, codes):
    # Worth of a set of items to the seat.
    w = []
    for c in codes:
        if board.REWARD[c] == _R_WEAPON:
            w.append(board.BONUS[c])
    w.sort()
    v = sum(w[-_W_SLOTS:]) * 12
    chests = s.ttok.find(bytes([_CHEST]), 0, s.nt) >= 0     # a locked chest lies somewhere
    for c in codes:
        r = board.REWARD[c]
        if r == _R_FLAMES:
            v += 8 if s.able(seat, _WIZARD) else 5
        elif r == _R_PORTAL:
            v += 4
        elif r == _R_KEY:
            v += 14 if chests else 8
        elif board.CAT[c] == 3:
            v += board.POINTS2[c] * POINT // 2
    return v


def gain(s, seat, code):
    # What taking item `code` adds, after dropping what no longer fits (the least useful
    # item, one at a time).
    have = board.items(s, seat)
    codes = have + [code]
    while not board.fits_codes(codes, s.expert):
        best = None
        for c in codes:
            rest = list(codes)
            rest.remove(c)
            v = inv_value(s, seat, rest)
            if best is None or v > best_v:
                best, best_v = rest, v
        codes = best
    return inv_value(s, seat, codes) - inv_value(s, seat, have)


def chance(s, seat, tok, extra=0):
    # Percent chance of beating monster tok now (extra: a known bonus such as foresight;
    # ties lost), using flames, sacrifice and reroll when needed.
    need = board.STRENGTH[tok] + 1 - extra - board.weapons(s, seat) \
        - board.holds(s, seat, _R_FLAMES) * _FLAME_BONUS
    if s.able(seat, _WARLOCK) and s.hearts[seat] > 1:
        need -= _SACRIFICE_BONUS
    if s.able(seat, _THIEF):
        need -= 1
    need = max(0, min(14, need))
    if s.able(seat, _SWORDSMAN):
        p = 100 * _SWORD[need] // 25
    else:
        p = 100 * _PLAIN[need] // 36
    if s.able(seat, _WARRIOR):
        p = 100 - (100 - p) * (100 - p) // 100
    return p


def fight_value(s, seat, tok, extra=0):
    # Expected worth of fighting monster tok now, from chance().
    p = chance(s, seat, tok, extra)
    r = board.REWARD[tok]
    if r == _R_RUBY:
        v = board.points2(s, seat) + board.POINTS2[tok]     # doubled points with the ruby
        for o in range(s.seats):
            if o != seat and board.points2(s, o) >= v:
                p = 0           # not the winner even so
        return 10 * POINT if p >= 40 else -200
    if r == _R_TREASURE:
        win = board.POINTS2[tok] * POINT // 2 + 5
    else:
        win = max(2, gain(s, seat, tok))
    h = s.hearts[seat]
    hurt = 8 if h > 2 else (14 if h == 2 else 25)
    if s.able(seat, _WARRIOR):
        hurt = 6
    v = (p * win - (100 - p) * hurt) // 100
    return v if p >= 30 else min(v, -1)


# --- decisions ----------------------------------------------------------------------------
def fight_choice(s, seat, acts):
    # The bot's action in a fight (phase P_FIGHT).
    # strike if that wins; add flames or the sacrifice if that wins; else reroll if it may
    f = s.fight
    m = f[_F_MON]
    most = f[_F_TOTAL]
    if fight.outcome(s, most) == _WIN:
        return _A_STRIKE
    if has(acts, _A_FLAMES):
        most += fight.flames_left(s) * _FLAME_BONUS
    if has(acts, _A_SAC) and (s.hearts[seat] > 1 or
                              board.REWARD[m] in (_R_RUBY, _R_TREASURE)):
        most += _SACRIFICE_BONUS
    if fight.outcome(s, most) == _WIN:
        return _A_FLAMES if has(acts, _A_FLAMES) else _A_SAC
    return _A_REROLL if has(acts, _A_REROLL) else _A_STRIKE


def worth(s, seat, p, a):
    # Worth of choice a in phase p: a tile rotation (open sides towards unexplored places), a
    # token the Oracle keeps, the item left behind (worth of what stays), the seat to curse
    # (the leader).
    if p == _P_ROTATE:
        x, y = board.xy(s, s.pos[seat])
        x += board.DX[s.pdir]
        y += board.DY[s.pdir]
        mask = board.exits(s.stack[s.ns], a - _A_ROT)
        v = 0
        for d in range(4):
            if mask & (1 << d) and d != (s.pdir + 2) & 3 and \
                    board.at(s, x + board.DX[d], y + board.DY[d]) is None:
                v += 1
        return v
    if p == _P_ORACLE:
        t = a - _A_ORACLE
        if board.REWARD[t] == _R_CHEST:
            return 20 if board.holds(s, seat, _R_KEY) else 6
        return fight_value(s, seat, t, _FORESIGHT_BONUS if s.moved == 1 else 0)
    if p == _P_LEAVE:
        rest = board.items(s, seat)
        rest.remove(a - _A_LEAVE)
        return inv_value(s, seat, rest)
    if a == _A_KEEP:
        return -1
    return board.points2(s, a - _A_CURSE) * 8 + board.weapons(s, a - _A_CURSE)


def has(acts, a):
    # Whether the bytearray of legal actions holds a: MicroPython's bytearray has no `in`
    # for an int, and its find() takes no int before 1.26 (CircuitPython 9 and 10).
    return acts.find(bytes((a,))) >= 0


def choose(s):
    # The bot's action for the seat to move (the legal actions come as a bytearray).
    acts = s.actions()
    if len(acts) == 1:
        return acts[0]
    seat = s.to_move()
    p = s.phase
    a = acts[0]
    if p == _P_MOVE:
        from karak.botmove import move_choice   # here: karak.botmove imports this module
        a = move_choice(s, seat, acts)
    elif p == _P_FIGHT:
        a = fight_choice(s, seat, acts)
    elif p == _P_HERO:
        for h in _HERO_ORDER:
            if has(acts, _A_HERO + h):
                return _A_HERO + h
    elif p == _P_CURSE and has(acts, _A_KEEP) and s.curse != seat:
        a = _A_KEEP
    elif p != _P_REVIVE:     # (any fountain will do for the Warrior's reincarnation)
        best_v = None
        for b in acts:
            v = worth(s, seat, p, b)
            if best_v is None or v > best_v:
                a, best_v = b, v
    return a if has(acts, a) else acts[0]
