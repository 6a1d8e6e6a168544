"""A table of three's page on a phone (Chromium at 390x844, a LAN address): three seats, two side by side and the
third centred under them (no empty chair); the ron and the tsumo entered among the three; a tsumo's preview says the
tsumo loss and pays only what the two payers would pay at four; the abortive draws a table of three can see.

Figures by hand from RULESETS.md ("Three players", tenhou-sanma: 35,000 each, honba 200 a ron). Table 1 (as
written in the seating) is Aki (East, the dealer), Ben (South), Chie (West).
- East 1: Ben 3 han 30 fu ron on Chie: 30 x 2^5 = 960 basic points, x 4 = 3,840, rounded up 3,900. Ben 38,900,
  Chie 31,100; the deal passes (East 2, Ben deals).
- East 2: Chie, a non-dealer, tsumo mangan: the dealer Ben pays 4,000, Aki 2,000; the absent player's 2,000 is
  paid by nobody (the winner gets 6,000, not 8,000). Chie 37,100, Ben 34,900, Aki 33,000.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, expect

from tablekeeper.rules.results import Ron, Tsumo, Win
from tests.web.browser import PHONE, served
from tests.web.test_phone_night import confirm, game_of, open_table, phone, start_ron, table_url
from tests.web.venue_night import sanma_night

AKI, BEN, CHIE = 0, 1, 2

SEAT_BOXES = """() => [...document.querySelectorAll('#seats .seat')].map(e => {
  const box = e.getBoundingClientRect();
  return [Number(e.dataset.seat), Math.round(box.left), Math.round(box.top), Math.round(box.width)];
})"""


def test_three_seats_a_ron_and_a_tsumo_with_its_tsumo_loss(browser: Browser, tmp_path: Path) -> None:
    session, venue = sanma_night(tmp_path)
    with served(venue) as base:
        context = phone(browser)
        try:
            page = open_table(context, table_url(base, venue, 1))
            assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
            expect(page.locator("#seats .seat .name")).to_have_text(["Aki", "Ben", "Chie"])
            expect(page.locator("#seats .seat .wind")).to_have_text(["East", "South", "West"])
            expect(page.locator("#seats .seat .points")).to_have_text(["35,000"] * 3)
            # East and South side by side, West alone under them, centred on the page: a table of three.
            (east, south, west) = page.evaluate(SEAT_BOXES)
            assert east[2] == south[2] < west[2] and east[1] < south[1]
            centre = PHONE["width"] / 2
            assert abs(west[1] + west[3] / 2 - centre) <= 2 and west[3] == east[3]
            # The draws a table of three can see: nine terminals and four kans (no four winds, no four riichi).
            page.tap("button[data-kind=abort]")
            offered = page.locator("#entry button[data-abort]")
            expect(offered).to_have_count(2)
            assert [offered.nth(i).get_attribute("data-abort") for i in range(2)] == ["nine_terminals", "four_kans"]
            page.tap("#cancel")
            # The ron: three to choose from, each question.
            start_ron(page, [BEN], CHIE)
            expect(page.locator("#entry .choice >> nth=0 >> button")).to_have_count(3)
            page.tap(f".value[data-winner='{BEN}'] button[data-han='3']")
            expect(page.locator("#preview")).to_contain_text("Chie pays Ben 3,900 (hand)")
            confirm(page, 1)
            expect(page.locator("#seats .seat .points")).to_have_text(["35,000", "38,900", "31,100"])
            # The tsumo: Chie, mangan; two payers, and the tsumo loss said.
            page.tap("button[data-kind=tsumo]")
            page.tap(f"#entry .choice >> nth=0 >> button[data-seat='{CHIE}']")
            page.tap(f".value[data-winner='{CHIE}'] button[data-limit='limit_mangan']")
            preview = page.locator("#preview")
            expect(preview).to_contain_text("Tsumo loss: the absent player's share is paid by nobody.")
            expect(preview).to_contain_text("Ben pays Chie 4,000 (hand)")
            expect(preview).to_contain_text("Aki pays Chie 2,000 (hand)")
            expect(preview.locator("p")).to_have_count(2 + 2 + 3)  # the heads, the two payments, three totals
            confirm(page, 2)
            expect(page.locator("#seats .seat .points")).to_have_text(["33,000", "34,900", "37,100"])
        finally:
            context.close()
        with venue.lock:
            game = session.table.game(game_of(venue, 1))
        assert [hand.result for hand in game.hands] == [Ron(CHIE, (Win(BEN, 3, 30),)), Tsumo(Win(CHIE, 5))]
        assert game.state.scores == (33_000, 34_900, 37_100)
    session.close()
