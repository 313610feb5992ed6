"""Heroes of Karth's score sheet on the results screen (loaded for that only, without the
view): the side that won, the turn it ended in, each seat's gold and kill points against the
targets."""
from gpcore import const
from firmware.ui import fit
from karth.text import result      # (the state's own result(): karth.text is loaded for it)

# --- constants: written by tools/pack_tables.py ---
_TURN_LIMIT = const(200)
# --- end of constants ---


def lines(game, state, names, cols):
    st = state
    won = result(st)
    out = ["The DM's side wins" if won and won[0] else "The Adventurers win",
           "in turn %d" % min(st.turns + 1, _TURN_LIMIT)]     # (the limit: after its last)
    for s in range(st.seats):
        out.append(fit("%s %s gold %d KP %d" % (names[s], "DM" if s == 0 else "Adv", st.gold[s],
                                               st.kp[s]), cols))
    out.append(fit("Adventurers: gold %d KP %d" % (sum(st.gold[1:]), sum(st.kp[1:])), cols))
    return out
