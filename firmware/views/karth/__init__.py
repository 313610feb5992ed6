"""Heroes of Karth's view (the class View in view.py): the dungeon (dungeon.py, on the grid
window), the selected unit's card and the sides' totals beside it, the sides and your hand,
the log and the legend (legend.py, loaded for the moment); sheet.py lays out the results'
score sheet."""
