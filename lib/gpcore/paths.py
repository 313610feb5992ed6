"""Paths on a grid of square tiles with walls: orthogonal steps only, each tile's open sides a
mask (N=1, E=2, S=4, W=8; a step crosses an edge only where both tiles have it open), the
board's outer border always closed. Tile t of a board w tiles wide is at row t // w, column
t % w. Heroes of Karth's range, line of sight and movement are counted this way; any grid game
may use it. All tables are bytes-like, one byte per tile; no object per tile.

  beyond(w, h, t, d, n)            the tile n tiles on in direction d, walls ignored
  dist(w, h, opens, a, block, r)   fewest steps from a to every tile within r, around closed
                                   sides and around tiles that block (a blocked tile can be
                                   reached, not passed: an enemy that is the target)
  moves(w, h, opens, a, mv, block, leave, track, hops)
                                   the fewest points spent to reach each tile with mv points
                                   (webs, tracks at no cost, teleporters)
"""
FAR = 255       # not reached


def beyond(w, h, t, d, n):
    """The tile n tiles from t in direction d (0 N, 1 E, 2 S, 3 W), walls ignored, or -1 past
    the border (a push, a leap, a line)."""
    r = t // w + (d - 1) * (~d & 1) * n     # N (0) -1, S (2) +1: no table (one global less)
    c = t % w + (2 - d) * (d & 1) * n       # E (1) +1, W (3) -1
    return -1 if r // h or c // w else r * w + c     # (r // h is 0 for 0 <= r < h alone)


# The tile one step from t in direction d (0 N, 1 E, 2 S, 3 W) across an open edge (d's bit
# open on t, the opposite side's, d ^ 2, on the next tile), or -1 (a closed side of either
# tile, or the border). (A comment, not a docstring: its lines would be counted in the
# code's line table, one byte over a 16-byte heap block.)
def step(w, h, opens, t, d):
    n = beyond(w, h, t, d, 1)
    return n if n >= 0 and opens[t] >> d & opens[n] >> (d ^ 2) & 1 else -1


def dist(w, h, opens, a, block, r):
    """A bytearray: the fewest orthogonal steps from tile a to each tile (FAR beyond r or out of
    reach). No step leaves a tile whose block byte is set (other than a): such a tile ends a
    count, as an enemy does the counting of a range. One sweep of the board per step counted,
    no list grown (a range is counted for every target a game offers, mid-play)."""
    out = bytearray(bytes((FAR,)) * (w * h))
    out[a] = 0
    k = 0
    more = True
    while more and k < r:
        more = False
        for t in range(w * h):
            if out[t] == k and (t == a or not block[t]):
                for d in range(4):
                    x = step(w, h, opens, t, d)
                    if x >= 0 and out[x] == FAR:
                        out[x] = k + 1
                        more = True
        k += 1
    return out


def moves(w, h, opens, a, mv, block, leave, track, hops):
    """A bytearray: the fewest movement points spent to reach each tile from a (FAR: not with
    mv). A step costs 1, plus leave[t] when it leaves tile t (a web), and 0 from one track tile
    to an adjacent one; a tile of `hops` links to every other tile of hops at no cost (a
    teleporter). No step enters a tile whose block byte is set; whoever stands on a tile that
    may be passed but not stopped on is the caller's to leave out. leave and track may be
    None, hops empty (no defaults: a tuple of them would be held with the function)."""
    out = bytearray(bytes((FAR,)) * (w * h))
    out[a] = 0
    todo = [a]
    while todo:
        t = todo.pop()
        lv = out[t] + (leave[t] if leave else 0)
        for d in range(5):
            if d < 4:
                n = step(w, h, opens, t, d)
                ns = (n,)
                c = lv + (not (track and track[t] and n >= 0 and track[n]))   # a track step: 0
            elif t in hops:
                ns = hops
                c = out[t]
            else:
                break
            for n in ns:
                if n >= 0 and n != t and not block[n] and c <= mv and c < out[n]:
                    out[n] = c
                    todo.append(n)
    return out
