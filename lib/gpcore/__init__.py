"""Goblin Pocket core: generator, engine base, save format, bots; const() and forget()."""
try:
    from micropython import const   # the engines import it from here: `from gpcore import const`
except ImportError:                 # CPython: a plain function (MicroPython folds const())
    def const(x):
        return x


def forget(name):
    """Drop module `name` from sys.modules and from its parent package, so that its code can
    be collected once nothing else refers to it; a later import loads it again. Works on the
    package's namespace directly, so a package-level __getattr__ is never triggered."""
    import sys
    if sys.modules.pop(name, None) is not None:
        parent, _, attr = name.rpartition(".")
        if parent in sys.modules:
            sys.modules[parent].__dict__.pop(attr, None)

