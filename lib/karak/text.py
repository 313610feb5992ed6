"""Karak texts for the screen: action labels (<= 20 characters), hints (<= 26), the score
sheet and points as text (points are kept doubled: 3 means 1.5)."""
from karak.data import (NONE, NTOK, TOK_NAME, TOK_ITEM, TOK_POINTS2, TOK_CAT, TOK_REWARD, R_RUBY,
                        HERO_NAMES, DIR_NAMES, DIR_LETTERS, SHAPE_MASKS, TILE_SHAPE, A_ROT, A_END,
                        A_FIGHT, A_OPEN, A_REROLL, A_FLAMES, A_SAC, A_STRIKE, A_KEEP, A_HERO,
                        A_CURSE, A_SWAP, A_PORTAL, A_REVIVE, A_GATE, A_PICK, A_LEAVE, A_ORACLE,
                        FLAME_BONUS, SACRIFICE_BONUS)
from karak import board, items, fight


def points_text(p2):
    """Doubled points as text: 3 -> '1.5'."""
    return "%d.5" % (p2 >> 1) if p2 & 1 else "%d" % (p2 >> 1)


def _exits(mask):
    return "-".join([DIR_LETTERS[d] for d in range(4) if mask & (1 << d)])


def _where(s, t):
    x, y = board.xy(s, t)
    return "%d,%d" % (x, y)


def label(s, a):
    if a < A_ROT:
        u = board.next_to(s, s.pos[s.turn], a)[0]
        return ("Step " if u is not None else "Explore ") + DIR_NAMES[a]
    if a < A_END:
        base = SHAPE_MASKS[TILE_SHAPE[s.ptile]]
        return "Rotate: " + _exits(board.rot(base, a - A_ROT))
    simple = {A_END: "End turn", A_OPEN: "Open chest", A_REROLL: "Reroll dice",
              A_FLAMES: "Use flames", A_SAC: "Sacrifice heart", A_KEEP: "Keep curse"}
    if a in simple:
        if a == A_END and board.is_fountain(s, s.pos[s.turn]):
            return "Heal, end turn"
        return simple[a]
    if a == A_FIGHT:
        return "Fight " + TOK_NAME[board.monster(s, s.pos[s.turn])]
    if a == A_STRIKE:
        return "Attack: %d vs %d" % (s.fight[fight.F_TOTAL], s.fight[fight.F_STR])
    if a < A_CURSE:
        return "Hero: " + HERO_NAMES[a - A_HERO]
    if a < A_SWAP:
        return "Curse " + s.name(a - A_CURSE)
    if a < A_PORTAL:
        return "Swap with " + s.name(a - A_SWAP)
    if a < A_REVIVE:
        return "Portal %s F%d" % (s.name((a - A_PORTAL) >> 2)[:9], ((a - A_PORTAL) & 3) + 1)
    if a < A_GATE:
        return "Revive at F%d" % (a - A_REVIVE + 1)
    if a < A_PICK:
        return "Gate to G%d" % (a - A_GATE + 1)
    if a < A_LEAVE:
        return "Pick up " + TOK_ITEM[a - A_PICK]
    if a < A_ORACLE:
        return "Leave " + TOK_ITEM[a - A_LEAVE]
    return "Place " + TOK_NAME[a - A_ORACLE]


def hint(s, a):
    seat = s.turn
    f = s.fight
    if a < A_ROT:
        u = board.next_to(s, s.pos[seat], a)[0]
        if u is None:
            return "Draw a new tile"
        m = board.monster(s, u)
        if m != NONE:
            return "%s waits there" % TOK_NAME[m]
        if not board.linked(s, s.pos[seat], u, a):
            return "Through the wall"
        return "%d step(s) left after" % (s.steps - 1)
    if a < A_END:
        return "Lay the tile this way"
    if a == A_END:
        if board.is_fountain(s, s.pos[seat]):
            return "Full hearts, no curse"
        return "Next player's turn"
    if a == A_FIGHT:
        return "Or walk on: sneak by"
    if a == A_OPEN:
        return "Uses the key, ends turn"
    if a == A_REROLL:
        return "Roll both dice again"
    if a == A_FLAMES:
        return "+%d, total %d" % (FLAME_BONUS, f[fight.F_TOTAL] + FLAME_BONUS)
    if a == A_SAC:
        return "-1 heart, total %d" % (f[fight.F_TOTAL] + SACRIFICE_BONUS)
    if a == A_STRIKE:
        return "Result: " + fight.RESULT_NAMES[fight.outcome(s, f[fight.F_TOTAL])]
    if a == A_KEEP:
        return "Curse stays on " + s.name(s.curse)[:10]
    if a < A_CURSE:
        return ""
    if a < A_SWAP:
        return "No abilities until healed"
    if a < A_PORTAL:
        return "Uses all your steps"
    if a < A_REVIVE:
        return "Fountain at " + _where(s, board.fountains(s)[(a - A_PORTAL) & 3])
    if a < A_GATE:
        return "Fountain at " + _where(s, board.fountains(s)[a - A_REVIVE])
    if a < A_PICK:
        return "Gate at " + _where(s, board.gates(s)[a - A_GATE])
    if a < A_LEAVE:
        return "Ends your turn"
    if a < A_ORACLE:
        return "Stays on this tile"
    return "The other goes back"


def score_sheet(s, seat):
    """Rows (label, doubled points) for one seat, ending with the total."""
    rows = []
    for t in range(NTOK):
        n = s.won[seat * NTOK + t]
        if n and TOK_POINTS2[t] and (not s.expert or TOK_REWARD[t] == R_RUBY):
            rows.append(("%s x%d" % (TOK_ITEM[t] if TOK_REWARD[t] == R_RUBY else
                                     TOK_NAME[t], n), n * TOK_POINTS2[t]))
    if s.expert:
        held = [c for c in items.items(s, seat) if TOK_CAT[c] == 3]
        if held:
            rows.append(("Treasures x%d" % len(held), sum([TOK_POINTS2[c] for c in held])))
    rows.append(("Total", items.points2(s, seat)))
    return rows
