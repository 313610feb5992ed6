"""Stand-in audioio: an output that counts the tones it played (play)."""


class AudioOut:
    def __init__(self, _):
        self.count = 0

    def play(self, _, loop=False):
        self.count += 1

    def stop(self):
        pass
