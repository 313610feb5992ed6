"""Heroes of Karth's view (the class View in view.py): the dungeon, with panel.py the selected
unit's card or the sides' totals beside it; pages.py the sides, your hand, the log and the
legend (legend.py, read for its page); panel.py is kept loaded with the view, pages.py is
loaded while a page is drawn; sheet.py lays out the results' score sheet."""
