"""Goblin Vaults whole games: seeded random playouts checking the invariants after every
action, save-style replay, hidden information in observe(), the bot, the packed tables and a
bot game under MicroPython."""
import os
import subprocess
import sys

import pytest

import goblin_vaults as game
from goblin_vaults.checks import invariants
from goblin_vaults.codes import PH_PICK
from gpcore.engine import OVER
from gpcore.bots import RandomBot
from gpcore.rollout import play_out
from gpcore.savefmt import replay
from gpcore.rng import Rng
from tests.gamesuite import AnyAction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODES = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 0), (1, 1), (1, 2)]   # (seats, solo level)


def _random_game(seats, seed, level):
    st = game.new_game(seats, seed, bytes((level, seed % 2)))
    bot = AnyAction(seed * 3 + 1)      # Back included
    rounds_seen = set()
    steps = 0
    while not st.over():
        invariants(st)
        acts = st.actions()
        assert acts, "no legal action while playing"
        for a in acts:
            assert len(st.label(a)) <= 20, st.label(a)
            assert len(st.hint(a)) <= 26, st.hint(a)
        st.apply(bot.choose(st))
        for e in st.events():
            assert len(e) <= 26, e
        rounds_seen.add(st.round)
        steps += 1
        assert steps < 500
    invariants(st)
    assert st.round == 9 and rounds_seen <= set(range(10)) and 9 in rounds_seen
    assert st.to_move() == OVER and st.actions() == []
    assert all(len(h) == 0 for h in st.hands)
    for s in range(seats):
        filled = sum(1 for v in st.vault[s * 12:s * 12 + 12] if v)
        assert filled == 10                     # first card + one card per round
    r = st.result()
    assert len(r) == seats and all(x >= 0 for x in r)
    assert r == [st.score_sheet(s)[-1][1] for s in range(seats)]
    return st


@pytest.mark.parametrize("seats,level", MODES)
def test_random_playouts_keep_invariants(seats, level):
    for seed in range(6):
        _random_game(seats, 100 + seed, level)


def test_glavrun_uses_her_deck():
    st = _random_game(2, 7, 0)
    assert len(st.gdeck) == 1 and len(st.gdisc) >= 9
    st = _random_game(1, 7, 2)
    assert len(st.gdeck) == 0 and len(st.gdisc) == 18


def test_replay_gives_the_same_state():
    for seats in (1, 2, 4):
        st = _random_game(seats, 55, 1)
        again = replay(game, seats, st.seed, st.options, st.history)
        assert again.__dict__.keys() == st.__dict__.keys()
        for k, v in st.__dict__.items():
            if k not in ("rng", "log"):
                assert getattr(again, k) == v, k
        assert (again.rng.z, again.rng.w) == (st.rng.z, st.rng.w)


def test_events_call_seats_by_their_names_when_given():
    st = game.new_game(2, 5, b"")
    st.apply(st.actions()[0])
    st.apply(st.actions()[0])                  # both pick: the picks are revealed
    named = st.events(["Ann", "Bo"])
    assert named[0] == "Bo chose a card" and named[1].startswith("Ann reveals ")
    assert st.events()[:2] == [named[0].replace("Bo", "P2"), named[1].replace("Ann", "P1")]
    assert any(line.startswith("Glavrun bids ") for line in named)


def test_observe_hides_other_hands_and_picks():
    st = game.new_game(3, 21, b"")
    st.apply(st.actions()[0])                  # P1 picks secretly
    assert st.events() == ["P1 chose a card"]
    hidden = st.pick[0]
    changed = 0
    for i in range(5):
        ob = st.observe(1, Rng(i + 1))
        assert ob.hands[1] == st.hands[1]       # own hand kept
        assert len(ob.hands[0]) == len(st.hands[0]) and len(ob.hands[2]) == len(st.hands[2])
        assert len(ob.deck) == len(st.deck)
        changed += (ob.hands[0] != st.hands[0]) + (ob.pick[0] != hidden)
        invariants(ob)
    assert changed >= 8
    assert st.pick[0] == hidden                # the real state is untouched


def test_observe_depends_only_on_what_is_unseen():
    st = game.new_game(2, 8, b"")
    while st.phase == PH_PICK:
        st.apply(st.actions()[0])
    other = st.copy()
    mixed = bytearray(reversed(other.hands[1] + other.deck + other.gdeck))
    h, d = len(st.hands[1]), len(st.deck)
    other.hands[1], other.deck, other.gdeck = mixed[:h], mixed[h:h + d], mixed[h + d:]
    assert other.hands[1] != st.hands[1]
    a = st.observe(0, Rng(5))
    b = other.observe(0, Rng(5))
    assert a.hands == b.hands and a.deck == b.deck and a.gdeck == b.gdeck


@pytest.mark.parametrize("seats", [1, 2, 3, 5])
def test_bot_choice_ignores_where_hidden_cards_lie(seats):
    # The bot decides on the real state: re-dealing everything its seat cannot see (other
    # hands, both decks, other seats' secret picks and face-down cards) changes no choice.
    bot = game.make_bot(1, 9)
    rnd = RandomBot(4)
    st = game.new_game(seats, 31 + seats, b"")
    gen = Rng(8)
    redealt = 0
    while not st.over():
        seat = st.to_move()
        mine = bot.choose(st)
        for _ in range(3):
            other = st.observe(seat, gen)
            redealt += other.hands != st.hands or other.vault != st.vault or \
                other.pick != st.pick or other.deck != st.deck
            assert bot.choose(other) == mine
        st.apply(mine if len(st.history) % 2 else rnd.choose(st))
    assert redealt > 50


def test_bot_plays_every_mode():
    for seats, level in MODES:
        st = game.new_game(seats, 40 + seats, bytes((level, 0)))
        bots = [game.make_bot(1, s) for s in range(seats)]
        play_out(st, bots)
        assert st.over()


def test_packed_tables_are_current():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "pack_tables.py"),
                        "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout


MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")

MP_SCRIPT = """
import sys
sys.path.insert(0, %r)
import goblin_vaults as game
from gpcore.rollout import play_out
for seats in (1, 2, 5):
    st = game.new_game(seats, 3, bytes((1, 0)))
    play_out(st, [game.make_bot(1, s) for s in range(seats)])
    print(seats, st.result())
"""


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason="no micropython in the venv")
def test_bot_games_run_under_micropython(tmp_path):
    script = tmp_path / "gv.py"
    script.write_text(MP_SCRIPT % os.path.join(ROOT, "lib"))
    r = subprocess.run([MICROPYTHON, "-X", "heapsize=128K", str(script)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    got = r.stdout.split("\n")
    for seats in (1, 2, 5):
        st = game.new_game(seats, 3, bytes((1, 0)))
        play_out(st, [game.make_bot(1, s) for s in range(seats)])
        assert "%d %s" % (seats, st.result()) in got    # same game on both interpreters


MP_MODULES = """
import sys
sys.path.insert(0, %r)
import goblin_vaults as game
st = game.new_game(5, 4, b"")
bots = [game.make_bot(1, s) for s in range(5)]
while not st.over():
    st.apply(bots[st.to_move()].choose(st))
print(" ".join(sorted(m for m in sys.modules if "." in m)))
print("setup" in game.__dict__, st.result() is not None)
"""


@pytest.mark.skipif(not os.path.exists(MICROPYTHON), reason="no micropython in the venv")
def test_a_bot_game_keeps_only_the_engine_loaded(tmp_path):
    # setup is unloaded after new_game; a 5-seat bot game never loads the text, the read API,
    # the card names or the copies for observe() (screens and tests only)
    script = tmp_path / "mods.py"
    script.write_text(MP_MODULES % os.path.join(ROOT, "lib"))
    r = subprocess.run([MICROPYTHON, str(script)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    loaded, flags = r.stdout.splitlines()
    assert loaded.split() == ["goblin_vaults." + m for m in (
        "bot", "goals", "rules", "state", "tables", "vault")] + [
        "gpcore.engine", "gpcore.rng"]
    assert flags == "False True"
