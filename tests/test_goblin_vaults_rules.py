"""Goblin Vaults rules: the rulebook's worked examples with fixed cards, and single rules."""
import pytest

from goblin_vaults import cards as C
from goblin_vaults import rules
from goblin_vaults.codes import (PH_WARDEN, PH_SWAP, A_BID, A_DOWN, A_SKIP, A_MOVE, A_DRAW,
                                 A_PLACE, A_SWAP, A_NOSWAP, A_CARD, A_FROM, A_BACK)
from goblin_vaults_kit import card, faction, bidding_state, vault_cells, bid, move


def test_card_strength_order_under_coins_warden():
    coins = C.SUIT_NAMES.index("coins")
    order = [card(6, "coins"), card(2, "coins"), card(9, "lanterns"), card(3, "skulls")]
    got = sorted(order, key=lambda c: -C.strength(c, coins))
    assert got == order


def test_bidding_example_gundur_jeremy_nuk():
    # Gundur (blue), Jeremy (yellow), Nuk (green); warden: a yellow coin card.
    t9, c4, k2 = card(9, "tomes"), card(4, "coins"), card(2, "crowns")
    p10 = card(10, "potions")
    warden = card(9, "coins")
    assert C.FACTION[warden] == C.FACTION[c4] == faction("YELLOW")
    st = bidding_state(3, [[t9, card(1, "tomes")], [c4, card(1, "coins")],
                           [k2, card(3, "crowns")]],
                       [p10, card(5, "potions"), card(6, "potions")], warden,
                       facs=[faction("BLUE"), faction("YELLOW"), faction("GREEN")])
    bid(st, t9, 0)
    assert st.to_move() == 1
    bid(st, c4, 0)
    assert st.phase == PH_WARDEN and st.to_move() == 1   # faction icon matches the warden
    st.apply(A_SKIP)
    assert st.bids_on(0) == [(t9, 0, 0, faction("BLUE")), (c4, 1, 0, faction("YELLOW"))]
    assert st.winning_bid(0) == c4
    assert rules.underbid(st, k2, 0)
    bid(st, k2, 0)
    assert st.gears == bytearray([3, 3, 2])
    assert "P3 pays 1g to 4 Coi" in st.events()
    # vault phase ran: Jeremy takes the 10 of potions, his 4 of coins goes to the block with
    # Nuk's gear; Gundur and Nuk vault their own bids.
    assert st.vault_cell(1, 0, 0) == (p10, False)
    assert st.vault_cell(0, 0, 0) == (t9, False)
    assert st.vault_cell(2, 0, 0) == (k2, False)
    assert st.block[0] == c4 and st.bgear[0] == 1
    assert list(st.bgear[1:]) == [1, 1]          # no bids: a gear from the supply each
    assert st.phase == PH_SWAP and st.to_move() == 0


def test_move_example_nuk_tiers_shift():
    s8, t10, t2, l1 = card(8, "skulls"), card(10, "tomes"), card(2, "tomes"), card(1, "lanterns")
    x = card(5, "potions")
    warden = card(9, "coins")
    mover = [c for c in range(60) if C.FACTION[c] == C.FACTION[warden]
             and c not in (warden, s8, t10, t2, l1, x)][0]
    st = bidding_state(3, [[mover, card(1, "crowns")], [card(2, "crowns")], [card(6, "crowns")]],
                       [card(3, "crowns"), card(4, "crowns"), card(5, "crowns")], warden)
    st.vault[:12] = vault_cells([[s8, t10, t2], [], [x, l1]])
    bid(st, mover, 0)
    assert st.phase == PH_WARDEN
    move(st, 0, 2 * 3 + 1)                       # tier 1 of chamber 1 -> tier 2 of chamber 3
    g = st.vault_grid(0)
    assert [c for c, _ in g[0]] == [t10, t2, -1]
    assert [c for c, _ in g[2]] == [x, s8, l1]


def test_illegal_action_raises_and_changes_nothing():
    st = bidding_state(2, [[card(1, "coins")], [card(2, "coins")]],
                       [card(3, "coins"), card(4, "coins"), card(5, "coins")], card(6, "coins"))
    before = st.copy()
    for a in (A_BID + card(2, "coins") * 3, A_CARD + card(2, "coins"), A_BID + card(1, "coins") * 3,
              A_BACK, A_FROM, A_SKIP, A_MOVE, 9999, -1):
        with pytest.raises(ValueError):
            st.apply(a)
        for f in ("hands", "vault", "bids", "gears", "block", "deck", "pend", "phase", "nbid",
                  "sel"):
            assert getattr(st, f) == getattr(before, f), f
    assert st.history == before.history


def test_no_underbid_without_gears():
    c9, c2 = card(9, "coins"), card(2, "coins")
    st = bidding_state(3, [[card(9, "tomes")], [c2, card(3, "skulls")], [c9]],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"), gears=[3, 0, 3])
    bid(st, card(9, "tomes"), 0)
    acts = st.actions()
    assert A_CARD + c2 in acts and A_CARD + card(3, "skulls") in acts
    st.apply(A_CARD + c2)
    assert list(st.actions()) == [A_BID + c2 * 3 + 1, A_BID + c2 * 3 + 2, A_BACK]


def test_face_down_fallback():
    hi = [card(10, "coins"), card(9, "coins"), card(8, "coins")]
    low = [card(1, "tomes"), card(2, "tomes")]
    warden = card(7, "coins")
    st = bidding_state(4, [[hi[0]], [hi[1]], [hi[2]], low],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")], warden,
                       gears=[3, 3, 3, 0])
    for s in range(3):
        bid(st, hi[s], s)
        if st.phase == PH_WARDEN:
            st.apply(A_SKIP)
    assert st.to_move() == 3
    assert sorted(st.actions()) == sorted(A_DOWN + c for c in low)
    st.apply(A_DOWN + low[0])
    assert st.gears[3] == 1
    assert st.vault_cell(3, 0, 0) == (low[0], True)
    assert st.score_sheet(3)[1:3] == [("Tier icons", 0), ("Faction icons", 0)]


def test_draw_action_and_no_draw_in_final_round():
    warden = card(9, "coins")
    m = [c for c in range(60) if C.FACTION[c] == C.FACTION[warden] and c != warden]
    other = card(1, "skulls")
    st = bidding_state(2, [[m[0], other], [m[1]]],
                       [card(3, "crowns"), card(4, "crowns"), card(5, "crowns")], warden)
    st.deck = bytearray([card(2, "lanterns"), card(7, "lanterns")])
    bid(st, m[0], 0)
    assert A_DRAW + other in st.actions()
    st.apply(A_DRAW + other)
    assert list(st.hands[0]) == [card(7, "lanterns")]
    assert list(st.deck) == [other, card(2, "lanterns")]
    bid(st, m[1], 1)                           # hand now empty: no draw action
    assert st.phase == PH_WARDEN
    assert not [a for a in st.actions() if A_DRAW <= a < A_PLACE]


def test_warden_swap_keeps_gears_on_cards():
    st = bidding_state(2, [[card(1, "tomes"), card(2, "tomes")], [card(3, "tomes"), card(4, "tomes")]],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"))
    bid(st, card(1, "tomes"), 0)
    bid(st, card(3, "tomes"), 0)
    assert st.phase == PH_SWAP and st.to_move() == 0
    assert st.bgear[1] == 1
    st.apply(A_SWAP + 1)
    assert st.warden == card(2, "potions") and st.wgear == 1
    assert st.block[1] == card(2, "lanterns") and st.bgear[1] == 0
    assert st.first == 1 and st.round == 2


def test_no_swap_passes_first_player():
    st = bidding_state(3, [[card(1, "tomes"), card(2, "tomes")], [card(3, "tomes"), card(5, "tomes")],
                           [card(4, "tomes"), card(6, "tomes")]],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"), first=2)
    for c, k in ((card(4, "tomes"), 0), (card(1, "tomes"), 1), (card(3, "tomes"), 2)):
        bid(st, c, k)
    assert st.to_move() == 2 and st.phase == PH_SWAP
    st.apply(A_NOSWAP)
    assert st.first == 0 and st.to_move() == 0


def test_placement_choice_is_asked_of_the_owner():
    st = bidding_state(2, [[card(1, "tomes"), card(2, "tomes")], [card(3, "tomes"), card(4, "tomes")]],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"))
    st.vault[0] = card(5, "skulls") + 1
    bid(st, card(1, "tomes"), 0)
    bid(st, card(3, "tomes"), 0)
    # P2 leads and takes the potion (vault empty: placed at once); P1 chooses for the 1 of tomes
    assert st.to_move() == 0 and sorted(st.actions()) == [A_PLACE, A_PLACE + 1]
    assert st.label(A_PLACE) == "Chamber 1 tier 2"
    st.apply(A_PLACE)
    assert st.vault_cell(0, 0, 1) == (card(1, "tomes"), False)
    assert st.vault_cell(1, 0, 0) == (card(1, "potions"), False)


def test_move_labels_fit_with_face_down_and_ten_cards():
    warden = card(9, "coins")
    mover = [c for c in range(60) if C.FACTION[c] == C.FACTION[warden] and c != warden][0]
    st = bidding_state(3, [[mover, card(1, "crowns")], [card(2, "crowns")], [card(6, "crowns")]],
                       [card(3, "crowns"), card(4, "crowns"), card(5, "crowns")], warden)
    st.vault[:12] = vault_cells([[card(10, "skulls"), -card(10, "tomes") - 1], [], [], []])
    bid(st, mover, 0)
    labels = [st.label(a) for a in st.actions()]
    assert "Move hidden" in labels and "Move 10 Sku" in labels
    st.apply(A_FROM + 1)                            # the hidden card: then where it goes
    assert [st.label(a) for a in st.actions()] == ["To C1 T1", "To C2 T1", "Back"]
    assert st.public_label(A_MOVE + 1 * 12 + 3) == "moves hidden>C2 T1"


def test_chambers_asked_round_the_table_from_the_last_bidder():
    """The vaults do not depend on one another: the chambers are asked from the last bidder
    (who holds the device) round the table, not in block order."""
    hands = [[card(v, "tomes"), card(v, "skulls")] for v in (1, 2, 3)]
    st = bidding_state(3, hands, [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"), first=1)
    for s in range(3):                      # a card in each vault: a real choice for all
        st.vault[s * 12] = card(4 + s, "crowns") + 1
    for s, k in ((1, 2), (2, 1), (0, 0)):   # seat 0 bids last
        bid(st, card(s + 1, "tomes"), k)
    asked = []
    while st.pend:
        asked.append(st.to_move())
        st.apply(A_PLACE)
    assert asked == [0, 1, 2]
