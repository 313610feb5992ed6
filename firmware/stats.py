"""Statistics kept on the device: games played and won per person's name and per game, shown
from the title screen ("Game statistics", the place "stats"; loaded for that screen only). The
counting and the file are firmware.tally's, loaded at the end of a game.

Only people count: a bot's seat is neither played nor won under its name, and a game with
bots only is not counted. Per game, "played" counts the games with at least one person and
"people won" those a person won (a shared win counts). A finished game is counted once,
when it ends: not when it is looked at again as the last game, not in a replay, and not
twice if the power is cut between the count and the move of its save to the last game (the
file keeps which game it counted last: its seed and number of moves).

<saves>/statistics.dat is written like a save (a temporary file renamed over the old one,
firmware.save_store) with a checksum; a damaged one (an empty one too) is reported on the
title screen (or, damaged since, on this screen or the next title), moved aside to
statistics.bad, and the statistics start again. Layout: the text HEAD, the last game counted
("seed moves"), then one line per record "game name played won" (name "*": the game's
totals), lines ended by "\n", then the Fletcher-16 checksum of the text, 2 bytes LE.
"""
from gpcore import catalog
from firmware.tally import load, FILE
from firmware.opening import set_aside


def screen(app, arg=None):
    """The place "stats": per game its games and people's wins and each person's games and
    wins there; then each person over all games."""
    got = load(app.store)
    lines = []
    if got is None:             # damaged since the title checked it
        path = app.store.root + "/" + FILE
        lines = ["Statistics damaged: reset"] + set_aside(app.store, "statistics",
                                                          (path, path + ".tmp"))
    out = got[0] if got else {}
    scores = {}                 # per name over all games
    for key, title in catalog.GAMES:
        total = out.get((key, "*"))
        if total is None:
            continue
        lines.append("%s: %d played" % (title, total[0]))
        lines.append("  people won %d" % total[1])
        for k in sorted(out):
            if k[0] == key and k[1] != "*":
                lines.append(" %-5s %3d played %3d won" % (k[1], out[k][0], out[k][1]))
                total = scores.setdefault(k[1], [0, 0])
                total[0] += out[k][0]
                total[1] += out[k][1]
    if scores:
        lines.append("Over all games")
        for name in sorted(scores):
            lines.append(" %-5s %3d played %3d won" % (name, scores[name][0], scores[name][1]))
    else:
        lines.append("No game finished yet.")
    return app.show(app.text_screen("Game statistics", lines,
                                    lambda: app.go("title")))
