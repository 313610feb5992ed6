"""Karak's view: view.py (View), its map (map.py, grid.py's window), drawing (draw.py), art and
sprites (art.py, sprites.py: one call), help pages (help.py) and the score sheet (sheet.py)."""
