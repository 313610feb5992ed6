"""Goblin Pocket core: generator, engine base, save format, bots; const() and once()."""
try:
    from micropython import const   # the engines import it from here: `from gpcore import const`
except ImportError:                 # CPython: a plain function (MicroPython folds const())
    def const(x):
        return x


def once(name, key=None, *args):
    """Code for one use, declared where it is used: module `name` is imported (a lookup if it
    is loaded), then dropped from sys.modules and from its parent package at once, whatever
    happened, so that its code is collected when nothing else refers to it (a later import
    loads it again; the package's __getattr__ is never triggered). Returns the module (key
    None: freed when the reader lets go of it), its `key`, or what `key` returns called
    with args. once(name) of a loaded module drops it (so a module that another loaded for
    the use goes too)."""
    import sys
    try:
        __import__(name)
        v = sys.modules[name]
        if key:
            v = getattr(v, key)
        return v(*args) if args else v
    finally:
        if sys.modules.pop(name, None) is not None:
            name, _, key = name.rpartition(".")
            if name in sys.modules:
                sys.modules[name].__dict__.pop(key, None)
