"""Karak: Goblin battles: the turn options, the chain, the end of battle in the rulebook's
order, curses, equipment, keys and the Lord (scenarios built by tests/karak_goblin_kit)."""
import pytest

from karak_goblin import rules
from karak_goblin.codes import (H_HORAN, H_TAIA, A_END, A_REVIVE, A_SHOP, A_FIGHT, A_LORD,
                                A_KEEP, A_PAWN, P_TURN, P_BATTLE, P_DISCARD, P_EQUIP, P_OVER,
                                Z_DISC, Z_HAND, Z_PLAY, Z_DECK, Z_WEAP, Z_ARM, Z_KEYS, T_ROW,
                                T_GATE, T_PAWN, HP)
from karak_goblin.checks import census
from tests.karak_goblin_kit import scenario, fight, card, cards, snapshot
from karak_goblin import tables

# Taia's start cards: B draw1 >GR, G A1 +1 >BY, G A2 >B, R A2 >GY, Y D2 >GB, B D1 H1 >RG.
# Horan's: R A2 >RY, R A2 >GB, R A1 >RYG, Y D2 >R, Y D1 A1 >RG, G H1 +1 >RY.
HOR = ["S-HOR-%d" % i for i in range(1, 7)]


def play(s, *ids):
    for cid in ids:
        s.apply(card(cid))


def test_zero_hit_points_only_revive_and_revive_ends_the_turn():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], hp=0)
    assert list(s.actions()) == [A_REVIVE]
    s.apply(A_REVIVE)
    assert s.hp[0] == HP and s.turn == 1 and s.phase == P_TURN
    s2 = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], hp=3)
    acts = list(s2.actions())
    assert A_SHOP in acts and A_REVIVE in acts and A_FIGHT in acts


def test_chain_first_card_any_colour_then_triangles():
    s = scenario(H_HORAN, hand=["S-HOR-2", "S-HOR-4", "S-HOR-6", "S-HOR-3"], deck=HOR[:1],
                 abilities=False)
    fight(s, "L1-M01")
    assert s.phase == P_BATTLE
    assert set(s.actions()) >= {card("S-HOR-2"), card("S-HOR-4"), card("S-HOR-6")}
    play(s, "S-HOR-2")                 # R A2 >GB: only green (Horan's heal-draw card) next
    legal = [a for a in s.actions() if a < 118]
    assert legal == [card("S-HOR-6")]
    with pytest.raises(ValueError):
        s.apply(card("S-HOR-4"))


def test_end_of_battle_hits_then_hit_then_reward_then_draw():
    # Cave Rat 2/1: no defence, so 1 hit; attack 2 beats 2 hit points (equal wins).
    s = scenario(H_HORAN, hand=["S-HOR-1", "S-HOR-4", "S-HOR-3", "S-HOR-6"],
                 deck=["S-HOR-5", "S-HOR-2"], abilities=False)
    m = fight(s, "L1-M01")
    row = rules.table(s, T_ROW, 0)
    left = s.zones.size(rules.table(s, 4, 0))
    play(s, "S-HOR-1")
    s.log = []
    s.apply(A_END)
    assert s.hp[0] == HP - 1
    assert cards(s, Z_DISC) == [m, card("S-HOR-1")]     # the reward, then the played card
    assert m not in s.zones.cards(row) and s.zones.size(row) == 5   # refilled
    assert s.zones.size(rules.table(s, 4, 0)) == left - 1
    assert len(cards(s, Z_HAND)) == 4 and cards(s, Z_DECK) == [card("S-HOR-5")]
    assert s.turn == 1 and s.phase == P_TURN
    codes = [e & 31 for e in s.log]
    from karak_goblin.codes import E_HITS, E_WIN, E_REWARD, E_DRAW
    assert codes.index(E_HITS) < codes.index(E_WIN) < codes.index(E_REWARD) < codes.index(E_DRAW)


def test_defence_reduces_hits_and_a_loss_leaves_the_monster():
    # Young Demonic Worm 4/3: defence 2 -> 1 hit; attack 1 loses; monster stays
    s = scenario(H_HORAN, hand=["S-HOR-4", "S-HOR-3"], deck=HOR[:2], abilities=False)
    m = fight(s, "L1-M16")
    play(s, "S-HOR-4")
    s.apply(A_END)
    assert s.hp[0] == HP - 1
    assert m in s.zones.cards(rules.table(s, T_ROW, 0))
    assert s.turn == 1


def test_last_hit_point_ends_the_turn_before_the_hit():
    # Enough attack to win, but 3 hits at 1 hit point: no win, no reward
    s = scenario(H_HORAN, hand=["S-HOR-1", "S-HOR-3"], deck=HOR[3:], hp=1, abilities=False)
    m = fight(s, "L1-M16")      # 4/3
    play(s, "S-HOR-1", "S-HOR-3")
    s.apply(A_END)
    assert s.hp[0] == 0 and s.won[0] == 0
    assert m in s.zones.cards(rules.table(s, T_ROW, 0))
    assert s.turn == 1


def test_gatekeeper_gives_a_key_not_refilled_from_the_monster_deck():
    s = scenario(H_HORAN, hand=["S-HOR-1", "S-HOR-3", "S-HOR-4"], deck=HOR[3:],
                 weapon="L2-M13", abilities=False)           # War Hammer: attack 2
    gate = rules.table(s, T_GATE, 0)
    under = s.zones.size(rules.table(s, 6, 0))
    m = fight(s, "L1-K01")                   # 6/3, no curse
    play(s, "S-HOR-1", "S-HOR-3")           # 2 + 1 + weapon 2 = 5 ... not enough
    s.apply(A_END)
    assert m in s.zones.cards(gate)
    s.turn = 0
    s.phase = P_TURN
    s.hp[0] = HP
    s.zones.move(card("S-HOR-1"), rules.zone(s, Z_HAND))
    s.zones.move(card("S-HOR-3"), rules.zone(s, Z_HAND))
    s.zones.move(card("S-HOR-2"), rules.zone(s, Z_HAND))
    fight(s, "L1-K01")
    play(s, "S-HOR-3", "S-HOR-1")           # R A1 >RYG, R A2 >RY: 3 + 2 = 5
    s.apply(card("S-HOR-4"))                 # Y D2 >R
    s.apply(card("S-HOR-2"))                 # R A2: 7 + weapon... wins
    s.apply(A_END)
    assert cards(s, Z_KEYS) == [m]
    assert s.zones.size(gate) == 1 and s.zones.cards(gate)[0] != m
    assert s.zones.size(rules.table(s, 6, 0)) == under - 1


def test_keys_open_levels_in_order_and_the_lord_after_three():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:])
    acts = list(s.actions())
    assert A_FIGHT + 5 in acts and A_FIGHT + 6 not in acts and A_LORD not in acts
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], keys=1)
    acts = list(s.actions())
    assert A_FIGHT + 5 not in acts          # no second gatekeeper of level I
    assert A_FIGHT + 6 in acts and A_FIGHT + 11 in acts and A_FIGHT + 12 not in acts
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], keys=3)
    acts = list(s.actions())
    assert A_LORD in acts and A_FIGHT + 17 not in acts and A_FIGHT + 12 in acts


def test_beating_the_lord_wins():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], keys=3, weapon="L3-M20",
                 armour="L3-M08", abilities=False)     # Enchanted Spear A3, Plate Armour D3
    m = fight(s, "LX-2")                      # Goblin King 12/7, no draws
    s.zones.move(card("L3-M01"), rules.zone(s, Z_HAND))   # R A4 >RY
    for cid in ("L3-M01", "S-HOR-1", "S-HOR-3", "S-HOR-4"):
        s.apply(card(cid))
    assert rules.totals(s)[0] == 4 + 2 + 1 + 3
    s.zones.move(card("L2-M01"), rules.zone(s, Z_HAND))   # R A3 >RY
    s.apply(card("L2-M01"))
    s.apply(A_END)                            # attack 13 vs 12; 7 - 5 hits
    assert s.phase == P_OVER and s.winner == 0 and s.over()
    assert s.winners() == [0] and m in s.zones.cards(rules.table(s, 2))


def test_equipment_one_of_each_the_other_to_the_pawnshop():
    s = scenario(H_HORAN, hand=["S-HOR-1", "S-HOR-3"], deck=HOR[3:], weapon="L1-M06",
                 abilities=False)
    m = fight(s, "L1-M15")        # Goblin Brute 5/2 gives the Club (attack 1)
    play(s, "S-HOR-3", "S-HOR-1")
    s.apply(A_END)                 # 1 + 2 + dagger 1 = 4 < 5: loses
    assert s.won[0] == 0
    s = scenario(H_HORAN, hand=["S-HOR-1", "S-HOR-3", "S-HOR-2"], deck=HOR[3:],
                 weapon="L1-M06", abilities=False)
    m = fight(s, "L1-M15")
    play(s, "S-HOR-3", "S-HOR-1")
    s.zones.move(card("L1-M01"), rules.zone(s, Z_HAND))        # R A2 >RG
    play(s, "L1-M01")
    s.apply(A_END)
    assert s.phase == P_EQUIP and s.turn == 0 and sorted(s.actions()) == [A_KEEP, A_PAWN]
    s.apply(A_KEEP)
    assert cards(s, Z_WEAP) == [m]
    assert card("L1-M06") in s.zones.cards(rules.table(s, T_PAWN))
    assert s.turn == 1
    census(s)


def test_heart_equipment_heals_after_the_hits_but_not_from_zero():
    s = scenario(H_HORAN, hand=["S-HOR-4"], deck=HOR[:3], armour="L1-M18", hp=3,
                 abilities=False)                               # Herbal Charm: heal 1 after
    fight(s, "L1-M16")             # 4/3; defence 2 -> 1 hit -> 2, then +1 -> 3
    play(s, "S-HOR-4")
    s.apply(A_END)
    assert s.hp[0] == 3
    s = scenario(H_HORAN, hand=["S-HOR-4"], deck=HOR[:3], armour="L1-M18", hp=1,
                 abilities=False)
    fight(s, "L1-M16")
    play(s, "S-HOR-4")
    s.apply(A_END)
    assert s.hp[0] == 0


def test_colour_curse_forbids_the_colour():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], abilities=False)
    fight(s, "L1-M09")             # col:R
    legal = [a for a in s.actions() if a < 118]
    assert legal == [card("S-HOR-4")]


def test_effect_curses_nullify_draw_and_heal_but_the_card_may_be_played():
    s = scenario(H_HORAN, hand=["S-HOR-6"], deck=HOR[:3], hp=3, abilities=False)
    fight(s, "L1-M05")             # eff:C: no draw
    play(s, "S-HOR-6")
    assert len(cards(s, Z_DECK)) == 3 and s.hp[0] == 4
    s = scenario(H_HORAN, hand=["S-HOR-6"], deck=HOR[:3], hp=3, abilities=False)
    fight(s, "L1-M13")             # eff:H: no heal
    play(s, "S-HOR-6")
    assert len(cards(s, Z_DECK)) == 2 and s.hp[0] == 3


def test_attack_and_defence_effect_curses_count_only_equipment(monkeypatch):
    m = card("L1-M01")
    for code, which in ((5, 0), (6, 1)):
        c1 = bytearray(tables.CARD_CURSES)
        c1[m] = code
        monkeypatch.setattr(rules, "CARD_CURSES", bytes(c1))
        s = scenario(H_HORAN, hand=["S-HOR-5"], deck=HOR[:3], weapon="L1-M06",
                     armour="L1-M07", abilities=False)
        fight(s, "L1-M01")
        play(s, "S-HOR-5")            # Y D1 A1
        assert rules.totals(s)[which] == 1    # the equipment only
        assert rules.totals(s)[1 - which] == 2


def test_equipment_curses():
    s = scenario(H_HORAN, hand=["S-HOR-5"], deck=HOR[:3], weapon="L1-M06", armour="L1-M07",
                 abilities=False)
    fight(s, "L1-M12")             # eq:weapon
    play(s, "S-HOR-5")
    assert rules.totals(s) == (1, 2)
    s = scenario(H_HORAN, hand=["S-HOR-5"], deck=HOR[:3], weapon="L1-M06", armour="L1-M07",
                 abilities=False)
    fight(s, "L1-M14")             # eq:armour
    play(s, "S-HOR-5")
    assert rules.totals(s) == (2, 1)


def test_armour_curse_cancels_hand_size_discard_to_four_first():
    s = scenario(H_HORAN, hand=HOR[:5], deck=HOR[5:], armour="L2-M11", abilities=False)
    fight(s, "L1-M14")             # eq:armour
    assert s.phase == P_DISCARD and sorted(a for a in s.actions() if a < 118) == \
        sorted(card(c) for c in HOR[:5])
    s.apply(card("S-HOR-5"))
    assert s.phase == P_BATTLE and len(cards(s, Z_HAND)) == 4
    assert card("S-HOR-5") in cards(s, Z_DISC)
    s.apply(A_END)                 # after the battle: a full hand of 5 again
    assert len(cards(s, Z_HAND)) == 5
    s = scenario(H_HORAN, hand=HOR[:5], deck=HOR[5:], armour="L2-M11", abilities=False)
    fight(s, "L1-M12")             # a weapon curse: no discard
    assert s.phase == P_BATTLE


def test_illegal_actions_raise_and_change_nothing():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:])
    fight(s, "L1-M09")
    before = snapshot(s)
    for a in (card("S-HOR-1"), A_SHOP, A_KEEP, 255, -1, 999):
        with pytest.raises(ValueError):
            s.apply(a)
        assert snapshot(s) == before
