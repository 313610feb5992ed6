"""Karak texts for the screen: labels, hints, events, the read API."""
import karak
from karak_helpers import scenario, put, next_tile, give, token, E, S
from karak.codes import (WARRIOR, THIEF, SWORDSMAN, ORACLE, ROOM, TUNNEL,
                        FOUNTAIN, GATE, NONE, A_STEP, A_ROT, A_END, A_REROLL, A_STRIKE, A_FLAMES,
                        A_HERO, A_PORTAL, A_REVIVE, A_GATE, P_ROTATE, P_OVER, ROUND_CAP,
                        EXPERT_GOAL, HERO_NAMES, NTOK)
from firmware.boards import BOARDS
from firmware.profiles import CHAR_W

# The fewest columns of any board: hints fill the hint line; the view's pages leave a column
# and a 2-pixel margin.
HINT_COLS = min(spec[1] for spec in BOARDS.values()) // CHAR_W
PAGE_COLS = HINT_COLS - 1


def test_step_explore_and_rotation_labels():
    s = scenario([WARRIOR, THIEF])
    put(s, 1, 0, TUNNEL, 10)
    assert s.label(A_STEP + E) == "Step east"
    assert s.label(A_STEP + S) == "Explore south" and s.hint(A_STEP + S) == "Draw a new tile"
    assert s.label(A_END) == "Heal, end turn"
    next_tile(s, "tunnel", "T")
    s.apply(A_STEP + S)
    assert s.phase == P_ROTATE
    labels = sorted(s.label(a) for a in s.actions())
    assert labels == ["Rotate: N-E-S", "Rotate: N-E-W", "Rotate: N-S-W"]   # open to the north
    s.apply(A_ROT + 0)
    assert s.tile(s.pos[0]) == (0, 1, TUNNEL, 7, NONE) and s.bounds() == (0, 0, 1, 1)
    assert s.tile_at(0, 1) == s.pos[0] and s.tile_at(5, 5) is None


def test_fight_labels_and_record():
    s = scenario([WARRIOR, THIEF], dice=[2, 3])
    give(s, 0, "Skeleton", "Mummy")
    room = put(s, 1, 0, ROOM, 10, "Skel. king")
    s.apply(A_STEP + E)
    assert s.events() == ["Steps east", "Fight Skel. king (10)", "Dice 2+3: total 7"]
    assert s.label(A_REROLL) == "Reroll dice" and s.label(A_FLAMES) == "Use flames"
    assert s.label(A_STRIKE) == "Attack: 7 vs 10" and s.hint(A_STRIKE) == "Result: Loss"
    assert s.hint(A_FLAMES) == "+1, total 8"
    assert s.dropped(room) == [] and s.inventory(0) and not s.unconscious(0)


def test_every_event_code_has_a_short_text():
    from karak import codes, text
    import importlib.util
    import os
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "tools", "tables", "karak_spec.py")
    spec_ = importlib.util.spec_from_file_location("karak_spec", path)
    spec = importlib.util.module_from_spec(spec_)
    spec_.loader.exec_module(spec)      # the codes: codes.py holds only those read by name
    events = sorted(c[1] for c in spec.CODES if not isinstance(c, str) and c[0][:2] == "E_")
    assert events == list(range(len(text.EVENTS)))
    s = scenario([WARRIOR, THIEF])
    for code in events:
        line = text.event(s, code | 1 << 5 | 1 << 13 | 1 << 21)
        assert 0 < len(line) <= 26, line
    assert text.event(s, codes.E_RESULT | codes.WIN << 5 | 9 << 13 | 7 << 21) == "Win 9 vs 7"
    assert text.event(s, codes.E_DRAWS | (codes.ROOM << 2 | 3) << 5) == "Draws Room cross"


MICROPYTHON_SCRIPT = """
import karak
from karak import text
print(len(karak.RULES), karak.OPTIONS[1], karak.SEAT_NAMES[0], hasattr(karak, "nothing"))
for options in (bytes([1, 1]), bytes(2)):       # heroes chosen and Expert, then the default
    s = karak.new_game(3, 4, options)
    bots = [karak.make_bot(1, i) for i in range(3)]
    n = 0
    while not s.over() and n < 60:
        for a in s.actions():
            s.label(a), s.hint(a)
        s.apply(bots[s.to_move()].choose(s))
        n += 1
    print(s.hero, s.history)
print(s.events(), s.tile(0), s.tile_at(0, 0), s.bounds(), s.dropped(0), s.inventory(0))
print(s.points2(0), s.unconscious(1), s.score_sheet(0), text.points_text(3))
print(karak.why(s), karak.POWERS[1], karak.LEGEND[-1], text.where(s, s.pos[1], True))
s.phase = 8
print(karak.why(s))
print(sorted(m for m in __import__("sys").modules if m.startswith("karak.")))
"""


def test_menu_texts_and_read_api_work_on_micropython():
    """The package's and the state's __getattr__ (texts loaded on demand) behave the same on
    MicroPython as on CPython, and a game leaves neither the setup nor the tables loaded."""
    import os
    import subprocess
    import sys
    lib = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib")
    outs = []
    for exe in (os.path.join(os.path.dirname(sys.executable), "micropython"), sys.executable):
        code = "import sys\nsys.path.insert(0, %r)\n%s" % (lib, MICROPYTHON_SCRIPT)
        r = subprocess.run([exe, "-c", code], capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stdout + r.stderr
        outs.append(r.stdout)
    assert outs[0] == outs[1]
    assert "karak.setup" not in outs[0] and "karak.tables" not in outs[0]
    assert "karak.ruletables" not in outs[0]
    assert "karak.info" not in outs[0] and outs[0].startswith("19 ")


def test_gates_and_fountains_are_named_by_where_they_lie_from_the_hero():
    s = scenario([WARRIOR, THIEF])
    s.pos[0] = put(s, 1, 0, GATE, 10)
    put(s, 2, 0, TUNNEL, 10)
    put(s, 3, -2, GATE, 5)
    put(s, 1, 1, FOUNTAIN, 1)
    give(s, 0, "Giant spider")                  # the portal
    acts = s.actions()
    assert A_GATE + 1 in acts
    assert s.label(A_GATE + 1) == "Gate 2N 2E" and s.hint(A_GATE + 1) == "Gate 2 north, 2 east"
    assert s.label(A_PORTAL + 1 * 4 + 1) == "Portal Thief 1S"      # the Thief to the fountain
    assert s.hint(A_PORTAL + 1 * 4 + 1) == "Fountain 1 south"
    assert s.label(A_PORTAL + 0) == "Portal Warrior start"         # the start is a fountain
    assert s.hint(A_PORTAL + 0) == "The start, a fountain"
    s.pos[0] = 0
    assert s.label(A_REVIVE + 0) == "Revive at start" and s.label(A_REVIVE + 1) == "Revive at 1S 1E"
    for a in (A_GATE + 1, A_PORTAL + 5, A_REVIVE + 1):
        assert "," not in s.label(a) and "G" not in s.label(a)[1:] and "F" not in s.label(a)


def test_each_hero_power_is_told_where_the_hero_is_chosen():
    s = karak.new_game(2, 3, bytes([1, 0]))          # heroes chosen
    hints = [s.hint(a) for a in s.actions()]
    assert len(hints) == len(HERO_NAMES) == len(set(hints)) == len(karak.POWERS)
    assert s.hint(A_HERO + THIEF) == "Wins ties; sneaks past"
    assert all(0 < len(h) <= PAGE_COLS - 2 for h in karak.POWERS)   # "W " + power on a page


def test_the_rules_tell_the_round_cap_from_the_table():
    line = "Or after %d rounds" % ROUND_CAP
    assert line in karak.RULES
    assert all(len(r) <= HINT_COLS for r in karak.RULES)


def test_why_the_game_ended():
    s = scenario([SWORDSMAN, ORACLE])
    assert karak.why(s) is None
    s.phase = P_OVER
    s.won[NTOK + token("Dragon")] = 1
    assert karak.why(s) == "Oracle beat the dragon"
    s.round = ROUND_CAP
    assert karak.why(s) == "%d rounds played: time up" % ROUND_CAP
    s.xwin = 0
    assert karak.why(s) == "Swordsman has %d treasures" % EXPERT_GOAL
    for h in range(len(HERO_NAMES)):
        s.hero[0] = h
        assert len(karak.why(s)) <= PAGE_COLS
        s.xwin, s.round, s.won[NTOK + token("Dragon")] = NONE, 0, 0
        s.won[token("Dragon")] = 1
        assert len(karak.why(s)) <= PAGE_COLS
        s.xwin = 0


def test_dice_counts_the_rolls_of_the_last_action():
    """state.dice() (karak.text, for the shell's dice sound) is the number of dice rolls among
    the last action's events: one after a fight's roll, none after a plain step."""
    import karak
    s = karak.new_game(2, 3, bytes(2))
    bot = karak.make_bot(1, 5)
    rolled = plain = 0
    for _ in range(3000):
        if s.over():
            break
        s.apply(bot.choose(s))
        lines = s.events()
        n = sum(1 for t in lines if t.startswith("Dice "))
        assert s.dice() == n
        rolled += n > 0
        plain += n == 0
    assert rolled and plain


def test_picking_up_an_item_says_what_it_does():
    from karak.codes import A_PICK, TOK_ITEM
    s = scenario([WARRIOR, THIEF])
    said = {TOK_ITEM[t]: s.hint(A_PICK + t) for t in range(len(TOK_ITEM))}
    assert said["Sword"] == "+2 in fights; ends turn"
    assert said["Daggers"] == "+1 in fights; ends turn"
    assert said["Portal"] == "To a fountain; ends turn"
    assert said["Flames"] == "One fight +1; ends turn"
    assert said["Key"] == "Opens a chest; ends turn"
    assert all(len(h) <= 26 for h in said.values())
