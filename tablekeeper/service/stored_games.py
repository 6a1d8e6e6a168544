"""What every part of the service does with a stored game: its moments, names and labels checked, its rule set
read and its hands replayed."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Protocol, overload

from tablekeeper import words
from tablekeeper.errors import Clause, Phrase, TablekeeperError
from tablekeeper.importers.reading import MAX_LABEL, MAX_NAME
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.game import Replay, ReplayError, replay
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import FULL_TABLE, RuleSet
from tablekeeper.service.errors import InvalidPlayers, SessionError
from tablekeeper.snapshots import GameSummary
from tablekeeper.store.reads import DamagedGame
from tablekeeper.text import described, first_unsafe
from tablekeeper.words import QT_TR_NOOP


class _StoredGame(Protocol):
    """A stored game's own row: a :class:`~tablekeeper.store.reads.GameRow` read, or an ORM Game."""

    @property
    def id(self) -> int: ...
    @property
    def title(self) -> str: ...
    @property
    def venue(self) -> str: ...
    @property
    def started_at(self) -> datetime: ...
    @property
    def finished_at(self) -> datetime | None: ...
    @property
    def ended(self) -> bool: ...
    @property
    def rules_json(self) -> str: ...
    @property
    def notes(self) -> tuple[Phrase, ...]: ...


def now() -> datetime:
    # Stored as naive UTC: SQLite keeps no time zone (PostgreSQL's column has none either).
    return datetime.now(UTC).replace(tzinfo=None)


@overload
def stored_moment(moment: datetime) -> datetime: ...
@overload
def stored_moment(moment: None) -> None: ...
def stored_moment(moment: datetime | None) -> datetime | None:
    """A moment as stored: naive UTC. A moment with a time zone is converted; a naive one is already UTC."""
    if moment is None or moment.tzinfo is None:
        return moment
    return moment.astimezone(UTC).replace(tzinfo=None)


def local_time(stored: datetime) -> datetime:
    """A stored moment (naive UTC) in the time zone of this computer, for showing it."""
    return stored.replace(tzinfo=UTC).astimezone()


def rules_of(game: _StoredGame) -> RuleSet:
    try:
        return ruleset_module.from_json(game.rules_json)
    except (TablekeeperError, ValueError, KeyError, TypeError) as error:
        reason = Clause(error) if isinstance(error, TablekeeperError) else str(error).rstrip(".")
        raise DamagedGame(
            game.id, Phrase(QT_TR_NOOP("its rule set cannot be read: {reason}"), {"reason": reason})
        ) from None


def replayed(
    game: _StoredGame, results: list[HandResult], rules: RuleSet, *, players: Sequence[str] | None = None
) -> Replay:
    """The stored game replayed; a stored hand the rules now refuse is reported, never silently dropped (its
    refusal naming the ``players`` where they are given, else their seats)."""
    try:
        return replay(results, rules)
    except ReplayError as error:
        raise SessionError(
            QT_TR_NOOP("Game {game} cannot be replayed: {reason}"), players=players, game=game.id, reason=error
        ) from None


def summary(game: _StoredGame, players: tuple[str, ...], hand_count: int, *, ended: bool | None = None) -> GameSummary:
    """The game as listed; ``ended``: over as its replay says (by default as stored)."""
    return GameSummary(
        game.id,
        game.title,
        game.venue,
        game.started_at,
        game.finished_at,
        players,
        hand_count,
        game.ended if ended is None else ended,
        game.notes,
    )


def check_label(text: str, what: str) -> str:
    """A game's title or venue, trimmed; refused when longer than its column holds or with control characters."""

    text = str(text).strip()
    if len(text) > MAX_LABEL:
        too_long = (
            QT_TR_NOOP("A game's title has at most {most} characters, not {count}.")
            if what == "title"
            else QT_TR_NOOP("A game's venue has at most {most} characters, not {count}.")
        )
        raise SessionError(too_long, most=words.Points(MAX_LABEL), count=words.Points(len(text)))
    unsafe = first_unsafe(text)
    if unsafe is not None:
        unsafe_text = (
            QT_TR_NOOP("A game's title cannot hold {what}.")
            if what == "title"
            else QT_TR_NOOP("A game's venue cannot hold {what}.")
        )
        raise SessionError(unsafe_text, what=described(unsafe))
    return text


def spaced(name: str) -> str:
    """A name as stored: its runs of white space made one space, none at its ends."""
    return " ".join(str(name).split())


def check_name(name: str) -> str:
    """A player's name as stored (:func:`spaced`); refused when empty, too long, or holding what no name holds."""
    return check_some_names([name])[0]


def check_some_names(players: Sequence[str]) -> list[str]:
    names = [spaced(p) for p in players]
    if any(not n for n in names):
        raise InvalidPlayers(QT_TR_NOOP("Every player needs a name."))
    if any(len(n) > MAX_NAME for n in names):
        raise InvalidPlayers(QT_TR_NOOP("A player's name has at most {most} characters."), most=MAX_NAME)
    unsafe = first_unsafe("".join(names))
    if unsafe is not None:
        raise InvalidPlayers(QT_TR_NOOP("A player's name cannot hold {what}."), what=described(unsafe))
    return names


def check_names(players: Sequence[str], count: int = FULL_TABLE) -> list[str]:
    """A game's ``count`` names as stored (its rules' players), each :func:`check_name`'s, none twice (in any
    case)."""
    if len(players) != count:
        raise InvalidPlayers(
            QT_TR_NOOP("A game under these rules needs {count} players, not {given}."), count=count, given=len(players)
        )
    names = check_some_names(players)
    folded = [n.casefold() for n in names]
    if len(set(folded)) != count:
        raise InvalidPlayers(QT_TR_NOOP("The same player is named twice; each player needs their own name."))
    return names


def distinct_names(names: Sequence[str]) -> list[str]:
    """Online names as tablekeeper can seat them: an empty name or one seen twice ("NoName") gets a number."""

    out: list[str] = []
    for seat, name in enumerate(names):
        name = " ".join(name.split()) or f"Seat {seat + 1}"
        base, n = name[: MAX_NAME - 4], 2
        while name.casefold() in (o.casefold() for o in out):
            name, n = f"{base} ({n})", n + 1
        out.append(name)
    return out
