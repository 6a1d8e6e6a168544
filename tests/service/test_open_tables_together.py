"""Tables of a round open their games at the same moment (a club night's start): each opening moves the event's
revision, and an opening that finds it moved since it read the event opens again from the event as it is, instead
of telling the table that the event changed elsewhere."""

from __future__ import annotations

from typing import Any

import pytest

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import EventChangedElsewhere, Session
from tablekeeper.service import events as events_module
from tablekeeper.store import event_writes

NAMES = [f"Player {n}" for n in range(1, 13)]


def test_a_table_opening_while_another_opens_gets_its_game(database_url: str, monkeypatch) -> None:
    with Session.open(database_url) as first, Session.open(database_url) as second:
        event = first.events.create_event("Club night", preset("club"), NAMES)
        first.events.seat_rounds(event.id, 1, seed=2)
        link = event_writes.link_game
        meanwhile: list[int] = []
        asked: list[bool] = []

        def link_after_another_table(*args: Any, **kwargs: Any) -> int:
            if not asked:  # between the second table's reading and its write, the first table opens its game
                asked.append(True)
                meanwhile.append(first.events.open_table(event.id, 1, 1))
            return link(*args, **kwargs)

        monkeypatch.setattr(event_writes, "link_game", link_after_another_table)
        game = second.events.open_table(event.id, 1, 2)
        monkeypatch.setattr(event_writes, "link_game", link)
        seated = {t.table: t for t in first.events.event(event.id).tables}
        assert seated[1].game_id == meanwhile[0] and seated[2].game_id == game != meanwhile[0]
        assert second.table.game(game).summary.players == seated[2].seats
        # Opened again, the same game.
        assert second.events.open_table(event.id, 1, 2) == game


def test_an_event_that_keeps_moving_is_said(database_url: str, monkeypatch) -> None:
    with Session.open(database_url) as organiser:
        event = organiser.events.create_event("Club night", preset("club"), NAMES)
        organiser.events.seat_rounds(event.id, 1, seed=2)
        attempts: list[int] = []

        def always_moved(_database: Any, event_id: int, _round: int, _table: int, expected: int, _new: Any) -> int:
            attempts.append(expected)
            raise event_writes.StaleRevision(event_id, expected, expected + 1)

        monkeypatch.setattr(event_writes, "link_game", always_moved)
        with pytest.raises(EventChangedElsewhere):
            organiser.events.open_table(event.id, 1, 3)
        # Three tables in the round (12 players): each other table's opening may move the event once, and a few more.
        assert len(attempts) == 3 + events_module.OPENING_ATTEMPTS


def test_the_hall_keeps_every_table_of_its_round_open(sqlite_url: str, monkeypatch) -> None:
    from tablekeeper.service.open_games import OPEN_GAMES, OpenGames

    players = [f"Player {n}" for n in range(1, 4 * (OPEN_GAMES + 4) + 1)]  # more tables than the usual few
    with Session.open(sqlite_url) as organiser, Session.open(sqlite_url) as hall_session:
        event = organiser.events.create_event("Club night", preset("club"), players)
        organiser.events.seat_rounds(event.id, 1, seed=2)
        games = [organiser.events.open_table(event.id, 1, t.table) for t in organiser.events.event(event.id).tables]
        assert len(games) == OPEN_GAMES + 4
        hall_session.hall(event.id)
        loads: list[int] = []
        load = OpenGames.load

        def counted(games: OpenGames, game_id: int) -> Any:
            loads.append(game_id)
            return load(games, game_id)

        monkeypatch.setattr(OpenGames, "load", counted)
        hall = hall_session.hall(event.id)
        assert loads == []  # every table's game was open from the first reading: none replayed again
        assert sorted(t.game.id for t in hall.tables if t.game is not None) == sorted(games)
