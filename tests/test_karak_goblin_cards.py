"""Karak: Goblin potions, the merchant, drawing and remaking the deck, and the six hero
abilities with their limits (scenarios from tests/karak_goblin_kit)."""
import pytest

from karak_goblin import rules
from karak_goblin.codes import (H_HORAN, H_ARGENTUS, H_XANROS, H_ADERYN, H_VICTORIUS, H_TAIA,
                                A_END, A_SHOP, A_HEAL, A_STR_A, A_STR_D, A_COUNTER, A_POTION,
                                A_XANROS, A_START, A_KEEP, A_BACK, P_BATTLE, P_POST, P_SHOP, P_PAY,
                                P_STACK, P_TAIA, P_TURN, P_EQUIP, Z_DISC, Z_HAND, Z_DECK,
                                Z_PLAY, Z_WEAP, Z_KEYS, T_PAWN, HP, POTIONS, B_HORAN)
from gpcore.scripted import ScriptedRng
from karak_goblin.checks import census
from tests.karak_goblin_kit import scenario, fight, card, cards, snapshot

HOR = ["S-HOR-%d" % i for i in range(1, 7)]
ARG = ["S-ARG-%d" % i for i in range(1, 7)]
XAN = ["S-XAN-%d" % i for i in range(1, 7)]
ADE = ["S-ADE-%d" % i for i in range(1, 7)]
VIC = ["S-VIC-%d" % i for i in range(1, 7)]
TAI = ["S-TAI-%d" % i for i in range(1, 7)]


def play(s, *ids):
    for cid in ids:
        s.apply(card(cid))


def ids(*names):
    return [card(c) for c in names]


# --- potions ----------------------------------------------------------------------------

def test_healing_potion_before_the_hits():
    s = scenario(H_HORAN, hand=HOR[:2], deck=HOR[2:], hp=2, pot=1, abilities=False)
    fight(s, "L1-M16")
    assert A_HEAL in s.actions()
    s.apply(A_HEAL)
    assert s.hp[0] == HP and s.pot[0] == 0 and s.stock[0] == POTIONS + 1
    assert A_HEAL not in s.actions()


def test_healing_potion_after_the_hits_only_with_a_hit_point_left():
    s = scenario(H_HORAN, hand=HOR[:2], deck=HOR[2:], hp=4, pot=1, abilities=False)
    fight(s, "L1-M16")              # 3 hits: 1 left -> may drink after the hits
    s.apply(A_END)
    assert s.phase == P_POST and s.hp[0] == 1 and sorted(s.actions()) == [A_END, A_HEAL]
    s.apply(A_HEAL)
    assert s.hp[0] == HP and s.turn == 1
    s = scenario(H_HORAN, hand=HOR[:2], deck=HOR[2:], hp=3, pot=1, abilities=False)
    fight(s, "L1-M16")              # 3 hits take the last point: no potion after
    s.apply(A_END)
    assert s.hp[0] == 0 and s.turn == 1 and s.pot[0] == 1


def test_strength_doubles_the_card_just_played_not_equipment():
    s = scenario(H_HORAN, hand=["S-HOR-5", "S-HOR-1"], deck=HOR[2:4], weapon="L2-M13",
                 pot=2, abilities=False)
    fight(s, "L1-M01")
    assert A_STR_A not in s.actions()          # no card played yet
    play(s, "S-HOR-5")                         # Y D1 A1
    assert A_STR_A in s.actions() and A_STR_D in s.actions()
    s.apply(A_STR_D)
    assert rules.totals(s) == (1 + 2, 2)       # defence 1 doubled, the hammer not
    assert s.pot[0] == 0 and s.stock[1] == POTIONS + 1
    assert A_STR_A not in s.actions()


def test_countercurse_cancels_one_curse_of_your_choice():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], pot=4, abilities=False, keys=2)
    fight(s, "L3-M07")              # Vampire: eff:H col:R
    assert [a for a in s.actions() if a < 118] == [card("S-HOR-4")]
    assert A_COUNTER in s.actions() and A_COUNTER + 1 in s.actions()
    s.apply(A_COUNTER + 1)          # the red curse
    assert card("S-HOR-1") in s.actions() and s.pot[0] == 0
    assert A_COUNTER not in s.actions()


def test_countercurse_lifts_the_armour_curse_before_the_discard():
    s = scenario(H_HORAN, hand=HOR[:5], deck=HOR[5:], armour="L2-M11", pot=4,
                 abilities=False)
    fight(s, "L1-M14")
    assert A_COUNTER in s.actions()
    s.apply(A_COUNTER)
    assert s.phase == P_BATTLE and len(cards(s, Z_HAND)) == 5


# --- the merchant -----------------------------------------------------------------------

def test_merchant_payment_rules():
    s = scenario(H_HORAN, hand=["S-HOR-1", "L1-M01", "L1-M02"], deck=HOR[1:],
                 weapon="L1-M06", abilities=False)
    z = s.zones
    z.move(card("L1-M04"), rules.zone(s, Z_KEYS))   # not a key, but keys are no payment
    z.move(card("L1-K01"), rules.zone(s, Z_KEYS))
    z.move(card("L2-M05"), rules.table(s, T_PAWN))   # an Axe in the pawnshop
    z.move(card("L1-M13"), rules.table(s, T_PAWN))
    s.apply(A_SHOP)
    assert s.phase == P_SHOP
    acts = list(s.actions())
    assert A_POTION in acts and A_POTION + 2 in acts and card("L2-M05") in acts
    def table():            # all but the record of actions and of the purchase chosen
        return {k: v for k, v in snapshot(s).items() if k not in ("history", "log", "b")}
    before = table()
    s.apply(card("L2-M05"))
    assert s.phase == P_PAY
    assert sorted(s.actions()) == sorted(ids("L1-M06", "L1-M01", "L1-M02") + [A_BACK])   # never
    assert s.label(A_BACK) == "Back"                                    # a start card; Back:
    s.apply(A_BACK)                                                     # nothing bought
    assert s.phase == P_SHOP and table() == before
    n = len(s.history)
    with pytest.raises(ValueError):                 # Back only while paying
        s.apply(A_BACK)
    assert table() == before and len(s.history) == n
    s.apply(card("L2-M05"))
    s.apply(card("L1-M06"))         # the dagger pays for the axe
    assert s.phase == P_SHOP and cards(s, Z_WEAP) == ids("L2-M05")
    assert card("L1-M13") not in s.actions()        # one pawnshop card per visit
    s.apply(A_POTION)
    s.apply(card("L1-M01"))
    assert s.pot[0] == 1 and s.stock[0] == POTIONS - 1
    assert A_POTION not in s.actions()              # one of each kind
    s.apply(A_POTION + 1)
    s.apply(card("L1-M02"))
    assert s.pot[0] == 3
    acts = list(s.actions())
    assert acts == [A_END] or A_POTION + 2 in acts  # paying with the axe is still possible
    s.apply(A_END)
    assert len(cards(s, Z_HAND)) == 4 and s.turn == 1   # a full hand after shopping
    census(s)


def test_merchant_with_nothing_to_pay():
    s = scenario(H_HORAN, hand=HOR[:4], deck=HOR[4:], abilities=False)
    s.apply(A_SHOP)
    assert list(s.actions()) == [A_END]


def test_buying_a_second_weapon_keep_or_pawn():
    s = scenario(H_HORAN, hand=["L1-M01"] + HOR[:3], deck=HOR[3:], weapon="L1-M06",
                 abilities=False)
    s.zones.move(card("L2-M05"), rules.table(s, T_PAWN))
    s.apply(A_SHOP)
    s.apply(card("L2-M05"))
    s.apply(card("L1-M01"))         # paid with a hand card: the dagger is still held
    assert s.phase == P_EQUIP
    s.apply(A_KEEP)
    assert cards(s, Z_WEAP) == ids("L2-M05") and s.phase == P_SHOP
    assert card("L1-M06") in s.zones.cards(rules.table(s, T_PAWN))


# --- drawing and remaking the deck -------------------------------------------------------

def test_no_reshuffle_while_the_deck_has_cards():
    s = scenario(H_HORAN, hand=["S-HOR-6"], deck=["S-HOR-1"], disc=["S-HOR-2"],
                 abilities=False)
    fight(s, "L1-M01")
    play(s, "S-HOR-6")
    assert cards(s, Z_HAND) == ids("S-HOR-1") and cards(s, Z_DISC) == ids("S-HOR-2")


def test_empty_deck_remade_without_the_cards_played_this_turn():
    s = scenario(H_HORAN, hand=["S-HOR-2", "S-HOR-6"], deck=[], disc=["S-HOR-3", "S-HOR-4"],
                 abilities=False)
    fight(s, "L1-M01")
    play(s, "S-HOR-2", "S-HOR-6")    # draw 1 from an empty deck
    assert cards(s, Z_PLAY) == ids("S-HOR-2", "S-HOR-6")
    assert len(cards(s, Z_HAND)) == 1 and len(cards(s, Z_DECK)) == 1
    assert sorted(cards(s, Z_HAND) + cards(s, Z_DECK)) == ids("S-HOR-3", "S-HOR-4")


def test_draw_skipped_when_deck_and_discard_are_empty():
    s = scenario(H_HORAN, hand=["S-HOR-6"], deck=[], disc=[], abilities=False)
    fight(s, "L1-M01")
    s.log = []
    play(s, "S-HOR-6")
    from karak_goblin.codes import E_SKIP
    assert s.phase == P_BATTLE and cards(s, Z_HAND) == [] and E_SKIP in [e & 31 for e in s.log]


def test_remade_deck_stacked_in_the_players_order():
    s = scenario(H_HORAN, hand=["S-HOR-6"], deck=[], abilities=False,
                 disc=["L1-M01", "S-HOR-1", "L1-M02", "S-HOR-2", "L1-M03"])
    fight(s, "L1-M11")
    play(s, "S-HOR-6")
    assert s.phase == P_STACK and s.turn == 0
    assert sorted(s.actions()) == sorted(ids("L1-M01", "L1-M02", "L1-M03")) + [A_START]
    s.apply(card("L1-M02"))          # the next card drawn
    s.apply(A_START)                 # then a starting card at random
    s.apply(card("L1-M03"))
    s.apply(card("L1-M01"))          # the last starting card goes in by itself
    assert s.phase == P_BATTLE
    assert cards(s, Z_HAND) == ids("L1-M02")
    deck = cards(s, Z_DECK)          # bottom first: the draw order is top down
    assert deck[::-1][1:3] == ids("L1-M03", "L1-M01") and len(deck) == 4
    assert sorted([deck[-1], deck[0]]) == ids("S-HOR-1", "S-HOR-2")


# --- the heroes --------------------------------------------------------------------------

def test_argentus_plays_one_blue_card_off_the_triangles():
    s = scenario(H_ARGENTUS, hand=["S-ARG-4", "S-ARG-1", "S-ARG-2"], deck=ARG[4:])
    fight(s, "L1-M01")
    play(s, "S-ARG-4")               # R A2 >Y: blue only by the ability
    assert card("S-ARG-1") in s.actions()
    play(s, "S-ARG-1")               # B A2 >BR
    s2 = scenario(H_ARGENTUS, hand=["S-ARG-4", "S-ARG-1", "S-ARG-2"], deck=ARG[4:],
                  abilities=False)
    fight(s2, "L1-M01")
    play(s2, "S-ARG-4")
    assert card("S-ARG-1") not in s2.actions()
    s3 = scenario(H_ARGENTUS, hand=["S-ARG-4", "S-ARG-1"], deck=ARG[4:])
    fight(s3, "L1-M17")              # col:B: not even Argentus
    assert card("S-ARG-1") not in s3.actions()


def test_argentus_once_per_battle():
    s = scenario(H_ARGENTUS, hand=["S-ARG-4", "S-ARG-3", "L2-M07"], deck=ARG[4:])
    fight(s, "L1-M01")
    play(s, "S-ARG-4", "S-ARG-3")    # R >Y, then blue by the ability; B >RG
    assert card("L2-M07") not in s.actions()   # a second blue off-triangle: no


def test_horan_bonus_after_two_attack_cards_in_a_row_once():
    s = scenario(H_HORAN, hand=["S-HOR-3", "S-HOR-1", "S-HOR-2", "S-HOR-4"], deck=HOR[4:])
    fight(s, "L1-M01")
    play(s, "S-HOR-4", "S-HOR-3")
    assert rules.totals(s)[0] == 1
    play(s, "S-HOR-1")
    assert rules.totals(s)[0] == 1 + 2 + 1
    play(s, "S-HOR-2")
    assert rules.totals(s)[0] == 1 + 2 + 2 + 1
    s2 = scenario(H_HORAN, hand=["S-HOR-3", "S-HOR-1"], deck=HOR[4:], abilities=False)
    fight(s2, "L1-M01")
    play(s2, "S-HOR-3", "S-HOR-1")
    assert rules.totals(s2)[0] == 3


def test_xanros_one_card_of_a_cursed_colour():
    s = scenario(H_XANROS, hand=["S-XAN-4", "S-XAN-2", "L1-M01"], deck=XAN[4:])
    fight(s, "L1-M09")               # col:R
    assert card("S-XAN-4") in s.actions()
    play(s, "S-XAN-4")               # R A1 >GBY
    play(s, "S-XAN-2")               # G A1 D1 >RY
    assert card("L1-M01") not in s.actions()    # a second red card: no
    s2 = scenario(H_XANROS, hand=["S-XAN-4"], deck=XAN[4:], abilities=False)
    fight(s2, "L1-M09")
    assert card("S-XAN-4") not in s2.actions()


def test_xanros_counts_one_cursed_effect_not_equipment():
    s = scenario(H_XANROS, hand=["S-XAN-6", "S-XAN-2"], deck=XAN[:2], hp=3)
    fight(s, "L1-M13")               # eff:H
    play(s, "S-XAN-6")               # B H1 +1: the heal is nullified
    assert s.hp[0] == 3 and A_XANROS in s.actions()
    s.apply(A_XANROS)
    assert s.hp[0] == 4 and A_XANROS not in s.actions()
    s2 = scenario(H_XANROS, hand=["S-XAN-2"], deck=XAN[2:4], weapon="L1-M06")
    fight(s2, "L1-M12")              # eq:weapon: Xanros cannot lift it
    play(s2, "S-XAN-2")
    assert A_XANROS not in s2.actions() and rules.totals(s2)[0] == 1


def test_aderyn_still_hits_after_her_last_hit_point_not_the_lord():
    s = scenario(H_ADERYN, hand=["S-ADE-1", "S-ADE-6"], deck=ADE[1:3], hp=1)
    m = fight(s, "L1-M16")           # 4/3: Y A2 >YR, Y A1 ... 3 < 4
    s.zones.move(card("S-ADE-3"), rules.zone(s, Z_HAND))
    play(s, "S-ADE-1", "S-ADE-3")    # Y A2 >YR, R A2 -> 4
    s.apply(A_END)
    assert s.hp[0] == 0 and s.won[0] == 1 and m in s.zones.cards(rules.zone(s, Z_DISC))
    s = scenario(H_ADERYN, hand=["S-ADE-1", "S-ADE-3"], deck=ADE[1:2], hp=1,
                 abilities=False)
    m = fight(s, "L1-M16")
    play(s, "S-ADE-1", "S-ADE-3")
    s.apply(A_END)
    assert s.won[0] == 0
    s = scenario(H_ADERYN, hand=["S-ADE-1", "S-ADE-3"], deck=ADE[1:2], hp=1, keys=3,
                 weapon="L3-M20")
    for c in ("L3-M01", "L2-M01", "L3-M19"):
        s.zones.move(card(c), rules.zone(s, Z_HAND))
    fight(s, "LX-2")
    play(s, "S-ADE-3", "S-ADE-1", "L3-M01", "L2-M01")     # 2 + 2 + 4 + 3 + spear 3 >= 12
    s.apply(A_END)
    assert s.hp[0] == 0 and s.winner != 0 and not s.over()


def test_victorius_second_card_any_colour_third_not():
    s = scenario(H_VICTORIUS, hand=["S-VIC-1", "S-VIC-2", "S-VIC-4"], deck=VIC[4:])
    fight(s, "L1-M01")
    play(s, "S-VIC-1")               # R A3 >R
    assert card("S-VIC-2") in s.actions() and card("S-VIC-4") in s.actions()
    play(s, "S-VIC-2")               # B A2 >Y
    assert card("S-VIC-4") not in s.actions()
    s2 = scenario(H_VICTORIUS, hand=["S-VIC-1", "S-VIC-2"], deck=VIC[4:], abilities=False)
    fight(s2, "L1-M01")
    play(s2, "S-VIC-1")
    assert card("S-VIC-2") not in s2.actions()


def test_taia_draws_two_keeps_one_other_to_the_bottom():
    s = scenario(H_TAIA, hand=["S-TAI-1"], deck=["S-TAI-4", "S-TAI-5", "S-TAI-6"])
    fight(s, "L1-M01")
    play(s, "S-TAI-1")               # draw 1: she sees the top two
    assert s.phase == P_TAIA and sorted(s.actions()) == sorted(ids("S-TAI-6", "S-TAI-5"))
    s.apply(card("S-TAI-6"))
    assert s.phase == P_BATTLE and cards(s, Z_HAND) == ids("S-TAI-6")
    assert cards(s, Z_DECK) == ids("S-TAI-5", "S-TAI-4")
    s.apply(A_END)                   # the end-of-turn draw is an ordinary draw
    assert s.phase == P_TURN and s.turn == 1


def test_taia_remakes_a_one_card_deck_to_draw_two():
    s = scenario(H_TAIA, hand=["S-TAI-1"], deck=["S-TAI-4"], disc=["S-TAI-5"])
    fight(s, "L1-M01")
    play(s, "S-TAI-1")
    assert s.phase == P_TAIA and sorted(s.actions()) == sorted(ids("S-TAI-4", "S-TAI-5"))


def test_taia_without_abilities_draws_one():
    s = scenario(H_TAIA, hand=["S-TAI-1"], deck=["S-TAI-4", "S-TAI-5"], abilities=False)
    fight(s, "L1-M01")
    play(s, "S-TAI-1")
    assert s.phase == P_BATTLE and cards(s, Z_HAND) == ids("S-TAI-5")


def test_every_menu_entry_differs():
    """Two copies of one card in a hand, or two monsters alike, are told apart in the label
    itself (issue: "every entry of a menu is distinct"): seeded random four-seat games (any
    legal action, Back included)."""
    from tests.gamesuite import AnyAction
    import karak_goblin as game
    twins = 0
    for seed in range(1, 9):
        st = game.new_game(4, seed, bytes(len(game.OPTIONS)))
        bot = AnyAction(seed)
        while not st.over():
            labels = [st.label(a) for a in st.actions()]
            assert len(set(labels)) == len(labels), labels
            twins += any(t.endswith(" (2)") for t in labels)
            st.apply(bot.choose(st))
    assert twins        # the case arose
