"""Karak's moves and turn flow: a step (onto a known tile or drawing a new one), laying the
drawn tile and revealing a room's token (the Oracle keeps one of two), arriving on a monster,
the Warlock's swap, healing, going on after a fight or a pick-up, ending a turn (fountain, next
seat, waking up, round cap) and beginning one. Functions take the state.
"""
from gpcore import const

from karak import board, fight

# Private copies of karak.data names (checked by the tests).
_NONE = const(255)
_ROOM = const(4)
_THIEF = const(1)
_ORACLE = const(5)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_LEAVE = const(5)
_P_CURSE = const(6)
_P_OVER = const(8)
_E_HEALED = const(3)
_E_STEPS = const(4)
_E_DRAWS = const(5)
_E_ROOM = const(6)
_E_EMPTY = const(7)
_E_SEES = const(8)
_E_SNEAK = const(9)
_E_SWAPS = const(10)
_E_TREASURES = const(18)
_E_ROUND = const(19)
_E_WAKES = const(20)
_STEPS = const(4)
_HEARTS = const(5)
_EXPERT_GOAL = const(6)
_ORACLE_DRAW = const(2)


def step(s, seat, d):
    """One step towards d: onto a discovered tile, or draw a new tile to lay there."""
    t = s.pos[seat]
    u = board.next_to(s, t, d)
    s.steps -= 1
    s.moved += 1
    s.prev[seat] = t
    if u is None:
        s.ns -= 1
        s.pdir = d
        s.phase = _P_ROTATE
        s.say(_E_DRAWS, s.stack[s.ns])
    else:
        s.pos[seat] = u
        s.say(_E_STEPS, d)
        arrive(s, seat, True)


def place(s, seat, r):
    """Lay the drawn tile turned r quarter turns, step onto it, reveal a room's token."""
    x, y = board.xy(s, s.pos[seat])
    x, y = board.beside(x, y, s.pdir)
    tile = s.stack[s.ns]
    kind = tile >> 2
    u = board.place(s, x, y, kind, board.exits(tile, r))
    s.pos[seat] = u
    s.phase = _P_MOVE
    if kind == _ROOM:
        if s.nb == 0:
            s.say(_E_EMPTY)
        elif s.able(seat, _ORACLE) and s.nb > 1:
            n = min(_ORACLE_DRAW, s.nb)
            s.nb -= n
            s.pend = bytearray(s.bag[s.nb:s.nb + n])
            s.phase = _P_ORACLE
            for t in s.pend:
                s.say(_E_SEES, t)
            return
        else:
            s.nb -= 1
            reveal(s, u, s.bag[s.nb])
    arrive(s, seat, True)


def keep_token(s, seat, tok):
    """The Oracle keeps token tok; the others go back into the bag at random places."""
    rest = list(s.pend)
    rest.remove(tok)
    for r in rest:
        j = s.rng.below(s.nb + 1)
        s.bag[s.nb] = s.bag[j]
        s.bag[j] = r
        s.nb += 1
    s.pend = bytearray()
    reveal(s, s.pos[seat], tok)
    arrive(s, seat, True)


def reveal(s, t, tok):
    s.ttok[t] = tok
    s.say(_E_ROOM, tok)


def arrive(s, seat, by_step):
    """A hero entering a tile with a monster fights it (the Thief may sneak by)."""
    s.phase = _P_MOVE
    if board.monster(s, s.pos[seat]) != _NONE:
        if s.able(seat, _THIEF):
            s.say(_E_SNEAK)
        else:
            fight.start(s, by_step and s.moved == 1)


def swap(s, seat, o):
    """Warlock: trade places with hero o instead of moving; o is healed on a fountain."""
    a = s.pos[seat]
    s.pos[seat] = s.pos[o]
    s.pos[o] = s.prev[o] = a
    s.prev[seat] = a
    s.steps = 0
    s.say(_E_SWAPS, o)
    if board.is_fountain(s, a):
        heal(s, o)
    arrive(s, seat, False)


def heal(s, seat):
    """Full hearts and no curse (an event if that changed anything)."""
    if s.hearts[seat] < _HEARTS or s.curse == seat:
        s.say(_E_HEALED, seat)
    s.hearts[seat] = _HEARTS
    if s.curse == seat:
        s.curse = _NONE


def resume(s):
    """After a fight, a chest or a pick-up: settle the inventory, the curse, the Expert
    goal, then go on (Swordsman after a six) or end the turn."""
    seat = s.turn
    if not board.fits_codes(board.items(s, seat), s.expert):
        s.phase = _P_LEAVE
    elif s.expert and len([c for c in board.items(s, seat) if board.CAT[c] == 3]) \
            >= _EXPERT_GOAL:
        s.xwin = seat
        s.say(_E_TREASURES, seat)
        s.phase = _P_OVER
    elif s.need_curse:
        s.phase = _P_CURSE
    elif s.go_on:
        s.go_on = False
        s.phase = _P_MOVE
    else:
        end_turn(s)


def end_turn(s):
    """A turn ending on a fountain heals and lifts the curse; then the next seat plays
    (an unconscious seat only wakes with one heart). The round cap ends the game."""
    seat = s.turn
    if board.is_fountain(s, s.pos[seat]):
        heal(s, seat)
    while True:
        seat = (seat + 1) % s.seats
        if seat == s.first:
            s.round += 1
            if s.round >= board.ROUND_CAP:
                s.say(_E_ROUND)
                s.phase = _P_OVER
                return
        if s.hearts[seat] == 0:
            s.hearts[seat] = 1
            s.say(_E_WAKES, seat)
            continue
        break
    begin(s, seat)


def begin(s, seat):
    """Start the turn of seat: four steps; a cursed Thief on a monster must fight it."""
    s.turn = seat
    s.steps = _STEPS
    s.moved = 0
    s.go_on = False
    s.phase = _P_MOVE
    if s.curse == seat and s.hero[seat] == _THIEF and \
            board.monster(s, s.pos[seat]) != _NONE:
        fight.start(s, False)
