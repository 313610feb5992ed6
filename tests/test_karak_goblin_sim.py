"""Karak: Goblin through the buttons of the headless simulator (its own view): a person
against a bot fights a monster, plays a card, ends the battle, and gets the turn back."""
from tests.shellkit import session, set_seats


def test_a_battle_through_the_buttons(tmp_path):
    s = session(tmp_path, seed=3)
    s.choose("New game")
    s.choose("Karak: Goblin")
    set_seats(s, ["Person", "Bot"])
    s.choose("Start")
    assert s.selected().startswith("L1.")             # the fights of level I
    hint = s.lines()[-1]                              # its reward, its curses
    assert hint.startswith("Gives ") or " / no " in hint
    s.press("A")                                      # fight the first monster
    view = s.app.playing.view
    assert any(line.startswith("Fights ") for line in view.log)
    assert ">" in s.selected() and s.lines()[-1].startswith("Attack ")   # a card to play
    s.press("A")                                      # play it
    assert any(line.startswith("Plays ") for line in view.log)
    s.choose("End the battle")
    for _ in range(20):                               # the bot's turn, then ours again
        if s.selected().startswith("L1."):
            break
        s.press("B")
    assert s.selected().startswith("L1.")
