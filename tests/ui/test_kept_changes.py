"""The file of the changes a table kept while its server could not be reached: each change read back as it was
confirmed, with its identity; another database's changes left as they were; a file that is not one set aside."""

from __future__ import annotations

import stat
from pathlib import Path
from uuid import uuid4

import pytest

from tablekeeper.rules.results import Ron, Win
from tablekeeper.ui.kept_changes import KeptChange, KeptFile

CLUB = "postgresql://table@club/games"
OTHER = "postgresql://table@home/games"


def test_each_kind_of_change_is_read_back_as_it_was_kept(tmp_path: Path) -> None:
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
    kept = KeptFile(tmp_path / "data" / "kept_changes.json")
    kept.save(CLUB, changes)
    assert kept.load(CLUB) == changes  # in order, each with its identity
    assert stat.S_IMODE(kept.path.stat().st_mode) == 0o600  # names and hands: its owner's only
    assert kept.load(OTHER) == []


def test_another_databases_changes_are_kept_as_they_were(tmp_path: Path) -> None:
    kept = KeptFile(tmp_path / "kept_changes.json")
    home = [KeptChange(1, uuid4(), "undo")]
    kept.save(OTHER, home)
    kept.save(CLUB, [KeptChange(4, uuid4(), "finish")])
    kept.save(CLUB, [])  # all stored: the club's database is taken out
    assert kept.load(CLUB) == []
    assert kept.load(OTHER) == home


def test_a_file_that_is_not_one_of_kept_changes_is_refused_then_set_aside_untouched(tmp_path: Path) -> None:
    path = tmp_path / "kept_changes.json"
    path.write_text("[1, 2, 3]\n", encoding="utf-8")
    kept = KeptFile(path)
    with pytest.raises(ValueError, match="not a file of kept changes"):
        kept.load(CLUB)
    change = KeptChange(4, uuid4(), "finish")
    kept.save(CLUB, [change])
    assert (tmp_path / "kept_changes.json.unreadable").read_text(encoding="utf-8") == "[1, 2, 3]\n"
    assert kept.load(CLUB) == [change]
