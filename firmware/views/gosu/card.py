"""A Gosu card in full, as the view shows it on B (firmware/views/gosu/view.py; v is the
view): its level, clan, military value, mutation cost and its power in words, from its packed
steps (gosu.info.facts) as the Gosu data file's effect language defines them (its power in
short: the view's listing()). Loaded while it is drawn."""
from gpcore import const
from gosu import info
from firmware.ui import wrap
from firmware.views.gosu.style import CLANS, LEVELS, WHITE

# --- constants: written by tools/pack_tables.py ---
_NO_MUT = const(7)
_OP_DESTROY_FREE = const(6)
_OP_DESTROY_ANY = const(7)
_OP_TRAP_FREE = const(8)
_OP_RETURN_TO_HAND = const(10)
_OP_PLAY_EXTRA = const(14)
_OP_PROTECT = const(17)
_OP_ZOMBIE = const(18)
_OP_DISCOUNT = const(19)
_OP_WIN_IF = const(20)
_FL_EACH = const(1)
_FL_IF_ADV = const(2)
_FL_HAND = const(4)
_FL_CLAN = const(8)
_FL_OTHERS = const(16)
_FL_NEWCLAN = const(64)
_KEY_MAX_LEVEL = const(1)
_KEY_PER = const(2)
_KEY_NAMES = const(3)
_KEY_WIN_NAMES = const(4)
_STEP = const(4)
_STEP_HEAD = const(0)
_STEP_N = const(1)
_STEP_FLAGS = const(2)
_STEP_FILTER = const(3)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
_HEAD_BONUS_SHIFT = const(5)
_HEAD_BONUS_MASK = const(7)
_FILTER_VALUE_MASK = const(31)
_FILTER_KEY_SHIFT = const(5)
_FILTER_KEY_MASK = const(7)
# --- end of constants ---

# by opcode - 1: the words in full ("%s": the step's number, "~": its filter)
TEXTS = ("draw %s cards|reveal the top %s cards of the draw pile, take 1 and discard the rest"
         "|take up to %s cards~ from the discard pile|take %s random cards from an opponent's"
         " hand|an opponent discards %s random cards|destroy a FREE opposing goblin of level"
         " %s or less|destroy any opposing goblin of level %s or less|trap a FREE opposing"
         " goblin of level %s or less|untrap up to %s of your goblins|return a FREE opposing"
         " goblin of level %s or less to its owner's hand|take back up to %s spent tokens|an"
         " opponent loses up to %s unspent tokens|take another turn|play a goblin of level %s"
         " or less from your hand for free|take the Advantage|+%s military|it is protected"
         "|zombie: mutate it from the discard pile|your mutations cost %s cards less|you win"
         ).split("|")
WHEN = ("No power.|When it enters:|When mutated in:|Activate (1 token):|Always:|Victory:"
        ).split("|")
RANKS = ("", "Bakuto", "Hero", "Ozeki")


def card(r, cols):
    """Kind r in full, as lines of at most cols characters: its level, clan, military value
    and mutation cost, then its power."""
    f = info.facts(r)
    mut = "cannot mutate" if f[4] == _NO_MUT else "mutation %d" % f[4]
    out = ["%s %s, %s" % (RANKS[f[1]], LEVELS[f[1]], CLANS[f[2]]),
           "Military %d, %s" % (f[3], mut)]
    words = [WHEN[f[5]]]
    p = f[6]
    for i in range(0, len(p), _STEP):
        words.append(step(p[i:i + _STEP]) + (";" if i + _STEP < len(p) else "."))
    return out + wrap(" ".join(words), cols)


def step(s):
    """One step in words."""
    op = s[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
    k = s[_STEP_HEAD] >> _HEAD_BONUS_SHIFT & _HEAD_BONUS_MASK
    n = s[_STEP_N]
    fl = s[_STEP_FLAGS]
    key = s[_STEP_FILTER] >> _FILTER_KEY_SHIFT & _FILTER_KEY_MASK
    v = s[_STEP_FILTER] & _FILTER_VALUE_MASK
    num = "%d" % n
    if op in (_OP_DESTROY_FREE, _OP_DESTROY_ANY, _OP_TRAP_FREE, _OP_RETURN_TO_HAND,
              _OP_PLAY_EXTRA):
        num = LEVELS[min(n, 3)]
    if k:
        num += " (+%d while behind)" % k
    t = TEXTS[op - 1]
    if op == _OP_PROTECT:
        t = "its clan's goblins are protected" if fl & _FL_CLAN else \
            "your other goblins are protected" if fl & _FL_OTHERS else t
    elif op == _OP_ZOMBIE and fl & _FL_CLAN:
        t = "zombie: mutate any goblin of its clan from the discard pile"
    elif op == _OP_DISCOUNT and fl & _FL_NEWCLAN:
        t = "a new clan costs %s cards less"
    elif op == _OP_WIN_IF:
        if key == _KEY_WIN_NAMES:
            t += " with " + ", ".join(info.names(v)) + " in your army"
        elif fl & _FL_HAND:
            t += " at the Great Battle with %s+ cards in hand, more than all others together"
        elif fl & _FL_CLAN:
            t += " with %s untrapped goblins of its clan"
        else:
            t += " when an opponent has %s trapped goblins"
    if "%s" in t:
        t = t % num
        if n == 1 and not k:
            t = t.replace(" cards", " card").replace(" tokens", " token")
    f = ""
    if key == _KEY_MAX_LEVEL:
        f = " of level %s or less" % LEVELS[v]
    elif key == _KEY_NAMES:
        f = " named " + ", ".join(info.names(v))
    elif key == _KEY_PER:
        f = (" for each other goblin of its clan", " for each other Bakuto",
             " while you hold the Advantage")[v]
    t = t.replace("~", f) if "~" in t else t + f
    if fl & _FL_EACH:
        t += ", against each opponent"
    if fl & _FL_IF_ADV:
        t += " if you hold the Advantage"
    return t


def text(v, r):
    """Card kind r in full, as B shows it (LEFT/RIGHT: its other part)."""
    f = info.facts(r)
    lines = card(r, v.w // 6 - 1)
    n = (len(lines) + v.rows - 1) // v.rows
    part = v.part % n
    v.title(f[0], "<%d/%d>" % (part + 1, n) if n > 1 else "B: back")
    y = v.top
    for line in lines[part * v.rows:(part + 1) * v.rows]:
        v.cv.text(1, y, line, WHITE)
        y += v.lh
