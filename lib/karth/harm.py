"""Heroes of Karth's damage and what follows it: damage with resistances (minimum 1), death
with kill points and bounty, the curse, the reaction windows (a spell: Counter; lethal damage:
Heal Potion and Moon Refresh; an enemy's move: Spike Trap; an item's buy-back) opened and
answered, spells taking effect, and the three win conditions scaled by seats (the Spawner win:
karth.turn). Split from karth.rules so that neither module needs a large block to compile from
.py (tools/MEMORY.md); the answers are here, not in a module of their own, for its names."""
from gpcore import const
from karth import rules
from karth.tables import OP_SE, CARD_ABILITIES, CARD_ABILITIES_AT, CARD

# --- constants: written by tools/pack_tables.py ---
_CARD = const(100)
_PASS = const(308)
_BUY = const(312)
_ABIL = const(320)
_K_UNDEAD = const(4)
_D_MAGIC = const(1)
_D_POISON = const(2)
_Z_TOK = const(1)
_Z_SEAT = const(2)
_ZS = const(7)
_Z_BAR = const(0)
_Z_SPELL = const(1)
_Z_HAND = const(3)
_Z_DISC = const(4)
_Z_CEM = const(5)
_SLOTS = const(34)
_U = const(12)
_U_TILE = const(1)
_U_DMG = const(2)
_U_FL = const(3)
_U_POI = const(4)
_U_PSRC = const(5)
_U_FL2 = const(10)
_U_OWN = const(11)
_F_TURNED = const(1)
_F_HID = const(4)
_G_OBON = const(8)
_G_CURSED = const(16)
_PH_OVER = const(7)
_W_SPELL = const(1)
_W_DMG = const(2)
_W_MOVE = const(3)
_W_BUY = const(4)
_POISON_MAX = const(4)
_KP_WIN = const(25)
_CAP99 = const(99)
_TURN_LIMIT = const(200)
_NONE = const(255)
_E_DAMAGE = const(5)
_E_DIES = const(6)
_E_ABIL = const(7)
_E_SPELL = const(8)
_E_COUNTER = const(9)
_E_HEAL = const(10)
_E_WIN = const(17)
_E_REVEAL = const(19)
_E_BUY = const(22)
_CARD_PILE = const(0)
_CARD_KIND = const(39)
_CARD_GOLD_COST = const(195)
_CARD_SE_COST = const(234)
_CARD_VALUE = const(273)
_CARD_HP = const(312)
_CARD_DMG = const(351)
_CARD_AR = const(468)
_CARD_MR = const(507)
_CARD_KP = const(585)
_CARD_BOUNTY = const(624)
_OP_TRAP_IMMUNE = const(5)
_OP_LINE_HEAL = const(17)
_OP_HEAL = const(18)
_OP_COUNTER = const(21)
_OP_TRAP = const(24)
_STEP = const(4)
_STEP_N = const(1)
_HEAD_OP_SHIFT = const(0)
_HEAD_OP_MASK = const(31)
# --- end of constants ---
del const    # (folded by MicroPython, not needed below: 17 names fit a smaller table)


def hit(st, k, v, e, s):
    # Unit k takes `v` damage of type e from seat `s`: less the matching resistance (items
    # included), at least 1; poison goes onto the unit's poison token (end of turn); magic clears a
    # web; area damage reveals a hidden unit. The death check is after()'s.
    u = st.u
    i = k * _U
    if u[i + _U_FL] & _F_HID:
        u[i + _U_FL] &= ~_F_HID
        st.say(_E_REVEAL, u[i + _U_TILE])
    if e == _D_POISON:
        n = 0       # poison tokens in use
        for j in rules.slots(st):
            if u[j * _U + _U_POI]:
                n += 1
        if not u[i + _U_POI] and n >= _POISON_MAX:
            return          # no poison token free (PROPOSED: the hit is lost)
        u[i + _U_POI] = min(_CAP99, u[i + _U_POI] + v)
        u[i + _U_PSRC] = s
        return
    col = _CARD_MR if e else _CARD_AR
    d = max(1, v - CARD[col + rules.row(st, k)] - rules.items(st, k, col))
    u[i + _U_DMG] = min(_NONE, u[i + _U_DMG] + d)
    st.hitby[k] = s
    if e == _D_MAGIC:
        st.web[u[i + _U_TILE]] = 0
    st.say(_E_DAMAGE, u[i + _U_TILE], d)


def after(st):
    # The death check after damage or a program (which has ended: no card or unit acts on): a unit
    # about to die first opens the damage window to a seat of its side that holds a Heal Potion and
    # the SE for it (once each); then the dead go to the cemetery, the killer gaining kill points
    # and bounty.
    st.card = _NONE
    st.actor = _NONE
    u = st.u
    dead = []
    for k in rules.slots(st):
        if u[k * _U + _U_DMG] < CARD[_CARD_HP + rules.row(st, k)]:     # alive
            continue
        o = u[k * _U + _U_OWN]
        for s in range(st.seats):
            if (not s) == (not o) and not st.hitby[_SLOTS + k] & 1 << s \
                    and (offered(st, s, _OP_HEAL, _Z_BAR) != _NONE or healer(st, s) >= 0):
                st.hitby[_SLOTS + k] |= 1 << s
                st.win[0:4] = bytes((_W_DMG, s, k, 0))
                return
        dead.append(k)
    for k in dead:
        # k dies: kill points and bounty to the seat that hit it last (to the other side when
        # its own side killed it: Earthshaker, the DM's kills going to the first Adventurer)
        by = st.hitby[k]
        r = rules.row(st, k)
        o = u[k * _U + _U_OWN]
        t = u[k * _U + _U_TILE]
        if (not by) == (not o):
            by = 1 if o == 0 else 0
        st.kp[by] = min(_CAP99, st.kp[by] + CARD[_CARD_KP + r])
        st.gold[by] = min(_CAP99, st.gold[by] + CARD[_CARD_BOUNTY + r])
        st.say(_E_DIES, t, by)
        rules.remove(st, k, _Z_CEM)
        if CARD[_CARD_KIND + r] != _K_UNDEAD:
            from karth.fx import near
            for j in rules.slots(st):         # the curse: an undead token where it died
                if u[j * _U + _U_FL2] & _G_CURSED and near(t, u[j * _U + _U_TILE]):
                    s = u[j * _U + _U_OWN]
                    c = rules.raised(st, s)
                    if c != _NONE:
                        rules.place(st, c, t, s, _F_TURNED)
                    break
    st.hitby[_SLOTS:] = bytes(_SLOTS)


def offered(st, s, e, z):
    # The first card of seat s's hand whose first ability is e, or NONE (z = Z_HAND). From z
    # Z_BAR: seat s is offered the window of e (a Heal Potion, a Counter) if it has the SE
    # for e and such a card (NONE if not); with the option "Answers: unseen" (the default) a copy
    # in its piles, not yet seen in its discard pile or the dungeon, counts too if its hand holds
    # a Spellbook card (every answer is one): it might hold one as far as the other side can
    # tell (which pile each card of a hand came from is public: the draws' labels and events),
    # so that being asked tells nothing of its hand.
    if z < _Z_HAND and st.se[s] < OP_SE[e - 1]:
        return _NONE
    if st.options and st.options[0]:
        z = _Z_HAND
    n = 0       # Spellbook cards seen (the hand's first)
    for z in range(_Z_HAND, z - 1, -1):     # its hand, then its three piles
        for c in st.zones.cards(_Z_SEAT + _ZS * s + z):
            i = CARD_ABILITIES_AT[st.rows[c]]
            if i < CARD_ABILITIES_AT[st.rows[c] + 1] and \
                    CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK == e:
                return c
            n += CARD[_CARD_PILE + st.rows[c]] == _Z_SPELL
        if not n:
            return _NONE
    return _NONE


def trap_card(st, k):
    # The DM's Spike Trap for the enemy unit k that just moved, if the DM can pay for it.
    if st.u[k * _U + _U_FL] & _F_HID or not st.u[k * _U + _U_OWN] \
            or rules.has(rules.row(st, k), _OP_TRAP_IMMUNE):
        return _NONE
    for c in st.zones.cards(_Z_TOK):
        r = st.rows[c]
        if rules.has(r, _OP_TRAP):
            if st.se[0] >= CARD[_CARD_SE_COST + r] and st.gold[0] >= CARD[_CARD_GOLD_COST + r]:
                return c
            break
    return _NONE


def spell(st, c, s, v):
    # Seat s plays spell card c: it pays the card's SE and gold, the card goes to the discard pile
    # and the other side may counter it (the spell window); `v` a unit its effect is for (NONE:
    # chosen later). The window is offered to each seat of the other side holding a Counter in turn
    # (c NONE: to the next, after win[1]); when none is left, the spell works. (No default
    # arguments here: a function's defaults are a tuple held with it.)
    if c != _NONE:
        r = st.rows[c]
        st.se[s] -= CARD[_CARD_SE_COST + r]
        st.gold[s] -= CARD[_CARD_GOLD_COST + r]
        st.zones.move(c, _Z_SEAT + _ZS * s + _Z_DISC)
        st.say(_E_SPELL, r, s)
        st.win[0:4] = bytes((_W_SPELL, s, c, v))
    s0 = st.win[1]
    c = st.win[2]
    o = st.zones.owner[st.zones.where(c)]     # its seat (a card keeps to its seat's zones)
    for s in range(s0 + 1 if (not s0) != (not o) else 0, st.seats):
        if (not s) != (not o) and offered(st, s, _OP_COUNTER, _Z_BAR) != _NONE:
            st.win[1] = s
            return
    st.win[0] = 0
    resolve(st, c, o, st.win[3])


def resolve(st, c, s, v):
    # Spell card c of seat s takes effect: its program (gpcore.effects), or, in a window, its
    # effect on the unit `v`.
    r = st.rows[c]
    if v != _NONE:
        i = _STEP * CARD_ABILITIES_AT[r]
        if CARD_ABILITIES[i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK == _OP_HEAL:
            heal(st, v, CARD_ABILITIES[i + _STEP_N])
        else:
            hit(st, v, CARD[_CARD_DMG + r], 0, s)
        after(st)
        return
    from gpcore import effects
    st.card = c
    st.actor = _NONE
    effects.start(st, CARD_ABILITIES_AT[r])
    if st.fx[0] == _NONE:
        after(st)


def use(st, k, i):
    # Unit k uses its ability step i (its program: gpcore.effects), the death check once the
    # program is done (karth.turn, and Moon Refresh in the damage window).
    from gpcore import effects
    st.actor = k
    st.say(_E_ABIL, st.u[k * _U + _U_TILE],
           CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK)
    effects.start(st, i)
    if st.fx[0] == _NONE:
        after(st)


def heal(st, k, n):
    i = k * _U + _U_DMG
    n = min(n, st.u[i])
    st.u[i] -= n
    st.say(_E_HEAL, st.u[k * _U + _U_TILE], n)


def healer(st, s):
    # A unit of seat s that may use Moon Refresh (an opponent-turn bonus action) in this window:
    # ready, not used this opponent turn, the SE; or -1.
    if st.cur == s or st.se[s] < OP_SE[_OP_LINE_HEAL - 1]:
        return -1
    u = st.u
    for k in rules.slots(st):
        if u[k * _U + _U_OWN] == s and not u[k * _U + _U_FL] & _F_TURNED \
                and not u[k * _U + _U_FL2] & _G_OBON and rules.has(rules.row(st, k), _OP_LINE_HEAL):
            return k
    return -1


def end(st, w):
    # The game ends, side w the winner. With w NONE, after every action: the wins by gold and kill
    # points, and the turn limit once that many turns have ended (karth.begin asks before the
    # next turn; PROPOSED: the side with more gold and kill points, the DM on a tie); if none,
    # and no window is open, the buy-back window of the next item a lost unit held whose owner
    # can pay its value.
    if w == _NONE:
        if st.ph == _PH_OVER:
            return
        g = sum(st.gold) - st.gold[0]      # the Adventurers' (no slice made at every action)
        n = sum(st.kp) - st.kp[0]
        if st.gold[0] >= rules.GOLD_WIN[0] or st.kp[0] >= _KP_WIN:
            w = 0
        elif g >= rules.GOLD_WIN[st.seats - 2] or n >= _KP_WIN:
            w = 1
        elif st.turns >= _TURN_LIMIT:
            w = 1 if g + n > st.gold[0] + st.kp[0] else 0
        else:
            while st.buy and not st.win[0]:
                c = st.buy[0]
                st.buy = st.buy[1:]
                s = st.zones.owner[st.zones.where(c)]     # its seat
                if st.gold[s] >= CARD[_CARD_VALUE + st.rows[c]]:
                    st.win[0:4] = bytes((_W_BUY, s, c, 0))
            return
    st.winner = w
    st.ph = _PH_OVER
    st.win[0] = 0
    st.say(_E_WIN, w)


def window(st, a):
    # The open window (karth.state): with a None, the answers its seat may give (a list);
    # else answer a taken.
    kind = st.win[0]
    s = st.win[1]
    if a is None:
        if kind == _W_BUY:
            return [_BUY, _PASS]
        if kind == _W_MOVE:
            c = trap_card(st, st.win[2])
        else:
            # the seat's first hand card for the window, if it has the SE for it
            c = offered(st, s, _OP_HEAL if kind == _W_DMG else _OP_COUNTER, _Z_HAND)
            if c != _NONE and st.se[s] < CARD[_CARD_SE_COST + st.rows[c]]:
                c = _NONE
        out = [] if c == _NONE else [_CARD + c]
        k = healer(st, s) if kind == _W_DMG else -1
        if k >= 0:      # Moon Refresh: its ability step
            i = CARD_ABILITIES_AT[rules.row(st, k)]
            while CARD_ABILITIES[_STEP * i] >> _HEAD_OP_SHIFT & _HEAD_OP_MASK != _OP_LINE_HEAL:
                i += 1
            out.append(_ABIL + i)
        out.append(_PASS)
        return out
    if kind == _W_SPELL and a == _PASS:
        spell(st, _NONE, 0, 0)
        return
    st.win[0] = 0
    c = a - _CARD
    if kind == _W_BUY:
        if a == _BUY:
            c = st.win[2]
            st.gold[s] -= CARD[_CARD_VALUE + st.rows[c]]
            st.zones.move(c, _Z_SEAT + _ZS * s + _Z_HAND)
            st.say(_E_BUY, st.rows[c], s)
    elif kind == _W_SPELL:      # a Counter: the spell is lost
        st.se[s] -= CARD[_CARD_SE_COST + st.rows[c]]
        st.gold[s] -= CARD[_CARD_GOLD_COST + st.rows[c]]
        st.zones.move(c, _Z_SEAT + _ZS * s + _Z_DISC)
        st.say(_E_COUNTER, st.rows[c], s)
        if st.win[3] != _NONE:
            after(st)
    elif a == _PASS:
        if kind == _W_DMG:
            after(st)
    elif a >= _ABIL:      # Moon Refresh (gpcore.effects: the ability's step)
        k = healer(st, s)
        st.se[s] -= OP_SE[_OP_LINE_HEAL - 1]
        st.u[k * _U + _U_FL2] |= _G_OBON
        use(st, k, a - _ABIL)
    else:
        spell(st, c, s, st.win[2])
