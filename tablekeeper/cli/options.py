"""Options shared by several commands: the database, the rule set and honba of a hand, whole numbers."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
from datetime import MINYEAR, UTC, datetime

from tablekeeper.errors import TablekeeperError
from tablekeeper.location import ENV_VAR
from tablekeeper.rules.ruleset import DEFAULT_PRESET, FULL_TABLE, PRESET_NAMES, AbsentShare, RuleSet, preset
from tablekeeper.text import escaped, whole_number
from tablekeeper.words import QT_TR_NOOP


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


def typed(text: str) -> str:
    """What was typed, quoted for a usage error as a person typed it: a byte that is not UTF-8 as \\xff (Python
    keeps it as a lone surrogate, which its repr would show as \\udcff), control characters escaped."""
    with contextlib.suppress(UnicodeEncodeError):  # a surrogate that stands for no byte is escaped below
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return f"'{escaped(text)}'"


def whole(text: str) -> int:
    """A whole number, as typed (ASCII digits: :func:`tablekeeper.text.whole_number`)."""
    value = whole_number(text)
    if value is None:
        raise argparse.ArgumentTypeError(f"{typed(text)} is not a whole number")
    return value


def utf8_text(text: str) -> str:
    """Text as typed, such as a name to look for; refused when the shell passed bytes that are not UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # Python keeps such bytes as lone surrogates, which no database stores
        raise argparse.ArgumentTypeError(f"{typed(text)} is not UTF-8 text (is the terminal set to UTF-8?)") from None
    return text


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


def add_absent_share_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--absent-share``, the option of a table of three that `score` takes (:func:`hand_rules`)."""
    parser.add_argument(
        "--absent-share",
        choices=[share.value for share in AbsentShare],
        help="at a table of three, a tsumo's share of the absent player: lost (tsumo loss) or split between the "
        "two payers (default: the rule set's)",
    )


class AbsentShareRefused(TablekeeperError):
    """--absent-share under a rule set of four players, who have no absent player."""


def hand_rules(args: argparse.Namespace) -> RuleSet:
    """The rule set `score` values a hand under: the preset of ``--rules``, with ``--absent-share`` when given (a
    table of three's option: a table of four has no absent share, and is refused it in a sentence)."""
    rules = preset(args.rules)
    if args.absent_share is None:
        return rules
    if rules.players >= FULL_TABLE:
        raise AbsentShareRefused(
            QT_TR_NOOP("--absent-share is for a table of three; {rules} is played by {count}."),
            rules=rules.name,
            count=rules.players,
        )
    return dataclasses.replace(rules, absent_share=AbsentShare(args.absent_share))


def add_season_options(parser: argparse.ArgumentParser) -> None:
    """Add ``--since DATE``, ``--until DATE`` and ``--rules PRESET``, which choose the finished games `stats` and
    `site` count."""
    parser.add_argument("--since", type=date, metavar="DATE", help="only games started on or after DATE")
    parser.add_argument("--until", type=date, metavar="DATE", help="only games started on or before DATE")
    parser.add_argument(
        "--rules",
        choices=PRESET_NAMES,
        metavar="PRESET",
        help=f"only games played under this rule set: {', '.join(PRESET_NAMES)}",
    )


def stored_number(text: str, refusal: str) -> int:
    """A stored row's number (a game's, an event's), as typed; ``refusal`` says what it is not, after what was
    typed ("is not a game number (see `tablekeeper games`)")."""
    value = whole_number(text) or 0
    if not 1 <= value <= MAX_GAME_ID:
        raise argparse.ArgumentTypeError(f"{typed(text)} {refusal}")
    return value


def game_id(text: str) -> int:
    """A game's number, as typed."""
    return stored_number(text, "is not a game number (see `tablekeeper games`)")


def count(text: str) -> int:
    """A number of things, 0 or more, as typed."""
    value = whole(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{typed(text)} is not a number of games (0 or more)")
    return value


def date(text: str) -> datetime:
    """A day (2025-03-01) or a moment (2025-03-01T19:30)."""
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{typed(text)} is not a date like 2025-03-01") from None


def in_utc(moment: datetime) -> datetime:
    """A moment typed on the command line, in UTC; typed without a time zone, it is this computer's local time.

    Any date the calendar has works: at its ends (0001-01-01, 9999-12-31) a moment that would leave it once
    moved to UTC becomes the calendar's first or last moment, which selects the same stored games.
    """
    if moment.tzinfo is None:
        try:
            moment = moment.astimezone()
        except (OverflowError, ValueError, OSError):
            # The C library cannot place moments far from today (year 1 anywhere, before 1970 on Windows):
            # this computer's offset from UTC today is then right to within daylight saving time.
            moment = moment.replace(tzinfo=datetime.now().astimezone().tzinfo)
    try:
        return moment.astimezone(UTC)
    except OverflowError:
        return (datetime.min if moment.year == MINYEAR else datetime.max).replace(tzinfo=UTC)


def when(moment: datetime | None) -> str:
    """A stored time (UTC) as shown, in local time: '2025-03-01 19:30'."""
    return "" if moment is None else moment.replace(tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")
