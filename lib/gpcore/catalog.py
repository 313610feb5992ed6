"""The games on the device, in menu order. Game packages are imported only when chosen,
so that the title screen does not hold five rule engines in memory."""

GAMES = (
    ("goblin_vaults", "Goblin Vaults"),
    ("karak", "Karak"),
    ("karak_goblin", "Karak: Goblin"),
    ("gosu", "Gosu"),
    ("karth", "Heroes of Karth"),
)


def load(name):
    """The game module called `name` (a package under lib/)."""
    for key, _ in GAMES:
        if key == name:
            return __import__(name)
    raise ValueError("unknown game %r" % (name,))
