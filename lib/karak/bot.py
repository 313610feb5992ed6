"""Karak bot: a hand-written policy on an observed copy (observe() re-deals the tile stack and
the bag, so the bot never reads what is to come). While moving it searches the discovered map
breadth first and walks to the goal with the best value minus distance: heal at a fountain,
open a chest, pick up a useful item, fight a monster it is likely to beat (the dragon only
when the ruby makes it the winner), or explore. In fights it rerolls, burns flames or
sacrifices only when that turns the result into a win. Values are ints (30 = one point)."""
from gpcore.rng import Rng
from karak.data import (HEARTS, NONE, TOK_REWARD, TOK_POINTS2, FLAME_BONUS, SACRIFICE_BONUS,
                        FORESIGHT_BONUS, R_KEY, R_TREASURE, R_RUBY, R_CHEST, GATE, THIEF, WIZARD,
                        ORACLE, P_HERO, P_MOVE, P_ROTATE, P_ORACLE, P_FIGHT, P_LEAVE, P_CURSE,
                        A_STEP, A_END, A_FIGHT, A_OPEN, A_REROLL, A_FLAMES, A_SAC, A_STRIKE,
                        A_KEEP, A_HERO, A_CURSE, A_PORTAL, A_GATE, A_PICK, A_LEAVE, A_ORACLE,
                        A_ROT, CHEST, SHAPE_MASKS, TILE_SHAPE, DX, DY)
from karak import board, items, fight
from karak.botvalue import POINT, HERO_ORDER, inv_value, gain, leader_gap, fight_value


def search(s, seat):
    """Breadth-first distances from the hero over discovered tiles, and for each tile the
    first action of a shortest way there. Monsters block the way (not for the Thief)."""
    start = s.pos[seat]
    dist = bytearray([255] * s.nt)
    first = bytearray([255] * s.nt)
    dist[start] = 0
    queue = [start]
    thief = s.able(seat, THIEF)
    wiz = s.able(seat, WIZARD)
    gs = board.gates(s)
    i = 0
    while i < len(queue):
        t = queue[i]
        i += 1
        if t != start and not thief and board.monster(s, t) != NONE:
            continue
        nxt = []
        for d in range(4):
            u = board.next_to(s, t, d)[0]
            if u is not None and (wiz or board.linked(s, t, u, d)):
                nxt.append((u, A_STEP + d))
        if s.tkind[t] == GATE and len(gs) > 1:
            for g in range(len(gs)):
                nxt.append((gs[g], A_GATE + g))
        for u, a in nxt:
            if dist[u] == 255:
                dist[u] = dist[t] + 1
                first[u] = a if t == start else first[t]
                queue.append(u)
    return dist, first


def tile_value(s, seat, t, dist):
    """Worth of ending a walk on tile t (reached in dist steps)."""
    v = 0
    m = board.monster(s, t)
    if m != NONE:
        return fight_value(s, seat, m, FORESIGHT_BONUS if dist == 1 and
                           s.moved == 0 and s.able(seat, ORACLE) else 0)
    if board.has_chest(s, t) and items.holds(s, seat, R_KEY):
        v = max(v, TOK_POINTS2[CHEST] * POINT // 2)
    for c in items.drops_at(s, t):
        v = max(v, gain(s, seat, c) - 3)
    if board.is_fountain(s, t):
        v = max(v, (HEARTS - s.hearts[seat]) * 10 + (12 if s.curse == seat else 0) - 6)
    return v


def _explore_value(s, seat):
    h = s.hearts[seat]
    if h >= 3:
        return 12
    return 5 if h == 2 else 2


def move_choice(s, seat, acts):
    here = s.pos[seat]
    dist, first = search(s, seat)
    best_a = A_END
    best_v = tile_value(s, seat, here, 0) if board.is_fountain(s, here) else 0
    if A_OPEN in acts:
        return A_OPEN
    if A_FIGHT in acts:
        v = fight_value(s, seat, board.monster(s, here))
        if v > best_v:
            best_a, best_v = A_FIGHT, v
    for a in acts:
        if A_PICK <= a < A_LEAVE:
            v = gain(s, seat, a - A_PICK) - 3
            if v > best_v:
                best_a, best_v = a, v
    if s.hearts[seat] <= 2:
        for a in acts:
            mine = A_PORTAL + seat * 4 <= a < A_PORTAL + seat * 4 + 4
            if mine and not board.is_fountain(s, here):
                return a
    steps = s.steps
    for t in range(s.nt):
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
    if s.ns > 0:
        ev = _explore_value(s, seat)
        for t in range(s.nt):
            d = dist[t]
            if d == 255 or (d > 0 and board.monster(s, t) != NONE):
                continue
            for k in range(4):
                if s.texit[t] & (1 << k) and board.next_to(s, t, k)[0] is None:
                    v = ev - d
                    if d >= steps:
                        v -= 4 + d + 1 - steps
                    a = A_STEP + k if t == here else first[t]
                    if v > best_v and a in acts:
                        best_a, best_v = a, v
    return best_a


def fight_choice(s, seat, acts):
    f = s.fight
    tot = f[fight.F_TOTAL]
    if fight.outcome(s, tot) == fight.WIN:
        return A_STRIKE
    m = f[fight.F_MON]
    if TOK_REWARD[m] == R_RUBY and leader_gap(s, seat) + TOK_POINTS2[m] <= 0:
        return A_STRIKE
    most = tot
    if A_FLAMES in acts:
        most += fight.flames_left(s) * FLAME_BONUS
    if A_SAC in acts and (s.hearts[seat] > 1 or TOK_REWARD[m] in (R_RUBY, R_TREASURE)):
        most += SACRIFICE_BONUS
    if fight.outcome(s, most) == fight.WIN:
        return A_FLAMES if A_FLAMES in acts else A_SAC
    if A_REROLL in acts:
        return A_REROLL
    return A_STRIKE


def _open_sides(s, x, y, mask, back):
    n = 0
    for d in range(4):
        if mask & (1 << d) and d != back:
            if board.at(s, x + DX[d], y + DY[d]) is None:
                n += 1
    return n


def policy(s, seat, acts):
    p = s.phase
    if p == P_MOVE:
        return move_choice(s, seat, acts)
    if p == P_FIGHT:
        return fight_choice(s, seat, acts)
    if p == P_HERO:
        for h in HERO_ORDER:
            if A_HERO + h in acts:
                return A_HERO + h
    if p == P_ROTATE:
        x, y = board.next_to(s, s.pos[seat], s.pdir)[1:]
        base = SHAPE_MASKS[TILE_SHAPE[s.ptile]]
        back = (s.pdir + 2) & 3
        return max(acts, key=lambda a: _open_sides(s, x, y, board.rot(base, a - A_ROT), back))
    if p == P_ORACLE:
        extra = FORESIGHT_BONUS if s.moved == 1 else 0

        def worth(a):
            t = a - A_ORACLE
            if TOK_REWARD[t] == R_CHEST:
                return 20 if items.holds(s, seat, R_KEY) else 6
            return fight_value(s, seat, t, extra)
        return max(acts, key=worth)
    if p == P_LEAVE:
        have = items.items(s, seat)

        def kept(a):
            rest = list(have)
            rest.remove(a - A_LEAVE)
            return inv_value(s, seat, rest)
        return max(acts, key=kept)
    if p == P_CURSE:
        if A_KEEP in acts and s.curse != seat:
            return A_KEEP
        return max(acts, key=lambda a: -1 if a == A_KEEP else
                   items.points2(s, a - A_CURSE) * 8 + items.weapons(s, a - A_CURSE))
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
