"""What a player says at the table about one hand: the inputs of the game engine.

A game is its inputs (DESIGN.md, principle 1): the store keeps these values, as the dictionaries of
:func:`to_dict`, and every score is derived by replaying them. Seats are 0..3, the initial East, South,
West and North; they do not move when the deal passes.

Validation against the state of the game (a winner who is the discarder, riichi by a player already in
riichi...) belongs to the engine; these classes only check what is wrong on its face.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tablekeeper.rules import called_yaku, winning_tiles
from tablekeeper.rules.called_yaku import BadCalledYaku, CalledYaku
from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.winning_tiles import BadWinningTiles, WinningTiles
from tablekeeper.words import QT_TR_NOOP

SEATS = (0, 1, 2, 3)


class InvalidResult(RuleError):
    """A hand result that cannot be what happened at the table."""


class AbortKind(StrEnum):
    """The kinds of abortive draw."""

    NINE_TERMINALS = "nine_terminals"
    """Kyuushu kyuuhai: nine different terminals and honours on the first draw."""
    FOUR_WINDS = "four_winds"
    """Suufon renda: the same wind discarded by all four players on the first go-round."""
    FOUR_RIICHI = "four_riichi"
    """Suucha riichi: a fourth riichi declaration stands."""
    FOUR_KANS = "four_kans"
    """Suukaikan: a fourth kan by two or more players."""
    TRIPLE_RON = "triple_ron"
    """Sanchahou: three players ron the same tile, where the rule set makes that a draw."""


def _seat(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in SEATS:
        raise InvalidResult(_NOT_A_SEAT[what], value=repr(value))
    return value


# Whole sentences, so that a translation can say each player its own way.
_NOT_A_SEAT = {
    "winner": QT_TR_NOOP("The winner must be one of the four seats (0 to 3), not {value}."),
    "liable player": QT_TR_NOOP("The liable player must be one of the four seats (0 to 3), not {value}."),
    "discarder": QT_TR_NOOP("The discarder must be one of the four seats (0 to 3), not {value}."),
    "riichi player": QT_TR_NOOP("The riichi player must be one of the four seats (0 to 3), not {value}."),
    "tenpai player": QT_TR_NOOP("The tenpai player must be one of the four seats (0 to 3), not {value}."),
    "nagashi mangan player": QT_TR_NOOP(
        "The nagashi mangan player must be one of the four seats (0 to 3), not {value}."
    ),
    "player who made the chombo": QT_TR_NOOP(
        "The player who made the chombo must be one of the four seats (0 to 3), not {value}."
    ),
}


_SEAT_SET = frozenset(SEATS)


def _seats(values: Iterable[object], what: str) -> frozenset[int]:
    # Most sets of seats are already a frozenset of plain seats, often empty (a stored game read back gives three a
    # hand): kept as they are, not checked and copied one value at a time. Anything else (a list, a True, a 1.0)
    # goes through each value's check.
    if type(values) is frozenset and values <= _SEAT_SET and all(type(seat) is int for seat in values):
        return values
    return frozenset(_seat(v, what) for v in values)


@dataclass(frozen=True, slots=True)
class Win:
    """One winner and the value of their hand: han and fu, or a yakuman count."""

    winner: int
    han: int | None = None
    fu: int | None = None
    yakuman: int = 0
    """Number of yakuman; when it is not 0, ``han`` and ``fu`` are not used (except under aotenjou)."""
    pao: int | None = None
    """The seat liable for the hand (pao), if any."""
    tiles: WinningTiles | None = None
    """The tiles the hand was entered with and the calculator's yaku and fu; None when given as han and fu."""
    yaku: CalledYaku | None = None
    """The yaku the winner called, when the hand was valued by yaku; None otherwise."""

    def __post_init__(self) -> None:
        _seat(self.winner, "winner")
        if self.tiles is not None and not isinstance(self.tiles, WinningTiles):
            raise InvalidResult(QT_TR_NOOP("The tiles of a win must be a WinningTiles value."))
        if self.yaku is not None and not isinstance(self.yaku, CalledYaku):
            raise InvalidResult(QT_TR_NOOP("The yaku of a win must be a CalledYaku value."))
        if self.yaku is not None and self.tiles is not None:
            raise InvalidResult(QT_TR_NOOP("A win is valued from its tiles or from the yaku called, not from both."))
        if self.pao is not None:
            _seat(self.pao, "liable player")
            if self.pao == self.winner:
                raise InvalidResult(QT_TR_NOOP("A winner cannot be liable (pao) for their own hand."))
        if self.yakuman == 0 and self.han is None:
            raise InvalidResult(QT_TR_NOOP("A win needs its han and fu, or its number of yakuman."))


@dataclass(frozen=True, slots=True)
class Ron:
    """One or more players win on the discard of ``discarder``."""

    discarder: int
    wins: tuple[Win, ...]
    riichi: frozenset[int] = field(default_factory=frozenset)
    """Seats that declared riichi during this hand (their stick goes on the table at once)."""

    def __post_init__(self) -> None:
        _seat(self.discarder, "discarder")
        object.__setattr__(self, "wins", tuple(self.wins))
        object.__setattr__(self, "riichi", _seats(self.riichi, "riichi player"))
        if not self.wins:
            raise InvalidResult(QT_TR_NOOP("A ron needs at least one winner."))
        if not all(isinstance(w, Win) for w in self.wins):
            raise InvalidResult(QT_TR_NOOP("Each ron winner needs their hand's value (a Win)."))
        if len(self.wins) > 3:
            raise InvalidResult(
                QT_TR_NOOP("At most three players can ron the same discard: the fourth is the discarder.")
            )
        winners = [w.winner for w in self.wins]
        if len(set(winners)) != len(winners):
            raise InvalidResult(QT_TR_NOOP("The same player is named twice as a winner."))
        if self.discarder in winners:
            raise InvalidResult(QT_TR_NOOP("The discarder cannot win on their own discard; that would be a tsumo."))
        _check_tiles(self.wins, tsumo=False)


@dataclass(frozen=True, slots=True)
class Tsumo:
    """One player wins on a tile they drew themselves."""

    win: Win
    riichi: frozenset[int] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if not isinstance(self.win, Win):
            raise InvalidResult(QT_TR_NOOP("A tsumo has exactly one winner: the player who drew the winning tile."))
        object.__setattr__(self, "riichi", _seats(self.riichi, "riichi player"))
        _check_tiles((self.win,), tsumo=True)


def _check_tiles(wins: Iterable[Win], *, tsumo: bool) -> None:
    """Refuse a win whose tiles were ticked with a condition of the other way of winning (haitei on a ron)."""
    for win in wins:
        if win.tiles is not None:
            try:
                win.tiles.check_for(tsumo=tsumo)
            except BadWinningTiles as error:
                raise InvalidResult.saying(error) from None


@dataclass(frozen=True, slots=True)
class ExhaustiveDraw:
    """The wall ran out: who was tenpai, and who made nagashi mangan where the rule set has it."""

    tenpai: frozenset[int] = field(default_factory=frozenset)
    nagashi: frozenset[int] = field(default_factory=frozenset)
    riichi: frozenset[int] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        object.__setattr__(self, "tenpai", _seats(self.tenpai, "tenpai player"))
        object.__setattr__(self, "nagashi", _seats(self.nagashi, "nagashi mangan player"))
        object.__setattr__(self, "riichi", _seats(self.riichi, "riichi player"))


@dataclass(frozen=True, slots=True)
class AbortiveDraw:
    """The hand was stopped before its end (kyuushu kyuuhai, four winds, four riichi, four kans, triple ron)."""

    kind: AbortKind
    riichi: frozenset[int] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", abort_kind(self.kind))
        object.__setattr__(self, "riichi", _seats(self.riichi, "riichi player"))


def abort_kind(value: object) -> AbortKind:
    """The kind of abortive draw called ``value`` ("nine_terminals"...); refused with a sentence otherwise."""
    if isinstance(value, str) and value in AbortKind.__members__.values():
        return AbortKind(value)
    known = ", ".join(k.value for k in AbortKind)
    raise InvalidResult(
        QT_TR_NOOP("There is no abortive draw called {value}; the kinds are {known}."), value=repr(value), known=known
    )


@dataclass(frozen=True, slots=True)
class Chombo:
    """A player broke the rules badly enough to pay a penalty; the hand is replayed."""

    offender: int
    riichi: frozenset[int] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        _seat(self.offender, "player who made the chombo")
        object.__setattr__(self, "riichi", _seats(self.riichi, "riichi player"))


HandResult = Ron | Tsumo | ExhaustiveDraw | AbortiveDraw | Chombo


def check_riichi_of_tiles(result: HandResult) -> None:
    """Refuse a win valued from its tiles (or its yaku called) with riichi by a player who did not declare riichi in
    the hand: its
    han and its yaku would count a riichi that the hand does not have (its stick is not on the table)."""
    wins = result.wins if isinstance(result, Ron) else (result.win,) if isinstance(result, Tsumo) else ()
    for win in wins:
        if win.winner in result.riichi:
            continue
        if win.yaku is not None and {"riichi", "double_riichi"} & set(win.yaku.yaku):
            raise InvalidResult(
                QT_TR_NOOP(
                    "{0} did not declare riichi in this hand, but riichi is among the yaku called: untick it, or "
                    "tick {0}'s riichi."
                ),
                seats=(win.winner,),
            )
        if win.tiles is None:
            continue
        if win.tiles.conditions & {"riichi", "double_riichi"}:
            raise InvalidResult(
                QT_TR_NOOP(
                    "{0} did not declare riichi in this hand, but the hand was valued from its tiles with riichi: "
                    "value it again without riichi, or tick {0}'s riichi."
                ),
                seats=(win.winner,),
            )


def _win_to_dict(win: Win) -> dict[str, Any]:
    data: dict[str, Any] = {"winner": win.winner, "han": win.han, "fu": win.fu, "yakuman": win.yakuman, "pao": win.pao}
    if win.tiles is not None:  # absent for a hand given as han and fu, as in files written before tiles were kept
        data["tiles"] = winning_tiles.to_dict(win.tiles)
    if win.yaku is not None:  # absent for a hand not valued by yaku, as in files written before yaku were kept
        data["yaku"] = called_yaku.to_dict(win.yaku)
    return data


def to_dict(result: HandResult) -> dict[str, Any]:
    """The result as plain JSON values, with a ``kind`` key; the form a game is stored and exported in."""
    riichi = sorted(result.riichi)
    match result:
        case Ron():
            return {
                "kind": "ron",
                "discarder": result.discarder,
                "wins": [_win_to_dict(w) for w in result.wins],
                "riichi": riichi,
            }
        case Tsumo():
            return {"kind": "tsumo", "win": _win_to_dict(result.win), "riichi": riichi}
        case ExhaustiveDraw():
            return {
                "kind": "draw",
                "tenpai": sorted(result.tenpai),
                "nagashi": sorted(result.nagashi),
                "riichi": riichi,
            }
        case AbortiveDraw():
            return {"kind": "abort", "abort": result.kind.value, "riichi": riichi}
        case Chombo():
            return {"kind": "chombo", "offender": result.offender, "riichi": riichi}


def _win_from_dict(data: Mapping[str, Any]) -> Win:
    tiles = data.get("tiles")
    yaku = data.get("yaku")
    return Win(
        winner=data["winner"],
        han=data.get("han"),
        fu=data.get("fu"),
        yakuman=data.get("yakuman", 0) or 0,
        pao=data.get("pao"),
        tiles=None if tiles is None else tiles_from_dict(tiles),
        yaku=None if yaku is None else yaku_from_dict(yaku),
    )


def yaku_from_dict(data: object) -> CalledYaku:
    """The called yaku of a win as :func:`to_dict` writes them; anything else raises :class:`InvalidResult`."""
    try:
        return called_yaku.from_dict(data)
    except BadCalledYaku as error:
        raise InvalidResult.saying(error) from None


def tiles_from_dict(data: object) -> WinningTiles:
    """The tiles of a win as :func:`to_dict` writes them; anything else raises :class:`InvalidResult`."""
    try:
        return winning_tiles.from_dict(data)
    except BadWinningTiles as error:
        raise InvalidResult.saying(error) from None


def from_dict(data: Mapping[str, Any]) -> HandResult:
    """Read back a result written by :func:`to_dict`; a malformed one raises :class:`InvalidResult`."""
    try:
        kind = data["kind"]
        riichi = frozenset(data.get("riichi", ()))
        if kind == "ron":
            return Ron(data["discarder"], tuple(_win_from_dict(w) for w in data["wins"]), riichi)
        if kind == "tsumo":
            return Tsumo(_win_from_dict(data["win"]), riichi)
        if kind == "draw":
            return ExhaustiveDraw(frozenset(data.get("tenpai", ())), frozenset(data.get("nagashi", ())), riichi)
        if kind == "abort":
            return AbortiveDraw(abort_kind(data["abort"]), riichi)  # a file's unknown kind named in a sentence
        if kind == "chombo":
            return Chombo(data["offender"], riichi)
    except (KeyError, TypeError, ValueError) as error:
        raise InvalidResult(QT_TR_NOOP("A stored hand cannot be read ({error})."), error=repr(error)) from None
    raise InvalidResult(QT_TR_NOOP("A stored hand has an unknown kind: {kind}."), kind=repr(kind))
