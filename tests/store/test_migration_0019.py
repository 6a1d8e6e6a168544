"""Revision 0019 (``games.notes``, what tablekeeper says of an imported game) upgrades a database of revision 0018
holding an imported Tenhou game: it is kept, without notes (NULL); a game imported after the upgrade keeps the
notes of its import, which the downgrade drops with the column."""

from __future__ import annotations

import json

from tablekeeper.service import Session
from tests.store.migrating import migrated
from tests.tenhou_data import tenhou_folder


def _migrate(url: str, revision: str, *, up: bool) -> list[tuple[object, ...]]:
    """The database taken to ``revision``; the games' sources then (with their notess where the column is)."""
    return migrated(url, revision, "id, source_id" + (", notes" if up else ""), up=up)


def test_revision_0019_keeps_the_games_stored_and_adds_the_notes_of_an_import(database_url: str) -> None:
    folder = tenhou_folder()
    game_id = "2010081709gm-00a9-0000-fe3371ad"
    with Session.open(database_url) as service:
        (first,) = service.transfer.import_tenhou(folder / "mjx" / "mjlog" / f"{game_id}.mjlog")
    assert _migrate(database_url, "0018", up=False) == [(first, f"tenhou:{game_id}")]
    assert _migrate(database_url, "head", up=True) == [(first, f"tenhou:{game_id}", None)]
    with Session.open(database_url) as service:
        # Of no date, its header east-only where its hands play on: two notes.
        (second,) = service.transfer.import_tenhou(folder / "pantheon" / "mjlog" / "west.xml")
        assert len(service.table.game(second).summary.notes) == 2
        assert service.table.game(first).summary.notes == ()
    (kept, new) = _migrate(database_url, "head", up=True)
    assert kept == (first, f"tenhou:{game_id}", None)
    assert new[:2] == (second, None)
    notes = json.loads(str(new[2]))
    assert [note["facts"] for note in notes] == [{}, {}]
    assert notes[1]["template"].startswith("The record's header says east-only")
    assert _migrate(database_url, "0018", up=False) == [(first, f"tenhou:{game_id}"), (second, None)]
