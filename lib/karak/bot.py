"""The Karak bot (make_bot level 1): this module itself, with choose(state).

A hand-written policy that reads only what its seat can see (never the hidden part of the
tile stack or the bag: a test re-deals them and checks that no decision changes), so it
decides on the real state without a copy, and without randomness. Values are ints, POINT
being one point. Its functions are explained in comments, not docstrings: on a board without
.mpy the parser holds every docstring while it compiles this module, at the heap's peak
(tools/memcheck.py: 2 KB more from .py)."""
# While moving it walks to the tile worth most minus the distance (move_choice): heal at a
# fountain, open a chest, pick up a useful item, fight a monster it is likely to beat, or
# explore; with nothing worth it, it explores however far, else fights the monster it is
# likeliest to beat (gearing up, the dragon last), so games end at the dragon, not the round
# cap. In fights it rerolls, burns flames or sacrifices only when that turns the result into
# a win; it seeks the dragon early only when the ruby makes it the winner. Other choices
# (rotations, the Oracle's token, the item to leave, whom to curse) go to the best worth.
from gpcore import const

from karak import board, fight

POINT = const(30)     # one point (karak.thinking reads it)
# --- constants: written by tools/pack_tables.py ---
_HEARTS = const(5)
_W_SLOTS = const(2)
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)
_FORESIGHT_BONUS = const(1)
_GATE = const(3)
_R_WEAPON = const(0)
_R_PORTAL = const(1)
_R_FLAMES = const(2)
_R_KEY = const(3)
_R_TREASURE = const(4)
_R_RUBY = const(5)
_R_CHEST = const(6)
_CHEST = const(8)
_NONE = const(255)
_WARRIOR = const(0)
_THIEF = const(1)
_WIZARD = const(2)
_WARLOCK = const(3)
_SWORDSMAN = const(4)
_ORACLE = const(5)
_P_HERO = const(0)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_FIGHT = const(4)
_P_LEAVE = const(5)
_P_CURSE = const(6)
_P_REVIVE = const(7)
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
_A_PORTAL = const(32)
_A_REVIVE = const(52)
_A_GATE = const(56)
_A_PICK = const(60)
_A_LEAVE = const(70)
_A_ORACLE = const(80)
_F_MON = const(0)
_F_TOTAL = const(8)
_WIN = const(1)
_PORTAL_SEAT_SHIFT = const(2)
# --- end of constants ---


# --- decisions ----------------------------------------------------------------------------
def move_choice(s, seat, acts):
    # The bot's action while moving (phase P_MOVE): the best worth of ending a walk on a
    # tile minus the distance, found by a breadth-first search of the discovered map.
    if acts.find(bytes((_A_OPEN,))) >= 0:
        return _A_OPEN
    here = s.pos[seat]
    # fb_a: what to do when nothing is worth it (best_v 0), so that a game goes on to the
    # dragon, not the round cap: walk towards the nearest open exit (key 400 - distance),
    # else towards the monster likeliest beaten (200 + percent - distance: the dragon, the
    # strongest, comes after those that gear the hero up), last one whose item adds nothing
    # (200 + (percent - 100) / 2 - distance: it may bar the way).
    best_a = fb_a = _A_END
    best_v = fb_v = 0
    for a in acts:
        if _A_PICK <= a < _A_LEAVE:
            v = gain(s, seat, a - _A_PICK) - 3
            if v > best_v:
                best_a, best_v = a, v
    if s.hearts[seat] <= 2 and not board.is_fountain(s, here):
        for a in acts:       # a portal spell on oneself
            if _A_PORTAL <= a < _A_REVIVE and (a - _A_PORTAL) >> _PORTAL_SEAT_SHIFT == seat:
                return a
    # Breadth-first distances from the hero over discovered tiles (255: unreachable), and for
    # each tile the first action of a shortest way there. Monsters block the way (not for
    # the Thief).
    dist = bytearray(b"\xff" * s.nt)
    first = bytearray(b"\xff" * s.nt)
    queue = bytearray([here])
    dist[here] = 0
    thief = s.able(seat, _THIEF)
    wiz = s.able(seat, _WIZARD)
    gs = board.of_kind(s, _GATE)
    i = 0
    while i < len(queue):
        t = queue[i]
        i += 1
        if t != here and not thief and board.monster(s, t) != _NONE:
            continue
        for k in range(4 + len(gs)):
            if k < 4:
                u = board.next_to(s, t, k)
                if u is None or not (wiz or board.linked(s, t, u, k)):
                    continue
                a = _A_STEP + k
            elif s.tkind[t] == _GATE and len(gs) > 1:
                u = gs[k - 4]
                a = _A_GATE + k - 4
            else:
                break
            if dist[u] == 255:
                dist[u] = dist[t] + 1
                first[u] = a if t == here else first[t]
                queue.append(u)
    steps = s.steps
    for t in range(s.nt):      # walk to a tile worth it (or stay on a fountain)
        d = dist[t]
        m = board.monster(s, t)     # the worth of ending the walk on t (here: the Thief's
        if d == 255 or t == here and m == _NONE and not board.is_fountain(s, t):
            continue                # monster, or a fountain)
        a = first[t] if d else (_A_END if m == _NONE else _A_FIGHT)
        if m != _NONE:
            p = chance(s, seat, m)
            v = p if board.REWARD[m] > _R_KEY or gain(s, seat, m) > 0 else (p - 100) // 2
            if p and 200 + v - d > fb_v and acts.find(bytes((a,))) >= 0:
                fb_a, fb_v = a, 200 + v - d
            v = fight_value(s, seat, m, _FORESIGHT_BONUS if d == 1 and s.moved == 0 and
                            s.able(seat, _ORACLE) else 0)
        else:
            v = 0
            if s.ttok[t] == _CHEST and board.holds(s, seat, _R_KEY):
                v = board.POINTS2[_CHEST] * POINT // 2
            for c in board.drops_at(s, t):
                v = max(v, gain(s, seat, c) - 3)
            if board.is_fountain(s, t):
                v = max(v, (_HEARTS - s.hearts[seat]) * 10 + (12 if s.curse == seat else 0) - 6)
        if v <= 0:
            continue
        v -= d
        if d > steps:
            v -= 4 + d - steps
        if v > best_v and acts.find(bytes((a,))) >= 0:
            best_a, best_v = a, v
    h = s.hearts[seat]
    explore = 12 if h >= 3 else (5 if h == 2 else 2)
    for t in range(s.nt * (s.ns > 0)):     # explore from a tile with an open exit
        d = dist[t]
        if d == 255 or (d > 0 and board.monster(s, t) != _NONE):
            continue
        for k in range(4):
            if s.texit[t] & (1 << k) and board.next_to(s, t, k) is None:
                v = explore - d
                if d >= steps:
                    v -= 4 + d + 1 - steps
                a = _A_STEP + k if t == here else first[t]
                if acts.find(bytes((a,))) >= 0:
                    if v > best_v:
                        best_a, best_v = a, v
                    if 400 - d > fb_v:
                        fb_a, fb_v = a, 400 - d
    return best_a if best_v else fb_a


# Legal actions come as a bytearray: MicroPython's bytearray has no `in` for an int, and its
# find() takes no int before 1.26 (CircuitPython 9 and 10), so they are searched with
# bytes((a,)). The decisions are one function: each function held costs heap when the bot
# loads, at the game's peak (tools/MEMORY.md).
def choose(s):
    # The bot's action for the seat to move.
    acts = s.actions()
    if len(acts) == 1:
        return acts[0]
    seat = s.to_move()
    p = s.phase
    a = acts[0]
    if p == _P_MOVE:
        a = move_choice(s, seat, acts)
    elif p == _P_FIGHT:
        # strike if that wins; add flames or the sacrifice if that wins; else reroll if it may
        most = s.fight[_F_TOTAL]
        a = _A_STRIKE
        if fight.outcome(s, most) != _WIN:
            flames = acts.find(bytes((_A_FLAMES,))) >= 0
            if flames:
                most += fight.flames_left(s) * _FLAME_BONUS
            if acts.find(bytes((_A_SAC,))) >= 0 and (
                    s.hearts[seat] > 1 or
                    board.REWARD[s.fight[_F_MON]] in (_R_RUBY, _R_TREASURE)):
                most += _SACRIFICE_BONUS
            if fight.outcome(s, most) == _WIN:
                a = _A_FLAMES if flames else _A_SAC
            elif acts.find(bytes((_A_REROLL,))) >= 0:
                a = _A_REROLL
    elif p == _P_HERO:
        # Heroes in order of preference: Warrior, Swordsman, Thief, Oracle, Wizard, Warlock.
        for h in b"\x00\x04\x01\x05\x02\x03":
            if acts.find(bytes((_A_HERO + h,))) >= 0:
                return _A_HERO + h
    elif p == _P_CURSE and acts.find(bytes((_A_KEEP,))) >= 0 and s.curse != seat:
        a = _A_KEEP
    elif p != _P_REVIVE:     # (any fountain will do for the Warrior's reincarnation)
        # The best worth of: a tile rotation (open sides towards unexplored places), a token
        # the Oracle keeps, the item left behind (worth of what stays), the seat to curse
        # (the leader).
        best_v = None
        for b in acts:
            if p == _P_ROTATE:
                x, y = board.xy(s, s.pos[seat])
                x += board.DX[s.pdir]
                y += board.DY[s.pdir]
                mask = board.exits(s.stack[s.ns], b - _A_ROT)
                v = 0
                for d in range(4):
                    if mask & (1 << d) and d != (s.pdir + 2) & 3 and \
                            board.at(s, x + board.DX[d], y + board.DY[d]) is None:
                        v += 1
            elif p == _P_ORACLE:
                t = b - _A_ORACLE
                if board.REWARD[t] == _R_CHEST:
                    v = 20 if board.holds(s, seat, _R_KEY) else 6
                else:
                    v = fight_value(s, seat, t, _FORESIGHT_BONUS if s.moved == 1 else 0)
            elif p == _P_LEAVE:
                rest = board.items(s, seat)
                rest.remove(b - _A_LEAVE)
                v = inv_value(s, seat, rest)
            elif b == _A_KEEP:
                v = -1
            else:
                v = board.points2(s, b - _A_CURSE) * 8 + board.weapons(s, b - _A_CURSE)
            if best_v is None or v > best_v:
                a, best_v = b, v
    return a if acts.find(bytes((a,))) >= 0 else acts[0]


# --- values -------------------------------------------------------------------------
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
    # Byte k: how many two-dice outcomes sum to k or more, of 25 (faces 2-6: the Swordsman
    # rerolls ones), and of 36 (faces 1-6).
    if s.able(seat, _SWORDSMAN):
        p = 100 * b"\x19\x19\x19\x19\x19\x18\x16\x13\x0f\n\x06\x03\x01\x00\x00"[need] // 25
    else:
        p = 100 * b"$$$#!\x1e\x1a\x15\x0f\n\x06\x03\x01\x00\x00"[need] // 36
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
