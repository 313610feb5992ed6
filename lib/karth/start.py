"""Heroes of Karth's new_game (the history's room, the modules loaded in order, the deal),
served by the package's __getattr__ and unloaded again."""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_ROOM = const(768)
# --- end of constants ---


def new_game(seats, seed, options=b"", rng=None):
    """A new game for 2..4 seats (seat 0 the Dungeon Master); rng lets tests script it. The
    history is an array of 2-byte codes (they go past 255) whose room is taken first, while
    the heap is still empty: grown late, a list asked for a 4 KB block when the heap was most
    cut up (MicroPython keeps an emptied array's room); near the room's end karth.begin hands
    it to a gpcore.history.Tail, which goes on without growing it by copies. From .py sources
    it is taken after the deal: the compiles below are the peak, and the room would be held
    through each."""
    from array import array
    import gc
    src = __file__.endswith(".py")
    room = array("H", range(0 if src else _ROOM))
    room[:] = array("H")
    # The play's modules, karth.setup and the bot loaded first, the largest first, while the
    # heap holds little, a collection after each; karth.setup stays loaded until the setup
    # phase ends (karth.state drops it). From .py sources compiling is the peak (a module
    # needs about 4.5 times its source in one clean heap: karth.harm 50 KB, karth.fx 46), so
    # the turn's modules load here too (karth.acts before karth.turn, which would compile
    # it with its own code held; the bot before karth.turn: compiled last, the bot's 1.2 KB
    # block of bytecode failed); from .mpy files (this file not a .py) they load once the
    # setup is dropped, not held through the setup phase (tools/MEMORY.md). gpcore.effects
    # (imported by karth.state and karth.harm's functions) loads here too, not in the deal.
    # One import statement each: a tuple of their names would be a constant of this module,
    # held through the play (a string object each: about 0.4 KB on a 32-bit board).
    import karth.harm
    gc.collect()
    import karth.fx
    gc.collect()
    import karth.setup
    gc.collect()
    if src:
        import karth.acts
        gc.collect()
        import karth.bot
        gc.collect()
    import gpcore.effects
    gc.collect()
    if src:
        import karth.turn
    else:
        import karth.bot
    gc.collect()
    from karth.setup import deal
    st = deal(seats, seed, options, rng)
    gc.collect()    # the deal's garbage freed before the play (without: .mpy 56 -> 57 KB)
    if src:
        room = array("H", range(_ROOM))
        room[:] = array("H")
    st.history = room
    return st
