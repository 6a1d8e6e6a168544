"""The same Tenhou game as an mjlog and as JSON is stored once: known by Tenhou's id where both forms carry it (mjx's
files, named by it), and by its own content where one does not (MahjongPantheon's mjlog, its id left out, and its
players' names anonymised otherwise than in the JSON): the second is refused, saying which game it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.service import Session
from tablekeeper.service.errors import AlreadyImported
from tests.tenhou_data import tenhou_folder


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("pantheon/mjlog/west.xml", "pantheon/tenhou6/west.json"),
        ("pantheon/tenhou6/usual.json", "pantheon/mjlog/openhand_bug.xml"),
        ("pantheon/mjlog/regress-hanchan.xml", "pantheon/mjlog/suuankou_no_dealer_tsumo_no_pao.xml"),
    ],
)
def test_a_game_without_an_id_in_one_form_is_known_by_its_content(database_url: str, first: str, second: str) -> None:
    folder = tenhou_folder()
    with Session.open(database_url) as service:
        (stored,) = service.transfer.import_tenhou(folder / first)
        with pytest.raises(AlreadyImported) as refused:
            service.transfer.import_tenhou(folder / second)
        assert refused.value.sentence() == (
            f"{folder / second} is the same game as game {stored}, already stored (the same tiles dealt and the same "
            "scores in every hand); it was not imported again."
        )
        assert [game.id for game in service.library.list_games(limit=None)] == [stored]


def test_the_json_lines_twin_of_an_mjlog_is_refused_by_tenhous_id(database_url: str) -> None:
    folder = tenhou_folder()
    name = "2010081709gm-00a9-0000-fe3371ad"
    with Session.open(database_url) as service:
        (stored,) = service.transfer.import_tenhou(folder / "mjx" / "json" / f"{name}.json")
        with pytest.raises(AlreadyImported) as refused:
            service.transfer.import_tenhou(folder / "mjx" / "mjlog" / f"{name}.mjlog")
        assert f"is Tenhou game {name}, already stored as game {stored}" in refused.value.sentence()


def test_a_renamed_mjlog_is_known_by_its_content(database_url: str, tmp_path: Path) -> None:
    folder = tenhou_folder()
    name = "2010081709gm-00a9-0000-fe3371ad"
    renamed = tmp_path / "our-club-night.mjlog"
    renamed.write_bytes((folder / "mjx" / "mjlog" / f"{name}.mjlog").read_bytes())
    with Session.open(database_url) as service:
        (stored,) = service.transfer.import_tenhou(folder / "mjx" / "json" / f"{name}.json")
        with pytest.raises(AlreadyImported) as refused:
            service.transfer.import_tenhou(renamed)
        assert f"is the same game as game {stored}" in refused.value.sentence()
