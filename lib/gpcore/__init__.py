"""Goblin Pocket core: generator, engine base, save format, bots; const(), forget() and borrow()."""
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


def borrow(names, attr, *args):
    """Code kept for one call: the first of the modules `names` (one name, or several with
    spaces: the others are those it loads for the call) is imported and its `attr` called
    with args (read, without args: a function read is called by the caller, a frame less
    on a deep call path); then every module of `names` is dropped again (forget()),
    whatever happened. Returns what the call returned (or what was read)."""
    import sys
    names = names.split()
    try:
        __import__(names[0])
        v = getattr(sys.modules[names[0]], attr)
        return v(*args) if args else v
    finally:
        for name in names:
            forget(name)
