"""Reading a file that comes from outside (an export, a Tenhou log) within limits that no real game reaches.

A game file is read whole into memory, so a file, a decompressed mjlog and a JSON document are each capped
before they can grow: a few megabytes, where the largest real files are a few tens of kilobytes (a Tenhou
hanchan is about 15 kB gzipped and 100 kB of XML; a 20-hand game exported as JSON is about 12 kB, and the
1,000 hands a game may have at most make about 600 kB). The text kept from such a file (names, titles) loses
its control characters, which could otherwise clear or retitle the terminal that later shows it.
"""

from __future__ import annotations

import gzip
import io
import json
import math
import re
import stat
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tablekeeper.errors import Phrase, TablekeeperError
from tablekeeper.file_access import outside_files
from tablekeeper.text import is_unsafe
from tablekeeper.words import QT_TR_NOOP, number, tr

MAX_FILE_BYTES = 4 * 1024 * 1024
"""The largest file taken in: 4 MiB (real game files are under 150 kB)."""
MAX_UNPACKED_BYTES = 16 * 1024 * 1024
"""The most a gzipped mjlog may unpack to: 16 MiB (a real one unpacks to about 100 kB)."""
MAX_HANDS = 1_000
"""The most hands a game may have: real games have 4 to 30; 1,000 keeps a replay under a second."""
MAX_DIGITS = 12
"""The longest whole number read from a game file (points and counts fit in far fewer digits)."""
MAX_NESTING = 32
"""The deepest nesting of JSON arrays and objects (the formats read here go 9 levels deep)."""
MAX_HAN = 99
"""The most han of one win in a game file (a real hand has at most a few dozen)."""
MAX_FU = 200
"""The most fu of one win in a game file (the most a hand can have is 110 or so)."""
MAX_NAME = 100
"""The longest player name (the players' column holds 100 characters)."""
MAX_LABEL = 200
"""The longest title or venue (the column holds 200 characters)."""
MAX_GAMES_FILE_BYTES = 16 * 1024 * 1024
"""The largest many-game file (`export --all`): 16 MiB, some 1,300 games of 20 hands; each game in it keeps
the limits of one game (its hands), and its JSON those of any file (numbers, nesting)."""
MAX_GAMES = 5_000
MAX_GAMES_BRACKETS = MAX_GAMES_FILE_BYTES // 32
"""The most arrays and objects (counted by their opening brackets, before the JSON is read) in a many-game file
larger than one game's: an export has about one in 100 bytes; a hostile file of nothing but ``{}`` would take
a gigabyte of memory to read at 16 MiB, and takes some 80 MB at this bound."""
MAX_GAMES_COMMAS = MAX_GAMES_FILE_BYTES // 8
"""The most commas (so values) in such a file: an export has one in 16 bytes or more; a file of short texts
(``"ab",`` over and over) would take half a gigabyte at 16 MiB, and some 150 MB at this bound."""
"""The most games one many-game file may hold."""
GZIP_MAGIC = b"\x1f\x8b"
# How a many-game file begins: only such a file may go past MAX_FILE_BYTES, so that a device or a huge
# file of any other kind is still refused after reading 4 MiB of it.
_MANY_GAMES_START = re.compile(rb'\A(\xef\xbb\xbf)?\s*\{\s*"format"\s*:\s*"tablekeeper-games"')


class UnreadableRecord(TablekeeperError):
    """A file that is not a game record tablekeeper can read."""


class FieldRefused(Exception):
    """A value of a file that is not what its format holds; ``wanted`` says what was wanted. Raised while a
    file is checked field by field, and turned by the reader into a refusal that names the file (``wanted`` one of
    its facts, worded with it)."""

    def __init__(self, wanted: Phrase) -> None:
        super().__init__(wanted.template)
        self.wanted = wanted

    def __str__(self) -> str:
        return self.wanted.sentence()


def need(condition: bool, wanted: str | Phrase, **facts: object) -> None:
    """Go on when ``condition`` holds, else refuse the field: ``wanted`` says what it should have been, an
    untranslated template (:func:`~tablekeeper.words.QT_TR_NOOP`) filled in by ``facts``, or a :class:`Phrase`."""
    if not condition:
        raise FieldRefused(wanted if isinstance(wanted, Phrase) else Phrase(wanted, facts))


def is_int(value: object, low: int, high: int) -> bool:
    """A whole number (not a bool) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


@dataclass(frozen=True, slots=True)
class Size:
    """A number of bytes as a fact of a refusal, said in the words spoken where it is worded: '4 MB'."""

    count: int

    def __format__(self, spec: str) -> str:
        if self.count >= 1024 * 1024:
            said = tr("{count} MB").format(count=number(self.count // (1024 * 1024)))
        else:
            said = tr("{count} bytes").format(count=number(self.count))
        return format(said, spec)

    def __str__(self) -> str:
        return format(self)


def size_words(count: int) -> Size:
    """A number of bytes in words ('4 MB'), said in the language spoken where it is written (``f"{size}"``)."""
    return Size(count)


def read_limited(path: Path | str) -> bytes:
    """The bytes of the file at ``path``, refused with a sentence when it holds more than MAX_FILE_BYTES."""
    path = Path(path)
    try:
        _refuse_unless_a_file(path)
        with outside_files(), path.open("rb") as file:  # the file may be the very database (see file_access)
            # Read one byte past the limit rather than trust the size on disk (a device or a pipe has none).
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise _cannot_read(path, error) from None
    if len(data) > MAX_FILE_BYTES:
        raise _too_large(path)
    return data


def read_record(path: Path | str) -> bytes:
    """The bytes of a game record at ``path``: as :func:`read_limited`, except that a file that begins as a
    many-game file does may hold up to MAX_GAMES_FILE_BYTES."""
    path = Path(path)
    try:
        _refuse_unless_a_file(path)
        with outside_files(), path.open("rb") as file:  # the file may be the very database (see file_access)
            data = file.read(MAX_FILE_BYTES + 1)
            if len(data) > MAX_FILE_BYTES and is_many_games(data):
                data += file.read(MAX_GAMES_FILE_BYTES - len(data) + 1)
                if len(data) > MAX_GAMES_FILE_BYTES:
                    raise UnreadableRecord(
                        QT_TR_NOOP(
                            "{file} is larger than {size}, more than a file of games may hold; nothing was read "
                            "from it. Export fewer games to a file (--since, --until)."
                        ),
                        file=path,
                        size=size_words(MAX_GAMES_FILE_BYTES),
                    )
    except OSError as error:
        raise _cannot_read(path, error) from None
    if len(data) > MAX_FILE_BYTES and not is_many_games(data):
        raise _too_large(path)
    if len(data) > MAX_FILE_BYTES and (
        data.count(b"{") + data.count(b"[") > MAX_GAMES_BRACKETS or data.count(b",") > MAX_GAMES_COMMAS
    ):
        # Counted before the JSON is read: what reading it would take grows with its values, not its bytes.
        raise UnreadableRecord(
            QT_TR_NOOP("{file} holds far more values than a file of games does; nothing was read."), file=path
        )
    return data


def _refuse_unless_a_file(path: Path) -> None:
    """A named pipe, a device or a socket is refused before it is opened: opening a pipe waits for a writer that
    may never come, and reading a device may never end. A folder is left to ``open``, which says so."""
    mode = path.stat().st_mode
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return
    if stat.S_ISFIFO(mode):
        kind = Phrase(QT_TR_NOOP("a named pipe"))
    elif stat.S_ISSOCK(mode):
        kind = Phrase(QT_TR_NOOP("a socket"))
    else:
        kind = Phrase(QT_TR_NOOP("a device"))
    raise UnreadableRecord(
        QT_TR_NOOP("{file} is {kind}, not a file of games; nothing was read from it."), file=path, kind=kind
    )


def _cannot_read(path: Path, error: OSError) -> UnreadableRecord:
    return UnreadableRecord(QT_TR_NOOP("{file} cannot be read: {reason}."), file=path, reason=error.strerror or error)


def _too_large(path: Path) -> UnreadableRecord:
    return UnreadableRecord(
        QT_TR_NOOP("{file} is larger than {size}, far more than any game; nothing was read from it."),
        file=path,
        size=size_words(MAX_FILE_BYTES),
    )


def is_many_games(data: bytes) -> bool:
    """Whether ``data`` begins as a many-game file (one that may be larger than one game's file)."""
    return _MANY_GAMES_START.match(data[:200]) is not None


def gunzip_limited(data: bytes, name: str) -> bytes:
    """The content of gzipped ``data``, refused when it unpacks to more than MAX_UNPACKED_BYTES."""
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(data)) as packed:
            content = packed.read(MAX_UNPACKED_BYTES + 1)  # unpacked in chunks: memory stays near the limit
    except (OSError, EOFError, zlib.error):
        raise UnreadableRecord(QT_TR_NOOP("{file} is a damaged gzip file."), file=name) from None
    if len(content) > MAX_UNPACKED_BYTES:
        raise UnreadableRecord(
            QT_TR_NOOP("{file} unpacks to more than {size}, far more than any game record; it was not read."),
            file=name,
            size=size_words(MAX_UNPACKED_BYTES),
        )
    return content


def decode_text(data: bytes, name: str, what: str | Phrase) -> str:
    """``data`` as UTF-8 text; a byte order mark at the start is allowed (some editors write one). ``what`` is
    what the file should have been ("a game record"), a :class:`Phrase` worded with the refusal."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UnreadableRecord(QT_TR_NOOP("{file} is not UTF-8 text, so not {what}."), file=name, what=what) from None


class _NumberRefused(Exception):
    """Raised inside the JSON parser's hooks; turned into a sentence by :func:`load_json`."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _NumberRefused(text)
    return int(text)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or len(text) > 40:
        raise _NumberRefused(text)
    return value


def _parse_constant(text: str) -> float:
    raise _NumberRefused(text)  # NaN, Infinity, -Infinity: not JSON, and no figure of a game


def load_json(text: str, name: str, what: str | Phrase) -> Any:
    """One JSON document, refused with a sentence when it is not JSON, holds a number no game has (too many
    digits, infinite, not a number), or nests deeper than MAX_NESTING."""
    try:
        value = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant)
    except json.JSONDecodeError:
        raise UnreadableRecord(QT_TR_NOOP("{file} is not a JSON file, so not {what}."), file=name, what=what) from None
    except _NumberRefused as refused:
        shown = (
            refused.text
            if len(refused.text) <= 20
            else Phrase(QT_TR_NOOP("a number of {count} characters"), {"count": len(refused.text)})
        )
        raise UnreadableRecord(
            QT_TR_NOOP("{file} holds the number {number}, which no figure of a game can be; nothing was imported."),
            file=name,
            number=shown,
        ) from None
    except RecursionError:
        raise _too_deep(name) from None
    if _depth(value) > MAX_NESTING:
        raise _too_deep(name)
    return value


def _too_deep(name: str) -> UnreadableRecord:
    return UnreadableRecord(
        QT_TR_NOOP("{file} nests its JSON deeper than any game file does; nothing was imported."), file=name
    )


def _depth(value: Any) -> int:
    """How deep arrays and objects nest in ``value`` (without recursion, so any depth is measured)."""
    deepest = 0
    pending: list[tuple[Any, int]] = [(value, 0)]
    while pending:
        item, level = pending.pop()
        if isinstance(item, dict | list):
            level += 1
            deepest = max(deepest, level)
            if level > MAX_NESTING:
                return level
            pending.extend((child, level) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def clean_text(text: str) -> str:
    """``text`` without control characters (C0, DEL, C1), bidirectional overrides or lone surrogates, and
    with runs of white space made one space: what a name or title read from a file keeps."""
    kept = []
    for ch in text:
        if ch.isspace():
            kept.append(" ")  # a tab or a new line inside a name is a space (Cc too, but not to be glued)
        elif not is_unsafe(ch):
            kept.append(ch)
    return " ".join("".join(kept).split())
