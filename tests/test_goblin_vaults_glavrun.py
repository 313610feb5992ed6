"""Glavrun: her 2-player bid by block icon, her solo bids (the second card's shift to the
next block card and its gear on the player's card) and what happens to her taken cards."""
from goblin_vaults import cards as C
from goblin_vaults import new_game
from goblin_vaults.codes import GLAVRUN, PH_PICK, PH_BID, PH_SWAP, A_BID, A_PICK
from goblin_vaults_kit import card, bid

WARDEN = card(8, "lanterns")      # lanterns are the warden suit in these tests


def picking_state(seats, hands, gdeck, block, gears_on_block=(0, 0, 0)):
    """A game at its first-card choice with fixed hands, Glavrun's deck (top last), block."""
    st = new_game(seats, 2, b"")
    st.hands = [bytearray(h) for h in hands]
    st.gdeck = bytearray(gdeck)
    st.block = bytearray(block)
    st.bgear = bytearray(gears_on_block)
    st.warden = WARDEN
    st.first = 0
    st.vault = bytearray(12 * seats)
    assert st.phase == PH_PICK
    return st


def test_block_icons():
    assert C.BLOCK[card(5, "crowns")] == 0 and C.BLOCK[card(3, "coins")] == 0
    assert C.BLOCK[card(9, "tomes")] == 1 and C.BLOCK[card(7, "skulls")] == 2


def test_two_players_glavrun_bids_first_by_block_icon():
    g = card(7, "skulls")                       # block icon: right
    blk = [card(1, "potions"), card(2, "potions"), card(3, "potions")]
    st = picking_state(2, [[card(1, "tomes"), card(2, "tomes")],
                           [card(3, "tomes"), card(4, "tomes")]], [g], blk, (0, 0, 2))
    st.apply(A_PICK + card(1, "tomes"))
    assert st.events() == ["P1 chose a card"]
    st.apply(A_PICK + card(3, "tomes"))
    assert "Glavrun bids 7 Sku>right" in st.events()
    assert st.phase == PH_BID and st.round == 1
    assert st.bids_on(2) == [(g, GLAVRUN, 0, st.gfac[0])]
    # P1 underbids her (pays a gear onto her card), P2 bids elsewhere
    bid(st, card(2, "tomes"), 2)
    assert st.gears[0] == 2
    bid(st, card(4, "tomes"), 0)
    # she took the right block card; its 2 gears went back to the supply
    assert list(st.gdisc) == [blk[2]] and st.gglav == 0
    assert st.block[2] == g and st.bgear[2] == 1     # her bid with P1's gear joins the block
    # chambers: P2 for the left block card it won, then P1 for its own losing bid
    assert st.to_move() == 1 and st.pend[1] == blk[0]
    st.apply(st.actions()[0])
    assert st.to_move() == 0 and st.pend[1] == card(2, "tomes")
    st.apply(st.actions()[-1])
    assert st.vault_cell(0, 1, 0) == (card(2, "tomes"), False)
    assert st.phase == PH_SWAP and st.to_move() == 0


def test_solo_second_card_shifts_and_gives_the_player_a_gear():
    first, second = card(5, "crowns"), card(3, "coins")   # both with block icon: left
    mine = card(9, "tomes")                                # block icon: middle
    blk = [card(1, "potions"), card(2, "potions"), card(3, "potions")]
    st = picking_state(1, [[card(1, "tomes"), mine]], [second, first], blk)
    st.gglav = 10
    st.apply(A_PICK + card(1, "tomes"))
    assert st.bids_on(0) == [(first, GLAVRUN, 0, st.gfac[0])]
    bid(st, mine, 1)
    ev = st.events()
    assert "Glavrun shifts right" in ev and "+1g on your 9 Tom" in ev
    # vault phase: she takes the left card, the player the middle one; her second card lost
    assert list(st.gdisc) == [blk[0], second]
    assert st.pend[1] == blk[1]
    assert list(st.block) == [first, mine, blk[2]]
    assert list(st.bgear) == [0, 1, 1]         # the player's gear stays on the bid
    assert st.gglav == 10 and st.gears[0] == 3


def test_solo_second_card_stronger_stays_and_keeps_gears():
    first, second = card(3, "coins"), card(5, "crowns")   # left, then a stronger left card
    mine = card(2, "tomes")
    blk = [card(1, "potions"), card(2, "potions"), card(3, "potions")]
    st = picking_state(1, [[card(1, "tomes"), mine]], [second, first], blk, (2, 0, 0))
    st.gglav = 10
    st.apply(A_PICK + card(1, "tomes"))
    bid(st, mine, 0)              # underbids her first card: 1 gear onto it
    assert st.gears[0] == 2
    ev = st.events()
    assert "Glavrun shifts right" not in ev
    # her second card wins the left card and its 2 gears; her first card (with the player's
    # gear) goes to her pile too: solo, she keeps those gears
    assert sorted(st.gdisc) == sorted([blk[0], first])
    assert st.gglav == 10 + 2 + 1
    assert st.block[0] == second and st.bgear[0] == 0
    assert st.pend[1] == mine


def test_solo_second_card_above_the_player_gives_no_gear():
    first, second = card(1, "coins"), card(9, "lanterns")  # left; right (warden suit)
    assert C.BLOCK[second] == 2
    mine = card(4, "tomes")
    blk = [card(1, "potions"), card(2, "potions"), card(3, "potions")]
    st = picking_state(1, [[card(1, "tomes"), mine]], [second, first], blk)
    st.apply(A_PICK + card(1, "tomes"))
    bid(st, mine, 2)
    assert not [e for e in st.events() if e.startswith("+1g on your")]
    assert list(st.gdisc) == [blk[0], blk[2]]
    assert list(st.block) == [first, card(2, "potions"), second]
