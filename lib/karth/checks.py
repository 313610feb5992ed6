"""Heroes of Karth's facts and invariants for the conformance suite (the tests call
invariants(st); nothing on the device loads this module): every card in exactly one place,
the dungeon's units where their tiles say, damage within HP (but in a damage window), the
Adventurer unit cap, at most one unit a tile, undead within the five tokens, webs within
three, gold, SE and kill points within 99, the layout legal."""
from gpcore import const
from karth import rules
from karth.tables import CARD

HIDDEN = True       # hands and piles
SHORTEST = 17       # two seats: 12 setup draws and keeps, 3 layout passes, a draw, a concession
TEAM_SEATS = (2, 3, 4)  # tools/botmatch.py: the DM's side's bot-vs-bot win rate at these seats

# --- constants: written by tools/pack_tables.py ---
_N_TILES = const(48)
_K_UNDEAD = const(4)
_Z_PLAY = const(0)
_U = const(12)
_U_CARD = const(0)
_U_TILE = const(1)
_U_DMG = const(2)
_U_IT = const(6)
_U_OWN = const(11)
_PH_DEAL = const(0)
_W_DMG = const(2)
_UNDEAD_MAX = const(5)
_WEB_MAX = const(3)
_ADV_CAP = const(6)
_CAP99 = const(99)
_NONE = const(255)
_CARD_KIND = const(39)
_CARD_HP = const(312)
# --- end of constants ---


def invariants(st):
    z = st.zones
    assert sorted(z.buf) == list(range(len(z.buf)))
    play = set(z.cards(_Z_PLAY))
    held = set()
    adv = [0] * st.seats
    undead = 0
    for k in rules.slots(st):
        i = k * _U
        t = st.u[i + _U_TILE]
        assert st.at[t] == k + 1, "unit %d not where its tile says" % k
        held.add(st.u[i + _U_CARD])
        for j in (0, 1):
            if st.u[i + _U_IT + j] != _NONE:
                held.add(st.u[i + _U_IT + j])
        r = rules.row(st, k)
        assert st.u[i + _U_DMG] < CARD[_CARD_HP + r] or st.win[0] == _W_DMG
        o = st.u[i + _U_OWN]
        if o:
            adv[o] += 1
        undead += CARD[_CARD_KIND + r] == _K_UNDEAD
    assert held == play
    assert len([t for t in range(_N_TILES) if st.at[t]]) == len(rules.slots(st))
    assert sum(adv) <= _ADV_CAP
    for s in range(1, st.seats):
        assert adv[s] <= _ADV_CAP // (st.seats - 1)
    assert undead <= _UNDEAD_MAX
    assert sum(st.web) <= _WEB_MAX
    for s in range(st.seats):
        assert st.gold[s] <= _CAP99 and st.se[s] <= _CAP99 and st.kp[s] <= _CAP99
    if st.ph > _PH_DEAL + 1:
        from karth.setup import legal
        assert legal(st)
