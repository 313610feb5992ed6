"""Packing spec for Heroes of Karth (not started: its table is packed and checked on every run
of tools/pack_tables.py, written nowhere yet).

The abilities column of karth_cards.csv is in Karth's ability language: a card's abilities
separated by ";", each `OPCODE` or `OPCODE(param)`: one of the 25 OPCODES below, its parameter
a number (RALLY(2)) or a symbol (the class names for COMRADERY, CALL and SUMMON for PET).
The language's words become codes (OP_*, SYM_*) once the game has a CODES_MODULE.
"""
OPCODES = ("COFFERS", "COMRADERY", "CONTROL_UNDEAD", "DUAL_WIELD", "TRAP_IMMUNE", "LEAP",
           "STUN", "EARTHSHAKER", "RAISE_DEAD", "HIDE", "BATTLE_CRY", "RALLY", "PUSH", "REVEAL",
           "PET", "WEB", "LINE_HEAL", "HEAL", "AOE", "GOLD", "COUNTER", "DISMISS", "SWAP",
           "TRAP", "CURSE")
CLASSES = ("WARRIOR", "ROGUE", "CASTER", "ARCHER")
LANG = {"opcodes": OPCODES,
        "symbols": dict([(c, i) for i, c in enumerate(CLASSES)] + [("CALL", 0), ("SUMMON", 1)])}
TABLES = [
    {"csv": "karth_cards.csv", "module": None, "name": "KARTH",
     "fields": [("abilities", "effect", LANG), ("copies", "copies", None)]},
]
