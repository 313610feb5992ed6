"""Statistics kept on the device: games played and won per person's name and per game, shown
from the title screen ("Game statistics"). Loaded at the end of a game (count) and for that
screen only, then dropped (the shell forgets it).

Only people count: a bot's seat is neither played nor won under its name, and a game with
bots only is not counted. Per game, "games" counts the games with at least one person and
"won by people" those a person won (a shared win counts). A finished game is counted once,
when it ends: not when it is looked at again as the last game, not in a replay, and not
twice if the power is cut between the count and the move of its save to the last game (the
file keeps which game it counted last: its seed and number of moves).

<saves>/statistics.dat is written like a save (a temporary file renamed over the old one,
firmware.save_store) with a checksum; a damaged one is reported (on the title screen, or on
this screen) and the statistics start again. Layout: the text HEAD, the last game counted
("seed moves"), then one line per record "game name played won" (name "*": the game's
totals), lines ended by "\n", then the Fletcher-16 checksum of the text, 2 bytes LE.
"""
from gpcore import catalog
from gpcore.savefmt import fletcher16

FILE = "statistics.dat"
HEAD = "Goblin Pocket statistics 1\n"


def load(store):
    """(records {(game, name): [played, won]}, last game counted, message or None)."""
    data = store.read(FILE)
    if not data:
        return {}, "", None
    n = len(data) - 2
    try:
        if n < len(HEAD) or fletcher16(data, n) != data[n] | data[n + 1] << 8:
            raise ValueError
        lines = data[:n].decode().split("\n")
        if lines[0] + "\n" != HEAD:
            raise ValueError
        out = {}
        for s in lines[2:-1]:
            game, name, n, won = s.split()
            out[(game, name)] = [int(n), int(won)]
        return out, lines[1], None
    except (ValueError, UnicodeError, IndexError):
        return {}, "", "Statistics damaged: reset"


def save(store, out, last):
    """Write the records; returns a message if the flash cannot be written."""
    lines = [HEAD, last, "\n"]
    for k in sorted(out):
        lines.append("%s %s %d %d\n" % (k[0], k[1], out[k][0], out[k][1]))
    data = bytearray("".join(lines).encode())
    c = fletcher16(data, len(data))
    data.append(c & 0xFF)
    data.append(c >> 8)
    return store.put(FILE, data)


def count(app, play):
    """The game of `play` has just ended: count it (once) and, if a person won, play the win
    sound. A damaged file is reported on the next title screen."""
    st = play.state
    wins = st.winners()
    last = str(st.seed) + " " + str(len(st.history))
    out, seen, msg = load(app.store)
    humans = 0
    won = 0
    game = play.game.NAME
    for i in range(len(play.names)):
        if not play.bots[i]:
            humans += 1
            total = out.setdefault((game, play.names[i]), [0, 0])
            total[0] += 1
            if i in wins:
                total[1] += 1
                won = 1
    if won:
        app.profile.play("won")
    if msg:
        app.notice = [msg]
    if not humans or seen == last:
        return
    total = out.setdefault((game, "*"), [0, 0])
    total[0] += 1
    total[1] += won
    save(app.store, out, last)


def screen(app):
    """The statistics: per game its games and people's wins and each person's games and
    wins there; then each person over all games."""
    out, _, msg = load(app.store)
    lines = [msg] if msg else []
    if msg:
        save(app.store, out, "")
    scores = {}                 # per name over all games
    for key, title in catalog.GAMES:
        total = out.get((key, "*"))
        if total is None:
            continue
        lines.append("%s: %d games" % (title, total[0]))
        lines.append("  people won %d" % total[1])
        for k in sorted(out):
            if k[0] == key and k[1] != "*":
                lines.append("  %-5s %3d games %3d won" % (k[1], out[k][0], out[k][1]))
                total = scores.setdefault(k[1], [0, 0])
                total[0] += out[k][0]
                total[1] += out[k][1]
    if scores:
        lines.append("Over all games")
        for name in sorted(scores):
            lines.append("  %-5s %3d games %3d won" % (name, scores[name][0], scores[name][1]))
    else:
        lines.append("No game finished yet.")
    return app.show(app.text_screen("Game statistics", lines, app.title))
