"""The lookup of a game state's lazy methods (gpcore.engine.State.__getattr__), loaded at the
first attribute a state does not have: a game that only bots play never asks for one."""

# The functions of gpcore.defaults that stand in for state methods, looked up after the table.
_DEFAULTS = (("gpcore.defaults", " hint events winners observe _redeal evaluate "),)


def method(st, name):
    """st.name as a function of the first module of st.LAZY, then gpcore.defaults, that
    declares `name` (a whole word of its names string), imported now if it is not yet;
    AttributeError if none does. Nothing is imported for an undeclared name, and no string is
    built (the screens ask often)."""
    n = len(name)
    for module, names in st.LAZY + _DEFAULTS:
        i = names.find(name)
        while i > 0:
            if names.startswith(" ", i - 1) and names.startswith(" ", i + n):
                f = getattr(__import__(module, None, None, ("_",)), name)
                return lambda *args: f(st, *args)
            i = names.find(name, i + 1)
    raise AttributeError(name)
