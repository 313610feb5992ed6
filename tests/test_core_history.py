"""gpcore.history.Tail: a history that takes over from a game's array near the end of its room
reads as the list the shell and the saves take (len, index, iteration, a save's actions), and
after the head grows in arrays of at most 256 codes (no block of the whole history); a long
two-seat game of Heroes of Karth goes on in one."""
from array import array

import pytest

import karth
from gpcore import savefmt, saveread
from gpcore.history import Tail


def test_reads_as_a_list_and_grows_an_array_of_256_at_a_time():
    codes = [(i * 7919) % 65536 for i in range(900)]
    h = Tail(array("H", codes[:250]), 300)
    for a in codes[250:]:
        h.append(a)
    assert len(h) == 900 and list(h) == codes and len(h.head) == 300    # its room filled
    assert [len(p) for p in h.parts] == [256, 256, 88]
    assert h[0] == codes[0] and h[299] == codes[299] and h[300] == codes[300]
    assert h[555] == codes[555] and h[-1] == codes[-1] and h[-900] == codes[0]
    for i in (900, 1000, -901):
        with pytest.raises(IndexError):
            h[i]


def test_a_long_two_seat_karth_game_goes_on_in_a_tail_and_saves_whole():
    st = karth.new_game(2, 120)          # 1,173 actions: the longest of 300 seeded games
    bots = [karth.make_bot(1, 120 + i) for i in range(2)]
    played = []
    while not st.over():
        a = bots[st.to_move()].choose(st)
        played.append(a)
        st.apply(a)
    h = st.history
    assert isinstance(h, Tail) and len(h.head) == 768 and list(h) == played
    assert len(played) == 1173 and all(len(p) <= 256 for p in h.parts)
    save = savefmt.Save("karth", ["Ann", "Bob"], [2, 2], st.options, st.seed, h)
    assert list(saveread.decode(savefmt.encode(save)).actions) == played
