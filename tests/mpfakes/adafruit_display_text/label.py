"""Stand-in Label: a Group that remembers its text, colour and anchor."""
from displayio import Group


class Label(Group):
    def __init__(self, font, text="", color=0xFFFFFF, scale=1):
        Group.__init__(self, scale=scale)
        self.font = font
        self.text = text
        self.color = color
        self.anchor_point = None
        self.anchored_position = (0, 0)
