"""Karak: Goblin's view: view.py (View), its style (style.py), its pages (caverns.py,
battle.py, you.py; pages.py and legend.py for one call) and the score sheet (sheet.py)."""
