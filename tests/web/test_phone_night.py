"""A whole club night entered from the tables' phones (Chromium at a phone's size, on a LAN address, not a secure
context): riichi, ron, tsumo, an exhaustive draw with tenpai, a double ron, a chombo, a mistake refused, an undo,
then the organiser calls time and each table plays its last hand. The standings are worked out by hand below, from
the club preset's tables (25,000 start and return, no uma, no oka, honba 300 a ron / 100 each a tsumo, riichi stick
1,000, noten payments 3,000 in all, chombo a reverse mangan paid at once, time called: the hand in play ends the
game), and compared with what the database holds.

Seats (seed 7): table 1 is Gen (East), Dai, Eri, Fumi; table 2 is Hana (East), Aki, Ben, Chie.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, ViewportSize, expect

from tablekeeper.rules.results import Ron, Win
from tablekeeper.service import Session
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.web.venue import Venue
from tests.web.browser import PHONE, served
from tests.web.venue_night import club_night

GEN, DAI, ERI, FUMI = 0, 1, 2, 3  # table 1
HANA, AKI, BEN, CHIE = 0, 1, 2, 3  # table 2
FOLLOW_MS = 2000
"""A second phone on the same table shows a change made on the first within this."""


def phone(browser: Browser) -> BrowserContext:
    return browser.new_context(
        viewport=ViewportSize(width=PHONE["width"], height=PHONE["height"]),
        is_mobile=True,
        has_touch=True,
        locale="en-GB",
    )


def table_url(base: str, venue: Venue, number: int) -> str:
    with venue.lock:
        table = next(t for t in venue.tables() if t.table == number)
        return f"{base}/t/{venue.key_of(venue.table_opens(table))}"


def open_table(context: BrowserContext, url: str) -> Page:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#actions button[data-kind=ron]")
    return page


def game_of(venue: Venue, number: int) -> int:
    with venue.lock:
        table = next(t for t in venue.tables() if t.table == number)
        assert table.game_id is not None
        return table.game_id


def stored_hands(session: Session, venue: Venue, game_id: int) -> int:
    with venue.lock:
        return len(session.table.game(game_id).hands)


def hall_hands(session: Session, venue: Venue, event_id: int) -> dict[int, int]:
    """Each table's hands as the hall (the organiser's window) reads them now."""
    with venue.lock:
        hall = session.hall(event_id)
        return {t.seating.table: (0 if t.game is None else len(t.game.hands)) for t in hall.tables}


def settled(page: Page, hands: int) -> None:
    """Wait until the page shows ``hands`` hands and has nothing left to send."""
    expect(page.locator("#hands li")).to_have_count(hands)
    expect(page.locator("#waiting")).to_be_hidden()


def riichi(page: Page, seat: int) -> None:
    page.tap(f".seat[data-seat='{seat}'] .riichi-button")
    page.wait_for_selector(f".seat[data-seat='{seat}'] .stick")
    expect(page.locator("#waiting")).to_be_hidden()


def choose_value(page: Page, winner: int, han: int, fu: int, head: str | None) -> None:
    """Press ``han`` then ``fu`` for ``winner``, each time waiting for the preview of that very choice (``head``: its
    first line's start, e.g. "Dai:"), so that no answer to an earlier choice is mistaken for it. ``head`` None: a
    winner of a double ron chosen first, 30 fu, no preview before the other's value."""
    box = f".value[data-winner='{winner}']"
    page.tap(f"{box} button[data-han='{han}']")
    if head is None:
        expect(page.locator(f"{box} button[data-han='{han}']")).to_have_attribute("aria-pressed", "true")
        return
    if fu != 30:
        expect(page.locator("#preview")).to_contain_text(f"{head} {han} han 30 fu")
        page.tap(f"{box} button[data-fu='{fu}']")
    expect(page.locator("#preview")).to_contain_text(f"{head} {han} han {fu} fu")


def confirm(page: Page, hands: int) -> None:
    expect(page.locator("#confirm")).to_be_enabled()
    page.tap("#confirm")
    settled(page, hands)


def start_ron(page: Page, winners: list[int], discarder: int) -> None:
    page.tap("button[data-kind=ron]")
    for winner in winners:
        page.tap(f"#entry .choice >> nth=0 >> button[data-seat='{winner}']")
    page.tap(f"#entry .choice >> nth=1 >> button[data-seat='{discarder}']")


def test_a_club_night_played_from_the_phones(browser: Browser, tmp_path: Path) -> None:
    session, venue = club_night(tmp_path)
    event_id = venue.event_id
    with served(venue) as base:
        first, second, other = phone(browser), phone(browser), phone(browser)
        try:
            one = open_table(first, table_url(base, venue, 1))
            one_again = open_table(second, table_url(base, venue, 1))  # a second phone on table 1
            two = open_table(other, table_url(base, venue, 2))
            game1, game2 = game_of(venue, 1), game_of(venue, 2)
            expect(one.locator("#line")).to_contain_text("East 1")
            expect(one.locator(".seat[data-seat='0'] .name")).to_have_text("Gen")
            expect(two.locator(".seat[data-seat='0'] .name")).to_have_text("Hana")

            # --- table 1 -------------------------------------------------------------------------------------------
            # Hand 1, East 1 (Gen deals): Dai declares riichi (a tap on his seat; the second phone sees the stick),
            # then wins 3 han 30 fu by ron on Eri: a non-dealer's 3,900, and his own stick back.
            # Gen 25,000; Dai 25,000 - 1,000 + 3,900 + 1,000 = 28,900; Eri 21,100; Fumi 25,000. Deal to Dai.
            riichi(one, DAI)
            one_again.wait_for_selector(f".seat[data-seat='{DAI}'] .stick", timeout=FOLLOW_MS)
            start_ron(one, [DAI], ERI)
            choose_value(one, DAI, 3, 30, "Dai:")
            expect(one.locator("#preview")).to_contain_text("Eri pays Dai 3,900")
            confirm(one, 1)
            one_again.wait_for_selector("#hands li:has-text('Dai (3 han 30 fu) ron on Eri')", timeout=FOLLOW_MS)
            expect(one.locator(f".seat[data-seat='{DAI}'] .points")).to_have_text("28,900")
            assert hall_hands(session, venue, event_id)[1] == 1

            # Hand 2, East 2 (Dai deals): Fumi tsumo 2 han 30 fu, a non-dealer's 500/1,000.
            # Gen 24,500; Dai 27,900; Eri 20,600; Fumi 27,000. Deal to Eri.
            one.tap("button[data-kind=tsumo]")
            one.tap(f"#entry .choice >> nth=0 >> button[data-seat='{FUMI}']")
            choose_value(one, FUMI, 2, 30, "Fumi:")
            confirm(one, 2)
            one_again.wait_for_selector("#hands li:has-text('Fumi (2 han 30 fu) tsumo')", timeout=FOLLOW_MS)
            expect(one.locator("#hands li").first).to_contain_text("Fumi")
            assert hall_hands(session, venue, event_id)[1] == 2

            # A mistake: a ron of 1 han 20 fu, which no hand is. The rules' sentence is shown, Confirm stays off,
            # and nothing is stored.
            start_ron(one, [GEN], DAI)
            choose_value(one, GEN, 1, 30, "Gen:")
            one.tap(f".value[data-winner='{GEN}'] button[data-fu='20']")
            expect(one.locator("#refusal")).to_be_visible()
            expect(one.locator("#refusal")).to_contain_text("20 fu")
            expect(one.locator("#confirm")).to_be_disabled()
            one.tap("#cancel")
            expect(one.locator("#entry")).to_be_hidden()
            assert stored_hands(session, venue, game1) == 2
            expect(one.locator("#hands li")).to_have_count(2)

            # Hand 3, East 3 (Eri deals): Gen declares riichi (24,500 -> 23,500, 1,000 on the table); the draw's
            # tenpai row has him ticked already; Eri is ticked too. Two tenpai, two noten: 1,500 each way.
            # Gen 25,000; Dai 26,400; Eri 22,100; Fumi 25,500; 1,000 in sticks. Eri stays: East 3, 1 honba.
            riichi(one, GEN)
            one.tap("button[data-kind=draw]")
            expect(one.locator(f"#entry .choice >> nth=0 >> button[data-seat='{GEN}']")).to_have_attribute(
                "aria-pressed", "true"
            )
            one.tap(f"#entry .choice >> nth=0 >> button[data-seat='{ERI}']")
            expect(one.locator("#preview")).to_contain_text("Dai pays")
            expect(one.locator("#preview")).to_contain_text("Eri")
            confirm(one, 3)
            one_again.wait_for_selector("#hands li >> nth=0 >> text=/tenpai|draw/i", timeout=FOLLOW_MS)
            expect(one.locator("#line")).to_contain_text("East 3")
            expect(one.locator("#line")).to_contain_text("1 honba")
            expect(one.locator("#line")).to_contain_text("1,000 in sticks")
            assert hall_hands(session, venue, event_id)[1] == 3

            # Hand 4, a chombo by Fumi (a non-dealer): a reverse mangan paid at once, 4,000 to the dealer Eri and
            # 2,000 to each other player. Gen 27,000; Dai 28,400; Eri 26,100; Fumi 17,500. The hand is played
            # again: Eri deals East 3 with 1 honba, the 1,000 of the draw still on the table.
            one.tap("button[data-kind=chombo]")
            one.tap(f"#entry .choice >> nth=0 >> button[data-seat='{FUMI}']")
            expect(one.locator("#preview")).to_contain_text("Fumi pays Eri 4,000")
            confirm(one, 4)
            one_again.wait_for_selector("#hands li >> nth=0 >> text=/chombo/i", timeout=FOLLOW_MS)
            expect(one.locator(f".seat[data-seat='{FUMI}'] .points")).to_have_text("17,500")
            assert hall_hands(session, venue, event_id)[1] == 4

            # A hand entered wrongly (Gen's ron on Dai), then taken back with Undo: four hands again, and the
            # scores of before.
            start_ron(one, [GEN], DAI)
            choose_value(one, GEN, 1, 30, "Gen:")
            confirm(one, 5)
            one_again.wait_for_selector("#hands li:has-text('Gen (1 han 30 fu) ron on Dai')", timeout=FOLLOW_MS)
            one.tap("button[data-kind=undo]")
            expect(one.locator("#entry")).to_contain_text("hand 5")
            confirm(one, 4)
            expect(one_again.locator("#hands li")).to_have_count(4, timeout=FOLLOW_MS)
            assert stored_hands(session, venue, game1) == 4
            expect(one.locator(f".seat[data-seat='{GEN}'] .points")).to_have_text("27,000")
            expect(one.locator(f".seat[data-seat='{DAI}'] .points")).to_have_text("28,400")

            # --- table 2 -------------------------------------------------------------------------------------------
            # Hand 1, East 1 (Hana deals): Aki declares riichi, then a double ron on Chie's discard: Aki 3 han 30 fu
            # (3,900, his own stick back) and Hana 3 han 30 fu as dealer (5,800). Chie pays 9,700.
            # Hana 30,800; Aki 28,900; Ben 25,000; Chie 15,300. The dealer won: Hana stays, East 1, 1 honba.
            riichi(two, AKI)
            start_ron(two, [AKI, HANA], CHIE)
            choose_value(two, AKI, 3, 30, None)
            choose_value(two, HANA, 3, 30, "Hana:")
            expect(two.locator("#preview")).to_contain_text("Aki: 3 han 30 fu")
            expect(two.locator("#preview")).to_contain_text("Chie pays Aki 3,900")
            expect(two.locator("#preview")).to_contain_text("Chie pays Hana 5,800")
            confirm(two, 1)
            expect(two.locator("#line")).to_contain_text("East 1")
            expect(two.locator("#line")).to_contain_text("1 honba")
            assert hall_hands(session, venue, event_id) == {1: 4, 2: 1}

            # --- time -------------------------------------------------------------------------------------------
            # The organiser starts round 1's clock and ends the round: under the club's rules the hand in play is
            # each table's last.
            with venue.lock:
                session.clocks.start_clock(event_id, 1)
                session.clocks.end_round(event_id, 1)
            for page in (one, one_again, two):
                expect(page.locator("#clock")).to_contain_text("Time: last hand", timeout=FOLLOW_MS)

            # Table 1's last hand, East 3 with 1 honba (Eri deals): Eri wins 3 han 30 fu by ron on Gen, a dealer's
            # 5,800 + 300 honba, and the 1,000 on the table. Eri 26,100 + 6,100 + 1,000 = 33,200; Gen 20,900.
            # Final: Eri 33,200 (+8.2), Dai 28,400 (+3.4), Gen 20,900 (-4.1), Fumi 17,500 (-7.5).
            start_ron(one, [ERI], GEN)
            choose_value(one, ERI, 3, 30, "Eri:")
            expect(one.locator("#preview")).to_contain_text("Gen pays Eri 5,800 (hand)")
            expect(one.locator("#preview")).to_contain_text("Gen pays Eri 300 (honba)")
            expect(one.locator("#preview")).to_contain_text("Eri +7,100 → 33,200")
            confirm(one, 5)
            expect(one.locator("#actions")).to_be_hidden()
            expect(one_again.locator("#actions")).to_be_hidden(timeout=FOLLOW_MS)
            expect(one.locator("#clock")).to_contain_text("Time: the game is over")
            assert hall_hands(session, venue, event_id) == {1: 5, 2: 1}

            # Table 2's last hand, East 1 with 1 honba (Hana deals): Ben tsumo 2 han 30 fu, 500/1,000 and 100 a
            # payer for the honba: Hana pays 1,100, Aki and Chie 600 each; Ben +2,300.
            # Final: Hana 29,700 (+4.7), Aki 28,300 (+3.3), Ben 27,300 (+2.3), Chie 14,700 (-10.3).
            two.tap("button[data-kind=tsumo]")
            two.tap(f"#entry .choice >> nth=0 >> button[data-seat='{BEN}']")
            choose_value(two, BEN, 2, 30, "Ben:")
            confirm(two, 2)
            expect(two.locator("#actions")).to_be_hidden()

            # After a reload, the finished game's page shows its final standings (without one: see the test below).
            one.reload()
            expect(one.locator("#standings li")).to_have_count(4)
            expect(one.locator("#standings li").first).to_contain_text("Eri")
            expect(one.locator("#standings li").first).to_contain_text("33,200")
        finally:
            for context in (first, second, other):
                context.close()

    with venue.lock:
        one_game = session.table.game(game1)
        two_game = session.table.game(game2)
        event = session.events.event_standings(event_id)
    assert one_game.finished and two_game.finished
    assert len(one_game.hands) == 5 and len(two_game.hands) == 2

    def by_seat(game: GameSnapshot) -> list[tuple[int, int, Fraction]]:
        return [(s.place, s.points, s.score) for s in sorted(game.standings, key=lambda s: s.seat)]

    # Table 1: Gen, Dai, Eri, Fumi.
    assert by_seat(one_game) == [
        (3, 20_900, Fraction("-4.1")),
        (2, 28_400, Fraction("3.4")),
        (1, 33_200, Fraction("8.2")),
        (4, 17_500, Fraction("-7.5")),
    ]
    # Table 2: Hana, Aki, Ben, Chie.
    assert by_seat(two_game) == [
        (1, 29_700, Fraction("4.7")),
        (2, 28_300, Fraction("3.3")),
        (3, 27_300, Fraction("2.3")),
        (4, 14_700, Fraction("-10.3")),
    ]
    assert not event.provisional
    assert [(p.place, p.name, p.total) for p in event.players] == [
        (1, "Eri", Fraction("8.2")),
        (2, "Hana", Fraction("4.7")),
        (3, "Dai", Fraction("3.4")),
        (4, "Aki", Fraction("3.3")),
        (5, "Ben", Fraction("2.3")),
        (6, "Gen", Fraction("-4.1")),
        (7, "Fumi", Fraction("-7.5")),
        (8, "Chie", Fraction("-10.3")),
    ]
    session.close()


def test_the_final_standings_appear_on_the_page_that_ends_the_game(browser: Browser, tmp_path: Path) -> None:
    """The page renders the final standings (#standings) when the game it shows finishes, as the server's page does
    for a finished game: the players see where they ended without reloading."""
    session, venue = club_night(tmp_path)
    with served(venue) as base:
        context = phone(browser)
        try:
            page = open_table(context, table_url(base, venue, 1))
            with venue.lock:
                session.clocks.start_clock(venue.event_id, 1)
                session.clocks.end_round(venue.event_id, 1)
            expect(page.locator("#clock")).to_contain_text("Time: last hand", timeout=FOLLOW_MS)
            # The only hand, East 1 (Gen deals): Dai 3 han 30 fu ron on Eri, 3,900. It ends the game:
            # Dai 28,900 first, Gen and Fumi 25,000 sharing second, Eri 21,100 fourth.
            start_ron(page, [DAI], ERI)
            choose_value(page, DAI, 3, 30, "Dai:")
            confirm(page, 1)
            expect(page.locator("#actions")).to_be_hidden()
            expect(page.locator("#standings li")).to_have_count(4)
            expect(page.locator("#standings li").first).to_contain_text("Dai")
            expect(page.locator("#standings li").first).to_contain_text("28,900")
        finally:
            context.close()
    session.close()


def test_the_organisers_page_fits_a_phone(browser: Browser, tmp_path: Path) -> None:
    """The organiser's page (each table's code, who was heard, the event page's code, the players' pages' choice)
    at a phone's width: no sideways scrolling."""
    session, venue = club_night(tmp_path)
    with served(venue) as base:
        context = phone(browser)
        try:
            page = context.new_page()
            with venue.lock:
                key = venue.key_of(venue.organiser())
            page.goto(f"{base}/o/{key}")
            expect(page.locator("img.code")).to_have_count(3)  # the two tables', and the event page's
            assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
        finally:
            context.close()
    session.close()


def test_a_riichi_winners_common_ron_takes_five_taps(browser: Browser, tmp_path: Path) -> None:
    """The commonest hand at a club: a riichi winner's ron of 3 han 30 fu. From the open page: Ron, the winner, the
    discarder, 3 han (30 fu is chosen already), Confirm: five taps, each counted, and the hand stored as meant.

    Table 1, East 1 (Gen deals): Dai declared riichi (his stick, 1,000, on the table), then wins by ron on Eri's
    discard: 3 han 30 fu for a non-dealer is 3,900 (30 x 2^5 = 960 basic points, x 4 = 3,840, rounded up to the
    hundred), and he takes his stick back. Dai 25,000 - 1,000 + 3,900 + 1,000 = 28,900; Eri 21,100."""
    session, venue = club_night(tmp_path)
    with served(venue) as base:
        context = phone(browser)
        try:
            page = open_table(context, table_url(base, venue, 1))
            riichi(page, DAI)
            taps: list[str] = []

            def tap(selector: str) -> None:
                taps.append(selector)
                page.tap(selector)

            tap("button[data-kind=ron]")
            tap(f"#entry .choice >> nth=0 >> button[data-seat='{DAI}']")
            tap(f"#entry .choice >> nth=1 >> button[data-seat='{ERI}']")
            tap(f".value[data-winner='{DAI}'] button[data-han='3']")
            expect(page.locator("#preview")).to_contain_text("Dai: 3 han 30 fu")
            expect(page.locator("#confirm")).to_be_enabled()
            tap("#confirm")
            settled(page, 1)
            assert len(taps) == 5
            expect(page.locator(f".seat[data-seat='{DAI}'] .points")).to_have_text("28,900")
            expect(page.locator(f".seat[data-seat='{ERI}'] .points")).to_have_text("21,100")
            with venue.lock:
                hands = session.table.game(game_of(venue, 1)).hands
            assert [hand.result for hand in hands] == [Ron(ERI, (Win(DAI, 3, 30),), riichi=frozenset({DAI}))]
        finally:
            context.close()
    session.close()
