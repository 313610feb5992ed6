"""Save format: a header (format version, game, seats, options, seed), the action list and a
Fletcher-16 checksum. A save is resumed by replaying its actions on a new game. Writing is
here; reading (decode, replay) is gpcore.saveread's, reached through this module.

Layout (all integers unsigned):
  b"GPS" | version:1 | len:1 game name | seats:1 | per seat: bot level:1, len:1 name |
  len:1 options | seed:4 LE | stamp:varint | len:1 progress | action count:varint |
  actions:varint each | checksum:2 LE
The stamp orders the saves (the game opened last has the largest); progress says how far the
game got ("R3/9", the engine's optional progress()); both are for the title's list, which
reads only the header (saveread.peek). Version 1 (older firmware) has neither.
"""

MAGIC = b"GPS"
VERSION = 2


class SaveError(ValueError):
    """A save that cannot be read; the message says why, for the screen."""


class Save:
    def __init__(self, game, names, bots, options, seed, actions, stamp=0, progress=""):
        self.game = game          # game module NAME
        self.names = names        # list of seat names (ASCII, up to 8 characters)
        self.bots = bots          # bot level per seat, 0 = a person
        self.options = bytes(options)
        self.seed = seed
        self.actions = actions    # list of ints (None: only the header was read)
        self.stamp = stamp        # larger: opened later
        self.progress = progress  # how far the game got, a few characters ("" unknown)


def fletcher16(data, end, c=0):
    """The checksum of data[:end], going on from checksum c of the bytes before it."""
    a = c & 0xFF
    b = c >> 8
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
    _put_varint(out, save.stamp)
    _put_text(out, save.progress)
    _put_varint(out, len(save.actions))
    for a in save.actions:
        _put_varint(out, a)
    c = fletcher16(out, len(out))
    out.append(c & 0xFF)
    out.append(c >> 8)
    return bytes(out)


def __getattr__(name):
    """decode(), peek() and replay(), the reading half, live in gpcore.saveread: loaded when
    first asked for (a game in play only writes saves), dropped again once a game is open."""
    if name == "decode" or name == "replay" or name == "peek":
        from gpcore import saveread
        return getattr(saveread, name)
    raise AttributeError(name)
