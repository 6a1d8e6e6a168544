"""A phone on a club's Wi-Fi that loses it: a hand confirmed offline waits and is sent when the network is back, an
answer lost on the way is sent again with the same identity, and a change kept in the phone's storage survives a
reload; each is stored exactly once (counted in the database)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, Route, ViewportSize, expect

from tablekeeper.service import Session
from tablekeeper.web.venue import Venue
from tests.web.browser import HOST, PHONE, served
from tests.web.venue_night import club_night

GEN, DAI, ERI, FUMI = 0, 1, 2, 3  # table 1 (seed 7): Gen deals East 1


@pytest.fixture
def night(tmp_path: Path) -> Iterator[tuple[Session, Venue]]:
    session, venue = club_night(tmp_path)
    yield session, venue
    session.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    made = browser.new_context(
        viewport=ViewportSize(width=PHONE["width"], height=PHONE["height"]),
        is_mobile=True,
        has_touch=True,
        locale="en-GB",
    )
    yield made
    made.close()


def table_one(base: str, venue: Venue) -> str:
    with venue.lock:
        table = next(t for t in venue.tables() if t.table == 1)
        return f"{base}/t/{venue.key_of(venue.table_opens(table))}"


def open_page(context: BrowserContext, url: str) -> Page:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#actions button[data-kind=ron]")
    return page


def stored(session: Session, venue: Venue) -> int:
    """Hands stored of table 1's game."""
    with venue.lock:
        table = next(t for t in venue.tables() if t.table == 1)
        assert table.game_id is not None
        return len(session.table.game(table.game_id).hands)


def enter_ron(page: Page) -> None:
    """Dai 3 han 30 fu by ron on Eri (a non-dealer's 3,900), up to its preview: Confirm is then one tap away."""
    page.tap("button[data-kind=ron]")
    page.tap(f"#entry .choice >> nth=0 >> button[data-seat='{DAI}']")
    page.tap(f"#entry .choice >> nth=1 >> button[data-seat='{ERI}']")
    page.tap(f".value[data-winner='{DAI}'] button[data-han='3']")
    expect(page.locator("#preview")).to_contain_text("Eri pays Dai 3,900")
    expect(page.locator("#confirm")).to_be_enabled()


def shows_the_ron(page: Page) -> None:
    expect(page.locator("#hands li")).to_have_count(1)
    expect(page.locator("#hands li").first).to_contain_text("Dai (3 han 30 fu) ron on Eri")
    expect(page.locator("#waiting")).to_be_hidden()
    expect(page.locator(f".seat[data-seat='{DAI}'] .points")).to_have_text("28,900")
    expect(page.locator(f".seat[data-seat='{ERI}'] .points")).to_have_text("21,100")


def outbox(page: Page) -> list[dict[str, Any]]:
    """The changes the page keeps in this phone's storage until the server answers them."""
    kept = page.evaluate(
        "() => { const key = Object.keys(localStorage).find(k => k.startsWith('tablekeeper.outbox:'));"
        " return key ? localStorage.getItem(key) : '[]'; }"
    )
    return list(json.loads(kept))


def entries_of(requests: list[Request]) -> list[str]:
    return [json.loads(request.post_data or "{}")["entry"] for request in requests]


def test_a_hand_confirmed_offline_waits_and_is_stored_once_back_online(
    context: BrowserContext, night: tuple[Session, Venue]
) -> None:
    session, venue = night
    with served(venue) as base:
        page = open_page(context, table_one(base, venue))
        sent: list[Request] = []
        page.on("request", lambda request: sent.append(request) if request.url.endswith("/change") else None)
        enter_ron(page)
        context.set_offline(True)
        page.tap("#confirm")
        expect(page.locator("#waiting")).to_be_visible()
        expect(page.locator("#waiting")).to_contain_text("1")
        expect(page.locator("#hands li")).to_have_count(0)
        assert len(outbox(page)) == 1
        assert stored(session, venue) == 0

        context.set_offline(False)
        shows_the_ron(page)
        assert outbox(page) == []
        assert stored(session, venue) == 1
        assert len(set(entries_of(sent))) == 1  # every try carried the identity given at Confirm
        page.close()  # its live stream closed before the server stops
    assert stored(session, venue) == 1


def test_a_lost_answer_is_sent_again_and_stored_once(context: BrowserContext, night: tuple[Session, Venue]) -> None:
    session, venue = night
    with served(venue) as base:
        page = open_page(context, table_one(base, venue))
        tries: list[Request] = []
        reached: list[int] = []

        def lose_the_first_answer(route: Route) -> None:
            tries.append(route.request)
            if len(tries) == 1:
                # The server gets the change and stores it (fetched from here, where venue.test is not mapped) ...
                answer = route.fetch(url=route.request.url.replace(f"//{HOST}:", "//127.0.0.1:"))
                reached.append(answer.status)
                route.abort()  # ... and its answer never reaches the phone
            else:
                route.continue_()

        page.route("**/change*", lose_the_first_answer)
        enter_ron(page)
        page.tap("#confirm")
        shows_the_ron(page)
        assert reached == [200]
        assert len(tries) >= 2
        assert len(set(entries_of(tries))) == 1
        assert stored(session, venue) == 1
        page.unroute("**/change*")
        page.close()
    assert stored(session, venue) == 1


def test_a_change_kept_in_storage_is_sent_after_a_reload(context: BrowserContext, night: tuple[Session, Venue]) -> None:
    session, venue = night
    with served(venue) as base:
        page = open_page(context, table_one(base, venue))
        aborted: list[Request] = []
        after: list[Request] = []
        reloaded = False

        def until_the_reload(route: Route) -> None:
            if reloaded:
                after.append(route.request)
                route.continue_()
            else:
                aborted.append(route.request)
                route.abort()  # the Wi-Fi gone: nothing reaches the server

        def committed(frame: Any) -> None:
            nonlocal reloaded
            if frame == page.main_frame and aborted:
                reloaded = True

        page.route("**/change*", until_the_reload)
        enter_ron(page)
        page.tap("#confirm")
        expect(page.locator("#waiting")).to_be_visible()
        kept = outbox(page)
        assert len(kept) == 1 and kept[0]["kind"] == "record"
        assert stored(session, venue) == 0
        assert aborted

        page.on("framenavigated", committed)
        page.reload()
        shows_the_ron(page)
        assert after, "the change was sent by the page loaded again"
        assert set(entries_of(aborted + after)) == {kept[0]["entry"]}
        assert outbox(page) == []
        assert stored(session, venue) == 1
        page.unroute("**/change*")
        page.close()
    assert stored(session, venue) == 1


def test_a_phone_locked_for_ten_minutes_sends_its_hand_once_and_follows_again(
    context: BrowserContext, night: tuple[Session, Venue]
) -> None:
    """Confirmed just as the phone is locked: the Wi-Fi drops, the page is hidden, ten minutes go by on its clock
    (its retries all fail meanwhile, each with the same identity); unlocked, the hand is stored once, and the page
    follows the table again: a riichi declared meanwhile from another phone or laptop shows on it."""
    session, venue = night
    with served(venue) as base:
        page = context.new_page()
        page.clock.install()
        page.goto(table_one(base, venue))
        page.wait_for_selector("#actions button[data-kind=ron]")
        sent: list[Request] = []
        page.on("request", lambda request: sent.append(request) if request.url.endswith("/change") else None)
        enter_ron(page)
        context.set_offline(True)
        page.tap("#confirm")
        page.evaluate(
            "() => { Object.defineProperty(document, 'hidden', {value: true, configurable: true});"
            " document.dispatchEvent(new Event('visibilitychange')); }"
        )
        page.clock.run_for("10:00")
        expect(page.locator("#waiting")).to_contain_text("1")
        assert stored(session, venue) == 0
        assert len(outbox(page)) == 1

        context.set_offline(False)
        page.evaluate(
            "() => { Object.defineProperty(document, 'hidden', {value: false, configurable: true});"
            " document.dispatchEvent(new Event('visibilitychange')); }"
        )
        shows_the_ron(page)
        assert stored(session, venue) == 1
        assert len(set(entries_of(sent))) == 1

        # Another phone of the table declares Gen's riichi: this page, unlocked, shows his stick.
        with venue.lock:
            table = next(t for t in venue.tables() if t.table == 1)
            assert table.game_id is not None
            session.table.declare_riichi(table.game_id, GEN)
        page.clock.run_for(5_000)  # the stream's reconnection, and any retry, on the page's own clock
        expect(page.locator(f".seat[data-seat='{GEN}'] .stick")).to_be_visible(timeout=10_000)
        page.close()
    assert stored(session, venue) == 1
