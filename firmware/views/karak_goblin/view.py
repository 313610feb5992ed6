"""The Karak: Goblin view: pages (firmware.views.paged) caverns, battle, you, players,
merchant, log and legend (legend.py: each mark beside its meaning, four pages), drawn into one
canvas with the card row of firmware.views.cards (firmware/README.md tells what each shows).
This module pages and makes the card tiles; caverns.py, battle.py and you.py paint the
caverns, the battle and your page (kept once loaded), pages.py the rarer pages (loaded for the
moment). A card tile: its colour's letter, attack and defence ("R2-"), then H a healing, + a
card drawn, and the colours allowed next, each letter in its colour; equipment silver (W2 a
weapon, S1 an armour), a key gold (K1), a back brown (?).
"""
from firmware.canvas import Canvas
from firmware.ui import fit
from firmware.views.paged import Paged
from firmware.views.cards import CardRow
from firmware.views.karak_goblin.style import (
    WHITE, DIM, GOLD, PANEL, RED, BACK, SILVER, COLORS, LETTERS, CAVERNS, BATTLE, YOU, PLAYERS,
    MERCHANT, LOG, LEGEND, LEGEND_PAGES)
from gpcore import const
from gpcore import once
from karak_goblin.tables import CARD_AD, CARD_CN, CARD_EQUIP, CARD_HD, CARD_KL

# --- constants: written by tools/pack_tables.py ---
_P_HERO = const(0)
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
_B_RET = const(13)
_R_BATTLE = const(0)
_R_SHOP = const(2)
_K_ACTION = const(1)
_K_WEAPON = const(2)
_K_ARMOUR = const(3)
_N_START = const(36)
_KL_KIND_SHIFT = const(0)
_KL_KIND_MASK = const(7)
_KL_LEVEL_SHIFT = const(3)
_KL_LEVEL_MASK = const(7)
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
_EQUIP_ATK_SHIFT = const(0)
_EQUIP_ATK_MASK = const(3)
_EQUIP_DEF_SHIFT = const(2)
_EQUIP_DEF_MASK = const(3)
_EQUIP_HAND_SHIFT = const(4)
_EQUIP_HAND_MASK = const(3)
_EQUIP_HEAL_SHIFT = const(6)
_EQUIP_HEAL_MASK = const(3)
# --- end of constants ---

class View(Paged):
    def __init__(self, game, profile, area, names):
        Paged.__init__(self, game, profile, area, names)
        w, h = area[2], area[3]
        self.cv = cv = Canvas(self.group, w, h, 14)
        for i in range(len(COLORS)):
            cv.palette[i] = COLORS[i]
        self.w = w
        self.h = h
        self.big = w >= 200
        self.lh = 14 if self.big else 12
        self.top = self.lh + 1              # the first line under the title's rule
        self.row = CardRow(cv, 0, w, self.big)
        self.cell = (w - 10) // 6           # a cavern slot, after the level's number
        self.ch = 27 if self.big else 17
        self.hovered = None

    # --- paging -------------------------------------------------------------------------
    def pages(self):
        out = [CAVERNS]
        if self.state.b[_B_MON] >= _N_START:
            out.append(BATTLE)
        if self.seat is not None:
            out.append(YOU)
        return out + [PLAYERS, MERCHANT, LOG] + [LEGEND + i for i in range(LEGEND_PAGES)]

    def situation(self):
        return (self._need(), self.seat)

    def _need(self):
        """The page the decision needs."""
        s = self.state
        ph = s.phase
        if ph == _P_SHOP or ph == _P_PAY or ph == _P_EQUIP and s.b[_B_RET] == _R_SHOP:
            return MERCHANT
        if ph == _P_STACK or ph == _P_TAIA:
            return YOU if self.seat == s.turn else BATTLE if s.b[_B_RET] == _R_BATTLE else PLAYERS
        if ph == _P_DISCARD or ph == _P_BATTLE or ph == _P_POST or ph == _P_EQUIP:
            return BATTLE
        if ph == _P_HERO or ph == _P_OVER:
            return PLAYERS
        return CAVERNS

    def home(self, pages):
        need = self._need()
        return pages.index(need) if need in pages else 0

    def hover(self, state, action):
        """Frame what the highlighted entry is about."""
        if action != self.hovered:
            self.hovered = action
            if self.state is not None:
                self.redraw()

    def paint(self, page, number):
        cv = self.cv
        cv.clear()
        cv.text(self.w - 6 * len(number), 0, number, DIM)
        cv.rect(0, 12, self.w, 1, PANEL)
        self.cols = (self.w - 6 * len(number)) // 6 - 1
        if page == CAVERNS:
            from firmware.views.karak_goblin import caverns       # kept once loaded
            caverns.caverns(self)
        elif page == BATTLE:
            from firmware.views.karak_goblin import battle
            battle.battle(self)
        elif page >= LEGEND:
            once("firmware.views.karak_goblin.legend", "draw")(self, page - LEGEND)
        elif page == YOU:
            from firmware.views.karak_goblin import you             # kept once loaded
            you.you(self)
        else:
            once("firmware.views.karak_goblin.pages", "paint")(self, page)

    def title(self, s, color=GOLD):
        self.cv.text(1, 0, fit(s, self.cols), color)

    # --- cards --------------------------------------------------------------------------
    def tile(self, c):
        """Card c as (fill, text, marks) for the card row."""
        k = CARD_KL[c] >> _KL_KIND_SHIFT & _KL_KIND_MASK
        if k > _K_ACTION:
            e = CARD_EQUIP[c]
            if k == _K_WEAPON:
                return SILVER, "W%d" % (e >> _EQUIP_ATK_SHIFT & _EQUIP_ATK_MASK), ()
            if k == _K_ARMOUR:
                return SILVER, "S%d" % (e >> _EQUIP_DEF_SHIFT & _EQUIP_DEF_MASK), \
                    (("+", WHITE),) * (e >> _EQUIP_HAND_SHIFT & _EQUIP_HAND_MASK) + \
                    (("H", WHITE),) * (e >> _EQUIP_HEAL_SHIFT & _EQUIP_HEAL_MASK)
            return GOLD, "K%d" % (CARD_KL[c] >> _KL_LEVEL_SHIFT & _KL_LEVEL_MASK), ()
        col = CARD_CN[c] >> _CN_COLOUR_SHIFT & _CN_COLOUR_MASK
        atk = CARD_AD[c] >> _AD_ATK_SHIFT & _AD_ATK_MASK
        dfn = CARD_AD[c] >> _AD_DEF_SHIFT & _AD_DEF_MASK
        hd = CARD_HD[c]
        marks = [("H", WHITE)] * (hd >> _HD_HEAL_SHIFT & _HD_HEAL_MASK) + \
            [("+", WHITE)] * (hd >> _HD_DRAW_SHIFT & _HD_DRAW_MASK)
        for i in range(4):
            if (CARD_CN[c] >> _CN_NEXT_SHIFT & _CN_NEXT_MASK) >> i & 1:
                marks.append((LETTERS[i], RED + i))
        return (RED + col, LETTERS[col] + ("%d" % atk if atk else "-")
                + ("%d" % dfn if dfn else "-"), marks)

    def cards(self, y, ids, hidden=False, newest=False):
        """The cards ids as a row at y (face down if hidden; newest: the last ones if not all
        fit), the hovered one framed."""
        if hidden:
            return self.row.draw(y, [(BACK, "?", ())] * len(ids))
        framed = -1
        tiles = []
        for i in range(len(ids)):
            if ids[i] == self.hovered:
                framed = i
            tiles.append(self.tile(ids[i]))
        return self.row.draw(y, tiles, framed, newest)

    def close(self):
        Paged.close(self)
        self.cv = self.row = None
