"""Stand-in neopixel_write: keeps the bytes last written (buf)."""
buf = b""


def neopixel_write(_, data):
    global buf
    buf = bytes(data)
