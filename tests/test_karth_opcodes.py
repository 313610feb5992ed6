"""Heroes of Karth's opcodes through gpcore.effects (a unit's ability or a spell card, its
choices as actions) and the windows of the other side: Counter after a spell, Spike Trap
after an enemy's move, poison at the end of the turn."""
from karth import harm, rules
from karth.codes import (CARD, PASS, END, U_DMG, U_FL, U_BUF, U_TILE, F_HID, F_TURNED,
                         G_CURSED, U_FL2, W_SPELL, W_MOVE, Z_HAND, Z_SIDE, Z_DISC, Z_PLAY,
                         OP_PUSH, OP_REVEAL, OP_HIDE, OP_WEB, OP_PET, OP_BATTLE_CRY,
                         OP_LINE_HEAL)
from tests.karth_kit import (game, card, put, at, turn_of, tile, ability, undead, alive,
                             in_hand, get, zone)


def hand(st, name, seat):
    c = card(st, name, seat)
    st.zones.move(c, zone(st, seat, Z_HAND))
    return c


def test_counter_stops_a_spell_and_both_costs_stay_spent():
    st = game()
    put(st, "Goblin Necromancer", 0, "d3")
    turn_of(st, 0, se=3)
    st.se[1] = 2
    curse = hand(st, "Undead Curse", 0)
    negate = hand(st, "Negate Spell", 1)
    st.apply(CARD + curse)
    assert st.win[0] == W_SPELL and st.to_move() == 1
    assert CARD + negate in st.actions() and PASS in st.actions()
    st.apply(CARD + negate)
    assert st.to_move() == 0 and undead(st, 0) == 0 and st.se[0] == 0 and st.se[1] == 0
    assert st.zones.where(curse) == zone(st, 0, Z_DISC)
    assert st.zones.where(negate) == zone(st, 1, Z_DISC)


def test_a_spell_let_through_works_and_the_curse_raises_the_dead():
    st = game()
    put(st, "Goblin Necromancer", 0, "d3")
    turn_of(st, 0, se=3)
    st.se[1] = 2
    curse = hand(st, "Undead Curse", 0)
    hand(st, "Negate Spell", 1)
    st.apply(CARD + curse)
    st.apply(PASS)
    st.apply(tile("d5"))
    k = st.at[at("d5")] - 1
    assert get(st, k, U_FL2) & G_CURSED and undead(st, 0) == 1
    sword = put(st, "Elf Swordsman", 1, "e6")           # in the token's radius
    st.se[1] = 0                                        # no Heal Potion for it
    harm.hit(st, sword, 20, 0, 0)
    harm.after(st)
    assert undead(st, 0) == 2 and st.at[at("e6")]     # a new token where it died


def test_spike_trap_after_an_enemy_move():
    st = game()
    put(st, "Elf Swordsman", 1, "b3")
    turn_of(st, 1)
    st.se[0] = 2
    st.gold[0] = 1
    st.apply(tile("b3"))
    st.apply(tile("c3"))
    assert st.win[0] == W_MOVE and st.to_move() == 0
    trap = [a for a in st.actions() if a != PASS][0]
    st.apply(trap)
    k = st.at[at("c3")] - 1
    assert get(st, k, U_DMG) == 3 and st.gold[0] == 0 and st.se[0] == 0     # 4 - AR 1
    assert st.to_move() == 1


def test_a_trap_immune_scout_opens_no_window():
    st = game()
    put(st, "Elf Scout", 1, "b3")
    turn_of(st, 1)
    st.se[0] = 2
    st.gold[0] = 1
    st.apply(tile("b3"))
    st.apply(tile("c3"))
    assert not st.win[0]


def test_push_moves_an_adjacent_unit_one_tile_away():
    st = game()
    guard = put(st, "Dwarf Guardian", 1, "c3")
    put(st, "Goblin Peon", 0, "d3")
    turn_of(st, 1, se=1)
    st.apply(tile("c3"))
    st.apply(ability(st, guard, OP_PUSH))
    st.apply(tile("d3"))
    assert not st.at[at("d3")] and st.at[at("e3")]


def test_hide_then_reveal():
    st = game()
    assassin = put(st, "Goblin Assassin", 0, "d3")
    scout = put(st, "Elf Scout", 1, "d5")
    turn_of(st, 0, se=1)
    st.apply(tile("d3"))
    st.apply(ability(st, assassin, OP_HIDE))
    assert get(st, assassin, U_FL) & F_HID
    assert list(rules.targets(st, scout, 1, 0)) == []
    assert at("d3") not in rules.targets(st, scout, 3, 0)
    turn_of(st, 1, se=1)
    st.apply(tile("d5"))
    st.apply(ability(st, scout, OP_REVEAL))
    assert not get(st, assassin, U_FL) & F_HID


def test_web_on_a_tile_within_three():
    st = game()
    spider = put(st, "Giant Spider", 0, "d3")
    turn_of(st, 0, se=1)
    st.apply(tile("d3"))
    st.apply(ability(st, spider, OP_WEB))
    assert tile("d6") in st.actions() and tile("h3") not in st.actions()
    st.apply(tile("d6"))
    assert st.web[at("d6")]


def test_call_pet_brings_a_ready_animal_that_may_act():
    st = game()
    ranger = put(st, "Elf Ranger", 1, "c3")
    wolf = card(st, "Silver Wolf", 1)
    st.zones.move(wolf, zone(st, 1, Z_SIDE))
    turn_of(st, 1, se=1)
    st.apply(tile("c3"))
    st.apply(ability(st, ranger, OP_PET))
    st.apply(tile("c4"))
    k = st.at[at("c4")] - 1
    assert st.zones.where(wolf) == Z_PLAY and not get(st, k, U_FL) & F_TURNED


def test_summon_pet_from_the_barracks_arrives_turned():
    st = game()
    chief = put(st, "Goblin Chieftain", 0, "c3")
    turn_of(st, 0, se=2)
    st.apply(tile("c3"))
    st.apply(ability(st, chief, OP_PET))
    st.apply(tile("c4"))
    k = st.at[at("c4")] - 1
    assert get(st, k, U_FL) & F_TURNED


def test_battle_cry_adds_to_the_attack():
    st = game()
    champ = put(st, "Elf Champion", 1, "c3")
    peon = put(st, "Goblin Chieftain", 0, "d3")
    turn_of(st, 1, se=1)
    st.apply(tile("c3"))
    st.apply(ability(st, champ, OP_BATTLE_CRY))
    assert get(st, champ, U_BUF) == 2
    st.apply(tile("d3"))
    assert get(st, peon, U_DMG) == 8 + 2 - 1


def test_moon_refresh_heals_the_line():
    st = game()
    priestess = put(st, "Elf Moon Priestess", 1, "c3")
    sword = put(st, "Elf Swordsman", 1, "c4")
    st.u[sword * 12 + U_DMG] = 5
    turn_of(st, 1, se=2)
    st.apply(tile("c3"))
    st.apply(ability(st, priestess, OP_LINE_HEAL))
    assert get(st, sword, U_DMG) == 1


def test_starfire_hits_the_enemies_around_its_target_only():
    st = game()
    a = put(st, "Goblin Peon", 0, "d3")
    b = put(st, "Goblin Archer", 0, "e4")
    c = put(st, "Goblin Peon", 0, "f5")
    friend = put(st, "Elf Swordsman", 1, "d4")
    turn_of(st, 1, se=3)
    star = hand(st, "Starfire", 1)
    st.apply(CARD + star)
    st.apply(tile("d3"))
    assert get(st, a, U_DMG) == 4 and get(st, b, U_DMG) == 4
    assert get(st, c, U_DMG) == 0 and get(st, friend, U_DMG) == 0


def test_trading_places_swaps_two_friends_with_back_between():
    st = game()
    x = put(st, "Elf Swordsman", 1, "a1")
    y = put(st, "Elf Archer", 1, "h6")
    turn_of(st, 1, se=1)
    st.apply(CARD + hand(st, "Trading Places", 1))
    st.apply(tile("a1"))
    assert 306 in st.actions()
    st.apply(306)           # Back: choose the first again
    st.apply(tile("a1"))
    st.apply(tile("h6"))
    assert get(st, x, U_TILE) == at("h6") and get(st, y, U_TILE) == at("a1")


def test_dismiss_sends_a_waiting_mercenary_to_its_discard_pile():
    st = game()
    bogg = card(st, "Bogg", 0)
    st.zones.move(bogg, zone(st, 0, Z_SIDE))
    turn_of(st, 1, se=1)
    st.apply(CARD + hand(st, "Dismiss Mercenary", 1))
    st.apply([a for a in st.actions()][0])
    assert st.zones.where(bogg) == zone(st, 0, Z_DISC) and st.kp[1] == 0


def test_income_once_a_turn():
    st = game()
    turn_of(st, 1)
    g = st.gold[1]
    st.apply(CARD + hand(st, "Gold Pouch", 1))
    coin = hand(st, "Gold Coin", 1)
    assert st.gold[1] == g + 2 and CARD + coin not in st.actions()


def test_poison_hits_at_the_end_of_the_turn_less_its_resistance():
    st = game()
    put(st, "Goblin Assassin", 0, "c3")
    chief = put(st, "Elf Lord", 1, "d3")
    turn_of(st, 0)
    st.apply(tile("c3"))
    st.apply(tile("d3"))
    assert get(st, chief, U_DMG) == 0
    st.apply(END)
    assert get(st, chief, U_DMG) == 5      # 5 poison, the Lord's PR 0


def test_a_hiding_unit_may_be_hired_face_down_and_turn_face_up():
    from karth.codes import FACE_DOWN, REVEAL_SELF
    st = game()
    turn_of(st, 0)
    st.gold[0] = 9
    st.tile[at("h2")] = 8       # a Spawner
    c = hand(st, "Goblin Assassin", 0)
    st.apply(CARD + c)
    assert tile("h2") in st.actions() and tile("h2") + FACE_DOWN in st.actions()
    st.apply(tile("h2") + FACE_DOWN)
    k = st.at[at("h2")] - 1
    assert get(st, k, U_FL) & F_HID and "face-down" in st.events()[0]
    st.u[k * 12 + U_FL] &= ~F_TURNED
    st.apply(tile("h2"))
    st.apply(REVEAL_SELF)
    assert not get(st, k, U_FL) & F_HID


def test_a_lost_units_item_may_be_bought_back():
    from karth.codes import BUY, W_BUY
    st = game()
    sword = put(st, "Elf Swordsman", 1, "c3")
    put(st, "Goblin Chieftain", 0, "d3")
    turn_of(st, 1)
    st.gold[1] = 5
    blade = hand(st, "Elven Blade", 1)
    st.apply(CARD + blade)
    st.apply(tile("c3"))
    assert get(st, sword, 6) == blade
    turn_of(st, 0)
    st.u[sword * 12 + U_DMG] = 8
    st.apply(tile("d3"))
    st.apply(tile("c3"))                    # the Swordsman dies
    assert st.win[0] == W_BUY and st.to_move() == 1 and st.actions() == [BUY, PASS]
    st.apply(BUY)
    assert st.zones.where(blade) == zone(st, 1, Z_HAND) and st.gold[1] == 2
    assert st.to_move() == 0


def test_moon_refresh_in_the_opponents_turn_saves_a_unit():
    """An opponent-turn bonus action (Moon Refresh) in the damage window, once a turn."""
    from karth.codes import W_DMG, ABIL
    st = game()
    put(st, "Elf Moon Priestess", 1, "c3")
    sword = put(st, "Elf Swordsman", 1, "c4")
    turn_of(st, 0)
    st.se[1] = 2
    for c in in_hand(st, 1, "Heal Potion"):
        st.zones.move(c, zone(st, 1, Z_DISC))
    st.options = b"\x01"                    # only holders of a potion: none
    harm.hit(st, sword, 10, 0, 0)          # 9 damage: dead without help
    harm.after(st)
    assert st.win[0] == W_DMG and st.to_move() == 1
    refresh = [a for a in st.actions() if a >= ABIL]
    assert refresh and PASS in st.actions()
    from karth.text import label        # the menu's entry, in the other side's turn
    assert label(st, refresh[0]) == "Moon Refresh (2 SE)"
    st.apply(refresh[0])
    assert alive(st, sword) and get(st, sword, U_DMG) == 5 and st.se[1] == 0
    assert st.to_move() == 0
