"""Karak rules beyond the heroes: curse, spells, chests, gates, fainting, pick-ups, fountains,
the end of the game, the Expert variant, hero choice, illegal actions."""
import pytest
import karak
from karak_helpers import scenario, put, next_tile, next_token, give, token, snapshot, drop, E
from karak import board, text
from karak.codes import (TOK_NAME, WARRIOR, THIEF, WIZARD, SWORDSMAN, ORACLE, ROOM, TUNNEL, GATE,
                        NONE, HEARTS, ROUND_CAP, EXPERT_GOAL, CHEST, R_KEY, R_PORTAL, P_MOVE,
                        P_CURSE, P_HERO, P_LEAVE, A_STEP, A_END, A_OPEN, A_STRIKE, A_KEEP, A_CURSE,
                        A_PORTAL, A_GATE, A_PICK, A_HERO, A_LEAVE)


def _beat_mummy(s, x):
    """Seat to move steps east from tile at x-1 into a mummy at (x, 0) with dice 6+6."""
    s.rng.script = [6, 6]
    put(s, x, 0, ROOM, 10, "Mummy")
    s.apply(A_STEP + E)
    if A_STRIKE in s.actions():
        s.apply(A_STRIKE)


def test_curse_is_placed_kept_and_lifted_at_a_fountain():
    s = scenario([SWORDSMAN, THIEF, WIZARD])
    s.pos[0] = put(s, 1, 0, TUNNEL, 10)
    _beat_mummy(s, 2)
    assert s.phase == P_CURSE and sorted(s.actions()) == [A_CURSE + 1, A_CURSE + 2]
    s.apply(A_CURSE + 2)
    assert s.curse == 2 and s.phase == P_MOVE      # a six: the Swordsman goes on
    _beat_mummy(s, 3)                              # a second mummy in the same turn
    assert sorted(s.actions()) == sorted([A_CURSE + 1, A_KEEP])   # one curse at most
    s.apply(A_KEEP)
    assert s.curse == 2
    s.apply(A_END)
    s.apply(A_END)                                 # the Thief passes
    assert s.to_move() == 2 and s.pos[2] == 0
    s.apply(A_END)                                 # the Wizard ends his turn on the start
    assert s.curse == NONE and "Wizard healed" in s.events()


def test_two_seats_curse_goes_to_the_other_at_once():
    s = scenario([THIEF, WARRIOR])
    s.pos[0] = put(s, 1, 0, TUNNEL, 10)
    s.rng.script = [6, 6]
    put(s, 2, 0, ROOM, 10, "Mummy")
    s.apply(A_STEP + E)
    from karak.codes import A_FIGHT
    s.apply(A_FIGHT)
    assert s.curse == 1 and s.to_move() == 1


def test_healing_portal_on_another_hero_costs_no_step():
    s = scenario([WARRIOR, THIEF])
    give(s, 0, "Giant spider")
    s.pos[1] = put(s, 1, 0, TUNNEL, 10)
    s.hearts[1] = 1
    s.curse = 1
    s.apply(A_PORTAL + 1 * 4 + 0)
    assert s.pos[1] == 0 and s.hearts[1] == HEARTS and s.curse == NONE
    assert s.to_move() == 0 and s.steps == 4 and board.holds(s, 0, R_PORTAL) == 0


def test_chest_revealed_and_opened_with_a_key():
    s = scenario([WARRIOR, THIEF])
    give(s, 0, "Turnkey")
    next_tile(s, "room", "cross")
    next_token(s, "Chest")
    s.apply(A_STEP + E)
    assert s.phase == P_MOVE and A_OPEN in s.actions() and s.steps == 3
    s.apply(A_OPEN)
    assert board.holds(s, 0, R_KEY) == 0 and board.points2(s, 0) == 2
    assert s.ttok[s.pos[0]] == NONE and s.to_move() == 1
    assert s.score_sheet(0)[-1] == ("Total", 2)


def test_teleport_gates_cost_one_step():
    s = scenario([WARRIOR, THIEF])
    put(s, 1, 0, GATE, 10)
    assert not [a for a in s.actions() if A_GATE <= a < A_PICK]
    g2 = put(s, 0, 5, GATE, 5)
    s.apply(A_STEP + E)
    assert s.actions().count(A_GATE + 1) == 1
    s.apply(A_GATE + 1)
    assert s.pos[0] == g2 and s.steps == 2


def test_fainted_hero_misses_a_turn_and_wakes_with_one_heart():
    s = scenario([THIEF, WARRIOR], dice=[1, 1])
    s.pos[0] = s.prev[0] = put(s, 1, 0, TUNNEL, 10)
    put(s, 2, 0, ROOM, 10, "Turnkey")
    s.hearts[0] = 1
    s.curse = 0                                     # no sneaking: must fight
    s.apply(A_STEP + E)
    assert s.hearts[0] == 0 and s.to_move() == 1 and "Thief faints" in s.events()
    s.apply(A_END)
    assert s.hearts[0] == 1 and s.to_move() == 1 and "Thief wakes up" in s.events()


def test_retreat_onto_a_fountain_heals_at_once():
    s = scenario([THIEF, WARRIOR], dice=[1, 1])
    put(s, 1, 0, ROOM, 10, "Turnkey")
    s.curse = 0
    s.hearts[0] = 2
    s.apply(A_STEP + E)
    assert s.pos[0] == 0 and s.hearts[0] == HEARTS and s.curse == NONE


def test_items_left_on_a_tile_can_be_picked_up_and_end_the_turn():
    s = scenario([WARRIOR, THIEF])
    t1 = put(s, 1, 0, TUNNEL, 10)
    drop(s, t1, token("Skel. king"))
    s.apply(A_STEP + E)
    s.apply(A_PICK + token("Skel. king"))
    assert board.items(s, 0) == [token("Skel. king")] and board.drops_at(s, t1) == []
    assert s.to_move() == 1


def test_end_turn_comes_after_the_plays_once_the_steps_are_spent():
    """The menu's first (preselected) entry plays: a pick-up, not End turn, after the last step."""
    s = scenario([WARRIOR, THIEF])
    give(s, 0, "Giant spider")                      # a healing portal
    t1 = put(s, 1, 0, TUNNEL, 10)
    drop(s, t1, token("Skel. king"))
    s.steps = 1
    s.apply(A_STEP + E)
    acts = list(s.actions())
    assert s.steps == 0 and acts[0] == A_PICK + token("Skel. king")
    assert A_PORTAL in acts and acts[-1] == A_END


def test_second_key_must_be_left():
    s = scenario([WARRIOR, THIEF])
    give(s, 0, "Turnkey")
    t1 = put(s, 1, 0, TUNNEL, 10)
    drop(s, t1, token("Turnkey"))
    s.apply(A_STEP + E)
    s.apply(A_PICK + token("Turnkey"))              # one way to fix it: taken at once
    assert board.holds(s, 0, R_KEY) == 1 and board.drops_at(s, t1) == [token("Turnkey")]


def test_dragon_ends_the_game_and_ruby_counts_one_and_a_half():
    s = scenario([WARRIOR, THIEF], dice=[6, 6])
    give(s, 0, "Skel. king", "Skeleton")
    s.won[1 * len(TOK_NAME) + CHEST] = 2  # seat 1 opened two chests
    put(s, 1, 0, ROOM, 10, "Dragon")
    s.apply(A_STEP + E)
    s.apply(A_STRIKE)
    assert s.over() and s.result() == [3, 4] and s.winners() == [1]
    assert s.score_sheet(0) == [("Ruby x1", 3), ("Total", 3)]
    assert text.points_text(3) == "1.5"


def test_round_cap_ends_the_game_and_ties_share_the_win():
    s = scenario([WARRIOR, THIEF])
    n = len(TOK_NAME)
    s.won[CHEST] = s.won[n + CHEST] = 1
    s.round = ROUND_CAP - 1
    s.apply(A_END)
    s.apply(A_END)
    assert s.over() and s.winners() == [0, 1]


def test_expert_treasures_take_slots_and_six_win():
    s = scenario([WARRIOR, THIEF], expert=True)
    give(s, 0, *(["Chest"] * (EXPERT_GOAL - 1) + ["Turnkey"]))
    put(s, 1, 0, ROOM, 10, "Chest")
    s.apply(A_STEP + E)
    s.apply(A_OPEN)
    assert s.over() and s.winners() == [0] and board.points2(s, 0) == 2 * EXPERT_GOAL


def test_expert_full_inventory_leaves_a_treasure_or_the_weapon():
    s = scenario([WARRIOR, THIEF], expert=True, dice=[6, 6])
    give(s, 0, *(["Chest"] * 6))
    put(s, 1, 0, ROOM, 10, "Skeleton")
    s.apply(A_STEP + E)
    s.apply(A_STRIKE)
    assert s.phase == P_LEAVE
    assert sorted(s.actions()) == sorted([A_LEAVE + CHEST, A_LEAVE + token("Skeleton")])


def test_heroes_chosen_in_turn_order():
    s = karak.new_game(3, 5, bytes([1, 0]))
    assert s.phase == P_HERO and s.to_move() == s.first
    for h in (WIZARD, ORACLE, THIEF):
        s.apply(A_HERO + h)
    assert sorted(s.hero) == sorted([WIZARD, ORACLE, THIEF]) and s.hero[s.first] == WIZARD
    assert s.phase == P_MOVE and s.to_move() == s.first


def test_start_roll_highest_die_begins():
    from gpcore.scripted import ScriptedRng
    script = [0] * (78 + 52)             # the tile and bag shuffles: below(i + 1) -> 0
    s = karak.new_game(3, 1, bytes(2), ScriptedRng(script + [4, 6, 6, 2, 5]))
    assert s.first == 2 and "Seat 3 starts" in s.events()


def test_illegal_action_raises_and_changes_nothing():
    s = karak.new_game(2, 3, bytes(2))
    before = snapshot(s)
    for a in (A_STRIKE, A_KEEP, 99, -1, A_HERO):
        with pytest.raises(ValueError):
            s.apply(a)
        assert snapshot(s) == before


def test_evaluate_weighs_hearts_curse_and_items():
    """The position value of rollout bots (karak.thinking, loaded on first use)."""
    s = scenario([WARRIOR, THIEF])
    v = s.evaluate(0)
    s.hearts[0] -= 2
    assert s.evaluate(0) == v - 8
    s.curse = 0
    assert s.evaluate(0) == v - 18
    give(s, 0, "Skeleton")                  # a sword
    assert s.evaluate(0) > v - 18


def test_result_only_at_the_end():
    s = scenario([WARRIOR, THIEF])
    assert s.result() is None and s.winners() == []
