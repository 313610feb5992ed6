"""Packing spec for Karak: Goblin: every card of the game in one table, and the rule numbers.

Card ids are the rows of karak_goblin_action_cards.csv (the six heroes' starting cards, hero by
hero, in the hero order below: hero h has cards h * START_CARDS and on; checked here) followed
by the rows of karak_goblin_monsters.csv (level I monsters, its gatekeepers, level II, ..., the
three Lords). A monster's reward (an action card, a weapon, an armour, a key) is the same card
id. Cells like "attack2 defence1" are packed as fixed fields, colours as 0..3 (R, Y, G, B:
COLOURS), the next colours as a bit mask (bit 0 R ... bit 3 B), curses as codes (CURSES); small
fields share a byte (bitfields: codes like KL_LEVEL_SHIFT and KL_LEVEL_MASK read them). The
columns the rules read go to lib/karak_goblin/tables.py, the names of equipment and monsters
with their columns and the heroes' names (no column: nothing reads a card's hero) to
lib/karak_goblin/names.py (only the screens load it). Rule
numbers come from karak_goblin_params.csv as constants of CODES.
"""
import csv
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if os.path.dirname(_HERE) not in sys.path:     # tools/, the packer's folder (as it puts it):
    sys.path.insert(0, os.path.dirname(_HERE))  # a test may import this spec on its own
from pack_tables import bitfields  # noqa: E402
MODULE = "lib/karak_goblin/tables.py"
NAMES = "lib/karak_goblin/names.py"
START_CSV = "karak_goblin_action_cards.csv"
MON_CSV = "karak_goblin_monsters.csv"
COLOURS = "RYGB"
HEROES = ("Horan", "Argentus", "Xanros", "Aderyn", "Victorius", "Taia")
KINDS = ("start", "action", "weapon", "armour", "key", "lord")
# curse codes: 0 none, 1-4 a colour (R, Y, G, B), 5-8 an effect (A, D, H, C), 9-10 equipment
CURSES = ("", "col:R", "col:Y", "col:G", "col:B", "eff:A", "eff:D", "eff:H", "eff:C",
          "eq:weapon", "eq:armour")


def _rows(name):
    with open(os.path.join(_HERE, name), newline="") as f:
        return [r for r in csv.DictReader(f) if r.get("id")]


def _is_start(r):
    return r.get("origin", "").startswith("start:")


def _effects(r):
    """{word: number} of a card's effects ("attack2 defence1"), for a start card or the action
    card a monster gives."""
    text = r["effects"] if _is_start(r) else (r.get("reward_effects") or "")
    if not _is_start(r) and not r["reward"] == "action":
        return {}
    out = {}
    for w in text.split():
        k = w.rstrip("0123456789")
        out[k] = int(w[len(k):])
    return out


def _equip(r):
    """{word: number} of a weapon's or armour's values ("def1 hand0 heal_after1")."""
    if _is_start(r) or r["reward"].split(":")[0] not in ("weapon", "armour"):
        return {}
    return dict(_effects(dict(r, origin="start:", effects=r["reward_effects"])))


def _kind(r):
    if _is_start(r):
        return 0
    rw = r["reward"].split(":")[0]
    return 5 if r["level"] == "X" else KINDS.index(rw)


def _colour(r):
    c = r["colour"] if _is_start(r) else r.get("reward_colour", "")
    return COLOURS.index(c) if c else 0


def _next(r):
    m = 0
    for c in (r["next_colours"] if _is_start(r) else r.get("reward_next", "")):
        m |= 1 << COLOURS.index(c)
    return m


def _curse(i):
    def f(r):
        cs = [] if _is_start(r) else r["curses"].split()
        return CURSES.index(cs[i]) if i < len(cs) else 0
    return f


def _num(col):
    return lambda r: 0 if _is_start(r) else int(r[col] or 0)


def _eff(word, equip=False):
    return lambda r: (_equip(r) if equip else _effects(r)).get(word, 0)


def _name(r):
    if _is_start(r):
        return ""
    if r["reward"].split(":")[0] in ("weapon", "armour"):
        return r["reward"].split(":")[1]
    return r["name"]


def _monster_name(r):
    return "" if _is_start(r) else r["name"]


_ALL = _rows(START_CSV) + _rows(MON_CSV)
_name.words = tuple(sorted(set(_name(r) for r in _ALL)))
_monster_name.words = tuple(sorted(set(_monster_name(r) for r in _ALL)))


def _hero(r):
    """The hero of a starting card (packed as 1 + the hero's index), else 0."""
    return r["origin"][6:] if _is_start(r) else ""


_hero.words = ("",) + HEROES

TABLES = [
    {"csv": (START_CSV, MON_CSV), "module": MODULE, "name": "CARD",
     "fields": [
         # kind; level (0 a starting card, 1-3, 4 the Lord)
         ("kl", 6, bitfields(("kind", _kind, 3),
                             ("level", lambda r: 0 if _is_start(r) else 4 if r["level"] == "X"
                              else int(r["level"]), 3))),
         # colour; the colours allowed next (bit 0 R ... bit 3 B)
         ("cn", 6, bitfields(("colour", _colour, 2), ("next", _next, 4))),
         # attack; defence
         ("ad", 8, bitfields(("atk", _eff("attack"), 4), ("def", _eff("defence"), 4))),
         # heal; draw
         ("hd", 8, bitfields(("heal", _eff("heal"), 4), ("draw", _eff("draw"), 4))),
         # a monster's hit points; its attack
         ("hpa", 8, bitfields(("hp", _num("hp"), 4), ("atk", _num("attack"), 4))),
         # its first curse; its second (CURSES)
         ("curses", 8, bitfields(("first", _curse(0), 4), ("second", _curse(1), 4))),
         # equipment: attack; defence; hand size; healing after the battle
         ("equip", 8, bitfields(("atk", _eff("atk", True), 2), ("def", _eff("def", True), 2),
                                ("hand", _eff("hand", True), 2),
                                ("heal", _eff("heal_after", True), 2))),
     ],
     "names": ()},
    {"csv": (START_CSV, MON_CSV), "module": NAMES, "name": "CARD",
     "fields": [("name", 7, _name), ("monster", 7, _monster_name)]},
    # the heroes' names only (the engine finds a hero's cards by the hero order)
    {"csv": (START_CSV, MON_CSV), "module": None, "names_module": NAMES, "name": "CARD",
     "fields": [("hero", 3, _hero)]},
]


def _params():
    return [(r["key"], int(r["value"])) for r in csv.DictReader(
        open(os.path.join(_HERE, "karak_goblin_params.csv"), newline=""))]


def _check_hero_order():
    """The engine finds hero h's starting cards at h * START_CARDS: the table must list them
    so."""
    n = dict(_params())["START_CARDS"]
    for i, r in enumerate(_rows(START_CSV)):
        if r["origin"] != "start:" + HEROES[i // n]:
            raise ValueError("%s: %s: starting cards must be listed hero by hero, %d each, "
                             "in the order %s" % (START_CSV, r["id"], n, ", ".join(HEROES)))


_check_hero_order()


def _first(pred):
    return min(i for i in range(len(_ALL)) if pred(_ALL[i]))


# Public codes: lib/karak_goblin/codes.py, and each engine module's private const block.
_N = len(_ALL)
PHASES = ("P_HERO", "P_TURN", "P_DISCARD", "P_BATTLE", "P_POST", "P_EQUIP", "P_SHOP", "P_PAY",
          "P_STACK", "P_TAIA", "P_OVER")
# Zones of a seat (Z_SEAT of them, seat s at s * Z_SEAT) and of the table (from seats *
# Z_SEAT: the box, the pawnshop, the Lord, then four zones per level)
SEAT_ZONES = ("Z_DECK", "Z_HAND", "Z_DISC", "Z_PLAY", "Z_WEAP", "Z_ARM", "Z_KEYS")
TABLE_ZONES = ("T_BOX", "T_PAWN", "T_LORD", "T_ROW", "T_MDECK", "T_GATE", "T_GDECK")
_A = 120    # card ids (below N_CARDS) are actions too: play, discard, pay with, stack, keep
_FIGHTS = dict(_params())["ROW"] + 1     # fight actions a level: its row, then its gatekeeper
ACTIONS = [("A_FIGHT", _A), ("A_LORD", _A + 18), ("A_SHOP", _A + 19), ("A_REVIVE", _A + 20),
           ("A_END", _A + 21), ("A_HEAL", _A + 22), ("A_STR_A", _A + 23),
           ("A_STR_D", _A + 24), ("A_COUNTER", _A + 25), ("A_POTION", _A + 27),
           ("A_KEEP", _A + 30), ("A_PAWN", _A + 31), ("A_XANROS", _A + 32),
           ("A_START", _A + 33), ("A_HERO", _A + 34), ("A_BACK", _A + 40)]
# Event codes (the texts are in lib/karak_goblin/text.py, in this order)
EVENTS = ("E_FIGHT", "E_PLAY", "E_HITS", "E_WIN", "E_LOSE", "E_DIE", "E_REWARD", "E_KEY",
          "E_LORD", "E_SHOP", "E_BUY", "E_PAY", "E_REVIVE", "E_HEAL", "E_POTION", "E_REMAKE",
          "E_SKIP", "E_PAWN", "E_HERO", "E_CAP", "E_DRAW")
# The battle record s.b: the monster, its slot, cards played, the last one, the ability used,
# curses countered (bits), extra attack and defence (strength, Xanros), strength on the last
# card, Horan's bonus, the purchase waiting for payment (a card, or PURCHASE_POTION + kind),
# a pawnshop card bought this visit, equipment waiting for keep-or-pawn, what follows the
# draws or the equipment choice (R_*), draws pending, Taia's two cards, Taia's draw mode,
# the totals of the last battle (attack, defence, hits taken).
BATTLE = ("B_MON", "B_SLOT", "B_N", "B_LAST", "B_USED", "B_CTR", "B_XA", "B_XD", "B_STR",
          "B_HORAN", "B_BUY", "B_PAWNED", "B_PEND", "B_RET", "B_NEED", "B_T1", "B_T2",
          "B_TAIA", "B_ATK", "B_DEF", "B_HITS", "B_SIZE")
CODES_MODULE = "lib/karak_goblin/codes.py"
CODES = ([(p, i) for i, p in enumerate(PHASES)]
         + [(b, i) for i, b in enumerate(BATTLE)]
         + [("R_BATTLE", 0), ("R_END", 1), ("R_SHOP", 2), ("BUY_POTION", 200)]
         + [("H_" + h.upper(), i) for i, h in enumerate(HEROES)]
         + [(z, i) for i, z in enumerate(SEAT_ZONES)] + [("Z_SEAT", len(SEAT_ZONES))]
         + [(z, i) for i, z in enumerate(TABLE_ZONES)] + [("Z_LEVEL", 4)]
         + ACTIONS
         + [("FIGHTS", _FIGHTS, "A_FIGHT + FIGHTS * level + slot; slot ROW: the gatekeeper")]
         + [(e, i) for i, e in enumerate(EVENTS)]
         + [("K_" + k.upper(), i) for i, k in enumerate(KINDS)]
         + [("N_CARDS", _N), ("N_START", _first(lambda r: not _is_start(r))),
            ("N_HEROES", len(HEROES)), ("NONE", 255),
            ("C_EFF", 5), ("C_WEAPON", 9), ("C_ARMOUR", 10),
            ("PO_HEAL", 0), ("HISTORY", 1024), ("PO_STR", 1), ("PO_COUNTER", 2), ("BLUE", 3)]
         + _params())
