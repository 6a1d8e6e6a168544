"""A series of three club nights through the session: each night one table kept on paper (club rules: no uma, no
oka, 25,000 returned, so a player's score is (points - 25,000) / 1,000), ranked with best 2 of 3 and with a minimum
of events; refusals as sentences."""

from __future__ import annotations

import pytest

from tablekeeper.events.series import SeriesRefused
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import EventNotFound, Session


@pytest.fixture
def service(database_url: str) -> Session:
    with Session.open(database_url) as session:
        yield session  # type: ignore[misc]


NIGHTS = (
    # Who sits East, South, West, North, and their final points.
    (("Aki", "Ben", "Chie", "Dai"), (40_000, 30_000, 20_000, 10_000)),  # +15, +5, -5, -15
    (("Aki", "Ben", "Chie", "Eri"), (20_000, 45_000, 25_000, 10_000)),  # -5, +20, 0, -15
    (("Aki", "Ben", "Dai", "Eri"), (30_000, 15_000, 35_000, 20_000)),  # +5, -10, +10, -5
)


def three_nights(service: Session) -> list[int]:
    """The three nights of :data:`NIGHTS`, each one round of one table, its result kept on paper."""
    numbers = []
    for night, (names, points) in enumerate(NIGHTS, start=1):
        view = service.events.create_event(f"Night {night}", preset("club"), list(names))
        service.events.import_seating(view.id, "round,table,east,south,west,north\n1,1," + ",".join(names))
        service.events.enter_paper_result(view.id, 1, 1, points)
        numbers.append(view.id)
    return numbers


def _table(service: Session, numbers: list[int], **options: int) -> list[tuple[str, int | None, int, int, float]]:
    series = service.series.series_standings(numbers, **options)
    assert not series.provisional
    return [(p.name, p.place, p.events, p.counted, float(p.total)) for p in series.players]


def test_best_two_of_three_nights(service: Session) -> None:
    # Aki +15, -5, +5: best two 15 + 5 = 20. Ben +5, +20, -10: 20 + 5 = 25. Chie -5, 0 and Dai -15, +10: -5 each,
    # Dai's best (+10) above Chie's (0). Eri -15, -5: -20.
    assert _table(service, three_nights(service), best=2) == [
        ("Ben", 1, 3, 2, 25.0),
        ("Aki", 2, 3, 2, 20.0),
        ("Dai", 3, 2, 2, -5.0),
        ("Chie", 4, 2, 2, -5.0),
        ("Eri", 5, 2, 2, -20.0),
    ]


def test_every_result_counted(service: Session) -> None:
    # Aki 15 - 5 + 5 = 15, Ben 5 + 20 - 10 = 15: level; Ben's best (+20) above Aki's (+15).
    assert _table(service, three_nights(service)) == [
        ("Ben", 1, 3, 3, 15.0),
        ("Aki", 2, 3, 3, 15.0),
        ("Dai", 3, 2, 2, -5.0),
        ("Chie", 4, 2, 2, -5.0),
        ("Eri", 5, 2, 2, -20.0),
    ]


def test_players_of_too_few_nights_are_listed_after_without_a_place(service: Session) -> None:
    assert _table(service, three_nights(service), best=2, min_events=3) == [
        ("Ben", 1, 3, 2, 25.0),
        ("Aki", 2, 3, 2, 20.0),
        ("Dai", None, 2, 2, -5.0),
        ("Chie", None, 2, 2, -5.0),
        ("Eri", None, 2, 2, -20.0),
    ]


def test_refusals(service: Session) -> None:
    numbers = three_nights(service)
    sanma = service.events.create_event("Sanma night", preset("tenhou-sanma"), ["Aki", "Ben", "Chie"])
    with pytest.raises(EventNotFound) as unknown:
        service.series.series_standings([*numbers, 99])
    assert unknown.value.sentence() == "There is no event 99."
    with pytest.raises(SeriesRefused) as mixed:
        service.series.series_standings([numbers[0], sanma.id])
    assert mixed.value.sentence() == (
        f"Event {sanma.id} is played at tables of 3 and event {numbers[0]} at tables of 4: games of three and of "
        "four players are ranked apart, never in one series."
    )
    for best in (0, 4):
        with pytest.raises(SeriesRefused, match=f"best 1 to 3 results \\(its events\\), not {best}\\."):
            service.series.series_standings(numbers, best=best)
    with pytest.raises(SeriesRefused, match="at least one event"):
        service.series.series_standings([])
