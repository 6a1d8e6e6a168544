"""The changes a table's page sends: each stored exactly once (its entry), only on the game its page showed (its
revision), paid as the rules say (the preview and the stored scores), taken back by an undo, refused by the rules
in a sentence of the request's language; names escaped in the page; the live streams told of every change."""

from __future__ import annotations

import html
import json
import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.web.app import create_app
from tablekeeper.web.keys import VenueKeys
from tablekeeper.web.venue import Venue
from tests.web.venue_client import Night, french, ron

FRENCH = {"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"}


def _game_id(night: Night, index: int = 0) -> int:
    game_id = night.venue.tables()[index].game_id
    assert game_id is not None
    return game_id


def _points(state: dict[str, Any]) -> list[str]:
    return [seat["points"] for seat in state["seats"]]


# --- exactly once ---------------------------------------------------------------------------------------------------


def test_the_same_change_sent_twice_is_stored_once(night: Night) -> None:
    key = night.table_key(0)
    state = night.state(key)
    body = {"kind": "record", "entry": str(uuid.uuid4()), "revision": state["revision"], "result": ron(2, 1)}
    first = night.client.post(f"/t/{key}/change", json=body)
    assert first.status_code == 200, first.text
    assert first.json()["stored_before"] is False
    second = night.client.post(f"/t/{key}/change", json=body)  # the phone's retry: the answer to the first was lost
    assert second.status_code == 200, second.text
    assert second.json()["stored_before"] is True
    assert len(second.json()["state"]["hands"]) == 1
    assert second.json()["state"]["revision"] == first.json()["state"]["revision"]
    assert len(night.session.table.game(_game_id(night)).hands) == 1


def test_the_same_riichi_sent_twice_puts_one_stick(night: Night) -> None:
    key = night.table_key(0)
    body = {"kind": "riichi", "entry": str(uuid.uuid4()), "revision": night.state(key)["revision"], "seat": 1}
    assert night.client.post(f"/t/{key}/change", json=body).status_code == 200
    again = night.client.post(f"/t/{key}/change", json=body)
    assert again.status_code == 200
    assert again.json()["stored_before"] is True
    assert _points(again.json()["state"]) == ["25,000", "24,000", "25,000", "25,000"]
    assert set(night.session.table.game(_game_id(night)).pending_riichi) == {1}


def test_a_stale_revision_is_refused_and_nothing_is_stored(night: Night) -> None:
    key = night.table_key(0)
    state = night.state(key)
    made = night.change(key, "record", state["revision"], result=ron(2, 1))
    assert made.status_code == 200
    now = made.json()["state"]["revision"]
    assert now != state["revision"]
    # A second phone at the table still shows the game before that hand.
    stale = night.change(key, "record", state["revision"], result=ron(3, 0))
    assert stale.status_code == 409, stale.text
    refusal = stale.json()["refusal"]
    assert isinstance(refusal, str) and refusal.endswith(".") and len(refusal.split()) > 4
    assert stale.json()["state"]["revision"] == now
    assert len(stale.json()["state"]["hands"]) == 1
    assert len(night.session.table.game(_game_id(night)).hands) == 1
    assert night.session.table.game(_game_id(night)).revision == now


def test_a_stale_preview_is_refused(night: Night) -> None:
    key = night.table_key(0)
    state = night.state(key)
    assert night.change(key, "riichi", state["revision"], seat=0).status_code == 200
    answer = night.client.post(f"/t/{key}/preview", json={"revision": state["revision"], "result": ron(2, 1)})
    assert "lines" not in answer.json()
    assert answer.json()["refusal"]


# --- riichi, ron, undo: the club's rules --------------------------------------------------------------------------


def test_riichi_then_ron_pays_as_the_rules_say(night: Night) -> None:
    """Club rules: everybody starts with 25,000; seat 0 (Gen) deals East 1.

    Dai (seat 1, not the dealer) declares riichi: his stick of 1,000 goes on the table, 25,000 - 1,000 = 24,000.
    Eri (seat 2) deals in to Dai's 3 han 30 fu: a non-dealer's ron, base 30 x 2^(2+3) = 960, x4 = 3,840, rounded up
    to 3,900, all paid by the discarder. The stick on the table goes back to the winner: Dai 24,000 + 3,900 + 1,000
    = 28,900; Eri 25,000 - 3,900 = 21,100; Gen and Fumi keep 25,000. Over the hand Dai is +3,900."""
    key = night.table_key(0)
    state = night.state(key)
    assert [seat["name"] for seat in state["seats"]] == ["Gen", "Dai", "Eri", "Fumi"]
    assert state["seats"][0]["dealer"] is True

    riichi = night.change(key, "riichi", state["revision"], seat=1)
    assert riichi.status_code == 200, riichi.text
    state = riichi.json()["state"]
    assert _points(state) == ["25,000", "24,000", "25,000", "25,000"]
    assert state["seats"][1]["riichi"] is True

    preview = night.client.post(f"/t/{key}/preview", json={"revision": state["revision"], "result": ron(2, 1)})
    assert preview.status_code == 200, preview.text
    lines = preview.json()["lines"]
    assert "Dai: 3 han 30 fu" in lines
    assert "Eri pays Dai 3,900 (hand)" in lines
    assert "the table pays Dai 1,000 (deposits)" in lines
    assert lines[-4:] == ["Gen 0 → 25,000", "Dai +3,900 → 28,900", "Eri -3,900 → 21,100", "Fumi 0 → 25,000"]
    assert len(night.session.table.game(_game_id(night)).hands) == 0  # a preview stores nothing

    made = night.change(key, "record", state["revision"], result=ron(2, 1))
    assert made.status_code == 200, made.text
    after = made.json()["state"]
    assert _points(after) == ["25,000", "28,900", "21,100", "25,000"]
    assert after["hands"][0]["deltas"] == ["0", "+3,900", "-3,900", "0"]
    assert not any(seat["riichi"] for seat in after["seats"])
    stored = night.session.table.game(_game_id(night))
    assert len(stored.hands) == 1
    table = stored.table if stored.table is not None else stored.state
    assert list(table.scores) == [25_000, 28_900, 21_100, 25_000]
    assert night.state(key)["seats"] == after["seats"]


def test_undo_takes_back_the_last_change(night: Night) -> None:
    key = night.table_key(0)
    start = night.state(key)
    riichi = night.change(key, "riichi", start["revision"], seat=1).json()["state"]
    recorded = night.change(key, "record", riichi["revision"], result=ron(2, 1)).json()["state"]
    assert recorded["undo"] is not None

    undone = night.change(key, "undo", recorded["revision"])
    assert undone.status_code == 200, undone.text
    state = undone.json()["state"]
    assert state["hands"] == []
    assert _points(state) == ["25,000", "24,000", "25,000", "25,000"]  # the riichi before the hand is kept
    assert state["seats"][1]["riichi"] is True
    assert len(night.session.table.game(_game_id(night)).hands) == 0

    again = night.change(key, "undo", state["revision"]).json()["state"]
    assert _points(again) == _points(start)
    assert not any(seat["riichi"] for seat in again["seats"])


def test_venue_generation_grows_with_every_change(night: Night) -> None:
    key = night.table_key(0)
    state = night.state(key)  # opens the game: a change of the event
    before = night.venue.generation
    assert night.change(key, "riichi", state["revision"], seat=2).status_code == 200
    assert night.venue.generation > before
    middle = night.venue.generation
    refused = night.change(key, "record", state["revision"], result=ron(2, 1))  # stale: nothing changed
    assert refused.status_code == 409
    assert night.venue.generation == middle
    assert night.change(key, "undo", refused.json()["state"]["revision"]).status_code == 200
    assert night.venue.generation > middle


def test_the_stream_says_changed(night: Night) -> None:
    """The live stream never ends: read its first event straight from the application, then leave."""
    app = create_app(night.venue)
    key = night.table_key(0)
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": f"/t/{key}/stream",
        "raw_path": f"/t/{key}/stream".encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(b"host", b"venue.test")],
        "client": ("127.0.0.1", 5000),
        "server": ("venue.test", 80),
    }
    sent: list[dict[str, Any]] = []

    async def main() -> None:
        done = anyio.Event()
        asked = []

        async def receive() -> dict[str, Any]:
            if not asked:
                asked.append(True)
                return {"type": "http.request", "body": b"", "more_body": False}
            await done.wait()
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)
            if message["type"] == "http.response.body" and b"event: changed" in message.get("body", b""):
                done.set()

        with anyio.fail_after(5):
            async with anyio.create_task_group() as group:
                group.start_soon(app, scope, receive, send)
                await done.wait()
                group.cancel_scope.cancel()

    anyio.run(main)
    assert sent[0]["type"] == "http.response.start" and sent[0]["status"] == 200
    headers = dict(sent[0]["headers"])
    assert headers[b"content-type"].startswith(b"text/event-stream")
    body = b"".join(m.get("body", b"") for m in sent[1:])
    assert body.startswith(b"event: changed\ndata: ")


# --- refusals, in the request's language ---------------------------------------------------------------------------

SELF_RON = "The discarder cannot win on their own discard; that would be a tsumo."


@pytest.mark.parametrize("headers", [{}, FRENCH], ids=["en", "fr"])
def test_a_ron_on_ones_own_discard_is_refused_in_a_sentence(night: Night, headers: dict[str, str]) -> None:
    key = night.table_key(0)
    state = night.state(key)
    body = {"kind": "record", "entry": str(uuid.uuid4()), "revision": state["revision"], "result": ron(1, 1)}
    answer = night.client.post(f"/t/{key}/change", json=body, headers=headers)
    assert 400 <= answer.status_code < 500
    expected = french(SELF_RON) if headers else SELF_RON
    assert answer.json()["refusal"] == expected
    assert answer.json()["state"]["revision"] == state["revision"]
    assert len(night.session.table.game(_game_id(night)).hands) == 0


def test_a_second_riichi_of_the_same_seat_stores_nothing(night: Night) -> None:
    key = night.table_key(0)
    state = night.state(key)
    first = night.change(key, "riichi", state["revision"], seat=3).json()["state"]
    second = night.change(key, "riichi", first["revision"], seat=3)
    assert second.status_code < 500
    game = night.session.table.game(_game_id(night))
    assert game.revision == first["revision"]
    assert _points(night.state(key)) == ["25,000", "25,000", "25,000", "24,000"]


KIND = "A change is a record, a riichi or an undo, not {kind}."
JSON = "A change is sent as JSON."
CODE = (
    "This code opens no table now: its round is over, or the organiser gave the table a new code. "
    "Scan the code on your table."
)


def test_refusals_of_a_request_are_said_in_french(night: Night) -> None:
    key = night.table_key(0)
    answer = night.client.post(f"/t/{key}/change", json={"kind": "zzz"}, headers=FRENCH)
    assert answer.status_code == 400
    assert answer.json()["refusal"] == french(KIND).format(kind="'zzz'")
    answer = night.client.post(f"/t/{key}/change", content=b"{not json", headers=FRENCH)
    assert answer.status_code == 400
    assert answer.json()["refusal"] == french(JSON)
    answer = night.client.get("/t/made-up-key/state", headers=FRENCH)
    assert answer.status_code == 403
    assert answer.json()["refusal"] == french(CODE)
    page = night.client.get("/t/made-up-key", headers=FRENCH)
    assert page.status_code == 403
    assert html.escape(french(CODE)) in page.text or french(CODE) in html.unescape(page.text)
    game_id = night.venue.tables()[0].game_id
    assert game_id is None or len(night.session.table.game(game_id).hands) == 0


def test_the_page_is_labelled_in_french(night: Night) -> None:
    key = night.table_key(0)
    page = html.unescape(night.client.get(f"/t/{key}", headers=FRENCH).text)
    assert '<html lang="fr">' in page
    readable = page.split("<script", 1)[0]
    assert french("Round {round}, table {table}").format(round=1, table=1) in readable
    assert f"<h2>{french('Hands')}</h2>" in readable
    assert f'aria-label="{french("Seats")}"' in readable
    assert f'<span class="wind">{french("East")}</span>' in readable
    assert "<h2>Hands</h2>" not in readable
    english = html.unescape(night.client.get(f"/t/{key}").text)
    assert "<h2>Hands</h2>" in english


def test_the_language_asked_on_the_page_wins_over_the_phones(night: Night) -> None:
    key = night.table_key(0)
    answer = night.client.get(f"/t/{key}?lang=fr")
    assert f"<h2>{french('Hands')}</h2>" in html.unescape(answer.text)
    assert answer.cookies.get("lang") == "fr"
    assert "<h2>Hands</h2>" in night.client.get(f"/t/{key}?lang=en", headers=FRENCH).text


# --- names escaped ---------------------------------------------------------------------------------------------------

HOSTILE = ("<b>Bo</b>", "Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen")


@pytest.fixture
def hostile_night(tmp_path: Path) -> Iterator[tuple[Session, Venue]]:
    session = Session.open(str(tmp_path / "night.db"))
    try:
        event = session.events.create_event("Night", preset("club"), list(HOSTILE))
        session.events.seat_rounds(event.id, 1, seed=7)
        keys = VenueKeys(str(session.database.location), tmp_path / "keys.json")
        yield session, Venue(session, event.id, keys)
    finally:
        session.close()


def _assert_escaped(text: str, raw: str) -> None:
    assert raw not in text
    assert html.escape(raw) in text or html.escape(raw, quote=False) in text


def test_a_name_with_markup_is_escaped_in_the_page(hostile_night: tuple[Session, Venue]) -> None:
    session, venue = hostile_night
    night = Night(session, venue, Path("."))
    index = next(i for i, table in enumerate(venue.tables()) if "<b>Bo</b>" in table.seats)
    page = night.client.get(f"/t/{night.table_key(index)}")
    assert page.status_code == 200
    _assert_escaped(page.text, "<b>Bo</b>")
    state = json.loads(html.unescape(page.text.split('data-state="', 1)[1].split('"', 1)[0]))
    assert "<b>Bo</b>" in [seat["name"] for seat in state["seats"]]
    organiser = night.client.get(f"/o/{night.organiser_key()}")
    _assert_escaped(organiser.text, "<b>Bo</b>")


def test_a_name_renamed_to_a_script_is_escaped(night: Night) -> None:
    raw = "<script>alert(1)</script>"
    table = night.venue.tables()[0]
    with sqlite3.connect(night.tmp_path / "club.db") as connection:
        connection.execute("UPDATE players SET name=? WHERE name=?", (raw, table.seats[1]))
    connection.close()
    night.venue.refresh()  # what the server's follower does when another writer changed the event
    assert raw in night.venue.tables()[0].seats
    page = night.client.get(f"/t/{night.table_key(0)}")
    assert page.status_code == 200
    assert raw not in page.text
    assert page.text.count("<script") == 1  # the page's own script, and no other
    _assert_escaped(page.text, raw)
    assert raw in [seat["name"] for seat in night.state(night.table_key(0))["seats"]]
