"""The session service, call by call, on SQLite and on PostgreSQL.

Expected points are worked out in the tests from the club rules (RULESETS.md): a dealer's 3 han 40 fu ron is
40 x 2^5 = 1,280 base x 6 = 7,680, rounded up to 7,700; a non-dealer mangan tsumo is 2,000 / 4,000; 300 per
honba on a ron, 100 per payer on a tsumo; 3,000 of noten payments split between the tenpai and the noten.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from datetime import datetime
from fractions import Fraction
from pathlib import Path

import pytest
from sqlalchemy import text

from tablekeeper.rules.errors import InvalidHanFu, RuleError
from tablekeeper.rules.results import Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet, preset
from tablekeeper.service import (
    EditRefused,
    GameFilter,
    GameIsFinished,
    GameNotFound,
    HandNotFound,
    ImportRefused,
    InvalidPlayers,
    NothingToUndo,
    Session,
    SessionError,
)
from tablekeeper.store import reads
from tests.tenhou_data import json_files

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
NOTEN = ExhaustiveDraw()
DEALER_RON = Ron(1, (Win(0, 3, 40),), frozenset({2}))  # seat 0 (dealer) ron on seat 1; seat 2 in riichi
DEALER_RON_DELTAS = (7_700 + 1_000, -7_700, -1_000, 0)
EAST_ONLY = RuleSet(rounds=1)


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def _hand_count(service: Session, game_id: int) -> int:
    return len(service.table.game(game_id).hands)


def test_a_new_game_seats_the_first_dealer_at_seat_0(service: Session) -> None:
    view = service.table.create_game(PLAYERS, first_dealer=2, title="Monday", venue="Table 3")
    assert view.players == ("Chie", "Dai", "Aki", "Ben")
    assert view.state.scores == (25_000,) * 4
    assert view.state.name == "East 1"
    again = service.table.game(view.id)
    assert (again.summary.title, again.summary.venue, again.finished) == ("Monday", "Table 3", False)


@pytest.mark.parametrize(
    ("players", "sentence"),
    [
        (["Aki", "Ben", "Chie"], "needs 4 players, not 3"),
        (["Aki", "Ben", "Chie", "aki"], "named twice"),
        (["Aki", "Ben", "Chie", "  "], "needs a name"),
    ],
)
def test_players_that_cannot_make_a_table_are_refused(service: Session, players: list[str], sentence: str) -> None:
    with pytest.raises(InvalidPlayers, match=sentence):
        service.table.create_game(players)
    assert service.library.list_games() == []
    assert service.library.player_names() == []


def test_recording_a_hand_stores_its_inputs_and_moves_the_points(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    view = service.table.record(game.id, DEALER_RON).game
    assert view.hands[-1].deltas == DEALER_RON_DELTAS
    assert view.state.scores == (33_700, 17_300, 24_000, 25_000)
    assert (view.state.name, view.state.honba) == ("East 1", 1)  # the dealer won: East 1 again, one honba
    reopened = service.table.game(game.id)
    assert reopened.hands[0].result == DEALER_RON
    assert reopened.changed_hands == ()
    # Club rules: return 25,000, no uma: the +/- score is the points won or lost, in thousands.
    assert [(s.seat, s.score) for s in reopened.standings] == [
        (0, Fraction(87, 10)),
        (3, Fraction(0)),
        (2, Fraction(-1)),
        (1, Fraction(-77, 10)),
    ]


def test_a_hand_the_rules_refuse_is_not_stored(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    with pytest.raises(InvalidHanFu):
        service.table.record(game.id, Ron(1, (Win(0, 1, 20),)))  # 1 han 20 fu cannot be won by ron
    assert _hand_count(service, game.id) == 0


def test_a_preview_stores_nothing(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    preview = service.table.preview(game.id, DEALER_RON)
    assert preview.deltas == DEALER_RON_DELTAS
    assert preview.after.scores == (33_700, 17_300, 24_000, 25_000)
    assert _hand_count(service, game.id) == 0


def test_riichi_sticks_show_at_once_are_stored_and_are_checked(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.declare_riichi(game.id, 1)
    state = service.table.declare_riichi(game.id, 3).game.table
    assert state is not None
    assert (state.scores, state.deposits) == ((25_000, 24_000, 25_000, 24_000), 2_000)
    assert _hand_count(service, game.id) == 0
    # Stored at once: another session (the window restarted after a crash) finds the sticks on the table.
    again = Session(service.database).table.game(game.id)
    assert again.pending_riichi == {1, 3}
    assert again.table is not None and again.table.deposits == 2_000
    poor = service.table.create_game(["E", "F", "G", "H"], dataclasses.replace(preset("tenhou"), start_points=500))
    with pytest.raises(RuleError, match="cannot declare riichi"):
        service.table.declare_riichi(poor.id, 0)
    assert service.table.game(poor.id).pending_riichi == frozenset()


def test_undo_removes_the_last_hand(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, NOTEN)
    service.table.record(game.id, DEALER_RON)
    view = service.table.undo(game.id).game
    assert [h.result for h in view.hands] == [NOTEN]
    assert service.table.undo(game.id).game.hands == ()
    with pytest.raises(NothingToUndo, match="nothing to undo"):
        service.table.undo(game.id)


def test_editing_a_past_hand_replays_the_later_ones(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({0})))  # dealer tenpai: stays, 1 honba
    mangan = Tsumo(Win(2, 5))
    # Seat 2 tsumo mangan with dealer 0 and 1 honba: 4,000 from the dealer, 2,000 from each other, +100 each.
    assert service.table.record(game.id, mangan).game.hands[1].deltas == (-4_100, -2_100, 8_300, -2_100)
    view = service.table.edit_hand(game.id, 1, NOTEN).game  # all noten: the deal passes to seat 1, still 1 honba
    assert [h.result for h in view.hands] == [NOTEN, mangan]
    assert view.hands[1].name == "East 2"
    assert view.hands[1].deltas == (-2_100, -4_100, 8_300, -2_100)
    assert service.table.game(game.id).hands[1].deltas == (-2_100, -4_100, 8_300, -2_100)


def test_deleting_a_past_hand_replays_the_later_ones(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, NOTEN)  # the deal passes to seat 1, 1 honba
    service.table.record(game.id, Tsumo(Win(2, 5)))
    view = service.table.delete_hand(game.id, 1).game
    assert view.hands[0].name == "East 1"
    assert view.hands[0].deltas == (-4_000, -2_000, 8_000, -2_000)  # no honba any more, seat 0 deals
    with pytest.raises(HandNotFound, match="numbered 1 to 1"):
        service.table.delete_hand(game.id, 2)


def test_an_edit_that_makes_a_later_hand_impossible_is_refused(service: Session) -> None:
    game = service.table.create_game(PLAYERS, EAST_ONLY)
    for result in (NOTEN, NOTEN, NOTEN, ExhaustiveDraw(tenpai=frozenset({3})), NOTEN):
        service.table.record(game.id, result)  # East 4's dealer tenpai once, then the deal passes: the game ends
    assert service.table.game(game.id).finished
    before = service.transfer.export(game.id)
    with pytest.raises(EditRefused, match="Hand 5"):
        service.table.edit_hand(game.id, 4, NOTEN)  # the game would now end after hand 4
    assert service.transfer.export(game.id) == before


def test_a_game_the_rules_end_is_finished_and_refuses_more_hands(service: Session) -> None:
    game = service.table.create_game(PLAYERS, EAST_ONLY)
    for _ in range(3):
        assert not service.table.record(game.id, NOTEN).game.finished
    view = service.table.record(game.id, NOTEN).game
    assert view.finished and view.state.finished
    with pytest.raises(GameIsFinished):
        service.table.record(game.id, NOTEN)
    assert not service.table.undo(game.id).game.finished  # undoing the last hand takes the game up again


def test_the_games_row_says_its_end_as_it_changes_and_keeps_it_between(service: Session) -> None:
    def row_end() -> tuple[bool, datetime | None]:
        with service.database.reading() as reader:
            record = reads.read_game(reader, game.id)
        assert record is not None
        return record.ended, record.finished_at

    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, NOTEN)
    assert row_end() == (False, None)
    service.table.finish(game.id)
    ended, at = row_end()
    assert ended and at is not None
    service.table.edit_hand(game.id, 1, DEALER_RON)  # a finished game's hand changed: still ended, at the same moment
    assert row_end() == (True, at)
    service.table.undo(game.id)
    assert row_end() == (True, at)
    service.table.undo(game.id)  # the finish taken back
    assert row_end() == (False, None)
    service.table.record(game.id, NOTEN)
    assert row_end() == (False, None)


def test_finishing_early_takes_the_standings_where_the_game_stands(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, DEALER_RON)
    view = service.table.finish(game.id).game
    assert view.finished and view.state.finished
    assert [(s.seat, s.place, s.points) for s in view.standings] == [
        (0, 1, 33_700),
        (3, 2, 25_000),
        (2, 3, 24_000),
        (1, 4, 17_300),
    ]
    with pytest.raises(GameIsFinished):
        service.table.record(game.id, NOTEN)
    assert service.library.latest_unfinished() is None
    # Ended by mistake: undo takes back the ending only, every hand stays.
    again = service.table.undo(game.id).game
    assert not again.finished and len(again.hands) == 1
    assert again.state.scores == (25_000 + 7_700 + 1_000, 25_000 - 7_700, 25_000 - 1_000, 25_000)
    assert service.library.latest_unfinished().id == game.id


def test_games_are_listed_latest_first_and_searched(service: Session) -> None:
    first = service.table.create_game(PLAYERS, started_at=datetime(2025, 3, 1, 19))
    second = service.table.create_game(["Aki", "Eri", "Fumi", "Gen"], started_at=datetime(2025, 3, 8, 19))
    third = service.table.create_game(["Hana", "Ben", "Eri", "Gen"], started_at=datetime(2025, 4, 5, 19))
    service.table.record(first.id, NOTEN)
    service.table.finish(first.id)
    assert [g.id for g in service.library.list_games()] == [third.id, second.id, first.id]
    assert service.library.list_games()[2].hand_count == 1
    assert [g.id for g in service.library.list_games(GameFilter(player="aki"))] == [second.id, first.id]
    assert [
        g.id for g in service.library.list_games(GameFilter(since=datetime(2025, 3, 2), until=datetime(2025, 4, 1)))
    ] == [second.id]
    assert [g.id for g in service.library.list_games(GameFilter(finished=True))] == [first.id]
    assert [g.id for g in service.library.unfinished_games()] == [third.id, second.id]
    latest = service.library.latest_unfinished()
    assert latest is not None and latest.id == third.id
    assert [g.id for g in service.library.list_games(limit=1, offset=1)] == [second.id]
    assert service.library.list_games(GameFilter(player="nobody")) == []


def test_known_names_complete_what_is_typed(service: Session) -> None:
    service.table.create_game(PLAYERS)
    service.table.create_game(["Aki", "Ben", "Eri", "Ayumi"])
    assert service.library.player_names("a") == ["Aki", "Ayumi"]  # Aki played twice, so comes first
    assert service.library.player_names("%") == []  # a wildcard is a letter like any other
    assert len(service.library.player_names()) == 6


def test_a_game_that_does_not_exist_is_named(service: Session) -> None:
    with pytest.raises(GameNotFound, match="no game 42"):
        service.table.game(42)
    with pytest.raises(GameNotFound):
        service.table.record(42, NOTEN)


def test_deleting_a_game_keeps_its_players(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, DEALER_RON)
    service.table.delete_game(game.id)
    assert service.library.list_games() == []
    assert sorted(service.library.player_names()) == sorted(PLAYERS)


def test_an_exported_game_comes_back_the_same(service: Session) -> None:
    game = service.table.create_game(PLAYERS, title="Cup")
    for result in (DEALER_RON, Chombo(3), Tsumo(Win(1, 4, 30), frozenset({1}))):
        service.table.record(game.id, result)
    data = service.transfer.export(game.id)
    assert data["hands"][0]["deltas"] == list(DEALER_RON_DELTAS)
    service.table.delete_game(game.id)  # the file is imported elsewhere
    new_id = service.transfer.import_game(data)
    copy = service.transfer.export(new_id)  # its identity and number of changes too
    assert {k: v for k, v in copy.items() if k != "hands"} == {k: v for k, v in data.items() if k != "hands"}
    assert [(h["result"], h["deltas"]) for h in copy["hands"]] == [(h["result"], h["deltas"]) for h in data["hands"]]


def test_an_import_whose_deltas_differ_is_refused_with_the_hand(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, NOTEN)
    service.table.record(game.id, DEALER_RON)
    data = service.transfer.export(game.id)
    data["hands"][1]["deltas"] = [0, 0, 0, 0]
    with pytest.raises(ImportRefused, match="Hand 2"):
        service.transfer.import_game(data)
    with pytest.raises(ImportRefused, match="not a game exported by tablekeeper"):
        service.transfer.import_game({"standings": []})
    assert len(service.library.list_games()) == 1


def test_a_stored_delta_that_the_replay_contradicts_is_shown(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, DEALER_RON)
    with service.database.writing() as session:
        session.execute(text("UPDATE hands SET delta_0 = 0"))
    view = Session(service.database).table.game(game.id)  # read as the next start of the program reads it
    assert view.changed_hands == (1,)
    assert view.hands[0].deltas == DEALER_RON_DELTAS  # the replay, not the cache, is what counts


def test_a_contradicted_delta_is_shown_until_its_hand_is_written_again(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, DEALER_RON)
    with service.database.writing() as session:
        session.execute(text("UPDATE hands SET delta_0 = 0"))
    table = Session(service.database)
    assert table.table.record(game.id, NOTEN).game.changed_hands == (1,)  # a hand after it leaves hand 1's row as it is
    assert table.table.undo(game.id).game.changed_hands == (1,)
    # Hand 1 changed: its row is written again, with the replay's deltas.
    assert table.table.edit_hand(game.id, 1, NOTEN).game.changed_hands == ()
    assert Session(service.database).table.game(game.id).changed_hands == ()  # as the next start reads it


def test_a_hand_that_is_not_there_is_named_as_the_table_names_it(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, DEALER_RON)
    with pytest.raises(HandNotFound, match=r"^Game \d+ has no Hand 2; its hands are numbered 1 to 1\.$"):
        service.table.delete_hand(game.id, 2)
    with pytest.raises(HandNotFound, match=r"^Game \d+ has no Hand 5; its hands are numbered 1 to 1\.$"):
        service.table.preview_edit(game.id, 5, DEALER_RON)


def test_online_names_that_repeat_or_are_empty_are_told_apart(service: Session, tmp_path: Path) -> None:
    source = json_files()[0]
    anonymous = re.sub(r'"name":\[[^\]]*\]', '"name":["NoName","NoName","","NoName"]', source.read_text("utf-8"))
    copy = tmp_path / source.name
    copy.write_text(anonymous, encoding="utf-8")
    (game_id,) = service.transfer.import_tenhou(copy)
    assert service.table.game(game_id).players == ("NoName", "NoName (2)", "Seat 3", "NoName (3)")


def test_a_refusal_about_a_player_names_them(service: Session) -> None:
    game = service.table.create_game(PLAYERS, rules=preset("tenhou"))
    # Ben (seat 1) declared riichi, but the draw is entered with nobody tenpai: a riichi player is tenpai.
    with pytest.raises(RuleError, match=r"^Ben is in riichi, so is tenpai"):
        service.table.record(game.id, ExhaustiveDraw(riichi=frozenset({1})))
    with pytest.raises(RuleError, match=r"^Ben is in riichi, so is tenpai"):
        service.table.preview(game.id, ExhaustiveDraw(riichi=frozenset({1})))
    assert _hand_count(service, game.id) == 0


def test_correcting_the_hand_that_ended_the_game_lets_the_game_go_on(service: Session) -> None:
    game = service.table.create_game(PLAYERS, rules=preset("tenhou"))
    service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))  # dealer Aki's 3 han 40 fu ron on Ben: 7,700
    busted = service.table.record(game.id, Ron(1, (Win(0, None, None, 1),))).game  # then a dealer yakuman: Ben below 0
    assert busted.finished and busted.state.scores[1] < 0
    corrected = service.table.edit_hand(game.id, 2, Ron(1, (Win(0, 1, 30),))).game  # it was 1 han 30 fu: 1,500 + 300
    assert not corrected.finished
    assert corrected.state.scores[1] == 25_000 - 7_700 - 1_800
    service.table.record(game.id, NOTEN)  # and the table goes on
    assert _hand_count(service, game.id) == 3
    # Deleting the hand that ended a game lets it go on too; a game ended early stays ended.
    again = service.table.record(game.id, Ron(1, (Win(0, None, None, 1),))).game
    assert again.finished
    assert not service.table.delete_hand(game.id, 4).game.finished
    service.table.finish(game.id)
    assert service.table.delete_hand(game.id, 3).game.finished


def test_an_imported_game_the_rules_ended_is_finished_even_if_the_file_says_not(service: Session) -> None:
    game = service.table.create_game(PLAYERS, rules=preset("tenhou"))
    service.table.record(game.id, Ron(1, (Win(0, None, None, 2),)))  # a dealer double yakuman: Ben pays 96,000
    data = service.transfer.export(game.id)
    data["finished_at"] = None
    service.table.delete_game(game.id)  # the file is imported elsewhere
    copy = service.table.game(service.transfer.import_game(data))
    assert copy.finished
    assert copy.id not in [g.id for g in service.library.unfinished_games()]


def test_times_with_a_time_zone_are_stored_in_utc_on_every_database(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    data = service.transfer.export(game.id)
    data["started_at"] = "2026-03-01T10:00:00+09:00"  # 10:00 in Tokyo is 01:00 UTC
    service.table.delete_game(game.id)  # the file is imported elsewhere
    copy = service.table.game(service.transfer.import_game(data))
    assert copy.summary.started_at == datetime(2026, 3, 1, 1, 0)
    assert service.transfer.export(copy.id)["started_at"] == "2026-03-01T01:00:00+00:00"


def test_a_player_is_found_by_name_in_any_case_whatever_the_script(service: Session) -> None:
    game = service.table.create_game(["Émilie", "Ōta", "Chie", "Dai"])
    assert [g.id for g in service.library.list_games(GameFilter(player="émilie"))] == [game.id]
    assert [g.id for g in service.library.list_games(GameFilter(player="ŌTA"))] == [game.id]
    assert service.library.player_names("é") == ["Émilie"]


def test_a_title_too_long_for_the_database_is_refused_with_a_sentence(service: Session) -> None:
    with pytest.raises(SessionError, match="title has at most 200 characters"):
        service.table.create_game(PLAYERS, title="x" * 201)
    assert service.library.list_games() == []


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(players="WXYZ"),  # four letters are not four names
        lambda d: d["hands"][0].update(deltas=[8700.9, -7700, -1000, 0]),  # points are whole
    ],
)
def test_an_import_with_the_wrong_kinds_of_values_is_refused(service: Session, damage) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, DEALER_RON)
    data = service.transfer.export(game.id)
    damage(data)
    with pytest.raises(ImportRefused, match="damaged"):
        service.transfer.import_game(data)
    assert len(service.library.list_games()) == 1


def test_a_session_keeps_a_few_games_open_and_the_one_in_play_among_them(database_url: str) -> None:
    """Looking at a season's games one by one holds only the latest few replayed; the game in play stays."""
    from tablekeeper.service.open_games import OPEN_GAMES

    with Session.open(database_url) as service:
        playing = service.table.create_game(["Aki", "Ben", "Chie", "Dai"]).id
        others = [service.table.create_game(["Eri", "Fumi", "Gen", "Hana"]).id for _ in range(2 * OPEN_GAMES)]
        for looked_at in others:
            service.table.game(looked_at)
            # A hand between two looks (Aki tenpai alone keeps the deal): the game in play is used.
            service.table.record(playing, ExhaustiveDraw(tenpai=frozenset({0})))
        open_now = [game for game in [playing, *others] if service.table.games.is_open(game)]
        assert len(open_now) == OPEN_GAMES
        assert open_now == [playing, *others[-(OPEN_GAMES - 1) :]]
        assert len(service.table.game(playing).hands) == 2 * OPEN_GAMES  # nothing lost by letting games go
        assert service.table.game(others[0]).hands == ()  # read again when asked for
