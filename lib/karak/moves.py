"""Karak moves on the map: steps, exploring (draw, rotate, place, reveal), teleport gates,
the healing portal spell, chests, picking up, the Warlock's swap and the Thief's choice to
fight. Functions take the state; the turn flow (resume, end_turn) lives on the state."""
from karak.data import (STEPS, HEARTS, NONE, NTOK, ORACLE_DRAW, TILE_KIND, TILE_SHAPE,
                        SHAPE_MASKS, KIND_NAMES, SHAPE_NAMES, TOK_NAME, TOK_ITEM, ROOM, GATE,
                        CHEST, KEY_TOK, PORTAL_TOK, R_KEY, R_PORTAL, THIEF, WIZARD, WARLOCK,
                        ORACLE, P_MOVE, P_ROTATE, P_ORACLE, A_STEP, A_ROT, A_END, A_FIGHT,
                        A_OPEN, A_SWAP, A_PORTAL, A_REVIVE, A_GATE, A_PICK, DIR_NAMES)
from karak import board, items, fight


def actions(s, seat):
    """Legal actions while moving."""
    t = s.pos[seat]
    out = []
    if s.steps > 0:
        wiz = s.able(seat, WIZARD)
        for d in range(4):
            u = board.next_to(s, t, d)[0]
            if u is None:
                ok = s.texit[t] & (1 << d) and s.ns > 0
            else:
                ok = wiz or board.linked(s, t, u, d)
            if ok:
                out.append(A_STEP + d)
        if s.tkind[t] == GATE:
            gs = board.gates(s)
            if len(gs) > 1:
                out.extend([A_GATE + i for i in range(len(gs)) if gs[i] != t])
    out.append(A_END)
    if board.monster(s, t) != NONE and s.able(seat, THIEF):
        out.append(A_FIGHT)
    if board.has_chest(s, t) and items.holds(s, seat, R_KEY):
        out.append(A_OPEN)
    out.extend([A_PICK + c for c in items.drops_at(s, t)])
    if items.holds(s, seat, R_PORTAL):
        fs = board.fountains(s)
        for o in range(s.seats):
            for i in range(len(fs)):
                if s.pos[o] != fs[i] or s.hearts[o] < HEARTS or s.curse == o:
                    out.append(A_PORTAL + o * 4 + i)
    if s.able(seat, WARLOCK) and s.moved == 0 and s.steps == STEPS:
        out.extend([A_SWAP + o for o in range(s.seats) if o != seat and s.pos[o] != t])
    return out


def act(s, seat, a):
    if a < A_ROT:
        step(s, seat, a - A_STEP)
    elif a == A_END:
        s.end_turn()
    elif a == A_FIGHT:
        fight.start(s, False)
    elif a == A_OPEN:
        items.remove(s, seat, KEY_TOK)
        t = s.pos[seat]
        s.ttok[t] = NONE
        s.won[seat * NTOK + CHEST] += 1
        s.log.append("Opens the chest")
        if s.expert:
            items.add(s, seat, CHEST)
        s.resume()
    elif a < A_PORTAL:
        swap(s, seat, a - A_SWAP)
    elif a < A_REVIVE:
        o = (a - A_PORTAL) >> 2
        items.remove(s, seat, PORTAL_TOK)
        s.pos[o] = s.prev[o] = board.fountains(s)[(a - A_PORTAL) & 3]
        s.log.append("Portal: %s" % s.name(o))
        s.heal(o)
    elif a < A_PICK:
        s.prev[seat] = s.pos[seat]
        s.pos[seat] = board.gates(s)[a - A_GATE]
        s.steps -= 1
        s.moved += 1
        s.log.append("Teleports")
    else:
        c = a - A_PICK
        items.take(s, s.pos[seat], c)
        items.add(s, seat, c)
        s.log.append("Picks up %s" % TOK_ITEM[c])
        s.resume()


def step(s, seat, d):
    t = s.pos[seat]
    u = board.next_to(s, t, d)[0]
    s.steps -= 1
    s.moved += 1
    s.prev[seat] = t
    if u is None:
        s.ns -= 1
        s.ptile = s.stack[s.ns]
        s.pdir = d
        s.phase = P_ROTATE
        s.log.append("Draws %s %s" % (KIND_NAMES[TILE_KIND[s.ptile]],
                                      SHAPE_NAMES[TILE_SHAPE[s.ptile]]))
    else:
        s.pos[seat] = u
        s.log.append("Steps %s" % DIR_NAMES[d])
        arrive(s, seat, True)


def place(s, seat, r):
    """Lay the drawn tile turned r quarter turns, step onto it, reveal a room's token."""
    x, y = board.next_to(s, s.pos[seat], s.pdir)[1:]
    kind = TILE_KIND[s.ptile]
    u = board.place(s, x, y, kind, board.rot(SHAPE_MASKS[TILE_SHAPE[s.ptile]], r))
    s.pos[seat] = u
    s.phase = P_MOVE
    if kind == ROOM:
        if s.nb == 0:
            s.log.append("The room is empty")
        elif s.able(seat, ORACLE) and s.nb > 1:
            n = min(ORACLE_DRAW, s.nb)
            s.nb -= n
            s.pend = bytearray(s.bag[s.nb:s.nb + n])
            s.phase = P_ORACLE
            for t in s.pend:
                s.log.append("Oracle sees " + TOK_NAME[t])
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
    s.log.append("Room: %s" % TOK_NAME[tok])


def arrive(s, seat, by_step):
    """A hero entering a tile with a monster fights it (the Thief may sneak by)."""
    s.phase = P_MOVE
    if board.monster(s, s.pos[seat]) != NONE:
        if s.able(seat, THIEF):
            s.log.append("Thief may sneak by")
        else:
            fight.start(s, by_step and s.moved == 1)


def swap(s, seat, o):
    """Warlock: trade places with hero o instead of moving; o is healed on a fountain."""
    a = s.pos[seat]
    s.pos[seat] = s.pos[o]
    s.pos[o] = s.prev[o] = a
    s.prev[seat] = a
    s.steps = 0
    s.log.append("Swaps with %s" % s.name(o))
    if board.is_fountain(s, a):
        s.heal(o)
    arrive(s, seat, False)
