"""Save format: round trips, and every kind of damage gives SaveError, never another exception;
the header alone read from a file (peek), and saves of the older format version 1."""
import pytest

from gpcore.rng import Rng
from gpcore.savefmt import MAGIC, VERSION, Save, SaveError, decode, encode, fletcher16, peek

ACTIONS = [0, 1, 5, 127, 128, 255, 300, 16383, 16384, 2 ** 21, 2 ** 28 - 1, 3]


def sample():
    return Save("goblin_vaults", ["Ann", "Bob", "Bot"], [0, 0, 1], b"\x01\x00\x02",
                2 ** 30 - 7, list(ACTIONS))


def fields(save):
    return (save.game, save.names, save.bots, save.options, save.seed, save.actions)


def resign(body):
    """A damaged body with a correct checksum, to reach the checks behind the checksum."""
    body = bytes(body)
    c = fletcher16(body, len(body))
    return body + bytes((c & 0xFF, c >> 8))


def test_round_trip():
    s = sample()
    data = encode(s)
    assert data[:3] == MAGIC and data[3] == VERSION
    assert fields(decode(data)) == fields(s)
    assert fields(decode(bytearray(data))) == fields(s)


def test_round_trip_of_an_empty_game():
    s = Save("karak", [], [], b"", 0, [])
    assert fields(decode(encode(s))) == fields(s)


def test_round_trip_of_utf8_names():
    s = Save("karak", ["Zoë", "Łukasz"], [0, 2], b"", 1, [1])
    assert decode(encode(s)).names == ["Zoë", "Łukasz"]


def test_small_actions_take_one_byte():
    short = encode(Save("g", [], [], b"", 1, [127] * 10))
    long = encode(Save("g", [], [], b"", 1, [128] * 10))
    assert len(long) - len(short) == 10


def expect_error(data, words):
    with pytest.raises(SaveError) as e:
        decode(data)
    assert words in str(e.value)


def test_truncated_at_every_length():
    data = encode(sample())
    for n in range(len(data)):
        with pytest.raises(SaveError) as e:
            decode(data[:n])
        assert str(e.value)


def test_wrong_checksum():
    data = bytearray(encode(sample()))
    for i in (5, len(data) // 2, len(data) - 3, len(data) - 1):
        bad = bytearray(data)
        bad[i] ^= 0x10
        expect_error(bytes(bad), "checksum")


def test_not_a_save():
    expect_error(b"PK\x03\x04 not a save at all", "not a Goblin Pocket save")


def test_unknown_version():
    body = bytearray(encode(sample())[:-2])
    body[3] = VERSION + 1
    expect_error(resign(body), "version %d is unknown" % (VERSION + 1))


def test_extra_bytes():
    data = encode(sample())
    expect_error(data + b"\x00", "checksum")
    expect_error(resign(data[:-2] + b"\x07\x07"), "extra bytes")


def test_bad_seed_and_bad_number():
    body = bytearray(encode(Save("g", ["A"], [0], b"", 0x3FFFFFFF, [1]))[:-2])
    assert body[-5:] == b"\x3f\x00\x00\x01\x01"  # last seed byte, stamp, progress, count,
    body[-5] = 0x40                                 # action
    expect_error(resign(body), "bad seed")
    body = encode(Save("g", [], [], b"", 1, []))[:-3]  # without the count and the checksum
    expect_error(resign(body + b"\x01\xff\xff\xff\xff\x01"), "bad number")


def test_unreadable_text():
    body = bytearray(encode(Save("gg", [], [], b"", 1, []))[:-2])
    body[5] = 0xFF  # first letter of the game name: not UTF-8
    expect_error(resign(body), "unreadable text")


def test_random_bytes_only_raise_save_error():
    r = Rng(31337)
    for i in range(3000):
        n = r.below(60)
        junk = bytes(r.below(256) for _ in range(n))
        if i % 2:  # get past the magic and the checksum, into the reader
            junk = resign(MAGIC + bytes((VERSION,)) + junk)
        try:
            decode(junk)
        except SaveError as e:
            assert str(e)


def test_encode_refuses_what_decode_would_refuse():
    with pytest.raises(ValueError):
        encode(Save("g", [], [], b"", 2 ** 30, []))
    with pytest.raises(ValueError):
        encode(Save("g", [], [], b"", -1, []))
    with pytest.raises(ValueError):
        encode(Save("g", [], [], b"", 1, [2 ** 28]))
    with pytest.raises(ValueError):
        encode(Save("g", [], [], b"", 1, [-1]))
    with pytest.raises(ValueError):
        encode(Save("g" * 256, [], [], b"", 1, []))


def version1(save):
    """The bytes an older firmware wrote: no stamp, no progress."""
    data = bytearray(encode(Save(save.game, save.names, save.bots, save.options, save.seed,
                                 save.actions))[:-2])
    data[3] = 1
    at = len(encode(Save(save.game, save.names, save.bots, save.options, save.seed, []))) - 5
    assert data[at:at + 2] == b"\x00\x00"
    del data[at:at + 2]         # the stamp 0 and the empty progress
    return resign(data)


def test_version_1_is_read_without_stamp_and_progress():
    s = sample()
    old = version1(s)
    assert len(old) == len(encode(s)) - 2
    got = decode(old)
    assert fields(got) == fields(s) and got.stamp == 0 and got.progress == ""


def test_stamp_and_progress_round_trip():
    s = sample()
    s.stamp, s.progress = 300, "R3/9"
    got = decode(encode(s))
    assert (got.stamp, got.progress) == (300, "R3/9")


@pytest.mark.parametrize("moves", (0, 5, 600))
def test_peek_reads_the_header_and_checks_the_whole_file(tmp_path, moves):
    s = Save("karak", ["Grub", "Mog"], [0, 2], b"\x01", 77, [300] * moves, 9, "R12")
    path = tmp_path / "x.gps"
    data = encode(s)
    path.write_bytes(data)
    got = peek(str(path))
    assert fields(got)[:5] == fields(s)[:5] and got.actions is None and got.count == moves
    assert (got.stamp, got.progress) == (9, "R12")
    for i in (4, len(data) // 2, len(data) - 1):        # damage anywhere, found
        bad = bytearray(data)
        bad[i] ^= 0x10
        path.write_bytes(bad)
        with pytest.raises(SaveError):
            peek(str(path))
    for n in range(0, len(data), max(1, len(data) // 40)):   # cut short anywhere
        path.write_bytes(data[:n])
        with pytest.raises(SaveError):
            peek(str(path))
    path.write_bytes(version1(s))
    assert peek(str(path)).count == moves and peek(str(path)).stamp == 0
