"""The bot's values, ints in thousandths of a point (P)."""
# A vault is worth its final points plus the potential of unfinished goal chambers while cards
# are still to come (goals.potential). A card's gain is the best vault value it reaches in one
# chamber, minus the present value. evaluate() is the engine's State.evaluate for this game: the
# own value (gears and vault) minus the best rival's (Glavrun's score in solo).
from goblin_vaults import cards as C
from goblin_vaults import goals as G
from goblin_vaults import vault as V
from goblin_vaults import state as S

P = 1000   # one point


def vault_value(st, seat, cells, off):
    v = G.vault_points(cells, off, st.fac[seat], st.goals) * P
    if st.round < S.ROUNDS:
        v += G.potential(cells, off, st.goals)
    return v


def _own_value(st, seat):
    return st.gears[seat] * P + vault_value(st, seat, st.vault, seat * 12)


def evaluate(st, seat):
    """Own value minus the best rival's (Glavrun's score in solo)."""
    if st.n == 1:
        return _own_value(st, seat) - st.score(S.GLAVRUN) * P
    best = None
    for s in range(st.n):
        if s != seat:
            v = _own_value(st, s)
            if best is None or v > best:
                best = v
    return _own_value(st, seat) - best


def card_gain(st, seat, card, face_down=False):
    """(best gain, chamber) of adding `card` to the seat's vault."""
    cells = st.vault[seat * 12:seat * 12 + 12]
    base = vault_value(st, seat, cells, 0)
    best = None
    where = 0
    for k in V.place_options(cells, 0):
        t = V.place(cells, 0, k, (card + 1) | (S.FACEDOWN if face_down else 0))
        v = vault_value(st, seat, cells, 0) - base
        cells[k * 3 + t] = 0
        if best is None or v > best:
            best, where = v, k
    return best, where


def keep(st, c):
    """Bidding power lost by spending card c."""
    return C.strength(c, C.SUIT[st.warden]) * 60
