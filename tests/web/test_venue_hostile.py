"""Hostile requests: whatever a stranger on the club's Wi-Fi sends (odd paths, methods, bodies, headers, with a
good key or a made-up one), the server answers in a sentence, never a 5xx nor a traceback; a body over 16 KB is
refused with 413; a key asking too often is told to wait (429)."""

from __future__ import annotations

import html
import itertools
import json
import re
import uuid
from typing import Any
from urllib.parse import quote

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tablekeeper.web.app import BURST, MAX_BODY, RATE, Limits, create_app
from tests.web.venue_client import Night, ron

METHODS = ("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD")
ROUTES = ("", "/state", "/preview", "/change", "/stream", "/renew", "/players", "/public", "/game/1", "/x", "/state/x")
ODD_TYPES = (
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=zz",
    "application/json; charset=utf-16",
    "x/\x7f",
    ";;;",
    "",
)


def _calm_client(night: Night) -> TestClient:
    """The application with a clock that moves a second at each request: no key is ever asked to wait, so each
    example reaches the route it aims at."""
    ticks = itertools.count(0.0, 1.0)
    app = create_app(night.venue)
    assert isinstance(app, Limits)
    return TestClient(Limits(app.app, clock=lambda: next(ticks)), raise_server_exceptions=False)


def _said(answer: Any) -> str:
    """The sentence of a refusal, from its JSON or from its page."""
    kind = answer.headers.get("content-type", "")
    if kind.startswith("application/json"):
        said = answer.json()["refusal"]
        assert isinstance(said, str)
        return said
    assert kind.startswith("text/html"), kind
    found = re.search(r'<p role="alert">(.*?)</p>', answer.text, re.S)
    assert found is not None, answer.text
    return html.unescape(found.group(1))


def _assert_answered(answer: Any, method: str) -> None:
    assert answer.status_code < 500, (answer.status_code, answer.text)
    assert "Traceback" not in answer.text
    if 400 <= answer.status_code < 500 and method != "HEAD":
        said = _said(answer)
        assert said.strip() and len(said.split()) >= 3, said
        assert "Traceback" not in said and 'File "' not in said


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([2**31, -1, 10**100, 10**4000, 1e308, -0.0])
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=30,
)


def _change_like(draw: Any) -> dict[str, Any]:
    """A body that looks like a change or a preview, with some of its fields odd."""
    body: dict[str, Any] = {
        "kind": draw(st.sampled_from(["record", "riichi", "undo", "finish", None])),
        "entry": draw(st.sampled_from([str(uuid.uuid4()), "x" * 36, None, 7])),
        "revision": draw(st.sampled_from([0, 1, -1, 2**31, 10**30, "0", True, None])),
        "seat": draw(st.sampled_from([0, 3, 4, -1, 10**30, "0", None, False])),
        "result": draw(st.sampled_from([ron(2, 1), ron(1, 1), ron(2, 1, han=99, fu=200), None]) | json_values),
    }
    if draw(st.booleans()):
        body[draw(st.sampled_from(list(body)))] = draw(json_values)
    return body


@st.composite
def bodies(draw: Any) -> bytes:
    choice = draw(st.integers(0, 5))
    if choice == 0:
        return draw(st.binary(max_size=2000))
    if choice == 1:
        return json.dumps(draw(json_values)).encode()
    if choice == 2:
        return json.dumps(_change_like(draw)).encode()
    if choice == 3:
        depth = draw(st.integers(1, 60))
        return b"[" * depth + b"]" * draw(st.sampled_from([depth, 0, depth - 1]))
    if choice == 4:
        return draw(st.sampled_from([b"9" * 5000, b"1e999999", b"-" + b"9" * 4400, b"NaN", b'{"revision": Infinity}']))
    return draw(st.sampled_from([b"", b"round=1&table=1", b"round=99999999&table=1", b"\xff\xfe{"]))


@st.composite
def headers(draw: Any) -> dict[str, str]:
    chosen: dict[str, str] = {}
    if draw(st.booleans()):
        chosen["Content-Type"] = draw(st.sampled_from(ODD_TYPES))
    if draw(st.integers(0, 4)) == 0:
        chosen["Content-Length"] = draw(st.sampled_from([str(MAX_BODY + 1), "99999999999999999999", "-1", "x"]))
    if draw(st.booleans()):
        chosen["Accept-Language"] = draw(st.sampled_from(["fr-FR", "*", "zz", ";;,,", "fr;q=x" * 50]))
    if draw(st.integers(0, 3)) == 0:
        chosen["Cookie"] = draw(st.sampled_from(["lang=fr", "lang=\x7f", 'lang="', "a" * 300]))
    return chosen


def _keys(night: Night, organiser: bool) -> st.SearchStrategy[str]:
    venue = night.venue
    good = [night.table_key(0), night.table_key(1), venue.key_of(venue.room()), venue.key_of(venue.player(1))]
    good += [night.organiser_key()] if organiser else []
    bad = st.text(
        alphabet=st.characters(min_codepoint=0x21, max_codepoint=0x7E, exclude_characters="/?#%\\"), max_size=60
    )
    return st.sampled_from(good) | bad | st.sampled_from(["", "%00", "%ff", "..", night.table_key(0)[:-1]])


FUZZ = settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
    database=None,
)


def _request(client: TestClient, method: str, path: str, body: bytes, sent: dict[str, str], query: str) -> Any:
    if query:
        path = f"{path}?{query}"
    return client.request(method, path, content=body if method not in ("GET", "HEAD") else None, headers=sent)


@FUZZ
@given(
    data=st.data(),
    method=st.sampled_from(METHODS),
    prefix=st.sampled_from(["/t/", "/o/", "/e/", "/p/"]),
    route=st.sampled_from(ROUTES),
    body=bodies(),
    sent=headers(),
    query=st.sampled_from(["", "lang=fr", "lang=%00", "lang=" + "x" * 200, "round=1"]),
)
def test_every_route_answers_a_hostile_request_in_a_sentence(
    night: Night, data: Any, method: str, prefix: str, route: str, body: bytes, sent: dict[str, str], query: str
) -> None:
    """Every route, with the table's keys and made-up ones (the organiser's key everywhere but its renewal: see
    test_the_organisers_renewal_answers_a_hostile_request_in_a_sentence)."""
    client = _calm_client(night)
    key = data.draw(_keys(night, organiser=route != "/renew"))
    answer = _request(client, method, f"{prefix}{key}{route}", body, sent, query)
    _assert_answered(answer, method)


@settings(FUZZ, max_examples=100)
@given(path=st.text(max_size=80), method=st.sampled_from(METHODS), body=bodies(), sent=headers())
def test_any_path_answers_in_a_sentence(
    night: Night, path: str, method: str, body: bytes, sent: dict[str, str]
) -> None:
    client = _calm_client(night)
    answer = _request(client, method, "/" + quote(path.lstrip("/"), safe="/%"), body, sent, "")
    _assert_answered(answer, method)


@settings(FUZZ, max_examples=50)
@given(
    method=st.sampled_from(("POST",) * 6 + METHODS),
    body=bodies(),
    sent=headers(),
    kind=st.sampled_from(ODD_TYPES),
)
def test_the_organisers_renewal_answers_a_hostile_request_in_a_sentence(
    night: Night, method: str, body: bytes, sent: dict[str, str], kind: str
) -> None:
    client = _calm_client(night)
    sent = {"Content-Type": kind, **sent}
    answer = _request(client, method, f"/o/{night.organiser_key()}/renew", body, sent, "")
    _assert_answered(answer, method)


def test_static_files_are_served_and_nothing_else(night: Night) -> None:
    assert night.client.get("/static/table.js").status_code == 200
    assert night.client.get("/static/venue.css").status_code == 200
    for name in ("table.html", "..%2Fbase.html", "%2e%2e", "keys.json"):
        answer = night.client.get(f"/static/{name}")
        assert answer.status_code == 404
        _assert_answered(answer, "GET")


def test_deeply_nested_json_is_refused_in_a_sentence(night: Night) -> None:
    """Within 16 KB a body can nest lists far deeper than Python's json reads without recursing too deep."""
    key = night.table_key(0)
    for route in ("change", "preview"):
        for body in (b"[" * 10_000, b"[" * 5_000 + b"]" * 5_000, b'{"a":' * 2_500 + b"1" + b"}" * 2_500):
            assert len(body) <= MAX_BODY
            answer = night.client.post(f"/t/{key}/{route}", content=body)
            assert 400 <= answer.status_code < 500, (route, answer.status_code, answer.text)
            _assert_answered(answer, "POST")


def test_a_body_over_16_kb_is_refused_with_413(night: Night) -> None:
    key = night.table_key(0)
    big = b'{"kind": "undo", "pad": "' + b"x" * MAX_BODY + b'"}'
    for route in ("change", "preview"):
        answer = night.client.post(f"/t/{key}/{route}", content=big, headers={"Content-Type": "application/json"})
        assert answer.status_code == 413
        _assert_answered(answer, "POST")

        def chunks() -> Any:  # no Content-Length: counted as it arrives
            for _ in range(20):
                yield b"x" * 1024

        answer = night.client.post(f"/t/{key}/{route}", content=chunks())
        assert answer.status_code == 413, answer.text
        _assert_answered(answer, "POST")
    answer = night.client.post(f"/t/{key}/change", content=b"{}", headers={"Content-Length": str(MAX_BODY + 1)})
    assert answer.status_code == 413
    assert (
        night.venue.tables()[0].game_id is None or not night.session.table.game(night.venue.tables()[0].game_id).hands
    )


def test_exactly_16_kb_is_not_too_large(night: Night) -> None:
    key = night.table_key(0)
    body = json.dumps({"kind": "zzz", "pad": ""}).encode()
    body = body[:-2] + b" " * (MAX_BODY - len(body)) + body[-2:]
    assert len(body) == MAX_BODY
    answer = night.client.post(f"/t/{key}/change", content=body)
    assert answer.status_code == 400
    assert "zzz" in answer.json()["refusal"]


def test_many_requests_with_one_key_are_told_to_wait(night: Night) -> None:
    key = night.table_key(0)
    seen = []
    for _ in range(2_000):
        answer = night.client.get(f"/t/{key}/state")
        seen.append(answer.status_code)
        if answer.status_code == 429:
            break
    assert seen[-1] == 429
    assert len(seen) > BURST
    _assert_answered(answer, "GET")
    # Another table's key is not held up by this one.
    assert night.client.get(f"/t/{night.table_key(1)}/state").status_code == 200


def test_the_burst_then_the_rate(night: Night) -> None:
    """With the clock held: 60 requests at once, then one every 1/20 s."""
    now = [100.0]
    app = create_app(night.venue)
    assert isinstance(app, Limits)
    client = TestClient(Limits(app.app, clock=lambda: now[0]), raise_server_exceptions=False)
    key = night.table_key(0)
    made_up = "nobody-made-this-key"
    statuses = [client.get(f"/t/{key}/state").status_code for _ in range(int(BURST))]
    assert statuses == [200] * int(BURST)
    refused = client.get(f"/t/{key}/state")
    assert refused.status_code == 429
    assert refused.json()["refusal"] == "Too many requests from this page: wait a moment, it will try again."
    assert [client.get(f"/t/{made_up}").status_code for _ in range(int(BURST))] == [403] * int(BURST)
    assert client.get(f"/t/{made_up}").status_code == 429
    now[0] += 1.0
    statuses = [client.get(f"/t/{key}/state").status_code for _ in range(int(RATE) + 1)]
    assert statuses == [200] * int(RATE) + [429]
    french = client.get(f"/t/{key}/state", headers={"Accept-Language": "fr"})
    assert french.status_code == 429 and french.json()["refusal"] != refused.json()["refusal"]
