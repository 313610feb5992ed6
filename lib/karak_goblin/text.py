"""Karak: Goblin for the screens: action labels, hints, the events of the last action, the
result and the score sheet, in whole words (each screen fits them to its width: the
firmware's ui.fit shortens words, not the end). Loaded only when a screen asks."""
from gpcore import const
from karak_goblin.tables import CARD_KL, CARD_CN, CARD_AD, CARD_HD, CARD_HPA, CARD_EQUIP
from karak_goblin.names import CARD_NAME, CARD_MONSTER, CARD_NAME_NAMES, CARD_MONSTER_NAMES, \
    CARD_HERO_NAMES
from karak_goblin import rules
# the rules' helpers the screens read (the state's zone(), table(), totals(), payable()
# through GoblinState.LAZY; curse(m, k) from here): the views import no rules
from karak_goblin.rules import curse, zone, table, totals, payable
from gpcore import events as E

# --- constants: written by tools/pack_tables.py ---
_P_TURN = const(1)
_P_DISCARD = const(2)
_P_BATTLE = const(3)
_P_EQUIP = const(5)
_P_SHOP = const(6)
_P_PAY = const(7)
_P_STACK = const(8)
_P_TAIA = const(9)
_P_OVER = const(10)
_B_MON = const(0)
_B_PEND = const(12)
_BUY_POTION = const(200)
_Z_WEAP = const(4)
_Z_ARM = const(5)
_Z_KEYS = const(6)
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
_A_BACK = const(160)
_FIGHTS = const(6)
_K_START = const(0)
_K_ACTION = const(1)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_K_KEY = const(4)
_K_LORD = const(5)
_N_CARDS = const(118)
_NONE = const(255)
_ROW = const(5)
_HORAN_BONUS = const(1)
_TAIA_DRAW = const(2)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_CN_COLOUR_SHIFT = const(0)
_CN_COLOUR_MASK = const(3)
_CN_NEXT_SHIFT = const(2)
_CN_NEXT_MASK = const(15)
_AD_ATK_SHIFT = const(0)
_AD_ATK_MASK = const(15)
_AD_DEF_SHIFT = const(4)
_AD_DEF_MASK = const(15)
_HD_HEAL_SHIFT = const(0)
_HD_HEAL_MASK = const(15)
_HD_DRAW_SHIFT = const(4)
_HD_DRAW_MASK = const(15)
_HPA_HP_SHIFT = const(0)
_HPA_HP_MASK = const(15)
_HPA_ATK_SHIFT = const(4)
_HPA_ATK_MASK = const(15)
_EQUIP_ATK_SHIFT = const(0)
_EQUIP_ATK_MASK = const(3)
_EQUIP_DEF_SHIFT = const(2)
_EQUIP_DEF_MASK = const(3)
_EQUIP_HAND_SHIFT = const(4)
_EQUIP_HAND_MASK = const(3)
_EQUIP_HEAL_SHIFT = const(6)
_EQUIP_HEAL_MASK = const(3)
# --- end of constants ---

COLOURS = "RYGB"
POTIONS = ("Healing", "Strength", "Countercurse")
# The hint where a potion is bought or drunk, and where a hero is chosen (codes.H_* order).
POTION_HINTS = ("All hit points back", "Doubles a card's A or D", "One curse stops counting")
HERO_HINTS = ("2 attacks in a row: +%d" % _HORAN_BONUS, "Blue card off the chain",
              "Ignores a curse a battle", "Hits even at 0 hit points", "2nd card: any colour",
              "Draws %d cards, keeps 1" % _TAIA_DRAW)
CURSE_MARK = "RYGBAD" + "H+WS"      # curse codes 1..10 as letters (the views' small letters)
CURSES = ("", "no R", "no Y", "no G", "no B", "no attack", "no defence", "no heal",
          "no draw", "no weapon", "no armour")
# Event texts in the order of the codes E_*; the letters before "|" say how
# each argument shows: - not shown (the seat to move, whom most events are about), s seat
# name, p seat number, c card, m monster, n number, b a purchase, o a potion, h hero.
EVENTS = ("-m|Fights %s", "-c|Plays %s", "-n|Hits taken: %d", "-m|Beats %s", "-m|Fails vs %s",
          "|No hit points left", "-c|Gains %s", "-n|Wins key %d", "s|%s beats the Lord!",
          "|Visits the merchant", "-b|Buys %s", "-c|Pays %s", "s|%s revives",
          "-n|Heals to %d", "-o|Drinks %s", "|Remakes the deck", "|No card to draw",
          "-c|Pawns %s", "ph|Seat %d: %s", "|Round limit: game over", "|Draws a card")


def card(c):
    """Short text of a card: an action card as colour, effects and next colours
    ("R A2 D1>RY"), equipment by name and value, a monster by name, hp and attack."""
    k = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK
    if k == _K_START or k == _K_ACTION:
        t = COLOURS[CARD_CN[c] >> _CN_COLOUR_SHIFT & _CN_COLOUR_MASK]
        ad = CARD_AD[c]
        hd = CARD_HD[c]
        for v, w in ((ad >> _AD_ATK_SHIFT & _AD_ATK_MASK, "A"),
                     (ad >> _AD_DEF_SHIFT & _AD_DEF_MASK, "D"),
                     (hd >> _HD_HEAL_SHIFT & _HD_HEAL_MASK, "H"),
                     (hd >> _HD_DRAW_SHIFT & _HD_DRAW_MASK, "+")):
            if v:
                t += " %s%d" % (w, v)
        n = CARD_CN[c] >> _CN_NEXT_SHIFT & _CN_NEXT_MASK
        return t + ">" + "".join([COLOURS[i] for i in range(4) if n >> i & 1])
    if k == _K_WEAPON:
        return "%s A%d" % (CARD_NAME_NAMES[CARD_NAME[c]],
                           CARD_EQUIP[c] >> _EQUIP_ATK_SHIFT & _EQUIP_ATK_MASK)
    if k == _K_ARMOUR:
        t = CARD_NAME_NAMES[CARD_NAME[c]]
        e = CARD_EQUIP[c]
        for v, w in ((e >> _EQUIP_DEF_SHIFT & _EQUIP_DEF_MASK, "D"),
                     (e >> _EQUIP_HAND_SHIFT & _EQUIP_HAND_MASK, "C"),
                     (e >> _EQUIP_HEAL_SHIFT & _EQUIP_HEAL_MASK, "H")):
            if v:
                t += " %s%d" % (w, v)
        return t
    return monster(c)


def monster(c):
    """A monster as name, hp and attack: "Cave Rat 2/1"."""
    return "%s %d/%d" % (CARD_MONSTER_NAMES[CARD_MONSTER[c]],
                         CARD_HPA[c] >> _HPA_HP_SHIFT & _HPA_HP_MASK,
                         CARD_HPA[c] >> _HPA_ATK_SHIFT & _HPA_ATK_MASK)


def marks(c):
    """The monster's curses as letters after an x ("xRH": no red, no heal), or ""."""
    x = "".join([CURSE_MARK[curse(c, k) - 1] for k in range(2) if curse(c, k)])
    return " x" + x if x else ""


def curses(c):
    """The monster's curses as words ("no R, no heal"), or ""."""
    return ", ".join([CURSES[curse(c, k)] for k in range(2) if curse(c, k)])


def reward(c):
    """What beating monster c gives."""
    k = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK
    return ("a key" if k == _K_KEY else "the game" if k == _K_LORD else card(c))


def name(s, seat):
    h = s.hero[seat]
    return CARD_HERO_NAMES[h + 1] if h != _NONE else "Seat %d" % (seat + 1)


def label(s, a):
    ph = s.phase
    if a < _N_CARDS:
        pre = {_P_DISCARD: "Drop ", _P_PAY: "Pay ", _P_STACK: "Next ", _P_TAIA: "Keep ",
               _P_SHOP: "Buy "}.get(ph, "")
        t = card(a)
        n = 1                   # a second copy of the same card says so: every entry differs
        for c in s.actions():
            if c < a and card(c) == t:
                n += 1
        return pre + t + (" (%d)" % n if n > 1 else "")
    if a == _A_BACK:
        return "Back"
    if a >= _A_HERO:
        return CARD_HERO_NAMES[a - _A_HERO + 1]
    if a <= _A_LORD:            # where (level.place, K: gatekeeper), what, its curses
        lv, i = divmod(a - _A_FIGHT, _FIGHTS)
        m = rules.fight_card(s, a)
        return ("LX" if a == _A_LORD else "K%d" % (lv + 1) if i == _ROW else
                "L%d.%d" % (lv + 1, i + 1)) + " " + monster(m) + marks(m)
    if a >= _A_POTION and a < _A_POTION + 3:
        return "Buy " + POTIONS[a - _A_POTION]
    if a == _A_COUNTER or a == _A_COUNTER + 1:
        m = s.b[_B_MON]
        return "Counter " + CURSES[curse(m, a - _A_COUNTER)]
    return {_A_SHOP: "Visit the merchant", _A_REVIVE: "Revive",
            _A_END: "Stop shopping" if ph == _P_SHOP else "End the battle"
            if ph == _P_BATTLE else "Skip the potion",
            _A_HEAL: "Healing potion", _A_STR_A: "Strength: attack",
            _A_STR_D: "Strength: defence", _A_KEEP: "Keep it",
            _A_PAWN: "To the pawnshop", _A_XANROS: "Xanros: lift curse",
            _A_START: "Next: a start card"}[a]


def public_label(s, a):
    """What everyone may learn of action a: Taia's kept card goes to her hand and the card
    put on top of a remade deck is hidden (both secret); the rest is public."""
    if s.phase == _P_TAIA:
        return "keeps a drawn card"
    if s.phase == _P_STACK:
        return "stacks the deck"
    return label(s, a)


def hint(s, a):
    """One line on action a."""
    ph = s.phase
    if ph == _P_BATTLE and a < _N_CARDS:
        atk, dfn = totals(s)
        return "Attack %d Defence %d" % (atk + (CARD_AD[a] >> _AD_ATK_SHIFT & _AD_ATK_MASK),
                                         dfn + (CARD_AD[a] >> _AD_DEF_SHIFT & _AD_DEF_MASK))
    if ph == _P_TURN and a < _A_LORD + 1:
        m = rules.fight_card(s, a)
        t = curses(m)
        return reward(m) + " / " + t if t else "Gives " + reward(m)
    if ph == _P_BATTLE and a == _A_END:
        atk, dfn = totals(s)
        return "Attack %d, defence %d" % (atk, dfn)
    if a == _A_REVIVE:
        return "All hit points back"
    if a == _A_BACK:
        return "Buy something else"
    if a >= _A_HERO:
        return "No ability (option)" if s.options[1:2] == b"\x01" else HERO_HINTS[a - _A_HERO]
    if a >= _A_POTION and a < _A_POTION + 3:
        return POTION_HINTS[a - _A_POTION]
    if a == _A_HEAL:
        return POTION_HINTS[0]
    if a == _A_STR_A or a == _A_STR_D:
        return "Doubles the last card's " + ("A" if a == _A_STR_A else "D")
    if a == _A_COUNTER or a == _A_COUNTER + 1:
        return POTION_HINTS[2]
    if ph == _P_EQUIP and a == _A_KEEP:
        k = CARD_KL[s.b[_B_PEND]] >> _KL_KIND_SHIFT & _KL_KIND_MASK
        held = s.zones.size(zone(s, _Z_WEAP if k == _K_WEAPON else _Z_ARM))
        return "Old one to the pawnshop" if held else "Into your empty slot"
    if a == _A_SHOP:
        return "Potions, pawnshop cards"
    if ph == _P_SHOP and a < _N_CARDS:
        return "Then pay with a card"
    if ph == _P_STACK:
        return "Goes under the last pick"
    if ph == _P_TAIA:
        return "The other to deck bottom"
    if ph == _P_PAY:
        return "Goes to the pawnshop"
    return ""


def _value(s, k, v, names):
    if k == "-":
        return None
    if k == "s":
        return name(s, v)
    if k == "c":
        return card(v)
    if k == "m":
        return monster(v)
    if k == "b":
        return POTIONS[v - _BUY_POTION] if v >= _BUY_POTION else card(v)
    if k == "o":
        return POTIONS[v]
    if k == "p":
        return v + 1
    if k == "h":
        return CARD_HERO_NAMES[v + 1]
    return v


def event(s, e):
    """The text of one logged event (gpcore.events)."""
    return E.event(s, e, EVENTS, _value)


def events(s, names=None):
    return E.events(s, EVENTS, _value)


def result(s):
    """One number per seat once the game is over: the Lord's victor far ahead, then keys,
    then monsters beaten (what decides after the round limit)."""
    if s.phase != _P_OVER:
        return None
    z = s.zones
    return [(1000 if s.winner == i else 0) + 100 * z.size(zone(s, _Z_KEYS, i))
            + s.won[i] for i in range(s.seats)]


def points_text(p):
    """A result() in words, as the score sheet says it: "beat the Lord", "3 keys, 22 beaten"
    (monsters)."""
    if p >= 1000:
        return "beat the Lord"
    return "%d key%s, %d beaten" % (p // 100, "" if p // 100 == 1 else "s", p % 100)


def score_sheet(s, seat):
    z = s.zones
    keys = z.size(zone(s, _Z_KEYS, seat))
    lord = 1 if s.winner == seat else 0
    return [("Beat the Lord", lord), ("Keys", keys), ("Monsters beaten", s.won[seat]),
            ("Total", 1000 * lord + 100 * keys + s.won[seat])]


def progress(s):
    """How far the game got, for the title's list of saves: the round."""
    return "R%d" % (s.round + 1)
