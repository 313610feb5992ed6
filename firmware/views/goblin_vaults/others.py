"""The Goblin Vaults pages seldom looked at (Glavrun, the table, the goals), drawn by the
painter of paint.py; loaded only while one of them is up (firmware/views/goblin_vaults/view.py;
the legend: legend.py). Small modules: each is compiled while a game holds the heap."""
from firmware.views.goblin_vaults.tiles import SUIT3, CW, ROW, WHITE, DIM, GOLD
from goblin_vaults import cards as C
from goblin_vaults.codes import GLAVRUN

# what each kind of goal asks, in the goal table's kind order (cards.GOAL_KIND); %s = its suit
GOAL_ASKS = ("3-card run in a chamber", "chamber of 3, one faction", "2 or 3 %s in a chamber",
             "tier 3 holds a %s", "chamber with %s highest", "chambers holding a %s",
             "tier 1 holds a %s", "%s on the fullest tier", "chamber with %s lowest")
ONCE = (5, 7)       # spread, row: scored once, not per chamber


def glavrun(p, st):
    """Glavrun's factions, deck and face-up discard pile (smaller tiles)."""
    cv = p.cv
    y = p.top
    x = cv.text(1, y, "Deck %d" % len(st.gdeck), WHITE) + 6
    for f in st.gfac:
        p.swatch(x, y, f)
        x += 10
    if st.n == 1:                                   # her solo score so far
        x = p.gear(x + 4, y, st.gglav) + 6
        worth = "worth %d" % st.score(GLAVRUN)
        if x + 6 * len(worth) <= p.w:
            cv.text(x, y, worth, DIM)
    y += ROW + 1
    per = max(1, (p.w + 3) // (CW + 3))
    rows = (p.h - y) // 14
    ids = bytes(reversed(st.gdisc))                 # the newest first
    p.cards(1, y, ids, per, h=12, rows=rows)
    if not ids:
        cv.text(1, y, "No cards taken yet", DIM)

def table(p, st, names, turn):
    """Each seat (and Glavrun): its faction(s), name (gold: to move), gears, hand size
    and the first player marker; then the loot deck."""
    rows = []
    for s in range(st.n):
        n = len(st.hands[s])
        rows.append((st.fac[s:s + 1], names[s], st.gears[s], "%d card%s" % (n, "s" * (n != 1)),
                     GOLD if s == turn else WHITE))
    if st.n <= 2:
        rows.append((st.gfac, "Glavrun", st.gglav if st.n == 1 else None,
                     "deck %d" % len(st.gdeck), WHITE))
    y = p.top
    for s in range(len(rows)):
        facs, name, gears, more, color = rows[s]
        for i in range(len(facs)):
            p.swatch(1 + 9 * i, y, facs[i])
        p.cv.text(20, y, name[:7], color)
        if gears is not None:
            p.gear(64, y, gears)
        p.cv.text(90, y, more, DIM)
        if s == st.first and st.n > 1 and st.round:
            p.cv.text(p.w - 18, y, "1st", WHITE)
        y += ROW
    if y + ROW <= p.h:
        p.cv.text(1, y, "Loot deck %d" % len(st.deck), DIM)

def goals(p, st):
    """Each goal in play: its name and reward, then what it asks (drawn bottom-up so
    11-pixel lines do not cut descenders; the last line may lose its bottom row)."""
    cv = p.cv
    pitch = 11 if p.h < 90 else ROW
    lines = []
    for g in st.goals:
        bands = C.GOAL_BANDS            # 5 rewards a goal (one tuple each before gvmem)
        bands = bands[g] if len(bands) == C.NGOALS else bands[g * 5:g * 5 + 5]
        kind = C.GOAL_KIND[g]
        pts = "/".join(str(b) for b in bands if b) + ("" if kind in ONCE else " each")
        ask = GOAL_ASKS[kind]
        if "%s" in ask:
            ask = ask % SUIT3[C.goal_suit(g)]
        lines.append((C.goal_name(g), pts))
        lines.append((ask, None))
    for i in range(len(lines) - 1, -1, -1):
        y = p.top + i * pitch
        s, pts = lines[i]
        if pts is None:
            cv.text(7, y, s, WHITE)
        else:
            cv.text(1, y, s, GOLD)
            cv.text(p.w - 6 * len(pts), y, pts, DIM)
