"""Karak: Goblin game state and turn flow: GoblinState (the engine interface; its data, filled
by karak_goblin.setup, is bytearrays, small ints and the cards in gpcore.zones) and applying
a legal action (act): choosing a fight, playing cards, potions, the merchant, equipment,
stacking the deck. The end of battle, drawing and the next turn are in karak_goblin.battle,
the legal actions and the helpers in karak_goblin.rules. Texts (karak_goblin.text) and
copies for observe() (gpcore.zonecopy) load only when asked for."""
from gpcore import const
from gpcore.engine import State, OVER
from karak_goblin.rules import (zone, table, able, cursed, fight_card, playable, legal,
                                xanros_effect, CARD_KL, CARD_AD, CARD_EQUIP)
from karak_goblin.battle import effects, end_battle, strike, end_turn, stack, refill

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
_B_T1 = const(15)
_B_T2 = const(16)
_B_SIZE = const(21)
_R_SHOP = const(2)
_BUY_POTION = const(200)
_H_HORAN = const(0)
_Z_DECK = const(0)
_Z_HAND = const(1)
_Z_DISC = const(2)
_Z_PLAY = const(3)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_T_PAWN = const(1)
_A_FIGHT = const(120)
_A_SHOP = const(139)
_A_REVIVE = const(140)
_A_END = const(141)
_A_HEAL = const(142)
_A_STR_A = const(143)
_A_STR_D = const(144)
_A_COUNTER = const(145)
_A_POTION = const(147)
_A_KEEP = const(150)
_A_XANROS = const(152)
_A_START = const(153)
_A_HERO = const(154)
_A_BACK = const(160)
_E_FIGHT = const(0)
_E_PLAY = const(1)
_E_SHOP = const(9)
_E_BUY = const(10)
_E_PAY = const(11)
_E_REVIVE = const(12)
_E_POTION = const(14)
_E_PAWN = const(17)
_E_HERO = const(18)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_N_START = const(36)
_C_EFF = const(5)
_C_ARMOUR = const(10)
_PO_HEAL = const(0)
_PO_STR = const(1)
_PO_COUNTER = const(2)
_HAND = const(4)
_HP = const(5)
_HORAN_BONUS = const(1)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_AD_ATK_SHIFT = const(0)
_AD_ATK_MASK = const(15)
_AD_DEF_SHIFT = const(4)
_AD_DEF_MASK = const(15)
_EQUIP_HAND_SHIFT = const(4)
_EQUIP_HAND_MASK = const(3)
# --- end of constants ---


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
            strike(s)
    elif ph == _P_POST:
        strike(s)
    elif a == _A_STR_A or a == _A_STR_D:
        c = b[_B_LAST]
        if a == _A_STR_A:
            if not cursed(s, _C_EFF):
                b[_B_XA] += CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK
        elif not cursed(s, _C_EFF + 1):
            b[_B_XD] += CARD_AD[c] >> _AD_DEF_SHIFT & _AD_DEF_MASK
        b[_B_STR] = 1
        _drink(s, _PO_STR)
    elif a == _A_XANROS:
        c = b[_B_LAST]
        e = xanros_effect(s)
        b[_B_USED] = 1
        if e == 0:
            b[_B_XA] += CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK
        elif e == 1:
            b[_B_XD] += CARD_AD[c] >> _AD_DEF_SHIFT & _AD_DEF_MASK
        else:
            effects(s, c, e == 2, e == 3)
    elif ph == _P_BATTLE and a == _A_END:
        end_battle(s)
    elif ph == _P_BATTLE:          # play card a onto the chain; heal and draw at once
        if playable(s, a) == 2:
            b[_B_USED] = 1
        if (able(s, _H_HORAN) and b[_B_N] and CARD_AD[b[_B_LAST]] >> _AD_ATK_SHIFT & _AD_ATK_MASK
                and CARD_AD[a] >> _AD_ATK_SHIFT & _AD_ATK_MASK and not b[_B_HORAN]):
            b[_B_HORAN] = _HORAN_BONUS
        s.zones.move(a, zone(s, _Z_PLAY))
        b[_B_N] += 1
        b[_B_LAST] = a
        b[_B_STR] = 0
        s.say(_E_PLAY, s.turn, a)
        effects(s, a, not cursed(s, _C_EFF + 2), not cursed(s, _C_EFF + 3))
    elif ph == _P_EQUIP:
        m = b[_B_PEND]
        slot = zone(s, _Z_WEAP if CARD_KL[m] >> _KL_KIND_SHIFT & _KL_KIND_MASK == _K_WEAPON
                    else _Z_ARM)
        if a == _A_KEEP:
            if z.size(slot):
                z.move(z.cards(slot)[0], table(s, _T_PAWN))
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
    elif ph == _P_PAY and a == _A_BACK:     # not bought: choose again
        s.phase = _P_SHOP
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
            k = CARD_KL[x] >> _KL_KIND_SHIFT & _KL_KIND_MASK
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
        if stack(s):
            refill(s)
    elif ph == _P_TAIA:
        other = b[_B_T1] + b[_B_T2] - a
        z.move(other, zone(s, _Z_DECK), True)
        refill(s)


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
    if (cursed(s, _C_ARMOUR) and z.size(a)
            and CARD_EQUIP[z.cards(a)[0]] >> _EQUIP_HAND_SHIFT & _EQUIP_HAND_MASK
            and z.size(zone(s, _Z_HAND)) > _HAND):
        s.phase = _P_DISCARD
    else:
        s.phase = _P_BATTLE


class GoblinState(State):
    """A game of Karak: Goblin (see the package docstring for the read API)."""

    LAZY = (("karak_goblin.text",
             " label public_label hint events event name result score_sheet progress zone table"
             " totals payable "),
            ("karak_goblin.thinking", " copy _redeal evaluate "))
    BACK = _A_BACK      # not paying: back to the merchant's offer (gpcore.bots never take it)

    def to_move(self):
        return OVER if self.phase == _P_OVER else self.turn

    _legal = legal
    _do = act
