"""Karak fights: the roll, the choices after it (Warrior reroll, magic flames, Warlock
sacrifice, then strike) and the outcome (win and reward, tie, loss, retreat, fainting,
reincarnation). s.fight (bytearray, indexes codes.F_*) records every number of the current or
last fight for the screen; its result is 0 while the fight is open. Functions take the state;
the legal actions of a fight are in karak.rules, and a fight starts with act(s, A_FIGHT).
"""
from gpcore import const

from karak import board

# --- constants: written by tools/pack_tables.py ---
_FLAME_BONUS = const(1)
_SACRIFICE_BONUS = const(1)
_FORESIGHT_BONUS = const(1)
_NTOK = const(9)
_R_FLAMES = const(2)
_R_TREASURE = const(4)
_R_RUBY = const(5)
_FLAMES_TOK = const(2)
_NONE = const(255)
_WARRIOR = const(0)
_THIEF = const(1)
_WIZARD = const(2)
_SWORDSMAN = const(4)
_ORACLE = const(5)
_P_FIGHT = const(4)
_P_REVIVE = const(7)
_P_OVER = const(8)
_A_FIGHT = const(9)
_A_REROLL = const(11)
_A_FLAMES = const(12)
_A_SAC = const(13)
_F_MON = const(0)
_F_STR = const(1)
_F_D1 = const(2)
_F_D2 = const(3)
_F_WEAP = const(4)
_F_FLAMES = const(5)
_F_SAC = const(6)
_F_ABIL = const(7)
_F_TOTAL = const(8)
_F_RESULT = const(9)
_F_REROLLED = const(10)
_F_SIX = const(11)
_WIN = const(1)
_TIE = const(2)
_LOSS = const(3)
_E_FIGHT = const(21)
_E_AGAIN = const(22)
_E_DICE = const(23)
_E_REROLLS = const(24)
_E_FLAMES = const(25)
_E_SACRIFICE = const(26)
_E_RESULT = const(27)
_E_DRAGON = const(28)
_E_GETS = const(29)
_E_FAINTS = const(30)
# --- end of constants ---


def flames_left(s):
    """Magic flames the active hero can still add to this fight."""
    held = board.holds(s, s.turn, _R_FLAMES)
    if s.able(s.turn, _WIZARD):
        return held - s.fight[_F_FLAMES]
    return held


def outcome(s, total):
    """WIN, TIE or LOSS for the active hero with this total."""
    st = s.fight[_F_STR]
    if total > st or (total == st and s.able(s.turn, _THIEF)):
        return _WIN
    return _TIE if total == st else _LOSS


def act(s, a, first_step=False):
    """A fight action. A_FIGHT: the active hero starts to fight the monster on its tile
    (first_step: right after the first step of the turn, for the Oracle) and rolls. Then the
    choices after the roll; the strike resolves the fight: reward on a win; a tie or a loss
    steps back (a loss costs a heart)."""
    from karak import turn      # here: karak.turn imports this module
    f = s.fight
    seat = s.turn
    if a == _A_FIGHT:
        m = board.monster(s, s.pos[seat])
        f[:] = bytes(len(f))
        f[_F_MON] = m
        f[_F_STR] = board.STRENGTH[m]
        f[_F_WEAP] = board.weapons(s, seat)
        if first_step and s.able(seat, _ORACLE):
            f[_F_ABIL] = _FORESIGHT_BONUS
        s.phase = _P_FIGHT
        s.say(_E_FIGHT, m, f[_F_STR])
    if a == _A_FIGHT or a == _A_REROLL:
        if a == _A_REROLL:
            f[_F_REROLLED] = 1
            s.say(_E_REROLLS)
        for i in (_F_D1, _F_D2):    # both dice; the Swordsman rerolls ones
            d = s.rng.die(6)
            while d == 1 and s.able(seat, _SWORDSMAN):
                s.say(_E_AGAIN)
                d = s.rng.die(6)
            f[i] = d
            if d == 6:
                f[_F_SIX] = 1
        f[_F_TOTAL] = (f[_F_D1] + f[_F_D2] + f[_F_WEAP] + f[_F_FLAMES] * _FLAME_BONUS
                       + f[_F_SAC] + f[_F_ABIL])
        s.say(_E_DICE, f[_F_D1], f[_F_D2], f[_F_TOTAL])
        return
    if a == _A_FLAMES:
        if not s.able(seat, _WIZARD):
            board.set_item(s, seat, _FLAMES_TOK, _NONE)
        f[_F_FLAMES] += 1
        f[_F_TOTAL] += _FLAME_BONUS
        s.say(_E_FLAMES, f[_F_TOTAL])
        return
    if a == _A_SAC:
        s.hearts[seat] -= 1
        f[_F_SAC] = _SACRIFICE_BONUS
        f[_F_TOTAL] += _SACRIFICE_BONUS
        s.say(_E_SACRIFICE, f[_F_TOTAL])
        return
    m = f[_F_MON]
    res = outcome(s, f[_F_TOTAL])
    f[_F_RESULT] = res
    s.say(_E_RESULT, res, f[_F_TOTAL], f[_F_STR])
    s.go_on = bool(f[_F_SIX]) and s.able(seat, _SWORDSMAN) and s.steps > 0
    if res == _WIN:
        s.ttok[s.pos[seat]] = _NONE
        s.won[seat * _NTOK + m] += 1
        r = board.REWARD[m]
        if r == _R_RUBY:
            s.say(_E_DRAGON)
            s.phase = _P_OVER
            return
        if r != _R_TREASURE or s.expert:
            board.set_item(s, seat, _NONE, m)
        s.say(_E_GETS, m)
        s.need_curse = bool(board.CURSE[m])
    else:
        if res == _LOSS and s.hearts[seat] > 0:
            s.hearts[seat] -= 1
        back = s.prev[seat]
        s.pos[seat] = back
        if board.is_fountain(s, back):
            turn.heal(s, seat)
    if s.hearts[seat] == 0:
        s.go_on = False
        if res != _WIN and s.able(seat, _WARRIOR):
            s.phase = _P_REVIVE
            return
        s.say(_E_FAINTS, seat)
    turn.resume(s)
