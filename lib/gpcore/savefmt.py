"""Save format: a header (format version, game, seats, options, seed), the action list and a
Fletcher-16 checksum. A save is resumed by replaying its actions on a new game.

Layout (all integers unsigned):
  b"GPS" | version:1 | len:1 game name | seats:1 | per seat: bot level:1, len:1 name |
  len:1 options | seed:4 LE | action count:varint | actions:varint each | checksum:2 LE
"""

MAGIC = b"GPS"
VERSION = 1


class SaveError(ValueError):
    """A save that cannot be read; the message says why, for the screen."""


class Save:
    def __init__(self, game, names, bots, options, seed, actions):
        self.game = game          # game module NAME
        self.names = names        # list of seat names (ASCII, up to 8 characters)
        self.bots = bots          # bot level per seat, 0 = a person
        self.options = bytes(options)
        self.seed = seed
        self.actions = actions    # list of ints


def fletcher16(data, end):
    a = 0
    b = 0
    for i in range(end):
        a = (a + data[i]) % 255
        b = (b + a) % 255
    return a | (b << 8)


def _put_varint(out, v):
    if not 0 <= v < 1 << 28:
        raise ValueError("number %r does not fit a save" % (v,))
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)


def _put_text(out, text):
    raw = text.encode()
    if len(raw) > 255:
        raise ValueError("text too long for a save")
    out.append(len(raw))
    out.extend(raw)


def encode(save):
    out = bytearray(MAGIC)
    out.append(VERSION)
    _put_text(out, save.game)
    out.append(len(save.names))
    for name, bot in zip(save.names, save.bots):
        out.append(bot)
        _put_text(out, name)
    out.append(len(save.options))
    out.extend(save.options)
    seed = save.seed
    if not 0 <= seed < 1 << 30:
        raise ValueError("seed %r does not fit a save" % (seed,))
    for _ in range(4):
        out.append(seed & 0xFF)
        seed >>= 8
    _put_varint(out, len(save.actions))
    for a in save.actions:
        _put_varint(out, a)
    c = fletcher16(out, len(out))
    out.append(c & 0xFF)
    out.append(c >> 8)
    return bytes(out)


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
