"""Goblin Vaults' view: view.py (View), its tiles (tiles.py), the pages of every turn
(paint.py), the rarer ones (others.py, legend.py: one call) and the score sheet (sheet.py)."""
