"""Goblin Vaults scoring: every goal side (ties and face-down blanks included), icons, the
score sheet, Glavrun's solo score per level and the tie-breaks."""
import pytest

from goblin_vaults import cards as C
from goblin_vaults import goals as G
from goblin_vaults import new_game
from goblin_vaults.codes import GLAVRUN, PH_OVER
from goblin_vaults_kit import card, goal, faction, vault_cells


def cd(text):
    """'4co' -> 4 of coins; a leading '~' makes it face down."""
    down = text.startswith("~")
    text = text.lstrip("~")
    suits = {"co": "coins", "cr": "crowns", "la": "lanterns", "po": "potions", "sk": "skulls",
             "to": "tomes"}
    c = card(int(text[:-2]), suits[text[-2:]])
    return -c - 1 if down else c


def vault(*chambers):
    return vault_cells([[cd(t) for t in ch.split()] for ch in chambers])


GOAL_CASES = [
    # name, chambers (tier 1 first), points
    ("Cluster", ("4co 5to 6sk", "9cr 8co 7la", "1co 2co 4po", "3sk 4sk"), 18),
    ("Cluster", ("4co ~5to 6sk", "5co 4co 3la", "", ""), 9),
    ("Kinship", ("1co 6co 2cr", "2co 7co 7cr", "4co 9co ~5sk", ""), 9),
    ("Counting House", ("1co 2co 3co", "4co 5co 1sk", "6co", "7co ~8co 2sk"), 14),
    ("Top Shelf", ("1sk 2sk 3co", "4co 5sk", "1po 2po 6co", "6sk 7sk ~7co"), 6),
    ("Crown Jewels", ("1cr 2cr 3co", "4cr 5cr 6cr", "", ""), 14),
    ("Gimnax's Reign", ("9cr 3co", "5cr 5to", "2cr 8to", "10cr"), 6),
    ("Gimnax's Reign", ("9cr 9to 2co", "7cr ~10co", "", ""), 3),
    ("Lamplighter", ("1la 2la", "3la", "4la 5la 6la", ""), 14),
    ("Guiding Light", ("1la", "2co 3la", "4la 5co", "~6la"), 6),
    ("Guiding Light", ("1la", "2la", "3la", "4la"), 10),
    ("Apothecary", ("1po 2po 3po", "4po 1co", "", ""), 9),
    ("Foundation Brew", ("1po 2co", "3co 4po", "5po", "~6po"), 4),
    ("Ossuary", ("1sk 2sk", "3sk 4sk", "5sk", ""), 10),
    ("Skull Row", ("1sk 2sk", "3sk 4co", "5sk", "1co 6sk"), 7),
    ("Skull Row", ("1sk 2sk 3sk", "", "", ""), 0),
    ("Skull Row", ("1sk", "2sk", "3sk", "4sk"), 10),
    ("Tome Library", ("1to 2to 3to", "4to 5to", "6to 1co", "7to"), 14),
    ("Forbidden Shelf", ("1to 5co", "3to 3co", "4to 2co", "9to"), 6),
    ("Forbidden Shelf", ("2to 2co 8sk", "~1co 6to", "", ""), 3),
]


@pytest.mark.parametrize("name,chambers,points", GOAL_CASES)
def test_goal_side(name, chambers, points):
    assert G.goal_points(goal(name), vault(*chambers), 0) == points


def test_every_goal_side_is_tested():
    assert sorted({n for n, _, _ in GOAL_CASES}) == sorted(C.goal_name(g)
                                                             for g in range(C.NGOALS))


def test_rewards_come_from_the_goal_table(monkeypatch):
    g = goal("Tome Library")
    bands = bytearray(C.GOAL_BANDS)
    bands[g * 5:g * 5 + 5] = bytes((0, 1, 6, 11, 0))
    monkeypatch.setattr(G, "BANDS", bands)
    assert G.goal_points(g, vault("1to 2to 3to", "4to 5to", "6to"), 0) == 11 + 6 + 1


def test_goal_kinds_match_the_table():
    from tools.tables.goblin_vaults_spec import KINDS
    for i, name in enumerate(KINDS):
        assert getattr(G, "_" + name.upper()) == i


def test_tier_and_faction_icons():
    # 1 coins: tier 1 icon in tier 1 (1 point); 5 coins: tier 2 icon in tier 2 (2);
    # 7 coins: tier 3 icon in tier 3 (3); 3 coins: no tier icon; face down scores nothing.
    cells = vault("1co 5co 7co", "3co 2co ~4co", "", "")
    tiers, facs = G.icon_points(cells, 0, faction("BLUE"))
    assert tiers == 6
    assert facs == 2 * 2          # 2 coins and 7 coins are blue; the face-down 4 is blank


def test_score_sheet_rows_and_total():
    st = new_game(3, 4, bytes((0, 1)))       # first-game goals
    st.vault[12:24] = vault("1to 2to 3to", "", "", "")
    st.gears[1] = 5
    rows = st.score_sheet(1)
    labels = [r[0] for r in rows]
    assert labels == ["Gears", "Tier icons", "Faction icons", "Cluster", "Tome Library",
                      "Gimnax's Reign", "Total"]
    assert rows[0] == ("Gears", 5)
    assert rows[3] == ("Cluster", 9) and rows[4] == ("Tome Library", 9)
    assert rows[-1][1] == sum(p for _, p in rows[:-1])


@pytest.mark.parametrize("level,per", [(0, 2), (1, 3), (2, 4)])
def test_glavrun_solo_score_per_level(level, per):
    st = new_game(1, 9, bytes((level, 1)))   # suit goals: tomes and crowns
    st.gfac = bytearray((faction("RED"), faction("BLUE")))
    # 1 coins RED, 2 coins BLUE, 3 coins GREEN, 1 tomes RED (tome: +1), 3 crowns BLUE (crown: +1)
    st.gdisc = bytearray((cd("1co"), cd("2co"), cd("3co"), cd("1to"), cd("3cr")))
    st.gglav = 12
    rows = st.score_sheet(GLAVRUN)
    assert rows == [("Gears", 12), ("Faction icons", 4 * per), ("Suit icons", 2),
                    ("Total", 14 + 4 * per)]


def _finished(seats, totals_gears):
    st = new_game(seats, 3, bytes((0, 1)))
    st.vault = bytearray(12 * seats)
    st.fac = bytearray(range(seats))           # BLUE, YELLOW, GREEN: not RED like 1 coins
    st.phase = PH_OVER
    st.pend = bytearray()
    for s, g in enumerate(totals_gears):
        st.gears[s] = g
    return st


def test_solo_player_needs_a_strictly_higher_score():
    st = _finished(1, [20])
    st.gdisc = bytearray()
    st.gglav = 20
    assert st.result() == [20] and st.winners() == []
    st.gglav = 19
    assert st.winners() == [0]


def test_tie_break_most_gears_then_shared():
    st = _finished(3, [4, 10, 2])
    st.vault[0:12] = vault("1co", "", "", "")      # 1 tier point + 6 gears below seat 1
    st.gears[0] = 9                                # seat 0: 9 + 1 = 10, seat 1: 10 gears
    assert st.result()[:2] == [10, 10]
    assert st.winners() == [1]                     # same score, more gears
    st.vault[0:12] = vault("~1co", "", "", "")     # face down: a blank
    st.gears[0] = 10
    assert st.result()[:2] == [10, 10]
    assert st.winners() == [0, 1]                  # same score and gears: shared
