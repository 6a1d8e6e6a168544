"""The games browser's sorting done by the database (issue 12): ``Library.browse(order=..., descending=...)``
on SQLite and on PostgreSQL, every column against an order worked out here from the games' known data, pages of
one order that tile the whole selection, and the places of players level on points as the rule set settles them."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import text

from tablekeeper.rules.results import HandResult, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import GameFilter, Session
from tablekeeper.store.reads import GameOrder


@dataclass(frozen=True)
class Spec:
    title: str
    venue: str
    rules: str
    players: tuple[str, str, str, str]
    finished: bool
    hands: tuple[HandResult, ...]
    leader_points: int
    """Worked out by hand below: the rule set's start points plus the most any seat won."""


# Hand values (club rules and EMA 2016 alike here):
# - a non-dealer's 3 han 40 fu ron: 4 x 40 x 2^5 = 5,120, rounded up to 5,200;
# - a non-dealer's mangan tsumo: 2,000 from each non-dealer and 4,000 from the dealer, 8,000 in all;
# - the dealer's mangan ron: 12,000.
BEN_RON = Ron(2, (Win(1, 3, 40),))
DAI_TSUMO = Tsumo(Win(3, 5, 30))
DEALER_RON = Ron(1, (Win(0, 5, 30),))

SPECS = (
    Spec("monday", "Club room", "club", ("Ben", "Aki", "Chie", "Dai"), True, (BEN_RON,), 25_000 + 5_200),
    Spec("Tuesday", "café", "ema2016", ("Aki", "Ben", "Chie", "Dai"), False, (), 30_000),
    Spec("Émile cup", "Annex", "tenhou", ("Aki", "Ben", "Dai", "Chie"), True, (DAI_TSUMO,), 25_000 + 8_000),
    Spec("apple", "club room", "club", ("Émi", "Aki", "Ben", "Chie"), False, (DEALER_RON,), 25_000 + 12_000),
    Spec("Monday", "Zen", "ema2016", ("aKi", "Ben", "Chie", "Eri"), True, (DAI_TSUMO,), 30_000 + 8_000),
    Spec("Zebra", "", "mahjongsoul", ("Ben", "Aki", "Dai", "Chie"), False, (), 25_000),
    Spec("monday", "annex", "mleague", ("Chie", "Dai", "Aki", "Ben"), True, (BEN_RON, DAI_TSUMO), 25_000 + 8_000),
)
"""Seven games, a day apart in this order (the last is the latest)."""


RULES_SHOWN = {
    "club": "Club (25,000, no uma)",
    "ema2016": "EMA 2016",
    "tenhou": "Tenhou",
    "mleague": "M.League",
    "mahjongsoul": "Mahjong Soul",
}
"""The names the presets are shown by: sorted by them, M.League comes before Mahjong Soul ('.' before 'a'), not
after as their identifiers would have it."""


def _fill(service: Session) -> list[int]:
    ids = []
    start = datetime(2025, 5, 1, 18)
    for day, spec in enumerate(SPECS):
        game = service.table.create_game(
            list(spec.players),
            preset(spec.rules),
            title=spec.title,
            venue=spec.venue,
            started_at=start + timedelta(days=day),
        )
        for hand in spec.hands:
            service.table.record(game.id, hand)
        if spec.finished:
            service.table.finish(game.id)
        ids.append(game.id)
    return ids


def _key(order: GameOrder, day: int, spec: Spec) -> Any:
    """The key of a game in ``order``, from what the test knows of it (not from what the browser shows)."""
    match order:
        case GameOrder.DATE:
            return day
        case GameOrder.TITLE:
            return spec.title.lower()
        case GameOrder.VENUE:
            return spec.venue.lower()
        case GameOrder.RULES:
            return RULES_SHOWN[spec.rules].lower()
        case GameOrder.PLAYERS:
            return tuple(name.lower() for name in spec.players)
        case GameOrder.STATE:
            return spec.finished
        case GameOrder.RESULT:
            return spec.leader_points
    raise AssertionError(order)


@pytest.mark.parametrize("order", list(GameOrder))
def test_every_column_sorts_in_the_query_both_ways_and_pages_tile_the_games(
    database_url: str, order: GameOrder
) -> None:
    with Session.open(database_url) as service:
        ids = _fill(service)
        # Equal keys (the two "monday" titles, the states, two 33,000 leaders...) go by the game's id.
        expected = [ids[day] for day, spec in sorted(enumerate(SPECS), key=lambda d: (_key(order, *d), ids[d[0]]))]
        for descending, wanted in ((False, expected), (True, expected[::-1])):
            whole = service.library.browse(order=order, descending=descending, limit=50)
            assert [g.summary.id for g in whole.games] == wanted, (order, descending)
            assert whole.next_offset is None
            # Two at a time: every game once, in the same order, nothing skipped or repeated.
            paged: list[int] = []
            offset: int | None = 0
            while offset is not None:
                page = service.library.browse(order=order, descending=descending, limit=2, offset=offset)
                paged.extend(g.summary.id for g in page.games)
                offset = page.next_offset
            assert paged == wanted, (order, descending)


def test_the_default_order_is_the_latest_first(database_url: str) -> None:
    with Session.open(database_url) as service:
        ids = _fill(service)
        assert [g.summary.id for g in service.library.browse().games] == ids[::-1]


def test_the_result_order_puts_the_highest_leader_first_and_keeps_the_filters(database_url: str) -> None:
    with Session.open(database_url) as service:
        ids = _fill(service)
        top = service.library.browse(order=GameOrder.RESULT, descending=True, limit=1).games[0]
        assert top.summary.id == ids[4]  # EMA's 30,000 start and Dai's 8,000 tsumo: 38,000
        assert top.scores[top.leaders[0]] == 38_000
        finished = service.library.browse(GameFilter(finished=True), order=GameOrder.RESULT, descending=True)
        # Finished: 38,000 (day 4), 33,000 (days 2 and 6: the later id first, descending), 30,200 (day 0).
        assert [g.summary.id for g in finished.games] == [ids[4], ids[6], ids[2], ids[0]]
        club = service.library.browse(GameFilter(rules="club", player="aki"), order=GameOrder.TITLE, descending=False)
        assert [g.summary.title for g in club.games] == ["apple", "monday"]


def test_a_damaged_game_is_passed_over_by_every_order(database_url: str) -> None:
    with Session.open(database_url) as service:
        ids = _fill(service)
        with service.database.writing() as session:  # one rule set that is not JSON, one game without seats
            session.execute(
                text("UPDATE games SET rules_json = :bad WHERE id = :id"), {"bad": "{not json", "id": ids[3]}
            )
            session.execute(text("DELETE FROM seats WHERE game_id = :id"), {"id": ids[5]})
        for order in GameOrder:
            first = service.library.browse(order=order, limit=3)
            assert first.next_offset is not None
            rest = service.library.browse(order=order, limit=50, offset=first.next_offset)
            listed = [g.summary.id for g in first.games + rest.games]
            assert sorted(listed) == sorted(set(ids) - {ids[3], ids[5]}), order


def _game_with(service: Session, rules: str, hands: tuple[HandResult, ...], finish: bool) -> int:
    game = service.table.create_game(["Aki", "Ben", "Chie", "Dai"], preset(rules))
    for hand in hands:
        service.table.record(game.id, hand)
    if finish:
        service.table.finish(game.id)
    return game.id


# Two players level first: Ben's 5,200 ron on Chie (Ben 30,200, Chie 19,800), then Aki's 5,200 ron on Chie as a
# non-dealer in the next hand (Ben dealt the second hand after Aki's first dealership passed): Aki 30,200 too.
LEVEL = (BEN_RON, Ron(2, (Win(0, 3, 40),)))


def test_players_level_first_share_it_under_shared_ties_and_not_under_seat_order(database_url: str) -> None:
    with Session.open(database_url) as service:
        shared = _game_with(service, "club", LEVEL, finish=True)  # club: ties shared
        seated = _game_with(service, "tenhou", LEVEL, finish=True)  # Tenhou: the first dealer's order
        games = {g.summary.id: g for g in service.library.browse().games}
        assert games[shared].scores == (30_200, 30_200, 14_600, 25_000)
        assert games[shared].leaders == (0, 1)
        assert games[seated].leaders == (0,)


def test_a_game_with_an_end_time_sorts_as_finished(database_url: str) -> None:
    with Session.open(database_url) as service:
        timed = service.table.create_game(["Aki", "Ben", "Chie", "Dai"]).id
        playing = service.table.create_game(["Aki", "Ben", "Chie", "Dai"]).id
        with service.database.writing() as session:  # an end time without the "over" mark (the list says Finished)
            session.execute(
                text("UPDATE games SET ended = :no, finished_at = :end WHERE id = :id"),
                {"no": False, "end": datetime(2025, 5, 1, 22), "id": timed},
            )
        games = service.library.browse(order=GameOrder.STATE, descending=False).games
        assert [(g.summary.id, g.summary.finished) for g in games] == [(playing, False), (timed, True)]


def test_only_the_games_asked_for_are_listed_in_the_order_asked(database_url: str) -> None:
    with Session.open(database_url) as service:
        made = [
            service.table.create_game(
                ["Aki", "Ben", "Chie", "Dai"], title=f"g{n:02}", started_at=datetime(2025, 1, 1 + n)
            ).id
            for n in range(12)
        ]
        wanted = [made[0], made[1], made[2], made[6], made[9], made[10]]  # three runs of consecutive ids
        page = service.library.browse(ids=wanted, order=GameOrder.TITLE, descending=False, limit=4)
        assert [g.summary.title for g in page.games] == ["g00", "g01", "g02", "g06"]
        rest = service.library.browse(
            ids=wanted, order=GameOrder.TITLE, descending=False, limit=4, offset=page.next_offset
        )
        assert [g.summary.title for g in rest.games] == ["g09", "g10"] and rest.next_offset is None
        assert service.library.browse(ids=[]).games == ()
        assert [g.summary.title for g in service.library.browse(GameFilter(player="aki"), ids=[made[5]]).games] == [
            "g05"
        ]
        assert (
            service.library.browse(GameFilter(player="Eri"), ids=[made[5]]).games == ()
        )  # the other filters still apply
