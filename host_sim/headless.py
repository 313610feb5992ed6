"""Headless runs: scripted button presses, and whole games with bots in every seat."""
from host_sim import fakes
from host_sim.session import Session

BUTTONS = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT")


def keys(board, names, seed=1, shots=None, saves=None):
    """Press each button in turn (a PNG per press in shots); print the final screen."""
    for n in names:
        if n not in BUTTONS:
            print("unknown button %r (use %s)" % (n, ", ".join(BUTTONS)))
            return 2
    s = Session(board=board, saves=saves, seed=seed, shots=shots)
    for n in names:
        s.press(n)
    print("\n".join(s.lines()))
    if shots:
        print("%d screenshots in %s" % (s.count, shots))
    return 0


def _installed(name):
    """The catalog entry (key, title) for name ("first": the first game that imports)."""
    fakes.install()
    from gpcore import catalog
    for key, title in catalog.GAMES:
        if name in (key, "first"):
            try:
                catalog.load(key)
            except ImportError:
                continue
            return key, title
    return None


def demo(board, name, seed=1, shots=None, saves=None):
    """Play a whole game with bots in every seat through the firmware; print the result."""
    entry = _installed(name)
    if entry is None:
        print("no game is installed" if name == "first" else
              "game %r is not installed" % name)
        return 2
    s = Session(board=board, saves=saves, seed=seed, shots=shots)
    if shots:
        s.on_frame = lambda: s.shot("frame")
    start_bot_game(s, entry[1])
    lines = s.lines()
    print("\n".join(lines))
    if shots:
        print("%d screenshots in %s" % (s.count, shots))
    return 0 if lines and lines[0] == "Game over" else 1


def start_bot_game(s, title):
    """From the title screen: New game, the game, every seat a bot, Start."""
    s.choose("New game")
    s.choose(title)
    for _ in range(30):
        sel = s.selected()
        if sel.startswith("Start"):
            break
        if sel[:1].isdigit():
            while not sel.endswith(" Bot"):
                s.press("A")
                sel = s.selected()
        s.press("DOWN")
    s.press("A")
    return s
