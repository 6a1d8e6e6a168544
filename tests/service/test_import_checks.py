"""Imports through the session and the CLI: every file is checked before the engine sees it, a Tenhou game
must replay to its log's own figures, is stored once, and keeps its real start time."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win, to_dict
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import AlreadyImported, GameFilter, ImportRefused, Session
from tests.importers.test_tenhou import MJLOG
from tests.tenhou_data import json_files, mjlog_files

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]


@pytest.fixture
def service(database_url: str):
    with Session.open(database_url) as opened:
        yield opened


def _exported(service: Session, *, elsewhere: bool = False) -> dict[str, Any]:
    """A game's file; ``elsewhere``: as another club's database exports it (the game is not stored here)."""
    game = service.table.create_game(PLAYERS, rules=preset("tenhou"))
    service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))  # dealer Aki 3 han 40 fu on Ben
    service.table.record(game.id, Tsumo(Win(2, 5)))
    data = service.transfer.export(game.id)
    if elsewhere:
        service.table.delete_game(game.id)
    return data


def _game_count(service: Session) -> int:
    return len(service.library.list_games(limit=None))


@pytest.mark.parametrize(
    ("cut", "words"),
    [
        # Its <INIT> alone: the first hand's play and result are left before any hand begins.
        (lambda t, first, second: t[:first] + t[t.index("/>", first) + 2 :], r"an <INIT> is missing"),
        # The whole first hand: the record now begins with East 2, on the scores East 1 left.
        (lambda t, first, second: t[:first] + t[second:], r"starts Hand 1 \(East 2-0\) with .*a hand missing"),
    ],
)
def test_a_tenhou_log_missing_its_first_hand_is_refused_with_a_sentence(
    service: Session, tmp_path: Path, cut, words: str
) -> None:
    source = next(p for p in mjlog_files() if p.name.startswith("2010081709gm-00a9-0000-fe3371ad"))
    text = source.read_text("utf-8")  # a plain mjlog (mjx/)
    first = text.index("<INIT")
    damaged = tmp_path / source.name
    damaged.write_text(cut(text, first, text.index("<INIT", first + 1)), encoding="utf-8")
    with pytest.raises(ImportRefused, match=words):
        service.transfer.import_tenhou(damaged)
    assert _game_count(service) == 0


def test_a_tenhou_log_whose_final_scores_disagree_is_refused(service: Session, tmp_path: Path) -> None:
    source = next(p for p in mjlog_files() if p.name.startswith("2010081709gm-00a9-0000-fe3371ad"))
    text = source.read_text("utf-8")
    owari = re.search(r'owari="(-?\d+),', text)
    assert owari is not None
    changed = text.replace(owari.group(0), f'owari="{int(owari.group(1)) + 10},')
    (tmp_path / source.name).write_text(changed, encoding="utf-8")
    with pytest.raises(ImportRefused, match="the log's final points are"):
        service.transfer.import_tenhou(tmp_path / source.name)
    assert _game_count(service) == 0


def test_the_same_tenhou_game_is_stored_once(service: Session) -> None:
    twin = json_files()[0]
    mjlog = next(p for p in mjlog_files() if p.stem == twin.stem)
    (game_id,) = service.transfer.import_tenhou(mjlog)
    for again in (mjlog, twin):  # the same log, and the same game in the other format
        with pytest.raises(AlreadyImported, match=rf"is Tenhou game {twin.stem}, already stored as game {game_id}"):
            service.transfer.import_tenhou(again)
    assert _game_count(service) == 1


def test_a_tenhou_game_starts_at_its_hour_and_its_end_time_stays_unknown(
    service: Session, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = next(p for p in mjlog_files() if p.name.startswith("2009071823gm-0041-0000-ff3a2214"))
    (game_id,) = service.transfer.import_tenhou(path)
    summary = service.table.game(game_id).summary
    assert summary.started_at == datetime(2009, 7, 18, 14, 0)  # 23:00 in Japan (UTC+9) is 14:00 UTC
    assert summary.finished_at is None and summary.finished
    assert [g.id for g in service.library.list_games(GameFilter(finished=True))] == [game_id]
    assert service.library.unfinished_games() == []
    assert main(["show", str(game_id), "--database-url", database_url]) == 0
    assert "finished (the time is not known)" in capsys.readouterr().out
    exported = service.transfer.export(game_id)
    assert (exported["finished_at"], exported["finished"]) == (None, True)
    service.table.delete_game(game_id)  # the file is imported elsewhere
    copy = service.table.game(service.transfer.import_game(exported))
    assert copy.finished and copy.summary.finished_at is None


def test_a_tenhou_refusal_names_the_players_of_the_file(service: Session, tmp_path: Path) -> None:
    # Seat 2 ("C") declares riichi in the draw of the third hand, yet is not among the tenpai players.
    path = tmp_path / "riichi.mjlog"
    path.write_text(MJLOG.replace('<RYUUKYOKU ba="1,0"', '<REACH who="2" step="2"/><RYUUKYOKU ba="1,0"'), "utf-8")
    with pytest.raises(ImportRefused, match=r"riichi.mjlog cannot be imported: Hand 3 .*: C is in riichi"):
        service.transfer.import_tenhou(path)
    assert _game_count(service) == 0


# Games exported by tablekeeper --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        # A pao hand whose yakuman count is text: the engine used to fail on it with a TypeError.
        (lambda d: d["hands"][0]["result"]["wins"][0].update(han=None, fu=None, yakuman="1", pao=3), "yakuman"),
        (lambda d: d.update(version=True), '"version" is true, not a whole number'),
        (lambda d: d.update(version="1"), 'its "version" is "1", not a whole number'),
        (lambda d: d.update(title={}), '"title" should be a text'),
        (lambda d: d["rules"].update(uma="1234"), "'uma' has a value tablekeeper cannot read: '1234'"),
        (lambda d: d["rules"].update(start_points=-5), "'start_points' is from 0 to 1,000,000, not -5"),
        (lambda d: d.update(started_at="0001-01-01T00:00:00+14:00"), '"started_at" should be a time'),
        (lambda d: d.update(finished_at="9999-12-31T23:00:00-05:00"), '"finished_at" should be a time'),
        # In range where it was written, out of range in UTC, the time it would be exported in.
        (lambda d: d.update(started_at="2999-12-31T23:00:00-05:00"), '"started_at" should be a time'),
        (lambda d: d.update(started_at="1900-01-01T05:00:00+09:00"), '"started_at" should be a time'),
        (lambda d: d["hands"][1].update(honba=3), "the file calls Hand 2 East 1 with 3 honba, but the hands before"),
        (lambda d: d["standings"][0].update(points=40_000), "the file's standings"),
        (lambda d: d["hands"][1]["result"]["win"].update(han=10**40), "han: a whole number up to 99"),
        (
            lambda d: d["hands"][0].update(result={"kind": "abort", "abort": "boom"}),
            "There is no abortive draw called 'boom'; the kinds are nine_terminals, four_winds",
        ),
        (lambda d: d.update(hands=[d["hands"][0]] * 1_001), "more than 1,000 hands"),
    ],
)
def test_every_field_of_a_game_file_is_checked(service: Session, damage, words: str) -> None:
    data = _exported(service)
    damage(data)
    with pytest.raises(ImportRefused, match=re.escape(words) if "(" not in words else words):
        service.transfer.import_game(data)
    assert _game_count(service) == 1


def test_a_game_file_of_too_many_hands_is_refused_in_one_sentence(service: Session) -> None:
    data = _exported(service)
    data["hands"] = [data["hands"][0]] * 1_001
    with pytest.raises(ImportRefused) as refused:
        service.transfer.import_game(data)
    # Once said, not wrapped in a second refusal ("This game cannot be imported: "hands": This game file...").
    assert refused.value.message == "This game file has more than 1,000 hands, far more than any game."


def test_a_game_file_refusal_names_the_players(service: Session) -> None:
    data = _exported(service)
    # Ben declared riichi, but the draw is given with nobody tenpai: a riichi player is tenpai.
    data["hands"].append({"result": to_dict(ExhaustiveDraw(riichi=frozenset({1}))), "deltas": [0, 0, 0, 0]})
    with pytest.raises(ImportRefused, match=r"Hand 3 \(East 2, 0 honba\) cannot be replayed: Ben is in riichi"):
        service.transfer.import_game(data)


def test_control_characters_leave_imported_names_and_titles(service: Session) -> None:
    data = _exported(service, elsewhere=True)
    data["players"][1] = "\x1b]0;pwned\x07Ben"
    data["standings"] = None
    data["title"] = "Cup\x00\x9b2J"
    copy = service.table.game(service.transfer.import_game(data))
    assert copy.players[1] == "]0;pwnedBen"
    assert copy.summary.title == "Cup2J"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nests its JSON deeper than any game file does"),
        (b'{"format": "tablekeeper-game", "version": ' + b"9" * 5_000 + b"}", "a number of 5000 characters"),
        (b'{"format": "tablekeeper-game", "version": 1e999}', "holds the number 1e999"),
        (b"\xff\xfe{}", "is not UTF-8 text"),
    ],
)
def test_the_import_command_refuses_hostile_files_with_a_sentence(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path, content: bytes, words: str
) -> None:
    path = tmp_path / "odd.json"
    path.write_bytes(content)
    status, out, err = _run(capsys, "import", str(path), "--database-url", database_url)
    assert (status, out) == (2, "")
    assert words in err and "Traceback" not in err


def test_the_import_command_reads_a_file_with_a_byte_order_mark(
    capsys: pytest.CaptureFixture[str], service: Session, database_url: str, tmp_path: Path
) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(_exported(service, elsewhere=True)).encode())
    status, out, _ = _run(capsys, "import", str(path), "--database-url", database_url)
    assert status == 0 and out.startswith(f"{path}: game ")
    assert _game_count(service) == 1


def test_the_import_command_refuses_a_file_over_the_limit(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as file:  # 101 MB of hands, as the fault-injection run's game of 675,675 hands
        file.truncate(101 * 1024 * 1024)
    status, _, err = _run(capsys, "import", str(path), "--database-url", database_url)
    assert status == 2 and "is larger than 4 MB" in err
