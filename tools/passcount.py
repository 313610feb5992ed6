"""How many pass screens a game of two people shows: seeded games on the real shell (the
headless simulator), both seats people, for each value of the game's first option (Heroes of
Karth's "Answers": Unseen, Holder only).

    python tools/passcount.py [--game karth] [--games 5] [--seed 1]

Each person plays what the game's own bot (make_bot(1, seed + seat)) would on that position:
the shell shows its menu, the entry is highlighted and taken with A; banners and pass screens
are passed with A, and the pass screens counted, and apart those for answers: a pass screen to a
seat other than the one whose turn it is (the state's `cur`; without one, the seat to move),
or one within the same turn as the pass screen before it (the device going back). The game's
turns are the times the turn went to another seat (the setup's steps by seat included), plus
one. Prints, per option value, the medians and the ranges (a Karth game takes about 15 s):

  karth Answers: Unseen       pass screens: median 59 (16..63), for answers 11 (0..26); turns 34
  (16..51) over 5 games
"""
import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "lib")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

NAMES = ["Ann", "Bob"]


def pass_screens(game, seed, options):
    """The pass screens of one seeded game of two people, those of them for answers, its turns
    and its number of actions."""
    from host_sim.session import Session
    from firmware.screens import PassScreen
    with tempfile.TemporaryDirectory() as saves:
        s = Session(board="pybadge", saves=saves, seed=seed)
        st = game.new_game(2, seed, options)
        bots = [game.make_bot(1, seed + i) for i in range(2)]
        s.app.go("play", (game, st, list(NAMES), [0, 0], None, None))
        s.settle()
        n = answers = turns = 0
        last = None         # the seat whose turn it was when last seen
        new = True          # the turn changed hands since the last pass screen
        while not st.over():
            play = s.app.playing
            turn = getattr(st, "cur", None)
            if turn is None:
                turn = st.to_move()
            if turn != last:
                last = turn
                turns += 1
                new = True
            if isinstance(s.app.screen, PassScreen):
                n += 1
                if st.to_move() != turn or not new:
                    answers += 1
                new = False
            elif s.app.screen is play and play.deadline is None and play.back is None:
                play.menu.sel = list(play.acts).index(bots[st.to_move()].choose(st))
            s.press("A")
        return n, answers, turns, len(st.history)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="passcount.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default="karth")
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    game = __import__(a.game)
    label, choices = game.OPTIONS[0][:2] if game.OPTIONS else ("", ("-",))
    for v in range(len(choices)):
        options = bytearray(len(game.OPTIONS))
        if options:
            options[0] = v
        games = [pass_screens(game, a.seed + g, bytes(options)) for g in range(a.games)]
        figs = ()
        for i in range(3):
            counts = sorted(x[i] for x in games)
            figs += (counts[len(counts) // 2], counts[0], counts[-1])
        print("%s %s: %-12s pass screens: median %d (%d..%d), for answers %d (%d..%d); "
              "turns %d (%d..%d) over %d games" % ((a.game, label, choices[v]) + figs
                                                    + (a.games,)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
