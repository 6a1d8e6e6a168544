"""A name, a title or a venue with HTML in it is text on every page and in every chart of `tablekeeper site`: never
markup, never a script (issue 33, part 2). Four such players play a game of their own and an event's table."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session
from tests.site.site_pages import absolute_urls, crawl, read_page, site_files, svg_problems, tablekeeper

SCRIPT = "<script>alert(1)</script>"
QUOTED = 'A & B "q"'
PLAYERS = (SCRIPT, QUOTED, "O'Hara <b>bold</b>", "Dai <img src=x onerror=alert(2)>")
TITLE = '<script>alert(3)</script> Monday & "night"'
VENUE = "<i>Club</i> & bar"
EVENT = "<script>alert(4)</script> Cup & co"


@dataclass
class Sites:
    full: Path
    initials: Path


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> Sites:
    folder = tmp_path_factory.mktemp("escaped-site")
    database = str(folder / "club.db")
    with Session.open(database) as service:
        game = service.table.create_game(PLAYERS, title=TITLE, venue=VENUE, started_at=datetime(2025, 3, 1, 19))
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))
        service.table.record(game.id, Tsumo(Win(2, 5)))
        service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))
        service.table.finish(game.id)
        event = service.events.create_event(EVENT, RuleSet(), list(PLAYERS))
        service.events.seat_rounds(event.id, 1, seed=1)
        table = service.events.open_table(event.id, 1, 1)
        service.table.record(table, Ron(1, (Win(0, 3, 40),)))
        service.table.finish(table)
    for name, options in (("full", []), ("initials", ["--names", "initials"])):
        status, out, err = tablekeeper("--database-url", database, "site", "-o", str(folder / name), *options)
        assert (status, err) == (0, "")
        assert out.endswith(": 4 players, 2 games.\n")
    return Sites(folder / "full", folder / "initials")


def _marked_up(folder: Path) -> dict[str, str]:
    return {
        name: path.read_text(encoding="utf-8")
        for name, path in site_files(folder).items()
        if name.endswith((".html", ".svg"))
    }


@pytest.mark.parametrize("which", ["full", "initials"])
def test_the_site_of_such_names_is_still_well_formed_and_whole(sites: Sites, which: str) -> None:
    folder = getattr(sites, which)
    followed = crawl(folder)
    assert followed.broken == []
    assert absolute_urls(folder) == []
    assert {"events/1.html", "games/1.html", "games/2.html"} <= set(followed.pages)
    assert {name: page.problems for name, page in followed.pages.items() if page.problems} == {}
    charts = [name for name in site_files(folder) if name.endswith(".svg")]
    assert {name: p for name in charts if (p := svg_problems(folder / name))} == {}
    assert set(site_files(folder)) - followed.reached == {".tablekeeper-site"}


@pytest.mark.parametrize("which", ["full", "initials"])
def test_no_file_holds_a_tag_of_a_name_title_or_venue(sites: Sites, which: str) -> None:
    texts = _marked_up(getattr(sites, which))
    for tag in ("<script", "<b>", "<i>", "<img src=x"):
        assert [name for name, text in texts.items() if tag in text.lower()] == [], tag
    # Every & of the text is a character reference: "A & B" is written "A &amp; B".
    assert [name for name, text in texts.items() if re.search(r"&(?![a-z]+;|#[0-9]+;|#x[0-9a-f]+;)", text)] == []


def test_the_names_title_and_venue_are_shown_escaped_as_they_were_typed(sites: Sites) -> None:
    folder = sites.full
    texts = _marked_up(folder)
    escaped = "&lt;script&gt;alert(1)&lt;/script&gt;"
    for name in ("index.html", "games.html", "games/1.html", "games/2.html", "events/1.html", "charts/game-1.svg"):
        assert escaped in texts[name], name
        assert "A &amp; B " in texts[name], name
    index = read_page(folder, "index.html")
    assert {row[1].text() for row in index.rows()} == set(PLAYERS)  # read back, the names are as typed
    assert [event.text() for event in index.root.one("ul").all("a")] == [EVENT]
    game = read_page(folder, "games/1.html")
    assert game.h1() == TITLE
    assert game.root.one("title").text() == TITLE
    assert f"Venue: {VENUE}" in game.root.one("main").text()
    assert [head.text() for head in game.root.all("th")[-4:]] == list(PLAYERS)
    # In an attribute too: the chart's alternative text names the players as they are.
    (chart,) = game.root.all("img")
    assert all(name in chart.attrs["alt"] for name in PLAYERS)
    assert read_page(folder, "events/1.html").h1() == EVENT
    for number in range(1, 5):
        page = read_page(folder, f"players/{number}.html")
        assert page.h1() in PLAYERS
        alts = [image.attrs["alt"] for image in page.root.all("img")]
        assert any(page.h1() in alt for alt in alts)
    # The charts are XML: their text read back is the name as typed.
    legend = html.unescape(texts["charts/game-1.svg"])
    assert all(name in legend for name in PLAYERS)


def test_initials_of_such_names_are_letters_only(sites: Sites) -> None:
    index = read_page(sites.initials, "index.html")
    shown = {row[1].text() for row in index.rows()}
    # A word's first letter or digit: "<script>alert(1)</script>" is one word, "S."; 'A & B "q"' has three words
    # with a letter (the "&" has none), "A. B. Q."; "<b>bold</b>" begins with the b of its tag.
    assert shown == {"S.", "A. B. Q.", "O. B.", "D. I. S. O."}
    texts = _marked_up(sites.initials)
    for name in PLAYERS:
        assert [f for f, text in texts.items() if name in html.unescape(text)] == [], name
