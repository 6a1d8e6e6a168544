"""Each finished game's figures, kept by seat (``seat_figures``) for the club statistics, and revision 0004.

The figures of the club games are worked out by hand in :func:`tests.club_games.record_club`; here they must be
the ones kept when each game's end is stored, follow every later change of the game (an undone end, an edited
hand), and be worked out again from the replay when missing or outdated, and kept then, by the window and by
`tablekeeper stats` alike.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from alembic import command
from sqlalchemy import text

from tablekeeper.cli import main
from tablekeeper.rules.results import Tsumo, Win
from tablekeeper.service import GameFilter, Session, library
from tablekeeper.service import session as service_session
from tablekeeper.service.library import Library
from tablekeeper.stats import FIGURES_VERSION, club_statistics
from tablekeeper.store import database as store_database
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config
from tests.club_games import record_club

Row = tuple[int, int, int, int, int, int, int, Fraction]
"""A seat's kept figures: hands, wins, tsumo wins, deal-ins, riichi, value of the wins, place, +/- score."""


def _kept(service: Session) -> dict[tuple[int, int], tuple[int, Row]]:
    """(game, seat) -> (version, figures) as stored."""
    with service.database.reading() as reader:
        rows = reader.rows(
            "SELECT game_id, seat, version, hands, wins, tsumo_wins, deal_ins, riichi, win_points, place, "
            "score_numerator, score_denominator FROM seat_figures ORDER BY game_id, seat"
        )
    return {(g, s): (v, (*figures, Fraction(n, d))) for g, s, v, *figures, n, d in rows}  # type: ignore[misc]


def _replayed(service: Session) -> list:
    """The statistics worked out from a full replay of every finished game (the figures' judge)."""
    (four,) = club_statistics(
        service.table.game(g.id) for g in service.library.list_games(GameFilter(finished=True), limit=None)
    )
    return list(four.ranked)


def test_the_figures_are_kept_when_a_game_ends(database_url: str) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        kept = _kept(service)
    # Game 1 (seats Aki, Ben, Chie, Dai), from record_club's own working: 4 hands; Ben won the double ron's
    # mangan (8,000) after his riichi and placed 1st at +5.8; Chie won 3,900 there; Dai dealt in, declared riichi
    # and won a 2,000 tsumo, 4th at -9.8; Aki declared riichi in hand 2, 3rd at -0.2.
    assert kept[(1, 0)] == (FIGURES_VERSION, (4, 0, 0, 0, 1, 0, 3, Fraction(-1, 5)))
    assert kept[(1, 1)] == (FIGURES_VERSION, (4, 1, 0, 0, 1, 8000, 1, Fraction(29, 5)))
    assert kept[(1, 2)] == (FIGURES_VERSION, (4, 1, 0, 0, 0, 3900, 2, Fraction(21, 5)))
    assert kept[(1, 3)] == (FIGURES_VERSION, (4, 1, 1, 1, 1, 2000, 4, Fraction(-49, 5)))
    # Game 2 (Ben, Aki, Dai, Chie): Aki won 1,000 from Dai, +16; Ben and Chie share 2nd at 0; Dai -16.
    assert [kept[(2, seat)][1][6:] for seat in range(4)] == [(2, 0), (1, 16), (4, -16), (2, 0)]
    assert not any(game == 3 for game, _ in kept)  # still being played: no figures yet


def test_an_undone_end_forgets_them_and_a_redone_one_keeps_them_again(database_url: str) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        before = _kept(service)
        service.table.undo(2)  # the end of game 2
        assert not any(game == 2 for game, _ in _kept(service))
        assert service.library.statistics().games == 1
        service.table.redo(2)
        assert _kept(service) == before
        assert service.library.statistics().table(4).ranked == tuple(_replayed(service))


def test_an_edited_hand_of_a_finished_game_changes_them(database_url: str) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        # Game 1's last hand becomes Dai's 3 han 30 fu tsumo: 1,000 / 2,000, a hand worth 4,000 (was 2,000).
        service.table.edit_hand(1, 4, Tsumo(Win(3, 3, 30), frozenset({3})))
        assert _kept(service)[(1, 3)][1][5] == 4000
        figures = service.library.statistics(GameFilter(player="Dai")).table(4).ranked[0]
        assert figures.win_points == 4000 and figures.games == 2  # game 2 is Dai's too: a deal-in, no win
        assert service.library.statistics().table(4).ranked == tuple(_replayed(service))


def test_missing_or_outdated_figures_are_worked_out_and_kept_even_by_a_reader(database_url: str) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        expected = service.library.statistics()
        kept = _kept(service)
        with service.database.engine.begin() as connection:
            connection.execute(text("DELETE FROM seat_figures WHERE game_id = 1"))
            connection.execute(text("UPDATE seat_figures SET version = 0, wins = 99 WHERE game_id = 2"))
    with Session.open(database_url, write=False) as reader:
        assert reader.library.statistics() == expected  # worked out from the replay, not read from the outdated rows
        assert _kept(reader) == kept  # kept again, as at the end of each game, though the session only reads
    with Session.open(database_url) as service:
        assert service.library.statistics() == expected


def test_the_first_stats_keeps_missing_figures_and_the_next_only_reads(
    database_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        kept = _kept(service)
        with service.database.engine.begin() as connection:
            connection.execute(text("DELETE FROM seat_figures"))  # as after the upgrade to 0004
    replayed: list[list[int]] = []
    opened_for_writing: list[bool] = []
    work_out, open_database = Library._work_out_figures, store_database.open_database

    def counted_work_out(self: Library, game_ids: Any, passed: Any) -> Any:
        replayed.append(sorted(game_ids))
        return work_out(self, game_ids, passed)

    def counted_open(url: Any = None, *, write: bool = True, **options: Any) -> Any:
        opened_for_writing.append(write)
        return open_database(url, write=write, **options)

    monkeypatch.setattr(Library, "_work_out_figures", counted_work_out)
    # Where the service opens a database: a session (the command's own), and the figures' writer of a reading one.
    monkeypatch.setattr(service_session, "open_database", counted_open)
    monkeypatch.setattr(library, "open_database", counted_open)
    first = _stats(capsys, database_url)
    assert (replayed, opened_for_writing) == ([[1, 2]], [False, True])  # the two finished games, then kept
    with Session.open(database_url, write=False) as reader:
        assert _kept(reader) == kept
    replayed.clear()
    opened_for_writing.clear()
    second = _stats(capsys, database_url)
    assert (replayed, opened_for_writing) == ([], [False])  # nothing replayed, nothing opened for writing
    assert second == first and first[0] == 0 and "Aki" in first[1]


def _stats(capsys: pytest.CaptureFixture[str], url: str) -> tuple[int, str, str]:
    status = main(["stats", "--database-url", url])
    out, err = capsys.readouterr()
    return status, out, err


def test_revision_0004_names_each_rule_set_and_leaves_the_figures_to_be_worked_out(database_url: str) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        expected = service.library.statistics()
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0003")
            connection.execute(text("UPDATE games SET rules_json = '{broken' WHERE id = 3"))
    finally:
        engine.dispose()
    with Session.open(database_url) as service:  # upgraded again on opening
        with service.database.reading() as reader:
            names = reader.rows("SELECT id, rules_name, start_points FROM games ORDER BY id")
        # From RULESETS.md: the club's seeds start at 25,000, EMA 2016 at 30,000; game 3's snapshot cannot be read.
        assert names == [(1, "club", 25000), (2, "ema2016", 30000), (3, None, None)]
        assert _kept(service) == {}
        assert (
            service.library.statistics(GameFilter(rules="ema2016")).games == 1
        )  # the rule set's name, filled in, filters
        assert service.library.statistics() == expected
        assert len(_kept(service)) == 8


def test_figures_worked_out_for_a_game_changed_meanwhile_are_not_kept(database_url: str, monkeypatch) -> None:
    with Session.open(database_url) as service:
        record_club(service)
        with service.database.engine.begin() as connection:
            connection.execute(text("DELETE FROM seat_figures"))  # as after the upgrade: all to be worked out
        work_out = Library._work_out_figures

        def then_changed_elsewhere(self, game_ids, passed):
            worked_out = work_out(self, game_ids, passed)
            # Another window edits game 1's last hand after this reading: Dai's tsumo is now worth 4,000.
            with Session.open(database_url) as other:
                other.table.edit_hand(1, 4, Tsumo(Win(3, 3, 30), frozenset({3})))
            return worked_out

        monkeypatch.setattr(Library, "_work_out_figures", then_changed_elsewhere)
        service.library.statistics()  # the figures as read: Dai's tsumo still 2,000
        kept = _kept(service)
    assert kept[(1, 3)][1][5] == 4000  # the other window's figures stand; the stale ones were not written over them
    assert kept[(2, 1)][1][6:] == (1, 16)  # game 2, unchanged, was kept
