"""gpcore.effects: effect programs run step by step over a game's handlers, on the toy game's
trick cards (tools/tables/toygame_cards.csv): a step that needs a choice waits and offers it
as actions, a choice in several steps takes Back, a reaction moves the turn to another seat and
back, and a half-run program survives copy(), observe() and replay."""
import os
import subprocess
import sys

import pytest

from gpcore import effects, savefmt
from gpcore.rng import Rng
from tests.fixtures import toygame
from tests.fixtures.toygame.codes import (ALLOW, BACK, BANK, HAND, NONE, PLAY, ROLL, SEAT,
                                          SHIELD, SLOT)
from tests.fixtures.toygame.names import CARD_NAME_NAMES
from tests.gamesuite import AnyAction
from test_core_engine import snapshot

THIEF, TRICKSTER, SHIELD_CARD = (CARD_NAME_NAMES.index(n) + 1
                                 for n in ("Thief", "Trickster", "Shield"))
HERE = os.path.dirname(os.path.abspath(__file__))


def table(hands, scores=(5, 7, 0)):
    """A 3-seat toy with these hands (card + 1 per slot, seat by seat), these scores and
    nothing left to draw."""
    s = toygame.new_game(3, 1, b"\x00")
    s.hands = bytearray(hands)
    s.scores = bytearray(scores)
    s.left = 0          # an empty deck: a card played or discarded leaves its slot empty
    return s


def test_a_program_runs_its_steps_in_order():
    s = table((TRICKSTER, 0, 0, 0, 0, 0, 0, 0, 0))      # nobody has a card to swap with
    s.apply(PLAY)
    assert s.fx[0] == NONE                               # SWAP found nothing, SCORE 1 ran
    assert s.scores[0] == 6 and s.events() == ["Played 0", "Scored 1"]
    assert s.to_move() == 0 and ROLL in s.actions()       # a trick does not end the turn


def test_a_choice_stops_the_program_and_is_offered_as_actions():
    s = table((THIEF, 2, 3, 4, 5, 6, 1, 2, 3))
    s.apply(PLAY)
    assert s.fx[0] == THIEF - 1 and s.fx[2] == 0
    assert s.actions() == [SEAT + 1]                     # seat 2 has no points
    assert s.label(SEAT + 1) == "Seat 2" and s.hint(SEAT + 1) == "Has 7 points"
    s.apply(SEAT + 1)
    assert list(s.scores) == [8, 4, 0] and s.fx[0] == NONE and s.to_move() == 0


def test_an_illegal_choice_raises_and_changes_nothing():
    s = table((THIEF, 2, 3, 4, 5, 6, 1, 2, 3))
    s.apply(PLAY)
    before = snapshot(s)
    for a in (ROLL, BANK, PLAY, SEAT + 0, SEAT + 2, BACK, SHIELD, 255):
        with pytest.raises(ValueError):
            s.apply(a)
        assert snapshot(s) == before


def test_a_reaction_moves_the_turn_to_the_robbed_seat_and_back():
    s = table((THIEF, 2, 3, 4, SHIELD_CARD, 6, 1, 2, 3))
    s.apply(PLAY)
    s.apply(SEAT + 1)
    assert s.to_move() == 1 and s.seat == 0              # seat 1 answers in seat 0's turn
    assert s.actions() == [SHIELD, ALLOW] and s.private_seat() == 1
    assert s.label(SHIELD) == "Block with Shield"
    s.apply(SHIELD)
    assert list(s.scores) == [5, 7, 0] and s.events() == ["Blocked by a Shield"]
    assert SHIELD_CARD not in s.hands[3:6]
    assert s.to_move() == 0 and s.fx[0] == NONE           # back to the thief's turn
    t = table((THIEF, 2, 3, 4, SHIELD_CARD, 6, 1, 2, 3))
    for a in (PLAY, SEAT + 1, ALLOW):
        t.apply(a)
    assert list(t.scores) == [8, 4, 0] and t.hands[4] == SHIELD_CARD and t.to_move() == 0


def test_a_choice_in_three_steps_takes_back():
    s = table((TRICKSTER, 5, 6, 1, 2, 3, 0, 0, 0))
    s.apply(PLAY)
    assert s.actions() == [SLOT + 1, SLOT + 2]             # your card (no Back yet)
    assert s.label(SLOT + 1) == "Give Five"
    hands = bytes(s.hands)
    s.apply(SLOT + 2)
    assert s.actions() == [SEAT + 1, BACK]                 # a seat with cards
    s.apply(BACK)
    assert s.actions() == [SLOT + 1, SLOT + 2] and bytes(s.hands) == hands
    s.apply(SLOT + 1)
    s.apply(SEAT + 1)
    assert s.actions() == [SLOT + 0, SLOT + 1, SLOT + 2, BACK]
    assert s.label(SLOT + 0) == "Their card 1"            # face down
    s.apply(BACK)
    assert s.actions() == [SEAT + 1, BACK]
    s.apply(SEAT + 1)
    s.apply(SLOT + 2)
    assert bytes(s.hands) == bytes((0, 3, 6, 1, 2, 5, 0, 0, 0)) and s.scores[0] == 6
    assert s.fx[0] == NONE and s.events() == ["Swapped a card", "Scored 1"]
    assert len(s.history) == 8


def test_back_at_a_steps_first_choice_is_refused(monkeypatch):
    """A handler that offers Back before anything is chosen: Back is not among the actions,
    and choosing it raises ValueError and changes nothing (it used to take fx[2] below 0)."""
    score, steal, swap = toygame.Toy.FX_OPS

    def careless(st, step):
        out = swap(st, step)
        return out + [BACK] if out and BACK not in out else out

    monkeypatch.setattr(toygame.Toy, "FX_OPS", (score, steal, careless))
    s = table((TRICKSTER, 5, 6, 1, 2, 3, 0, 0, 0))
    s.apply(PLAY)
    assert s.actions() == [SLOT + 1, SLOT + 2]
    before = (snapshot(s), bytes(s.fx))
    with pytest.raises(ValueError):
        s.apply(BACK)
    assert (snapshot(s), bytes(s.fx)) == before
    s.apply(SLOT + 1)
    assert s.actions() == [SEAT + 1, BACK]             # after it, Back is offered
    s.apply(BACK)
    assert s.actions() == [SLOT + 1, SLOT + 2] and s.fx[2] == 0


def test_a_game_whose_steps_offer_no_back_needs_no_back(monkeypatch):
    """BACK is the Back of games that offer one: without it, a choice in two steps (the
    Thief's seat, then the robbed seat's answer) still runs."""
    monkeypatch.delattr(toygame.Toy, "BACK")
    s = table((THIEF, 2, 3, 4, SHIELD_CARD, 6, 1, 2, 3))
    for a in (PLAY, SEAT + 1, ALLOW):
        s.apply(a)
    assert list(s.scores) == [8, 4, 0] and s.fx[0] == NONE


def waiting(seed, reaction=False):
    """A random bot game played until a program waits for a choice (by another seat)."""
    s = toygame.new_game(3, seed, b"\x00")
    bots = [AnyAction(seed * 7 + i) for i in range(3)]
    while not s.over():
        if s.fx[0] != NONE and (not reaction or s.to_move() != s.seat):
            return s
        s.apply(bots[s.to_move()].choose(s))
    return None


@pytest.mark.parametrize("reaction", [False, True])
def test_copy_observe_and_replay_mid_program_give_the_same_state(reaction):
    found = 0
    for seed in range(1, 60):
        s = waiting(seed, reaction)
        if s is None:
            continue
        found += 1
        before = snapshot(s)
        acts = list(s.actions())
        assert acts == effects.choices(s)
        assert snapshot(s.copy()) == before
        r = savefmt.replay(toygame, 3, seed, b"\x00", s.history)
        assert snapshot(r) == before and list(r.actions()) == acts
        seat = s.to_move()
        o = s.observe(seat, Rng(seed))
        assert snapshot(s) == before
        assert bytes(o.fx) == bytes(s.fx) and o.to_move() == seat
        assert o.hands[seat * HAND:seat * HAND + HAND] == s.hands[seat * HAND:seat * HAND + HAND]
        c = s.copy()
        c.apply(acts[0])
        assert snapshot(s) == before                       # the copy is its own
        if found == 5:
            break
    assert found == 5


def test_every_trick_comes_up_in_bot_games():
    seen = set()
    for seed in range(1, 40):
        s = toygame.new_game(2 + seed % 3, seed, bytes((seed % 2,)))
        bots = [AnyAction(seed + i) for i in range(4)]
        while not s.over():
            a = bots[s.to_move()].choose(s)
            if s.fx[0] != NONE:
                seen.add(a if a in (BACK, SHIELD, ALLOW) else a & ~3)
            s.apply(a)
    assert seen == {BACK, SHIELD, ALLOW, SEAT, SLOT}


def test_the_interpreter_on_desktop_micropython():
    from tools import memcheck
    r = subprocess.run([memcheck.MICROPYTHON, os.path.join(HERE, "mp_effects_run.py"),
                        os.path.join(HERE, "..", "lib"), os.path.join(HERE, "fixtures")],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.startswith("OK"), r.stdout + r.stderr


@pytest.mark.parametrize("core", ["1.23", "1.25"])
def test_the_interpreter_on_the_cores_of_circuitpython_9_and_10(core):
    from tools import mpcompat
    args = [os.path.join(mpcompat.ROOT, "lib"), os.path.join(HERE, "fixtures")]
    ok, out, err = mpcompat.run(core, os.path.join(HERE, "mp_effects_run.py"), args)
    assert ok and out.strip().startswith("OK"), out + err
