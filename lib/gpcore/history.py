"""A history that goes on growing without moving what it holds: Tail(head, room) takes over
from a game's history array `head` when its room (`room` codes) is nearly full. An array
grows past its room by a copy into a block of its whole size, which a cut-up heap lacks
however much room it has in all (a two-seat Heroes of Karth game of 1,173 actions needed 41
KB where one of 454 needed 32: tools/MEMORY.md); the head fills its room, then the codes
(0-65535) go in arrays of 256, each taken whole. Reads as the list the shell and the saves take: len(h), h[i], iteration; append() is
the engine's. Loaded only by a game that outgrows its room."""
from array import array


class Tail:
    def __init__(self, head, room):
        self.head = head            # grown to `room` codes, within its room
        self.room = room
        self.parts = []
        self.n = len(head)

    def append(self, a):
        j = self.n - self.room
        if j < 0:
            self.head.append(a)
        else:
            if j >> 8 == len(self.parts):
                p = array("H", range(256))
                p[:] = array("H")       # MicroPython keeps an emptied array's room
                self.parts.append(p)
            self.parts[j >> 8].append(a)
        self.n += 1

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        j = i - self.room
        return self.head[i] if j < 0 else self.parts[j >> 8][j & 255]

    def __iter__(self):
        yield from self.head
        for p in self.parts:
            yield from p
