"""Effect programs: a card's packed steps (tools/pack_tables.py, effect columns) run one by one
over the game's table of handlers, one per opcode: no function per card. Loaded only by games
that use effects.

A state that runs programs keeps `fx`, a bytearray of 3 + the most choices one step takes:
  fx[0] the card whose program runs (255: none), fx[1] its next step (an index of the game's
  steps), fx[2] how many choices that step has had, fx[3:3 + fx[2]] those choices.
So a program half run is a few bytes of the state: copy() copies it, and replay rebuilds it.
The state's class names its program table and handlers:
  FX_STEPS  every program's steps, STEP bytes each (the layout's codes: tools/pack_tables.py)
  FX_AT     the first step of card c's program at c, its end at c + 1 (the table's _AT column)
  FX_OPS    the handler of opcode k at k - 1
and BACK the action code of "Back", if a step in several choices offers it (else absent; see
gpcore.engine).
A handler f(st, step) reads the step's bytes and the choices made (st.fx) and either does the
step and returns None or an empty list (no target: the step does nothing), or returns the
action codes the next choice may be, changing nothing: the step waits, and the game offers
those codes as its legal actions (whoever the game says chooses: a reaction is a choice made by
another seat). A step in several choices (a unit, its action, a target) acts only at its last;
BACK among the codes lets the chooser take back the step's last choice; at a step's first
choice there is none, so Back is not offered there (choosing it is refused like any illegal
action: ValueError, nothing changed). Choices are action codes below 256 (kept in fx).
"""
from gpcore import const

# --- constants: written by tools/pack_tables.py ---
_STEP = const(4)
_STEP_HEAD = const(0)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---
_NONE = const(255)     # fx[0] when no program runs


def start(st, card):
    """Run card's program until it ends or a step waits for a choice."""
    fx = st.fx
    fx[0] = card
    fx[1] = st.FX_AT[card]
    fx[2] = 0
    choose(st, None)


# The action codes the waiting step offers ([] when no program waits): its handler's answer
# (a step that acts returns None or []), with no Back before the step's first choice, even if
# the handler offers one. The handlers and BACK are read on the class (FX_OPS, a tuple or one
# function for every opcode, is not bound to st: a game with one handler holds no tuple of
# it, Karth's 216 bytes; BACK is never a lazy lookup, gpcore.engine). (Comments above the
# def: the lines inside a function are counted in its code's line table.)
def choices(st):
    fx = st.fx
    if fx[0] == _NONE:
        return []
    i = fx[1] * _STEP
    step = st.FX_STEPS[i:i + _STEP]
    c = type(st)
    op = c.FX_OPS
    if type(op) is tuple:
        op = op[(step[_STEP_HEAD] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK) - 1]
    out = op(st, step)
    if fx[2] or not out:
        return out
    back = getattr(c, "BACK", None)
    for a in out:
        if a == back:
            out = list(out)
            out.remove(back)    # (offered once)
            return out
    return out              # no copy without Back (a choice among a whole discard pile)


def choose(st, a):
    """Take choice `a`, one of choices(st) (State.apply has checked it), and run on until the
    program ends or a step waits (a None: start() runs the first step)."""
    fx = st.fx
    if a is not None:
        if a == getattr(type(st), "BACK", None):
            fx[2] -= 1
            return
        fx[3 + fx[2]] = a
        fx[2] += 1
    while fx[1] < st.FX_AT[fx[0] + 1]:
        if choices(st):     # the step waits (it runs the step's handler)
            return
        fx[1] += 1
        fx[2] = 0
    fx[0] = _NONE
