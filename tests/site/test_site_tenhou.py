"""`tablekeeper site` over the 110 real Tenhou games of ../shared/data/tenhou (issue 33, part 2, "Done when").

The games are imported once; the site is written once in English, once with ``--names initials`` and once in French.
Each is followed from index.html as a browser would (tests/site/site_pages.py): every link and image leads to a file
of the folder, nothing comes from the internet, every page is HTML5 of balanced markup with its language, its title
and one heading, every chart an SVG with its title and description, and no file is left unreached. The ranking and
each player's figures are then checked against the logs themselves (read here from the XML, as
tests/conformance/test_tenhou_stats.py reads them, without our importer), the ranking's order against
`tablekeeper stats --json`.
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from urllib.parse import unquote

import pytest

from tablekeeper.service import AlreadyImported, Session
from tests.conformance.test_tenhou_stats import _logged, _xml
from tests.site.site_pages import (
    MARK,
    Crawl,
    absolute_urls,
    crawl,
    read_page,
    site_files,
    svg_problems,
    tablekeeper,
)
from tests.tenhou_data import mjlog_files

pytestmark = pytest.mark.conformance

SITES = ("english", "initials", "french")
LANGUAGE = {"english": "en", "initials": "en", "french": "fr"}
OPTIONS = {"english": [], "initials": ["--names", "initials"], "french": ["--language", "fr"]}
PLACES = ("1st", "2nd", "3rd", "4th")


@dataclass
class Tenhou:
    """The imported games, the three sites written from them, and what the logs and `stats --json` say."""

    folders: dict[str, Path]
    games: dict[int, Path]
    """Each game's id, and the mjlog it was imported from (a game in two folders is imported once)."""
    seats: dict[int, tuple[str, str, str, str]]
    """Each game's four names, as the log's UN element gives them (URL-decoded), seat 0 first."""
    logged: dict[str, Counter[str]]
    scores: dict[str, Fraction]
    stats: list[dict[str, object]]


def _seated(root) -> tuple[str, str, str, str]:
    """The four names of a log: its first UN element's n0..n3, URL-decoded (UTF-8)."""
    first = next(element for element in root if element.tag == "UN" and element.get("n0") is not None)
    names = [unquote(first.get(f"n{seat}", "")) for seat in range(4)]
    return (names[0], names[1], names[2], names[3])


@pytest.fixture(scope="module")
def tenhou(tmp_path_factory: pytest.TempPathFactory) -> Tenhou:
    files = mjlog_files()
    folder = tmp_path_factory.mktemp("tenhou-site")
    database = str(folder / "tenhou.db")
    games: dict[int, Path] = {}
    with Session.open(database) as service:
        for path in files:
            try:
                (game_id,) = service.transfer.import_tenhou(path)
            except AlreadyImported:  # the same game in two folders: counted once, as the conformance tests do
                continue
            games[game_id] = path
    assert len(games) >= 100  # the whole conformance set, not a few games
    seats: dict[int, tuple[str, str, str, str]] = {}
    logged: dict[str, Counter[str]] = defaultdict(Counter)
    scores: dict[str, Fraction] = defaultdict(Fraction)
    for game_id, path in games.items():
        root = _xml(path)
        seats[game_id] = _seated(root)
        _logged(root, seats[game_id], logged, scores)
    folders = {}
    for site in SITES:
        folders[site] = folder / site
        status, out, err = tablekeeper("--database-url", database, "site", "-o", str(folders[site]), *OPTIONS[site])
        assert (status, err) == (0, "")
        assert out.endswith(f": {len(logged)} players, {len(games)} games.\n")
    status, out, err = tablekeeper("--database-url", database, "stats", "--json")
    assert (status, err) == (0, "")
    return Tenhou(folders, games, seats, dict(logged), dict(scores), json.loads(out)["tables"][0]["ranking"])


@pytest.fixture(scope="module")
def crawls(tenhou: Tenhou) -> dict[str, Crawl]:
    """Each site followed from its index.html, once."""
    return {site: crawl(tenhou.folders[site]) for site in SITES}


def _signed(score: Fraction) -> str:
    """A +/- score as the site prints it: its sign, one decimal ("+41.0", "-7.5", "+0.0")."""
    assert (score * 10).denominator == 1  # Tenhou's scores are whole or tenths
    return f"{float(score):+.1f}"


# --- 1. every link, page and chart ---


@pytest.mark.parametrize("site", SITES)
def test_every_link_image_and_style_sheet_leads_to_a_file_of_the_folder(
    tenhou: Tenhou, crawls: dict[str, Crawl], site: str
) -> None:
    assert crawls[site].broken == []
    assert absolute_urls(tenhou.folders[site]) == []  # nothing from the internet, not even in a chart


@pytest.mark.parametrize("site", SITES)
def test_every_page_is_well_formed_html5_in_the_sites_language(tenhou: Tenhou, site: str) -> None:
    pages = [name for name in site_files(tenhou.folders[site]) if name.endswith(".html")]
    assert len(pages) == 2 + len(tenhou.games) + len(tenhou.logged)  # the ranking, the games, a page each
    problems = {}
    for name in pages:
        page = read_page(tenhou.folders[site], name)
        wrong = list(page.problems)
        if page.html.attrs.get("lang") != LANGUAGE[site]:
            wrong.append(f"lang={page.html.attrs.get('lang')!r}")
        if wrong:
            problems[name] = wrong
    assert problems == {}


@pytest.mark.parametrize("site", SITES)
def test_every_chart_is_an_svg_image_with_its_title_and_description(tenhou: Tenhou, site: str) -> None:
    charts = {name: path for name, path in site_files(tenhou.folders[site]).items() if name.endswith(".svg")}
    assert len(charts) >= len(tenhou.games) + 2 * len(tenhou.logged)  # a game's, a player's +/- and places at least
    assert {name: problems for name, path in charts.items() if (problems := svg_problems(path))} == {}


@pytest.mark.parametrize("site", SITES)
def test_every_file_of_the_site_is_reached_from_the_ranking(
    tenhou: Tenhou, crawls: dict[str, Crawl], site: str
) -> None:
    files = set(site_files(tenhou.folders[site]))
    assert MARK in files
    assert files - {MARK} - crawls[site].reached == set()  # no orphan page, chart or style sheet


# --- 2. the figures are the logs' own ---


def test_the_ranking_is_the_order_of_stats_and_its_totals_are_the_logs(tenhou: Tenhou) -> None:
    index = read_page(tenhou.folders["english"], "index.html")
    rows = [[cell.text() for cell in row] for row in index.rows()]
    # stats --json is the reference of the ranking's order (equal totals included).
    assert [row[1] for row in rows] == [player["name"] for player in tenhou.stats]
    assert [row[0] for row in rows] == [str(place) for place in range(1, len(rows) + 1)]
    totals = [tenhou.scores[row[1]] for row in rows]
    assert totals == sorted(totals, reverse=True)  # by total +/- score, best first
    assert {row[1]: (row[2], row[3]) for row in rows} == {
        name: (str(counts["games"]), _signed(tenhou.scores[name])) for name, counts in tenhou.logged.items()
    }


def test_each_players_page_gives_the_logs_figures(tenhou: Tenhou) -> None:
    folder = tenhou.folders["english"]
    index = read_page(folder, "index.html")
    got, expected = {}, {}
    for row in index.rows():
        name = row[1].text()
        page = read_page(folder, row[1].one("a").attrs["href"])
        assert page.h1() == name
        figures = page.figures()
        got[name] = {label: figures[label] for label in ("Games", "Total", "Places", "Wins", "Deal-ins", "Riichi")}
        counts = tenhou.logged[name]
        expected[name] = {
            "Games": str(counts["games"]),
            "Total": _signed(tenhou.scores[name]),
            "Places": " / ".join(str(counts[f"place_{place}"]) for place in range(1, 5)),
            "Wins": str(counts["wins"]),
            "Deal-ins": str(counts["deal_ins"]),
            "Riichi": str(counts["riichi"]),
        }
        # The page lists each of the player's games, each a link to a game of theirs.
        played = [int(re.fullmatch(r"\.\./games/(\d+)\.html", r[1].one("a").attrs["href"])[1]) for r in page.rows()]
        assert sorted(played) == sorted(g for g, names in tenhou.seats.items() if name in names), name
    assert got == expected


def test_each_games_page_gives_the_logs_final_standings(tenhou: Tenhou) -> None:
    folder = tenhou.folders["english"]
    got, expected = {}, {}
    for game_id, path in tenhou.games.items():
        page = read_page(folder, f"games/{game_id}.html")
        got[game_id] = [(row[0].text(), row[1].text(), row[2].text(), row[5].text()) for row in page.rows()]
        owari = [e.get("owari", "") for e in _xml(path) if e.get("owari")][-1].split(",")
        points = [int(owari[2 * seat]) * 100 for seat in range(4)]
        order = sorted(range(4), key=lambda seat: (-points[seat], seat))  # ties: seat order, as Tenhou places them
        expected[game_id] = [
            (PLACES[place], tenhou.seats[game_id][seat], f"{points[seat]:,}", _signed(Fraction(owari[2 * seat + 1])))
            for place, seat in enumerate(order)
        ]
    assert got == expected
    listed = read_page(folder, "games.html").rows()
    assert len(listed) == len(tenhou.games)


# --- 4. --names initials ---


def _searched(name: str, initials: str) -> bool:
    """Whether a full name can be looked for in the site's files at all.

    Not: a name published as itself (no letter in it: "（＊＞＜）" has no initial to give); a name of one or
    two characters ("61", "U1", "独歩"), which the site's own text holds without naming anyone ("61" inside
    "gm-0061", the points "61,000", a chart's coordinates); a name of digits only ("1309", "337045"), which a game's
    Tenhou id, its points and the charts' coordinates hold as well."""
    return initials != name and len(name) > 2 and not name.isdigit()


def _texts(folder: Path) -> dict[str, str]:
    """Every HTML page's and chart's text, its character references read ("&amp;" is "&"), by file."""
    import html

    return {
        name: html.unescape(path.read_text(encoding="utf-8"))
        for name, path in site_files(folder).items()
        if name.endswith((".html", ".svg"))
    }


def test_initials_publish_no_full_name_and_each_players_initials(tenhou: Tenhou) -> None:
    folder = tenhou.folders["initials"]
    index = read_page(folder, "index.html")
    shown = [row[1].text() for row in index.rows()]
    names = [player["name"] for player in tenhou.stats]
    assert len(set(shown)) == len(shown) == len(names)  # two players never share a published name
    for name, published in zip(names, shown, strict=True):
        if published == name:
            assert not any(ch.isalpha() for ch in name), name  # only a name of no letter stays whole
            continue
        # "A. T.", "い.", "A. T. 2" (the second of the same initials): one character and a point a word of the name.
        match = re.fullmatch(r"((?:\S\. )*\S\.)(?: (\d+))?", published)
        assert match is not None, (name, published)
        letters = match[1].split(" ")
        first = next(ch for ch in name if ch.isalpha())
        assert letters[0] == first.upper() + ".", (name, published)
        assert all(letter[0] in name or letter[0].lower() in name for letter in letters), (name, published)
    # The player's page, the games' standings and the games list name the player as the ranking does.
    for row in index.rows():
        page = read_page(folder, row[1].one("a").attrs["href"])
        assert page.h1() == row[1].text()
    published = set(shown)
    for game_id in tenhou.games:
        standings = read_page(folder, f"games/{game_id}.html").rows()
        assert {row[1].text() for row in standings} <= published
    # No full name anywhere: not in a page, a title, a chart's legend or its description.
    every = {name for names in tenhou.seats.values() for name in names}
    initial = dict(zip(names, shown, strict=True))
    searched = sorted(name for name in every if _searched(name, initial[name]))
    assert len(searched) > len(every) * 3 // 4  # the rule leaves most names to look for
    texts = _texts(folder)
    found = {name: sorted(f for f, text in texts.items() if name in text)[:3] for name in searched}
    assert {name: files for name, files in found.items() if files} == {}


def test_initials_leave_a_title_that_names_no_player_as_it_is(tenhou: Tenhou) -> None:
    # A game's title with a player's name in it carries their initials instead; a title with no name in it is the
    # game's own. "Tenhou 2010060416gm-0061-0000-2d91fbe3" names nobody: the player "61" is not in "0061" any more
    # than "Ben" is in "Bento".
    every = {name for names in tenhou.seats.values() for name in names}
    got, expected = {}, {}
    for game_id in tenhou.games:
        title = read_page(tenhou.folders["english"], f"games/{game_id}.html").h1()
        named = [n for n in every if re.search(rf"(?<![0-9A-Za-z]){re.escape(n)}(?![0-9A-Za-z])", title)]
        if not named:
            got[game_id] = read_page(tenhou.folders["initials"], f"games/{game_id}.html").h1()
            expected[game_id] = title
    assert len(expected) == len(tenhou.games)  # the Tenhou games' titles are their ids
    assert got == expected


# --- 5. --language fr ---


def test_the_french_site_says_classement_and_writes_a_decimal_comma(tenhou: Tenhou) -> None:
    french, english = tenhou.folders["french"], tenhou.folders["english"]
    index = read_page(french, "index.html")
    assert index.html.attrs["lang"] == "fr"
    assert index.root.all("h2")[0].text() == "Classement"
    for game_id in list(tenhou.games)[:5]:
        fr = [row[5].text() for row in read_page(french, f"games/{game_id}.html").rows()]
        en = [row[5].text() for row in read_page(english, f"games/{game_id}.html").rows()]
        assert all(re.fullmatch(r"[+-]\d+,\d", score) for score in fr), fr  # "+41,0"
        assert fr == [score.replace(".", ",") for score in en]
    first = read_page(french, "index.html").rows()[0]
    assert re.fullmatch(r"\+\d[\d\u202f\u00a0 ]*,\d", first[3].text())  # the ranking's total too
