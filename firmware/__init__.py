"""Goblin Pocket device application (displayio + keypad).

Modules: profiles (board profiles), keys (buttons), ui (drawing helpers), widgets (the scrolling
list), screens (title, lists, text, pass screen), setup (seat setup), play (one game in
progress), results (the end of a game), save_store (saves on the flash), shell (the application and its idle loop),
views (game views above the action menu). boot_mode (used by boot.py) decides who may write
the flash.
"""


def forget(name):
    """Drop module `name` from sys.modules and from its parent package, so that its code can
    be collected (importing a submodule also makes it an attribute of its package)."""
    import sys
    mod = sys.modules.pop(name, None)
    dot = name.rfind(".")
    if mod is not None and dot > 0:
        parent = sys.modules.get(name[:dot])
        if parent is not None and getattr(parent, name[dot + 1:], None) is mod:
            delattr(parent, name[dot + 1:])
