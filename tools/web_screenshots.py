"""Screenshots of the venue's pages, as a phone shows them: a club night made in a temporary folder, served on a LAN
address (venue.test, not a secure context), opened in Debian's Chromium.

    .venv/bin/python tools/web_screenshots.py OUTDIR

writes the table's page at 390x844 and 360x640 in English and in French, a ron being entered (winner, discarder,
3 han, the server's preview shown), the organiser's page, the event's page and a player's own page at 390x844; and
a table of three (tenhou-sanma) at 390x844: its page, and a tsumo being entered with its tsumo loss shown.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser, Page, ViewportSize, expect, sync_playwright  # noqa: E402

from tablekeeper.rules.results import Ron, Win  # noqa: E402
from tests.web.browser import CHROMIUM, PHONE, launch_arguments, served  # noqa: E402
from tests.web.venue_night import club_night, sanma_night  # noqa: E402

SMALL = ViewportSize(width=360, height=640)
PHONE_SIZE = ViewportSize(width=PHONE["width"], height=PHONE["height"])
LOCALES = {"en": "en-GB", "fr": "fr-FR"}


def phone_page(browser: Browser, viewport: ViewportSize, language: str) -> Page:
    context = browser.new_context(
        viewport=viewport,
        is_mobile=True,
        has_touch=True,
        locale=LOCALES[language],
        extra_http_headers={"Accept-Language": LOCALES[language]},
    )
    return context.new_page()


def shoot(page: Page, path: Path) -> None:
    page.screenshot(path=str(path), full_page=True)
    print(path)


def sanma(browser: Browser, outdir: Path) -> None:
    """A table of three's page, and a non-dealer's mangan tsumo being entered there (the tsumo loss in the
    preview)."""
    with tempfile.TemporaryDirectory() as folder:
        session, venue = sanma_night(Path(folder))
        with venue.lock:
            table_key = venue.key_of(venue.table_opens(venue.tables()[0]))
        with served(venue) as base:
            page = phone_page(browser, PHONE_SIZE, "en")
            page.goto(f"{base}/t/{table_key}")
            page.wait_for_selector("#actions button[data-kind=ron]")
            shoot(page, outdir / "table-sanma-en-390x844.png")
            page.tap("button[data-kind=tsumo]")
            page.tap("#entry .choice >> nth=0 >> button[data-seat='1']")
            page.tap(".value[data-winner='1'] button[data-limit='limit_mangan']")
            expect(page.locator("#preview")).to_contain_text("Tsumo loss")
            shoot(page, outdir / "tsumo-entry-sanma-en-390x844.png")
            page.context.close()
        session.close()


def main(outdir: Path) -> None:
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        session, venue = club_night(Path(folder))
        with venue.lock:
            table = venue.tables()[0]
            table_key = venue.key_of(venue.table_opens(table))
            organiser_key = venue.key_of(venue.organiser())
        with served(venue) as base, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=launch_arguments())
            try:
                for language in LOCALES:
                    for name, viewport in (("390x844", PHONE_SIZE), ("360x640", SMALL)):
                        page = phone_page(browser, viewport, language)
                        page.goto(f"{base}/t/{table_key}?lang={language}")
                        page.wait_for_selector("#actions button[data-kind=ron]")
                        shoot(page, outdir / f"table-{language}-{name}.png")
                        page.context.close()

                for language in LOCALES:
                    page = phone_page(browser, PHONE_SIZE, language)
                    page.goto(f"{base}/t/{table_key}?lang={language}")
                    page.wait_for_selector("#actions button[data-kind=ron]")
                    page.tap("button[data-kind=ron]")
                    page.tap("#entry .choice >> nth=0 >> button[data-seat='1']")
                    page.tap("#entry .choice >> nth=1 >> button[data-seat='2']")
                    page.tap(".value[data-winner='1'] button[data-han='3']")
                    page.wait_for_selector("#preview p")
                    expect(page.locator("#confirm")).to_be_enabled()
                    shoot(page, outdir / f"ron-entry-{language}-390x844.png")
                    page.context.close()

                page = phone_page(browser, PHONE_SIZE, "en")
                page.goto(f"{base}/o/{organiser_key}")
                page.wait_for_selector("img.code")
                shoot(page, outdir / "organiser-en-390x844.png")
                page.context.close()

                # The room's pages after two hands at table 1 and one at table 2: the event's, and Dai's own.
                with venue.lock:
                    for winner, discarder in [(1, 2), (3, 0)]:
                        game = venue.game(venue.table_opens(table))
                        assert game is not None
                        venue.session.table.record(game.id, Ron(discarder, (Win(winner, 3, 30),)))
                    other = venue.tables()[1]
                    game = venue.game(venue.table_opens(other))
                    assert game is not None
                    venue.session.table.record(game.id, Ron(1, (Win(0, 2, 40),)))
                    venue.session.clocks.start_clock(venue.event_id, 1)
                    room_key = venue.key_of(venue.room())
                    dai = next(n for n, name in venue.entrants().items() if name == "Dai")
                    player_key = venue.key_of(venue.player(dai))
                venue.refresh()
                page = phone_page(browser, PHONE_SIZE, "en")
                page.goto(f"{base}/e/{room_key}")
                shoot(page, outdir / "event-en-390x844.png")
                page.goto(f"{base}/p/{player_key}")
                shoot(page, outdir / "player-en-390x844.png")
                page.context.close()
                sanma(browser, outdir)
            finally:
                browser.close()
        session.close()


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: web_screenshots.py OUTDIR")
    main(Path(sys.argv[1]))
