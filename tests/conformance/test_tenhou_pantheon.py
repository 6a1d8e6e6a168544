"""MahjongPantheon's four-player Tenhou games (../shared/data/tenhou/pantheon: 19 mjlog, 17 tenhou.net/6 JSON), each
imported under the rules its log confirms and replayed, against the log's own figures read here without the importer
(test_sanma_replay's readers, for a table of four): every hand's start and changes, each win's han, fu and value,
the final points and +/- scores.

Several carry no date, three were played in October 2023 (+/- scores with one decimal), and three mjlog headers were
copied from another game (``doubleron.xml``'s ``<GO type="1">``, east-only, on east-south games that play on into
the South and West rounds).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.importers.tenhou import read_tenhou_file
from tablekeeper.importers.tenhou_variants import confirmed_game
from tablekeeper.rules.game import ReplayError, replay
from tablekeeper.rules.ruleset import FinalScoreRounding
from tests.conformance.test_sanma_replay import differences, json_log, mjlog_log
from tests.tenhou_data import pantheon_files, tenhou_folder

pytestmark = pytest.mark.conformance

SEATS = 4


def _params() -> list:
    try:
        paths = pantheon_files()
    except pytest.skip.Exception:
        return [pytest.param(None, id="no-data-folder")]
    return [pytest.param(path, id=f"{path.parent.name}/{path.name}") for path in paths]


@pytest.mark.parametrize("path", _params())
def test_every_pantheon_game_replays_to_its_log_under_the_rules_it_confirms(path: Path | None) -> None:
    if path is None:
        tenhou_folder()
    (read,) = read_tenhou_file(path)
    game, _ = confirmed_game(read, read.players)
    log = mjlog_log(path, SEATS) if path.suffix == ".xml" else json_log(path, SEATS)
    assert differences(game, log) == []
    # One decimal in a +/- score the log gives is Tenhou's exact rule, never the rounded one.
    assert (game.rules.final_score_rounding is FinalScoreRounding.EXACT) == any(
        s.denominator != 1 for s in log.final_scores
    )


def test_the_one_decimal_scores_of_a_dated_log_of_2023_are_its_dates_rules_without_a_note() -> None:
    (game,) = read_tenhou_file(tenhou_folder() / "pantheon" / "tenhou6" / "regress-hanchan.json")
    assert (game.date is not None and game.date.year, game.rules.final_score_rounding) == (
        2023,
        FinalScoreRounding.EXACT,
    )
    confirmed, _ = confirmed_game(game, game.players)
    assert confirmed.notes == ()


def test_a_log_of_no_date_is_kept_under_the_variant_its_results_confirm_and_says_so() -> None:
    (game,) = read_tenhou_file(tenhou_folder() / "pantheon" / "mjlog" / "openhand_bug.xml")
    assert game.date is None
    confirmed, _ = confirmed_game(game, game.players)
    assert confirmed.rules.final_score_rounding is FinalScoreRounding.EXACT
    assert [note.sentence() for note in confirmed.notes] == [
        "The log carries no date: its +/- scores are written with one decimal, as on Tenhou since 2023, which its "
        "own results confirm."
    ]
    (rounded,) = read_tenhou_file(tenhou_folder() / "pantheon" / "mjlog" / "pao_ron.xml")
    confirmed, _ = confirmed_game(rounded, rounded.players)
    assert confirmed.rules.final_score_rounding is FinalScoreRounding.ROUND_TO_THOUSAND
    assert "rounded to 1,000 points" in confirmed.notes[0].sentence()


@pytest.mark.parametrize("name", ["west.xml", "doubleron_and_riichi.xml"])
def test_an_east_only_header_the_hands_contradict_is_kept_as_the_east_south_game_they_replay(name: str) -> None:
    (game,) = read_tenhou_file(tenhou_folder() / "pantheon" / "mjlog" / name)
    assert game.rules.rounds == 1  # the header's <GO type="1">
    with pytest.raises(ReplayError):  # an east-only game is over where the log plays on
        replay(game.results, game.rules)
    confirmed, _ = confirmed_game(game, game.players)
    assert confirmed.rules.rounds == 2
    assert "header says east-only" in confirmed.notes[-1].sentence()
