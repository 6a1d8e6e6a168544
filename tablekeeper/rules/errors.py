"""Typed errors of the rules layer."""

from tablekeeper.errors import TablekeeperError


class RuleError(TablekeeperError):
    """Something a player entered breaks the rules of the game."""


class InvalidHanFu(RuleError):
    """A han/fu pair (or yakuman count) that no winning hand can have."""


class UnknownRuleSet(RuleError):
    """A rule set name or JSON snapshot that tablekeeper does not know."""
