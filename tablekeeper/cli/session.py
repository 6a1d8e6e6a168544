"""The session a command opens on the database its arguments name, and what opening it did to the file, said on
stderr (the commands that need no database never import it: see the dispatch in :mod:`tablekeeper.cli`)."""

from __future__ import annotations

import argparse

from tablekeeper.cli.output import complain
from tablekeeper.service import Session


def open_session(args: argparse.Namespace, *, write: bool = True) -> Session:
    """The session service on the database the arguments name (``write=False`` for a command that only reads).

    A database that did not exist is made empty, and said on stderr: a mistyped path must not look like a
    database whose games were lost. A file upgraded from an earlier version is said too, with its copy."""
    service = Session.open(args.database_url, write=write)
    if service.database.was_empty:
        complain(f"{service.database.location} was an empty file; it was made a new, empty database.")
    elif service.database.created:
        complain(f"{service.database.location} did not exist; a new, empty database was created there.")
    if service.database.backup is not None:  # even a reading command: an earlier version cannot open it any more
        complain(
            f"{service.database.location} was upgraded for this version of tablekeeper; "
            f"the file as it was is kept as {service.database.backup.name} beside it."
        )
    if service.database.read_only_note:
        complain(f"{service.database.location} was {service.database.read_only_note}.")
    return service
