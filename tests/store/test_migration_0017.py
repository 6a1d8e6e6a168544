"""Revision 0017 (``games.content_id``, what an imported game's own content is) upgrades a database of revision 0013
holding an imported Tenhou game: it is kept, its content unknown (NULL), and the same game's JSON twin is then
refused only by its Tenhou id; a game imported after the upgrade keeps its content, which the downgrade drops."""

from __future__ import annotations

from tablekeeper.service import Session
from tests.store.migrating import migrated
from tests.tenhou_data import tenhou_folder


def _migrate(url: str, revision: str, *, up: bool) -> list[tuple[object, ...]]:
    """The database taken to ``revision``; the games' sources then (with their content ids where the column is)."""
    return migrated(url, revision, "id, source_id" + (", content_id" if up else ""), up=up)


def test_revision_0017_keeps_the_games_stored_and_adds_their_content(database_url: str) -> None:
    folder = tenhou_folder()
    game_id = "2010081709gm-00a9-0000-fe3371ad"
    with Session.open(database_url) as service:
        (first,) = service.transfer.import_tenhou(folder / "mjx" / "mjlog" / f"{game_id}.mjlog")
    assert _migrate(database_url, "0016", up=False) == [(first, f"tenhou:{game_id}")]
    assert _migrate(database_url, "head", up=True) == [(first, f"tenhou:{game_id}", None)]
    with Session.open(database_url) as service:
        (second,) = service.transfer.import_tenhou(folder / "pantheon" / "mjlog" / "west.xml")
    (kept, new) = _migrate(database_url, "head", up=True)
    assert kept == (first, f"tenhou:{game_id}", None)
    assert new[:2] == (second, None) and str(new[2]).startswith("deal:")
    assert _migrate(database_url, "0016", up=False) == [(first, f"tenhou:{game_id}"), (second, None)]
