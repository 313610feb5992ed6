"""Goblin Pocket core: generator, packed tables, engine base, save format, bots."""
