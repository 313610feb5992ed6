"""The Goblin Vaults view under a real MicroPython (stand-in displayio from tests/mpfakes):
a game is dealt and played for a while, then the view is built and every page drawn, in a
PyBadge (160x78) or a PicoSystem (240x140) view area. Prints OK and the heap the view keeps
(its module code, canvas bitmap and objects), the most in use while drawing one page, and
what is left after close() and the drop of its modules (nothing), measured on a second load (the first also
loads what the shell keeps: firmware.keys, firmware.views). Run by
tests/test_goblin_vaults_screens.py as: micropython -X heapsize=N mp_gv_view_run.py ROOT W H
"""
import gc
import sys

ROOT = sys.argv[1]
for p in (ROOT + "/tests/mpfakes", ROOT + "/lib", ROOT):
    sys.path.insert(0, p)

import goblin_vaults as GV  # noqa: E402
from firmware import views  # noqa: E402
from firmware.shell import drop  # noqa: E402
from firmware.keys import RIGHT  # noqa: E402

st = GV.new_game(2, 5, b"")
for _ in range(30):
    st.apply(st.actions()[-1])
area = (0, 0, int(sys.argv[2]), int(sys.argv[3]))
out = []
for run in range(2):        # the second run: nothing may stay behind after close()
    gc.collect()
    base = gc.mem_alloc()
    view = views.load(GV, None, area, ["Grub", "Snik"])
    view.show(st, st.to_move())
    peak = 0
    for _ in range(len(view.pages())):
        gc.collect()
        view.key(RIGHT)                 # one page drawn: the heap before collecting
        peak = max(peak, gc.mem_alloc() - base)
    gc.collect()
    kept = gc.mem_alloc() - base
    view.close()
    drop("MG")                  # the view's modules (firmware.shell.LIVES: V)
    view = None
    gc.collect()
    out.append((kept, peak, gc.mem_alloc() - base))
print("OK kept %d peak %d left %d" % (out[1][0], out[1][1], out[1][2]))
