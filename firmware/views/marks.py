"""Small letters for game views: mark(canvas, x, y, ch, color, scale) draws one of MARKS, 3x5
pixels (times scale), into a firmware.canvas.Canvas, anywhere (the card row's marks,
firmware/views/cards.py; Heroes of Karth's unit states). Its own module so that a view that
draws no card row loads only this."""

# the small letters: 5 rows of 3 bits each (the top row first, bit 2 the left pixel)
MARKS = "RYGBADHCWSKx+-FTZLP"
BITS = (0o65655, 0o55222, 0o34553, 0o65656, 0o25755, 0o65556, 0o55755, 0o34443, 0o55575,
        0o34216, 0o55655, 0o05250, 0o02720, 0o00700, 0o74644, 0o72222, 0o71247, 0o44447,
        0o65644)


def mark(cv, x, y, ch, color, scale=1):
    """The small letter ch (one of MARKS) with its top-left corner at (x, y); returns the x
    after it (a pixel of space included)."""
    i = MARKS.find(ch)
    if i >= 0:
        b = BITS[i]
        for r in range(5):
            for c in range(3):
                if b >> (14 - 3 * r - c) & 1:
                    cv.rect(x + c * scale, y + r * scale, scale, scale, color)
    return x + 4 * scale
