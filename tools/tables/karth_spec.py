"""Packing spec for Heroes of Karth (not started: its table is packed and checked on every run
of tools/pack_tables.py, written nowhere yet).

The abilities column of karth_cards.csv is a list of `OPCODE(param)` in Karth's language
(/work/shared/data/karth.md, section 3): 25 opcodes; a parameter is a number or a symbol (the
class names for COMRADERY, CALL and SUMMON for PET).
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
