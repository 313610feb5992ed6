"""Karak: Goblin rules: the legal actions of each phase (legal) and applying one (act).

Cards live in s.zones (gpcore.zones): per seat a deck (hidden), a hand (private), a discard
pile, the cards played this turn, a weapon, an armour and the keys; on the table the box
(unused cards), the pawnshop, the Lord, and per level a row of monsters, its monster deck,
the face-up gatekeeper and the gatekeeper deck. The battle record is s.b (codes B_*).
Card ids are actions too (play, discard, pay with, stack next, keep): codes.N_CARDS of them.
"""
from gpcore import const
from karak_goblin.tables import (CARD_KIND, CARD_COLOUR, CARD_NEXT, CARD_ATK, CARD_DFN,
                                 CARD_HEAL, CARD_DRAW, CARD_HP, CARD_MATK, CARD_CURSE1,
                                 CARD_CURSE2, CARD_EATK, CARD_EDEF, CARD_EHAND, CARD_EHEAL,
                                 CARD_LEVEL)

# --- constants: written by tools/pack_tables.py ---
_P_HERO = const(0)
_P_TURN = const(1)
_P_DISCARD = const(2)
_P_BATTLE = const(3)
_P_POST = const(4)
_P_EQUIP = const(5)
_P_SHOP = const(6)
_P_PAY = const(7)
_P_STACK = const(8)
_P_TAIA = const(9)
_P_OVER = const(10)
_B_MON = const(0)
_B_SLOT = const(1)
_B_N = const(2)
_B_LAST = const(3)
_B_USED = const(4)
_B_CTR = const(5)
_B_XA = const(6)
_B_XD = const(7)
_B_STR = const(8)
_B_HORAN = const(9)
_B_BUY = const(10)
_B_PAWNED = const(11)
_B_PEND = const(12)
_B_RET = const(13)
_B_NEED = const(14)
_B_T1 = const(15)
_B_T2 = const(16)
_B_TAIA = const(17)
_B_ATK = const(18)
_B_DEF = const(19)
_B_HITS = const(20)
_B_SIZE = const(21)
_R_BATTLE = const(0)
_R_END = const(1)
_R_SHOP = const(2)
_BUY_POTION = const(200)
_H_HORAN = const(0)
_H_ARGENTUS = const(1)
_H_XANROS = const(2)
_H_ADERYN = const(3)
_H_VICTORIUS = const(4)
_H_TAIA = const(5)
_Z_DECK = const(0)
_Z_HAND = const(1)
_Z_DISC = const(2)
_Z_PLAY = const(3)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_Z_SEAT = const(7)
_T_PAWN = const(1)
_T_LORD = const(2)
_T_ROW = const(3)
_T_MDECK = const(4)
_T_GATE = const(5)
_T_GDECK = const(6)
_Z_LEVEL = const(4)
_A_FIGHT = const(120)
_A_LORD = const(138)
_A_SHOP = const(139)
_A_REVIVE = const(140)
_A_END = const(141)
_A_HEAL = const(142)
_A_STR_A = const(143)
_A_STR_D = const(144)
_A_COUNTER = const(145)
_A_POTION = const(147)
_A_KEEP = const(150)
_A_PAWN = const(151)
_A_XANROS = const(152)
_A_START = const(153)
_A_HERO = const(154)
_E_FIGHT = const(0)
_E_PLAY = const(1)
_E_HITS = const(2)
_E_WIN = const(3)
_E_LOSE = const(4)
_E_DIE = const(5)
_E_REWARD = const(6)
_E_KEY = const(7)
_E_LORD = const(8)
_E_SHOP = const(9)
_E_BUY = const(10)
_E_PAY = const(11)
_E_REVIVE = const(12)
_E_HEAL = const(13)
_E_POTION = const(14)
_E_REMAKE = const(15)
_E_SKIP = const(16)
_E_PAWN = const(17)
_E_HERO = const(18)
_E_CAP = const(19)
_E_DRAW = const(20)
_K_ACTION = const(1)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_K_KEY = const(4)
_K_LORD = const(5)
_N_START = const(36)
_N_HEROES = const(6)
_C_EFF = const(5)
_C_WEAPON = const(9)
_C_ARMOUR = const(10)
_PO_HEAL = const(0)
_PO_STR = const(1)
_PO_COUNTER = const(2)
_BLUE = const(3)
_HAND = const(4)
_HP = const(5)
_LEVELS = const(3)
_HORAN_BONUS = const(1)
_ROUND_CAP = const(90)
# --- end of constants ---


def zone(s, k, seat=None):
    """Zone k (Z_*) of the seat (the seat to move by default)."""
    return (s.turn if seat is None else seat) * _Z_SEAT + k


def table(s, k, level=0):
    """Table zone k (T_*); the four zones of each level follow T_ROW."""
    return s.seats * _Z_SEAT + k + level * _Z_LEVEL


def able(s, h):
    """The seat to move plays hero h with the abilities on."""
    return s.hero[s.turn] == h and s.options[1:2] != b"\x01"


def cursed(s, code):
    """The monster of the battle has curse `code`, not countered."""
    m = s.b[_B_MON]
    return ((CARD_CURSE1[m] == code and not s.b[_B_CTR] & 1)
            or (CARD_CURSE2[m] == code and not s.b[_B_CTR] & 2))


def hand_size(s, seat):
    """A full hand: HAND, more with a hand-size armour."""
    z = s.zones
    a = zone(s, _Z_ARM, seat)
    return _HAND + (CARD_EHAND[z.get(a, 0)] if z.size(a) else 0)


def fight_card(s, a):
    """The monster that fight action a (A_FIGHT + 6 * level + slot, 5 the gatekeeper, or
    A_LORD) attacks."""
    i = a - _A_FIGHT
    if i == 18:
        return s.zones.get(table(s, _T_LORD), 0)
    if i % 6 == 5:
        return s.zones.get(table(s, _T_GATE, i // 6), -1)
    return s.zones.get(table(s, _T_ROW, i // 6), i % 6)


def payable(s):
    """The cards the seat may pay the merchant with: weapon, armour, monster-backed hand
    cards."""
    z = s.zones
    out = bytearray(z.cards(zone(s, _Z_WEAP)) + z.cards(zone(s, _Z_ARM)))
    for c in z.cards(zone(s, _Z_HAND)):
        if c >= _N_START:
            out.append(c)
    return out


def playable(s, c):
    """0 if card c cannot be played now, 1 if it can, 2 if only with the hero's ability."""
    b = s.b
    col = CARD_COLOUR[c]
    need = 0
    if cursed(s, 1 + col):
        if not able(s, _H_XANROS):
            return 0
        need = 1
    if b[_B_N] and not CARD_NEXT[b[_B_LAST]] >> col & 1:
        if need or not ((able(s, _H_ARGENTUS) and col == _BLUE)
                        or (able(s, _H_VICTORIUS) and b[_B_N] == 1)):
            return 0
        need = 1
    if need:
        return 0 if b[_B_USED] else 2
    return 1


def _xanros_effect(s):
    """The effect (0 attack .. 3 draw) of the last card that a curse nullifies and Xanros
    may count, or -1."""
    c = s.b[_B_LAST]
    vals = (CARD_ATK[c], CARD_DFN[c], CARD_HEAL[c], CARD_DRAW[c])
    for e in range(4):
        if vals[e] and cursed(s, _C_EFF + e):
            return e
    return -1


def legal(s):
    """The legal actions of the seat to move (a bytearray)."""
    out = bytearray()
    z = s.zones
    b = s.b
    ph = s.phase
    seat = s.turn
    pot = s.pot[seat]
    if ph == _P_HERO:
        for h in range(_N_HEROES):
            if s.hero.find(bytes((h,))) < 0:
                out.append(_A_HERO + h)
    elif ph == _P_TURN:
        if s.hp[seat]:
            keys = z.size(zone(s, _Z_KEYS))
            for lv in range(_LEVELS):
                if keys >= lv:
                    for i in range(z.size(table(s, _T_ROW, lv))):
                        out.append(_A_FIGHT + lv * 6 + i)
                    if keys == lv and z.size(table(s, _T_GATE, lv)):
                        out.append(_A_FIGHT + lv * 6 + 5)
            if keys >= _LEVELS:
                out.append(_A_LORD)
            out.append(_A_SHOP)
        out.append(_A_REVIVE)
    elif ph == _P_DISCARD or ph == _P_BATTLE:
        for c in z.cards(zone(s, _Z_HAND)):
            if ph == _P_DISCARD or playable(s, c):
                out.append(c)
        if ph == _P_BATTLE:
            out.append(_A_END)
            if pot & 1 and s.hp[seat] < _HP:
                out.append(_A_HEAL)
            if b[_B_N] and not b[_B_STR] and pot & 2:
                if CARD_ATK[b[_B_LAST]]:
                    out.append(_A_STR_A)
                if CARD_DFN[b[_B_LAST]]:
                    out.append(_A_STR_D)
            if b[_B_N] and not b[_B_USED] and able(s, _H_XANROS) and _xanros_effect(s) >= 0:
                out.append(_A_XANROS)
        if pot & 4:
            m = b[_B_MON]
            if CARD_CURSE1[m] and not b[_B_CTR] & 1:
                out.append(_A_COUNTER)
            if CARD_CURSE2[m] and not b[_B_CTR] & 2:
                out.append(_A_COUNTER + 1)
    elif ph == _P_POST:
        out.append(_A_HEAL)
        out.append(_A_END)
    elif ph == _P_EQUIP:
        out.append(_A_KEEP)
        out.append(_A_PAWN)
    elif ph == _P_SHOP:
        if len(payable(s)):
            for k in range(3):
                if s.stock[k] and not pot >> k & 1:
                    out.append(_A_POTION + k)
            if not b[_B_PAWNED]:
                out.extend(z.cards(table(s, _T_PAWN)))
        out.append(_A_END)
    elif ph == _P_PAY:
        out = payable(s)
    elif ph == _P_STACK:
        start = 0
        for c in z.cards(zone(s, _Z_DISC)):
            if c >= _N_START:
                out.append(c)
            else:
                start = 1
        if start:
            out.append(_A_START)
    elif ph == _P_TAIA:
        out.append(b[_B_T1])
        out.append(b[_B_T2])
    return out


def act(s, a):
    """Apply the legal action a."""
    z = s.zones
    b = s.b
    seat = s.turn
    ph = s.phase
    if ph == _P_HERO:
        s.hero[seat] = a - _A_HERO
        s.say(_E_HERO, seat, a - _A_HERO)
        if seat + 1 < s.seats:
            s.turn = seat + 1
        else:
            s.turn = 0
            import karak_goblin.setup as setup
            setup.deal_heroes(s)
    elif a == _A_REVIVE:
        s.hp[seat] = _HP
        s.say(_E_REVIVE, seat)
        end_turn(s)
    elif ph == _P_TURN and a == _A_SHOP:
        b[_B_PAWNED] = 0
        s.phase = _P_SHOP
        s.say(_E_SHOP, seat)
    elif ph == _P_TURN:
        m = fight_card(s, a)
        b[:] = bytes(_B_SIZE)
        b[_B_MON] = m
        b[_B_SLOT] = a - _A_FIGHT
        s.say(_E_FIGHT, seat, m)
        _to_battle(s)
    elif a == _A_COUNTER or a == _A_COUNTER + 1:
        b[_B_CTR] |= 1 << (a - _A_COUNTER)
        _drink(s, _PO_COUNTER)
        if ph == _P_DISCARD:
            _to_battle(s)
    elif ph == _P_DISCARD:
        z.move(a, zone(s, _Z_DISC))
        _to_battle(s)
    elif a == _A_HEAL:
        s.hp[seat] = _HP
        _drink(s, _PO_HEAL)
        if ph == _P_POST:
            _strike(s)
    elif ph == _P_POST:
        _strike(s)
    elif a == _A_STR_A or a == _A_STR_D:
        c = b[_B_LAST]
        if a == _A_STR_A:
            if not cursed(s, _C_EFF):
                b[_B_XA] += CARD_ATK[c]
        elif not cursed(s, _C_EFF + 1):
            b[_B_XD] += CARD_DFN[c]
        b[_B_STR] = 1
        _drink(s, _PO_STR)
    elif a == _A_XANROS:
        c = b[_B_LAST]
        e = _xanros_effect(s)
        b[_B_USED] = 1
        if e == 0:
            b[_B_XA] += CARD_ATK[c]
        elif e == 1:
            b[_B_XD] += CARD_DFN[c]
        else:
            _effects(s, c, e == 2, e == 3)
    elif ph == _P_BATTLE and a == _A_END:
        _end_battle(s)
    elif ph == _P_BATTLE:
        _play(s, a)
    elif ph == _P_EQUIP:
        m = b[_B_PEND]
        slot = zone(s, _Z_WEAP if CARD_KIND[m] == _K_WEAPON else _Z_ARM)
        if a == _A_KEEP:
            if z.size(slot):
                z.move(z.get(slot, 0), table(s, _T_PAWN))
            z.move(m, slot)
        else:
            z.move(m, table(s, _T_PAWN))
            s.say(_E_PAWN, seat, m)
        if b[_B_RET] == _R_SHOP:
            s.phase = _P_SHOP
        else:
            end_turn(s)
    elif ph == _P_SHOP and a == _A_END:
        end_turn(s)
    elif ph == _P_SHOP:
        b[_B_BUY] = a + _BUY_POTION - _A_POTION if a >= _A_POTION else a
        s.phase = _P_PAY
    elif ph == _P_PAY:
        z.move(a, table(s, _T_PAWN))
        s.say(_E_PAY, seat, a)
        x = b[_B_BUY]
        s.phase = _P_SHOP
        s.say(_E_BUY, seat, x)
        if x >= _BUY_POTION:
            s.pot[seat] |= 1 << (x - _BUY_POTION)
            s.stock[x - _BUY_POTION] -= 1
        else:
            b[_B_PAWNED] = 1
            k = CARD_KIND[x]
            if k != _K_WEAPON and k != _K_ARMOUR:
                z.move(x, zone(s, _Z_DISC))
            elif z.size(zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM)):
                b[_B_PEND] = x
                b[_B_RET] = _R_SHOP
                s.phase = _P_EQUIP
            else:
                z.move(x, zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM))
    elif ph == _P_STACK:
        if a == _A_START:
            n = 0
            disc = z.cards(zone(s, _Z_DISC))
            for c in disc:
                if c < _N_START:
                    n += 1
            k = s.rng.below(n)
            for c in disc:
                if c < _N_START:
                    if k == 0:
                        a = c
                        break
                    k -= 1
        z.move(a, zone(s, _Z_DECK), True)
        if _stack(s) and _draw(s):
            _resume(s)
    elif ph == _P_TAIA:
        other = b[_B_T1] + b[_B_T2] - a
        z.move(other, zone(s, _Z_DECK), True)
        if _draw(s):
            _resume(s)


def _drink(s, k):
    """The seat drinks potion k: it goes back to the merchant."""
    s.pot[s.turn] &= ~(1 << k)
    s.stock[k] += 1
    s.say(_E_POTION, s.turn, k)


def _to_battle(s):
    """Battle, or first discard down to a full hand of HAND if an armour curse cancels a
    hand-size armour."""
    z = s.zones
    a = zone(s, _Z_ARM)
    if (cursed(s, _C_ARMOUR) and z.size(a) and CARD_EHAND[z.get(a, 0)]
            and z.size(zone(s, _Z_HAND)) > _HAND):
        s.phase = _P_DISCARD
    else:
        s.phase = _P_BATTLE


def _play(s, c):
    """Play card c from the hand onto the chain; heal and draw at once."""
    b = s.b
    if playable(s, c) == 2:
        b[_B_USED] = 1
    if (able(s, _H_HORAN) and b[_B_N] and CARD_ATK[b[_B_LAST]] and CARD_ATK[c]
            and not b[_B_HORAN]):
        b[_B_HORAN] = _HORAN_BONUS
    s.zones.move(c, zone(s, _Z_PLAY))
    b[_B_N] += 1
    b[_B_LAST] = c
    b[_B_STR] = 0
    s.say(_E_PLAY, s.turn, c)
    _effects(s, c, not cursed(s, _C_EFF + 2), not cursed(s, _C_EFF + 3))


def _effects(s, c, heal, draw):
    """Card c's healing (if `heal`) and drawing (if `draw`), at once."""
    seat = s.turn
    if heal and CARD_HEAL[c]:
        s.hp[seat] = min(_HP, s.hp[seat] + CARD_HEAL[c])
        s.say(_E_HEAL, seat, s.hp[seat])
    if draw and CARD_DRAW[c]:
        s.b[_B_NEED] = CARD_DRAW[c]
        s.b[_B_RET] = _R_BATTLE
        s.b[_B_TAIA] = able(s, _H_TAIA)
        if _draw(s):
            _resume(s)


def totals(s):
    """(attack, defence) of the battle so far: the cards played, unless an effect curse
    nullifies them, the equipment, unless cursed, the potions, Xanros and Horan."""
    z = s.zones
    b = s.b
    atk = b[_B_XA] + b[_B_HORAN]
    dfn = b[_B_XD]
    na = cursed(s, _C_EFF)
    nd = cursed(s, _C_EFF + 1)
    for c in z.cards(zone(s, _Z_PLAY)):
        if not na:
            atk += CARD_ATK[c]
        if not nd:
            dfn += CARD_DFN[c]
    w = zone(s, _Z_WEAP)
    if z.size(w) and not cursed(s, _C_WEAPON):
        atk += CARD_EATK[z.get(w, 0)]
    a = zone(s, _Z_ARM)
    if z.size(a) and not cursed(s, _C_ARMOUR):
        dfn += CARD_EDEF[z.get(a, 0)]
    return atk, dfn


def _end_battle(s):
    """The end of the battle, in the rulebook's order: take hits (the last hit point ends
    the turn, except for Aderyn against anyone but the Lord), heart equipment, a healing
    potion after the hits, then hit the monster."""
    z = s.zones
    b = s.b
    seat = s.turn
    m = b[_B_MON]
    atk, dfn = totals(s)
    b[_B_ATK] = atk
    b[_B_DEF] = dfn
    hits = CARD_MATK[m] - dfn
    if hits < 0:
        hits = 0
    hits = min(hits, s.hp[seat])
    b[_B_HITS] = hits
    s.hp[seat] -= hits
    s.say(_E_HITS, seat, hits)
    if s.hp[seat] == 0:
        s.say(_E_DIE, seat)
        if able(s, _H_ADERYN) and CARD_KIND[m] != _K_LORD:
            _strike(s)
        else:
            end_turn(s)
        return
    a = zone(s, _Z_ARM)
    if z.size(a) and not cursed(s, _C_ARMOUR) and CARD_EHEAL[z.get(a, 0)]:
        s.hp[seat] = min(_HP, s.hp[seat] + CARD_EHEAL[z.get(a, 0)])
        s.say(_E_HEAL, seat, s.hp[seat])
    if s.pot[seat] & 1 and s.hp[seat] < _HP:
        s.phase = _P_POST
    else:
        _strike(s)


def _strike(s):
    """Hit the monster: attack at least its hit points wins the reward; then the turn ends
    (or the game, with the Lord)."""
    z = s.zones
    b = s.b
    seat = s.turn
    m = b[_B_MON]
    if b[_B_ATK] < CARD_HP[m]:
        s.say(_E_LOSE, seat, m)
        end_turn(s)
        return
    s.say(_E_WIN, seat, m)
    s.won[seat] += 1
    k = CARD_KIND[m]
    lv = CARD_LEVEL[m] - 1
    if k == _K_LORD:
        s.winner = seat
        s.phase = _P_OVER
        s.say(_E_LORD, seat)
        return
    if k == _K_KEY:
        z.move(m, zone(s, _Z_KEYS))
        z.draw(table(s, _T_GDECK, lv), table(s, _T_GATE, lv))
        s.say(_E_KEY, seat, lv + 1)
        end_turn(s)
        return
    s.say(_E_REWARD, seat, m)
    z.move(m, zone(s, _Z_DISC if k == _K_ACTION else _Z_PLAY))
    z.draw(table(s, _T_MDECK, lv), table(s, _T_ROW, lv))
    if k == _K_ACTION:
        end_turn(s)
    else:
        b[_B_PEND] = m
        b[_B_RET] = _R_END
        s.phase = _P_EQUIP


def end_turn(s):
    """The played cards to the discard pile, draw up to a full hand, next seat."""
    z = s.zones
    seat = s.turn
    z.pour(zone(s, _Z_PLAY), zone(s, _Z_DISC))
    n = hand_size(s, seat) - z.size(zone(s, _Z_HAND))
    s.b[_B_NEED] = n if n > 0 else 0
    s.b[_B_RET] = _R_END
    s.b[_B_TAIA] = 0
    if _draw(s):
        _resume(s)


def _draw(s):
    """Draw the pending cards (B_NEED): remake an empty deck from the discard pile (the
    cards played this turn are not there), skip when both are empty; Taia draws two and
    keeps one. False when a choice stops it (stacking the deck, Taia's pick)."""
    z = s.zones
    b = s.b
    deck = zone(s, _Z_DECK)
    while b[_B_NEED]:
        want = 2 if b[_B_TAIA] else 1
        if z.size(deck) < want and z.size(zone(s, _Z_DISC)):
            s.say(_E_REMAKE, s.turn)
            if not _stack(s):
                s.phase = _P_STACK
                return False
        if not z.size(deck):
            s.say(_E_SKIP, s.turn)
            b[_B_NEED] = 0
            break
        b[_B_NEED] -= 1
        s.say(_E_DRAW, s.turn)
        if want == 2 and z.size(deck) >= 2:
            b[_B_T1] = z.draw(deck, zone(s, _Z_HAND))
            b[_B_T2] = z.draw(deck, zone(s, _Z_HAND))
            s.phase = _P_TAIA
            return False
        z.draw(deck, zone(s, _Z_HAND))
    return True


def _stack(s):
    """Remake the deck from the discard pile while no choice is left: the starting cards
    alone go in at random, a last reward card goes in. False when the seat must choose the
    next card (a reward card by id, or A_START for a random starting card)."""
    z = s.zones
    disc = zone(s, _Z_DISC)
    deck = zone(s, _Z_DECK)
    cards = z.cards(disc)
    rewards = 0
    for c in cards:
        if c >= _N_START:
            rewards += 1
    if rewards == 0 or len(cards) == 1:
        part = bytearray(cards)
        s.rng.shuffle(part)
        for c in part:
            z.move(c, deck, True)
        return True
    return False


def _resume(s):
    """After the draws: back to the battle, or the next seat's turn."""
    if s.b[_B_RET] == _R_BATTLE:
        s.phase = _P_BATTLE
        return
    seat = (s.turn + 1) % s.seats
    s.turn = seat
    if seat == 0:
        s.round += 1
        if s.round >= _ROUND_CAP:
            s.phase = _P_OVER
            s.say(_E_CAP)
            return
    s.phase = _P_TURN
