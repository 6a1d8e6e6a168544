"""A three-player event through the session (tenhou-sanma): its rounds seated at tables of three, a table's game
of its three players, a paper result of three final points stored and read back, the standings with three places,
and the count of players refused or filled for tables of three. Figures by hand from RULESETS.md ("Three
players"): 35,000 each, return 40,000, uma +20 / 0 / -20 and oka +15 to first."""

from __future__ import annotations

from fractions import Fraction

import pytest
from sqlalchemy import text

from tablekeeper.events.errors import EventError, ResultRefused
from tablekeeper.events.seating import quality
from tablekeeper.present import refusal
from tablekeeper.rules import ruleset
from tablekeeper.rules.results import Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session

NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana", "Ivo"]
SANMA = preset("tenhou-sanma")


@pytest.fixture
def service(database_url: str) -> Session:
    with Session.open(database_url) as session:
        yield session  # type: ignore[misc]


def test_nine_players_over_three_rounds_sit_at_three_tables_of_three_and_meet_nobody_twice(service: Session) -> None:
    event = service.events.create_event("Sanma night", SANMA, NAMES).id
    view = service.events.seat_rounds(event, 3, seed=5)
    assert [(t.round, t.table) for t in view.tables] == [(r, t) for r in (1, 2, 3) for t in (1, 2, 3)]
    assert all(len(t.seats) == 3 and len(t.entrants) == 3 for t in view.tables)
    # 27 meetings, each of a different pair; each player East, South and West once.
    assert quality(view.record.rounds) == quality(service.events.event(event).record.rounds)
    worth = quality(view.record.rounds)
    assert (worth.repeats, worth.most, worth.wind_spread) == (0, 1, 0)
    # Swiss seats the next round at tables of three too.
    swiss = service.events.seat_rounds(event, 1, method="swiss")
    assert [len(t.seats) for t in swiss.tables if t.round == 4] == [3, 3, 3]


def test_a_table_of_three_opens_a_game_of_its_three_players_under_the_event_rules(
    service: Session, database_url: str
) -> None:
    event = service.events.create_event("Sanma night", SANMA, NAMES[:3]).id
    service.events.import_seating(event, "1,1,3,1,2\n")
    game = service.events.open_table(event, 1, 1)
    assert service.events.open_table(event, 1, 1) == game  # the same game ever after
    with service.database.reading() as reader:
        seats = reader.rows(
            "SELECT s.seat, p.name FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id = :g "
            "ORDER BY s.seat",
            {"g": game},
        )
        ((rules,),) = reader.rows("SELECT rules_json FROM games WHERE id = :g", {"g": game})
    assert [tuple(row) for row in seats] == [(0, "Chie"), (1, "Aki"), (2, "Ben")]
    assert ruleset.from_json(rules) == SANMA
    (table,) = service.events.event(event).tables
    assert table.game_id == game and not table.finished


def test_a_table_of_three_plays_its_game_and_counts_its_three_places(service: Session) -> None:
    event = service.events.create_event("Sanma night", SANMA, NAMES[:3]).id
    service.events.import_seating(event, "1,1,1,2,3\n")
    game = service.events.open_table(event, 1, 1)
    # Aki, the dealer, tsumo mangan: 4,000 from Ben and from Chie (tsumo loss), 43,000 / 31,000 / 31,000.
    service.table.record(game, Tsumo(Win(0, han=5)))
    service.table.finish(game)
    assert service.table.game(game).state.scores == (43_000, 31_000, 31_000)
    standings = service.events.event_standings(event)
    # Aki (43 - 40) + 20 + 15 = +38; Ben and Chie tie on 31,000, the earlier seat first: Ben -9 + 0, Chie -9 - 20.
    assert [(s.name, s.place, s.total) for s in standings.players] == [
        ("Aki", 1, Fraction(38)),
        ("Ben", 2, Fraction(-9)),
        ("Chie", 3, Fraction(-29)),
    ]
    assert not standings.provisional


def test_a_paper_result_of_three_is_stored_with_no_north_and_read_back(service: Session, database_url: str) -> None:
    event = service.events.create_event("Sanma night", SANMA, NAMES[:6]).id
    service.events.import_seating(event, "1,1,1,2,3\n1,2,4,5,6\n")
    view = service.events.enter_paper_result(event, 1, 2, (30_000, 28_000, 46_000), deposits=1)
    paper = next(t.paper for t in view.tables if (t.round, t.table) == (1, 2))
    assert paper is not None and (paper.points, paper.chombos) == ((30_000, 28_000, 46_000), (0, 0, 0))
    assert service.events.event(event).record == view.record  # as stored
    with service.database.reading() as reader:
        (row,) = reader.rows("SELECT points_0, points_1, points_2, points_3, chombos_3 FROM event_paper")
    assert tuple(row) == (30_000, 28_000, 46_000, None, 0)
    # Fumi (West) 46,000 + the stick: (47 - 40) + 35 = +42; Dai -10; Emi -32.
    totals = {s.name: s.total for s in service.events.event_standings(event, through_round=1).players}
    assert (totals["Fumi"], totals["Dai"], totals["Emi"]) == (42, -10, -32)
    # Undone and redone, it is as it was.
    undone = service.events.undo_event(event)
    assert undone.record.paper == ()
    assert service.events.redo_event(event).record == view.record


def test_four_points_for_a_table_of_three_are_refused_and_nothing_is_stored(service: Session) -> None:
    event = service.events.create_event("Sanma night", SANMA, NAMES[:3]).id
    service.events.import_seating(event, "1,1,1,2,3\n")
    before = service.events.event(event)
    with pytest.raises(ResultRefused) as caught:
        service.events.enter_paper_result(event, 1, 1, (40_000, 30_000, 20_000, 15_000))
    assert refusal(caught.value) == (
        "A table has three seats: three whole numbers are needed, East, South, West; nothing was changed."
    )
    assert service.events.event(event).revision == before.revision


def test_ten_players_are_refused_at_tables_of_three_or_filled_to_twelve(service: Session) -> None:
    ten = [*NAMES, "Jun"]
    event = service.events.create_event("Sanma night", SANMA, ten).id
    with pytest.raises(EventError) as caught:
        service.events.seat_rounds(event, 1)
    assert refusal(caught.value).startswith(
        "10 players are present in round 1, which is not a multiple of three: add players, mark one absent, or seat "
        "fillers"
    )
    with service.database.reading() as reader:
        assert reader.rows(text("SELECT count(*) FROM event_seats").text) == [(0,)]
    # 10 present: two fillers make 12, four tables of three.
    view = service.events.seat_rounds(event, 1, fill=True)
    assert [e.name for e in view.record.entrants if e.filler] == ["Substitute 1", "Substitute 2"]
    assert [len(t.seats) for t in view.tables] == [3, 3, 3, 3]


def test_a_seating_file_of_four_is_refused_for_an_event_of_three(service: Session) -> None:
    event = service.events.create_event("Sanma night", SANMA, NAMES[:4]).id
    with pytest.raises(EventError) as caught:
        service.events.import_seating(event, "1,1,1,2,3,4\n")
    assert refusal(caught.value) == "Line 1 has 6 values; a table is round, table and three players (5 values)."
