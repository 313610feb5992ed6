"""The statistics file (firmware.stats shows it): count() at the end of a game, loaded for that
only and dropped, small because it compiles while the finished game still fills the heap."""
from gpcore.savefmt import fletcher16

FILE = "statistics.dat"
HEAD = "Goblin Pocket statistics 1\n"


def parse(data):
    """(records {(game, name): [played, won]}, last game counted) of the file's bytes, or
    None if they are damaged (an empty file too: one is never written)."""
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
        return out, lines[1]
    except (ValueError, UnicodeError, IndexError):
        return None


def damaged(store):
    """FILE if it is on the flash and damaged (firmware.opening.check_files), else None."""
    data = store.read(FILE)
    return FILE if data is not None and parse(data) is None else None


def load(store):
    """(records, last game counted) of the file, or None if it is damaged (set aside and
    reported on the title: firmware.opening.check_files)."""
    data = store.read(FILE)
    return ({}, "") if data is None else parse(data)


def save(store, out, last):
    lines = [HEAD, last, "\n"]
    for k in sorted(out):
        lines.append("%s %s %d %d\n" % (k[0], k[1], out[k][0], out[k][1]))
    data = bytearray("".join(lines).encode())
    c = fletcher16(data, len(data))
    data.append(c & 0xFF)
    data.append(c >> 8)
    store.put(FILE, data)


def count(app, play):
    """The game of `play` has just ended: count it (once) and, if a person won, play the win
    sound. A damaged file is left for the title to report and set aside (this module
    compiles while the finished game fills the heap: it stays small)."""
    st = play.state
    wins = st.winners()
    last = str(st.seed) + " " + str(len(st.history))
    got = load(app.store)       # (damaged: counted by nobody; the title reports it)
    out, seen = got or ({}, "")
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
    if humans and seen != last and got:
        total = out.setdefault((game, "*"), [0, 0])
        total[0] += 1
        total[1] += won
        save(app.store, out, last)

