"""Karak's score sheet on the results screen: why the game ended, then each seat's points.
Loaded only while the sheet is made (firmware/results.py), without the view."""
from firmware import ui
from firmware.results import sheet_lines


def lines(game, state, names, cols):
    return ui.wrap(game.why(state), cols) + sheet_lines(state.score_sheet, names, cols,
                                                        game.points_text)
