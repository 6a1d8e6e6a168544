"""Club statistics over the real Tenhou games of ../shared/data/tenhou, against the logs' own records.

Every mjlog is imported through :meth:`Transfer.import_tenhou`; the figures of :meth:`Library.statistics`
(from our replay's settlements) must then equal what the XML says by itself, read here without our importer:
a hand is an ``INIT``; a win an ``AGARI`` (``who``), its value the points of its ``ten`` (without honba and
sticks), a tsumo one whose ``fromWho`` is its ``who``, a deal-in the
``fromWho`` of a hand's ron ``AGARI`` (once per hand, however many winners); a riichi a ``REACH step="2"`` (the
stick on the table); the places and the +/- scores from the final ``owari`` attribute.
"""

from __future__ import annotations

import gzip
import xml.etree.ElementTree as ET
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest

from tablekeeper.service import AlreadyImported, GameFilter, Session
from tablekeeper.stats import club_statistics
from tests.tenhou_data import mjlog_files

pytestmark = pytest.mark.conformance

FIGURES = ("games", "hands", "wins", "tsumo_wins", "deal_ins", "riichi", "win_points")


def _xml(path: Path) -> ET.Element:
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return ET.fromstring(data)


def _logged(
    root: ET.Element, names: tuple[str, str, str, str], into: dict[str, Counter[str]], scores: dict[str, Fraction]
) -> None:
    """Add the log's own figures of one game to ``into``, by the names of its seats."""
    for name in names:
        into[name]["games"] += 1
    hands = 0
    dealt_in: set[tuple[int, int]] = set()  # (hand, seat): a double ron is one deal-in
    for element in root:
        if element.tag == "INIT":
            hands += 1
        elif element.tag == "AGARI":
            who, source = int(element.get("who", "")), int(element.get("fromWho", ""))
            into[names[who]]["wins"] += 1
            # ten="fu,points,limit": the points are what the hand itself pays, without honba and riichi sticks.
            into[names[who]]["win_points"] += int(element.get("ten", "").split(",")[1])
            if who == source:
                into[names[who]]["tsumo_wins"] += 1
            else:
                dealt_in.add((hands, source))
        elif element.tag == "REACH" and element.get("step") == "2":
            into[names[int(element.get("who", ""))]]["riichi"] += 1
    for _, seat in dealt_in:
        into[names[seat]]["deal_ins"] += 1
    for name in names:
        into[name]["hands"] += hands
    # owari="points/100,score,..." on the game's last AGARI or RYUUKYOKU: each seat's final points and +/- score.
    owari = [e.get("owari", "") for e in root if e.get("owari")][-1].split(",")
    points = [int(owari[2 * seat]) for seat in range(4)]
    for place, seat in enumerate(sorted(range(4), key=lambda s: (-points[s], s)), start=1):  # ties: seat order
        into[names[seat]][f"place_{place}"] += 1
        scores[names[seat]] += Fraction(owari[2 * seat + 1])


def test_wins_deal_ins_and_riichi_are_the_logs_own(tmp_path: Path) -> None:
    files = mjlog_files()
    expected: dict[str, Counter[str]] = {}
    totals: dict[str, Fraction] = {}
    with Session.open(str(tmp_path / "tenhou.db")) as service:
        for path in files:
            try:
                (game_id,) = service.transfer.import_tenhou(path)
            except AlreadyImported:  # the same game in two folders: counted once
                continue
            names = service.table.game(game_id).players
            for name in names:
                expected.setdefault(name, Counter())
                totals.setdefault(name, Fraction(0))
            _logged(_xml(path), names, expected, totals)
        figures = service.library.statistics()
        # The figures kept when each game was imported are those of a full replay of every game.
        replayed = {
            table.players: table.ranked
            for table in club_statistics(
                service.table.game(g.id) for g in service.library.list_games(GameFilter(finished=True), limit=None)
            )
        }
    assert figures.table(4).ranked == replayed[4]
    assert figures.passed_over == ()
    assert sum(c["games"] for c in expected.values()) >= 4 * 100  # the whole conformance set, not a few games
    got = {p.name: {f: getattr(p, f) for f in FIGURES} for p in figures.table(4).ranked}
    assert got == {name: {f: counts[f] for f in FIGURES} for name, counts in expected.items()}
    # Places and +/- scores: the logs' own final points (ties broken by seat, as Tenhou does) and scores.
    assert {p.name: p.places for p in figures.table(4).ranked} == {
        name: tuple(counts[f"place_{place}"] for place in range(1, 5)) for name, counts in expected.items()
    }
    assert {p.name: p.total_score for p in figures.table(4).ranked} == totals
    imported = sum(c["games"] for c in expected.values()) // 4
    assert [sum(p.places[i] for p in figures.table(4).ranked) for i in range(4)] == [imported] * 4
