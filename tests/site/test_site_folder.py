"""The folder `tablekeeper site -o FOLDER` writes: replaced whole each time (a file no longer made is gone, a file put
into it since is gone), never a folder of the user's own (refused with a sentence, exit 2, the folder untouched), and a
site even from an empty database (issue 33, part 2). The page checks of tests/site/site_pages.py are checked here too:
they must find what a browser would forgive."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

from tablekeeper.rules.results import Ron, Tsumo, Win
from tablekeeper.service import Session
from tests.site.site_pages import crawl, read_page, site_files, tablekeeper

ROOT = Path(__file__).resolve().parents[2]

REFUSED = (
    "tablekeeper: {path} already holds files that tablekeeper did not write: a site replaces its whole folder, so it "
    "is written only into a new or empty folder, or over a site written before. Nothing was written.\n"
)


def _club(tmp_path: Path) -> str:
    """Two finished games a week apart (1 and 8 March 2025), of different players."""
    database = str(tmp_path / "club.db")
    with Session.open(database) as service:
        first = service.table.create_game(["Aki", "Ben", "Chie", "Dai"], started_at=datetime(2025, 3, 1, 19))
        service.table.record(first.id, Ron(1, (Win(0, 3, 40),)))
        service.table.finish(first.id)
        second = service.table.create_game(["Eri", "Fumi", "Gen", "Hana"], started_at=datetime(2025, 3, 8, 19))
        service.table.record(second.id, Tsumo(Win(2, 4, 30)))
        service.table.finish(second.id)
    return database


def _contents(folder: Path) -> dict[str, bytes]:
    return {name: path.read_bytes() for name, path in site_files(folder).items()}


def test_a_site_written_again_replaces_the_old_one_whole(tmp_path: Path) -> None:
    database = _club(tmp_path)
    site = tmp_path / "site"
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[:1] == (0,)
    files = set(site_files(site))
    assert {"games/1.html", "games/2.html", "charts/game-2.svg", ".tablekeeper-site"} <= files
    assert len([name for name in files if name.startswith("players/")]) == 8
    # Someone's own files put into the site since (a note, a page of their own): the site is tablekeeper's whole.
    (site / "notes.txt").write_text("mine\n", encoding="utf-8")
    (site / "games" / "99.html").write_text("<p>old</p>\n", encoding="utf-8")
    status, out, err = tablekeeper("--database-url", database, "site", "-o", str(site), "--until", "2025-03-05")
    assert (status, err) == (0, "")
    assert out.startswith(f"Wrote {len(site_files(site)) - 1} files to {site}: 4 players, 1 game")
    now = set(site_files(site))
    assert "games/2.html" not in now and "charts/game-2.svg" not in now  # no longer made: gone
    assert "notes.txt" not in now and "games/99.html" not in now  # put there since: gone
    assert "games/1.html" in now and ".tablekeeper-site" in now
    assert len([name for name in now if name.startswith("players/")]) == 4
    assert read_page(site, "games.html").rows()[0][1].one("a").attrs["href"] == "games/1.html"
    assert crawl(site).broken == []
    # Nothing left beside it: no half-written folder, no old one.
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []
    # Written again in full: the second game is back.
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[:1] == (0,)
    assert set(site_files(site)) == files
    # Published: readable by the web server serving it (0644 a file, 0755 a folder), written by its owner.
    assert {stat.S_IMODE(p.stat().st_mode) for p in site.rglob("*") if p.is_file()} == {0o644}
    assert {stat.S_IMODE(p.stat().st_mode) for p in [site, *site.rglob("*")] if p.is_dir()} == {0o755}


def test_the_line_that_says_what_was_written_counts_one_game_in_the_singular(tmp_path: Path) -> None:
    database = _club(tmp_path)
    site = tmp_path / "site"
    status, out, _ = tablekeeper("--database-url", database, "site", "-o", str(site), "--until", "2025-03-05")
    assert status == 0
    count = len(site_files(site)) - 1  # the mark apart
    assert out == f"Wrote {count} files to {site}: 4 players, 1 game.\n"


def test_a_folder_of_the_users_own_files_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    database = _club(tmp_path)
    documents = tmp_path / "documents"
    (documents / "letters").mkdir(parents=True)
    (documents / "thesis.txt").write_text("ten years of work\n", encoding="utf-8")
    (documents / "letters" / "index.html").write_text("<p>mine</p>\n", encoding="utf-8")
    before = _contents(documents)
    status, out, err = tablekeeper("--database-url", database, "site", "-o", str(documents))
    assert (status, out) == (2, "")
    assert err == REFUSED.format(path=documents)
    assert _contents(documents) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.db", "documents"]  # no part folder left
    # A file where the folder would be is refused too; an empty folder is written.
    file = tmp_path / "site.html"
    file.write_text("mine\n", encoding="utf-8")
    status, out, err = tablekeeper("--database-url", database, "site", "-o", str(file))
    assert (status, out) == (2, "")
    assert err == (
        f"tablekeeper: {file} is a file, not a folder: a site is written as a folder of its own, so nothing was "
        "written.\n"
    )
    assert file.read_text(encoding="utf-8") == "mine\n"
    empty = tmp_path / "empty"
    empty.mkdir()
    assert tablekeeper("--database-url", database, "site", "-o", str(empty))[:1] == (0,)
    assert (empty / "index.html").is_file()


def test_an_empty_database_makes_a_site_that_says_no_game_was_finished(tmp_path: Path) -> None:
    database = str(tmp_path / "empty.db")
    with Session.open(database) as service:
        unfinished = service.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        service.table.record(unfinished.id, Ron(1, (Win(0, 3, 40),)))  # not finished: not on the site
    site = tmp_path / "site"
    status, out, err = tablekeeper("--database-url", database, "site", "-o", str(site))
    assert (status, err) == (0, "")
    assert out == f"Wrote 3 files to {site}: 0 players, 0 games.\n"
    followed = crawl(site)
    assert followed.broken == []
    assert {name: page.problems for name, page in followed.pages.items() if page.problems} == {}
    index = read_page(site, "index.html")
    assert "No finished game." in [p.text() for p in index.root.one("main").all("p")]
    assert index.root.all("table") == []
    assert "No finished game." in [p.text() for p in read_page(site, "games.html").root.one("main").all("p")]
    assert set(site_files(site)) == {".tablekeeper-site", "index.html", "games.html", "site.css"}


GOOD = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A page</title>
<link rel="stylesheet" href="site.css">
</head>
<body>
<h1>A page</h1>
<p>Aki &amp; Ben<br><img src="chart.svg" alt="A chart"></p>
<table><tbody><tr><td><a href="other.html">other</a></td></tr></tbody></table>
</body>
</html>
"""


@pytest.mark.parametrize(
    ("broken", "problem"),
    [
        (GOOD.replace("<!doctype html>\n", ""), "does not start with <!doctype html>"),
        (GOOD.replace("</p>", ""), "</body> closes <p>"),
        (GOOD.replace("<br>", "<br></br>"), "</br> (a void element)"),
        (GOOD.replace("Aki &amp; Ben", "Aki & Ben"), "an & not escaped"),
        (GOOD.replace("Aki &amp; Ben", "Aki < Ben"), "a < not escaped"),
        (GOOD.replace(' alt="A chart"', ""), "an image without its alternative text"),
        (GOOD.replace(' alt="A chart"', ' alt=" "'), "an image without its alternative text"),
        (GOOD.replace("<title>A page</title>", "<title></title>"), "1 <title>, or an empty one"),
        (GOOD.replace("<h1>A page</h1>", "<h1>A</h1><h1>B</h1>"), "2 <h1>, not one"),
        (GOOD.replace("<p>", "<p><div>").replace("</p>", "</div></p>"), "<div> inside <p>"),
        (GOOD.replace("<tbody><tr><td>", "<tbody><td>").replace("</td></tr>", "</td>"), "<td> inside <tbody>"),
        (GOOD.replace("<h1>", "<script>x()</script><h1>"), "a <script> element"),
        (GOOD.replace('<img src="chart.svg"', '<img onload="x()" src="chart.svg"'), "an attribute onload"),
        (GOOD.replace("<h1>A page</h1>", "<h1>A page</h1><div/>"), "<div/> (not a void element)"),
    ],
)
def test_the_page_checks_find_what_a_browser_would_forgive(tmp_path: Path, broken: str, problem: str) -> None:
    (tmp_path / "good.html").write_text(GOOD, encoding="utf-8")
    assert read_page(tmp_path, "good.html").problems == []
    (tmp_path / "broken.html").write_text(broken, encoding="utf-8")
    assert any(problem in found for found in read_page(tmp_path, "broken.html").problems), problem


def test_the_crawl_finds_a_link_to_nowhere_or_to_the_internet(tmp_path: Path) -> None:
    (tmp_path / "site.css").write_text("body { background: url('https://example.com/a.png') }\n", encoding="utf-8")
    (tmp_path / "chart.svg").write_text("<svg/>", encoding="utf-8")
    (tmp_path / "index.html").write_text(
        GOOD.replace("other.html", "https://example.com/").replace("<h1>A page</h1>", '<h1><a href="../x">x</a></h1>'),
        encoding="utf-8",
    )
    broken = crawl(tmp_path).broken
    assert len(broken) == 3
    assert any("https://example.com/'" in b and b.startswith("index.html") for b in broken)
    assert any("'../x' leads to no file" in b for b in broken)
    assert any(b.startswith("site.css") for b in broken)
    os.remove(tmp_path / "chart.svg")
    assert len(crawl(tmp_path).broken) == 4


def test_a_players_page_keeps_its_address_when_a_new_player_joins(tmp_path: Path) -> None:
    # pages.py numbers the players "by name, so that a player's page keeps its address from one site to the next":
    # a link to Eri's page, shared after one club night, still leads to Eri's page after the next one.
    database = _club(tmp_path)
    site = tmp_path / "site"

    def addresses() -> dict[str, str]:
        assert tablekeeper("--database-url", database, "site", "-o", str(site))[:1] == (0,)
        return {row[1].text(): row[1].one("a").attrs["href"] for row in read_page(site, "index.html").rows()}

    before = addresses()
    with Session.open(database) as service:
        game = service.table.create_game(["Abe", "Aki", "Ben", "Chie"], started_at=datetime(2025, 3, 15, 19))
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
        service.table.finish(game.id)
    after = addresses()
    assert set(after) == {*before, "Abe"}
    assert {name: after[name] for name in before} == before


def test_a_site_write_killed_midway_leaves_the_old_site_and_the_next_write_clears_its_leftovers(
    tmp_path: Path,
) -> None:
    """kill -9 while the new folder is written: the old site is whole (the new one is only its .part sibling);
    the next write takes the old site's place and deletes what the killed one left."""
    database = _club(tmp_path)
    site = tmp_path / "site"
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[0] == 0
    before = _contents(site)
    command = [sys.executable, "-m", "tablekeeper", "--database-url", database, "site", "-o", str(site)]
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    writer = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # Stopped once its new folder has a file in it (or at once, if it finished first).
    for _ in range(2000):
        parts = list(tmp_path.glob(".site.*.part"))
        if (parts and any(parts[0].iterdir())) or writer.poll() is not None:
            break
        time.sleep(0.005)
    writer.kill()
    writer.wait()
    assert _contents(site) == before or writer.returncode == 0  # whole: the old one, or (too fast to kill) the new
    assert tablekeeper("--database-url", database, "site", "-o", str(site))[0] == 0
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".site.")) == []
    assert _contents(site).keys() == before.keys()
