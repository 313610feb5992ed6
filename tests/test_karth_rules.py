"""Heroes of Karth's rule examples (the Karth data file, section 7), range and line of sight
around walls, Secret Doors and enemies, the windows, the win conditions at 2, 3 and 4 seats,
and seeded playouts with the invariants."""
import pytest

import karth
from gpcore.paths import dist
from karth import acts, begin, checks, harm, rules
from karth.codes import (CARD, PASS, D_MAGIC, D_PHYSICAL, U_DMG, U_TILE, U_MV, U_FL,
                         F_TURNED, W_DMG, OP_RALLY, OP_LEAP, OP_EARTHSHAKER, OP_STUN,
                         OP_RAISE_DEAD, END, DONE, PH_MAIN, Z_HAND, OP_HEAL, CONCEDE, NONE,
                         TILE, Z_SPELL, CARD_PILE, TURN_LIMIT)
from karth.tables import CARD as CARD_TABLE
from tests.karth_kit import (game, card, put, at, turn_of, tile, ability, undead, alive,
                             get, zone)

MANA, BLOCKED, SECRET_A, SECRET_S = 10, 2, 3, 4     # terrain rows (karth_terrain.csv)


def test_worked_example_is_13():
    """The Elf Lord ends his move on a Lesser Mana Pool (Rally free), the Champion leaps and
    hits the Goblin Chieftain (AR 1): 8 + 2 + 4 - 1 = 13; the Chieftain (HP 18) lives."""
    st = game()
    st.tile[at("c3")] = MANA
    lord = put(st, "Elf Lord", 1, "b3")
    champ = put(st, "Elf Champion", 1, "c2")
    chief = put(st, "Goblin Chieftain", 0, "f2")
    turn_of(st, 1, se=3)
    for a in (tile("b3"), tile("c3"), ability(st, lord, OP_RALLY)):
        st.apply(a)
    assert st.se[1] == 3                    # Rally cost nothing on the pool
    st.apply(tile("c2"))                    # the Champion's turn ends the Lord's
    st.apply(ability(st, champ, OP_LEAP))
    assert st.se[1] == 0
    st.apply(tile("e2"))                    # c2 over d2 to e2: 2 MV
    st.apply(tile("f2"))
    assert get(st, chief, U_DMG) == 13 and alive(st, chief)


def test_tip_check_peon_and_chieftain_kill_the_champion():
    st = game()
    champ = put(st, "Elf Champion", 1, "d3")
    put(st, "Goblin Peon", 0, "c3")
    put(st, "Goblin Chieftain", 0, "e3")
    turn_of(st, 0)
    st.apply(tile("c3"))
    st.apply(tile("d3"))                    # 4 - 1
    assert get(st, champ, U_DMG) == 3
    st.apply(tile("e3"))
    st.apply(tile("d3"))                    # 8 - 1: 10 in all
    assert not st.at[at("d3")] and st.kp[0] == 2


def test_the_champion_kills_a_peon_in_one_hit():
    st = game()
    put(st, "Elf Champion", 1, "d3")
    put(st, "Goblin Peon", 0, "e3")
    turn_of(st, 1)
    st.apply(tile("d3"))
    st.apply(tile("e3"))
    assert not st.at[at("e3")] and st.kp[1] == 1


def test_heal_potion_in_the_damage_window():
    """8 HP left, 12 damage, a Heal Potion before the death check: 8 - 12 + 10 = 6."""
    st = game()
    champ = put(st, "Elf Champion", 1, "d3")
    st.u[champ * 12 + U_DMG] = 2
    put(st, "Goblin Chieftain", 0, "e3")
    turn_of(st, 0)
    st.se[1] = 1
    st.zones.move(card(st, "Heal Potion", 1), zone(st, 1, Z_HAND))
    potion = harm.offered(st, 1, OP_HEAL, Z_HAND)
    harm.hit(st, champ, 13, D_PHYSICAL, 0)     # 13 - AR 1
    harm.after(st)
    assert st.win[0] == W_DMG and st.to_move() == 1
    assert sorted(st.actions()) == [CARD + potion, PASS]
    st.apply(CARD + potion)
    assert alive(st, champ) and 10 - get(st, champ, U_DMG) == 6
    assert st.to_move() == 0 and st.se[1] == 0


@pytest.mark.parametrize("holder_only", (0, 1))
@pytest.mark.parametrize("spell", (None, "Trading Places"))
def test_a_window_does_not_tell_whether_a_potion_is_held(holder_only, spell):
    """With "Answers: unseen" a seat that might hold a Heal Potion (SE for it, a copy not
    seen played, a Spellbook card in hand) is asked even with none in hand, and can only pass:
    a Spellbook card that answers nothing is asked about as a potion would be. A hand with no
    Spellbook card (every answer is one; which pile each card came from is public) is not
    asked. With "Holder only" only a holder is asked."""
    st = game()
    st.options = bytes((holder_only,))
    champ = put(st, "Elf Champion", 1, "d3")
    turn_of(st, 0)
    st.se[1] = 1
    for c in st.zones.cards(zone(st, 1, Z_HAND)):      # a copy of each in its pile
        if CARD_TABLE[CARD_PILE + st.rows[c]] == Z_SPELL:
            st.zones.move(c, zone(st, 1, Z_SPELL))
    st.zones.move(card(st, "Elf Ranger", 1), zone(st, 1, Z_HAND))
    if spell:
        st.zones.move(card(st, spell, 1), zone(st, 1, Z_HAND))
    harm.hit(st, champ, 20, D_PHYSICAL, 0)
    harm.after(st)
    if holder_only or not spell:
        assert not st.win[0] and not st.at[at("d3")]
    else:
        assert st.win[0] == W_DMG and st.actions() == [PASS]
        st.apply(PASS)
        assert not st.at[at("d3")] and st.to_move() == 0


def test_without_an_answer_the_unit_dies():
    st = game()
    champ = put(st, "Elf Champion", 1, "d3")
    turn_of(st, 0)
    harm.hit(st, champ, 11, D_PHYSICAL, 0)
    harm.after(st)
    assert not st.win[0] and not st.at[at("d3")] and st.kp[0] == 2


def test_earthshaker_hits_everyone_and_own_kills_score_for_the_other_side():
    st = game()
    bogg = put(st, "Bogg", 0, "d3")
    peon = put(st, "Goblin Peon", 0, "a1")
    st.u[peon * 12 + U_DMG] = 3                 # 4 HP left: 5 kills it
    sword = put(st, "Elf Swordsman", 1, "h6")
    chief = put(st, "Goblin Chieftain", 0, "h1")
    turn_of(st, 0, se=4)
    st.apply(tile("d3"))
    st.apply(ability(st, bogg, OP_EARTHSHAKER))
    assert not st.at[at("a1")] and st.kp[1] == 1 and st.gold[1] >= 1    # the Peon: theirs
    assert get(st, sword, U_DMG) == 4                             # 5 - AR 1
    assert get(st, chief, U_DMG) == 4 and get(st, bogg, U_DMG) == 0


def test_undead_capacity_is_the_control_undead_levels():
    st = game()
    put(st, "Goblin Necromancer", 0, "d3")
    assert rules.undead_room(st, 0, 0) == 4
    put(st, "Goblin Acolyte", 0, "d4")
    assert rules.undead_room(st, 0, 0) == 5
    for t in ("a1", "b1", "c1", "d1", "e1"):
        rules.place(st, rules.raised(st, 0), at(t), 0, F_TURNED)
    assert rules.raised(st, 0) == NONE and undead(st, 0) == 5 and not rules.undead_room(st, 0, 0)


def test_raise_dead_places_a_token_within_two_steps_and_ends_the_turn():
    st = game()
    necro = put(st, "Goblin Necromancer", 0, "d3")
    turn_of(st, 0, se=2)
    st.apply(tile("d3"))
    st.apply(ability(st, necro, OP_RAISE_DEAD))
    acts = st.actions()
    assert tile("d5") in acts and tile("d6") not in acts
    st.apply(tile("d5"))
    assert undead(st, 0) == 1 and st.active == 255


def test_web_holds_a_unit_that_may_still_attack_and_magic_clears_it():
    st = game()
    archer = put(st, "Elf Archer", 1, "d3")
    put(st, "Goblin Peon", 0, "d4")
    st.web[at("d3")] = 1
    turn_of(st, 1)
    st.u[archer * 12 + U_MV] = 2            # one MV left: not enough to leave the web
    st.apply(tile("d3"))
    acts = st.actions()
    assert not [a for a in acts if a < 48 and not st.at[a]]     # stuck
    assert tile("d4") in acts                                   # but it may attack
    harm.hit(st, archer, 4, D_MAGIC, 0)
    assert not st.web[at("d3")]


def test_comradery_takes_one_gold_once():
    st = game()
    archer = card(st, "Elf Archer", 1)
    assert acts.cost(st, 1, archer) == 2
    put(st, "Elf Ranger", 1, "a1")
    assert acts.cost(st, 1, archer) == 1
    put(st, "Elf Ranger", 1, "a2")
    assert acts.cost(st, 1, archer) == 1


def test_range_counts_around_a_wall():
    """An archer at b3, a Peon at e3: 3 steps straight; a Blocked Passageway (open only north
    and south) at c3 makes the way around 5 steps: out of range."""
    st = game()
    archer = put(st, "Elf Archer", 1, "b3")
    put(st, "Goblin Peon", 0, "e3")
    assert list(rules.targets(st, archer, 3, 0)) == [at("e3")]
    st.tile[at("c3")] = BLOCKED
    assert list(rules.targets(st, archer, 3, 0)) == []
    st.tile[at("c3")] = BLOCKED | 1 << 4    # turned: open east and west again
    assert list(rules.targets(st, archer, 3, 0)) == [at("e3")]


def test_secret_doors_open_to_their_own_faction_only():
    """A Secret Door at c3 between an archer at b3 and a target at d3: through it 2 steps,
    around it 4 (out of range) for the other faction."""
    st = game()
    st.tile[at("c3")] = SECRET_S
    archer = put(st, "Elf Archer", 1, "b3")
    put(st, "Goblin Peon", 0, "d3")
    steps = dist(8, 6, rules.opens(st, 1, False), at("b3"), rules.enemies(st, 1), 4)  # (as targets)
    assert steps[at("d3")] == 4
    assert list(rules.targets(st, archer, 3, 0)) == []
    goblin = put(st, "Goblin Archer", 0, "b4")
    put(st, "Elf Swordsman", 1, "d4")
    st.tile[at("c4")] = SECRET_S
    assert at("d4") in rules.targets(st, goblin, 3, 0)
    st.tile[at("c3")] = SECRET_A
    assert at("d3") in rules.targets(st, archer, 3, 0)


def test_an_enemy_in_the_way_stops_the_count():
    st = game()
    archer = put(st, "Elf Archer", 1, "a1")
    put(st, "Goblin Peon", 0, "b1")
    put(st, "Goblin Peon", 0, "a2")
    put(st, "Goblin Archer", 0, "c1")
    assert sorted(rules.targets(st, archer, 3, 0)) == [at("b1"), at("a2")]


def test_stun_keeps_the_unit_turned_through_its_next_turn():
    st = game()
    guard = put(st, "Dwarf Guardian", 1, "d3")
    peon = put(st, "Goblin Peon", 0, "d4")
    turn_of(st, 1, se=3)
    st.apply(tile("d3"))
    st.apply(ability(st, guard, OP_STUN))
    st.apply(tile("d4"))
    assert get(st, peon, U_DMG) == 4 and get(st, peon, U_FL) & F_TURNED
    st.cur = 0
    begin.ready(st)
    assert get(st, peon, U_FL) & F_TURNED         # still turned this turn
    begin.ready(st)
    assert not get(st, peon, U_FL) & F_TURNED     # ready the turn after


@pytest.mark.parametrize("seats", (2, 3, 4))
def test_win_conditions_scale_with_seats(seats):
    """The Adventurers' combined gold target scales with seats; the DM's is 40 at every
    seat count (PROPOSED reading, ruling 29)."""
    target = (40, 50, 60)[seats - 2]
    st = game(seats)
    st.gold[0] = 39
    harm.end(st, NONE)
    assert not st.over()
    st.gold[0] = 40
    harm.end(st, NONE)
    assert st.over() and st.winner == 0
    st = game(seats)
    st.gold[0] = 0
    for s in range(1, seats):
        st.gold[s] = target // (seats - 1) + 1
    harm.end(st, NONE)
    assert st.winner == 1 and st.result() == [0] + [1] * (seats - 1)
    st = game(seats)
    st.kp[seats - 1] = 24
    st.kp[1] += 1
    harm.end(st, NONE)
    assert st.winner == 1


def test_holding_every_enemy_spawner_wins_at_the_turn_start():
    st = karth.new_game(2, 5)
    bot = karth.make_bot(1, 5)
    while st.ph < PH_MAIN:
        st.apply(bot.choose(st))
    for t in rules.spawners(st, 0):
        put(st, "Elf Swordsman", 1, t)
    st.apply(END)
    assert st.over() and st.winner == 1


@pytest.mark.parametrize("ahead", (0, 1))
def test_the_turn_limit_ends_the_game_when_its_last_turn_ends(ahead):
    """After TURN_LIMIT turns the side with more gold and kill points wins (the DM on a tie),
    counted when the last turn ends: the next seat gets no gold and draws nothing first."""
    st = game(3)
    turn_of(st, 1)
    st.turns = TURN_LIMIT - 1
    st.gold[:] = bytes((5, 3, 2 + ahead))     # the Adventurers 5 + ahead against the DM's 5
    st.kp[0] = 1
    st.kp[2] = 1
    hand = st.zones.size(zone(st, 2, Z_HAND))
    st.apply(END)
    assert st.over() and st.winner == ahead and st.turns == TURN_LIMIT
    assert list(st.gold) == [5, 3, 2 + ahead] and st.zones.size(zone(st, 2, Z_HAND)) == hand
    assert not st.actions()
    assert st.events()[-1] == ("The Adventurers win" if ahead else "The DM's side wins")
    from firmware.views.karth.sheet import lines           # the score sheet's count
    assert "in turn %d" % TURN_LIMIT in lines(karth, st, ["Ann", "Bob", "Cid"], 25)


def test_conceding_adventurer_leaves_and_the_last_one_hands_the_dm_the_win():
    st = game(3)
    put(st, "Elf Swordsman", 1, "a1")
    turn_of(st, 1)
    st.apply(CONCEDE)
    assert not st.at[at("a1")] and not st.over() and st.cur == 2
    turn_of(st, 2)
    st.apply(CONCEDE)
    assert st.over() and st.winner == 0


@pytest.mark.parametrize("seats", (2, 3, 4))
def test_seeded_bot_games_keep_the_invariants_and_end(seats):
    for seed in range(2):
        st = karth.new_game(seats, seed)
        bots = [karth.make_bot(1, seed * 7 + i) for i in range(seats)]
        n = 0
        while not st.over():
            st.apply(bots[st.to_move()].choose(st))
            if n % 5 == 0:
                checks.invariants(st)
            n += 1
            assert n < 5000
        assert st.winner in (0, 1)


def test_setup_stays_loaded_through_the_setup_phase_then_goes():
    # new_game loads the play's modules first and keeps karth.setup for the setup phase (from
    # .py, compiling it again there was the peak: tools/MEMORY.md); the play drops it
    import sys
    st = karth.new_game(2, 1)
    assert "karth.setup" in sys.modules and "karth.turn" in sys.modules
    bots = [karth.make_bot(1, i) for i in range(2)]
    while st.ph < PH_MAIN:
        st.apply(bots[st.to_move()].choose(st))
    assert "karth.setup" not in sys.modules


def test_the_state_keeps_29_attributes_and_its_legal_actions_in_an_array():
    # MicroPython grows an attribute table 29 -> 37 entries at the 30th (128 bytes more on
    # the 64-bit desktop), and the play's list of legal actions grew in 256-512-byte steps
    # at its peak (tools/MEMORY.md): an array of 2-byte codes instead
    st = karth.new_game(4, 1)
    bots = [karth.make_bot(1, 1 + i) for i in range(4)]
    while st.ph < PH_MAIN:
        st.apply(bots[st.to_move()].choose(st))
    assert len(st.__dict__) <= 29
    assert type(st.actions()).__name__ == "array"


def test_done_ends_a_unit_turn():
    st = game()
    put(st, "Elf Swordsman", 1, "d3")
    turn_of(st, 1)
    st.apply(tile("d3"))
    st.apply(DONE)
    assert tile("d3") not in st.actions()
    assert get(st, st.at[at("d3")] - 1, U_TILE) == at("d3")


def test_a_move_may_come_in_parts_around_a_bonus_action_until_the_attack():
    from karth.codes import OP_BATTLE_CRY
    st = game()
    champ = put(st, "Elf Champion", 1, "a3")
    put(st, "Goblin Peon", 0, "h3")
    turn_of(st, 1, se=1)
    st.apply(tile("a3"))
    st.apply(tile("b3"))                        # 1 of 3 MV
    st.apply(ability(st, champ, OP_BATTLE_CRY))
    assert tile("d3") in st.actions() and tile("e3") not in st.actions()
    st.apply(tile("d3"))
    assert not [a for a in st.actions() if a < 48 and not st.at[a]]    # MV spent


def test_mine_track_steps_are_free_but_a_free_part_comes_once():
    TRACK = 7
    st = game()
    for t in ("b3", "c3", "d3"):
        st.tile[at(t)] = TRACK
    put(st, "Elf Swordsman", 1, "b3")
    turn_of(st, 1)
    st.apply(tile("b3"))
    st.apply(tile("d3"))                        # along the track for nothing
    acts = st.actions()
    assert tile("b3") not in acts and tile("e3") in acts


def test_botmatch_prints_the_dm_sides_bot_vs_bot_rate_at_each_seat_count(capsys):
    # issue 23 item 7: against the random bot (seats alternating), then the DM's side
    from tools import botmatch
    assert botmatch.main(["karth", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "win rate " in out
    line = [x for x in out.splitlines() if x.startswith("bot vs bot")][0]
    for seats in (2, 3, 4):
        assert "%% at %d seats" % seats in line


def test_conceding_is_the_last_entry_of_a_turn_and_end_turn_comes_before_it():
    """Concede ends the whole game for the side, so it is the menu's last entry, with or
    without a unit taking its turn; End turn comes just before it, after everything that
    plays, so that the first entry (the menu's preselected one) plays: a new player pressing
    A after each banner ended turns by accident."""
    st = game()
    turn_of(st, 1)
    k = put(st, "Elf Champion", 1, "d3")
    acts = list(st.actions())
    assert acts[-3:] == [TILE + at("d3"), END, CONCEDE]     # the hand's cards, the unit
    st.apply(TILE + get(st, k, U_TILE))            # the unit starts its turn
    acts = list(st.actions())
    assert acts[-3:] == [DONE, END, CONCEDE] and len(acts) > 3 and acts[0] < END


def test_done_is_the_first_entry_while_the_dungeon_is_laid_and_changed():
    """While the DM lays the dungeon and each side changes it, Done is the first,
    preselected entry: pressing A after the hand's draws keeps the layout, where it changed
    tile a1 (the 48 tiles came first)."""
    st = karth.new_game(2, 1)
    bot = karth.make_bot(1, 1)
    seen = 0
    while st.ph < PH_MAIN:
        acts = list(st.actions())
        if DONE in acts:                        # a tile to change (or Done)
            assert acts[0] == DONE and any(a < CARD for a in acts), [st.label(a) for a in acts[:3]]
            seen += 1
        st.apply(bot.choose(st))
    assert seen >= 2        # the DM's edits and the Adventurer's changes
