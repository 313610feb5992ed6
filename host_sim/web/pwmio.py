"""Stand-in pwmio for the page (the PicoSystem's RGB LED, firmware/hardware_pico.py): an
output that keeps its duty cycle, which device.lights() reads."""


class PWMOut:
    def __init__(self, pin, frequency=500, duty_cycle=0):
        self.duty_cycle = duty_cycle
