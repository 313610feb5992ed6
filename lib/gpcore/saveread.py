"""Reading saves (gpcore.savefmt's layout): decode() checks and unpacks the bytes, peek()
checks a save file and reads its header only (the title's list: a long game's actions are
never in the heap), replay() rebuilds the state. Loaded only to open a game or list the
saves (through savefmt's names). Versions 1 (no stamp, no progress) and 2 are read."""
from gpcore.savefmt import MAGIC, VERSION, SaveError, Save, fletcher16

HEAD = 256      # bytes peek() reads for the header: a save's names are at most 8 characters


class _Reader:
    def __init__(self, data, end):
        self.data = data
        self.pos = 0
        self.end = end

    def byte(self):
        if self.pos >= self.end:
            raise SaveError("save is cut short")
        v = self.data[self.pos]
        self.pos += 1
        return v

    def text(self):
        n = self.byte()
        if self.pos + n > self.end:
            raise SaveError("save is cut short")
        raw = bytes(self.data[self.pos:self.pos + n])
        self.pos += n
        try:
            return raw.decode()
        except UnicodeError:
            raise SaveError("save has unreadable text")

    def varint(self):
        v = 0
        shift = 0
        while True:
            b = self.byte()
            v |= (b & 0x7F) << shift
            if b < 0x80:
                return v
            shift += 7
            if shift > 21:
                raise SaveError("save has a bad number")


def _start(data, end):
    """SaveError unless data starts as a save (end: where its checksum is)."""
    if end < len(MAGIC) + 1:
        raise SaveError("save is cut short")
    if bytes(data[:3]) != MAGIC:
        raise SaveError("not a Goblin Pocket save")


def _known(data, c, stored):
    """SaveError unless the checksum c is the stored one and the version is known."""
    if c != stored[0] | (stored[1] << 8):
        raise SaveError("save checksum is wrong")
    if not 0 < data[3] <= VERSION:
        raise SaveError("save version %d is unknown" % data[3])


def _header(r, version):
    """The Save of the header in reader r (no actions yet) and its action count."""
    r.pos = 4
    game = r.text()
    n = r.byte()
    names = []
    bots = []
    for _ in range(n):
        bots.append(r.byte())
        names.append(r.text())
    nopt = r.byte()
    options = bytes(r.byte() for _ in range(nopt))
    seed = 0
    for i in range(4):
        b = r.byte()
        if i == 3 and b > 0x3F:
            raise SaveError("save has a bad seed")
        seed |= b << (8 * i)
    save = Save(game, names, bots, options, seed, None)
    if version > 1:
        save.stamp = r.varint()
        save.progress = r.text()
    return save, r.varint()


def decode(data):
    """Save from bytes; raises SaveError with a short reason for anything damaged."""
    end = len(data) - 2
    _start(data, end)
    _known(data, fletcher16(data, end), data[end:])
    r = _Reader(data, end)
    save, count = _header(r, data[3])
    actions = [0] * count       # one block of the final size (a long game: several KB)
    for i in range(count):
        actions[i] = r.varint()
    if r.pos != end:
        raise SaveError("save has extra bytes")
    save.actions = actions
    return save


def peek(path):
    """The Save in file `path` with its header only (actions None; count: how many), its
    checksum checked a block at a time; raises SaveError for a damaged one (an action that
    cannot be read is found when the game is opened: decode())."""
    with open(path, "rb") as f:
        end = f.seek(0, 2) - 2
        f.seek(0)
        data = f.read(HEAD)
        _start(data, end)
        c = 0
        done = 0
        block = data
        while done < end and block:
            n = min(len(block), end - done)
            c = fletcher16(block, n, c)
            done += n
            block = f.read(HEAD)
        f.seek(end)
        _known(data, c, f.read(2))
    save, save.count = _header(_Reader(data, min(end, len(data))), data[3])
    return save


def replay(game, seats, seed, options, actions):
    """Rebuild a state from its save: new game, then every action in order (an illegal one
    raises ValueError)."""
    s = game.new_game(seats, seed, options)
    for a in actions:
        s.apply(a)
    return s
