"""Heroes of Karth's legend page (read by the view for the page): what each mark on the dungeon and
the unit card means, a line each (<= 25 characters; a line ending in ":" a heading)."""

legend = """Legend:
Tiles a..h west to east,
rows 1..6 north to south.
Grey edge: a wall
S Spawner W Wandering
T Treasure P Prison
M Mana Pool R Mine Track
X Teleporter
D Secret Door (one side)
x on a tile: a web
Units:
Capital, red: the DM's
small, blue: Adventurers'
Darker, T: turned (new)
Z stunned, L leaving
P poisoned, bar: HP left
? brown: face down
H: face down, yours
Gold frame: its turn
Thick cyan frame: target
Green corners: can move
Card (page 2 whole):
A M P: armour, magic and
poison resistance
MV left/MV, HP left/most"""
