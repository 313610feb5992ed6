"""Karak bot: a hand-written policy that reads only what its seat can see (never the hidden
part of the tile stack or the bag: the tests check that re-dealing them changes no decision),
so it decides on the real state, without a copy to fill or keep. While moving it walks to the best goal
(karak.botmove). In fights it rerolls, burns flames or sacrifices only when that turns the
result into a win; it fights the dragon only when the ruby makes it the winner. Other choices
(rotations, the Oracle's token, the item to leave, whom to curse) by karak.botvalue's values.
"""
from gpcore import const

from karak import board, fight
from karak.botmove import move_choice
from karak.botvalue import inv_value, leader_gap, fight_value

# Private copies of karak.data names (checked by the tests).
_R_KEY = const(3)
_R_TREASURE = const(4)
_R_RUBY = const(5)
_R_CHEST = const(6)
_P_HERO = const(0)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_FIGHT = const(4)
_P_LEAVE = const(5)
_P_CURSE = const(6)
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
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)
_FORESIGHT_BONUS = const(1)
# Heroes in order of preference when choosing: Warrior, Swordsman, Thief, Oracle, Wizard,
# Warlock.
_HERO_ORDER = b"\x00\x04\x01\x05\x02\x03"


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
        most += fight.flames_left(s) * _FLAME_BONUS
    if _A_SAC in acts and (s.hearts[seat] > 1 or board.REWARD[m] in (_R_RUBY, _R_TREASURE)):
        most += _SACRIFICE_BONUS
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
        return fight_value(s, seat, t, _FORESIGHT_BONUS if s.moved == 1 else 0)
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
    """The good Karak bot (make_bot level 1). It plays without randomness, so the seed
    changes nothing."""

    def __init__(self, seed=1):
        pass

    def choose(self, state):
        acts = state.actions()
        if len(acts) == 1:
            return acts[0]
        a = policy(state, state.to_move(), acts)
        return a if a in acts else acts[0]
