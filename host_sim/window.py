"""Window mode: the firmware's own main loop, with pygame keys pressing the fake buttons."""
import os

from host_sim import fakes

KEYS = {"up": "UP", "down": "DOWN", "left": "LEFT", "right": "RIGHT", "z": "A", "x": "B",
        "return": "START", "left shift": "SELECT", "right shift": "SELECT"}


def available():
    """True if pygame can open a window here."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return False
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    try:
        pygame.display.init()
    except pygame.error:
        return False
    ok = pygame.display.get_driver() not in ("dummy", "offscreen")
    pygame.display.quit()
    return ok


def _pump():
    import pygame
    for ev in pygame.event.get():
        if ev.type == pygame.QUIT or (ev.type == pygame.KEYDOWN and
                                      ev.key == pygame.K_ESCAPE):
            raise SystemExit(0)
        if ev.type in (pygame.KEYDOWN, pygame.KEYUP):
            name = KEYS.get(pygame.key.name(ev.key))
            if name is not None:
                fakes.HUB.press(name, ev.type == pygame.KEYDOWN)
        elif ev.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            fakes.HUB.display.refresh()


def run(board, saves, scale):
    os.makedirs(saves, exist_ok=True)
    quiet = os.environ.get("SDL_AUDIODRIVER")
    if fakes.AUDIO_OFF_HERE:                # a window may have sound (fakes.py muted it)
        os.environ.pop("SDL_AUDIODRIVER", None)
    fakes.configure(board, scale)
    fakes.HUB.pump = _pump
    print("Goblin Pocket on a simulated %s; saves in %s" % (board, saves))
    from firmware.shell import main
    try:
        main(saves_root=saves)
    except SystemExit:
        pass
    finally:
        if quiet is not None:
            os.environ["SDL_AUDIODRIVER"] = quiet
    return 0
