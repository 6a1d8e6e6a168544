"""The files of the changes a table kept while its server could not be reached: each change read back as it was
confirmed, with its identity; one file a window, so that two windows on one database never write over each other's
changes; a window that is no more adopted by the next, once; what cannot be read set aside and named, never dropped;
the data folder made its owner's only."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import pytest

from tablekeeper.location import locate
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.store.database import open_database
from tablekeeper.ui.kept_changes import KeptChange, KeptFiles, database_key

CLUB = "postgresql://table@club/games"
OTHER = "postgresql://table@home/games"


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data" / "kept_changes"


@pytest.fixture
def umask_022() -> Iterator[None]:
    """The usual umask, under which a folder made without a mode is 0755."""
    before = os.umask(0o022)
    yield
    os.umask(before)


def draws(count: int, game: int = 7) -> list[KeptChange]:
    return [KeptChange(game, uuid4(), "record", {"result": ExhaustiveDraw()}) for _ in range(count)]


def test_each_kind_of_change_is_read_back_as_it_was_kept(folder: Path) -> None:
    double_ron = Ron(2, (Win(0, 3, 40), Win(1, yakuman=1)), riichi=frozenset({0, 2}))
    changes = [
        KeptChange(7, uuid4(), "record", {"result": double_ron}),
        KeptChange(7, uuid4(), "edit", {"number": 3, "result": double_ron}),
        KeptChange(7, uuid4(), "delete", {"number": 2}),
        KeptChange(7, uuid4(), "riichi", {"seat": 1, "declared": True}),
        KeptChange(8, uuid4(), "undo"),
        KeptChange(8, uuid4(), "redo"),
        KeptChange(8, uuid4(), "finish"),
    ]
    window = KeptFiles(folder, CLUB)
    window.save(changes)
    assert stat.S_IMODE(window.path.stat().st_mode) == 0o600  # names and hands: its owner's only
    window.release()  # the window closed over them
    adopted = KeptFiles(folder, CLUB).adopt([])
    assert adopted.changes == changes  # in order, each with its identity
    assert adopted.sentences == []
    assert KeptFiles(folder, OTHER).adopt([]).changes == []  # another database's window takes none of them


def test_two_windows_on_one_database_keep_every_change_of_both(folder: Path) -> None:
    # Each writes its own list again and again, as each window does at each change kept: none writes over the other.
    first, second = KeptFiles(folder, CLUB), KeptFiles(folder, CLUB)
    a, b = draws(40, game=1), draws(40, game=2)
    for count in range(1, 41):
        first.save(a[:count])
        second.save(b[:count])
    # Both still open: a third window takes none of their changes (each still sends its own).
    third = KeptFiles(folder, CLUB)
    assert third.adopt([]).changes == []
    first.release()
    second.release()
    taken = third.adopt([]).changes
    assert sorted(map(str, (c.entry for c in taken))) == sorted(map(str, (c.entry for c in a + b)))  # all 80
    assert [c for c in taken if c.game_id == 1] == a and [c for c in taken if c.game_id == 2] == b  # each in order
    # Adopted into the third window's own file (synced), and taken out of theirs: a fourth window finds them held.
    assert not first.path.exists() and not second.path.exists()
    assert KeptFiles(folder, CLUB).adopt([]).changes == []
    third.release()
    assert len(KeptFiles(folder, CLUB).adopt([]).changes) == 80


def test_a_change_two_files_keep_is_adopted_once(folder: Path) -> None:
    # An adopter killed after writing its own file and before taking the other's out: both hold the change.
    change = draws(1)
    for _ in range(2):
        window = KeptFiles(folder, CLUB)
        window.save(change)
        window.release()
    assert KeptFiles(folder, CLUB).adopt([]).changes == change


def test_an_unreadable_change_beside_a_good_one_is_set_aside_and_named(folder: Path) -> None:
    good = draws(1)[0]
    out_of_range = {**good.to_data(), "entry": str(uuid4())}
    out_of_range["arguments"] = {"result": {"kind": "ron", "discarder": 9, "wins": [{"seat": 0, "han": 1, "fu": 30}]}}
    unknown = {"game": 7, "entry": "not an identity", "kind": "record", "arguments": {}}
    folder.mkdir(parents=True)
    path = folder / f"{database_key(CLUB)}-{uuid4().hex}.json"
    kept = {"version": 2, "database": CLUB, "changes": [out_of_range, good.to_data(), unknown]}
    path.write_text(json.dumps(kept), encoding="utf-8")
    adopted = KeptFiles(folder, CLUB).adopt([])
    assert adopted.changes == [good]  # sent; the two others never
    [sentence] = adopted.sentences
    [aside] = folder.glob("unreadable-*.json")
    assert str(aside) in sentence and "cannot be read" in sentence and "were not sent" in sentence
    assert json.loads(aside.read_text(encoding="utf-8"))["changes"] == [out_of_range, unknown]  # kept as they were
    assert stat.S_IMODE(aside.stat().st_mode) == 0o600


def test_a_file_that_is_not_one_of_kept_changes_is_set_aside_untouched_and_named(folder: Path) -> None:
    folder.mkdir(parents=True)
    path = folder / f"{database_key(CLUB)}-{uuid4().hex}.json"
    path.write_text("[1, 2, 3", encoding="utf-8")
    adopted = KeptFiles(folder, CLUB).adopt([])
    assert adopted.changes == []
    aside = path.with_name(path.name + ".unreadable")
    assert aside.read_text(encoding="utf-8") == "[1, 2, 3"
    assert str(aside) in adopted.sentences[0]


def test_the_one_file_of_earlier_versions_is_adopted_for_its_database_only(folder: Path) -> None:
    club, home = draws(2), draws(1, game=3)
    earlier = folder.with_name("kept_changes.json")
    earlier.parent.mkdir(parents=True)
    databases = {CLUB: [c.to_data() for c in club], OTHER: [c.to_data() for c in home]}
    earlier.write_text(json.dumps({"version": 1, "databases": databases}), encoding="utf-8")
    assert KeptFiles(folder, CLUB).adopt([]).changes == club
    assert list(json.loads(earlier.read_text(encoding="utf-8"))["databases"]) == [OTHER]  # the other's as it was
    assert KeptFiles(folder, OTHER).adopt([]).changes == home
    assert not earlier.exists()


def test_the_data_folder_made_for_kept_changes_is_its_owners_only(tmp_path: Path, umask_022: None) -> None:
    data = tmp_path / "share" / "tablekeeper"
    window = KeptFiles(data / "kept_changes", CLUB)
    window.save(draws(1))  # the first file of a table whose database is a server
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert stat.S_IMODE((data / "kept_changes").stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "share").stat().st_mode) == 0o755  # not ours (~/.local/share): as the umask says
    # A SQLite database made there later is in a folder of its owner's only.
    open_database(str(data / "tablekeeper.db")).close()
    assert stat.S_IMODE(data.stat().st_mode) == 0o700
    assert stat.S_IMODE((data / "tablekeeper.db").stat().st_mode) == 0o600


def test_a_password_in_the_databases_url_never_reaches_the_kept_file(folder: Path) -> None:
    # The window keys its file by the database as shown: libpq's password in the query is hidden there too.
    location = locate("postgresql://club@host/mahjong?sslmode=require&password=se%2Fcret")
    window = KeptFiles(folder, str(location))
    window.save(draws(1))
    assert "cret" not in window.path.read_text(encoding="utf-8") and "cret" not in window.path.name
    assert json.loads(window.path.read_text(encoding="utf-8"))["database"] == (
        "postgresql://club@host/mahjong?sslmode=require&password=***"
    )
