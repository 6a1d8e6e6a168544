"""What a reader sees while others write, and what the plain-SQL reader reads on each backend (issue 9 review)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from datetime import datetime
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QTranslator
from sqlalchemy import text

from tablekeeper import words
from tablekeeper.present import refusal
from tablekeeper.resources import resource_path
from tablekeeper.rules.results import ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.service import GameFilter, Session
from tablekeeper.store import reads
from tablekeeper.store.database import Reader
from tablekeeper.store.reads import DamagedGame


def test_a_reader_sees_a_game_as_it_was_or_as_it_is_never_half_changed(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Session.open(database_url) as writer:
        game = writer.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        writer.table.record(game.id, Ron(1, (Win(0, 3, 30),), frozenset()))
        # Between the reader's query of the hands and its query of their winners, another table changes the
        # ron into Chie's tsumo: the ron's row and its winner are deleted, a new row is added.
        real_rows = Reader.rows
        edits: list[object] = []

        def rows(self: Reader, sql: str, parameters: Mapping[str, Any] | None = None) -> list[tuple[Any, ...]]:
            if "FROM hand_wins" in sql and not edits:
                edits.append(writer.table.edit_hand(game.id, 1, Tsumo(Win(2, 2, 30), frozenset())))
            return real_rows(self, sql, parameters)

        monkeypatch.setattr(Reader, "rows", rows)
        with Session.open(database_url, write=False) as reader:
            seen = reader.table.game(game.id)
    assert edits  # the change was made while the game was being read
    # One transaction, one snapshot: the ron as it was when the reading began (not a ron without its winner).
    assert [hand.result for hand in seen.hands] == [Ron(1, (Win(0, 3, 30),), frozenset())]


def test_a_date_range_before_the_year_1000_selects_by_the_calendar(database_url: str) -> None:
    with Session.open(database_url) as service:
        medieval = service.table.create_game(["Aki", "Ben", "Chie", "Dai"], started_at=datetime(998, 6, 1))
        modern = service.table.create_game(["Aki", "Ben", "Chie", "Dai"], started_at=datetime(2025, 3, 1))
        # 998 < 999 < 2025, whatever the number of digits of each year.
        assert [g.id for g in service.library.list_games(GameFilter(until=datetime(999, 1, 1)))] == [medieval.id]
        assert [g.id for g in service.library.list_games(GameFilter(since=datetime(999, 1, 1)))] == [modern.id]
        assert [
            g.id for g in service.library.list_games(GameFilter(since=datetime(1, 1, 1), until=datetime(9999, 12, 31)))
        ] == [
            modern.id,
            medieval.id,
        ]


def test_pages_of_the_listing_tile_the_sound_games_when_one_is_damaged(database_url: str) -> None:
    with Session.open(database_url) as service:
        ids = [service.table.create_game([f"Aki {n}", "Ben", "Chie", "Dai"]).id for n in range(5)]
        with service.database.writing() as session:  # the second latest game loses its seats
            session.execute(text("DELETE FROM seats WHERE game_id = :id"), {"id": ids[3]})
        sound = [ids[4], ids[2], ids[1], ids[0]]  # latest first
        assert service.library.list_games(limit=None) == service.library.list_games()
        assert [g.id for g in service.library.list_games(limit=None)] == sound
        pages = [service.library.list_games(limit=2, offset=offset) for offset in (0, 2, 4)]
        # Page after page, each sound game once, in order, as the caller asked for them: two at a time.
        assert [[g.id for g in page] for page in pages] == [sound[:2], sound[2:], []]
        assert [g.id for g in service.library.list_games(limit=None, offset=1)] == sound[1:]


def test_hands_stored_alike_read_as_their_own_games_hands(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The reading of a hand is kept for the rows that read the same: what each game reads must still be its own hands,
    # a hand that cannot be read must be refused in every game that holds it, and a forgotten reading read again.
    monkeypatch.setattr(reads, "HANDS_DECODED_KEPT", 2)
    ron, draw = Ron(1, (Win(0, 3, 40),), frozenset({2})), ExhaustiveDraw(tenpai=frozenset({0, 3}))
    other = Tsumo(Win(2, 1, 30), frozenset({2}))
    played: dict[str, list[HandResult]] = {
        "same": [ron, draw, ron],
        "alike": [draw, ron],
        "other": [other, ron, draw],
        "bad": [ron],
        "bad2": [ron],
    }
    with Session.open(database_url) as service:
        ids = {name: service.table.create_game([f"Aki {name}", "Ben", "Chie", "Dai"]).id for name in played}
        for name, hands in played.items():
            for hand in hands:
                service.table.record(ids[name], hand)
        with service.database.writing() as session:  # the discarder named its winner: stored alike twice
            session.execute(
                text(
                    "UPDATE hand_wins SET winner = 1 WHERE hand_id IN (SELECT id FROM hands WHERE game_id IN (:a, :b))"
                ),
                {"a": ids["bad"], "b": ids["bad2"]},
            )
    for _ in range(2):  # the second time, from the readings kept (those of the first time forgotten past two)
        with Session.open(database_url, write=False) as reader, reader.database.reading() as rows:
            read = reads.games_by_id(rows, list(ids.values()))
        by_id = {game.game_id if isinstance(game, DamagedGame) else game.id: game for game in read}
        for name, hands in played.items():
            game = by_id[ids[name]]
            if name.startswith("bad"):
                assert isinstance(game, DamagedGame)
                assert game.problem == "hand 1: The discarder cannot win on their own discard; that would be a tsumo"
            else:
                assert isinstance(game, reads.GameRow) and list(game.results) == hands
                assert [hand.number for hand in game.hands] == list(range(len(hands)))


# A damaged game's refusal is worded where it is shown: raised while English is spoken, said in French at an edge
# that speaks French (the French sentences are the catalogue's own, from the .ts file, filled in by hand here).

_FRENCH = QLocale(QLocale.Language.French, QLocale.Country.France)


def _catalogue(source: str) -> str:
    """The French translation the .ts file gives ``source``."""
    root = ET.parse(resource_path("translations", "tablekeeper_fr.ts")).getroot()
    found = [m.findtext("translation") or "" for m in root.iter("message") if m.findtext("source") == source]
    assert found, source
    return found[0]


@pytest.fixture
def french(qapp: object) -> words.Words:
    """French words as the window speaks them, without installing anything: the compiled catalogue, France's numbers."""
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", "tablekeeper_fr.qm")))
    return words.Words(
        lambda text: translator.translate("", text) or text,
        lambda value, signed=False, zero="0": _FRENCH.toString(value),
        singular=lambda count: abs(count) <= 1,
    )


_DAMAGED = (
    "Game {game} is damaged in the database ({problem}); it cannot be shown or changed. "
    "The other games are not affected."
)


def _hand(kind: str, discarder: int | None, wins: tuple[reads.WinRecord, ...]) -> reads.HandRecord:
    return reads.HandRecord(0, kind, discarder, None, None, (), (), (), (0, 0, 0, 0), wins)


def test_a_damaged_hand_raised_in_english_is_said_in_french_where_french_is_spoken(french: words.Words) -> None:
    with words.in_english(), pytest.raises(DamagedGame) as raised:
        reads.checked_results(7, [_hand("tsumo", None, ())])
    damaged = raised.value
    assert damaged.problem == "hand 1: its tsumo has 0 winners"
    with words.speaking(french):
        said = refusal(damaged)
        problem = damaged.problem
    hand = _catalogue("hand {number}: {damage}")
    expected = hand.format(number=1, damage=_catalogue("its {kind} has {count} winners").format(kind="tsumo", count=0))
    assert problem == expected
    assert said == _catalogue(_DAMAGED).format(game=7, problem=expected)


def test_a_rule_refusal_inside_a_damaged_game_is_said_in_french_without_its_full_stop(french: words.Words) -> None:
    with words.in_english(), pytest.raises(DamagedGame) as raised:
        reads.checked_results(3, [_hand("ron", 1, (reads.WinRecord(1, 3, 30, 0, None),))])
    rule = "The discarder cannot win on their own discard; that would be a tsumo."
    assert raised.value.message == _DAMAGED.format(game=3, problem=f"hand 1: {rule.rstrip('.')}")
    with words.speaking(french):
        said = refusal(raised.value)
    problem = _catalogue("hand {number}: {damage}").format(number=1, damage=_catalogue(rule).rstrip("."))
    assert said == _catalogue(_DAMAGED).format(game=3, problem=problem)
    assert "endommagée" in said and "jeteur" in said
