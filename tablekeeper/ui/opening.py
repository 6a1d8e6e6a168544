"""The database opened, and the game to go on with read, before the window's module imports Qt (issue 22).

Python runs one thread at a time: the loader's thread (:class:`tablekeeper.ui.app.ServiceLoader`) cannot read the game
while the window is being made, it only takes turns with it, and each turn costs both. And every module imported after
PySide6 has its source read by shiboken's import hook (to see whether it uses PySide6): the service's modules and the
ones they import, some sixty, read for nothing. So `tablekeeper` on a file that exists reads the game first, in this
module, which imports no Qt; the window then shows it as if the thread had read it.

Only a clean reading is kept: on a file made by this start (the new game is asked for at once), a server (which may take
seconds to answer: the window is shown first), a file to upgrade (its backup and migrations too), or any trouble (a file
that is not ours, a damaged game...), the loader's thread does it all after the window is shown, as it always did, and
says why in the player's language (the window installs the translations with Qt).

From here until the game shown is painted, Python's collector is held off (whatever the database): the start makes
objects that live as long as the window (modules, classes, the game), and a collection every 700 of them scanned them
again and again, seventy times (~15 ms of a start; without this and the freeze, 20 to 35 ms of the first start,
measured for issue 31, so both stay). :func:`tablekeeper.ui.app.keep_long_lived` collects once, keeps them
out of later collections, and sets the collector going again.
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import TYPE_CHECKING

from tablekeeper.errors import TablekeeperError

if TYPE_CHECKING:
    from tablekeeper.service import GameSnapshot, Session, SessionError
    from tablekeeper.service.errors import DamagedGame

Opened = tuple["Session", "GameSnapshot | None"]
"""The open session, and the game to go on with (None: there is none, the new game is asked for)."""


def local_file(database_url: str | None) -> Path | None:
    """The SQLite file the database is (made or not yet); None for a server, or a URL the store cannot read (the
    loader says why)."""
    from tablekeeper.location import locate

    try:
        return locate(database_url).path
    except TablekeeperError:
        return None


def open_and_resume(
    database_url: str | None, *, upgrade: bool = True, game: int | None = None
) -> tuple[Session, GameSnapshot | None, tuple[SessionError | DamagedGame, ...]]:
    """The database opened (upgraded if it must be, unless ``upgrade`` is False: see
    :meth:`tablekeeper.service.Session.open`), the game to go on with, and the games passed over (see
    :meth:`tablekeeper.service.library.Library.resume`); when the reading fails, the database is closed again before
    the error goes on. The game to go on with is ``game`` when it is named (one that cannot be opened is passed
    over, and said), else the one unfinished game: with more, none, and the window asks which."""
    from tablekeeper.service import Session, SessionError
    from tablekeeper.service.errors import DamagedGame

    session = Session.open(database_url, upgrade=upgrade)
    try:
        if game is not None:
            try:
                return session, session.table.game(game), ()
            except (SessionError, DamagedGame) as refused:
                return session, None, (refused,)
        view, passed = session.library.resume(alone=True)  # a game that cannot be read is passed over, and named
    except BaseException:
        session.close()  # opened, then failed: its connections are not left behind
        raise
    return session, view, passed


def open_before_window(database_url: str | None, game: int | None = None) -> Opened | None:
    """The database and the game to go on with, when the database is a file that exists and reads cleanly; else None,
    and nothing is left open. The collector is held off from here (see the module)."""
    gc.disable()
    path = local_file(database_url)
    if path is None or not path.exists():
        return None
    try:
        # A file to upgrade is left to the thread: a backup and the migrations may take seconds, better spent with
        # the window on the screen than with nothing shown at all.
        session, view, passed = open_and_resume(database_url, upgrade=False, game=game)
    except Exception:  # said by the loader's thread, which does it again once the window is shown
        return None
    if passed:  # a game passed over is named in the player's language: the thread's sentence, as at any start
        session.close()
        return None
    return session, view
