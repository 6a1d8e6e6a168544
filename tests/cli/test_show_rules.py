"""`tablekeeper show GAME` names the game's rule set as players know it, not by its identifier."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session


# The identifiers of RULESETS.md and the names those rule sets go by: the club's own (seeds 001 and 003), the
# EMA's 2016 rules, the World Riichi Championship's of 2022, Tenhou's, the M.League's and Mahjong Soul's.
@pytest.mark.parametrize(
    ("identifier", "name"),
    [
        ("club", "Club (25,000, no uma)"),
        ("ema2016", "EMA 2016"),
        ("wrc2022", "WRC 2022"),
        ("tenhou", "Tenhou"),
        ("mleague", "M.League"),
        ("mahjongsoul", "Mahjong Soul"),
    ],
)
def test_show_names_the_preset(tmp_path: Path, capsys: pytest.CaptureFixture[str], identifier: str, name: str) -> None:
    database = str(tmp_path / "games.db")
    with Session.open(database) as service:
        service.table.create_game(["Aki", "Ben", "Chie", "Dai"], preset(identifier))
    assert main(["--database-url", database, "show", "1"]) == 0
    second = capsys.readouterr().out.splitlines()[1]
    assert second.endswith(f"; rules {name}")
