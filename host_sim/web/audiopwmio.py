"""Stand-in audiopwmio for the page (the PicoSystem's piezo): the stand-in audioio output,
which counts the notes it played (device.note())."""
from audioio import AudioOut as PWMAudioOut  # noqa: F401
