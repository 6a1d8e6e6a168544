"""A player who asks not to be published (issue 33, part 4): `tablekeeper player NAME --not-published` marks them,
and the club's site names them "Player N" on every page, chart and title, whatever --names says; the mark is taken
off with --published. The others keep their names."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from tablekeeper.rules.results import Ron, Win
from tablekeeper.service import Session
from tests.site.site_pages import read_page, site_files, tablekeeper

NAMES = ["Aki Tanaka", "Ben", "Chie", "Dai"]


def _club(tmp_path: Path) -> str:
    """One finished game, its title naming Aki Tanaka: Aki's dealer ron of 3 han 40 fu on Ben (7,700)."""
    database = str(tmp_path / "club.db")
    with Session.open(database) as service:
        game = service.table.create_game(NAMES, started_at=datetime(2025, 3, 1, 19), title="Aki Tanaka's birthday")
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
        service.table.finish(game.id)
    return database


def _every_text(site: Path) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for name, path in site_files(site).items() if name != "site.css")


def test_a_player_not_published_is_player_n_on_every_page(tmp_path: Path) -> None:
    database = _club(tmp_path)
    assert tablekeeper("--database-url", database, "player", "aki tanaka", "--not-published") == (
        0,
        "Aki Tanaka: not published.\n",
        "",
    )
    assert tablekeeper("--database-url", database, "player", "AKI TANAKA")[1] == "Aki Tanaka: not published.\n"
    site = tmp_path / "site"
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[0] == 0
    every = _every_text(site)
    assert "Aki" not in every and "Tanaka" not in every  # not in a page, a title, a chart's legend or description
    ranking = {row[1].text() for row in read_page(site, "index.html").rows()}
    # Numbered as the players first played: Aki sat first in the club's first game.
    assert ranking == {"Player 1", "Ben", "Chie", "Dai"}
    assert read_page(site, "players/1.html").h1() == "Player 1"
    assert read_page(site, "games/1.html").h1() == "Player 1's birthday"
    # Under --names initials too, and the others as their initials.
    assert tablekeeper("--database-url", database, "site", "-o", str(site), "--names", "initials")[0] == 0
    assert {row[1].text() for row in read_page(site, "index.html").rows()} == {"Player 1", "B.", "C.", "D."}
    # The mark taken off: published again.
    assert tablekeeper("--database-url", database, "player", "Aki Tanaka", "--published")[1] == (
        "Aki Tanaka: published.\n"
    )
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[0] == 0
    assert "Aki Tanaka" in {row[1].text() for row in read_page(site, "index.html").rows()}


def test_a_player_marked_before_they_first_play_is_not_published_once_they_do(tmp_path: Path) -> None:
    database = str(tmp_path / "club.db")
    assert tablekeeper("--database-url", database, "player", "Eri", "--not-published")[0] == 0
    with Session.open(database) as service:
        game = service.table.create_game(["Eri", "Fumi", "Gen", "Hana"], started_at=datetime(2025, 3, 8, 19))
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
        service.table.finish(game.id)
        assert service.library.unpublished() == frozenset({"Eri"})
    site = tmp_path / "site"
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[0] == 0
    assert "Eri" not in _every_text(site)


def test_a_name_no_player_could_have_is_refused_and_nothing_is_marked(tmp_path: Path) -> None:
    database = _club(tmp_path)
    status, out, err = tablekeeper("--database-url", database, "player", "   ", "--not-published")
    assert (status, out) == (2, "")
    assert err == "tablekeeper: Every player needs a name.\n"
    with Session.open(database) as service:
        assert service.library.unpublished() == frozenset()
