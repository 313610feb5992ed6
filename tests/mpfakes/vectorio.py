"""Stand-in vectorio for the MicroPython run of the firmware: a Rectangle costs what
CircuitPython's costs (vectorio_rectangle_t and the vectorio_vector_shape_t it makes: 32 + 64
bytes on 32-bit, 64 + 96 on 64-bit; tests/test_standin_costs.py holds it to that)."""


class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.hidden = False
        self.color_index = color_index
