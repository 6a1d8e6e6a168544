"""The sentences the hand calculator refuses a hand with."""

from tablekeeper.rules.errors import RuleError


class HandError(RuleError):
    """A winning hand that cannot be scored as entered."""


class BadTiles(HandError):
    """Tiles, a wind or an indicator that are not written in mpsz notation."""


class BadMeld(HandError):
    """A declared meld that is no chi, pon or kan."""


class TooManyCopies(HandError):
    """A fifth copy of a tile, or a second red five of a suit."""


class WrongTileCount(HandError):
    """Too few or too many tiles for a winning hand."""


class WinningTileMissing(HandError):
    """The winning tile is not among the concealed tiles."""


class ImpossibleConditions(HandError):
    """Conditions that cannot go together (riichi with an open hand, rinshan on a ron...)."""


class NotAWinningHand(HandError):
    """Tiles that do not form four sets and a pair, seven pairs or thirteen orphans."""


class NoYaku(HandError):
    """A complete hand without a single yaku (dora do not count)."""
