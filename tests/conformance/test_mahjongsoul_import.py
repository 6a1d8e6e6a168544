"""Every four-player Mahjong Soul game of ../shared/data/mahjongsoul/4p taken in as a player takes it in
(`tablekeeper import`), stored, and read back: each hand's changes, each win's han and fu and what it is paid, and
the final points and +/- scores, against the log's own figures, read here from the files without the importer:
Mahjong Soul's record (``head.result``, each ``RecordHule`` and ``RecordNoTile``) and tensoul's JSON (``sc`` in
points, each kyoku's changes and "40符3飜7700点" details).
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.results import Ron, Tsumo
from tablekeeper.service import Session
from tests.tenhou_data import tenhou_folder

pytestmark = pytest.mark.conformance

RECORD = "majsoul-replay-editor-paipu_record.json"
TENSOUL = ("pantheon-tensoul_usual.json", "pantheon-tensoul_with_same_nicknames.json")
STICK = 1_000


def _folder() -> Path:
    return tenhou_folder().parent / "mahjongsoul" / "4p"


def _import(capsys: pytest.CaptureFixture[str], url: str, *files: Path) -> tuple[int, list[str], str]:
    status = main(["import", "--database-url", url, *map(str, files)])
    out, err = capsys.readouterr()
    return status, out.splitlines(), err


def _game_number(line: str) -> int:
    return int(line.rsplit("game ", 1)[1])


def _record_log(path: Path) -> dict[str, Any]:
    """The record's figures: each hand's changes as the scores show them (riichi sticks paid in it included),
    each win's han, fu and payments, the final points and +/- scores."""
    data = json.loads(path.read_text(encoding="utf-8"))
    events = [a["result"] for a in data["data"]["data"]["actions"] if a["type"] == 1]
    hands, start = [], None
    for event in events:
        name, body = event["name"], event["data"]
        if name == ".lq.RecordNewRound":
            start = body
        elif name == ".lq.RecordHule":
            wins = [(h["seat"], h["count"], h["fu"], h["zimo"], h) for h in body["hules"]]
            changes = [s1 - s0 for s0, s1 in zip(start["scores"], body["scores"], strict=True)]
            hands.append((changes, wins, start["ben"]))
        elif name == ".lq.RecordNoTile":
            changes = [s1 - s0 for s0, s1 in zip(start["scores"], _after_draw(body), strict=True)]
            hands.append((changes, [], start["ben"]))
    by_seat = sorted(data["head"]["result"]["players"], key=lambda p: p["seat"])
    return {
        "hands": hands,
        "points": tuple(p["part_point_1"] for p in by_seat),
        "scores": tuple(Fraction(p["total_point"], 1000) for p in by_seat),
        "uuid": data["head"]["uuid"],
    }


def _after_draw(body: dict[str, Any]) -> list[int]:
    last = body["scores"][-1]
    return [old + delta for old, delta in zip(last["old_scores"], last["delta_scores"], strict=True)]


def test_the_mahjong_soul_record_is_stored_with_the_records_own_figures(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _folder() / RECORD
    url = str(tmp_path / "club.db")
    Session.open(url).close()
    status, lines, err = _import(capsys, url, path)
    assert (status, err) == (0, "")
    log = _record_log(path)
    with Session.open(url, write=False) as service:
        view = service.table.game(_game_number(lines[0]))
        assert view.finished
        assert len(view.hands) == len(log["hands"]) == 9
        wins = 0
        for hand, (changes, logged_wins, honba) in zip(view.hands, log["hands"], strict=True):
            # The record's scores after the hand less those before it: the riichi sticks paid in it included.
            assert list(hand.deltas) == changes
            for seat, han, fu, zimo, hule in logged_wins:
                wins += 1
                result = hand.result
                assert isinstance(result, Tsumo if zimo else Ron)
                (win,) = [result.win] if isinstance(result, Tsumo) else result.wins
                assert (win.winner, win.han, win.fu) == (seat, han, fu)
                if isinstance(result, Ron):  # the discarder pays the hand's ron value and 300 a honba
                    paid = -(hule["point_rong"] + 300 * honba)
                    assert changes[result.discarder] == paid
        assert wins == 8
        by_seat = sorted(view.standings, key=lambda s: s.seat)
        assert tuple(s.points for s in by_seat) == log["points"] == (-3600, 23600, 39500, 40500)
        assert tuple(s.score for s in by_seat) == log["scores"]


def test_a_tsumo_of_the_record_is_paid_as_the_record_says(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _folder() / RECORD
    url = str(tmp_path / "club.db")
    Session.open(url).close()
    _, lines, _ = _import(capsys, url, path)
    log = _record_log(path)
    with Session.open(url, write=False) as service:
        view = service.table.game(_game_number(lines[0]))
        checked = 0
        for hand, (_, logged_wins, honba) in zip(view.hands, log["hands"], strict=True):
            if not logged_wins or not logged_wins[0][3]:
                continue
            seat, _, _, _, hule = logged_wins[0]
            dealer = hand.before.dealer
            for payer in range(4):
                if payer == seat:
                    continue
                share = hule["point_zimo_qin"] if payer == dealer else hule["point_zimo_xian"]
                # The payer's change, less their own riichi stick if they declared it in the hand.
                stick = STICK if payer in hand.result.riichi else 0
                assert hand.deltas[payer] + stick == -(share + 100 * honba)
            checked += 1
        assert checked == 3


_DETAILS = re.compile(r"(?:(\d+)符)?(?:(\d+)飜)?")


def _tensoul_log(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {
        "changes": [kyoku[16][1] for kyoku in data["log"]],
        "details": [kyoku[16][2] if kyoku[16][0] == "和了" else None for kyoku in data["log"]],
        "points": tuple(data["sc"][0::2]),
        "scores": tuple(Fraction(str(v)) for v in data["sc"][1::2]),
        "names": data["name"],
        "ref": data["ref"],
    }


@pytest.mark.parametrize("name", TENSOUL)
def test_a_tensoul_game_is_stored_with_its_logs_own_figures(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    path = _folder() / name
    url = str(tmp_path / "club.db")
    Session.open(url).close()
    status, lines, err = _import(capsys, url, path)
    assert (status, err) == (0, "")
    log = _tensoul_log(path)
    with Session.open(url, write=False) as service:
        number = _game_number(lines[0])
        view = service.table.game(number)
        (listed,) = [g for g in service.library.list_games(limit=None) if g.id == number]
        assert listed.title == f"Mahjong Soul {log['ref']}"
        assert len(set(view.players)) == 4  # two players of the same nickname are two seats
        for hand, changes, details in zip(view.hands, log["changes"], log["details"], strict=True):
            stick = [STICK if seat in hand.result.riichi else 0 for seat in range(4)]
            assert [d + s for d, s in zip(hand.deltas, stick, strict=True)] == changes
            if details is None:
                continue
            winner, _, _, text, *yaku = details
            (win,) = [hand.result.win] if isinstance(hand.result, Tsumo) else hand.result.wins
            han = sum(int(m.group(1)) for y in yaku for m in re.finditer(r"\((\d+)飜\)", y))
            fu = re.match(r"(\d+)符", text)
            assert (win.winner, win.han) == (winner, han)
            if fu is not None:
                assert win.fu == int(fu.group(1))
        by_seat = sorted(view.standings, key=lambda s: s.seat)
        assert tuple(s.points for s in by_seat) == log["points"]
        assert tuple(s.score for s in by_seat) == log["scores"]


def test_each_game_imported_twice_is_stored_once_known_by_its_mahjong_soul_uuid(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    files = [_folder() / RECORD, *(_folder() / name for name in TENSOUL)]
    url = str(tmp_path / "club.db")
    Session.open(url).close()
    status, lines, err = _import(capsys, url, *files, *files)
    assert status == 2 and len(lines) == 3
    refusals = err.splitlines()
    assert len(refusals) == 3
    uuids = [_record_log(files[0])["uuid"], *(_tensoul_log(f)["ref"] for f in files[1:])]
    for refusal, path, uuid, line in zip(refusals, files, uuids, lines, strict=True):
        assert refusal == (
            f"tablekeeper: {path} is Mahjong Soul game {uuid}, already stored as game {_game_number(line)}; it was "
            "not imported again."
        )
    with Session.open(url, write=False) as service:
        assert len(service.library.list_games(limit=None)) == 3


def test_tensouls_json_of_a_game_stored_from_its_record_is_the_same_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = _folder() / RECORD
    uuid = _record_log(record)["uuid"]
    # The same game as tensoul would write it: its ref is the record's uuid (a link adds its viewer's part).
    tensoul = json.loads((_folder() / TENSOUL[0]).read_text(encoding="utf-8"))
    converted = tmp_path / "converted.json"
    converted.write_text(json.dumps({**tensoul, "ref": f"{uuid}_a12345678"}), encoding="utf-8")
    url = str(tmp_path / "club.db")
    Session.open(url).close()
    status, lines, err = _import(capsys, url, record, converted)
    assert status == 2 and len(lines) == 1
    assert f"{converted} is Mahjong Soul game {uuid}, already stored as game {_game_number(lines[0])}" in err
