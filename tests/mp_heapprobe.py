"""Where the firmware's heap goes, for tests/mp_firmware_run.py with MEASURE (used by
tools/memcheck.py --firmware). Loaded only then, so that a plain run does not hold it.

Probe(game) takes over __import__, catalog.load (to watch the game's new_game and make_bot)
and firmware.views.load (at each load of firmware.views: the shell drops it with a game).
Every import that loads a module is measured (a collection before and after: the bytes it
holds, its nested imports counted once, in the innermost) and put in a part: the part of the
call running (bot: make_bot, view: views.load), else by the module's name (view:
firmware.views.*, shell: firmware.*, engine: the game's package and gpcore; anything else,
the stand-ins, in no part: interp holds them). What views.load holds beyond its imports is
view_objects, of which view_bitmaps are the view's bitmaps; state is what a fresh game holds
(a second new_game, dropped at once). probe.decision(state) is called at each decision of a
person: the part sizes are kept where the most heap is held. probe.report() is the HEAP line
(the driver prints the interpreter's line on its interned names before it: qstr_info's
n_total_bytes is what their pools take; they stay for good).

The probe must not change what it measures: every name it brings is interned in the same
pools as the firmware's, for good, and Karak's play sits a few names under the growth of
those pools (15 KB in one piece, tools/MEMORY.md). So its state lives in the locals of Probe
(closures: a local's name is not kept in the compiled code), and its functions, arguments
and attributes are named with names the firmware or its driver has interned already (keep,
view, bitmap, ...), its strings those or longer than 10 characters (which are not interned):
it adds 3 names, its file's two and "=". The first version added 16 names and pushed Karak's
resumed part on the PicoSystem into a seventh pool, so that the measuring run failed in a
256 KB heap where every plain run completes from 208 KB; tests/test_memcheck.py counts the
names it adds.
"""
import gc
import sys


def held():
    gc.collect()
    return gc.mem_alloc()


class Probe:
    def __init__(self, game):
        import builtins
        import displayio
        import firmware     # (first: its own __import__, which the probe's wraps)
        from gpcore import catalog
        mods = []           # per import: [names of the modules it loaded, part, bytes]
        inner = [0]         # the bytes of the nested imports and calls, per level
        now = [None]        # the part of the call running
        parts = {}          # view_objects, view_bitmaps, state
        top = [0, {}]       # the most held at a decision, and the parts then
        seen = []           # the ids of the bitmaps counted (bitmap)
        real = builtins.__import__
        real_view = [None]  # firmware.views.load, taken over at each load of firmware.views
        real_game = catalog.load

        def fresh(name, fromlist):
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

        def load(name, *args):
            if not fresh(name, args[2] if len(args) > 2 else None):
                return real(name, *args)
            had = list(sys.modules)
            first = len(mods)
            before = held()
            inner.append(0)
            mod = real(name, *args)
            v = sys.modules.get("firmware.views")   # (the shell drops it with the game;
            if v is not None and v.__dict__.get("load", view) is not view:     # or loading)
                real_view[0] = v.load
                v.load = view
            grown = held() - before
            nested = inner.pop()
            inner[-1] += grown
            new = [m for m in sys.modules if m not in had]
            for rec in mods[first:]:        # loaded by the nested imports
                new = [m for m in new if m not in rec[0]]
            part = now[0] or kind(name)
            if new and part:
                for rec in mods[:first]:    # loaded again: only the last load counts
                    rec[0] = [m for m in rec[0] if m not in new]
                mods.append([new, part, grown - nested])
            return mod

        def kind(name):
            if name.startswith("firmware.views"):
                return "view"
            if name.startswith("firmware"):
                return "shell"
            if name.startswith("gpcore") or name.split(".")[0] == game:
                return "engine"
            return None

        def keep(part, f, *args):
            """f(*args) with its imports counted in part; returns (result, the bytes it holds
            beyond its imports)."""
            old = now[0]
            now[0] = part
            before = held()
            inner.append(0)
            out = f(*args)
            grown = held() - before
            objects = grown - inner.pop()
            inner[-1] += grown
            now[0] = old
            return out, objects

        def view(*args):
            v, parts["view_objects"] = keep("view", real_view[0], *args)
            del seen[:]
            parts["view_bitmaps"] = bitmap(v.group)
            return v

        def bitmap(group):
            """The bytes of the bitmaps shown by group and the groups in it, but those in
            seen (then they are)."""
            n = 0
            for item in group:
                bmp = getattr(item, "bitmap", None)
                if bmp is not None and id(bmp) not in seen:
                    seen.append(id(bmp))
                    n += len(bmp._d)
                if isinstance(item, displayio.Group):
                    n += bitmap(item)
            return n

        def load_game(name):
            g = real_game(name)
            made, make_bot = g.new_game, g.make_bot

            def new_game(*args):
                st = made(*args)
                if "state" not in parts:
                    before = held()
                    other = made(*args)
                    parts["state"] = held() - before
                    other = None
                return st

            g.new_game = new_game
            g.make_bot = lambda *args: keep("bot", make_bot, *args)[0]
            return g

        def decision(state):
            """At a person's decision: the parts, if the most heap is held now."""
            h = held()
            if h > top[0]:
                top[0] = h
                snap = {}
                for names, part, n in mods:
                    for m in names:
                        if m in sys.modules:
                            snap[part] = snap.get(part, 0) + n
                            break
                snap.update(parts)
                snap["decided_moves"] = len(state.history)
                top[1] = snap

        def report():
            """The HEAP line."""
            return "HEAP probe_held=%d " % top[0] + " ".join(
                [k + "=" + str(top[1][k]) for k in sorted(top[1])])

        self.decision = decision
        self.report = report
        builtins.__import__ = load
        catalog.load = load_game

