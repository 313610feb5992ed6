"""Where the firmware's heap goes, for tests/mp_firmware_run.py with MEASURE (used by
tools/memcheck.py --firmware). Loaded only then, so that a plain run does not hold it.

Probe(game) takes over __import__, catalog.load (to watch the game's new_game and make_bot)
and firmware.views.load. Every import that loads a module is measured (a collection before
and after: the bytes it holds, its nested imports counted once, in the innermost) and put in
a part: the part of the call running (bot: make_bot, view: views.load), else by the
module's name (view: firmware.views.*, shell: firmware.*, engine: the game's package and
gpcore; anything else, the stand-ins, in interp). What views.load holds beyond its imports
is view_objects, of which bitmaps are the view's bitmaps; state is what a fresh game holds
(a second new_game, dropped at once). decision(state) is called at each decision of a
person: the part sizes are kept where the most heap is held. report() is the HEAP line
(after the interpreter's line on its interned names).
"""
import gc
import sys


def held():
    gc.collect()
    return gc.mem_alloc()


class Probe:
    def __init__(self, game):
        import builtins
        from gpcore import catalog
        from firmware import views
        self.game = game
        self.mods = []          # per import: [names of the modules it loaded, part, bytes]
        self.part = None
        self.inner = [0]
        self.heap = {}
        self.most = 0
        self.snap = {}
        self.real = builtins.__import__
        builtins.__import__ = self.load
        self.real_view = views.load
        views.load = self.load_view
        self.real_game = catalog.load
        catalog.load = self.load_game

    # --- imports ------------------------------------------------------------------------------
    def fresh(self, name, fromlist):
        """Might this import load a module? (Asks no package's __getattr__.)"""
        mod = sys.modules.get(name)
        if mod is None:
            return True
        d = mod.__dict__
        if "__path__" not in d:
            return False
        for f in fromlist or ():
            if f not in d and name + "." + f not in sys.modules:
                return True
        return False

    def load(self, name, *args):
        if not self.fresh(name, args[2] if len(args) > 2 else None):
            return self.real(name, *args)
        had = list(sys.modules)
        first = len(self.mods)
        before = held()
        self.inner.append(0)
        mod = self.real(name, *args)
        grown = held() - before
        nested = self.inner.pop()
        self.inner[-1] += grown
        new = [m for m in sys.modules if m not in had]
        for rec in self.mods[first:]:       # loaded by the nested imports
            new = [m for m in new if m not in rec[0]]
        if new:
            for rec in self.mods[:first]:   # loaded again: only the last load counts
                rec[0] = [m for m in rec[0] if m not in new]
            self.mods.append([new, self.part or self.kind(name), grown - nested])
        return mod

    def kind(self, name):
        if name.startswith("firmware.views"):
            return "view"
        if name.startswith("firmware"):
            return "shell"
        if name.startswith("gpcore") or name.split(".")[0] == self.game:
            return "engine"
        return "standins"

    def call(self, part, f, *args):
        """f(*args) with its imports counted in part; returns (result, the bytes it holds
        beyond its imports)."""
        old = self.part
        self.part = part
        before = held()
        self.inner.append(0)
        out = f(*args)
        grown = held() - before
        objects = grown - self.inner.pop()
        self.inner[-1] += grown
        self.part = old
        return out, objects

    # --- the calls watched ----------------------------------------------------------------
    def load_view(self, *args):
        v, self.heap["view_objects"] = self.call("view", self.real_view, *args)
        self.heap["bitmaps"] = bitmap_bytes(v.group, [])
        return v

    def load_game(self, name):
        game = self.real_game(name)
        new_game, make_bot = game.new_game, game.make_bot
        probe = self

        def measured_new_game(*args):
            st = new_game(*args)
            if "state" not in probe.heap:
                before = held()
                other = new_game(*args)
                probe.heap["state"] = held() - before
                other = None
            return st

        game.new_game = measured_new_game
        game.make_bot = lambda *args: self.call("bot", make_bot, *args)[0]
        return game

    # --- figures --------------------------------------------------------------------------------
    def decision(self, state):
        h = held()
        if h > self.most:
            self.most = h
            snap = {}
            for names, part, n in self.mods:
                for m in names:
                    if m in sys.modules:
                        snap[part] = snap.get(part, 0) + n
                        break
            for k in self.heap:
                snap[k] = self.heap[k]
            snap["at_move"] = len(state.history)
            self.snap = snap

    def report(self):
        """The HEAP line, after the interpreter's own line on its interned names (qstr_info:
        n_total_bytes is what their pools take; they stay for good)."""
        import micropython
        micropython.qstr_info()
        return "HEAP probe_held=%d " % self.most + " ".join(
            ["%s=%d" % (k, self.snap[k]) for k in sorted(self.snap)])


def bitmap_bytes(group, seen):
    """The bytes of the distinct bitmaps shown by group and the groups in it."""
    import displayio
    n = 0
    for item in group:
        bmp = getattr(item, "bitmap", None)
        if bmp is not None and id(bmp) not in seen:
            seen.append(id(bmp))
            n += len(bmp._d)
        if isinstance(item, displayio.Group):
            n += bitmap_bytes(item, seen)
    return n
