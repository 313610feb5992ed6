"""Reading saves (gpcore.savefmt's layout): decode() checks and unpacks the bytes, replay()
rebuilds the state. Loaded only to open a game or list the saves (through savefmt's names)."""
from gpcore.savefmt import MAGIC, VERSION, SaveError, Save, fletcher16


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


def decode(data):
    """Save from bytes; raises SaveError with a short reason for anything damaged."""
    if len(data) < len(MAGIC) + 3:
        raise SaveError("save is cut short")
    if bytes(data[:3]) != MAGIC:
        raise SaveError("not a Goblin Pocket save")
    end = len(data) - 2
    if fletcher16(data, end) != data[end] | (data[end + 1] << 8):
        raise SaveError("save checksum is wrong")
    if data[3] != VERSION:
        raise SaveError("save version %d is unknown" % data[3])
    r = _Reader(data, end)
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
    count = r.varint()
    actions = [0] * count       # one block of the final size (a long game: several KB)
    for i in range(count):
        actions[i] = r.varint()
    if r.pos != end:
        raise SaveError("save has extra bytes")
    return Save(game, names, bots, options, seed, actions)


def replay(game, seats, seed, options, actions):
    """Rebuild a state from its save: new game, then every action in order (an illegal one
    raises ValueError)."""
    s = game.new_game(seats, seed, options)
    for a in actions:
        s.apply(a)
    return s
