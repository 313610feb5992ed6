"""The Karak bot's walks (karak.bot): the choice while moving (heal at a fountain, open a
chest, pick up a useful item, fight a monster it is likely to beat, or explore): the best
worth of ending a walk on a tile minus the distance, found by a breadth-first search of the
discovered map from the hero."""
from gpcore import const

from karak import board
from karak.bot import POINT, gain, fight_value, chance

# --- constants: written by tools/pack_tables.py ---
_HEARTS = const(5)
_FORESIGHT_BONUS = const(1)
_GATE = const(3)
_R_KEY = const(3)
_CHEST = const(8)
_NONE = const(255)
_THIEF = const(1)
_WIZARD = const(2)
_ORACLE = const(5)
_A_STEP = const(0)
_A_END = const(8)
_A_FIGHT = const(9)
_A_OPEN = const(10)
_A_PORTAL = const(32)
_A_REVIVE = const(52)
_A_GATE = const(56)
_A_PICK = const(60)
_A_LEAVE = const(70)
_PORTAL_SEAT_SHIFT = const(2)
# --- end of constants ---


def move_choice(s, seat, acts):
    """The bot's action while moving (phase P_MOVE). Legal actions are searched inline with
    bytes((a,)), as bot.has does: importing has here measured 1 KB more from .mpy."""
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
