"""python -m host_sim: the simulator's command line (see host_sim/__init__.py and --help)."""
import argparse
import os
import sys

from host_sim import fakes

WINDOW_KEYS = "arrows: d-pad  Z: A  X: B  Enter: Start  Shift: Select  Esc: quit"


def default_saves():
    return os.path.join(os.path.expanduser("~"), ".goblin_pocket", "saves")


def parse(argv):
    ap = argparse.ArgumentParser(prog="python -m host_sim", description=(
        "Goblin Pocket desktop simulator. Window keys: " + WINDOW_KEYS))
    ap.add_argument("--board", choices=sorted(fakes.BOARDS), default="pybadge")
    ap.add_argument("--headless", action="store_true", help="no window (SDL dummy driver)")
    ap.add_argument("--keys", default="", help="comma-separated buttons to press, e.g. DOWN,A")
    ap.add_argument("--demo", metavar="GAME", help="play GAME with bots in every seat")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--shots", metavar="DIR", help="write a PNG after each press/frame here")
    ap.add_argument("--saves", metavar="DIR",
                    help="saves folder (window: %s; headless: a new temp dir)" % default_saves())
    ap.add_argument("--scale", type=int, default=4, help="window zoom (default 4)")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse(sys.argv[1:] if argv is None else argv)
    if not args.headless:
        from host_sim import window
        if window.available():
            return window.run(args.board, args.saves or default_saves(), args.scale)
        print("No display available: running the headless demo instead.")
        args.demo = args.demo or "first"
    from host_sim import headless
    if args.demo:
        return headless.demo(args.board, args.demo, args.seed, args.shots, args.saves)
    keys = [k.strip().upper() for k in args.keys.split(",") if k.strip()]
    return headless.keys(args.board, keys, args.seed, args.shots, args.saves)


if __name__ == "__main__":
    sys.exit(main())
