"""Gosu's menu texts: the setup option and the rules in short (lines <= 26 characters); read
through the package and unloaded again."""

OPTIONS = (("Turn limit", ("Off", "10 turns")),)
RULES = ("Each turn one action:", "play, mutate, activate,",
         "draw 1 (1 token), draw 3", "(2 tokens), or pass.",
         "All passed: Great Battle,", "highest military wins 1 VP",
         "(tie: Advantage holder).", "3 VP or a special", "victory wins.",
         "Cards: a PROPOSED", "stand-in set.")
