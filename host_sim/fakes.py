"""The hardware edges the simulator replaces: `board`, `keypad`, `analogio`, the lights and
sound modules (`digitalio`, `neopixel_write`, `pwmio`, `audiocore`, `audioio`, `audiopwmio`),
the memory that survives a restart (`alarm.sleep_memory`, `microcontroller.nvm`), the
flash's owner (`storage.getmount("/").readonly`: MOUNT) and the display. supervisor() makes
a `supervisor` module for tests of the firmware's restart; the simulator has none (the
firmware then never restarts: it plays in one heap).

install() puts the fake modules in sys.modules (before the firmware imports them: Blinka ships
its own board, keypad, digitalio, pwmio and neopixel_write modules); configure(name) sets the
fake board up as a PyBadge, PyGamer or PicoSystem with a PyGameDisplay of its size. HUB
connects the outside (a script or pygame keys) to the fake keypads: press(name, down) works
like a finger on that board's button, wired as on the real board (shift register bit, pin, or
joystick axis), and HUB.held keeps the buttons held, which the pins read through digitalio
answer with (boot.py's read at power-on, before any keypad scanner: the PicoSystem's pin low,
the PyBadge's and PyGamer's 74HC165 shift register clocked out bit by bit). A pin open as a
DigitalInOut is in use until its deinit(), for a keypad scanner too, as on the board. It also
keeps what the firmware asked of the lights and the speaker:
HUB.lights (the colour each LED shows, 24-bit) and HUB.tones (the pitch of every tone
started, Hz); the tones sound through pygame.mixer when a sound device opens (never with
SDL_AUDIODRIVER=dummy, the default here: the window turns it back on).
"""
import os
import sys
import types
from collections import deque

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
AUDIO_OFF_HERE = "SDL_AUDIODRIVER" not in os.environ     # (the window undoes it)
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# Blinka's displayio pulls in digitalio and microcontroller, which warn that a PC
# ("GENERIC_X86") is not fully supported; the simulator uses no pins of the PC, so it tells
# Blinka to use its OS-agnostic chip.
os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")

_SR = "sr"      # ("sr", bit): a button on the shift register
_PIN = "pin"    # ("pin", name): a button on its own pin (keypad.Keys)
_AXIS = "axis"  # ("axis", pin, value): the joystick pushed to value (centre 32768)

_SR_PINS = ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH", "NEOPIXEL", "SPEAKER",
            "SPEAKER_ENABLE")
_PICO_PINS = ("SW_A", "SW_B", "SW_X", "SW_Y", "SW_UP", "SW_DOWN", "SW_LEFT", "SW_RIGHT",
              "LED_R", "LED_G", "LED_B", "AUDIO")
LED_PINS = ("LED_R", "LED_G", "LED_B")      # the PicoSystem's LED, lit when low

# name: (board_id, width, height, pins, wiring of each logical button)
BOARDS = {
    "pybadge": ("pybadge", 160, 128, _SR_PINS, {
        "B": (_SR, 0), "A": (_SR, 1), "START": (_SR, 2), "SELECT": (_SR, 3),
        "RIGHT": (_SR, 4), "DOWN": (_SR, 5), "UP": (_SR, 6), "LEFT": (_SR, 7)}),
    "pygamer": ("pygamer", 160, 128, _SR_PINS + ("JOYSTICK_X", "JOYSTICK_Y"), {
        "B": (_SR, 0), "A": (_SR, 1), "START": (_SR, 2), "SELECT": (_SR, 3),
        "UP": (_AXIS, "JOYSTICK_Y", 0), "DOWN": (_AXIS, "JOYSTICK_Y", 65535),
        "LEFT": (_AXIS, "JOYSTICK_X", 0), "RIGHT": (_AXIS, "JOYSTICK_X", 65535)}),
    "picosystem": ("pimoroni_picosystem", 240, 240, _PICO_PINS, {
        "A": (_PIN, "SW_A"), "B": (_PIN, "SW_B"), "SELECT": (_PIN, "SW_X"),
        "START": (_PIN, "SW_Y"), "UP": (_PIN, "SW_UP"), "DOWN": (_PIN, "SW_DOWN"),
        "LEFT": (_PIN, "SW_LEFT"), "RIGHT": (_PIN, "SW_RIGHT")}),
}


class Pin:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


class Hub:
    """Shared by the fake modules: live scanners, joystick readings, an input pump."""

    def __init__(self):
        self.scanners = []
        self.analog = {}
        self.wiring = {}
        self.pump = None        # called before each keypad read (the window's key events)
        self.display = None
        self.lights = []        # the colour of each LED of the board (24-bit, as lit)
        self.tones = []         # every tone started (Hz)
        self.mixer = None       # pygame.mixer once it opened (False: it cannot)
        self.duty = {}          # PWM duty cycle per pin name (the PicoSystem's LED)
        self.held = set()       # the logical buttons held down now
        self.claimed = {}       # pin name: the DigitalInOut that has it open
        self.register = None    # the shift register's bits, key 0 lowest (None: loading)

    def press(self, name, down=True):
        """Press (down) or release the board's button for logical `name`."""
        spec = self.wiring[name]
        if down:
            self.held.add(name)
        else:
            self.held.discard(name)
        if spec[0] == _AXIS:
            self.analog[spec[1]] = spec[2] if down else 32768
            return
        for sc in self.scanners:
            k = sc.key_for(spec)
            if k is not None:
                sc.events.put(k, down)
                return
        raise RuntimeError("no keypad scans button " + name)

    def idle(self):
        """No key events waiting and the joystick centred."""
        for sc in self.scanners:
            if len(sc.events):
                return False
        for v in self.analog.values():
            if v != 32768:
                return False
        return True


HUB = Hub()


# --- fake keypad ---------------------------------------------------------------------------
class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.released = not pressed
        self.timestamp = 0


class EventQueue:
    def __init__(self):
        self._q = deque()
        self.overflowed = False

    def put(self, key, pressed):
        self._q.append((key, pressed))

    def get_into(self, event):
        if HUB.pump is not None:
            HUB.pump()
        if not self._q:
            return False
        event.key_number, event.pressed = self._q.popleft()
        event.released = not event.pressed
        return True

    def get(self):
        ev = Event()
        return ev if self.get_into(ev) else None

    def clear(self):
        self._q.clear()

    def __len__(self):
        return len(self._q)

    def __bool__(self):
        return bool(self._q)


class _Scanner:
    def __init__(self, key_count, pins):
        for pin in pins:
            if pin.name in HUB.claimed:
                raise ValueError(pin.name + " in use")
        self.key_count = key_count
        self.events = EventQueue()
        HUB.scanners.append(self)

    def deinit(self):
        if self in HUB.scanners:
            HUB.scanners.remove(self)

    def reset(self):
        self.events.clear()


class Keys(_Scanner):
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64):
        _Scanner.__init__(self, len(pins), pins)
        self.pins = tuple(pins)

    def key_for(self, spec):
        if spec[0] == _PIN:
            for i in range(len(self.pins)):
                if self.pins[i].name == spec[1]:
                    return i
        return None


class ShiftRegisterKeys(_Scanner):
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count,
                 value_when_pressed, interval=0.02, max_events=64):
        _Scanner.__init__(self, key_count, (clock, data, latch))

    def key_for(self, spec):
        if spec[0] == _SR and spec[1] < self.key_count:
            return spec[1]
        return None


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin

    @property
    def value(self):
        if HUB.pump is not None:
            HUB.pump()
        return HUB.analog.get(self.pin.name, 32768)

    def deinit(self):
        pass


# --- fake pins: lights, the speaker's switch, buttons read directly -------------------------
class Pull:
    UP = "up"
    DOWN = "down"


def _held_bits():
    """The shift register's inputs: bit n set while the button wired to bit n is held
    (value_when_pressed is True on these boards)."""
    bits = 0
    for name in HUB.held:
        spec = HUB.wiring[name]
        if spec[0] == _SR:
            bits |= 1 << spec[1]
    return bits


class DigitalInOut:
    """A pin as digitalio opens it. BUTTON_LATCH, BUTTON_CLOCK and BUTTON_OUT are a 74HC165:
    latch low, it takes the buttons (and shows key 0); latch high, each rising clock edge
    shifts the next key onto BUTTON_OUT. A button's own pin reads low while it is held and
    high with the pull-up; an input without a pull reads low (floating: not to be trusted)."""

    def __init__(self, pin):
        if pin.name in HUB.claimed:
            raise ValueError(pin.name + " in use")
        HUB.claimed[pin.name] = self
        self.pin = pin
        self.pull = None
        self.output = True
        self._value = False

    def switch_to_output(self, value=False, drive_mode=None):
        self.output = True
        self.value = value

    def switch_to_input(self, pull=None):
        self.output = False
        self.pull = pull

    @property
    def value(self):
        if self.output:
            return self._value
        name = self.pin.name
        if name == "BUTTON_OUT":
            bits = _held_bits() if HUB.register is None else HUB.register
            return bool(bits & 1)
        for button, spec in HUB.wiring.items():
            if spec == (_PIN, name) and button in HUB.held:
                return False
        return self.pull == Pull.UP

    @value.setter
    def value(self, v):
        v = bool(v)
        if self.pin.name == "BUTTON_LATCH":
            if not v:
                HUB.register = None
            elif not self._value:
                HUB.register = _held_bits()
        elif self.pin.name == "BUTTON_CLOCK" and v and not self._value \
                and HUB.register is not None:
            HUB.register >>= 1
        self._value = v

    def deinit(self):
        if HUB.claimed.get(self.pin.name) is self:
            del HUB.claimed[self.pin.name]


def neopixel_write(pin, buf):
    """The NeoPixels on `pin` show buf (GRB bytes)."""
    HUB.lights = [buf[i + 1] << 16 | buf[i] << 8 | buf[i + 2] for i in range(0, len(buf), 3)]
    if HUB.display is not None:
        HUB.display.show_lights(HUB.lights)


class PWMOut:
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        self.pin = pin
        self.frequency = frequency
        self.duty_cycle = duty_cycle

    @property
    def duty_cycle(self):
        return HUB.duty.get(self.pin.name, 0)

    @duty_cycle.setter
    def duty_cycle(self, v):
        HUB.duty[self.pin.name] = v
        if self.pin.name in LED_PINS:       # the LED, lit when low: its colour
            c = 0
            for name in LED_PINS:
                c = c << 8 | min(255, (65535 - HUB.duty.get(name, 65535)) // 64)
            HUB.lights = [c]
            if HUB.display is not None:
                HUB.display.show_lights(HUB.lights)

    def deinit(self):
        pass


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self.buffer = buffer
        self.sample_rate = sample_rate


class AudioOut:
    """audioio.AudioOut and audiopwmio.PWMAudioOut: a looped sample is a tone of
    sample_rate / len(buffer) Hz."""

    def __init__(self, pin, **kw):
        self.pin = pin
        self.sound = None
        self.playing = False

    def play(self, sample, *, loop=False):
        self.stop()
        hz = sample.sample_rate // len(sample.buffer)
        HUB.tones.append(hz)
        self.playing = True
        self.sound = _tone(hz)
        if self.sound is not None:
            self.sound.play(-1 if loop else 0)

    def stop(self):
        if self.sound is not None:
            self.sound.stop()
            self.sound = None
        self.playing = False

    def deinit(self):
        self.stop()


def _tone(hz):
    """A pygame Sound of a square wave of hz Hz (None without a sound device)."""
    if HUB.mixer is None:
        HUB.mixer = False
        if os.environ.get("SDL_AUDIODRIVER") != "dummy":
            try:
                import pygame
                pygame.mixer.init(22050, -16, 1)
                HUB.mixer = pygame.mixer
            except Exception:       # pygame.error, or no mixer module at all
                HUB.mixer = False
    if not HUB.mixer:
        return None
    import numpy
    import pygame.sndarray
    rate, _, channels = HUB.mixer.get_init()
    period = max(2, rate // hz)
    wave = numpy.where(numpy.arange(period * max(1, hz // 10)) % period < period // 2,
                       2000, -2000).astype(numpy.int16)
    if channels > 1:
        wave = numpy.repeat(wave[:, None], channels, axis=1)
    return pygame.sndarray.make_sound(wave)


# --- restarts ---------------------------------------------------------------------------------
SLEEP_MEMORY = bytearray(256)   # alarm.sleep_memory: RAM kept over a reload (RP2040's size;
                                # a SAMD51's is 8 KB); zeros here, whatever it held on a board
NVM = bytearray(4096)           # microcontroller.nvm: flash (the RP2040's; a SAMD51's: 8 KB)


class _Mount:
    """storage.getmount("/"): readonly is True where the code may not write the flash (the
    computer owns the drive: boot.py's choice, firmware.boot_mode). The simulator's saves
    are always written; this is what the firmware is told."""
    readonly = False


MOUNT = _Mount()


class Reload(BaseException):
    """The fake supervisor.reload(): whoever runs the firmware starts it again (a board does
    so at the interpreter's next check, on a fresh heap)."""


class _Reason:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "supervisor.RunReason." + self.name


class RunReason:
    STARTUP = _Reason("STARTUP")
    AUTO_RELOAD = _Reason("AUTO_RELOAD")
    SUPERVISOR_RELOAD = _Reason("SUPERVISOR_RELOAD")
    REPL_RELOAD = _Reason("REPL_RELOAD")


class _Runtime:
    run_reason = RunReason.STARTUP


def supervisor():
    """A `supervisor` module as CircuitPython has it: RunReason, runtime.run_reason (STARTUP
    at first) and reload(), which makes the next run's reason SUPERVISOR_RELOAD and raises
    Reload. Not installed by install(); a test puts it in sys.modules."""
    runtime = _Runtime()

    def reload():
        runtime.run_reason = RunReason.SUPERVISOR_RELOAD
        raise Reload()

    return _module("supervisor", RunReason=RunReason, runtime=runtime, reload=reload)


# --- installing -----------------------------------------------------------------------------
def _sync():
    """os.sync() in the simulator: nothing to flush."""


def _module(name, **attrs):
    m = types.ModuleType(name)
    m.__dict__.update(attrs)
    return m


def install():
    """Put the fake modules in sys.modules (idempotent)."""
    if getattr(sys.modules.get("board"), "HOST_SIM", False):
        return
    sys.modules["board"] = _module("board", HOST_SIM=True, board_id="none")
    sys.modules["keypad"] = _module("keypad", Event=Event, EventQueue=EventQueue, Keys=Keys,
                                    ShiftRegisterKeys=ShiftRegisterKeys)
    sys.modules["analogio"] = _module("analogio", AnalogIn=AnalogIn)
    sys.modules["digitalio"] = _module("digitalio", DigitalInOut=DigitalInOut, Pull=Pull)
    sys.modules["neopixel_write"] = _module("neopixel_write", neopixel_write=neopixel_write)
    sys.modules["pwmio"] = _module("pwmio", PWMOut=PWMOut)
    sys.modules["audiocore"] = _module("audiocore", RawSample=RawSample)
    sys.modules["audioio"] = _module("audioio", AudioOut=AudioOut)
    sys.modules["audiopwmio"] = _module("audiopwmio", PWMAudioOut=AudioOut)
    sys.modules["alarm"] = _module("alarm", sleep_memory=SLEEP_MEMORY)
    sys.modules["storage"] = _module("storage", getmount=lambda path: MOUNT)
    import microcontroller          # (Blinka's, which has no nvm)
    microcontroller.nvm = NVM
    from host_sim import fastdraw
    fastdraw.install()
    # The simulated flash is a folder of the desktop: the save store's os.sync() after every
    # move (the board's flush of its drive) would flush every disk of this machine, about a
    # tenth of the time of a game played through the buttons.
    os.sync = _sync
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for p in (os.path.join(here, "lib"), here):
        if p not in sys.path:
            sys.path.insert(0, p)


def configure(name, scale=1):
    """Make the fake board a `name` board; returns its display (a fresh screen, same window
    when the size did not change)."""
    install()
    board_id, width, height, pins, wiring = BOARDS[name]
    for sc in list(HUB.scanners):
        sc.deinit()
    HUB.analog.clear()
    HUB.wiring = wiring
    HUB.lights = [0] * (1 if "LED_R" in pins else 5)
    HUB.tones = []
    HUB.duty = {}
    HUB.held = set()
    HUB.claimed = {}
    HUB.register = None
    board = sys.modules["board"]
    for key in list(board.__dict__):
        if not key.startswith("__") and key != "HOST_SIM":
            delattr(board, key)
    board.board_id = board_id
    for p in pins:
        setattr(board, p, Pin(p))
    board.DISPLAY = _display(width, height, scale)
    HUB.display = board.DISPLAY
    board.DISPLAY.brightness = 1.0
    board.DISPLAY.show_lights(HUB.lights)
    return board.DISPLAY


def _display(width, height, scale):
    d = HUB.display
    if d is not None and (d.width, d.height, d.scale) == (width, height, scale):
        return d
    import displayio
    from host_sim.display import ScaledDisplay
    displayio.release_displays()
    return ScaledDisplay(width, height, scale)
