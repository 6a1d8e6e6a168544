"""`tablekeeper site --names initials` publishes each player as tablekeeper/publishing.py says it does: "Aki Tanaka"
is "A. T.", "ikeda-san" is "I. S.", a name of no letter (a number) stays as it is; two players of the same initials are
told apart by a number ("A. T. 2")."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from tablekeeper.rules.results import Ron, Win
from tablekeeper.service import Session
from tests.site.site_pages import read_page, tablekeeper


def test_the_initials_are_those_publishing_py_documents(tmp_path: Path) -> None:
    database = str(tmp_path / "club.db")
    with Session.open(database) as service:
        for players in (["Aki Tanaka", "ikeda-san", "1309", "Ben"], ["Aki Tanaka", "Ayu Tomita", "1309", "Ben"]):
            game = service.table.create_game(players, started_at=datetime(2025, 3, 1, 19))
            service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
            service.table.finish(game.id)
    site = tmp_path / "site"
    status, _, err = tablekeeper("--database-url", database, "site", "-o", str(site), "--names", "initials")
    assert (status, err) == (0, "")
    shown = {row[1].text() for row in read_page(site, "index.html").rows()}
    assert len(shown) == 5
    assert {"A. T.", "A. T. 2", "B."} <= shown  # "Aki Tanaka" before "Ayu Tomita": sorted by name
    # publishing.py's own examples: 'ikeda-san' -> 'I. S.'; "a name of no letter (a number) stays as it is".
    assert shown == {"A. T.", "A. T. 2", "B.", "I. S.", "1309"}
