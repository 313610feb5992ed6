"""Gosu's score sheet on the results screen: the round the game ended in, then per seat its
Victory Points, military total, cards in hand and tokens (firmware.results.sheet_lines lays
them out). Loaded only while the sheet is made (firmware/results.py), without the view."""
from gosu import info
from firmware.results import sheet_lines


def lines(game, st, names, cols):
    def rows(s):
        vp, tok, hand, mil, m = info.seat(st, s)
        return (("Victory Points", vp), ("Military", mil), ("Cards in hand", hand),
                ("Tokens", tok))
    return ["Ended in round %d" % info.table(st)[0]] + sheet_lines(rows, names, cols)
