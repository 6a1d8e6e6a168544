"""tablekeeper: the score keeper of a riichi mahjong club table."""

__version__ = "0.1.0"
