"""Any command line gets a correct result or a sentence with status 2: never a traceback, and nothing stored but
by an import that succeeded.

Hypothesis builds argument vectors for every subcommand from valid values, values just out of range, huge
numbers, empty strings, text with control characters, undecodable bytes (as Python passes them: lone
surrogates) and unknown options; each runs in-process, as `tablekeeper ...` would, on a database of two
games. ``--database-url`` stays that database: what happens with other URLs is the store's to say.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
from dataclasses import dataclass
from datetime import UTC, timedelta, timezone
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablekeeper.cli import main
from tablekeeper.rules.ruleset import PRESET_NAMES, RuleSet
from tablekeeper.service import Session
from tablekeeper.service.formats import export_json
from tests.cli.club import make_club
from tests.tenhou_data import DEFAULT, ENV_VAR

Tokens = list[str]

ODD = st.one_of(
    st.sampled_from(
        ["", " ", "-", "--", "-1", "=1+1", "\x1b[2J", "\x1b]0;x\x07", "\u202eabc", "\udcff", "\x9b", "a\nb", "０", "٣"]
    ),
    st.text(alphabet=st.characters(blacklist_characters="\x00"), max_size=8),  # argv never holds NUL
)
NUMBER = st.one_of(
    st.integers(-(2**70), 2**70).map(str),
    st.sampled_from(["0", "1", "2", "3", "5", "13", "30", "40", "110", str(2**31), str(2**63), "1e3", "0x10", "+3"]),
    ODD,
)
ZONES = [None, UTC, timezone(timedelta(hours=14)), timezone(timedelta(hours=-12)), timezone(timedelta(hours=23))]
DATE = st.one_of(
    st.dates().map(str),
    st.datetimes(timezones=st.sampled_from(ZONES)).map(lambda moment: moment.isoformat()),
    st.sampled_from(["0001-01-01", "9999-12-31", "9999-12-31T23:59:59-23:00", "0001-01-01T00:00+23:00", "2025-02-30"]),
    ODD,
)
HANDS = ["234m567p23455s", "123m456p789s234s55p", "19m19p19s1234567z1m", "123m456p789s11z234s", "11122233344455m"]
TILES = st.one_of(st.sampled_from(HANDS), st.text(alphabet="0123456789mpszMPSZ ,", max_size=20), ODD)
TILE = st.one_of(st.sampled_from(["5s", "0p", "4s", "1z", "7z", "8z", "0z", "9m", "5m"]), ODD)
MELD = st.one_of(
    st.tuples(st.sampled_from(["chi", "pon", "kan", "ankan", "kakan", "pung", ""]), TILES).map(":".join), ODD
)
WIND = st.one_of(st.sampled_from(["E", "S", "W", "N", "east", "1z", "5z", ""]), ODD)
PRESET = st.one_of(st.sampled_from(PRESET_NAMES), ODD)
GAME = st.one_of(st.sampled_from(["1", "2", "3", "0", "-1", str(2**31 - 1), str(2**31), str(2**64)]), NUMBER)
# Files, named by a key the test replaces with a real path: an export, files that are not one, a folder...
# (Reading a device that never ends is tested in a process of its own: test_importing.py.)
INPUT = st.one_of(
    st.sampled_from(["@export", "@not-json", "@missing", "@folder", "@mjlog", "@devnull", "@nowhere"]),
    ODD,  # a relative path: the test runs in a folder of its own
)
OUTPUT = st.one_of(st.sampled_from(["@export", "@folder", "@devnull", "@full", "@out", "@nowhere"]), ODD)
UNKNOWN = st.sampled_from([["--bogus"], ["-x"], ["--json=1"], ["-h"], ["--limit"], ["--win"], ["--dora"], ["-o"]])


def opt(name: str, value: st.SearchStrategy[str]) -> st.SearchStrategy[Tokens]:
    return value.map(lambda v: [name, v])


def flag(*names: str) -> st.SearchStrategy[Tokens]:
    return st.sampled_from([[n] for n in names])


def command(name: str, positional: st.SearchStrategy[Tokens], *options: st.SearchStrategy[Tokens]):
    """``name``, its positional arguments, then up to six options (an unknown one among them, now and then)."""
    return st.tuples(positional, st.lists(st.one_of(*options, UNKNOWN), max_size=6)).map(
        lambda parts: [name, *parts[0], *(token for option in parts[1] for token in option)]
    )


HAND_OPTIONS = [opt("--honba", NUMBER), opt("--rules", PRESET)]
COMMANDS: dict[str, st.SearchStrategy[Tokens]] = {
    "score": command(
        "score",
        st.lists(NUMBER, max_size=3),
        flag("--dealer", "--tsumo", "--json"),
        opt("--yakuman", NUMBER),
        *HAND_OPTIONS,
    ),
    "hand": command(
        "hand",
        TILES.map(lambda tiles: [tiles]),
        opt("--win", TILE),
        opt("--meld", MELD),
        opt("--seat", WIND),
        opt("--round", WIND),
        opt("--dora", TILE),
        opt("--ura", TILE),
        flag("--tsumo", "--json", "--riichi", "--ippatsu", "--double-riichi", "--haitei", "--houtei", "--rinshan"),
        flag("--chankan", "--tenhou", "--chiihou", "--renhou"),
        *HAND_OPTIONS,
    ),
    "games": command(
        "games",
        st.just([]),
        opt("--player", st.one_of(st.sampled_from(["Aki", "aki", "Eri", "%", "_"]), ODD)),
        opt("--since", DATE),
        opt("--until", DATE),
        opt("--limit", NUMBER),
        flag("--finished", "--unfinished"),
    ),
    "show": command("show", GAME.map(lambda game: [game])),
    "export": command(
        "export",
        GAME.map(lambda game: [game]),
        opt("--format", st.one_of(st.sampled_from(["csv", "json"]), ODD)),
        opt("-o", OUTPUT),
    ),
    "import": command("import", INPUT.map(lambda file: [file])),
    # Event 1 of the club: eight players, one round seated (see the fixture); the events' commands change it.
    "event players": command(
        "event",
        GAME.map(lambda event: ["players", event]),
        opt("--add", st.one_of(st.sampled_from(["Zed", "aki", "Eri"]), ODD)),
        opt("--absent", NUMBER),
        opt("--from-round", NUMBER),
        flag("--json"),
    ),
    "event seat": command(
        "event",
        GAME.map(lambda event: ["seat", event]),
        opt("--rounds", NUMBER),
        opt("--method", st.one_of(st.sampled_from(["random", "swiss"]), ODD)),
        opt("--again", NUMBER),
        opt("--seed", NUMBER),
        opt("--file", INPUT),
        flag("--fill", "--json"),
    ),
    "event paper": command(
        "event",
        st.tuples(GAME, st.lists(NUMBER, min_size=2, max_size=7)).map(lambda p: ["paper", p[0], *p[1]]),
        opt("--deposits", NUMBER),
    ),
    "event penalty": command(
        "event",
        st.tuples(GAME, NUMBER, NUMBER).map(lambda p: ["penalty", *p]),
        opt("--reason", st.one_of(st.sampled_from(["late", ""]), ODD)),
        opt("--round", NUMBER),
    ),
    "event standings": command(
        "event",
        GAME.map(lambda event: ["standings", event]),
        opt("--round", NUMBER),
        flag("--json"),
    ),
    "event undo": command("event", st.tuples(st.sampled_from(["undo", "redo"]), GAME).map(list)),
    "rating": command("rating", st.just([]), flag("--json")),
    "import-tenhou": command("import-tenhou", st.lists(INPUT, min_size=1, max_size=3)),
}


@dataclass
class Club:
    database: str
    files: dict[str, str]
    folder: Path


@pytest.fixture(scope="module")
def club(tmp_path_factory: pytest.TempPathFactory) -> Club:
    folder = tmp_path_factory.mktemp("fuzz")
    database = make_club(folder)
    with Session.open(database) as service:
        (folder / "export.json").write_text(export_json(service.table.game(1)), encoding="utf-8")
        event = service.events.create_event(
            "Spring Cup", RuleSet(), ["Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana"]
        )
        service.events.seat_rounds(event.id, 1, seed=1)
    (folder / "not-json.json").write_text("place,seat\n", encoding="utf-8")
    (folder / "folder").mkdir()
    files = {
        "@export": str(folder / "export.json"),
        "@not-json": str(folder / "not-json.json"),
        "@missing": str(folder / "missing.json"),
        "@folder": str(folder / "folder"),
        "@devnull": os.devnull,
        "@full": "/dev/full",
        "@out": str(folder / "out.txt"),
        "@nowhere": str(folder / "no such folder" / "out.txt"),
        "@mjlog": str(folder / "missing.mjlog"),
    }
    tenhou = Path(os.environ.get(ENV_VAR, DEFAULT))
    logs = sorted(tenhou.glob("fastmaj/*.mjlog"))[:1]
    if logs:  # a real Tenhou game, when the conformance set is here (CI sets its folder)
        files["@mjlog"] = str(logs[0])
    return Club(database, files, folder / "folder")


def _games(database: str) -> dict[int, str]:
    """Every stored game, whole (as its JSON export)."""
    with Session.open(database) as service:
        return {g.id: export_json(service.table.game(g.id)) for g in service.library.list_games(limit=None)}


def _run(argv: Tokens) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as stop:  # argparse's own usage errors (2) and --help (0)
            status = int(stop.code or 0)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", list(COMMANDS))
@settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_any_command_line_gets_a_result_or_a_sentence(club: Club, name: str, data: st.DataObject) -> None:
    drawn = data.draw(COMMANDS[name], label="argv")
    argv = ["--database-url", club.database, *(club.files.get(token, token) for token in drawn)]
    before = _games(club.database)
    with contextlib.chdir(club.folder):
        status, out, err = _run(argv)
    after = _games(club.database)

    assert "Traceback" not in err
    assert status in (0, 2), (argv, status, err)
    if status == 2:
        lines = err.splitlines()
        assert lines and lines[-1].startswith("tablekeeper"), (argv, err)  # ours, or argparse's "tablekeeper x: error"
        assert all(ch == "\n" or ch >= " " for ch in err), (argv, err)  # control characters never raw
    elif "-o" not in drawn:
        assert out, argv
        if "--json" in drawn and "-h" not in drawn:
            json.loads(out)  # one JSON object, whole

    if name in ("import", "import-tenhou") and status == 0:
        assert {k: v for k, v in after.items() if k in before} == before  # the games there are untouched
        with Session.open(club.database) as service:  # the next example starts from the two games again
            for new in set(after) - set(before):
                service.table.delete_game(new)
    elif name == "import-tenhou":
        # One refused file does not stop the others: a game may have come in all the same, whole.
        assert {k: v for k, v in after.items() if k in before} == before
        with Session.open(club.database) as service:
            for new in set(after) - set(before):
                service.table.delete_game(new)
    else:
        assert after == before, argv
