"""Karak's actions applied, and the turn flow: a step (onto a known tile or drawing a new one),
laying the drawn tile and revealing a room's token (the Oracle keeps one of two), the Warlock's
swap, chests, items, the curse, spells, gates, arriving on a monster, healing, going on after
a fight or a pick-up, ending a turn (fountain, next seat, waking up, round cap) and beginning
one. Fight actions go to karak.fight. Functions take the state.
"""
from gpcore import const

from karak import board, fight

# --- constants: written by tools/pack_tables.py ---
_STEPS = const(4)
_HEARTS = const(5)
_EXPERT_GOAL = const(6)
_ORACLE_DRAW = const(2)
_ROUND_CAP = const(60)
_FOUNTAIN = const(2)
_GATE = const(3)
_ROOM = const(4)
_NTOK = const(9)
_R_TREASURE = const(4)
_R_CHEST = const(6)
_CHEST = const(8)
_PORTAL_TOK = const(1)
_KEY_TOK = const(3)
_NONE = const(255)
_THIEF = const(1)
_ORACLE = const(5)
_P_HERO = const(0)
_P_MOVE = const(1)
_P_ROTATE = const(2)
_P_ORACLE = const(3)
_P_FIGHT = const(4)
_P_LEAVE = const(5)
_P_CURSE = const(6)
_P_OVER = const(8)
_A_ROT = const(4)
_A_END = const(8)
_A_FIGHT = const(9)
_A_OPEN = const(10)
_A_KEEP = const(15)
_A_HERO = const(16)
_A_CURSE = const(22)
_A_SWAP = const(27)
_A_PORTAL = const(32)
_A_REVIVE = const(52)
_A_GATE = const(56)
_A_PICK = const(60)
_A_LEAVE = const(70)
_A_ORACLE = const(80)
_E_CHOSE = const(2)
_E_HEALED = const(3)
_E_STEPS = const(4)
_E_DRAWS = const(5)
_E_ROOM = const(6)
_E_EMPTY = const(7)
_E_SEES = const(8)
_E_SNEAK = const(9)
_E_SWAPS = const(10)
_E_OPENS = const(11)
_E_PORTAL = const(12)
_E_TELEPORT = const(13)
_E_PICKS = const(14)
_E_LEAVES = const(15)
_E_CURSED = const(16)
_E_REVIVES = const(17)
_E_TREASURES = const(18)
_E_ROUND = const(19)
_E_WAKES = const(20)
_TILE_KIND_SHIFT = const(2)
_PORTAL_FOUNTAIN_MASK = const(3)
_PORTAL_SEAT_SHIFT = const(2)
_DROP_TILE_SHIFT = const(4)
# --- end of constants ---


def act(s, a):
    """Apply legal action a of the phase."""
    seat = s.turn
    t = s.pos[seat]
    if s.phase == _P_FIGHT or a == _A_FIGHT:
        fight.act(s, a)
    elif s.phase == _P_HERO:
        s.hero[seat] = a - _A_HERO
        s.say(_E_CHOSE, seat, seat)
        nxt = (seat + 1) % s.seats
        if nxt == s.first:
            begin(s, nxt)
        else:
            s.turn = nxt
    elif a < _A_ROT:            # a step onto a discovered tile, or draw one to lay there
        u = board.next_to(s, t, a)
        s.steps -= 1
        s.moved += 1
        s.prev[seat] = t
        if u is None:
            s.ns -= 1
            s.rng.n += 1        # a hidden tile shown (gpcore.rng)
            s.pdir = a
            s.phase = _P_ROTATE
            s.say(_E_DRAWS, s.stack[s.ns])
        else:
            s.pos[seat] = u
            s.say(_E_STEPS, a)
            arrive(s, seat, True)
    elif a < _A_END:            # lay the drawn tile turned a quarter turns, step onto it
        x, y = board.xy(s, t)
        tile = s.stack[s.ns]
        kind = tile >> _TILE_KIND_SHIFT
        u = board.place(s, x + board.DX[s.pdir], y + board.DY[s.pdir], kind,
                        board.exits(tile, a - _A_ROT))
        s.pos[seat] = u
        s.phase = _P_MOVE
        if kind == _ROOM:
            s.rng.n += 1        # hidden tokens shown (gpcore.rng)
            if s.nb == 0:
                s.say(_E_EMPTY)
            elif s.able(seat, _ORACLE) and s.nb >= _ORACLE_DRAW:
                s.nb -= _ORACLE_DRAW    # the drawn tokens wait just above the bag's hidden part
                s.phase = _P_ORACLE
                for i in range(s.nb, s.nb + _ORACLE_DRAW):
                    s.say(_E_SEES, s.bag[i])
                return
            else:
                s.nb -= 1
                s.ttok[u] = s.bag[s.nb]
                s.say(_E_ROOM, s.ttok[u])
        arrive(s, seat, True)
    elif a == _A_END:
        end_turn(s)
    elif a == _A_OPEN:
        board.set_item(s, seat, _KEY_TOK, _NONE)
        s.ttok[t] = _NONE
        s.won[seat * _NTOK + _CHEST] += 1
        s.say(_E_OPENS)
        if s.expert:
            board.set_item(s, seat, _NONE, _CHEST)
        resume(s)
    elif a < _A_SWAP:           # A_KEEP or A_CURSE + seat
        if a != _A_KEEP:
            s.curse = a - _A_CURSE
        s.say(_E_CURSED, s.curse)
        s.need_curse = False
        resume(s)
    elif a < _A_PORTAL:         # Warlock: trade places instead of moving; healed on a fountain
        o = a - _A_SWAP
        s.pos[seat] = s.pos[o]
        s.pos[o] = s.prev[o] = s.prev[seat] = t
        s.steps = 0
        s.say(_E_SWAPS, o)
        if board.is_fountain(s, t):
            heal(s, o)
        arrive(s, seat, False)
    elif a < _A_REVIVE:
        o = (a - _A_PORTAL) >> _PORTAL_SEAT_SHIFT
        board.set_item(s, seat, _PORTAL_TOK, _NONE)
        s.pos[o] = s.prev[o] = board.of_kind(s, _FOUNTAIN)[(a - _A_PORTAL) & _PORTAL_FOUNTAIN_MASK]
        s.say(_E_PORTAL, o)
        heal(s, o)
    elif a < _A_GATE:
        s.pos[seat] = s.prev[seat] = board.of_kind(s, _FOUNTAIN)[a - _A_REVIVE]
        s.say(_E_REVIVES, seat)
        heal(s, seat)
        end_turn(s)
    elif a < _A_PICK:
        s.prev[seat] = t
        s.pos[seat] = board.of_kind(s, _GATE)[a - _A_GATE]
        s.steps -= 1
        s.moved += 1
        s.say(_E_TELEPORT)
    elif a < _A_LEAVE:
        s.drops.remove(t << _DROP_TILE_SHIFT | (a - _A_PICK))
        board.set_item(s, seat, _NONE, a - _A_PICK)
        s.say(_E_PICKS, a - _A_PICK)
        resume(s)
    elif a < _A_ORACLE:
        board.set_item(s, seat, a - _A_LEAVE, _NONE)
        s.drops.append(t << _DROP_TILE_SHIFT | (a - _A_LEAVE))
        s.say(_E_LEAVES, a - _A_LEAVE)
        resume(s)
    else:                       # the Oracle keeps this token; the others go back at random
        rest = list(s.bag[s.nb:s.nb + _ORACLE_DRAW])
        rest.remove(a - _A_ORACLE)
        for r in rest:
            j = s.rng.below(s.nb + 1)
            s.bag[s.nb] = s.bag[j]
            s.bag[j] = r
            s.nb += 1
        s.ttok[t] = a - _A_ORACLE
        s.say(_E_ROOM, a - _A_ORACLE)
        arrive(s, seat, True)


def arrive(s, seat, by_step):
    """A hero entering a tile with a monster fights it (the Thief may sneak by)."""
    s.phase = _P_MOVE
    if board.monster(s, s.pos[seat]) != _NONE:
        if s.able(seat, _THIEF):
            s.say(_E_SNEAK)
        else:
            fight.act(s, _A_FIGHT, by_step and s.moved == 1)


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
    elif s.expert and board.holds(s, seat, _R_TREASURE) + board.holds(s, seat, _R_CHEST) \
            >= _EXPERT_GOAL:    # treasures held: the Fallen's and opened chests
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
            if s.round >= _ROUND_CAP:
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
        fight.act(s, _A_FIGHT)
