"""Every three-player game of ../shared/data/tenhou/sanma and ../shared/data/mahjongsoul/3p taken in as a player
takes it in (`tablekeeper import`), stored, and read back from the database: three seats, a hand for each of the
log's, and the final points and +/- scores of the log's own end (``owari`` of an mjlog, ``sc`` of a JSON game),
read by test_sanma_replay's readers without the importer.

test_sanma_replay checks every hand of the import against the log; this checks what the store keeps of it, where
four seats were long assumed (the fourth delta column, the seats read back, each seat's figures).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.service import Session
from tests.conformance.test_sanma_replay import LoggedGame, json_log, mjlog_log
from tests.tenhou_data import mahjongsoul_sanma_files, sanma_json_files, sanma_mjlog_files, tenhou_folder

pytestmark = pytest.mark.conformance

SEATS = 3


def _stored_like_the_log(url: str, pairs: list[tuple[Path, int]], read_log: Callable[[Path], LoggedGame]) -> None:
    with Session.open(url, write=False) as service:
        for path, game_id in pairs:
            log = read_log(path)
            view = service.table.game(game_id)
            assert len(view.players) == SEATS, path.name
            assert view.finished, path.name
            assert len(view.hands) == len(log.hands), path.name
            assert all(len(hand.deltas) == SEATS for hand in view.hands), path.name
            by_seat = sorted(view.standings, key=lambda standing: standing.seat)
            assert tuple(s.points for s in by_seat) == log.final_points, path.name
            assert tuple(s.score for s in by_seat) == log.final_scores, path.name


def _imported(capsys: pytest.CaptureFixture[str], url: str, files: list[Path]) -> list[tuple[Path, int]]:
    """``tablekeeper import`` of ``files`` into ``url``: each file's one game number, read from what it printed."""
    Session.open(url).close()  # made beforehand: a command making it says so on stderr
    status = main(["import", "--database-url", url, *map(str, files)])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == len(files)
    return [(path, int(line.rsplit("game ", 1)[1])) for path, line in zip(files, lines, strict=True)]


def test_every_three_player_mjlog_and_mahjong_soul_game_is_stored_as_its_log_ends(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tenhou_folder()
    url = str(tmp_path / "club.db")
    mjlogs, soul = sanma_mjlog_files(), mahjongsoul_sanma_files()
    assert (len(mjlogs), len(soul)) == (150, 2)
    pairs = _imported(capsys, url, [*mjlogs, *soul])
    _stored_like_the_log(url, pairs[: len(mjlogs)], mjlog_log)
    _stored_like_the_log(url, pairs[len(mjlogs) :], json_log)


def test_every_three_player_json_game_is_stored_as_its_log_ends(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    tenhou_folder()
    url = str(tmp_path / "club.db")
    games = sanma_json_files()
    assert len(games) == 116
    _stored_like_the_log(url, _imported(capsys, url, games), json_log)
