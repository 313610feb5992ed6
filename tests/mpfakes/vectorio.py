"""Stand-in vectorio for the MicroPython run of the firmware."""


class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
