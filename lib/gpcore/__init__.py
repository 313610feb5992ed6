"""Goblin Pocket core: generator, engine base, save format, bots; const() and once()."""
try:
    from micropython import const   # the engines import it from here: `from gpcore import const`
except ImportError:                 # CPython: a plain function (MicroPython folds const())
    def const(x):
        return x


def once(names, attr=None, *args):
    """Code for one use, declared where it is used: the first of the modules `names` (one
    name, or several with spaces: the others are those it loads for the use) is imported (a
    lookup if it is loaded), then every module of `names` is dropped from sys.modules and
    from its parent package at once, whatever happened, so that its code is collected when
    nothing else refers to it (a later import loads it again; the package's __getattr__ is
    never triggered). Returns the module (attr None: freed when the reader lets go of it), its
    `attr`, or what `attr` returns called with args. once(name) of a loaded module drops it."""
    import sys
    names = names.split()
    try:
        __import__(names[0])
        v = sys.modules[names[0]]
        if attr:
            v = getattr(v, attr)
        return v(*args) if args else v
    finally:
        for name in names:
            if sys.modules.pop(name, None) is not None:
                parent, _, attr = name.rpartition(".")
                if parent in sys.modules:
                    sys.modules[parent].__dict__.pop(attr, None)
