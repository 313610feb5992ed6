"""Karak fights: the roll, the choices after it (Warrior reroll, magic flames, Warlock
sacrifice, then strike) and the outcome (win and reward, tie, loss, retreat, fainting,
reincarnation). s.fight (bytearray, indexes F_*) records every number of the current or last
fight for the screen; result 0 while the fight is open."""
from karak.data import (NONE, NTOK, TOK_NAME, TOK_ITEM, TOK_STRENGTH, TOK_REWARD, TOK_CURSE,
                        FLAME_BONUS, SACRIFICE_BONUS, FORESIGHT_BONUS, FLAMES_TOK, R_FLAMES,
                        R_RUBY, R_TREASURE, WARRIOR, THIEF, WIZARD, WARLOCK, SWORDSMAN, ORACLE,
                        P_FIGHT, P_REVIVE, P_OVER, A_REROLL, A_FLAMES, A_SAC, A_STRIKE)
from karak import board, items

F_MON = 0        # token index of the monster
F_STR = 1        # its strength
F_D1 = 2         # the two dice
F_D2 = 3
F_WEAP = 4       # weapon bonus
F_FLAMES = 5     # magic flames used
F_SAC = 6        # Warlock sacrifice bonus
F_ABIL = 7       # Oracle foresight bonus
F_TOTAL = 8
F_RESULT = 9     # 0 open, WIN, TIE, LOSS
F_REROLLED = 10  # Warrior has rerolled
F_SIX = 11       # a die showed a six (Swordsman)
F_SIZE = 12
WIN = 1
TIE = 2
LOSS = 3
RESULT_NAMES = ("", "Win", "Tie", "Loss")


def start(s, first_step):
    """The active hero fights the monster on its tile; first_step: right after the first
    step of the turn (Oracle)."""
    seat = s.turn
    m = board.monster(s, s.pos[seat])
    f = s.fight
    for i in range(F_SIZE):
        f[i] = 0
    f[F_MON] = m
    f[F_STR] = TOK_STRENGTH[m]
    f[F_WEAP] = items.weapons(s, seat)
    if first_step and s.able(seat, ORACLE):
        f[F_ABIL] = FORESIGHT_BONUS
    s.phase = P_FIGHT
    s.log.append("Fight %s (%d)" % (TOK_NAME[m], f[F_STR]))
    _roll(s)


def _roll(s):
    f = s.fight
    sword = s.able(s.turn, SWORDSMAN)
    for i in (F_D1, F_D2):
        d = s.rng.die()
        while d == 1 and sword:
            s.log.append("Rolls a 1 again")
            d = s.rng.die()
        f[i] = d
        if d == 6:
            f[F_SIX] = 1
    _total(f)
    s.log.append("Dice %d+%d: total %d" % (f[F_D1], f[F_D2], f[F_TOTAL]))


def _total(f):
    f[F_TOTAL] = (f[F_D1] + f[F_D2] + f[F_WEAP] + f[F_FLAMES] * FLAME_BONUS + f[F_SAC]
                  + f[F_ABIL])


def flames_left(s):
    """Magic flames the active hero can still add to this fight."""
    held = items.holds(s, s.turn, R_FLAMES)
    if s.able(s.turn, WIZARD):
        return held - s.fight[F_FLAMES]
    return held


def outcome(s, total):
    """WIN, TIE or LOSS for the active hero with this total."""
    st = s.fight[F_STR]
    if total > st or (total == st and s.able(s.turn, THIEF)):
        return WIN
    return TIE if total == st else LOSS


def actions(s):
    seat = s.turn
    f = s.fight
    out = [A_STRIKE]
    if s.able(seat, WARRIOR) and not f[F_REROLLED]:
        out.append(A_REROLL)
    if flames_left(s) > 0:
        out.append(A_FLAMES)
    if s.able(seat, WARLOCK) and not f[F_SAC] and s.hearts[seat] > 0:
        out.append(A_SAC)
    return out


def act(s, a):
    f = s.fight
    seat = s.turn
    if a == A_REROLL:
        f[F_REROLLED] = 1
        s.log.append("Rerolls")
        _roll(s)
    elif a == A_FLAMES:
        if not s.able(seat, WIZARD):
            items.remove(s, seat, FLAMES_TOK)
        f[F_FLAMES] += 1
        _total(f)
        s.log.append("Flames: total %d" % f[F_TOTAL])
    elif a == A_SAC:
        s.hearts[seat] -= 1
        f[F_SAC] = SACRIFICE_BONUS
        _total(f)
        s.log.append("Sacrifice: total %d" % f[F_TOTAL])
    else:
        _resolve(s, seat, f)


def _resolve(s, seat, f):
    m = f[F_MON]
    res = outcome(s, f[F_TOTAL])
    f[F_RESULT] = res
    s.log.append("%s %d vs %d" % (RESULT_NAMES[res], f[F_TOTAL], f[F_STR]))
    s.go_on = bool(f[F_SIX]) and s.able(seat, SWORDSMAN) and s.steps > 0
    if res == WIN:
        s.ttok[s.pos[seat]] = NONE
        s.won[seat * NTOK + m] += 1
        r = TOK_REWARD[m]
        if r == R_RUBY:
            s.log.append("The dragon falls!")
            s.phase = P_OVER
            return
        if r != R_TREASURE or s.expert:
            items.add(s, seat, m)
        s.log.append("Gets %s" % TOK_ITEM[m])
        s.need_curse = bool(TOK_CURSE[m])
    else:
        if res == LOSS and s.hearts[seat] > 0:
            s.hearts[seat] -= 1
        back = s.prev[seat]
        s.pos[seat] = back
        if board.is_fountain(s, back):
            s.heal(seat)
    if s.hearts[seat] == 0:
        s.go_on = False
        if res != WIN and s.able(seat, WARRIOR):
            s.phase = P_REVIVE
            return
        s.log.append("%s faints" % s.name(seat))
    s.resume()
