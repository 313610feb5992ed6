"""Heuristic values for the Goblin Vaults bot, in thousandths of a point (ints).

A vault is worth its final points plus a potential for unfinished goal chambers (only while
cards are still to come). A card's gain is the best vault value it can reach in one chamber,
minus the present value. evaluate() is the engine's State.evaluate for this game.
"""
from goblin_vaults import cards as C
from goblin_vaults import goals as G
from goblin_vaults import vault as V
from goblin_vaults.state import GLAVRUN, ROUNDS

P = 1000   # one point


def _potential(cells, off, goals):
    """Hope for goal chambers that could still be completed (in thousandths)."""
    pot = 0
    for g in goals:
        kind, s, bands = G.GOAL_INFO[g]
        for k in range(4):
            o = off + k * 3
            n = V.chamber_len(cells, o, 0)
            if n == 0 or n == 3:
                continue
            if kind == G.K_HOARD:
                have = G.chamber_count(kind, s, cells, o)
                if have == n:
                    pot += (bands[have + 1] - bands[have]) * 350
            elif kind == G.K_CLUSTER or kind == G.K_KINSHIP:
                a = G.face_up(cells[o])
                b = G.face_up(cells[o + 1]) if n > 1 else a
                if a < 0 or b < 0:
                    continue
                if kind == G.K_CLUSTER:
                    d = C.VALUE[b] - C.VALUE[a]
                    ok = (d == 1 or d == -1) if n == 2 else True
                else:
                    ok = C.FACTION[a] == C.FACTION[b]
                if ok:
                    pot += bands[1] * (300 if n == 2 else 80)
    return pot


def vault_value(st, seat, cells, off):
    v = G.vault_points(cells, off, st.fac[seat], st.goals) * P
    if st.round < ROUNDS:
        v += _potential(cells, off, st.goals)
    return v


def own_value(st, seat):
    return st.gears[seat] * P + vault_value(st, seat, st.vault, seat * 12)


def evaluate(st, seat):
    """Own value minus the best rival's (Glavrun's score in solo)."""
    mine = own_value(st, seat)
    if st.n == 1:
        return mine - st.score(GLAVRUN) * P
    best = None
    for s in range(st.n):
        if s != seat:
            v = own_value(st, s)
            if best is None or v > best:
                best = v
    return mine - best


def card_gain(st, seat, card, face_down=False):
    """(best gain, chamber) of adding `card` to the seat's vault."""
    cells = st.vault[seat * 12:seat * 12 + 12]
    base = vault_value(st, seat, cells, 0)
    best = None
    where = 0
    for k in V.place_options(cells, 0):
        t = V.place(cells, 0, k, (card + 1) | (G.FACEDOWN if face_down else 0))
        v = vault_value(st, seat, cells, 0) - base
        cells[k * 3 + t] = 0
        if best is None or v > best:
            best, where = v, k
    return best, where
