"""Stand-in displayio for running the firmware under MicroPython (no pixels, same shape)."""


class Group:
    def __init__(self, x=0, y=0, scale=1):
        self.x = x
        self.y = y
        self.scale = scale
        self.hidden = False
        self._items = []

    def append(self, item):
        self._items.append(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __getitem__(self, i):
        return self._items[i]


class Palette:
    def __init__(self, n):
        self._colors = [0] * n

    def __setitem__(self, i, c):
        self._colors[i] = c


class Display:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.refreshes = 0

    def refresh(self):
        self.refreshes += 1
