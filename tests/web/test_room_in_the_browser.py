"""The room's pages in Debian's Chromium at a phone's size (issue 33, part 1): a player's code opens that player's
page and no other's, and the page follows the event without a reload as a table's phone enters a hand; the event's
page follows too. Seats (seed 7): table 1 is Gen (East), Dai, Eri, Fumi; table 2 is Hana (East), Aki, Ben, Chie.
Dai's ron of 3 han 30 fu on Eri is 3,900 (30 x 2^5 = 960 basic points, x 4 = 3,840, rounded up): +3.9 as it stands
under the club's rules (no uma, no oka, 25,000 returned)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, ViewportSize, expect

from tests.web.browser import PHONE, served
from tests.web.venue_night import club_night

DAI, ERI = 1, 2
FOLLOW_MS = 5_000


def test_a_players_code_shows_their_page_and_it_follows_the_event(browser: Browser, tmp_path: Path) -> None:
    session, venue = club_night(tmp_path)
    with venue.lock:
        entrants = {name: number for number, name in venue.entrants().items()}
        dai_key = venue.key_of(venue.player(entrants["Dai"]))
        hana_key = venue.key_of(venue.player(entrants["Hana"]))
        room_key = venue.key_of(venue.room())
        table = next(t for t in venue.tables() if t.table == 1)
        table_key = venue.key_of(venue.table_opens(table))
    with served(venue) as base:
        context = browser.new_context(
            viewport=ViewportSize(width=PHONE["width"], height=PHONE["height"]), is_mobile=True, has_touch=True
        )
        try:
            dai = context.new_page()
            dai.goto(f"{base}/p/{dai_key}")
            expect(dai.locator("h1")).to_have_text("Dai")
            expect(dai.locator("body")).not_to_contain_text("Hana")
            hana = context.new_page()
            hana.goto(f"{base}/p/{hana_key}")
            expect(hana.locator("h1")).to_have_text("Hana")
            expect(hana.locator("body")).not_to_contain_text("Dai")
            room = context.new_page()
            room.goto(f"{base}/e/{room_key}")
            expect(room.locator("h1")).to_have_text("Thursday")
            assert dai.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]

            # Table 1's phone enters Dai's ron on Eri: his page and the event's follow, without a reload.
            phone = context.new_page()
            phone.goto(f"{base}/t/{table_key}")
            phone.tap("button[data-kind=ron]")
            phone.tap(f"#entry .choice >> nth=0 >> button[data-seat='{DAI}']")
            phone.tap(f"#entry .choice >> nth=1 >> button[data-seat='{ERI}']")
            phone.tap(f".value[data-winner='{DAI}'] button[data-han='3']")
            expect(phone.locator("#preview")).to_contain_text("Eri pays Dai 3,900")
            phone.tap("#confirm")
            expect(phone.locator("#hands li")).to_have_count(1)
            dai.evaluate("() => { window.notReloaded = true; }")
            expect(dai.locator("ol.hands li")).to_contain_text("Dai (3 han 30 fu) ron on Eri", timeout=FOLLOW_MS)
            expect(dai.locator("#standing")).to_contain_text("Place 1 of the event, +3.9 after 1 game")
            assert dai.evaluate("() => window.notReloaded === true")
            expect(room.locator("table.standings tbody tr").first).to_contain_text("Dai", timeout=FOLLOW_MS)
            expect(room.locator("table.standings tbody tr").first).to_contain_text("+3.9")
            expect(hana.locator("body")).not_to_contain_text("Dai")
        finally:
            context.close()
    session.close()
