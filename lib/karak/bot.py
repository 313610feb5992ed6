"""Karak bot: a hand-written policy on an observed copy (observe() re-deals the tile stack and
the bag, so the bot never reads what is to come). While moving it searches the discovered map
breadth first and walks to the goal with the best value minus distance: heal at a fountain,
open a chest, pick up a useful item, fight a monster it is likely to beat (the dragon only
when the ruby makes it the winner), or explore. In fights it rerolls, burns flames or
sacrifices only when that turns the result into a win. Values are ints (30 = one point)."""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from gpcore.rng import Rng
from karak import board, fight
from karak.botvalue import POINT, inv_value, gain, leader_gap, fight_value

# Private copies of karak.data names (checked by the tests).
_NONE = const(255)
_R_KEY = const(3)
_R_TREASURE = const(4)
_R_RUBY = const(5)
_R_CHEST = const(6)
_CHEST = const(8)
_GATE = const(3)
_THIEF = const(1)
_WIZARD = const(2)
_ORACLE = const(5)
_P_HERO = const(0)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_FIGHT = const(4)
_P_LEAVE = const(5)
_P_CURSE = const(6)
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
_A_GATE = const(56)
_A_PICK = const(60)
_A_LEAVE = const(70)
_A_ORACLE = const(80)
_F_MON = const(0)
_F_TOTAL = const(8)
_WIN = const(1)
# Heroes in order of preference when choosing: Warrior, Swordsman, Thief, Oracle, Wizard,
# Warlock.
_HERO_ORDER = b"\x00\x04\x01\x05\x02\x03"


def search(s, seat):
    """Breadth-first distances from the hero over discovered tiles (255: unreachable), and for
    each tile the first action of a shortest way there. Monsters block the way (not for the
    Thief). Both bytearrays; the first also serves as the queue's order."""
    start = s.pos[seat]
    dist = bytearray(b"\xff" * s.nt)
    first = bytearray(b"\xff" * s.nt)
    queue = bytearray([start])
    dist[start] = 0
    thief = s.able(seat, _THIEF)
    wiz = s.able(seat, _WIZARD)
    gs = board.gates(s)
    i = 0
    while i < len(queue):
        t = queue[i]
        i += 1
        if t != start and not thief and board.monster(s, t) != _NONE:
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
                first[u] = a if t == start else first[t]
                queue.append(u)
    return dist, first


def tile_value(s, seat, t, dist):
    """Worth of ending a walk on tile t (reached in dist steps)."""
    v = 0
    m = board.monster(s, t)
    if m != _NONE:
        return fight_value(s, seat, m, board.FORESIGHT_BONUS if dist == 1 and
                           s.moved == 0 and s.able(seat, _ORACLE) else 0)
    if board.has_chest(s, t) and board.holds(s, seat, _R_KEY):
        v = board.POINTS2[_CHEST] * POINT // 2
    for c in board.drops_at(s, t):
        v = max(v, gain(s, seat, c) - 3)
    if board.is_fountain(s, t):
        v = max(v, (board.HEARTS - s.hearts[seat]) * 10 + (12 if s.curse == seat else 0) - 6)
    return v


def move_choice(s, seat, acts):
    if _A_OPEN in acts:
        return _A_OPEN
    here = s.pos[seat]
    best_a = _A_END
    best_v = tile_value(s, seat, here, 0) if board.is_fountain(s, here) else 0
    if _A_FIGHT in acts:
        v = fight_value(s, seat, board.monster(s, here))
        if v > best_v:
            best_a, best_v = _A_FIGHT, v
    for a in acts:
        if _A_PICK <= a < _A_LEAVE:
            v = gain(s, seat, a - _A_PICK) - 3
            if v > best_v:
                best_a, best_v = a, v
    if s.hearts[seat] <= 2 and not board.is_fountain(s, here):
        for a in acts:       # a portal spell on oneself
            if _A_PORTAL + seat * 4 <= a < _A_PORTAL + seat * 4 + 4:
                return a
    dist, first = search(s, seat)
    steps = s.steps
    for t in range(s.nt):      # walk to a tile worth it
        d = dist[t]
        if t == here or d == 255:
            continue
        v = tile_value(s, seat, t, d)
        if v <= 0:
            continue
        v -= d
        if d > steps:
            v -= 4 + d - steps
        if v > best_v and first[t] in acts:
            best_a, best_v = first[t], v
    if s.ns == 0:
        return best_a
    h = s.hearts[seat]
    explore = 12 if h >= 3 else (5 if h == 2 else 2)
    for t in range(s.nt):      # explore from a tile with an open exit
        d = dist[t]
        if d == 255 or (d > 0 and board.monster(s, t) != _NONE):
            continue
        for k in range(4):
            if s.texit[t] & (1 << k) and board.next_to(s, t, k) is None:
                v = explore - d
                if d >= steps:
                    v -= 4 + d + 1 - steps
                a = _A_STEP + k if t == here else first[t]
                if v > best_v and a in acts:
                    best_a, best_v = a, v
    return best_a


def fight_choice(s, seat, acts):
    f = s.fight
    tot = f[_F_TOTAL]
    if fight.outcome(s, tot) == _WIN:
        return _A_STRIKE
    m = f[_F_MON]
    if board.REWARD[m] == _R_RUBY and leader_gap(s, seat) + board.POINTS2[m] <= 0:
        return _A_STRIKE
    most = tot
    if _A_FLAMES in acts:
        most += fight.flames_left(s) * board.FLAME_BONUS
    if _A_SAC in acts and (s.hearts[seat] > 1 or board.REWARD[m] in (_R_RUBY, _R_TREASURE)):
        most += board.SACRIFICE_BONUS
    if fight.outcome(s, most) == _WIN:
        return _A_FLAMES if _A_FLAMES in acts else _A_SAC
    if _A_REROLL in acts:
        return _A_REROLL
    return _A_STRIKE


def worth(s, seat, a):
    """Worth of a choice that is not a move or a fight action: a tile rotation (open sides
    towards unexplored places), a token the Oracle keeps, the item left behind (worth of what
    stays), the seat to curse (the leader)."""
    p = s.phase
    if p == _P_ROTATE:
        x, y = board.xy(s, s.pos[seat])
        x, y = board.beside(x, y, s.pdir)
        mask = board.exits(s.stack[s.ns], a - _A_ROT)
        n = 0
        for d in range(4):
            if mask & (1 << d) and d != (s.pdir + 2) & 3:
                nx, ny = board.beside(x, y, d)
                if board.at(s, nx, ny) is None:
                    n += 1
        return n
    if p == _P_ORACLE:
        t = a - _A_ORACLE
        if board.REWARD[t] == _R_CHEST:
            return 20 if board.holds(s, seat, _R_KEY) else 6
        return fight_value(s, seat, t, board.FORESIGHT_BONUS if s.moved == 1 else 0)
    if p == _P_LEAVE:
        rest = board.items(s, seat)
        rest.remove(a - _A_LEAVE)
        return inv_value(s, seat, rest)
    if a == _A_KEEP:
        return -1
    return board.points2(s, a - _A_CURSE) * 8 + board.weapons(s, a - _A_CURSE)


def policy(s, seat, acts):
    p = s.phase
    if p == _P_MOVE:
        return move_choice(s, seat, acts)
    if p == _P_FIGHT:
        return fight_choice(s, seat, acts)
    if p == _P_HERO:
        for h in _HERO_ORDER:
            if _A_HERO + h in acts:
                return _A_HERO + h
    if p == _P_CURSE and _A_KEEP in acts and s.curse != seat:
        return _A_KEEP
    if p in (_P_ROTATE, _P_ORACLE, _P_LEAVE, _P_CURSE):
        best = acts[0]
        best_v = worth(s, seat, best)
        for a in acts:
            v = worth(s, seat, a)
            if v > best_v:
                best, best_v = a, v
        return best
    return acts[0]


class KarakBot:
    """The good Karak bot (make_bot level 1)."""

    def __init__(self, seed=1):
        self.rng = Rng(seed)

    def choose(self, state):
        acts = state.actions()
        if len(acts) == 1:
            return acts[0]
        seat = state.to_move()
        a = policy(state.observe(seat, self.rng), seat, acts)
        return a if a in acts else acts[0]
