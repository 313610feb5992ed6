"""Helpers for the Karak: Goblin tests: card ids by the tables' ids, a scenario with chosen
hands, decks and monsters for seat 0, and a snapshot of every field of a state."""
import csv
import os

import karak_goblin
from karak_goblin import rules
from karak_goblin.codes import (Z_DECK, Z_HAND, Z_DISC, Z_PLAY, Z_WEAP, Z_ARM, Z_KEYS, T_BOX,
                                T_ROW, T_GATE, T_LORD, T_PAWN, A_FIGHT, A_LORD, P_TURN, NONE,
                                HP, B_SIZE, FIGHTS, ROW, K_KEY, KL_KIND_SHIFT, KL_KIND_MASK,
                                KL_LEVEL_SHIFT, KL_LEVEL_MASK)
from gpcore.zones import Zones

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_IDS = []
for _name in ("karak_goblin_action_cards.csv", "karak_goblin_monsters.csv"):
    with open(os.path.join(ROOT, "tools", "tables", _name), newline="") as _f:
        _IDS += [r["id"] for r in csv.DictReader(_f) if r.get("id")]


def card(cid):
    """Card number of a table id ("S-HOR-1", "L1-M05")."""
    return _IDS.index(cid)


def zone(s, k, seat=0):
    return rules.zone(s, k, seat)


def cards(s, k, seat=0):
    return list(s.zones.cards(rules.zone(s, k, seat)))


def scenario(hero, hand=(), deck=(), disc=(), weapon=None, armour=None, keys=0,
             abilities=True, seats=2, hp=HP, pot=0):
    """Seat 0 to move with hero `hero` (codes.H_*); its cards exactly those given (table ids;
    deck listed bottom first); `keys` gatekeepers of levels 1.. as keys."""
    s = karak_goblin.new_game(seats, 5, bytes((0, 0 if abilities else 1)))
    z = s.zones
    box = rules.table(s, T_BOX)
    for k in (Z_DECK, Z_HAND, Z_DISC, Z_PLAY, Z_WEAP, Z_ARM, Z_KEYS):
        for c in z.cards(zone(s, k)):
            z.move(c, box)
    s.hero[0] = hero
    for k, ids in ((Z_HAND, hand), (Z_DECK, deck), (Z_DISC, disc)):
        for cid in ids:
            z.move(card(cid), zone(s, k))
    if weapon:
        z.move(card(weapon), zone(s, Z_WEAP))
    if armour:
        z.move(card(armour), zone(s, Z_ARM))
    for lv in range(keys):
        z.move(z.cards(rules.table(s, T_GATE, lv))[0], zone(s, Z_KEYS))
        z.draw(rules.table(s, 6, lv), rules.table(s, T_GATE, lv))
    s.hp[0] = hp
    s.pot[0] = pot
    s.turn = 0
    s.phase = P_TURN
    s.log = []
    return s


def fight(s, mid):
    """Seat 0 fights monster `mid` (a table id): it is put in its level's row (or gatekeeper
    place, or the Lord's) first."""
    from karak_goblin.tables import CARD_KL
    m = card(mid)
    z = s.zones
    lv = (CARD_KL[m] >> KL_LEVEL_SHIFT & KL_LEVEL_MASK) - 1
    if lv == 3:
        if z.cards(rules.table(s, T_LORD))[0] != m:
            z.move(z.cards(rules.table(s, T_LORD))[0], rules.table(s, T_BOX))
            z.move(m, rules.table(s, T_LORD))
        s.apply(A_LORD)
        return m
    if CARD_KL[m] >> KL_KIND_SHIFT & KL_KIND_MASK == K_KEY:          # a gatekeeper
        gate = rules.table(s, T_GATE, lv)
        if z.cards(gate)[0] != m:
            z.move(z.cards(gate)[0], rules.table(s, 6, lv), True)
            z.move(m, gate)
        s.apply(A_FIGHT + lv * FIGHTS + ROW)
        return m
    row = rules.table(s, T_ROW, lv)
    if z.cards(row).find(bytes((m,))) < 0:
        z.move(z.cards(row)[0], rules.table(s, 4, lv))    # one back to its monster deck
    z.move(m, row, True)
    s.apply(A_FIGHT + lv * FIGHTS)
    return m


def snapshot(s):
    """Every field of the state, as plain values."""
    out = {}
    for k, v in vars(s).items():
        if isinstance(v, Zones):
            v = (bytes(v.buf), bytes(v.start))
        elif isinstance(v, (bytearray, list)):
            v = bytes(v) if isinstance(v, bytearray) else list(v)
        elif k == "rng":
            v = (v.z, v.w)
        out[k] = v
    return out
