"""Desktop simulator: runs the firmware unchanged with a fake `board`, `keypad` and `analogio`
and a pygame display (a window, or headless with SDL's dummy driver).

    python -m host_sim                      window (arrows, Z=A, X=B, Enter=Start, Shift=Select)
    python -m host_sim --headless --keys "DOWN,A" --shots DIR
    python -m host_sim --headless --demo goblin_vaults --seed 3 --shots DIR

Tests drive it in-process with host_sim.session.Session.
"""
from host_sim import fakes

fakes.install()     # before anything imports the firmware: Blinka has a board and keypad too
