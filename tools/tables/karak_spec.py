"""Karak tables: tiles (one row per kind and shape, with a count), bag tokens, rule numbers
and the six heroes. Packed by tools/pack_tables.py into lib/karak/tables.py (every table with
its names: karak.data reads it for the screens) and again into lib/karak/ruletables.py (the
tiles, tokens and rule numbers without names: karak.board reads it in every game, and each name a module
holds stays interned on the device after the module is unloaded)."""

MODULE = "lib/karak/tables.py"
RULE_MODULE = "lib/karak/ruletables.py"

TABLES = [
    {"csv": "karak_tiles.csv", "module": MODULE, "name": "TILES",
     "fields": [("kind", 3, ("start", "tunnel", "fountain", "gate", "room")),
                ("shape", 2, ("straight", "corner", "T", "cross")),
                ("copies", 6, None)]},
    {"csv": "karak_tokens.csv", "module": MODULE, "name": "TOKENS",
     "fields": [("name", 4, ("Giant rat", "Giant spider", "Mummy", "Turnkey", "Skeleton",
                              "Skel. king", "The Fallen", "Dragon", "Chest")),
                ("copies", 5, None),
                ("strength", 5, None),
                ("reward", 3, ("weapon", "portal", "flames", "key", "treasure", "ruby",
                               "chest")),
                ("item", 3, ("Daggers", "Portal", "Flames", "Key", "Sword", "Axe",
                             "Treasure", "Ruby")),
                ("bonus", 3, None),
                ("points2", 3, None),
                ("curse", 1, None)]},
    {"csv": "karak_params.csv", "module": MODULE, "name": "PARAMS",
     "fields": [("key", 4, ("steps", "hearts", "weapon_slots", "spell_slots", "key_slots",
                            "expert_goal", "flame_bonus", "sacrifice_bonus",
                            "foresight_bonus", "oracle_draw", "round_cap")),
                ("value", 8, None)]},
    {"csv": "karak_heroes.csv", "module": MODULE, "name": "HEROES",
     "fields": [("name", 3, ("Warrior", "Thief", "Wizard", "Warlock", "Swordsman",
                             "Oracle"))]},
]

# The copy for the rules leaves out the names and the fields only the screens read (PARAMS:
# for the PROPOSED round cap; the RULEBOOK numbers are private constants in the rules).
TABLES += [dict(t, module=RULE_MODULE, names=(),
                fields=[f for f in t["fields"] if f[0] not in ("name", "item")])
           for t in TABLES if t["name"] in ("TILES", "TOKENS", "PARAMS")]
