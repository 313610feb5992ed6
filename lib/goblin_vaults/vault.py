"""The vault grid: 4 chambers of 3 tiers, stored as 12 cells of a bytearray from `off`
(cell = chamber*3 + tier, tier 0 = the rulebook's tier 1; see goals.py for the cell values).

Placing a card fills the lowest empty tier of a chamber. Empty chambers are interchangeable for
every rule and goal, so only the leftmost empty chamber is offered. A move takes a card out of
its chamber (the cards under it shift up a tier) and inserts it at a position of a chamber
(the cards from that position down shift one tier down); the target position is the card's
position after the move. Move code = from_cell * 12 + to_cell.
"""


def chamber_len(cells, off, k):
    o = off + k * 3
    n = 0
    while n < 3 and cells[o + n]:
        n += 1
    return n


def place_options(cells, off):
    """Chambers a new card may go to: every started chamber with room, and the first empty."""
    out = []
    empty_seen = False
    for k in range(4):
        n = chamber_len(cells, off, k)
        if n == 0:
            if not empty_seen:
                out.append(k)
                empty_seen = True
        elif n < 3:
            out.append(k)
    return out


def place(cells, off, k, cell):
    """Put `cell` in chamber k on its lowest empty tier; returns that tier (0..2)."""
    n = chamber_len(cells, off, k)
    if n >= 3:
        raise ValueError("chamber full")
    cells[off + k * 3 + n] = cell
    return n


def move_options(cells, off):
    """Every legal move code for the vault at off."""
    out = []
    lens = [chamber_len(cells, off, k) for k in range(4)]
    for a in range(4):
        for i in range(lens[a]):
            src = a * 3 + i
            for b in range(4):
                if b == a:
                    top = lens[a]
                elif lens[b] < 3:
                    top = lens[b] + 1
                else:
                    continue
                for j in range(top):
                    if b != a or j != i:
                        out.append(src * 12 + b * 3 + j)
    return out


def do_move(cells, off, code):
    """Apply move code (from move_options) with the tier shifting of the rulebook."""
    src = code // 12
    dst = code % 12
    a, i = src // 3, src % 3
    b, j = dst // 3, dst % 3
    ca = [cells[off + a * 3 + t] for t in range(chamber_len(cells, off, a))]
    card = ca.pop(i)
    cb = ca if b == a else [cells[off + b * 3 + t] for t in range(chamber_len(cells, off, b))]
    cb.insert(j, card)
    for k, col in ((a, ca), (b, cb)):
        for t in range(3):
            cells[off + k * 3 + t] = col[t] if t < len(col) else 0
