"""The idle loop (no redraw without a change), the view interface and the generic view."""
from shellkit import toy, session, setup_game
from firmware import views

assert toy


def count_refreshes(s):
    calls = []
    real = s.display.refresh
    s.display.refresh = lambda **kw: calls.append(1) or real(**kw)
    return calls


def test_idle_loop_does_not_redraw(toy, tmp_path):
    s = session(tmp_path)
    calls = count_refreshes(s)
    for _ in range(200):
        s.clock += 20
        assert s.runner.step() is False
    assert calls == []
    s.press("LEFT")             # nothing to change: nothing is redrawn
    assert calls == []
    s.press("A")
    assert len(calls) == 1


def test_bot_banner_waits_for_its_time_or_a_key(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    from host_sim import fakes
    fakes.HUB.press("A", True)
    s._step()
    fakes.HUB.press("A", False)
    s._step()
    play = s.app.playing
    assert play.deadline is not None                 # the bot's move is on the banner
    banner = s.lines()
    assert "Snik: chose a card" in banner
    calls = count_refreshes(s)
    for _ in range(10):
        s._step()
    assert calls == [] and s.lines() == banner       # still up, nothing redrawn
    fakes.HUB.press("B", True)                       # any key goes on
    s._step()
    fakes.HUB.press("B", False)
    s.settle()
    assert play.deadline is None and s.lines()[-1].startswith("Show ")


def test_generic_view_pages(toy, tmp_path):
    s = setup_game(session(tmp_path), ["Person", "Bot"])
    view = s.app.playing.view
    assert type(view).__name__ == "GenericView"     # (its module is reloaded per game)
    assert "Round 1/3" in s.lines()
    s.press("SELECT")
    assert "> Grub (you)" in s.lines() and "Snik" in s.lines()
    s.press("RIGHT")
    assert "No events yet" in s.lines()
    s.press("LEFT")
    assert "> Grub (you)" in s.lines()
    s.press("B")
    assert "Round 1/3" in s.lines()


def test_a_game_view_module_is_used(toy, tmp_path, monkeypatch):
    """firmware/views/<NAME>/view.py's View replaces the generic view; it gets the state and the
    seat allowed to see secrets (None on the pass screen and for bots' banners)."""
    import importlib.util
    import sys
    import types
    seen = []

    class ToyView(views.View):
        def show(self, state, seat):
            views.View.show(self, state, seat)
            seen.append(seat)

        def key(self, button):
            seen.append(button)
            return True
    folder = types.ModuleType("firmware.views.grabgame")
    folder.__path__ = []
    mod = types.ModuleType("firmware.views.grabgame.view")
    mod.View = ToyView
    made = {m.__name__: m for m in (folder, mod)}

    class Finder:               # the modules are found as files would be (the App drops the
        def find_spec(self, name, path, target=None):      # views it loaded: LIVES, V)
            if name in made:
                return importlib.util.spec_from_loader(name, self,
                                                       is_package=name == folder.__name__)

        def create_module(self, spec):
            return made[spec.name]

        def exec_module(self, module):
            pass
    monkeypatch.setattr(sys, "meta_path", [Finder()] + sys.meta_path)
    s = setup_game(session(tmp_path), ["Person", "Person"])
    v = s.app.playing.view
    assert isinstance(v, ToyView)
    assert v.area == s.app.profile.view_area and v.names == ["Grub", "Snik"]
    assert seen[-1] is None                          # pass screen: nothing private
    s.press("A")
    assert seen[-1] == 0
    s.press("SELECT")
    s.press("LEFT")
    assert seen[-2:] == ["SELECT", "LEFT"]
    s.press("A")                                     # Grub chose: pass to Snik
    assert seen[-1] is None
    s.press("A")
    assert seen[-1] == 1


def test_held_direction_repeats(toy, tmp_path):
    from firmware import keys
    for board in ("pybadge", "pygamer"):
        s = session(tmp_path / board, board=board)
        s.press("A")                                 # the game list (wraps around)
        n = len(s.app.screen.menu.items)
        s.hold("DOWN", keys.REPEAT_DELAY + 2 * keys.REPEAT_EVERY + 100)
        assert s.app.screen.menu.sel == 4 % n         # one press and three repeats
        s.hold("A", 2000)                            # A never repeats
        assert s.lines()[0] != "Choose a game"
