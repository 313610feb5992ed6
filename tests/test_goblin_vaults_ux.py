"""Goblin Vaults as people use it: bids and moves in two steps (a card, then where; Back),
only moves that change the vault, few hand-offs in a 5-person game, the solo level only
for one seat, the winning bid always on the block page, faction letters, and the preview of
a chamber, a move or a bid's block card."""
import pytest

import goblin_vaults as GV
from gpcore.zonecopy import fork
from goblin_vaults import cards as C
from goblin_vaults import vault as V
from goblin_vaults.codes import (A_BID, A_CARD, A_FROM, A_MOVE, A_BACK, A_SKIP, A_DRAW, A_PLACE,
                                 PH_WARDEN)
from goblin_vaults_kit import card, bidding_state, vault_cells, bid
from shellkit import session, count_color
from test_goblin_vaults_screens import render, colour

FIELDS = ("hands", "vault", "bids", "gears", "block", "bgear", "deck", "pend", "phase", "nbid",
          "sel", "warden", "first", "round")


def snapshot(st):
    return [bytes(getattr(st, f)) if not isinstance(getattr(st, f), (int, list))
            else [bytes(h) for h in st.hands] if f == "hands" else getattr(st, f)
            for f in FIELDS] + [fork(st.rng).bits30()]


# --- a bid in two steps ------------------------------------------------------------------
def test_bid_card_then_block_card_and_back_changes_nothing():
    st = GV.new_game(3, 4, b"")
    bot = GV.make_bot(1)
    while st.round < 2 or st.pend or st.phase != 1:
        st.apply(bot.choose(st))
    seat = st.to_move()
    first = list(st.actions())
    assert first == [A_CARD + c for c in sorted(st.hands[seat])]   # one entry a card
    before = snapshot(st)
    c = sorted(st.hands[seat])[0]
    st.apply(A_CARD + c)
    assert st.sel == c + 1 and st.log == []           # nothing shown to anyone yet
    assert st.public_label(A_CARD + c) == "picks a bid card"
    second = list(st.actions())
    assert second[-1] == A_BACK and 1 <= len(second) - 1 <= 3
    assert all((a - A_BID) // 3 == c for a in second[:-1])
    for bad in (A_CARD + c, A_BID + sorted(st.hands[seat])[1] * 3, A_SKIP, A_BACK + 1):
        mid = snapshot(st)
        with pytest.raises(ValueError):
            st.apply(bad)
        assert snapshot(st) == mid
    st.apply(A_BACK)                                    # no randomness, nothing else changed
    assert snapshot(st) == before and list(st.actions()) == first


def test_no_card_offered_without_a_block_card_to_bid_on():
    c9, c2 = card(9, "coins"), card(2, "coins")
    st = bidding_state(3, [[card(9, "tomes")], [c2, card(3, "skulls")], [c9]],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"), gears=[3, 0, 3])
    bid(st, card(9, "tomes"), 0)
    st.apply(A_CARD + c2)
    assert list(st.actions()) == [A_BID + c2 * 3 + 1, A_BID + c2 * 3 + 2, A_BACK]
    assert st.label(A_BID + c2 * 3 + 1).startswith("On mid ")


# --- the warden's moves --------------------------------------------------------------------
def canon(cells):
    return sorted(bytes(cells[k * 3:k * 3 + 3]) for k in range(4))


@pytest.mark.parametrize("chambers", [
    [[1], [], [], []], [[1, 2], [], [], []], [[1], [2], [3], []], [[1, 2, 3], [4], [], []],
    [[1, 2, 3], [4, 5, 6], [7, 8], [9]], [[1, -3], [5], [], []]])
def test_every_move_changes_the_vault(chambers):
    """No move leaves the vault as it was (chamber order does not count: empty chambers are
    interchangeable); the moves of one card all differ; every change is on offer."""
    cells = vault_cells(chambers)
    got = set()
    by_card = {}
    for m in V.move_options(cells, 0):
        after = bytearray(cells)
        V.do_move(after, 0, m)
        assert canon(after) != canon(cells), m
        assert canon(after) not in by_card.setdefault(m // 12, []), m
        by_card[m // 12].append(canon(after))
        got.add(tuple(canon(after)))
    want = set()
    for a in range(12):
        for b in range(12):
            ka, ia, kb, ib = a // 3, a % 3, b // 3, b % 3
            la, lb = V.chamber_len(cells, 0, ka), V.chamber_len(cells, 0, kb)
            if ia >= la or (ib >= la if ka == kb else ib > lb or lb == 3):
                continue
            after = bytearray(cells)
            V.do_move(after, 0, a * 12 + b)
            want.add(tuple(canon(after)))
    want.discard(tuple(canon(cells)))
    assert got == want


def test_move_card_then_where_and_no_warden_action_comes_last():
    """The moves, then the redraws, then no warden action: the menu's first (preselected)
    entry plays, so a new player pressing A after each banner does not skip the action."""
    warden = card(9, "coins")
    mover = [c for c in range(60) if C.FACTION[c] == C.FACTION[warden] and c != warden][0]
    st = bidding_state(3, [[mover, card(1, "crowns")], [card(2, "crowns")], [card(6, "crowns")]],
                       [card(3, "crowns"), card(4, "crowns"), card(5, "crowns")], warden)
    lone = card(10, "skulls")
    st.vault[:12] = vault_cells([[lone], [card(8, "tomes"), card(2, "tomes")], [], []])
    bid(st, mover, 0)
    assert st.phase == PH_WARDEN
    acts = list(st.actions())
    # the lone 10 of skulls can go only into chamber 2; chamber 2's cards anywhere
    assert acts == [A_FROM + 0, A_FROM + 3, A_FROM + 4, A_DRAW + card(1, "crowns"), A_SKIP]
    st.apply(A_FROM + 0)
    assert [st.label(a) for a in st.actions()] == ["To C2 T1", "To C2 T2", "To C2 T3", "Back"]
    st.apply(A_MOVE + 0 * 12 + 3 + 2)
    assert st.vault_grid(0)[1][2] == (lone, False) and st.sel == 0


# --- hand-offs -----------------------------------------------------------------------------
def test_five_people_one_pass_screen_each_a_round(tmp_path):
    """Five people through the simulator: a pass screen for each first card and each bid
    (9 rounds x 5), the chambers and the warden swap made on the open screen."""
    s = session(tmp_path)
    s.choose("New game")
    s.choose("Goblin Vaults")
    for _ in range(3):
        s.press("RIGHT")
    for i in range(5):
        s.choose(str(i + 1))
        while not s.selected().endswith(" Person"):
            s.press("A")
    s.choose("Start game")
    passes = 0
    play = s.app.playing
    while not play.state.over():
        if s.lines()[0].startswith("Pass to"):
            passes += 1
        else:
            st = play.state
            if st.private_seat() is None:    # a public decision: no hand but the holder's
                assert play.view.seat in (None, play.holder)
                for a in st.actions():
                    assert st.public_label(a) == st.label(a)
        s.press("A")
    assert passes <= 5 + 9 * 5, passes


# --- the solo level -------------------------------------------------------------------------
def test_solo_level_only_for_one_seat(tmp_path):
    s = session(tmp_path)
    s.choose("New game")
    s.choose("Goblin Vaults")
    assert not [ln for ln in s.lines() if "Solo level" in ln]       # 2 seats
    s.press("LEFT")
    assert [ln for ln in s.lines() if "Solo level" in ln]           # 1 seat
    s.choose("Solo level")                                          # A: the next level
    assert s.selected() == "Solo level: < MEDIUM >"
    s.choose("Start game")
    assert s.app.playing.state.options[0] == 1


# --- the block page ---------------------------------------------------------------------------
@pytest.mark.parametrize("board", ("pybadge", "picosystem"))
def test_the_winning_bid_shows_among_five(board):
    from firmware.views.goblin_vaults import tiles as P
    tomes = [card(v, "tomes") for v in (1, 2, 3, 10, 4)]
    st = bidding_state(5, [[c, card(5, "skulls")] for c in tomes],
                       [card(1, "potions"), card(2, "potions"), card(3, "potions")],
                       card(2, "lanterns"), facs=[4, 1, 2, 0, 3])
    for c in tomes[:4]:             # rising bids: the last one, Blue's 10, wins
        bid(st, c, 0)
        if st.phase == PH_WARDEN:
            st.apply(A_SKIP)
    assert st.winning_bid(0) == tomes[3] and len(st.bids_on(0)) == 4
    st.bgear[0] = 1                 # a gear line too: more bids than lines on a PyBadge
    view, disp = render(board, st, None)
    surf = disp.surface()
    p = view.painter
    x, below = p.cx(1), p.top + p.bh + 2
    column = (x - 2, below, p.col - 2, view.area[3] - below)
    assert count_color(surf, colour(P.FAC + 0), column) > 10        # Blue's winning bid
    assert count_color(surf, colour(P.WHITE), (x - 2, below, 2, column[3])) == 20   # its bar


def test_faction_letters_on_cards():
    from firmware.views.goblin_vaults.tiles import card_text, LETTER
    assert LETTER == "BYGRP"
    for c in range(C.NCARDS):
        assert card_text(c)[0] == C.FACTION_NAMES[C.FACTION[c]][0]
    assert card_text(card(10, "tomes"), 3) == "R10Tom"          # a bid of Red's
    assert card_text(card(7, "coins"), 0, 2) == "B 7Co"


# --- previews -------------------------------------------------------------------------------
@pytest.mark.parametrize("board", ("pybadge", "picosystem"))
def test_chamber_and_move_previews(board):
    from firmware.views.goblin_vaults import tiles as P
    st = GV.new_game(2, 4, b"")
    bot = GV.make_bot(1)
    while not st.pend or len(st.actions()) < 2:
        st.apply(bot.choose(st))
    seat = st.to_move()
    view, disp = render(board, st, seat)
    assert view.pages()[view.page] == ("vault", seat)
    p = view.painter
    fac = colour(P.FAC + C.FACTION[st.pend[1]])
    for a in st.actions():
        k = a - A_PLACE
        view.hover(st, a)
        disp.refresh()
        surf = disp.surface()
        t = V.chamber_len(st.vault, seat * 12, k)
        cx, cy = p.cell(k, t)
        assert count_color(surf, fac, (cx, cy, p.bw, p.bh)) > 20     # the card where it goes
        assert count_color(surf, colour(P.GOLD), (cx - 2, p.top, p.bw + 4, 3)) >= p.bw
        other = p.cell((k + 1) % 4, 0)
        assert count_color(surf, colour(P.GOLD), (other[0] - 2, p.top, p.bw + 4, 3)) == 0
    view.hover(st, None)
    disp.refresh()
    cx, cy = p.cell(0, 0)
    assert count_color(disp.surface(), colour(P.GOLD), (cx - 2, p.top, p.bw + 4, 3)) == 0


@pytest.mark.parametrize("board", ("pybadge", "picosystem"))
def test_a_bids_block_card_framed(board):
    from firmware.views.goblin_vaults import tiles as P
    st = GV.new_game(2, 4, b"")
    bot = GV.make_bot(1)
    while st.phase != 1 or st.pend or st.round < 1:
        st.apply(bot.choose(st))
    seat = st.to_move()
    st.apply(A_CARD + sorted(st.hands[seat])[0])
    view, disp = render(board, st, seat)
    p = view.painter
    for a in st.actions()[:-1]:
        k = (a - A_BID) % 3
        view.hover(st, a)
        disp.refresh()
        surf = disp.surface()
        for j in range(3):
            frame = (p.cx(j + 1) - 2, p.top, p.bw + 4, 1)
            assert (count_color(surf, colour(P.WHITE), frame) > p.bw) == (j == k)
