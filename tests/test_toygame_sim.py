"""The template game (tests/fixtures/toygame) through the real shell in the headless
simulator: a reaction moves the seat to move in the middle of a turn, and the device is
handed over with a pass screen every time the person at it changes (there and back), showing
nothing of what the previous person saw; a choice in three steps takes Back from the menu."""
from shellkit import toypig, session, setup_game, lit, label_boxes  # noqa: F401

assert toypig
SEED = 54   # this session deals Grub: Trickster Five Thief; Snik: Shield Four One; Mog: Two...


def start(tmp_path):
    s = setup_game(session(tmp_path, seed=SEED), ["Person", "Person", "Person"],
                   title="Toy Pig")
    st = s.app.playing.state
    assert [s.app.playing.names, st.seat] == [["Grub", "Snik", "Mog"], 0]
    return s


def hand(s):
    """The hand line of the screen (the generic view's page of view_lines), or None."""
    lines = s.lines()
    return lines[lines.index("Your hand:") + 1] if "Your hand:" in lines else None


def handed_to(s, name, shots=None):
    """The pass screen to `name`: its two lines, nothing else lit (no hand, no menu, no view);
    then A gives the device to `name`."""
    assert s.lines() == ["Pass to " + name, "then press A"], s.lines()
    shot = s.screenshot(shots)
    boxes = [(x, y, w, h) for x, y, w, h, _ in label_boxes(s)]
    assert len(boxes) == 2
    for x, y in lit(shot, (0, 0, s.display.width, s.display.height)):
        assert any(bx <= x < bx + bw and by <= y < by + bh for bx, by, bw, bh in boxes)
    s.press("A")


def test_a_reaction_hands_the_device_over_and_back_mid_turn(toypig, tmp_path):
    s = start(tmp_path)
    handed_to(s, "Grub")
    assert hand(s) == "Trickster Five Thief"
    s.choose("Play Five")                       # a number card ends Grub's turn
    handed_to(s, "Snik")
    assert hand(s) == "Shield Four One"
    s.choose("Play Four")
    handed_to(s, "Mog")
    s.choose("Play Two")
    handed_to(s, "Grub")
    grub = hand(s)
    assert grub == "Trickster Four Thief"                # Five's slot drew a Four
    s.choose("Play Thief")                      # Grub's turn goes on: whom to rob
    assert [x for x in s.lines() if x.startswith("Seat")] == ["Seat 2", "Seat 3"]
    s.choose("Seat 2")
    st = s.app.playing.state
    assert st.to_move() == 1 and st.seat == 0   # Snik answers in Grub's turn...
    handed_to(s, "Snik", str(tmp_path / "pass_mid_turn.png"))
    assert hand(s) == "Shield Six One"          # Snik's own hand, never Grub's
    s.screenshot(str(tmp_path / "snik_answers.png"))
    assert "Block with Shield" in s.lines() and "Let it go" in s.lines()
    assert not any(x.startswith(("Roll", "Play", "Seat")) for x in s.lines())
    s.choose("Block with Shield")
    handed_to(s, "Grub")                        # ...and the turn comes back to Grub
    assert st.to_move() == 0 and st.seat == 0 and st.turns == 3
    assert hand(s) == grub.replace("Thief", "Three")    # the Thief's slot drew a Three
    assert "Shield" not in " ".join(s.lines())
    assert "Roll" in s.lines()
    assert list(st.scores) == [5, 4, 2]         # the Shield blocked the theft


def test_a_choice_in_steps_backs_out_in_the_menu(toypig, tmp_path):
    s = start(tmp_path)
    handed_to(s, "Grub")
    for card, name in (("Five", "Snik"), ("Four", "Mog"), ("Two", "Grub")):
        s.choose("Play " + card)
        handed_to(s, name)
    s.choose("Play Trickster")                  # your card, the seat, their card
    assert [x for x in s.lines() if x.startswith("Give")]
    s.choose("Give")
    assert "Back" in s.lines() and "Seat 2" in s.lines()
    s.choose("Back")                            # the card again, nothing changed
    st = s.app.playing.state
    assert st.fx[2] == 0 and "Back" not in s.lines()
    s.choose("Give")
    s.choose("Seat 3")
    assert "Their card 1" in s.lines()
    s.choose("Their card 1")
    assert st.fx[0] == 255 and st.to_move() == 0 and "Roll" in s.lines()   # no hand-off


def test_the_view_ends_with_the_legend(toypig, tmp_path):
    """The generic view's last page is the game's legend() (the template's text.py)."""
    s = start(tmp_path)
    handed_to(s, "Grub")
    s.choose("Roll")                            # an event for the event pages
    for _ in range(4):
        if "Legend:" in s.lines():
            break
        s.press("SELECT")
    assert "Thief: rob up to 3 points" in s.lines()
    s.screenshot(str(tmp_path / "legend.png"))
