"""`export --all` reads its games in batches, straight from the store, and lays their JSON out itself: the file is
still, byte for byte, the one the game-at-a-time export wrote (each game opened by the table, then json.dumps)."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet, preset
from tablekeeper.service import Session, transfer
from tablekeeper.service.formats import export_data
from tests.rules.test_winning_tiles import MELDED, TANYAO

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
START = datetime(2025, 3, 1, 19, 30)


def _export_all(club: str, target: Path) -> str:
    assert main(["--database-url", club, "export", "--all", "--format", "json", "-o", str(target)]) == 0
    return target.read_text(encoding="utf-8")


def _varied_club(path: str) -> list[int]:
    """Games unlike each other: rule sets, riichi, draws, a chombo, edited and deleted hands, ended by the rules,
    by the players, or still going with a riichi declared in the hand being played."""
    ids = []
    with Session.open(path) as service:
        # The club's rules: riichi, a double ron, tiles and called yaku, an abortive draw, a chombo, an edit.
        game = service.table.create_game(PLAYERS, title='Café «Nuit» "quoted"', venue="Salle 2", started_at=START).id
        service.table.record(game, Ron(1, (Win(0, 3, 40),), frozenset({2})))
        service.table.record(game, ExhaustiveDraw(tenpai=frozenset({0, 3}), riichi=frozenset({3})))
        service.table.record(game, Ron(2, (Win(1, 4, 40, tiles=TANYAO), Win(3, 2, 30)), frozenset({1})))
        service.table.record(game, Tsumo(Win(0, 2, 50, tiles=MELDED)))
        service.table.record(game, AbortiveDraw(AbortKind.FOUR_WINDS))
        service.table.record(game, Chombo(2))
        service.table.record(game, Tsumo(Win(3, 3, 40, yaku=CalledYaku(("yakuhai_haku", "honitsu"), closed=False))))
        service.table.edit_hand(game, 2, ExhaustiveDraw(tenpai=frozenset({1}), nagashi=frozenset({2})))
        service.table.declare_riichi(game, 1)  # in the hand being played: not in the file's hands or standings
        ids.append(game)
        # EMA rules (uma, oka, chombo at the end), ended by the players after a few hands.
        game = service.table.create_game(
            ("Eve", "Fumi", "Gen", "Hana"), preset("ema2016"), title="EMA", started_at=START + timedelta(days=1)
        ).id
        service.table.record(game, Ron(3, (Win(2, 1, 30),)))
        service.table.record(game, Chombo(0))
        service.table.record(game, ExhaustiveDraw(tenpai=frozenset()))
        service.table.record(game, Tsumo(Win(1, 0, None, yakuman=1)))
        service.table.delete_hand(game, 3)
        service.table.finish(game)
        ids.append(game)
        # A short game the rules end (a player below zero), two players equal on points.
        rules = ruleset_module.from_dict(
            {**ruleset_module.to_dict(preset("wrc2022")), "name": "busts", "bust_ends_game": True}
        )
        game = service.table.create_game(PLAYERS, rules, first_dealer=2, started_at=START + timedelta(days=2)).id
        service.table.record(game, Ron(0, (Win(2, 0, None, yakuman=1),)))  # Aki pays 32,000: below zero, it ends
        ids.append(game)
        # A game with no hand yet, and one a hand was taken back from.
        ids.append(service.table.create_game(PLAYERS, title="Empty", started_at=START + timedelta(days=3)).id)
        game = service.table.create_game(PLAYERS, preset("tenhou"), started_at=START + timedelta(days=4)).id
        service.table.record(game, ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})))
        service.table.record(game, Ron(0, (Win(1, 1, 30),)))
        service.table.undo(game)
        ids.append(game)
    return ids


def test_the_file_is_the_one_the_game_at_a_time_export_wrote(tmp_path: Path) -> None:
    club = str(tmp_path / "club.db")
    ids = _varied_club(club)
    # The file as it was written before: each game opened by the table, then laid out by json.dumps.
    with Session.open(club, write=False) as service:
        games = [json.dumps(export_data(service.table.game(i)), ensure_ascii=False, indent=2) for i in ids]
        kinds = {h["result"]["kind"] for i in ids for h in service.transfer.export(i)["hands"]}
        finished = [service.table.game(i).finished for i in ids]
    assert kinds == {"ron", "tsumo", "draw", "abort", "chombo"}
    assert finished == [False, True, True, False, False]
    before = (
        '{\n  "format": "tablekeeper-games",\n  "version": 1,\n  "games": [\n    '
        + ",\n    ".join(text.replace("\n", "\n    ") for text in games)
        + "\n  ]\n}\n"
    )
    assert _export_all(club, tmp_path / "all.json") == before


@pytest.mark.parametrize("batch", [1, 2, 500])
def test_batches_of_any_size_give_the_same_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, batch: int) -> None:
    club = str(tmp_path / "club.db")
    _varied_club(club)
    whole = _export_all(club, tmp_path / "whole.json")
    monkeypatch.setattr(transfer, "EXPORT_BATCH", batch)
    assert _export_all(club, tmp_path / f"in-{batch}.json") == whole


def test_one_small_game_written_out_by_hand(tmp_path: Path) -> None:
    club = str(tmp_path / "club.db")
    with Session.open(club) as service:
        game = service.table.create_game(PLAYERS, title="Monday", venue="Club", started_at=START).id
        # Aki, the dealer, rons Ben for 3 han 40 fu (7,700) and takes Chie's riichi stick.
        service.table.record(game, Ron(1, (Win(0, 3, 40),), frozenset({2})))
        view = service.table.game(game)
    # The club's rules are laid out as json.dumps lays out any object (tests/service/test_json_layout.py).
    rules = json.dumps(ruleset_module.to_dict(RuleSet()), indent=2).replace("\n", "\n      ")
    expected = f"""{{
  "format": "tablekeeper-games",
  "version": 1,
  "games": [
    {{
      "format": "tablekeeper-game",
      "version": 1,
      "uuid": "{view.uuid}",
      "revision": {view.revision},
      "title": "Monday",
      "venue": "Club",
      "started_at": "2025-03-01T19:30:00+00:00",
      "finished_at": null,
      "finished": false,
      "players": [
        "Aki",
        "Ben",
        "Chie",
        "Dai"
      ],
      "rules": {rules},
      "standings": [
        {{
          "seat": 0,
          "player": "Aki",
          "points": 33700,
          "place": 1,
          "score": 8.7
        }},
        {{
          "seat": 3,
          "player": "Dai",
          "points": 25000,
          "place": 2,
          "score": 0.0
        }},
        {{
          "seat": 2,
          "player": "Chie",
          "points": 24000,
          "place": 3,
          "score": -1.0
        }},
        {{
          "seat": 1,
          "player": "Ben",
          "points": 17300,
          "place": 4,
          "score": -7.7
        }}
      ],
      "hands": [
        {{
          "number": 1,
          "name": "East 1",
          "honba": 0,
          "result": {{
            "kind": "ron",
            "discarder": 1,
            "wins": [
              {{
                "winner": 0,
                "han": 3,
                "fu": 40,
                "yakuman": 0,
                "pao": null
              }}
            ],
            "riichi": [
              2
            ]
          }},
          "deltas": [
            8700,
            -7700,
            -1000,
            0
          ]
        }}
      ]
    }}
  ]
}}
"""
    assert _export_all(club, tmp_path / "monday.json") == expected


def test_damaged_games_are_left_out_and_named_and_an_unreadable_undo_history_is_not_damage(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club = str(tmp_path / "club.db")
    with Session.open(club) as service:
        ids = [
            service.table.create_game(PLAYERS, title=f"Night {n}", started_at=START + timedelta(days=n)).id
            for n in range(4)
        ]
        for game in ids:
            service.table.record(game, Ron(1, (Win(0, 3, 40),)))
        whole = {i: json.dumps(export_data(service.table.game(i)), ensure_ascii=False, indent=2) for i in ids}
    with sqlite3.connect(club) as connection:
        connection.execute("UPDATE hands SET riichi = '[9' WHERE game_id = ?", (ids[1],))
        connection.execute("UPDATE games SET rules_json = 'not json' WHERE id = ?", (ids[2],))
        # The undo history is not part of the file: the game's hands are whole, and it is written out.
        connection.execute("UPDATE game_actions SET data = 'not json' WHERE game_id = ?", (ids[3],))
    connection.close()
    target = tmp_path / "all.json"
    assert main(["--database-url", club, "export", "--all", "--format", "json", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert f"Game {ids[1]} is damaged in the database (hand 1: its list of riichi seats, '[9', cannot be read)" in err
    assert f"Game {ids[2]} is damaged in the database (its rule set cannot be read" in err
    assert err.count("It is not in the file.") == 2
    content = json.loads(target.read_text(encoding="utf-8"))
    assert [g["title"] for g in content["games"]] == ["Night 0", "Night 3"]
    assert [json.dumps(g, ensure_ascii=False, indent=2) for g in content["games"]] == [whole[ids[0]], whole[ids[3]]]
