"""Help where it is needed (issue 13 item 6): every game of the catalog has a help page in
its package (help.HELP, loaded only while the page is made), shown from the pause menu,
whole and fitting on both boards; the choices of heroes and potions have hints."""
import sys

import pytest

from shellkit import session, set_seats, assert_fits
from gpcore import catalog

GAMES = [k for k, _ in catalog.GAMES]


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_help(name):
    mod = __import__(name + ".help", None, None, ("HELP",))
    assert isinstance(mod.HELP, tuple) and len(mod.HELP) >= 8
    assert all(isinstance(t, str) and t.strip() for t in mod.HELP)


@pytest.mark.parametrize("board", ["pybadge", "picosystem"])
@pytest.mark.parametrize("name", GAMES)
def test_help_page_fits_and_is_whole(tmp_path, name, board):
    s = session(tmp_path, board=board)
    game = catalog.load(name)
    s.choose("New game")
    s.choose(game.TITLE)
    set_seats(s, ["Person", "Bot"])
    s.choose("Start")
    s.press("START")
    assert "Help" in s.app.screen.menu.items
    sys.modules.pop(name + ".help", None)
    s.choose("Help")
    assert name + ".help" not in sys.modules           # read, then dropped
    page = s.app.screen
    cols = s.app.profile.cols - 1
    assert s.lines()[0] == "Help: " + game.TITLE
    assert all(len(t) <= cols for t in page.lines), [t for t in page.lines if len(t) > cols]
    help_words = " ".join(__import__(name + ".help", None, None, ("HELP",)).HELP).split()
    assert " ".join(page.lines).split() == help_words   # every word, none cut
    seen = []
    for _ in range(len(page.lines)):
        assert_fits(s)
        seen += [t for t in s.lines()[1:-1] if t not in seen[-page.rows:]]
        s.press("DOWN")
    assert page.top == max(0, len(page.lines) - page.rows)    # scrolled to the end
    s.press("B")                                        # back to the game
    assert s.app.screen is s.app.playing


def test_karak_goblin_hints_explain_heroes_and_potions():
    import karak_goblin
    from karak_goblin.codes import A_HERO, A_POTION, A_HEAL
    st = karak_goblin.new_game(2, 1, bytes((1, 0)))       # heroes chosen, abilities on
    heroes = [a for a in st.actions() if a >= A_HERO]
    assert len(heroes) == 6
    hints = [st.hint(a) for a in heroes]
    assert all(0 < len(h) <= 26 for h in hints) and len(set(hints)) == 6
    for a in (A_POTION, A_POTION + 1, A_POTION + 2, A_HEAL):
        assert 0 < len(st.hint(a)) <= 26
    off = karak_goblin.new_game(2, 1, bytes((1, 1)))      # abilities off: say so
    assert off.hint(heroes[0]) == "No ability (option)"
