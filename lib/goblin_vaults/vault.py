"""The vault grid of a seat: placing and moving cards."""
# 12 cells of a bytearray from `off`, cell = chamber*3 + tier
# (tier 0 = the rulebook's tier 1). A cell holds 0 (empty) or card+1, with bit FACEDOWN set for a
# face-down card (scored as a blank: goals.py). Cards in a chamber never leave a gap.
#
# Placing a card fills the lowest empty tier of a chamber. Empty chambers are interchangeable for
# every rule and goal, so only the leftmost empty chamber is offered. A move takes a card out of
# its chamber (the cards under it shift up a tier) and inserts it at a position of a chamber
# (the cards from that position down shift one tier down); the target position is the card's
# position after the move. Move code = from_cell * 12 + to_cell. Only moves that change the
# vault are offered: a card goes to an empty chamber only if its own chamber keeps a card, and
# then to the leftmost empty one.
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
        if n == 0 and not empty_seen or 0 < n < 3:
            out.append(k)
        empty_seen = empty_seen or n == 0
    return out


def place(cells, off, k, cell):
    """Put `cell` in chamber k on its lowest empty tier; returns that tier (0..2)."""
    n = chamber_len(cells, off, k)
    if n >= 3:
        raise ValueError("chamber full")
    cells[off + k * 3 + n] = cell
    return n


def move_options(cells, off):
    """Every legal move code that changes the vault at off, one by one (no list is built),
    grouped by the card moved."""
    for a in range(4):
        la = chamber_len(cells, off, a)
        for i in range(la):
            empty = la == 1           # an empty chamber: none for a card alone in its own
            for b in range(4):
                top = la if b == a else chamber_len(cells, off, b) + 1
                if top > 3 or top == 1 and empty:
                    continue          # a full chamber takes no card
                empty = empty or top == 1
                for j in range(top):
                    if b != a or j != i:
                        yield (a * 3 + i) * 12 + b * 3 + j


def do_move(cells, off, code):
    """Apply move code (from move_options) with the tier shifting of the rulebook."""
    a, i = divmod(code // 12, 3)
    b, j = divmod(code % 12, 3)
    ca = list(cells[off + a * 3:off + a * 3 + chamber_len(cells, off, a)])
    card = ca.pop(i)
    cb = ca if b == a else list(cells[off + b * 3:off + b * 3 + chamber_len(cells, off, b)])
    cb.insert(j, card)
    for k, col in ((a, ca), (b, cb)):
        for t in range(3):
            cells[off + k * 3 + t] = col[t] if t < len(col) else 0


