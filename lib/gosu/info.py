"""Gosu's menu texts (the setup option and the rules in short, lines <= 26 characters: read
through the package and unloaded again) and the read API of its screens
(firmware/views/gosu/): what a seat, a card or the table shows, without reaching into the
rules' modules. Zones as in gosu.codes (Z_HAND, Z_SHOWN, Z_ROW + level - 1 of a seat;
Z_DRAW, Z_DISCARD of the table); a card's kind is its row of the card table (its copies
share it)."""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_Z_ROW = const(2)
_NONE = const(255)
_F_TRAPPED = const(1)
_F_USED = const(2)
_STEP = const(4)
# --- end of constants ---

OPTIONS = (("Turn limit", ("Off", "10 turns")),)
RULES = ("Each turn one action:", "play, mutate, activate,",
         "draw 1 (1 token), draw 3", "(2 tokens), or pass.",
         "All passed: Great Battle,", "highest military wins 1 VP",
         "(tie: Advantage holder).", "3 VP or a special", "victory wins.",
         "Cards: a PROPOSED", "stand-in set.")


def cards(st, s, k):
    """The card ids of seat s's zone k (bottom first), or of the table's zone k if s is None."""
    return st.zones.cards(k if s is None else _Z_SEAT + _ZS * s + k)


def where(st, c):
    """(seat or None, zone k as in cards()) of card c."""
    z = st.zones.where(c)
    return (None, z) if z < _Z_SEAT else ((z - _Z_SEAT) // _ZS, (z - _Z_SEAT) % _ZS)


def seat(st, s):
    """Seat s: (VP, unspent tokens, cards in hand, military total, marks: 1 the Advantage,
    2 passed this round, 4 to act)."""
    from gosu import rules
    return (st.vp[s], st.tok[s], st.zones.size(_Z_SEAT + _ZS * s + _Z_HAND), rules.military(st, s),
            (st.adv == s) | (st.passed >> s & 1) << 1 | (st.to_move() == s) << 2)


def marks(st, c):
    """Card c's marks: 1 trapped, 2 activated this round (as gosu.codes F_*), 8 FREE."""
    from gosu import rules
    return st.flag[c] & (_F_TRAPPED | _F_USED) | (8 if where(st, c)[1] >= _Z_ROW and rules.is_free(st, c) else 0)


def kind(c):
    """Card c's kind (its row of the card table). (The columns are read from the modules of
    play that hold them: gosu.tables itself is dropped after the deal.)"""
    from gosu import rules
    return rules.CARD_ROW[c]


def facts(r):
    """Kind r: (name, level, clan, military, mutation cost (7: it cannot mutate), trigger,
    its power's packed steps), the numbers as the codes of gosu.codes give them."""
    from gosu import rules as t, acts
    from gosu.names import CARD_NAME_NAMES
    return (CARD_NAME_NAMES[r], t.CARD_LEVEL[r], t.CARD_CLAN[r], t.CARD_MILITARY[r],
            acts.CARD_MUT[r], t.CARD_TRIGGER[r],
            t.CARD_EFFECT[t.CARD_EFFECT_AT[r] * _STEP:t.CARD_EFFECT_AT[r + 1] * _STEP])


def names(i):
    """The names of the cards of WIN_IF's name set i."""
    from gosu import rules
    from gosu.names import CARD_NAME_NAMES
    return [CARD_NAME_NAMES[r] for r in rules.CARD_EFFECT_SETS[i]]


def cost(st, s, c):
    """The cards it costs seat s to play card c from its hand now, or -1 if it may not."""
    from gosu import rules
    return rules.play_cost(st, s, c)


def table(st):
    """(round, cards in the draw pile, in the discard pile, True while the mulligan is
    under way, the kind whose power waits for a choice or None)."""
    return (st.round, st.zones.size(_Z_DRAW), st.zones.size(_Z_DISCARD), st.mull < st.seats,
            None if st.fx[0] == _NONE else st.fx[0])
