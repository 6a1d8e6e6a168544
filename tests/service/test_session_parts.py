"""The events', the clocks' and the transfer's parts of a session are made at their first use: a table's window, which
opens a game, imports none of their modules, nor the writer's (issue 22); asked for, each is made once,
an attribute of the session."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session

# A fresh Python (this one has imported everything already): a session opened and a game resumed, as the window's
# loader does; it says which of the events' modules are imported.
RESUME = """
import sys
from tablekeeper.service import Session
with Session.open(sys.argv[1]) as session:
    session.library.resume()
print(",".join(sorted(m for m in sys.modules if m.startswith(("tablekeeper.", "sqlalchemy")))))
"""
EVENTS_PARTS = (
    "tablekeeper.service.events",
    "tablekeeper.service.clocks",
    "tablekeeper.service.hall",
    "tablekeeper.events.changes",
    "tablekeeper.events.model",
    "tablekeeper.store.event_writes",
)
"""The events' part and what it alone imports: its model, its changes, its writes."""
LATER_PARTS = (
    "tablekeeper.service.transfer",
    "tablekeeper.service.formats",
    "tablekeeper.importers.tenhou",
    "tablekeeper.store.writes",
    "sqlalchemy",
)
"""The transfer's part (made at its first use) and what it alone imports: the files' formats, the Tenhou reader; and
the writer with SQLAlchemy (a game is read through sqlite3; the writer is prepared once the game is painted)."""


def test_a_game_resumed_imports_none_of_the_events_modules(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'club.db'}"
    with Session.open(url) as session:
        session.table.create_game(["Alice", "Bob", "Carol", "Dave"])
    done = subprocess.run([sys.executable, "-c", RESUME, url], capture_output=True, text=True, timeout=60, check=True)
    imported = done.stdout.strip().split(",")
    assert "tablekeeper.service.library" in imported  # the resume was read
    assert [name for name in EVENTS_PARTS if name in imported] == []
    assert [name for name in LATER_PARTS if name in imported] == []


def test_the_parts_are_attributes_the_lazy_ones_made_at_their_first_use(tmp_path: Path) -> None:
    with Session.open(f"sqlite:///{tmp_path / 'club.db'}") as session:
        assert {"table", "library"} <= set(vars(session))
        assert not {"events", "clocks", "transfer"} & set(vars(session))  # not made until used
        events = session.events
        assert session.events is events  # the same part on a second access
        assert session.clocks is session.clocks and session.transfer is session.transfer
        view = session.events.create_event("Club night", preset("club"), ["Alice", "Bob", "Carol", "Dave"])
        assert session.events.event(view.id).title == "Club night"


def test_a_name_that_is_no_part_is_an_error(tmp_path: Path) -> None:
    with (
        Session.open(f"sqlite:///{tmp_path / 'club.db'}") as session,
        pytest.raises(AttributeError, match="create_event"),
    ):
        session.create_event  # type: ignore[attr-defined]  # noqa: B018
