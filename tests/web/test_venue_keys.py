"""The venue's keys: a table's key opens its own table's page and game and nothing else; a key that opens nothing
is refused (403) in a sentence that shows nothing of the event; the organiser renews a table's key; keys survive
a restart (a new VenueKeys over the same keys file) and expire with their round."""

from __future__ import annotations

import html
import re

import pytest

from tablekeeper.web.keys import VenueKeys
from tests.web.venue_client import Night, mentions_event, ron
from tests.web.venue_night import PLAYERS


def _before_script(page: str) -> str:
    return page.split("<script", 1)[0]


@pytest.mark.parametrize("index", [0, 1])
def test_a_tables_key_opens_its_page_with_its_four_players(night: Night, index: int) -> None:
    table = night.venue.tables()[index]
    answer = night.client.get(f"/t/{night.table_key(index)}")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    readable = _before_script(answer.text)
    for name in table.seats:
        assert f'<span class="name">{html.escape(name)}</span>' in readable
    others = set(PLAYERS) - set(table.seats)
    assert not [name for name in others if f'<span class="name">{name}</span>' in answer.text]
    assert f"Round {table.round}, table {table.table}" in readable


def test_a_tables_key_only_ever_changes_its_own_game(night: Night) -> None:
    key_1 = night.table_key(0)
    state = night.state(key_1)
    answer = night.change(key_1, "record", state["revision"], result=ron(2, 1))
    assert answer.status_code == 200, answer.text
    assert answer.json()["state"]["table"] == 1
    assert len(answer.json()["state"]["hands"]) == 1

    table_1, table_2 = night.venue.tables()
    assert table_1.game_id is not None
    assert len(night.session.table.game(table_1.game_id).hands) == 1
    # Table 2's game: not opened by table 1's change, or opened with no hand.
    if table_2.game_id is not None:
        assert night.session.table.game(table_2.game_id).hands == ()
    other = night.state(night.table_key(1))
    assert other["table"] == 2 and other["hands"] == []
    assert other["game"] != state["game"]
    assert len(night.session.table.game(other["game"]).hands) == 0


BAD_KEYS = [
    "made-up-key",
    "A" * 32,
    "%20",
    "%00",
    "_" * 40,
    "x" * 500,
    "%E2%80%8B",
]


def _assert_refusal_without_event(answer) -> None:  # type: ignore[no-untyped-def]
    assert answer.status_code == 403, answer.text
    text = answer.text
    assert "Traceback" not in text
    assert mentions_event(text) == []
    if answer.headers["content-type"].startswith("application/json"):
        said = answer.json()["refusal"]
    else:
        found = re.search(r'<p role="alert">(.*?)</p>', text, re.S)
        assert found is not None, text
        said = html.unescape(found.group(1))
    assert said.strip().endswith(".") and len(said.split()) >= 4


@pytest.mark.parametrize("key", BAD_KEYS)
@pytest.mark.parametrize("route", ["", "/state", "/stream"])
def test_a_made_up_key_is_refused_in_a_sentence(night: Night, key: str, route: str) -> None:
    _assert_refusal_without_event(night.client.get(f"/t/{key}{route}"))


@pytest.mark.parametrize("key", BAD_KEYS)
@pytest.mark.parametrize("route", ["preview", "change"])
def test_a_made_up_key_cannot_send(night: Night, key: str, route: str) -> None:
    answer = night.client.post(f"/t/{key}/{route}", json={"kind": "record", "revision": 0, "result": ron(2, 1)})
    _assert_refusal_without_event(answer)
    assert all(table.game_id is None for table in night.venue.tables())


@pytest.mark.parametrize("key", BAD_KEYS)
def test_a_made_up_key_opens_no_organiser_page(night: Night, key: str) -> None:
    _assert_refusal_without_event(night.client.get(f"/o/{key}"))


@pytest.mark.parametrize("route", ["", "/state", "/stream"])
def test_the_organisers_key_opens_no_table(night: Night, route: str) -> None:
    _assert_refusal_without_event(night.client.get(f"/t/{night.organiser_key()}{route}"))


def test_the_organisers_key_cannot_send_a_change(night: Night) -> None:
    body = {"kind": "riichi", "entry": "6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4", "revision": 0, "seat": 0}
    _assert_refusal_without_event(night.client.post(f"/t/{night.organiser_key()}/change", json=body))
    assert all(table.game_id is None for table in night.venue.tables())


def test_a_tables_key_opens_no_organiser_page(night: Night) -> None:
    _assert_refusal_without_event(night.client.get(f"/o/{night.table_key(0)}"))
    answer = night.client.post(f"/o/{night.table_key(0)}/renew", data={"round": "1", "table": "1"})
    _assert_refusal_without_event(answer)


def test_the_organisers_key_opens_the_organisers_page(night: Night) -> None:
    answer = night.client.get(f"/o/{night.organiser_key()}")
    assert answer.status_code == 200
    assert "Thursday" in answer.text
    for table in night.venue.tables():
        assert ", ".join(table.seats) in answer.text


def test_the_root_says_to_scan_and_names_nobody(night: Night) -> None:
    answer = night.client.get("/")
    assert answer.status_code == 200
    assert "Scan the code on your table" in answer.text
    assert mentions_event(answer.text) == []


def test_renewing_a_tables_key_on_the_organisers_page(night: Night) -> None:
    old = night.table_key(0)
    other = night.table_key(1)
    assert night.client.get(f"/t/{old}").status_code == 200
    answer = night.client.post(
        f"/o/{night.organiser_key()}/renew", data={"round": "1", "table": "1"}, follow_redirects=False
    )
    assert answer.status_code == 303, answer.text
    assert answer.headers["location"] == f"/o/{night.organiser_key()}"
    new = night.venue.key_of(night.venue.table_opens(night.venue.tables()[0]))
    assert new != old
    _assert_refusal_without_event(night.client.get(f"/t/{old}"))
    assert night.client.get(f"/t/{new}").status_code == 200
    assert night.client.get(f"/t/{other}").status_code == 200  # table 2's key is untouched


def test_a_renewed_key_refuses_the_old_one(night: Night) -> None:
    """The same renewal as the organiser's button, made on the venue (the route's form aside)."""
    old = night.table_key(0)
    new = night.venue.renew(1, 1)
    assert new != old and new == night.table_key(0)
    _assert_refusal_without_event(night.client.get(f"/t/{old}"))
    _assert_refusal_without_event(night.client.get(f"/t/{old}/state"))
    assert night.client.get(f"/t/{new}").status_code == 200


def test_renewing_a_table_that_is_not_played_is_refused(night: Night) -> None:
    for round_text, table_text in [("1", "3"), ("2", "1"), ("x", "1"), ("", ""), ("1" * 9, "1")]:
        answer = night.client.post(f"/o/{night.organiser_key()}/renew", data={"round": round_text, "table": table_text})
        assert 400 <= answer.status_code < 500, answer.text
        assert "Traceback" not in answer.text


def test_a_key_survives_a_new_venue_keys_over_the_same_file(night: Night) -> None:
    database = str(night.session.database.location)
    path = night.tmp_path / "keys.json"
    opens = night.venue.table_opens(night.venue.tables()[0])
    before = night.venue.key_of(opens)
    assert VenueKeys(database, path).key(opens) == before
    assert VenueKeys(database, path).key(night.venue.organiser()) == night.organiser_key()

    renewed = night.venue.renew(1, 1)
    again = VenueKeys(database, path)
    assert again.key(opens) == renewed != before
    assert again.find(before, [opens]) is None
    assert again.find(renewed, [opens]) == opens


def test_keys_expire_with_their_round(night: Night) -> None:
    session, venue = night.session, night.venue
    round_1 = [night.table_key(0), night.table_key(1)]
    for key in round_1:
        assert night.client.get(f"/t/{key}").status_code == 200
    session.events.seat_rounds(venue.event_id, 1, seed=8)
    venue.refresh()  # what the server's follower does when another writer changed the event
    # Round 1 still being played: its keys still work, round 2's tables are not yet open.
    assert [t.round for t in venue.tables()] == [1, 1]
    for key in round_1:
        assert night.client.get(f"/t/{key}/state").status_code == 200
    for table in venue.tables():
        assert table.game_id is not None
        session.table.finish(table.game_id)
    venue.refresh()
    assert [t.round for t in venue.tables()] == [2, 2]
    for key in round_1:
        _assert_refusal_without_event(night.client.get(f"/t/{key}"))
        _assert_refusal_without_event(night.client.get(f"/t/{key}/state"))
    for index, table in enumerate(venue.tables()):
        answer = night.client.get(f"/t/{night.table_key(index)}")
        assert answer.status_code == 200
        assert f"Round 2, table {table.table}" in answer.text
        assert night.table_key(index) not in round_1
