"""Goblin Pocket core: generator, packed tables, engine base, save format, bots."""


def forget(name):
    """Drop module `name` from sys.modules and from its parent package, so that its code can
    be collected once nothing else refers to it; a later import loads it again. Works on the
    package's namespace directly, so a package-level __getattr__ is never triggered."""
    import sys
    if sys.modules.pop(name, None) is not None:
        parent, _, attr = name.rpartition(".")
        if parent in sys.modules:
            sys.modules[parent].__dict__.pop(attr, None)
