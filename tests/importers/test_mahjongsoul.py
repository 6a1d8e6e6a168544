"""What `tablekeeper import` says of a Mahjong Soul record it cannot take as it is, and of a Riichi City record:
a sentence naming the file (and the hand, where it lies in one), exit status 2, nothing stored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tablekeeper.cli import main
from tablekeeper.service import Session
from tests.tenhou_data import tenhou_folder

RECORD = "majsoul-replay-editor-paipu_record.json"


def _record() -> dict[str, Any]:
    path = tenhou_folder().parent / "mahjongsoul" / "4p" / RECORD
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: object) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
    url = str(tmp_path / "club.db")
    Session.open(url).close()
    status = main(["import", "--database-url", url, str(path)])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    with Session.open(url, write=False) as service:
        assert service.library.list_games(limit=None) == []
    return err


def test_a_riichi_city_record_is_refused_by_name(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    err = _refused(capsys, tmp_path, {"code": 0, "data": {"handRecord": [{"players": [], "handEventRecord": []}]}})
    assert err == (
        "tablekeeper: game.json is a Riichi City game record: tablekeeper does not read Riichi City "
        "records yet, so nothing was imported.\n"
    )


def test_a_room_option_tablekeeper_does_not_model_is_refused_naming_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = _record()
    record["head"]["config"]["mode"]["detail_rule"] = {"have_li_dora": False}
    err = _refused(capsys, tmp_path, record)
    assert "the room's option have_li_dora set to false, which tablekeeper does not model" in err


def test_a_hand_whose_changes_are_not_its_result_is_refused_naming_the_hand(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = _record()
    wins = [
        a["result"]["data"]
        for a in record["data"]["data"]["actions"]
        if a.get("result", {}).get("name") == ".lq.RecordHule"
    ]
    wins[1]["hules"][0]["count"] = 3  # the second hand's winner given a han more than was paid
    err = _refused(capsys, tmp_path, record)
    assert err.startswith("tablekeeper: game.json cannot be imported: in Hand 2 (East 2-0) the log moves ")
    names = [account["nickname"] for account in record["head"]["accounts"]]
    logged = ", ".join(f"{n} {d:+,}" if d else f"{n} +0" for n, d in zip(names, wins[1]["delta_scores"], strict=True))
    assert f"the log moves {logged}, but the hand as recorded moves " in err


def test_a_record_of_a_mode_tablekeeper_does_not_keep_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = _record()
    record["head"]["config"]["mode"]["mode"] = 3  # a game of one hand
    err = _refused(capsys, tmp_path, record)
    assert "This Mahjong Soul game is of mode 3, which tablekeeper does not keep" in err
