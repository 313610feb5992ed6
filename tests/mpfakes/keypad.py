"""Stand-in keypad: ShiftRegisterKeys (PyBadge) and Keys (PicoSystem) whose events a script puts
in (SCANNERS[0])."""
SCANNERS = []


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed


class EventQueue:
    def __init__(self):
        self.queue = []

    def put(self, key, pressed):
        self.queue.append((key, pressed))

    def get_into(self, event):
        if not self.queue:
            return False
        event.key_number, event.pressed = self.queue.pop(0)
        return True


class ShiftRegisterKeys:
    def __init__(self, clock=None, data=None, latch=None, key_count=8,
                 value_when_pressed=True, value_to_latch=True):
        self.events = EventQueue()
        SCANNERS.append(self)


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=True, interval=0.02,
                 max_events=64):
        self.events = EventQueue()
        SCANNERS.append(self)
