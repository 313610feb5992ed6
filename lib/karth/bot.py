"""Heroes of Karth's bot (make_bot level 1; evaluate() for rollouts is in karth.thinking): rules of
thumb over what its seat sees, below."""
# It reads only what its seat sees (its own hand, the dungeon's visible units) and plays by
# rules of thumb: keep the hand, draw Barracks while it has few units, take the dealt layout;
# answer every window it can (Counter, Heal Potion, Spike Trap); play income, hire the dearest
# unit it can afford (the DM onto a Wandering Monster tile first), but save once its side's
# gold reaches 3/5 of its target (with two units in and no Spawner raided); set a mercenary
# aside, hire it next turn; each ready unit attacks the weakest enemy in range, else uses an
# ability that pays, else moves towards the nearest enemy (or enemy Spawner) and attacks from
# there, but a unit on an own Spawner holds it while a visible enemy is within HOLD steps; then
# the turn ends. (A comment, not the docstring: compiled from .py, a docstring is a string
# the parse holds, and the bot compiles last, with the most code held: tools/MEMORY.md.)
from gpcore import const
from gpcore.rng import Rng
from karth import rules
from karth.tables import CARD_ABILITIES, CARD

# --- constants: written by tools/pack_tables.py ---
_TILE = const(0)
_CARD = const(100)
_END = const(300)
_DRAW = const(301)
_KEEP = const(304)
_DONE = const(305)
_BACK = const(306)
_ABIL = const(320)
_W = const(8)
_H = const(6)
_N_TILES = const(48)
_U = const(12)
_U_TILE = const(1)
_U_DMG = const(2)
_U_FL = const(3)
_U_OWN = const(11)
_F_MOVED = const(16)
_PH_DRAW = const(5)
_NONE = const(255)
_CARD_HIRE_COST = const(156)
_CARD_HP = const(312)
_OP_LEAP = const(6)
_OP_STUN = const(7)
_OP_EARTHSHAKER = const(8)
_OP_RAISE_DEAD = const(9)
_OP_BATTLE_CRY = const(11)
_OP_RALLY = const(12)
_OP_REVEAL = const(14)
_OP_PET = const(15)
_OP_WEB = const(16)
_OP_LINE_HEAL = const(17)
_STEP = const(4)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---
_HOLD = const(6)    # steps (walls counted) within which an enemy keeps a unit on its Spawner
# Abilities worth their SE when the unit can use them (a bit per opcode): Leaping Strike
# before a move, Stun, Earthshaker, Raise Dead, Battle Cry and Rally before an attack, Reveal,
# Pet, Web, Moon Refresh (LINE_HEAL).
_GOOD = const(1 << _OP_LEAP | 1 << _OP_STUN | 1 << _OP_EARTHSHAKER | 1 << _OP_RAISE_DEAD
               | 1 << _OP_BATTLE_CRY | 1 << _OP_RALLY | 1 << _OP_REVEAL | 1 << _OP_PET
               | 1 << _OP_WEB | 1 << _OP_LINE_HEAL)
# Of those, the ones worth it with no enemy in reach.
_ALONE = const(1 << _OP_LEAP | 1 << _OP_RAISE_DEAD | 1 << _OP_REVEAL | 1 << _OP_LINE_HEAL)


class Bot(Rng):
    # Bot(seed): the bot is its own generator (an Rng: one object, no __init__ of its own).

    def choose(self, st):
        acts = st.actions()
        if len(acts) == 1 or st.win[0]:
            return acts[0]                      # the only one, or the answer (Counter, save, trap)
        s = st.cur
        sd = 1 if s else 0      # its side (0: the DM's)
        u = st.u
        fx = st.fx[0] != _NONE      # a program's choice: the weakest enemy among its tiles
        if not fx:
            if st.ph < _PH_DRAW:                # the setup: keep, take the layout, draw
                if _KEEP in acts:
                    return _KEEP
                if _DONE in acts:
                    return _DONE
                if _DRAW in acts:
                    return _DRAW if st.sel[2] < 3 or _DRAW + 1 not in acts \
                        else _DRAW + 1 + st.sel[2] % 2
                return acts[0]
            n = 0           # its units in the dungeon (no comprehension: a function each)
            for j in rules.slots(st):
                if u[j * _U + _U_OWN] == s:
                    n += 1
            if st.ph == _PH_DRAW:
                want = _DRAW + (0 if n < 3 else self.below(3))
                for a in acts:      # (an array: MicroPython's has no `in`)
                    if a == want:
                        return a
                return acts[0]
            if st.sel[0]:
                # Where a hire (or an item) goes: the first tile that is no own Spawner (the
                # DM's Wandering Monster tiles, nearer the fight), else the first.
                sp = rules.spawners(st, sd)
                for a in acts:
                    if a < _N_TILES and a not in sp:
                        return a
                return acts[0]
        seen = rules.enemies(st, s)     # 1 where a visible enemy stands
        raid = []       # the own Spawners of its side that a visible enemy stands on
        for t in rules.spawners(st, sd):
            if seen[t]:
                raid.append(t)
        k = st.active
        if fx:
            enemy = acts
        elif k == _NONE:
            # The dearest card it can play (no hire while saving: its side's gold, the
            # Adventurers' combined, has reached 3/5 of its target, it has two units in
            # and no own Spawner is raided), else a ready unit starts its turn.
            gold = sum(st.gold[1:]) if sd else st.gold[0]
            save = not (5 * gold < 3 * rules.GOLD_WIN[st.seats - 2 if sd else 0]
                        or raid) and n >= 2
            best = _END
            top = -1
            for a in acts:
                if _CARD <= a < _END:
                    c = CARD[_CARD_HIRE_COST + st.rows[a - _CARD]]
                    if c > top and not (save and c):
                        best, top = a, c
            if top < 0:
                for a in acts:
                    if _TILE <= a < _N_TILES:
                        return a
            return best
        else:                   # the unit's turn: an ability that pays, else attack or move
            enemy = bytearray()
            moves = bytearray()
            for a in acts:
                if _TILE <= a < _N_TILES:
                    if not st.at[a]:
                        moves.append(a)
                    elif seen[a]:       # (the tiles of its own units start their turns)
                        enemy.append(a)
            fl = u[k * _U + _U_FL]
            for a in acts:
                if a >= _ABIL:
                    op = CARD_ABILITIES[_STEP * (a - _ABIL)] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK
                    if _GOOD >> op & 1 and (enemy or _ALONE >> op & 1) \
                            and (op != _OP_LEAP or not fl & _F_MOVED):
                        return a
        if enemy:
            # The weakest enemy among the tiles (one on a raided own Spawner first), else
            # the first choice but Back.
            best = enemy[1] if enemy[0] == _BACK else enemy[0]
            low = 999
            for a in enemy:
                if _TILE <= a < _N_TILES and seen[a]:
                    j = st.at[a] - 1
                    left = CARD[_CARD_HP + rules.row(st, j)] - u[j * _U + _U_DMG] \
                        - 100 * (a in raid)
                    if left < low:
                        best, low = a, left
            return best
        if not moves or fl & _F_MOVED:
            return _DONE
        # It holds an own Spawner while a visible enemy is within HOLD steps, else it moves
        # to the tile nearest (walls counted) to an enemy on an own Spawner, if any, else to
        # a visible enemy or an enemy Spawner, if that is nearer than where it stands.
        t = u[k * _U + _U_TILE]
        ways = rules.opens(st, s, False)       # (unit k is the seat's: its turn runs)
        from gpcore.paths import dist
        if t in rules.spawners(st, sd):
            d = dist(_W, _H, ways, t, bytes(_N_TILES), _HOLD)
            for x in range(_N_TILES):
                if seen[x] and d[x] <= _HOLD:
                    return _DONE
        goal = bytearray(bytes((255,)) * _N_TILES)
        aims = raid
        if not aims:
            aims = rules.spawners(st, 1 - sd)
            for x in range(_N_TILES):
                if seen[x]:
                    aims.append(x)
        for x in aims:
            d = dist(_W, _H, ways, x, bytes(_N_TILES), 12)
            for i in range(_N_TILES):
                if d[i] < goal[i]:
                    goal[i] = d[i]
        best = moves[0]
        for a in moves:
            if goal[a] < goal[best]:
                best = a
        return best if goal[best] < goal[t] else _DONE
