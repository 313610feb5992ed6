"""The README's pictures, made by the headless simulator: the title screen and the first
screen of play of each game (a person against a bot, seed 1) on a PyBadge, scaled x2.

    python tools/pictures.py            # rewrites tools/pictures/*.png
    python tools/pictures.py --out DIR  # writes them elsewhere

Each picture is a few KB (tests/test_readme_pictures.py runs this and holds each under 10 KB).
"""
import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# file name: the game's title on the game list (None: the title screen), then the keys
# pressed once play starts
PICTURES = (
    ("title", None, ()),
    ("goblin_vaults", "Goblin Vaults", ("A", "A")),
    ("karak", "Karak", ("A",) * 24),
    ("karak_goblin", "Karak: Goblin", ()),
    ("gosu", "Gosu", ("A",) * 6),
    ("karth", "Heroes of Karth", ("A",) * 13 + ("DOWN",) * 2 + ("A",)),   # an Elf Ranger's tiles
)
SCALE = 2


def make(out):
    """Write every picture into folder out; return their paths."""
    import pygame
    from host_sim.session import Session
    os.makedirs(out, exist_ok=True)
    paths = []
    for name, title, keys in PICTURES:
        with tempfile.TemporaryDirectory() as saves:
            s = Session(board="pybadge", saves=saves, seed=1)
            if title:
                s.choose("New game")
                s.choose(title)
                s.choose("Start")       # the default seats: a person and a bot
                s.presses(keys)
            surf = s.screenshot()
            w, h = surf.get_size()
            path = os.path.join(out, name + ".png")
            pygame.image.save(pygame.transform.scale(surf, (w * SCALE, h * SCALE)), path)
            paths.append(path)
    return paths


def main(argv=None):
    ap = argparse.ArgumentParser(prog="pictures.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "tools", "pictures"),
                    help="folder for the PNGs (default tools/pictures)")
    args = ap.parse_args(argv)
    for path in make(args.out):
        print("%s  %d bytes" % (path, os.path.getsize(path)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
