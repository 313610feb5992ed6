"""Stand-in audiocore: a sample that keeps its buffer and sample rate."""


class RawSample:
    def __init__(self, buffer, sample_rate=8000):
        self.buffer = buffer
        self.sample_rate = sample_rate
