"""Gosu's texts: menu entries and hints (whole words the screen fits), the events of an action,
the generic view's lines, the progress shown in the saves' list and the result (a LAZY module
of the state, loaded when a screen first asks)."""
from gpcore import const
from gpcore.events import events as _events
from gosu import rules
from gosu.names import CARD_NAME_NAMES
from gosu.rules import CARD_ROW, CARD_CLAN    # gosu.tables is dropped after the deal

# --- constants: written by tools/pack_tables.py ---
_SEAT = const(100)
_DRAW1 = const(104)
_PLAY = const(107)
_MUTATE = const(108)
_Z_DRAW = const(0)
_Z_DISCARD = const(1)
_Z_SEAT = const(2)
_ZS = const(5)
_Z_HAND = const(0)
_Z_ROW = const(2)
_WIN_VP = const(3)
_NONE = const(255)
_F_TRAPPED = const(1)
_F_USED = const(2)
_OP_DESTROY_FREE = const(6)
_OP_DESTROY_ANY = const(7)
_OP_TRAP_FREE = const(8)
_OP_RETURN_TO_HAND = const(10)
_STEP = const(4)
_STEP_HEAD = const(0)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---
CLANS = "FADML"      # the clans' letters (Alpha L: Ancient has A), as the view draws them
LEVELS = ("", "I", "II", "III")
VERBS = ("Draw 1 (1 token)", "Draw 3 (2 tokens)", "Pass", "Play a goblin", "Mutate a goblin",
         "Activate a goblin", "Back", "Done", "Keep this hand", "Mulligan: 7 new cards")
HINTS = ("Spend 1 activation token", "Spend 2 activation tokens",
         "No more turns this round", "From your hand", "Replace one by a card",
         "Spend a token on its power", "", "No more cards", "", "Your hand has no Bakuto")
# The choices of a power, by opcode (index op - 1): how a card choice reads.
FX_WORDS = ("", "Take", "Take", "", "", "Destroy", "Destroy", "Trap", "Untrap", "Return",
            "", "", "", "Play free", "", "", "", "", "", "")
# Events: "letters|format", by E_* code: s a seat, c a card, n a number.
EVENTS = ("sc|%s plays %s", "scc|%s: %s mutates to %s", "sc|%s activates %s",
          "sn|%s draws %d", "s|%s passes", "scs|%s destroys %s of %s",
          "scs|%s traps %s of %s", "sc|%s untraps %s", "scs|%s returns %s to %s",
          "ss|%s steals a card from %s", "ssc|%s: %s discards %s", "sc|%s takes %s",
          "sn|%s gets %d token(s) back", "ssn|%s drains %s of %d", "s|%s takes another turn",
          "s|%s takes the Advantage", "sn|%s wins the Battle, %d", "s|%s scores a VP",
          "sc|%s wins: %s", "s|%s takes a mulligan", "s|%s takes a searched card",
          "sc|%s pays %s", "n|Round %d begins", "s|%s: turn limit")


def name(c):
    return CARD_NAME_NAMES[CARD_ROW[c]]


def short(c):
    """A card in short: its name, level and clan letter (Garsh IIF)."""
    r = CARD_ROW[c]
    return "%s %s%s" % (CARD_NAME_NAMES[r], LEVELS[rules.level(c)], CLANS[CARD_CLAN[r]])


def _seat(s, names=None):
    return names[s] if names else "P%d" % (s + 1)


def _value(st, letter, v, names):
    if letter == "s":
        return _seat(v, names)
    if letter == "c":
        return "3 VP" if v == _NONE else name(v)
    return v


def events(st, names=None):
    return _events(st, EVENTS, _value, names)


def _what(st, a):
    """What a card choice means now: a word, or None for a card of the hand to play or pay."""
    if st.fx[0] != _NONE:
        from gosu.tables import CARD_EFFECT
        op = CARD_EFFECT[st.fx[1] * _STEP + _STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
        return op, FX_WORDS[op - 1]
    return 0, None


def label(st, a):
    if a >= _DRAW1:
        return VERBS[a - _DRAW1]
    if a >= _SEAT:
        return "Aim at " + _seat(a - _SEAT)
    op, word = _what(st, a)
    if op:
        if op in (_OP_DESTROY_FREE, _OP_DESTROY_ANY, _OP_TRAP_FREE, _OP_RETURN_TO_HAND):
            return "%s %s P%d" % (word, name(a), (st.zones.where(a) - _Z_SEAT) // _ZS + 1)
        return "%s %s" % (word or "Take", short(a))
    verb = st.sel[0]
    if st.mull < st.seats:
        return name(a)
    if st.sel[1] == 0:
        return ("Play " if verb == _PLAY else "Mutate " if verb == _MUTATE
                else "Activate ") + short(a)
    from gosu.acts import phase
    kind = phase(st)[0]
    if kind == 3:
        return "Bring in " + short(a)
    return "Pay with " + name(a)


def hint(st, a):
    if a >= _DRAW1:
        return HINTS[a - _DRAW1]
    if a >= _SEAT:
        n = st.zones.size(_Z_SEAT + _ZS * (a - _SEAT) + _Z_HAND)
        t = st.tok[a - _SEAT]
        return "%d card%s, %d token%s" % (n, "s" * (n != 1), t, "s" * (t != 1))
    if st.fx[0] == _NONE and st.sel[0] == _PLAY and st.sel[1] == 0:
        n = rules.play_cost(st, st.cur, a)
        return "Costs %d card%s" % (n, "s" * (n != 1)) if n else "Free to play"
    if st.fx[0] == _NONE and st.sel[0] == _MUTATE and st.sel[1] == 0:
        from gosu.acts import mut_cost
        n = mut_cost(st, st.cur, a)
        return "Costs %d card%s" % (n, "s" * (n != 1)) if n else "Free to mutate"
    if st.zones.where(a) == _Z_DISCARD:
        return "From the discard pile"
    return ""


def _line(st, s):
    """A seat's summary: VP, tokens, cards, military, marks."""
    return "P%d VP%d T%d H%d M%d%s%s" % (
        s + 1, st.vp[s], st.tok[s], st.zones.size(_Z_SEAT + _ZS * s + _Z_HAND),
        rules.military(st, s), " Adv" if st.adv == s else "",
        " passed" if st.passed & 1 << s else "")


def view_lines(st, seat):
    """The generic view's page: every seat's summary and army, and `seat`'s hand."""
    out = ["Round %d, pile %d, discard %d" % (st.round, st.zones.size(_Z_DRAW),
                                              st.zones.size(_Z_DISCARD))]
    for s in range(st.seats):
        out.append(_line(st, s))
        for lv in (3, 2, 1):
            cards = st.zones.cards(_Z_SEAT + _ZS * s + _Z_ROW + lv - 1)
            if cards:
                out.append(" %s: %s" % (LEVELS[lv], " ".join(
                    name(c)[:6] + ("*" if st.flag[c] & _F_TRAPPED else "") +
                    ("+" if st.flag[c] & _F_USED else "") for c in cards)))
    if seat is not None:
        out.append("Hand: " + " ".join(name(c)[:6] for c in rules.hand(st, seat)))
    return out


def progress(st):
    return "R%d" % st.round


def result(st):
    """3 for the winner, the Victory Points (at most 2) for the others; None while playing."""
    if st.winner == _NONE:
        return None
    out = []
    for s in range(st.seats):
        out.append(_WIN_VP if s == st.winner else min(st.vp[s], _WIN_VP - 1))
    return out
