"""All text for the screens; a bot game never loads this module."""
# Menu labels (<= 20 characters) and hints (<= 26 characters) for every action code, event
# lines (<= 26 characters) and score sheets. Its functions are methods of the state (a LAZY
# module of VaultsState: text.label(st, a) is st.label(a)).
from goblin_vaults import cards as C
from goblin_vaults import goals as G
from goblin_vaults import vault as V
from goblin_vaults.cards import short, goal_name
from goblin_vaults.rules import underbid
from gpcore import events as E
from goblin_vaults.codes import (GLAVRUN, NOCARD, FACEDOWN, A_BID, A_PICK, A_DOWN, A_DRAW,
                                 A_PLACE, A_SKIP, A_SWAP, A_NOSWAP, A_MOVE, A_CARD, A_FROM,
                                 A_BACK, ROUNDS)

BLOCK_NAMES = ("left", "mid", "right")

# The line of each event code (codes.E_*), gpcore.events' "letters|format": a letter per value
# (p seat or Glavrun, c card (NOCARD: hidden), h card (NOCARD: a hidden card), b block card,
# n number, g gears if any, t vault position)
EVENTS = (
    "|Choose a first card",             # E_START
    "p|%s chose a card",                # E_CHOSE
    "pc|%s reveals %s",                 # E_REVEAL
    "n|Round %d",                       # E_ROUND
    "pcb|%s bids %s>%s",                # E_BID
    "pc|%s pays 1g to %s",              # E_PAY
    "|Glavrun shifts right",            # E_SHIFT
    "c|+1g on your %s",                 # E_YOURGEAR
    "c|+1g on %s",                      # E_GEAR
    "pcg|%s takes %s%s",                # E_TAKES
    "pcg|%s keeps %s%s",                # E_KEEPS
    "pct|%s: %s to %s",                 # E_PLACE
    "p|%s hides a card +1g",            # E_HIDE
    "p|%s redraws a card",              # E_REDRAW
    "p|%s skips the warden",            # E_SKIP
    "ph|%s moves %s",                   # E_MOVE
    "c|Warden now %s",                  # E_SWAP
    "|Warden stays",                    # E_NOSWAP
    "|Game over",                       # E_OVER
)


def _value(st, kind, v, names):
    if kind == "p":
        return "Glavrun" if v == GLAVRUN else names[v] if names else "P%d" % (v + 1)
    if kind == "c" or kind == "h":
        return short(v) if v != NOCARD else "hidden" if kind == "c" else "a hidden card"
    if kind == "b":
        return BLOCK_NAMES[v]
    if kind == "g":
        return " +%dg" % v if v else ""
    if kind == "t":
        return _pos(v)
    return v


def events(st, names=None):
    """The lines of the last action's events; seats are called by `names` if given, else
    P1..P5."""
    return E.events(st, EVENTS, _value, names)


def _pos(cell):
    return "C%d T%d" % (cell // 3 + 1, cell % 3 + 1)


def _moved(st, cell):
    """The name of the card in vault cell `cell` of the seat to move."""
    v = st.vault[st.to_move() * 12 + cell]
    return "hidden" if v & FACEDOWN else short((v & 0x7F) - 1)


def label(st, a):
    seat = st.to_move()
    if st.pend:
        k = a - A_PLACE
        return "Chamber %d tier %d" % (k + 1, V.chamber_len(st.vault, seat * 12, k) + 1)
    if a >= A_BACK:
        return "Back"
    if a >= A_FROM:
        return "Move %s" % _moved(st, a - A_FROM)
    if a >= A_CARD:
        return "Bid %s" % short(a - A_CARD)
    if a < A_PICK:
        c, k = (a - A_BID) // 3, (a - A_BID) % 3
        return "On %s %s%s" % (BLOCK_NAMES[k], short(st.block[k]),
                               " -1g" if underbid(st, c, k) else "")
    if a < A_DOWN:
        return "Vault %s" % short(a - A_PICK)
    if a < A_DRAW:
        return "Hide %s" % short(a - A_DOWN)
    if a < A_PLACE:
        return "Redraw, lose %s" % short(a - A_DRAW)
    if a == A_SKIP:
        return "No warden action"
    if a < A_NOSWAP:
        return "Warden <> %s" % short(st.block[a - A_SWAP])
    if a == A_NOSWAP:
        return "Keep the warden"
    return "To %s" % _pos((a - A_MOVE) % 12)


def public_label(st, a):
    """What everyone may learn of action a (at most 18 characters, so that a name of 5 and
    ": " go before it on a banner): a secret first card, a hidden card, a redraw's discard
    and a bid's card before its block card is chosen stay secret."""
    if A_PICK <= a < A_DOWN:
        return "chose a card"
    if A_DOWN <= a < A_DRAW:
        return "hid a card +1g"
    if A_DRAW <= a < A_PLACE:
        return "redrew a card"
    if A_CARD <= a < A_FROM:
        return "picks a bid card"
    if a < A_PICK:
        c, k = (a - A_BID) // 3, (a - A_BID) % 3
        return "bids %s>%s" % (short(c), BLOCK_NAMES[k])
    if A_MOVE <= a < A_CARD:
        m = a - A_MOVE
        return "moves %s>%s" % (_moved(st, m // 12), _pos(m % 12))
    return label(st, a)


def hint(st, a):
    if st.pend:
        return "Card: %s" % short(st.pend[1])
    if a >= A_BACK:
        return "Choose another card"
    if a >= A_FROM:
        return "From %s, then where" % _pos(a - A_FROM)
    if a >= A_CARD:
        text = "Then a block card"
        if C.FACTION[a - A_CARD] == C.FACTION[st.warden]:
            text += ", warden"
        return text
    if a < A_PICK:
        c, k = (a - A_BID) // 3, (a - A_BID) % 3
        w = st.winning_bid(k)
        if underbid(st, c, k):
            return "Pays 1 gear to %s" % short(w)
        return "Leads for %s" % short(st.block[k])
    if a < A_DOWN:
        return "Secret first vault card"
    if a < A_DRAW:
        return "Face down, +1 gear"
    if a < A_PLACE:
        return "To deck bottom, draw 1"
    if a < A_SWAP:
        return "Go on bidding"
    if a < A_NOSWAP:
        return "Block card becomes warden"
    if a == A_NOSWAP:
        return "Warden suit stays %s" % short(st.warden).split()[1]
    return "Tiers shift as needed"


def score_sheet(st, seat):
    """[(label, points)], the last row ("Total", sum); seat may be GLAVRUN (solo)."""
    if seat == GLAVRUN:
        gears, facs, suits = st.glavrun_points()
        rows = [("Gears", gears), ("Faction icons", facs), ("Suit icons", suits)]
    else:
        tiers, facs = G.icon_points(st.vault, seat * 12, st.fac[seat])
        rows = [("Gears", st.gears[seat]), ("Tier icons", tiers), ("Faction icons", facs)]
        for g in st.goals:
            rows.append((goal_name(g), G.goal_points(g, st.vault, seat * 12)))
    rows.append(("Total", sum(p for _, p in rows)))
    return rows


def progress(st):
    """How far the game got, for the title's list of saves: the round."""
    return "R%d/%d" % (max(st.round, 1), ROUNDS)
