"""Heroes of Karth's observe() re-deal, copy() and evaluate() for rollouts (LAZY names of the
state, found through karth.text, loaded at first use: a bot game needs none). What a seat cannot
see is shuffled from one order (sorted), so that a copy depends only on what the seat sees. Each
other seat's hand holds cards drawn from its three piles, and which pile each draw came from is
public: per pile, the hand's cards of that pile and the pile are re-dealt together (the pile
keeps its size, the hand its count per pile). The seat's own piles are shuffled (no one knows
their order). Hidden units: each deck's hiding units (Elf Scout, Goblin Assassin) are copies of
one card, so a face-down unit's identity is its kind's, nothing to re-deal."""
from array import array
from gpcore import const, zonecopy
from gpcore.zonecopy import ordered
from karth import rules
from karth.tables import CARD

# --- constants: written by tools/pack_tables.py ---
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_U = const(12)
_U_DMG = const(2)
_U_OWN = const(11)
_CARD_PILE = const(0)
_CARD_HP = const(312)
# --- end of constants ---


def copy(st):
    # zonecopy's copy with a history of its own: zonecopy would share the array.
    c = zonecopy.copy(st)
    c.history = array("H", st.history)
    return c


def _redeal(st, seat):
    zs = st.zones
    for s in range(st.seats):
        hz = _Z_SEAT + _ZS * s + _Z_HAND
        for p in range(3):
            pz = _Z_SEAT + _ZS * s + p
            if s == seat:
                zs.shuffle(pz, st.rng)
                continue
            part = zs.cards(pz)     # the pile, then the hand's cards from it
            n = len(part)
            part = bytearray(part)
            for c in zs.cards(hz):
                if CARD[_CARD_PILE + st.rows[c]] == p:
                    part.append(c)
            part = ordered(part)
            st.rng.shuffle(part)
            i = len(part) - n       # the pile gets the last n, the hand the first
            for j in range(n):
                zs.buf[zs.start[pz] + j] = part[i + j]
            i = 0
            start = zs.start[hz]
            for j in range(zs.size(hz)):
                if CARD[_CARD_PILE + st.rows[zs.buf[start + j]]] == p:
                    zs.buf[start + j] = part[i]
                    i += 1


def evaluate(st, seat):
    # Gold, twice the kill points and the units' HP left of the seat's side, less the
    # other side's; a won game counts 1000.
    if st.over():
        return 1000 if (1 if seat else 0) == st.winner else -1000
    v = 0
    for s in range(st.seats):
        x = st.gold[s] + 2 * st.kp[s]
        v += x if (not s) == (not seat) else -x
    for k in rules.slots(st):
        x = (CARD[_CARD_HP + rules.row(st, k)] - st.u[k * _U + _U_DMG]) // 2
        v += x if (not st.u[k * _U + _U_OWN]) == (not seat) else -x
    return v
