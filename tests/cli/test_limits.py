"""A win is written as the rules count it, on the terminal and in the exports: a 5-han tsumo is a mangan."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.results import Ron, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session


def test_show_and_the_exports_name_limit_hands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = str(tmp_path / "limits.db")
    with Session.open(database) as service:
        game = service.table.create_game(("Aki", "Ben", "Chie", "Dai"), preset("ema2016"))
        # EMA 2016 has kiriage mangan: 4 han 30 fu (30 x 2^6 = 1,920) is paid as a mangan (seed 002); 3 han 70 fu
        # (70 x 2^5 = 2,240) is one anyway; 9 han is a baiman (8 to 10 han).
        service.table.record(game.id, Ron(1, (Win(0, 4, 30),)))
        service.table.record(game.id, Ron(2, (Win(3, 3, 70),)))
        service.table.record(game.id, Ron(0, (Win(2, 9),)))
    assert main(["--database-url", database, "show", str(game.id)]) == 0
    shown = capsys.readouterr().out
    assert "Aki (Mangan) ron on Ben" in shown
    assert "Dai (Mangan) ron on Chie" in shown
    assert "Chie (Baiman) ron on Aki" in shown
    assert not re.search(r"\d han", shown)
    assert main(["--database-url", database, "export", str(game.id)]) == 0
    exported = capsys.readouterr().out
    assert "Aki (Mangan) ron on Ben" in exported and "Chie (Baiman) ron on Aki" in exported
    assert not re.search(r"\d han", exported)
