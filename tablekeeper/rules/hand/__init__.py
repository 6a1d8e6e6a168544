"""The hand calculator: from the tiles of a winning hand to its yaku, han, fu and payments."""

from tablekeeper.rules.hand.calculator import HandValue, ParsedHand, YakuValue, calculate, validate
from tablekeeper.rules.hand.hand_input import HandInput
from tablekeeper.rules.hand.melds import Meld, MeldKind
from tablekeeper.rules.hand.tiles import Wind

__all__ = ["HandInput", "HandValue", "Meld", "MeldKind", "ParsedHand", "Wind", "YakuValue", "calculate", "validate"]
