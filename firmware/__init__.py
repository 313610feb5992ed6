"""Goblin Pocket device application (displayio + keypad).

Modules: profiles (board profiles, with the lights, sounds and backlight; hardware and
hardware_pico open them), keys (buttons), ui (drawing helpers), widgets (the scrolling list),
screens (title, lists, text, pass screen), setup (seat setup), play (one game in progress),
results (the end of a game), save_store (saves on the flash), settings (the settings screen
and file), tally and stats (the statistics: counting, screen), about (the self-check
screen), shell (the application, its restart and its idle loop), views (game views above the
action menu). boot_mode (used by boot.py) decides who may write the flash.
"""


def _collect_before_imports():
    """On a board (and MicroPython), a collection before each module is compiled: the compiler's
    parse tree is garbage as soon as a module is loaded, and CircuitPython has no gc.threshold
    to sweep it early, so without this a part of a game fills the whole heap with it before the
    first collection, and the modules' code lies scattered among the holes it leaves, where the
    qstr pools (7 KB and 14 KB blocks on a 64-bit interpreter) no longer fit. Measured with
    tools/memcheck.py --firmware (64-bit, seed 1): Goblin Vaults 208 -> 160 KB, Karak: Goblin
    208 -> 169, Karak 270 -> 212. A module compiled (or loaded from .mpy) once costs one
    collection; an import of a module already loaded costs a dictionary lookup. CircuitPython 9
    and 10 call the override without the importer's globals, so a relative import would be
    resolved against this package: nothing the device runs may import relatively (a test holds
    lib/ and firmware/ to it; tools/NEW_GAME.md's copy step makes the template's absolute)."""
    import gc
    if not hasattr(gc, "mem_alloc"):        # CPython (the simulator): nothing to gain
        return
    import builtins
    import sys
    modules = sys.modules
    load = builtins.__import__

    def collecting(name, globs=None, locs=None, fromlist=(), level=0):
        mod = modules.get(name)
        if mod is None or level:
            gc.collect()
        elif type(fromlist) is tuple and "__path__" in mod.__dict__:
            d = mod.__dict__
            for f in fromlist:
                if f not in d and name + "." + f not in modules:
                    gc.collect()
                    break
        return load(name, globs, locs, fromlist, level)

    builtins.__import__ = collecting


_collect_before_imports()
