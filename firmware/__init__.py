"""Goblin Pocket device application (displayio + keypad).

Modules: profiles (board profiles, with the lights, sounds and backlight; hardware and
hardware_pico open them), keys (buttons), ui (drawing helpers), widgets (the scrolling list),
screens (title, lists, text, pass screen), setup (seat setup), play (one game in progress),
results (the end of a game), save_store (saves on the flash), settings (the settings screen
and file), tally and stats (the statistics: counting, screen), about (the self-check
screen), shell (the application, its restart and its idle loop), views (game views above the
action menu). boot_mode (used by boot.py) decides who may write the flash.
"""
