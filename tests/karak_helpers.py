"""Shared helpers for the Karak tests: a scenario builder on a hand-made map and a snapshot of
every field of a state (the invariants are the game's own: karak/checks.py)."""
import karak
from karak import board, turn
from karak.codes import NONE, KIND_NAMES, SHAPE_NAMES, TOK_NAME, TOK_REWARD
from gpcore.scripted import ScriptedRng

N, E, S, W = 0, 1, 2, 3


def tile_type(kind, shape):
    """A stack tile (kind << 2 | shape) from the kind and shape names of the tiles table."""
    return KIND_NAMES.index(kind.capitalize()) << 2 | SHAPE_NAMES.index(shape)


def token(name):
    return TOK_NAME.index(name)


def reward_token(reward):
    return TOK_REWARD.index(reward)


def scenario(heroes, expert=False, dice=()):
    """A game with these heroes (seat order), seat 0 to move with 4 steps on the start tile,
    the dice scripted."""
    s = karak.new_game(len(heroes), 7, bytes([0, 1 if expert else 0]))
    for i in range(len(heroes)):
        s.hero[i] = heroes[i]
    s.first = 0
    turn.begin(s, 0)
    s.rng = ScriptedRng(list(dice))
    s.log = []
    return s


def put(s, x, y, kind, exits, tok=None):
    """Place a tile by hand (kind: board kind number) with an optional token name."""
    t = board.place(s, x, y, kind, exits)
    if tok is not None:
        s.ttok[t] = token(tok)
    return t


def next_tile(s, kind, shape):
    """Make the next drawn tile this kind and shape (swapped within the stack)."""
    want = tile_type(kind, shape)
    i = s.stack.index(want, 0, s.ns)
    s.stack[i], s.stack[s.ns - 1] = s.stack[s.ns - 1], s.stack[i]


def next_token(s, name, depth=1):
    """Make the token `depth` from the top of the bag this one (swapped within the bag)."""
    want = token(name)
    top = s.nb - depth
    i = s.bag.index(want, 0, s.nb)
    s.bag[i], s.bag[top] = s.bag[top], s.bag[i]


def give(s, seat, *names):
    """Give items by the name of the token that yields them."""
    for n in names:
        board.set_item(s, seat, NONE, token(n))


def drop(s, t, code):
    """Leave item `code` on tile t."""
    s.drops.append((t << 4) | code)


def snapshot(s):
    parts = []
    for k in sorted(s.__dict__):
        v = getattr(s, k)
        if k == "rng":
            v = (v.z, v.w)
        elif isinstance(v, bytearray):
            v = bytes(v)
        elif isinstance(v, dict):
            v = tuple(sorted(v.items()))
        elif isinstance(v, list):
            v = tuple(v)
        parts.append((k, v))
    return tuple(parts)
