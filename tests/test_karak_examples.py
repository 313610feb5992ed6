"""The rulebook's worked examples with scripted dice and draws: the movement example and both
fight examples (the Warrior against the skeleton king)."""
from karak_helpers import scenario, put, next_tile, next_token, give, token, E
from karak import board
from karak.codes import (F_MON, F_D1, F_D2, F_WEAP, F_TOTAL, F_RESULT, WIN, LOSS,
                        WARRIOR, THIEF, ROOM, TUNNEL, NONE, P_MOVE, P_FIGHT, P_LEAVE, A_STEP,
                        A_STRIKE, A_REROLL, A_FLAMES, A_LEAVE, HEARTS, R_FLAMES)


def test_movement_example():
    s = scenario([WARRIOR, THIEF], dice=[6, 5])
    room = put(s, 1, 0, ROOM, 10)                    # a discovered, empty room
    s.apply(A_STEP + E)                              # 1: into the discovered room
    assert s.pos[0] == room and s.steps == 3 and s.phase == P_MOVE
    next_tile(s, "tunnel", "straight")
    s.apply(A_STEP + E)                              # 2: explore, a tunnel (one way to lay it)
    tunnel = s.pos[0]
    assert s.tkind[tunnel] == TUNNEL and board.xy(s, tunnel) == (2, 0) and s.steps == 2
    next_tile(s, "room", "cross")
    next_token(s, "Skeleton")
    s.apply(A_STEP + E)                              # 3: explore, a room with a skeleton
    assert "Room: Skeleton" in s.events()
    assert s.phase == P_FIGHT and s.fight[F_MON] == token("Skeleton")
    assert s.fight[F_TOTAL] == 11
    s.apply(A_STRIKE)
    assert s.fight[F_RESULT] == WIN
    assert board.items(s, 0) == [token("Skeleton")]   # the sword
    assert s.to_move() == 1                          # the fight ended Karl's turn


def _king_fight(reroll):
    s = scenario([WARRIOR, THIEF], dice=[2, 3] + reroll)
    give(s, 0, "Skeleton", "Giant rat", "Mummy")     # sword +2, daggers +1, magic flames
    s.pos[0] = put(s, 1, 0, TUNNEL, 10)
    king = put(s, 2, 0, ROOM, 10, "Skel. king")
    s.apply(A_STEP + E)
    f = s.fight
    assert (f[F_D1] + f[F_D2], f[F_WEAP], f[F_TOTAL]) == (5, 3, 8)
    s.apply(A_REROLL)
    return s, king


def test_fight_example_victory():
    s, king = _king_fight([3, 4])
    assert s.fight[F_TOTAL] == 10 and A_REROLL not in s.actions()
    s.apply(A_FLAMES)             # nothing else to decide: the attack follows at once
    assert s.fight[F_TOTAL] == 11 and board.holds(s, 0, R_FLAMES) == 0   # used up
    assert s.fight[F_RESULT] == WIN and s.ttok[king] == NONE
    assert s.phase == P_LEAVE                       # the axe makes three weapons
    s.apply(A_LEAVE + token("Giant rat"))           # she leaves the daggers on the tile
    assert sorted(board.items(s, 0)) == sorted([token("Skeleton"), token("Skel. king")])
    assert board.drops_at(s, king) == [token("Giant rat")]
    assert s.to_move() == 1


def test_fight_example_loss():
    s, king = _king_fight([1, 2])
    assert s.fight[F_TOTAL] == 6
    s.apply(A_STRIKE)
    assert s.fight[F_RESULT] == LOSS
    assert s.hearts[0] == HEARTS - 1
    assert s.pos[0] == s.prev[0] and board.xy(s, s.pos[0]) == (1, 0)   # back where she came from
    assert s.ttok[king] == token("Skel. king")                          # the king stays
    assert board.holds(s, 0, R_FLAMES) == 1                                    # flames kept
    assert s.to_move() == 1
