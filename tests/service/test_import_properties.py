"""Mutated real inputs for each importer (a game exported by the session, an mjlog, a tenhou.net/6 JSON game):
each import ends in a sentence (exit status 2 from the CLI) with no game stored, or in a stored game whose
replay gives every figure the input claims. Never a traceback, never part of a game."""

from __future__ import annotations

import contextlib
import io
import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablekeeper.cli import main
from tablekeeper.errors import TablekeeperError
from tablekeeper.importers.reading import clean_text
from tablekeeper.importers.tenhou import read_tenhou_bytes
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.settlement import deltas_without_riichi
from tablekeeper.rules.standings import final_points
from tablekeeper.service import Session
from tests.tenhou_data import json_files, mjlog_files

PROPERTY = settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
ODD_VALUES: list[Any] = [
    10**30,
    -(10**30),
    -1,
    -5,
    0,
    7,
    100_000,
    2.5,
    float("inf"),
    float("nan"),
    True,
    None,
    "",
    "x",
    "1234",
    "inf",
    "\x1b[2J\x07Evil",
    "n" * 150,
    [],
    {},
    [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("import-properties")


@pytest.fixture(scope="module")
def service(folder: Path) -> Iterator[Session]:
    """The database the examples import into through the session (tablekeeper refuses a database in memory)."""
    with Session.open(str(folder / "service.db")) as opened:
        yield opened


@pytest.fixture(scope="module")
def on_disk(folder: Path) -> Iterator[Session]:
    """The database file that the command line opens in the examples that go through it."""
    with Session.open(str(folder / "club.db")) as opened:
        yield opened


def _game_ids(service: Session) -> set[int]:
    return {g.id for g in service.library.list_games(limit=None)}


def _refused_or_new(service: Session, run: Any) -> int | None:
    """Run an import: a refusal must be a sentence and store nothing; a success gives the one new game's id."""
    before = _game_ids(service)
    try:
        new_id = run()
    except TablekeeperError as error:
        assert str(error).strip(), "a refusal without a sentence"  # noqa: PT017 - either outcome is right; a refusal must say why
        assert _game_ids(service) == before, "a refused import stored something"
        return None
    assert _game_ids(service) == before | {new_id}
    return int(new_id)


def _cli(service: Session, argv: list[str]) -> int:
    """The CLI in-process: exit status 0 with the new game's number, or 2 with one sentence on stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([*argv, "--database-url", str(service.database.location.path)])
    assert "Traceback" not in err.getvalue()
    if status == 0:
        return int(out.getvalue().rsplit(" ", 1)[1])
    assert status == 2 and err.getvalue().startswith("tablekeeper: ") and err.getvalue().strip() != "tablekeeper:"
    raise TablekeeperError(err.getvalue())


# Mutations of a JSON tree ---------------------------------------------------------------------------------


def _places(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``value``."""
    out = [path]
    if isinstance(value, dict):
        for key, child in value.items():
            out.extend(_places(child, (*path, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            out.extend(_places(child, (*path, index)))
    return out


def _mutate(data: Any, draw: st.DrawFn) -> Any:
    """One change somewhere in a JSON tree: a value replaced, an element removed, doubled or swapped."""
    data = json.loads(json.dumps(data))
    path = draw(st.sampled_from(_places(data)[1:]))
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    action = draw(st.sampled_from(["replace", "remove", "double", "swap", "number"]))
    if action == "remove":
        del parent[last]
    elif action == "double" and isinstance(parent, list):
        parent.insert(last, json.loads(json.dumps(parent[last])))
    elif action == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = draw(st.integers(0, len(parent) - 1))
        parent[last], parent[other] = parent[other], parent[last]
    elif action == "number" and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] += draw(st.sampled_from([-1_000, -100, -1, 1, 100, 1_000, 10**9]))
    else:
        parent[last] = draw(st.sampled_from(ODD_VALUES))
    return data


# The game JSON of `tablekeeper export` ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def exported(service: Session) -> dict[str, Any]:
    """A game of the session, exported: a dealer's ron with a riichi, a mangan tsumo, a draw, a chombo-free pao."""
    game = service.table.create_game(["Aki", "Ben", "Chie", "Dai"], rules=preset("tenhou"), title="Cup", venue="Club")
    service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))
    service.table.record(game.id, Tsumo(Win(2, 5)))
    service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))
    service.table.record(game.id, Ron(3, (Win(1, None, None, 1, pao=2),)))
    data = service.transfer.export(game.id)
    service.table.delete_game(game.id)
    return data


def _moment(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    return moment.astimezone(UTC) if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _holds(given: Any, got: Any, where: str) -> None:
    """Every value ``given`` holds is in ``got`` (a key the input leaves out, or gives as null, may take its
    default: a hand's number or name given as null is worked out from the hands before it)."""
    if given is None:
        return
    if isinstance(given, dict):
        assert isinstance(got, dict), where
        for key, value in given.items():
            assert key in got, f"{where}.{key}"
            _holds(value, got[key], f"{where}.{key}")
    elif isinstance(given, list):
        assert isinstance(got, list) and len(got) == len(given), where
        for index, (a, b) in enumerate(zip(given, got, strict=True)):
            _holds(a, b, f"{where}[{index}]")
    elif isinstance(given, str):
        assert clean_text(given) == got, where
    elif isinstance(given, bool) or isinstance(got, bool):
        assert given is got, where
    else:
        assert given == got, where


def _check_game_copy(data: dict[str, Any], copy: dict[str, Any]) -> None:
    assert [clean_text(p) for p in data["players"]] == copy["players"]
    assert clean_text(data.get("title", "")) == copy["title"]
    assert clean_text(data.get("venue", "")) == copy["venue"]
    assert _moment(data["started_at"]) == _moment(copy["started_at"])
    if data.get("finished_at") is not None:
        assert _moment(data["finished_at"]) == _moment(copy["finished_at"])
    if data.get("finished") or data.get("finished_at") is not None:
        assert copy["finished"]
    rules = dict(data["rules"])
    if "pao_yaku" in rules:  # a set: its order and repeats say nothing
        assert set(rules.pop("pao_yaku")) == set(copy["rules"]["pao_yaku"])
    _holds(rules, copy["rules"], "rules")
    _holds(data["hands"], copy["hands"], "hands")
    if data.get("standings") is not None:
        _holds(data["standings"], copy["standings"], "standings")


@PROPERTY
@given(data=st.data())
def test_a_mutated_game_file_is_refused_or_imported_whole(
    service: Session, on_disk: Session, exported: dict[str, Any], folder: Path, data: st.DataObject
) -> None:
    game = exported
    for _ in range(data.draw(st.integers(1, 3))):
        game = _mutate(game, data.draw)
    if data.draw(st.integers(0, 9)) == 0:  # one in ten through the command line and a file
        service = on_disk
        path = folder / "game.json"
        path.write_text(json.dumps(game, ensure_ascii=False), encoding="utf-8")
        new_id = _refused_or_new(service, lambda: _cli(service, ["import", str(path)]))
    else:
        new_id = _refused_or_new(service, lambda: service.transfer.import_game(game))
    if new_id is not None:
        _check_game_copy(game, service.transfer.export(new_id))
        service.table.delete_game(new_id)


# Tenhou records ----------------------------------------------------------------------------------------------


def _check_tenhou_copy(service: Session, new_id: int, data: bytes, name: str) -> None:
    """The stored game, replayed from the database, gives every figure of the log."""
    log = read_tenhou_bytes(data, name)
    view = service.table.game(new_id)
    assert len(view.hands) == len(log.log_hands)
    for hand, logged in zip(view.hands, log.log_hands, strict=True):
        assert hand.before.scores == logged.start_scores
        assert (hand.before.round, hand.before.dealer, hand.before.honba) == (
            logged.round,
            logged.dealer,
            logged.honba,
        )
        assert deltas_without_riichi(hand.settlement, hand.before.players) == logged.deltas
    assert view.finished
    if log.final_scores is not None:
        assert final_points(view.state, view.rules) == log.final_scores
    assert all(stored.startswith(given[:90]) for stored, given in zip(view.players, log.players, strict=True))


def _import_tenhou_bytes(
    service: Session, on_disk: Session, folder: Path, data: bytes, name: str, through_cli: bool
) -> None:
    path = folder / name
    path.write_bytes(data)
    if through_cli:
        service = on_disk
        new_id = _refused_or_new(service, lambda: _cli(service, ["import-tenhou", str(path)]))
    else:
        new_id = _refused_or_new(service, lambda: service.transfer.import_tenhou(path)[0])
    if new_id is not None:
        _check_tenhou_copy(service, new_id, data, name)
        service.table.delete_game(new_id)  # the same game may come again in the next example


def _byte_damage(data: bytes, draw: st.DrawFn) -> bytes:
    if not data:
        return data
    position = draw(st.integers(0, len(data) - 1))
    if draw(st.booleans()):
        return data[:position]
    return data[:position] + bytes([data[position] ^ draw(st.integers(1, 255))]) + data[position + 1 :]


_ELEMENT = re.compile(rb"<[A-Z][^<>]*/>")
_NUMBER = re.compile(rb'(?<=[",])-?\d+(\.\d+)?(?=[",])')


def _mjlog_damage(data: bytes, draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["remove", "double", "swap", "number", "bytes"]))
    if kind == "bytes":
        return _byte_damage(data, draw)
    if kind == "number":
        spans = [m.span() for m in _NUMBER.finditer(data)]
        if not spans:
            return data
        start, end = draw(st.sampled_from(spans))
        odd = draw(st.sampled_from([b"inf", b"1e999", b"nan", b"-1", b"999999999999", b"x", b"", b"7", b"1.5"]))
        return data[:start] + odd + data[end:]
    spans = [m.span() for m in _ELEMENT.finditer(data)]
    if not spans:
        return data
    index = draw(st.integers(0, len(spans) - 1))
    start, end = spans[index]
    if kind == "remove":
        return data[:start] + data[end:]
    if kind == "double":
        return data[:end] + data[start:end] + data[end:]
    other_start, other_end = spans[min(index + 1, len(spans) - 1)]
    if other_start == start:
        return data
    return data[:start] + data[other_start:other_end] + data[end:other_start] + data[start:end] + data[other_end:]


@PROPERTY
@given(data=st.data())
def test_a_mutated_mjlog_is_refused_or_imported_whole(
    service: Session, on_disk: Session, folder: Path, data: st.DataObject
) -> None:
    plain = sorted((p for p in mjlog_files() if "mjx" in p.parts), key=lambda p: p.stat().st_size)
    source = data.draw(st.sampled_from(plain[:4]))  # the shortest games: more examples in the same time
    content = source.read_bytes()
    for _ in range(data.draw(st.integers(1, 2))):
        content = _mjlog_damage(content, data.draw)
    _import_tenhou_bytes(service, on_disk, folder, content, source.name, data.draw(st.integers(0, 9)) == 0)


@PROPERTY
@given(data=st.data())
def test_a_mutated_tenhou_json_is_refused_or_imported_whole(
    service: Session, on_disk: Session, folder: Path, data: st.DataObject
) -> None:
    source = data.draw(st.sampled_from(sorted(json_files(), key=lambda p: p.stat().st_size)[:4]))
    lines = [json.loads(line) for line in source.read_text("utf-8").splitlines() if line.strip()]
    if data.draw(st.integers(0, 4)) == 0:
        content = _byte_damage(source.read_bytes(), data.draw)
    else:
        for _ in range(data.draw(st.integers(1, 2))):
            lines = _mutate(lines, data.draw)
        if not isinstance(lines, list):
            lines = [lines]
        content = "\n".join(json.dumps(line, ensure_ascii=False) for line in lines).encode()
    _import_tenhou_bytes(service, on_disk, folder, content, source.name, data.draw(st.integers(0, 9)) == 0)
