"""Options shared by several commands: the database, the rule set and honba of a hand, whole numbers."""

from __future__ import annotations

import argparse
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from tablekeeper.rules.ruleset import DEFAULT_PRESET, PRESET_NAMES
from tablekeeper.store import ENV_VAR

if TYPE_CHECKING:  # the session (SQLAlchemy, Alembic) is imported only when a command runs
    from tablekeeper.session import TableSession


def add_database_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--database-url``: a file path or a database URL."""
    parser.add_argument(
        "--database-url",
        metavar="URL",
        help=f"a SQLite file path or a database URL (postgresql://user@host/name); default: ${ENV_VAR}, "
        "else tablekeeper.db in your data folder",
    )


MAX_GAME_ID = 2**31 - 1
"""Game numbers are 32-bit integers in the database."""


def whole(text: str) -> int:
    """A whole number, as typed."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def add_hand_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--honba N`` and ``--rules PRESET``, which `score` and `hand` share."""
    parser.add_argument("--honba", type=whole, default=0, metavar="N", help="counters on the table")
    parser.add_argument(
        "--rules",
        default=DEFAULT_PRESET,
        choices=PRESET_NAMES,
        metavar="PRESET",
        help=f"rule set: {', '.join(PRESET_NAMES)} (default {DEFAULT_PRESET})",
    )


def open_session(args: argparse.Namespace, *, write: bool = True) -> TableSession:
    """The session service on the database the arguments name (``write=False`` for a command that only reads).

    A database that did not exist is made empty, and said on stderr: a mistyped path must not look like a
    database whose games were lost."""
    import sys

    from tablekeeper.session import TableSession

    service = TableSession.open(args.database_url, write=write)
    if service.database.created:
        print(
            f"tablekeeper: {service.database.location} did not exist; a new, empty database was created there.",
            file=sys.stderr,
        )
    if service.database.read_only_note:
        print(f"tablekeeper: {service.database.location} was {service.database.read_only_note}.", file=sys.stderr)
    return service


def game_id(text: str) -> int:
    """A game's number, as typed."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a game number (see `tablekeeper games`)") from None
    if not 1 <= value <= MAX_GAME_ID:
        raise argparse.ArgumentTypeError(f"{text!r} is not a game number (see `tablekeeper games`)")
    return value


def count(text: str) -> int:
    """A number of things, 0 or more, as typed."""
    value = whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of games (0 or more)")
    return value


def date(text: str) -> datetime:
    """A day (2025-03-01) or a moment (2025-03-01T19:30)."""
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2025-03-01") from None


def local(moment: datetime) -> datetime:
    """A moment typed without a time zone is this computer's local time."""
    return moment if moment.tzinfo is not None else moment.astimezone()


def when(moment: datetime | None) -> str:
    """A stored time (UTC) as shown, in local time: '2025-03-01 19:30'."""
    return "" if moment is None else moment.replace(tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")
