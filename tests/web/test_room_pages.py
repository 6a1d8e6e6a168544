"""The room's pages (issue 33, part 1): the event's page, for every phone in the room and the projector, shows the
standings as they stand (each game still played counted as it is, provisional), every round's seating with each
seat's score, the clock; a player's own code opens that player's page, their games of the event hand by hand with
its chart, and nobody else's; neither page changes anything. Every other key is refused on them, and theirs on every
other page; the organiser chooses whether the players' pages are listed on the event's page.

Club rules (25,000 to start and returned, no uma, no oka): a game's score is its points less 25,000, in thousands.
Round 1 (seed 7): table 1 is Gen (East), Dai, Eri, Fumi; table 2 is Hana (East), Aki, Ben, Chie. Dai's ron of 3 han
30 fu on Eri is 3,900 (30 x 2^5 = 960 basic points, x 4 = 3,840, rounded up): Dai +3.9, Eri -3.9 as it stands.
"""

from __future__ import annotations

import html
import re

from tablekeeper.rules.results import Ron, Win
from tests.web.test_venue_keys import _assert_refusal_without_event
from tests.web.venue_client import Night, ron

GEN, DAI, ERI, FUMI = 0, 1, 2, 3


def _rows(page: str) -> list[tuple[str, str, str, str]]:
    """The standings' rows of a page: place, name, games, total."""
    body = page.split('<table class="standings">', 1)[1].split("</table>", 1)[0]
    rows = re.findall(
        r"<tr><td>(\d+)</td><td>(?:<a [^>]*>)?([^<]+)(?:</a>)?</td><td class=\"n\">(\d+)</td>"
        r"<td class=\"n\">([^<]+)</td></tr>",
        body,
    )
    return [(place, html.unescape(name), games, total) for place, name, games, total in rows]


def _dai_wins(night: Night) -> None:
    key = night.table_key(0)
    made = night.change(key, "record", night.state(key)["revision"], result=ron(ERI, DAI))
    assert made.status_code == 200, made.text


def _room(night: Night) -> str:
    return night.venue.key_of(night.venue.room())


def _player(night: Night, name: str) -> str:
    entrant = next(n for n, shown in night.venue.entrants().items() if shown == name)
    return night.venue.key_of(night.venue.player(entrant))


def test_the_event_page_counts_each_game_as_it_stands(night: Night) -> None:
    _dai_wins(night)
    page = night.client.get(f"/e/{_room(night)}")
    assert page.status_code == 200
    assert "Provisional: a table is still playing" in page.text
    rows = _rows(page.text)
    by_name = {name: (place, total) for place, name, _, total in rows}
    assert by_name["Dai"] == ("1", "+3.9")
    assert by_name["Eri"] == ("8", "-3.9")
    # The six others at +0.0 share second place (the club's equal totals share their place).
    assert sorted(place for name, (place, total) in by_name.items() if name not in ("Dai", "Eri")) == ["2"] * 6
    assert {total for name, (_, total) in by_name.items() if name not in ("Dai", "Eri")} == {"+0.0"}
    # Each table of the round with its players by wind and their scores there.
    assert "<strong>Table 1</strong>: Gen +0.0, Dai +3.9, Eri -3.9, Fumi +0.0" in page.text
    assert "<strong>Table 2</strong>: Hana, Aki, Ben, Chie</li>" in page.text  # its game not started yet
    assert "/p/" not in page.text  # the players' pages are not listed unless the organiser says so


def test_the_event_page_shows_the_rounds_clock(night: Night) -> None:
    with night.venue.lock:
        night.session.clocks.start_clock(night.venue.event_id, 1)
    night.venue.refresh()
    page = night.client.get(f"/e/{_room(night)}")
    assert re.search(
        r'<p id="clock" data-left="\d+" data-words="Time left \{left\}">Time left 1:\d\d:\d\d</p>', page.text
    ), page.text


def test_a_players_code_opens_their_page_and_no_one_elses(night: Night) -> None:
    _dai_wins(night)
    page = night.client.get(f"/p/{_player(night, 'Dai')}")
    assert page.status_code == 200
    assert "<h1>Dai</h1>" in page.text
    assert "Place 1 of the event, +3.9 after 1 game" in page.text
    # His game hand by hand, with its chart (an SVG with its description for who cannot see it).
    assert '<span class="deal">East 1</span> Dai (3 han 30 fu) ron on Eri' in page.text
    assert "<svg" in page.text and 'aria-label="Points through the game.' in page.text
    # Who plays at the other table appears nowhere on his page.
    for other in ("Hana", "Aki", "Ben", "Chie"):
        assert other not in page.text
    # Another player's code opens that player's page, not Dai's.
    hana = night.client.get(f"/p/{_player(night, 'Hana')}")
    assert "<h1>Hana</h1>" in hana.text and "Dai" not in hana.text


def test_the_room_pages_take_only_their_own_keys(night: Night) -> None:
    room, dai, table, organiser = _room(night), _player(night, "Dai"), night.table_key(0), night.organiser_key()
    for path in (
        f"/p/{room}",
        f"/p/{table}",
        f"/p/{organiser}",
        f"/e/{dai}",
        f"/e/{table}",
        f"/t/{dai}",
        f"/t/{room}",
        f"/o/{dai}",
        f"/o/{room}",
        f"/t/{dai}/change",
        "/e/" + "x" * 32,
        "/p/" + "x" * 32,
    ):
        answer = night.client.post(path, json={}) if path.endswith("/change") else night.client.get(path)
        _assert_refusal_without_event(answer)
    # Read only: no page of theirs takes a change.
    assert night.client.post(f"/e/{room}", json={}).status_code == 405
    assert night.client.post(f"/p/{dai}", json={}).status_code == 405


def test_the_organiser_lists_the_players_pages_on_the_event_page(night: Night) -> None:
    organiser = night.organiser_key()
    made = night.client.post(
        f"/o/{organiser}/public",
        content="public=1",
        headers={"Content-Type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )
    assert made.status_code == 303
    page = night.client.get(f"/e/{_room(night)}").text
    links = dict(
        (html.unescape(name), href) for href, name in re.findall(r'<a href="[^"]*(/p/[^"]+)">([^<]+)</a>', page)
    )
    assert set(links) == {"Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana"}
    assert links["Dai"] == f"/p/{_player(night, 'Dai')}"
    night.client.post(
        f"/o/{organiser}/public", content="public=0", headers={"Content-Type": "application/x-www-form-urlencoded"}
    )
    assert "/p/" not in night.client.get(f"/e/{_room(night)}").text
    refused = night.client.post(
        f"/o/{organiser}/public", content="public=maybe", headers={"Content-Type": "application/x-www-form-urlencoded"}
    )
    assert refused.status_code == 400


def test_the_organiser_is_given_every_players_code(night: Night) -> None:
    answer = night.client.get(f"/o/{night.organiser_key()}/players").json()
    assert answer["room"].endswith(f"/e/{_room(night)}")
    assert [row["name"] for row in answer["players"]] == ["Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana"]
    dai = next(row for row in answer["players"] if row["name"] == "Dai")
    assert dai["url"].endswith(f"/p/{_player(night, 'Dai')}")
    assert answer["public"] is False


def test_the_event_page_speaks_french(night: Night) -> None:
    _dai_wins(night)
    page = night.client.get(f"/e/{_room(night)}?lang=fr").text
    assert '<html lang="fr">' in page
    assert "Provisoire" in page
    assert "Dai +3,9" in page


def test_a_player_not_published_is_player_n_on_the_room_pages_but_their_own(night: Night) -> None:
    """Eri asked not to be published: the event's page and the others' pages name her "Player N" (her number in
    the event); her own page, opened by her own code, names her."""
    night.session.library.set_published("Eri", False)
    _dai_wins(night)
    eri = next(n for n, name in night.venue.entrants().items() if name == "Eri")
    room = night.client.get(f"/e/{_room(night)}").text
    assert "Eri" not in room
    assert f"Player {eri}" in room
    dai = night.client.get(f"/p/{_player(night, 'Dai')}").text
    assert "Eri" not in dai  # her seat, the hand's result, the chart's legend and description
    assert f"Dai (3 han 30 fu) ron on Player {eri}" in dai
    own = night.client.get(f"/p/{_player(night, 'Eri')}").text
    assert "<h1>Eri</h1>" in own


def test_a_players_page_lists_their_games_of_the_season(night: Night) -> None:
    """Dai's loose game earlier this season (club rules): his dealer's ron of 3 han 40 fu on Ulla is 7,700 (40 x 2^5
    = 1,280 basic points, x 6 = 7,680, rounded up): 32,700, first, +7.7. His page lists it with his figures."""
    game = night.session.table.create_game(["Dai", "Ulla", "Vic", "Wes"])
    night.session.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
    night.session.table.finish(game.id)
    page = night.client.get(f"/p/{_player(night, 'Dai')}").text
    season = page.split('<table class="standings season">', 1)[1].split("</table>", 1)[0]
    rows = re.findall(
        r"<tr><td><a [^>]*>([\d-]+)</a><br>.*?</td><td>(\w+)</td><td class=\"n\">([\d,]+)</td>"
        r"<td class=\"n\">([^<]+)</td>",
        season,
    )
    assert [row[1:] for row in rows] == [("1st", "32,700", "+7.7")]
    assert "+/- score over the season" in page
    # The game opens hand by hand from his page; nobody else's code opens it, nor a game that is not his.
    link = f"/p/{_player(night, 'Dai')}/game/{game.id}"
    assert f'<a href="{link}">' in page
    shown = night.client.get(link)
    assert shown.status_code == 200
    assert '<span class="deal">East 1</span> Dai (3 han 40 fu) ron on Ulla' in shown.text
    assert "<svg" in shown.text
    for refused in (
        f"/p/{_player(night, 'Eri')}/game/{game.id}",
        f"/p/{_player(night, 'Dai')}/game/999",
        f"/p/{_player(night, 'Dai')}/game/x",
        f"/e/{_room(night)}/game/{game.id}",
    ):
        answer = night.client.get(refused)
        assert 400 <= answer.status_code < 500 and "Ulla" not in answer.text, refused


def test_a_player_not_published_is_player_n_on_their_tables_page_too(night: Night) -> None:
    """The table's page is read by whoever holds its code: Eri, not published, is "Player N" there too, in her seat,
    in the hands and in the payments a preview says."""
    night.session.library.set_published("Eri", False)
    eri = next(n for n, name in night.venue.entrants().items() if name == "Eri")
    key = night.table_key(0)
    page = night.client.get(f"/t/{key}").text
    assert "Eri" not in page and f"Player {eri}" in page
    preview = night.client.post(
        f"/t/{key}/preview", json={"revision": night.state(key)["revision"], "result": ron(ERI, DAI)}
    )
    assert f"Player {eri} pays Dai 3,900" in " ".join(preview.json()["lines"])
    _dai_wins(night)
    state = night.state(key)
    assert [seat["name"] for seat in state["seats"]] == ["Gen", "Dai", f"Player {eri}", "Fumi"]
    assert "Eri" not in str(state)
