"""Heroes of Karth's lines for the generic view (firmware.views' view_lines and legend; lazy
methods of the state, found through karth.text's __getattr__): the dungeon as a map of
letters, gold, SE and kill points against the targets, the hand, and the legend of the map's
letters. Karth's own view never loads it."""
from gpcore import const
from karth import rules
from karth.names import CARD_NAME_NAMES
from karth.text import word
from karth.tables import TER

# --- constants: written by tools/pack_tables.py ---
_W = const(8)
_H = const(6)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_HAND = const(3)
_U = const(12)
_U_FL = const(3)
_U_OWN = const(11)
_F_HID = const(4)
_KP_WIN = const(25)
_TER_EFFECT = const(48)
_TILE_KIND_MASK = const(15)
# --- end of constants ---
LEGEND = ("Legend:", "Map: a..h west to east,", "1..6 north to south.",
          "Capitals: the DM's units,", "small letters: Adventurers.",
          "? a hidden unit, * a web,", "# a closed tile (walls).",
          "S Spawner, W Wandering", "Monster, T Treasure, P", "Prison, M Mana Pool,",
          "R Mine Track, X Teleporter,", "D Secret Door.",
          "Marks after a name: t turned", "(new, stunned or leaving).")


def _mark(st, t):
    k = st.at[t] - 1
    if k >= 0:
        if st.u[k * _U + _U_FL] & _F_HID:
            return "?"
        ch = word(CARD_NAME_NAMES, rules.row(st, k)).split()[-1][0]
        return ch.lower() if st.u[k * _U + _U_OWN] else ch.upper()
    if st.web[t]:
        return "*"
    e = TER[_TER_EFFECT + (st.tile[t] & _TILE_KIND_MASK)]
    return ".DWPRSTMX"[e] if e else ("#" if (st.tile[t] & _TILE_KIND_MASK) in (1, 2) else ".")


def view_lines(st, seat):
    """The generic view's first page: the map, the sides' totals against the targets, and
    the hand of `seat` (None: nobody's)."""
    out = ["  abcdefgh"]
    for r in range(_H):
        out.append("%d " % (r + 1) + "".join(_mark(st, r * _W + c) for c in range(_W)))
    g = rules.GOLD_WIN[st.seats - 2]
    out.append("DM gold %d/%d KP %d/%d SE %d" % (st.gold[0], rules.GOLD_WIN[0], st.kp[0],
                                                  _KP_WIN, st.se[0]))
    out.append("Adv gold %d/%d KP %d/%d" % (sum(st.gold[1:]), g, sum(st.kp[1:]), _KP_WIN))
    if seat is not None:
        out.append("Hand: " + ", ".join(word(CARD_NAME_NAMES, st.rows[c]) for c in
                                        st.zones.cards(_Z_SEAT + _ZS * seat + _Z_HAND)))
    return out


def legend(st):
    return LEGEND
