"""Undo (the pause menu's "Undo <the action>"): takes back the last action of the person to
move, again and again, while the actions were that person's own since the device was handed
over, and none drew chance or showed something hidden (gpcore.rng: Rng.n). The game is
rebuilt from its seed and its shortened history (as a save is resumed), with the old state
dropped first, and saved. The place "undo", for one call (firmware.shell.LIVES: C)."""


def take_back(app, arg):
    """Take back the last action of arg's play screen: replay the history but for it on a
    new game."""
    play = arg[0]
    st = play.state
    h = st.history
    n = len(h) - 1
    seats, seed, options = st.seats, st.seed, st.options
    seat = st.to_move()
    play.state = st = play.view.state = None     # no second state: the old one goes first
    st = play.game.new_game(seats, seed, options)
    s = ""
    for i in range(n):
        if i == n - 1:
            s = st.label(h[i])
        st.apply(h[i])
    play.state = st
    play.undo = (play.undo[0] - 1, s)
    play.queue = []
    play.view.note([play.names[seat] + ": took a move back"])
    s = app.save_game(play.game, play.names, play.bots, st, play.own) if play.own else None
    if s:
        play.queue.append(([s], False, None))
    app.show(play)
    if play.queue:
        return play.advance(app.now)
    return play._menu(seat, app.now)
