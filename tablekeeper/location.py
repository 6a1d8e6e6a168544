"""Where the database is: a SQLite file's path or a server's URL, found from the command line, the environment
or the user's data folder, and shown to a person without its password.

A light module at the bottom of the layers: the window's first paint and a command's start read where the
database is before anything imports SQLAlchemy (only a server's URL is parsed by it, when one is given).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote

import platformdirs

from tablekeeper.errors import DatabaseError

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

ENV_VAR = "TABLEKEEPER_DATABASE_URL"
"""The environment variable naming the database (a file path or a URL) when no --database-url is given."""
APP_NAME = "tablekeeper"
DEFAULT_FILE_NAME = "tablekeeper.db"
POSTGRES_PORT = 5432
"""PostgreSQL's port, when a URL names none."""


def default_database_path() -> Path:
    """The SQLite file used when no URL is given: tablekeeper.db in the user's data folder."""

    return platformdirs.user_data_path(APP_NAME, appauthor=False) / DEFAULT_FILE_NAME


@dataclass(frozen=True, slots=True)
class Location:
    """Where a database is: a SQLite file (``path``), or a server's URL as SQLAlchemy reads it (``url``)."""

    path: Path | None = None
    url: str = ""

    def __str__(self) -> str:
        """The database as shown to a person: the file path, or the URL without its password."""
        if self.path is not None:
            return str(self.path)
        return hide_password(self.url)

    def server_address(self) -> tuple[str, int] | None:
        """The host and TCP port of a database server; None for a SQLite file, or a server on a local socket."""
        if self.path is not None:
            return None
        url = self.sqlalchemy_url()
        if not url.host or url.host.startswith("/"):
            return None
        return url.host, url.port or POSTGRES_PORT

    def sqlalchemy_url(self) -> URL:
        """The SQLAlchemy URL of this database."""
        from sqlalchemy.engine import URL, make_url

        if self.path is not None:
            return URL.create("sqlite", database=str(self.path))
        url = make_url(self.url)
        if url.drivername in ("postgresql", "postgres"):
            url = url.set(drivername="postgresql+psycopg")  # psycopg 3 is the driver we install
        return url


def hide_password(url: str) -> str:
    """The URL as shown to a person: every password in it hidden, the user's (``user:secret@``) and each one libpq
    takes from the query (``?password=``, ``?sslpassword=`` the key of a client certificate, a name written with
    %-escapes too, as libpq decodes it)."""
    # Up to the last @: a password typed with a / or an @ in it (not written %2F, %40) is hidden whole.
    shown = re.sub(r"(://[^/@:]*:).*@", r"\1***@", url, flags=re.DOTALL)
    address, mark, query = shown.partition("?")
    if not mark:
        return shown
    pieces = []
    for piece in query.split("&"):
        name, equals, _value = piece.partition("=")
        pieces.append(f"{name}=***" if equals and "password" in unquote(name).lower() else piece)
    return f"{address}?{'&'.join(pieces)}"


_LIBPQ_KEYWORDS = re.compile(r"(^|\s)(host|hostaddr|dbname|user|password|passfile|sslpassword|service)\s*=")
"""How a libpq connection string of keywords begins or goes on (``host=club dbname=games password=...``)."""
_SQLITE_URL = re.compile(r"sqlite(\+pysqlite)?://(?P<rest>.*)", re.DOTALL)


def locate(argument: str | None = None) -> Location:
    """Where the database is: the argument, else TABLEKEEPER_DATABASE_URL, else the default file.

    A text without ``://`` is a file path, relative to the current folder; ``sqlite:///club.db`` is the same
    relative path, ``sqlite:////srv/club.db`` an absolute one. Paths are made absolute here, so that every
    later opening finds the same file whatever folder it runs in.
    """
    text = argument or os.environ.get(ENV_VAR) or ""
    if not text:
        return Location(default_file())
    match = _SQLITE_URL.fullmatch(text)
    if match is not None:
        rest = match["rest"]
        if "?" in rest:
            raise DatabaseError(f"{text!r}: tablekeeper takes no options in a SQLite URL; give the file's path.")
        path = unquote(rest[1:]) if rest.startswith("/") else ""
        if path in ("", ":memory:"):
            raise DatabaseError(
                f"{text!r} is a database in memory, which keeps nothing once tablekeeper ends; give a file's path."
            )
        return Location(_absolute(Path(path).expanduser(), text))
    if "://" not in text:
        if _LIBPQ_KEYWORDS.search(text):  # never a file of that name, nor its password printed as a path
            raise DatabaseError(
                "The database is given as libpq's keywords (host=... dbname=...), which tablekeeper does not take; "
                "give a URL like postgresql://user@host:5432/name, or a file path."
            )
        return Location(_absolute(Path(text).expanduser(), text))
    _check_server_url(text)
    return Location(url=text)


def default_file() -> Path:
    """The default SQLite file, made absolute as :func:`locate` makes it (the one whose folder is made private)."""
    return _absolute(default_database_path(), "")


def _absolute(path: Path, text: str) -> Path:
    if "\x00" in str(path):
        raise DatabaseError(f"{text!r} cannot name a file: it holds a null character.")
    try:
        return path.resolve()
    except (OSError, RuntimeError) as error:  # a loop of symbolic links, a name too long
        raise DatabaseError(f"{text!r} cannot name a file: {os_reason(error)}.") from None


def os_reason(error: BaseException) -> str:
    reason = getattr(error, "strerror", None) or str(error)
    return reason[0].lower() + reason[1:] if reason else type(error).__name__


def _check_server_url(text: str) -> None:
    """A server's URL is parsed before anything is opened: each mistake in it gets a sentence."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        url = make_url(text)
        url.port  # noqa: B018 -- a port that is not a number shows here, as a ValueError
    except (ArgumentError, ValueError):
        raise DatabaseError(
            f"{hide_password(text)!r} is neither a file path nor a database URL like postgresql://user@host:5432/name."
        ) from None
    if url.host is not None and "@" in url.host:  # the driver would say the rest of the password as a host's name
        raise DatabaseError(f"{hide_password(text)!r}: an @ in a URL's password is written %40 (and a / %2F, a : %3A).")
