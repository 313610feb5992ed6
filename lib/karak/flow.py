"""Karak turn flow: the legal actions of each phase, applying one, taking single-choice
decisions at once, the end of a turn (fountain, next seat, waking up, round cap) and the start
roll. Functions take the state."""
from karak.data import (STEPS, NONE, ROUND_CAP, EXPERT_GOAL, HERO_NAMES, TOK_ITEM, THIEF, P_HERO,
                        P_MOVE, P_ROTATE, P_ORACLE, P_FIGHT, P_LEAVE, P_CURSE, P_REVIVE, P_OVER,
                        A_ROT, A_KEEP, A_HERO, A_CURSE, A_REVIVE, A_LEAVE, A_ORACLE)
from karak import board, items, fight, moves


def legal(s):
    """Legal action codes of the phase."""
    p = s.phase
    seat = s.turn
    if p == P_MOVE:
        return moves.actions(s, seat)
    if p == P_ROTATE:
        return [A_ROT + r for r in board.rotations(s)]
    if p == P_ORACLE:
        out = []
        for t in s.pend:
            if A_ORACLE + t not in out:
                out.append(A_ORACLE + t)
        return out
    if p == P_FIGHT:
        return fight.actions(s)
    if p == P_LEAVE:
        return [A_LEAVE + c for c in items.leave_options(s, seat)]
    if p == P_CURSE:
        out = [A_CURSE + o for o in range(s.seats) if o != seat and o != s.curse]
        if s.curse != NONE:
            out.append(A_KEEP)
        return out
    if p == P_REVIVE:
        return [A_REVIVE + i for i in range(len(board.fountains(s)))]
    return [A_HERO + h for h in range(len(HERO_NAMES)) if h not in s.hero]


def settle(s):
    """Take every decision that has a single choice (except choosing a hero) at once."""
    while s.phase != P_OVER and s.phase != P_HERO:
        acts = legal(s)
        if len(acts) != 1:
            return
        act(s, acts[0])


def act(s, a):
    """Apply legal action a of the phase."""
    p = s.phase
    seat = s.turn
    if p == P_MOVE:
        moves.act(s, seat, a)
    elif p == P_ROTATE:
        moves.place(s, seat, a - A_ROT)
    elif p == P_ORACLE:
        moves.keep_token(s, seat, a - A_ORACLE)
    elif p == P_FIGHT:
        fight.act(s, a)
    elif p == P_LEAVE:
        items.remove(s, seat, a - A_LEAVE)
        items.drop(s, s.pos[seat], a - A_LEAVE)
        s.log.append("Leaves %s" % TOK_ITEM[a - A_LEAVE])
        resume(s)
    elif p == P_CURSE:
        if a != A_KEEP:
            s.curse = a - A_CURSE
        s.log.append("%s is cursed" % s.name(s.curse))
        s.need_curse = False
        resume(s)
    elif p == P_REVIVE:
        t = board.fountains(s)[a - A_REVIVE]
        s.pos[seat] = s.prev[seat] = t
        s.log.append("%s reincarnates" % s.name(seat))
        s.heal(seat)
        end_turn(s)
    else:
        s.hero[seat] = a - A_HERO
        s.log.append("Seat %d: %s" % (seat + 1, s.name(seat)))
        nxt = (seat + 1) % s.seats
        if nxt == s.first:
            begin(s, nxt)
        else:
            s.turn = nxt


def resume(s):
    """After a fight, a chest or a pick-up: settle the inventory, the curse, the Expert
    goal, then go on (Swordsman after a six) or end the turn."""
    seat = s.turn
    if not items.fits(s, seat):
        s.phase = P_LEAVE
    elif s.expert and items.treasures(s, seat) >= EXPERT_GOAL:
        s.xwin = seat
        s.log.append("%s has %d treasures" % (s.name(seat), EXPERT_GOAL))
        s.phase = P_OVER
    elif s.need_curse:
        s.phase = P_CURSE
    elif s.go_on:
        s.go_on = False
        s.phase = P_MOVE
    else:
        end_turn(s)


def end_turn(s):
    """A turn ending on a fountain heals and lifts the curse; then the next seat plays
    (an unconscious seat only wakes with one heart). The round cap ends the game."""
    seat = s.turn
    if board.is_fountain(s, s.pos[seat]):
        s.heal(seat)
    while True:
        seat = (seat + 1) % s.seats
        if seat == s.first:
            s.round += 1
            if s.round >= ROUND_CAP:
                s.log.append("Round %d: game over" % ROUND_CAP)
                s.phase = P_OVER
                return
        if s.hearts[seat] == 0:
            s.hearts[seat] = 1
            s.log.append("%s wakes up" % s.name(seat))
            continue
        break
    begin(s, seat)


def begin(s, seat):
    """Start the turn of seat: four steps; a cursed Thief on a monster must fight it."""
    s.turn = seat
    s.steps = STEPS
    s.moved = 0
    s.go_on = False
    s.phase = P_MOVE
    if s.curse == seat and s.hero[seat] == THIEF and \
            board.monster(s, s.pos[seat]) != NONE:
        fight.start(s, False)


def roll_first(s):
    """Every seat rolls a die, the highest starts (ties roll again); returns that seat."""
    tied = list(range(s.seats))
    while len(tied) > 1:
        rolls = [s.rng.die() for _ in tied]
        for i in range(len(tied)):
            s.log.append("Seat %d rolls %d" % (tied[i] + 1, rolls[i]))
        best = max(rolls)
        tied = [tied[i] for i in range(len(tied)) if rolls[i] == best]
    s.log.append("Seat %d starts" % (tied[0] + 1))
    return tied[0]
