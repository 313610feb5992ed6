"""Each hero's two abilities with scripted dice, and the curse taking them away."""
from karak_helpers import scenario, put, next_tile, next_token, give, token, E, S, W
from karak import board, turn
from karak.codes import (F_D1, F_D2, F_TOTAL, F_RESULT, F_ABIL, WIN, TIE, LOSS,
                        WARRIOR, THIEF, WIZARD, WARLOCK, SWORDSMAN, ORACLE, ROOM, TUNNEL, FOUNTAIN,
                        NONE, HEARTS, R_FLAMES, P_MOVE, P_ORACLE, P_REVIVE, A_STEP, A_END, A_FIGHT,
                        A_REROLL, A_FLAMES, A_SAC, A_SWAP, A_REVIVE, A_ORACLE)


def _line(s, monster="Giant rat"):
    """Start (0,0) -> tunnel (1,0) -> room with the monster (2,0) -> tunnel (3,0); the hero of
    seat 0 waits on the first tunnel."""
    t1 = put(s, 1, 0, TUNNEL, 10)
    room = put(s, 2, 0, ROOM, 10, monster)
    t2 = put(s, 3, 0, TUNNEL, 10)
    s.pos[0] = s.prev[0] = t1
    return t1, room, t2


# --- Warrior --------------------------------------------------------------------------
def test_warrior_reincarnates_at_a_chosen_fountain():
    s = scenario([WARRIOR, THIEF], dice=[1, 1, 1, 1])
    t1, room, _ = _line(s)
    f2 = put(s, 1, 1, FOUNTAIN, 1 | 2)
    s.hearts[0] = 1
    s.apply(A_STEP + E)
    s.apply(A_REROLL)                   # the second roll must stand: the attack follows
    assert s.phase == P_REVIVE and list(s.actions()) == [A_REVIVE, A_REVIVE + 1]
    s.apply(A_REVIVE + 1)
    assert s.pos[0] == f2 and s.hearts[0] == HEARTS and s.to_move() == 1


def test_cursed_warrior_cannot_reroll_and_faints():
    s = scenario([WARRIOR, THIEF], dice=[1, 1])
    t1, room, _ = _line(s)
    s.hearts[0] = 1
    s.curse = 0
    s.apply(A_STEP + E)                 # no reroll: the attack is the only choice, taken at once
    assert s.fight[F_RESULT] == LOSS and s.hearts[0] == 0 and s.pos[0] == t1
    assert s.to_move() == 1
    s.apply(A_END)                      # the Warrior misses his turn and wakes with one heart
    assert "Warrior wakes up" in s.events() and s.hearts[0] == 1 and s.to_move() == 1


# --- Thief ----------------------------------------------------------------------------
def test_thief_wins_ties_and_sneaks_by():
    s = scenario([THIEF, WARRIOR], dice=[2, 3])
    t1, room, t2 = _line(s)
    s.apply(A_STEP + E)
    assert s.phase == P_MOVE and A_FIGHT in s.actions() and A_STEP + E in s.actions()
    s.apply(A_STEP + E)                 # sneaks past the rat
    assert s.pos[0] == t2 and s.ttok[room] == token("Giant rat")
    s.apply(A_STEP + W)                 # back onto the rat and fight it after all
    s.apply(A_FIGHT)
    assert s.fight[F_TOTAL] == 5 and s.fight[F_RESULT] == WIN


def test_cursed_thief_ties_and_must_fight():
    s = scenario([THIEF, WARRIOR], dice=[2, 3])
    t1, room, _ = _line(s)
    s.curse = 0
    s.apply(A_STEP + E)
    assert s.fight[F_RESULT] == TIE and s.pos[0] == t1


def test_thief_cursed_on_a_monster_fights_at_turn_start():
    s = scenario([WARRIOR, THIEF], dice=[6, 6])
    t1, room, _ = _line(s)
    s.pos[1], s.prev[1] = room, t1
    s.curse = 1
    s.apply(A_END)
    assert "Fight Giant rat (5)" in s.events() and s.fight[F_RESULT] == WIN


# --- Wizard ---------------------------------------------------------------------------
def test_wizard_keeps_flames_and_walks_through_walls():
    s = scenario([WIZARD, THIEF], dice=[3, 4])
    give(s, 0, "Mummy", "Mummy")
    t1, room, _ = _line(s, "Skel. king")
    s.apply(A_STEP + E)
    s.apply(A_FLAMES)
    s.apply(A_FLAMES)                  # each flame once per fight; then the attack
    assert s.fight[F_TOTAL] == 9 and board.holds(s, 0, R_FLAMES) == 2
    put(s, 0, 1, TUNNEL, 2 | 8)          # below the start, no exit to it
    s.pos[0] = 0
    turn.begin(s, 0)
    assert A_STEP + S in s.actions()
    s.curse = 0
    assert A_STEP + S not in s.actions()


def test_cursed_wizard_uses_up_flames():
    s = scenario([WIZARD, THIEF], dice=[3, 4])
    give(s, 0, "Mummy")
    _line(s, "Skel. king")
    s.curse = 0
    s.apply(A_STEP + E)
    s.apply(A_FLAMES)
    assert board.holds(s, 0, R_FLAMES) == 0


# --- Warlock --------------------------------------------------------------------------
def test_warlock_sacrifice_after_the_roll():
    s = scenario([WARLOCK, THIEF], dice=[2, 3])
    _line(s)
    s.apply(A_STEP + E)
    assert s.fight[F_TOTAL] == 5
    s.apply(A_SAC)
    assert s.hearts[0] == HEARTS - 1 and s.fight[F_RESULT] == WIN


def test_warlock_sacrifices_last_heart_wins_then_faints():
    s = scenario([WARLOCK, THIEF], dice=[2, 3])
    _line(s)
    s.hearts[0] = 1
    s.apply(A_STEP + E)
    s.apply(A_SAC)
    assert s.fight[F_RESULT] == WIN and s.hearts[0] == 0 and s.to_move() == 1
    s.apply(A_END)
    assert s.hearts[0] == 1 and s.to_move() == 1


def test_warlock_swaps_and_heals_the_other_on_a_fountain():
    s = scenario([WARLOCK, THIEF])
    t1 = put(s, 1, 0, TUNNEL, 10)
    s.pos[1] = t1
    s.hearts[1] = 2
    s.curse = 1
    s.apply(A_SWAP + 1)                 # instead of his steps; the Thief lands on the fountain
    assert s.pos[0] == t1 and s.pos[1] == 0 and "Swaps with Thief" in s.events()
    assert s.hearts[1] == HEARTS and s.curse == NONE and s.to_move() == 1


def test_cursed_warlock_has_no_abilities():
    s = scenario([WARLOCK, THIEF], dice=[2, 3])
    _line(s)
    s.curse = 0
    assert not [a for a in s.actions() if A_SWAP <= a < A_SWAP + 5]
    s.apply(A_STEP + E)
    assert s.fight[F_RESULT] == TIE and s.hearts[0] == HEARTS


# --- Swordsman ------------------------------------------------------------------------
def test_swordsman_rerolls_ones_and_goes_on_after_a_six():
    s = scenario([SWORDSMAN, THIEF], dice=[1, 1, 4, 6])
    _line(s)
    s.apply(A_STEP + E)
    f = s.fight
    assert (f[F_D1], f[F_D2], f[F_RESULT]) == (4, 6, WIN)
    assert s.to_move() == 0 and s.phase == P_MOVE and s.steps == 3


def test_swordsman_attacks_again_after_a_lost_fight_with_a_six():
    s = scenario([SWORDSMAN, THIEF], dice=[6, 2, 6, 5])
    t1, room, _ = _line(s, "The Fallen")
    s.apply(A_STEP + E)
    assert s.fight[F_RESULT] == LOSS and s.pos[0] == t1 and s.to_move() == 0
    s.apply(A_STEP + E)
    assert s.fight[F_RESULT] == LOSS and s.hearts[0] == HEARTS - 2


def test_cursed_swordsman_keeps_ones_and_stops():
    s = scenario([SWORDSMAN, THIEF], dice=[1, 6])
    _line(s)
    s.curse = 0
    s.apply(A_STEP + E)
    assert s.fight[F_D1] == 1 and s.fight[F_RESULT] == WIN
    assert s.to_move() == 1


# --- Oracle ---------------------------------------------------------------------------
def test_oracle_foresight_only_after_the_first_step():
    s = scenario([ORACLE, THIEF], dice=[2, 2, 2, 2])
    put(s, 1, 0, ROOM, 10, "Giant rat")
    s.apply(A_STEP + E)
    assert s.fight[F_ABIL] == 1 and s.fight[F_TOTAL] == 5
    s = scenario([ORACLE, THIEF], dice=[2, 2])
    _line(s)
    s.pos[0] = 0
    s.apply(A_STEP + E)
    s.apply(A_STEP + E)
    assert s.fight[F_ABIL] == 0


def test_oracle_draws_two_tokens_and_keeps_one():
    s = scenario([ORACLE, THIEF])
    next_tile(s, "room", "cross")
    next_token(s, "Chest", 1)
    next_token(s, "Dragon", 2)
    nb = s.nb
    s.apply(A_STEP + E)
    assert s.phase == P_ORACLE
    assert sorted(s.actions()) == sorted([A_ORACLE + token("Chest"), A_ORACLE + token("Dragon")])
    s.apply(A_ORACLE + token("Chest"))
    assert s.ttok[s.pos[0]] == token("Chest") and s.nb == nb - 1
    assert list(s.bag[:s.nb]).count(token("Dragon")) == 1


def test_cursed_oracle_draws_one_token_and_has_no_bonus():
    s = scenario([ORACLE, THIEF], dice=[2, 2])
    s.curse = 0
    next_tile(s, "room", "cross")
    next_token(s, "Giant rat", 1)
    s.apply(A_STEP + E)
    assert s.fight[F_ABIL] == 0 and s.fight[F_RESULT] == LOSS
