"""One event format for every game: what the screens, the banner of a bot's move and the
game log read. state.log holds the events of the last action as ints made by
State.say(kind, a, b, c): kind | a << 5 | b << 13 | c << 21, a kind below 32 and up to three
values below 256 (so below 2**29: a small int on every board; a hidden card or none is a
value such as 255, never a negative number).

A game's text module turns them into lines with its table of "letters|format" strings, one
per kind in the order of its E_* codes, a letter per value saying how it shows, and its
function value(state, letter, v, names): the value as the format takes it, or None to
leave it out (e.g. the seat to move, whom most events are about); kind(e) is an event's
kind, for a text that looks for one (Karak's dice sound). Loaded by the text modules only: a
bot game never decodes an event."""


def kind(e):
    """The kind of event e (a game's E_* code)."""
    return e & 31


def event(st, e, table, value, names=None):
    """The line of event e."""
    kinds, fmt = table[kind(e)].split("|")
    args = []
    for i in range(len(kinds)):
        v = value(st, kinds[i], (e >> (5 + 8 * i)) & 255, names)
        if v is not None:
            args.append(v)
    return fmt % tuple(args)


def events(st, table, value, names=None):
    """The lines of the last action's events (state.log)."""
    out = []                # (a loop: a comprehension is one more function held)
    for e in st.log:
        out.append(event(st, e, table, value, names))
    return out
