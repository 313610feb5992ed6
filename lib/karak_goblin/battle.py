"""Karak: Goblin end of battle in the rulebook's order (take hits, hit the monster, the reward,
end the turn), immediate effects of a card, drawing (remaking and stacking an empty deck,
Taia's pick) and the next turn. Used by karak_goblin.turn."""
from gpcore import const
from karak_goblin.rules import (zone, table, able, cursed, totals, CARD_KL, CARD_HD,
                                CARD_HPA, CARD_EQUIP)

# --- constants: written by tools/pack_tables.py ---
_P_TURN = const(1)
_P_BATTLE = const(3)
_P_POST = const(4)
_P_EQUIP = const(5)
_P_STACK = const(8)
_P_TAIA = const(9)
_P_OVER = const(10)
_B_MON = const(0)
_B_PEND = const(12)
_B_RET = const(13)
_B_NEED = const(14)
_B_T1 = const(15)
_B_T2 = const(16)
_B_TAIA = const(17)
_B_ATK = const(18)
_B_DEF = const(19)
_B_HITS = const(20)
_R_BATTLE = const(0)
_R_END = const(1)
_H_ADERYN = const(3)
_H_TAIA = const(5)
_Z_DECK = const(0)
_Z_HAND = const(1)
_Z_DISC = const(2)
_Z_PLAY = const(3)
_Z_ARM = const(5)
_Z_KEYS = const(6)
_T_ROW = const(3)
_T_MDECK = const(4)
_T_GATE = const(5)
_T_GDECK = const(6)
_E_HITS = const(2)
_E_WIN = const(3)
_E_LOSE = const(4)
_E_DIE = const(5)
_E_REWARD = const(6)
_E_KEY = const(7)
_E_LORD = const(8)
_E_HEAL = const(13)
_E_REMAKE = const(15)
_E_SKIP = const(16)
_E_CAP = const(19)
_E_DRAW = const(20)
_K_ACTION = const(1)
_K_KEY = const(4)
_K_LORD = const(5)
_N_START = const(36)
_C_ARMOUR = const(10)
_HAND = const(4)
_HP = const(5)
_ROUND_CAP = const(90)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_KL_LEVEL_SHIFT = const(3)
_KL_LEVEL_MASK = const(7)
_HD_HEAL_SHIFT = const(0)
_HD_HEAL_MASK = const(15)
_HD_DRAW_SHIFT = const(4)
_HD_DRAW_MASK = const(15)
_HPA_HP_SHIFT = const(0)
_HPA_HP_MASK = const(15)
_HPA_ATK_SHIFT = const(4)
_HPA_ATK_MASK = const(15)
_EQUIP_HAND_SHIFT = const(4)
_EQUIP_HAND_MASK = const(3)
_EQUIP_HEAL_SHIFT = const(6)
_EQUIP_HEAL_MASK = const(3)
# --- end of constants ---


def effects(s, c, h, draw):
    """Card c's healing (if `heal`) and drawing (if `draw`), at once. Hand-coded: as a program
    run by gpcore.effects its engine measured 2 KB more from .mpy (34 KB, over the limit)."""
    seat = s.turn
    if h and CARD_HD[c] >> _HD_HEAL_SHIFT & _HD_HEAL_MASK:
        s.hp[seat] = min(_HP, s.hp[seat] + (CARD_HD[c] >> _HD_HEAL_SHIFT & _HD_HEAL_MASK))
        s.say(_E_HEAL, seat, s.hp[seat])
    if draw and CARD_HD[c] >> _HD_DRAW_SHIFT & _HD_DRAW_MASK:
        s.b[_B_NEED] = CARD_HD[c] >> _HD_DRAW_SHIFT & _HD_DRAW_MASK
        s.b[_B_RET] = _R_BATTLE
        s.b[_B_TAIA] = able(s, _H_TAIA)
        refill(s)


def end_battle(s):
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
    hits = (CARD_HPA[m] >> _HPA_ATK_SHIFT & _HPA_ATK_MASK) - dfn
    if hits < 0:
        hits = 0
    hits = min(hits, s.hp[seat])
    b[_B_HITS] = hits
    s.hp[seat] -= hits
    s.say(_E_HITS, seat, hits)
    if s.hp[seat] == 0:
        s.say(_E_DIE, seat)
        if able(s, _H_ADERYN) and CARD_KL[m] >> _KL_KIND_SHIFT & _KL_KIND_MASK != _K_LORD:
            strike(s)
        else:
            end_turn(s)
        return
    a = zone(s, _Z_ARM)
    heal = CARD_EQUIP[z.cards(a)[0]] >> _EQUIP_HEAL_SHIFT & _EQUIP_HEAL_MASK if z.size(a) else 0
    if heal and not cursed(s, _C_ARMOUR):
        s.hp[seat] = min(_HP, s.hp[seat] + heal)
        s.say(_E_HEAL, seat, s.hp[seat])
    if s.pot[seat] & 1 and s.hp[seat] < _HP:
        s.phase = _P_POST
    else:
        strike(s)


def strike(s):
    """Hit the monster: attack at least its hit points wins the reward; then the turn ends
    (or the game, with the Lord)."""
    z = s.zones
    b = s.b
    seat = s.turn
    m = b[_B_MON]
    if b[_B_ATK] < CARD_HPA[m] >> _HPA_HP_SHIFT & _HPA_HP_MASK:
        s.say(_E_LOSE, seat, m)
        end_turn(s)
        return
    s.say(_E_WIN, seat, m)
    s.won[seat] += 1
    k = CARD_KL[m] >> _KL_KIND_SHIFT & _KL_KIND_MASK
    lv = (CARD_KL[m] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK) - 1
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
    z.pour(zone(s, _Z_PLAY), zone(s, _Z_DISC))
    a = zone(s, _Z_ARM)            # a full hand: HAND, more with a hand-size armour
    n = _HAND - z.size(zone(s, _Z_HAND))
    if z.size(a):
        n += CARD_EQUIP[z.cards(a)[0]] >> _EQUIP_HAND_SHIFT & _EQUIP_HAND_MASK
    s.b[_B_NEED] = n if n > 0 else 0
    s.b[_B_RET] = _R_END
    s.b[_B_TAIA] = 0
    refill(s)


def stack(s):
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


def refill(s):
    """Draw the pending cards (B_NEED): remake an empty deck from the discard pile (the
    cards played this turn are not there), skip when both are empty; Taia draws two and
    keeps one. Then back to the battle or on to the next seat's turn, unless a choice
    stops the drawing (stacking the deck, Taia's pick)."""
    z = s.zones
    b = s.b
    deck = zone(s, _Z_DECK)
    while b[_B_NEED]:
        k = 2 if b[_B_TAIA] else 1
        if z.size(deck) < k and z.size(zone(s, _Z_DISC)):
            s.say(_E_REMAKE, s.turn)
            if not stack(s):
                s.phase = _P_STACK
                return
        if not z.size(deck):
            s.say(_E_SKIP, s.turn)
            b[_B_NEED] = 0
            break
        b[_B_NEED] -= 1
        s.say(_E_DRAW, s.turn)
        if k == 2 and z.size(deck) >= 2:
            b[_B_T1] = z.draw(deck, zone(s, _Z_HAND))
            b[_B_T2] = z.draw(deck, zone(s, _Z_HAND))
            s.phase = _P_TAIA
            return
        z.draw(deck, zone(s, _Z_HAND))
    if b[_B_RET] == _R_BATTLE:
        s.phase = _P_BATTLE
        return
    k = (s.turn + 1) % s.seats
    s.turn = k
    s.phase = _P_TURN
    if k == 0:
        s.round += 1
        if s.round >= _ROUND_CAP:
            s.phase = _P_OVER
            s.say(_E_CAP)
