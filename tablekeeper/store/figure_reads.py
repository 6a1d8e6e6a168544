"""The figures kept for finished games, read for the club statistics: which games have them, and each player's
added up by the database (a table of three and one of four apart)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from typing import Any

from tablekeeper.rules.ruleset import PLAYER_COUNTS
from tablekeeper.store.database import Reader
from tablekeeper.store.reads import SEATED, game_filters

_KEPT = f"(SELECT count(*) FROM seat_figures k WHERE k.game_id = g.id AND k.version = :version) = {SEATED}"
"""A game whose every seat has figures of the current version."""


def _finished(reader: Reader, version: int, **chosen: Any) -> tuple[str, dict[str, Any]]:
    """The WHERE clause selecting the finished games as the statistics filter them, with ``version`` (of the
    figures) among its parameters."""
    where, parameters = game_filters(reader, finished=True, **chosen)
    parameters["version"] = version
    return where, parameters


def finished_games(
    reader: Reader,
    version: int,
    *,
    player: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    rules: str | None = None,
    players: int | None = None,
) -> list[tuple[int, bool, int]]:
    """The finished games the filters select, latest first: each id, whether its every seat has figures of
    ``version`` kept, and its players (three or four)."""
    where, parameters = _finished(
        reader, version, player=player, since=since, until=until, rules=rules, players=players
    )
    sql = f"SELECT g.id, {_KEPT}, {SEATED} FROM games g{where} ORDER BY g.started_at DESC, g.id DESC"
    return [(int(game_id), bool(kept), int(seated)) for game_id, kept, seated in reader.rows(sql, parameters)]


@dataclass(frozen=True, slots=True)
class KeptFigures:
    """A player's kept figures added up over some finished games (the fields of ``tablekeeper.stats``'
    ``PlayerStatistics``, which the service makes of them)."""

    name: str
    games: int
    hands: int
    wins: int
    tsumo_wins: int
    deal_ins: int
    riichi: int
    win_points: int
    places: tuple[int, ...]
    """How many times 1st, 2nd...: one count a place of the table (``players`` of them)."""
    score: Fraction
    players: int = 4
    """The table the games were played at (three or four players): a sum is of the games of one table."""


def kept_figures(
    reader: Reader,
    version: int,
    *,
    player: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    rules: str | None = None,
    players: int | None = None,
) -> list[KeptFigures]:
    """Each player's kept figures added up in the database over the selected finished games whose every seat
    has figures of ``version`` (the others are for the caller to work out): a player's figures once for each
    table (three or four players: ranked apart) and each denominator of the +/- scores (exact fractions: their
    numerators add up exactly only over one denominator), for the statistics to add up."""

    where, parameters = _finished(
        reader, version, player=player, since=since, until=until, rules=rules, players=players
    )
    most = max(PLAYER_COUNTS)
    places = ", ".join(f"sum(CASE WHEN f.place = {n} THEN 1 ELSE 0 END)" for n in range(1, most + 1))
    sql = (
        f"SELECT p.name, {SEATED} AS seated, f.score_denominator, count(*), sum(f.hands), sum(f.wins), "
        f"sum(f.tsumo_wins), sum(f.deal_ins), sum(f.riichi), sum(f.win_points), {places}, sum(f.score_numerator) "
        "FROM games g JOIN seat_figures f ON f.game_id = g.id "
        "JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat "
        f"JOIN players p ON p.id = s.player_id{where}{' AND ' if where else ' WHERE '}{_KEPT} "
        "GROUP BY p.id, p.name, seated, f.score_denominator"
    )
    out = []
    for name, seated, denominator, *sums in reader.rows(sql, parameters):
        n = [int(value) for value in sums]  # PostgreSQL's sum of a bigint is a Decimal
        players = int(seated)
        counts = tuple(n[7 : 7 + players])  # a table of three has no 4th place
        score = Fraction(n[7 + most], int(denominator))
        out.append(KeptFigures(str(name), n[0], n[1], n[2], n[3], n[4], n[5], n[6], counts, score, players))
    return out
