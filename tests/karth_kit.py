"""Positions for Heroes of Karth's rule tests: a game past its setup (the bot's picks), an
open dungeon, units put on tiles by name, and the seat to move set."""
import karth
from karth import rules
from karth.codes import (PH_MAIN, F_TURNED, Z_PLAY, Z_SEAT, ZS, Z_HAND, TILE, ABIL, U, U_OWN,
                         U_DMG, K_UNDEAD, CARD_KIND, CARD_HP, N_ELF, N_GOB)
from karth.names import CARD_NAME_NAMES
from karth.text import word
from karth.tables import CARD_ABILITIES, CARD_ABILITIES_AT, CARD


def get(st, k, f):
    """Byte f (U_*) of unit k (the engine reads st.u in place)."""
    return st.u[k * U + f]


def zone(st, seat, z):
    """Seat's zone z (Z_*) in st.zones."""
    return Z_SEAT + ZS * seat + z


def game(seats=2, seed=1):
    """A game at the DM's first main phase, the dungeon all open passages, no unit in it."""
    st = karth.new_game(seats, seed)
    bot = karth.make_bot(1, seed)
    while st.ph < PH_MAIN:
        st.apply(bot.choose(st))
    st.tile[:] = bytes(len(st.tile))
    return st


def holder(c):
    """The seat whose deck card c belongs to (the DM's deck first, then an Elf deck a seat)."""
    return 0 if c < N_GOB else 1 + (c - N_GOB) // N_ELF


def card(st, name, seat):
    """A card of that name of seat's deck not in the dungeon."""
    for c in range(len(st.rows)):
        if word(CARD_NAME_NAMES, st.rows[c]) == name and holder(c) == seat \
                and st.zones.where(c) != Z_PLAY:
            return c
    raise LookupError(name)


def in_hand(st, seat, name):
    """The cards of that name in seat's hand."""
    return [c for c in st.zones.cards(zone(st, seat, Z_HAND))
            if word(CARD_NAME_NAMES, st.rows[c]) == name]


def put(st, name, seat, t, ready=True):
    """Unit `name` of `seat` on tile t (a cell name "c3" or a number); returns its slot."""
    return rules.place(st, card(st, name, seat), at(t), seat, 0 if ready else F_TURNED)


def at(t):
    """Tile number of a cell name: column a..h, row 1..6."""
    return t if isinstance(t, int) else (int(t[1]) - 1) * 8 + "abcdefgh".index(t[0])


def turn_of(st, seat, se=0):
    """The main phase of seat's turn, with `se` Spiritual Energy (and none for the others,
    so that no window opens unless a test wants one)."""
    st.cur = seat
    st.ph = PH_MAIN
    st.active = 255
    st.se[:] = bytes(st.seats)
    st.se[seat] = se


def tile(t):
    return TILE + at(t)


def ability(st, k, op):
    """The action of unit k's ability with opcode op."""
    r = rules.row(st, k)
    for i in range(CARD_ABILITIES_AT[r], CARD_ABILITIES_AT[r + 1]):
        if CARD_ABILITIES[4 * i] & 31 == op:
            return ABIL + i
    raise LookupError(op)


def undead(st, s):
    """How many undead tokens seat s has in the dungeon."""
    return len([k for k in rules.slots(st) if get(st, k, U_OWN) == s
                and CARD[CARD_KIND + rules.row(st, k)] == K_UNDEAD])


def alive(st, k):
    """Unit k's damage is below its HP."""
    return get(st, k, U_DMG) < CARD[CARD_HP + rules.row(st, k)]
