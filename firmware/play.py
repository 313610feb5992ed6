"""One game in progress: the game's view, the generic action menu, bot moves and hand-offs.

The screen is the view (top) and the action menu with a hint line (bottom). Each decision
is made from the menu: UP/DOWN select, A choose, START pause; LEFT/RIGHT/SELECT/B go to
the view (pages, scrolling). Bot moves and the events of every action are shown in a
banner over the menu for a moment (any key skips it, and that press does nothing else);
a menu that has just come up ignores a hurried A (firmware.screens: safe input). Whenever the
seat to move is a person other than the one holding the device, the pass screen comes first
(also in the middle of a
turn), unless the engine's private_seat() is None: a public decision shows nothing secret,
so it is made on the open screen (and nobody holds the device after it). Banners stay up as
long as the bot speed setting says (firmware.settings). A bot's turn (its actions until
another seat is to move) is told in one summary at its end: its actions and their events
(an action's label dropped where an event tells it), a repeated line once with its count,
short lines joined, the mover's name first; all its pages together stay up at most SUMMARY
banners' time (under 5 s at "Normal"). In replay mode (actions given;
firmware.replay.ReplayScreen) every move is played back from the list, a turn at a time.

The board's lights (firmware.profiles) show the colour of the seat to move (the view's
color()); a person's turn starts with the "turn" sound (not again for their next decision
of the same turn), an action that rolled dice (the engine's optional state.dice()) plays
"dice"; replays are silent.
"""
import displayio
from firmware import ui, views
from firmware.keys import UP, DOWN, A, START
from firmware.screens import Screen, PassScreen, GUARD_MS
from firmware.widgets import ListBox

SUMMARY = 6         # a bot's turn stays up at most this many one-line banners' time


class PlayScreen(Screen):
    STATUS = 0          # banner rows kept for a status line (a replay's)
    own = None          # the slot it is saved in after every action (set by the App)
    moved = False       # an action was made on this heap
    undo = (0, "")      # how many of the last actions the person to move may take back,
                        # and the label of the last of them
    back = None         # browsing the final position (results.py): what A goes back to
    turn = None         # the seat whose turn was last announced (the "turn" sound)

    def __init__(self, app, game, state, names, bots, replay=None):
        p = app.profile
        self.app = app
        self.profile = p
        self.game = game
        self.state = state
        self.names = names
        self.bots = bots
        self.replay = replay
        # The order that needs the least heap (tools/memcheck.py --firmware): the bots, whose
        # code is small to hold but compiled while the heap is emptiest, then the view, then
        # the engine's texts (often lazily loaded). A finished game (its results) needs no
        # bots, and no view, menu or banner until its view is asked for (firmware.results.look).
        self.group = displayio.Group()
        over = state.over()
        self.players = [game.make_bot(bots[i] - 1, (state.seed + 101 * i + 1) & 0x3FFFFFFF)
                        if bots[i] and not over else None for i in range(len(bots))]
        self.view = None if over else views.load(game, p, p.view_area, names)
        if not over:
            state.label     # (its LAZY module now, ahead of the menu)
        self.humans = [i for i in range(len(bots)) if not bots[i]]
        self.holder = self.humans[0] if len(self.humans) == 1 and replay is None else None
        self.queue = []
        self.told = []          # the lines of the turn being played by a bot (or replayed)
        self.acts = []
        if not over:            # (a finished game's: when its view is asked for, results.look)
            self.draw()

    def draw(self):
        """Fill the screen's group: the view above the action menu and its hint line, the
        banner over them (firmware.results frees them while the results are up)."""
        p = self.profile
        if self.view is not None:
            self.group.append(self.view.group)
        ui.box(self.group, 0, p.menu_y - 1, p.width, 1, ui.PANEL)
        self.menu = ListBox(p, 0, p.menu_y, p.width, p.menu_rows)
        self.group.append(self.menu.group)
        self.hint = ui.text(self.group, 2, p.hint_y, " ", ui.DIM)
        self.banner = displayio.Group()
        ui.box(self.banner, 0, p.menu_y - 1, p.width, p.height - p.menu_y + 1, ui.PANEL)
        self.banner_rows = (p.height - p.menu_y) // p.line_h - self.STATUS
        self.banner_lines = [ui.text(self.banner, 3, p.menu_y + i * p.line_h, " ")
                             for i in range(self.banner_rows)]
        self.banner.hidden = True
        self.group.append(self.banner)

    # --- flow ---------------------------------------------------------------------------
    def advance(self, now):
        """Go on from here: next banner page, results, a bot move, the pass screen or the
        menu of the person to move. Returns True (the screen changed)."""
        if self.queue:
            lines, headed, ms = self.queue.pop(0)
            return self._banner(lines, headed, now, ms)
        st = self.state
        if st.over():
            # Its end (the place "end") on a fresh heap, from its save, if played here:
            # counting it and the results compile modules, which the heap a whole game has
            # cut up may not have room for (Karak needed 270 KB here).
            return self.app.go("end", self, self.own if self.moved else None)
        seat = st.to_move()
        self.profile.show(self.view.color(st, seat))
        if self.replay is not None:
            return self._apply(self.replay[len(st.history)], now)
        if self.players[seat] is not None:
            self.turn = seat
            if self.banner.hidden:      # the menu is still up: say so before thinking
                return self._banner([self.names[seat] + " is thinking..."], True, now, 0)
            return self._apply(self.players[seat].choose(st), now)
        if seat != self.turn:           # a person's turn starts
            self.turn = seat
            self.profile.play("turn")
        if seat != self.holder:
            self.holder = None
            if st.private_seat() is not None:   # None: a public decision, no pass screen
                self.view.show(st, None)
                return self.app.show(PassScreen(self.profile, self.names[seat],
                                                self._ready, self.pause, now))
        return self._menu(seat, now)

    def _ready(self):
        self.holder = self.state.to_move()
        self.app.show(self)
        return self._menu(self.holder, self.app.now)

    def _apply(self, a, now):
        st = self.state
        seat = st.to_move()
        public = getattr(st, "public_label", st.label)     # secret choices stay secret
        head = "%s: %s" % (self.names[seat], public(a))
        self.view.hover(st, None)       # the menu is gone: no preview of its entries
        n = st.rng.n
        s = st.label(a)
        st.apply(a)
        self.moved = True
        dice = getattr(st, "dice", None)
        if dice is not None and self.replay is None and dice():
            self.profile.play("dice")
        # undo (firmware.pause): a person's own actions back to the last draw of chance or
        # hidden card shown (gpcore.rng), bot move or hand-off
        if self.players[seat] is None and self.replay is None and st.rng.n == n and \
                st.to_move() == seat:
            self.undo = (self.undo[0] + 1, s)
        else:
            self.undo = (0, "")
        lines = [head] + list(st.events(self.names))
        self.view.note(lines)
        if self.own:
            msg = self.app.save_game(self.game, self.names, self.bots, st, self.own)
            if msg:
                lines.append(msg)
        self.view.show(st, self.holder)
        if self.players[seat] is not None or self.replay is not None:
            self.told.append(lines)
            if not st.over() and st.to_move() == seat:     # the turn goes on: no banner yet
                self.deadline = now
                return True
            self._summary(seat)
        elif len(lines) > 1:
            for i in range(0, len(lines), self.banner_rows):
                self.queue.append((lines[i:i + self.banner_rows], i == 0, None))
        return self.advance(now)

    def _summary(self, seat):
        """Queue the turn just played by `seat` (self.told: per action its head line and
        events) as one summary, timed as a whole."""
        name = self.names[seat] + ": "
        out = []
        for lines in self.told:
            head = lines[0][len(name):] if lines[0].startswith(name) else lines[0]
            for e in lines[1:]:                 # an event that tells the action: no head
                if head in e:
                    lines = lines[1:]
                    break
            for s in lines:
                for x in out:
                    if x[0] == s:
                        x[1] += 1
                        break
                else:
                    out.append([s, 1])
        self.told = []
        cols = self.profile.cols - 1
        text = []
        for s, n in out:
            s = s if n == 1 else "%s x%d" % (s, n)
            if s.startswith(name):
                s = s[len(name):]
            if not text:
                text.append(name + s)
            elif len(text) > 1 and len(text[-1]) + 2 + len(s) <= cols:
                text[-1] += "; " + s
            else:
                text.append(s)
        ms, per_line = self.app.banner_ms
        rows = self.banner_rows
        pages = (len(text) + rows - 1) // rows
        cap = SUMMARY * ms // pages
        for i in range(0, len(text), rows):
            part = text[i:i + rows]
            self.queue.append((part, i == 0, min(cap, ms + per_line * (len(part) - 1))))

    def _banner(self, lines, headed, now, ms=None):
        """Show lines over the menu (the first in gold if it names the mover) for ms (by
        default long enough to read them)."""
        self.menu.group.hidden = True
        self.hint.hidden = True
        self.banner.hidden = False
        for i in range(self.banner_rows):
            s = lines[i] if i < len(lines) else " "
            ui.set_text(self.banner_lines[i], ui.fit(s, self.profile.cols - 1) or " ",
                        ui.GOLD if i == 0 and headed else ui.FG)
        self.nlines = len(lines)
        self.deadline = now + (self._banner_ms() if ms is None else ms)
        return True

    def _banner_ms(self):
        """How long the banner on screen stays up (the bot speed setting)."""
        ms, per_line = self.app.banner_ms
        return ms + per_line * (self.nlines - 1)

    def _menu(self, seat, now):
        st = self.state
        self.deadline = None
        self.calm = now + GUARD_MS      # a hurried A must not pick from a menu just shown
        self.banner.hidden = True
        self.menu.group.hidden = False
        self.hint.hidden = False
        self.menu.items = self.acts = ()     # the last menu's actions and labels freed first
        self.acts = st.actions()
        self.menu.set_items([st.label(a) for a in self.acts])
        private = st.private_seat()     # an engine may hide even the mover's secrets
        self.view.show(st, seat if private == seat or private is None and seat == self.holder
                       else None)
        self._hint()
        return True

    def selected(self):
        return None if self.deadline is not None else self.menu.selected()

    def _hint(self):
        """The hint line for the selected entry; the view may preview it (view.hover)."""
        a = self.acts[self.menu.sel]
        ui.set_text(self.hint, ui.fit(self.state.hint(a), self.profile.cols) or " ")
        self.view.hover(self.state, a)

    # --- buttons --------------------------------------------------------------------------
    def press(self, button, now):
        if self.back is not None:
            if button in (A, START):
                return self.back()
            return self.view.key(button)
        if button == START:
            return self.pause()
        if self.view.grab and button in (UP, DOWN):     # the view scrolls with them now
            return self._view_key(button)
        if self.deadline is not None:       # a banner: any key goes on
            self.deadline = None
            return self.advance(now)
        if button in (UP, DOWN):
            changed = self.menu.move(-1 if button == UP else 1)
            self._hint()
            return changed
        if button == A:
            return self._apply(self.acts[self.menu.sel], now)
        return self._view_key(button)

    def _view_key(self, button):
        """A key for the view; the entry it picks (view.pick) is highlighted in the menu."""
        changed = self.view.key(button)
        a = self.view.pick
        self.view.pick = None
        if a is not None and self.deadline is None:
            acts = self.acts                # (a list or a bytearray: no `in` on old cores)
            for i in range(len(acts)):
                if acts[i] == a:
                    self.menu.move(i - self.menu.sel)
                    self._hint()
                    return True
        return changed

    def tick(self, now):
        if self.deadline is not None and now >= self.deadline:
            self.deadline = None
            return self.advance(now)
        return False

    def pause(self):
        """The pause menu (the place "pause")."""
        return self.app.go("pause", self)

    def resume(self, back):
        """Back from the pause menu (or what it opened) to the screen `back`; a banner that
        was up gets its whole time again."""
        if back is self and self.deadline is not None:
            self.deadline = self.app.now + self._banner_ms()
        return self.app.show(back)

    def close(self):
        """Release the view, the state and the bots (the game is left): whoever still holds
        this screen (a menu's closure) then keeps none of the game's memory."""
        if self.view is not None:       # (the results screen may have freed it)
            self.view.close()
            self.view = None
        self.group = None
        self.state = None
        self.players = None


def begin(app, arg):
    """The place "play": arg (game, state, names, bots, own, msg): the state played on a new
    play screen; own: the slot it lives in (firmware.save_store), saved after every action
    and made the last game when it ends; msg: a failed save's message, shown first."""
    game, state, names, bots, own, msg = arg
    ready(app)
    app.playing = screen = PlayScreen(app, game, state, names, bots)
    app.show(screen)
    screen.own = own
    if msg:
        screen.queue.append(([msg], False, None))
    return screen.advance(app.now)


def ready(app):
    """Room for a new play screen (PlayScreen, firmware.replay's ReplayScreen): the one
    before it (Play again) closed. (The caller builds it: a frame less on the Python stack
    while the view is built.)"""
    if app.playing is not None:
        app.playing.close()
    app.fresh = False
    app.screen = app.playing = None


def back(app, screen):
    """The place "back": the game in play again, at `screen` (its play screen, or what was
    up over it: the pass screen, the results)."""
    return app.playing.resume(screen)
