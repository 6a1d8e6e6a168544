"""Exactly once: each change a table makes carries its entry's identity, and the same entry sent again (the answer
of its first write lost on the network) is answered as stored, with the game as stored: never a second copy, never
"changed elsewhere", never a refusal of the game its own write made. On SQLite and on PostgreSQL.

Every hand here is an exhaustive draw with nobody tenpai (nothing paid), or Chie's mangan tsumo: Aki deals, so
Chie (seat 2) takes 2,000 from each non-dealer and 4,000 from Aki: (-4,000, -2,000, +8,000, -2,000).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any
from uuid import uuid4

import pytest

from tablekeeper.errors import DatabaseError
from tablekeeper.journal import Action, ActionKind
from tablekeeper.rules.results import ExhaustiveDraw, Tsumo, Win
from tablekeeper.service import Session, SessionError
from tablekeeper.store import writes

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
DRAW = ExhaustiveDraw()
CHIE_MANGAN = Tsumo(Win(2, 5))
MANGAN_SCORES = (21_000, 23_000, 33_000, 23_000)


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


class AnswerLost(DatabaseError):
    """The connection dropped after the server committed, before its answer reached the table."""


@pytest.fixture
def lose_answers(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    """Once called, the next write is committed and then its answer lost (the caller sees an error)."""
    real = writes.apply_plan

    def arm() -> None:
        def committed_then_lost(*args: Any) -> Any:
            real(*args)
            monkeypatch.setattr(writes, "apply_plan", real)
            raise AnswerLost("the server cannot be reached")

        monkeypatch.setattr(writes, "apply_plan", committed_then_lost)

    return arm


def test_a_hand_sent_twice_is_stored_once(service: Session) -> None:
    game = service.table.create_game(PLAYERS).id
    entry = uuid4()
    first = service.table.record(game, CHIE_MANGAN, entry=entry)
    again = service.table.record(game, CHIE_MANGAN, entry=entry)
    assert not first.stored_before
    assert again.stored_before
    assert again.action == Action(ActionKind.RECORD, 1)
    assert len(again.game.hands) == 1
    assert again.game.state.scores == MANGAN_SCORES


def test_two_entries_make_two_hands(service: Session) -> None:
    game = service.table.create_game(PLAYERS).id
    service.table.record(game, DRAW, entry=uuid4())
    service.table.record(game, DRAW, entry=uuid4())
    service.table.record(game, DRAW)  # no identity given: the service makes one at the call
    assert len(service.table.game(game).hands) == 3


def test_a_retry_after_a_lost_answer_is_stored_once(
    database_url: str, service: Session, lose_answers: Callable[[], None]
) -> None:
    game = service.table.create_game(PLAYERS).id
    entry = uuid4()
    lose_answers()
    with pytest.raises(AnswerLost):
        service.table.record(game, CHIE_MANGAN, entry=entry)
    # The same window sends it again: it still holds the game at the revision before its write (stale by it).
    retried = service.table.record(game, CHIE_MANGAN, entry=entry)
    assert retried.stored_before
    assert (len(retried.game.hands), retried.game.state.scores) == (1, MANGAN_SCORES)
    # And a restarted window, which reads the game with the hand in it, sends it once more.
    with Session.open(database_url) as restarted:
        again = restarted.table.record(game, CHIE_MANGAN, entry=entry)
        assert again.stored_before
        assert len(restarted.table.game(game).hands) == 1


def test_an_end_retried_after_a_lost_answer_is_not_refused_as_finished(
    database_url: str, service: Session, lose_answers: Callable[[], None]
) -> None:
    game = service.table.create_game(PLAYERS).id
    service.table.record(game, CHIE_MANGAN)
    entry = uuid4()
    lose_answers()
    with pytest.raises(AnswerLost):
        service.table.finish(game, entry=entry)
    with Session.open(database_url) as restarted:  # it finds the game finished, by this very entry
        retried = restarted.table.finish(game, entry=entry)
        assert retried.stored_before
        assert retried.action == Action(ActionKind.END)
        assert retried.game.summary.finished


def test_an_undo_retried_is_undone_once(database_url: str, service: Session, lose_answers: Callable[[], None]) -> None:
    game = service.table.create_game(PLAYERS).id
    service.table.record(game, DRAW)
    service.table.record(game, CHIE_MANGAN)
    entry = uuid4()
    lose_answers()
    with pytest.raises(AnswerLost):
        service.table.undo(game, entry=entry)
    retried = service.table.undo(game, entry=entry)
    assert retried.stored_before
    assert (retried.action, retried.undone) == (Action(ActionKind.RECORD, 2), True)
    assert len(retried.game.hands) == 1
    with Session.open(database_url) as restarted:  # a second undo there would take back the draw too
        assert restarted.table.undo(game, entry=entry).stored_before
        assert len(restarted.table.game(game).hands) == 1


@pytest.mark.parametrize("command", ["riichi", "edit", "delete", "redo"])
def test_every_change_sent_twice_is_made_once(service: Session, command: str) -> None:
    game = service.table.create_game(PLAYERS).id
    service.table.record(game, DRAW)
    service.table.record(game, DRAW)
    entry = uuid4()
    send: dict[str, Callable[[], Any]] = {
        "riichi": lambda: service.table.declare_riichi(game, 1, entry=entry),
        "edit": lambda: service.table.edit_hand(game, 2, CHIE_MANGAN, entry=entry),
        "delete": lambda: service.table.delete_hand(game, 1, entry=entry),
        "redo": lambda: service.table.redo(game, entry=entry),
    }
    if command == "redo":
        service.table.undo(game)
        service.table.undo(game)
    first = send[command]()
    again = send[command]()
    assert again.stored_before
    assert again.game == first.game  # as the first answer showed it, nothing more changed
    assert service.table.game(game) == first.game


def test_a_retry_racing_its_own_first_attempt_stores_one_hand(database_url: str) -> None:
    """A retry sent on a new connection while the first attempt is still on its way (its line hung): the two
    writes of the same entry meet at the game's lock, and the second finds the first's step."""
    with Session.open(database_url) as setup:
        game = setup.table.create_game(PLAYERS).id
    entry = uuid4()
    tables = [Session.open(database_url) for _ in range(2)]
    try:
        for table in tables:
            table.table.game(game)  # both hold the game as it was before the hand
        start = threading.Barrier(2, timeout=30)
        answers: list[Any] = [None, None]

        def send(i: int) -> None:
            start.wait()
            answers[i] = tables[i].table.record(game, CHIE_MANGAN, entry=entry)

        threads = [threading.Thread(target=send, args=(i,)) for i in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert sorted(a.stored_before for a in answers) == [False, True]
        assert all(a.game.state.scores == MANGAN_SCORES for a in answers)
        assert len(tables[0].table.game(game).hands) == 1
    finally:
        for table in tables:
            table.close()


def _games(url: str) -> int:
    with Session.open(url) as reading:
        return len(reading.library.list_games())


def test_a_new_game_sent_twice_is_made_once(database_url: str, service: Session) -> None:
    entry = uuid4()
    first = service.table.create_game(PLAYERS, title="Monday", entry=entry)
    again = service.table.create_game(PLAYERS, title="Monday", entry=entry)
    assert again.id == first.id and again.summary.players == tuple(PLAYERS)
    assert _games(database_url) == 1
    service.table.create_game(PLAYERS, entry=uuid4())  # another confirmation: another game
    assert _games(database_url) == 2


def test_a_new_game_whose_answer_was_lost_is_made_once(
    database_url: str, service: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The creation reached the server and was committed; the table never heard it and sends it again.
    real = writes.add_games

    def committed_then_lost(*args: Any) -> Any:
        real(*args)
        monkeypatch.setattr(writes, "add_games", real)
        raise AnswerLost("the server cannot be reached")

    monkeypatch.setattr(writes, "add_games", committed_then_lost)
    entry = uuid4()
    with pytest.raises(AnswerLost):
        service.table.create_game(PLAYERS, entry=entry)
    made = service.table.create_game(PLAYERS, entry=entry)
    assert _games(database_url) == 1
    with Session.open(database_url) as restarted:  # a restarted window sends it once more
        assert restarted.table.create_game(PLAYERS, entry=entry).id == made.id
    assert _games(database_url) == 1


def test_an_entry_of_one_game_cannot_make_another(service: Session) -> None:
    entry = uuid4()
    service.table.create_game(PLAYERS, entry=entry)
    with pytest.raises(SessionError, match="another game"):
        service.table.create_game(["Eri", "Fumi", "Gen", "Hana"], entry=entry)
