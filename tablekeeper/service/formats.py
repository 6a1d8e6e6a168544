"""The files a game is written to (JSON, CSV) and read back from (JSON: :mod:`tablekeeper.importers.game_file`)."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from datetime import UTC
from typing import TYPE_CHECKING, Any

from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.present import result_text
from tablekeeper.rules import results as results_module
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.standings import Standing, format_score, score_number, standings
from tablekeeper.service.errors import ImportRefused
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.text import spreadsheet_text
from tablekeeper.words import in_english

if TYPE_CHECKING:
    from tablekeeper.importers.game_file import ExportedGame


@in_english()  # a file is read anywhere: it stays in English whatever language the window speaks
def export_csv(view: GameSnapshot) -> str:
    """The standings (place, seat, player, final points, uma and oka, penalty, +/- score), a blank line, then
    one row per hand with its result in words and its four deltas: the CSV of the CLI and of the window."""
    import csv  # only for a file written, never at the window's start

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["place", "seat", "player", "points", "uma_oka", "penalty", "score"])
    for s in file_standings(view):
        writer.writerow(
            [
                s.place,
                s.seat,
                spreadsheet_text(view.players[s.seat]),
                s.points,
                format_score(s.bonus),  # "+6.3", "-10.8": numbers a spreadsheet reads as numbers
                format_score(s.penalty),
                format_score(s.score),
            ]
        )
    writer.writerow([])
    writer.writerow(["hand", "name", "honba", "result", *(f"delta {p}" for p in view.players)])
    for h in view.hands:
        result = spreadsheet_text(result_text(h.result, view.players, view.rules))  # it starts with a player's name
        writer.writerow([h.number, h.name, h.before.honba, result, *h.deltas])
    return out.getvalue()


def export_json(view: GameSnapshot) -> str:
    """The JSON file of a game (:func:`export_data`), as the CLI and the window write it."""
    return json.dumps(export_data(view), ensure_ascii=False, indent=2) + "\n"


def file_standings(view: GameSnapshot) -> tuple[Standing, ...]:
    """The standings a file gives: those its hands give (the sticks on the table go to first place, as at an end).

    The window reads an unfinished game as the table shows it (a stick just declared off its player's points, the
    sticks on the table nobody's: ``view.standings``); a file holds the hands, not the sticks of the hand in play,
    and its reader checks the standings against the hands alone (:meth:`Transfer.import_game`), as every file
    written before did."""
    return view.standings if view.finished else standings(view.state, view.rules)


def export_data(view: GameSnapshot) -> dict[str, Any]:
    """One JSON object: the game, its ``standings`` and its ``hands`` (inputs and the four deltas of each)."""
    from tablekeeper.importers.game_file import EXPORT_FORMAT, EXPORT_VERSION

    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        **({} if view.uuid is None else {"uuid": str(view.uuid)}),
        "revision": view.revision,
        "title": view.summary.title,
        "venue": view.summary.venue,
        "started_at": view.summary.started_at.replace(tzinfo=UTC).isoformat(),
        "finished_at": (
            None if view.summary.finished_at is None else view.summary.finished_at.replace(tzinfo=UTC).isoformat()
        ),
        "finished": view.finished,
        "players": list(view.players),
        "rules": ruleset_module.to_dict(view.rules),
        "standings": [
            {
                "seat": s.seat,
                "player": view.players[s.seat],
                "points": s.points,
                "place": s.place,
                "score": score_number(s.score),
            }
            for s in file_standings(view)
        ],
        "hands": [
            {
                "number": h.number,
                "name": h.name,
                "honba": h.before.honba,
                "result": results_module.to_dict(h.result),
                "deltas": list(h.deltas),
            }
            for h in view.hands
        ],
    }


def read_export(data: Mapping[str, Any]) -> ExportedGame:
    # The file format's reader is loaded by what moves games, not by every start of the window.
    from tablekeeper.importers.game_file import read_export

    try:
        return read_export(data)
    except UnreadableRecord as error:
        raise ImportRefused(error.message) from None
