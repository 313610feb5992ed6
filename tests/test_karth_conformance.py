"""The conformance suite (tests/test_conformance.py) on Heroes of Karth before it joins the
device's catalog (its engine is over the heap limits: README): karth put first in the
catalog for each test, its facts' checks run as they will there. The generic greedy and
rollout bots' whole games (about 60 s together) wait for the catalog."""
import importlib

import pytest

from tests import test_conformance as suite
from tests.shellkit import in_catalog


@pytest.fixture(autouse=True)
def karth_listed(monkeypatch):
    in_catalog(monkeypatch, importlib.import_module("karth"))


def test_facts():
    suite.test_the_game_declares_its_facts("karth")


@pytest.mark.parametrize("seats", (2, 3, 4))
def test_playout_replay_and_save(seats):
    suite.test_random_playout_keeps_the_contract("karth", seats)
    suite.test_replay_and_save_give_the_same_state("karth", seats)


def test_illegal_actions():
    suite.test_illegal_actions_raise_and_change_nothing("karth")


def test_observe_and_bot_secrets(monkeypatch):
    suite.test_observe_redeals_exactly_what_is_hidden("karth")
    suite.test_bot_choice_ignores_what_its_seat_cannot_see("karth", monkeypatch)


def test_random_bots_end_a_game():
    suite.test_every_generic_bot_ends_every_game("karth", "random")
