"""The files a game is written to (JSON, CSV) and read back from (JSON: :mod:`tablekeeper.importers.game_file`)."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import UTC
from typing import Any
from uuid import UUID

from tablekeeper.importers import game_file
from tablekeeper.importers.game_file import EXPORT_FORMAT, EXPORT_VERSION, ExportedGame
from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.present import result_text
from tablekeeper.rules import results as results_module
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.game import GameState
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.standings import Standing, format_score, score_number, standings
from tablekeeper.service.errors import ImportRefused
from tablekeeper.service.json_layout import Written, json_text
from tablekeeper.snapshots import GameSnapshot, GameSummary
from tablekeeper.text import spreadsheet_text
from tablekeeper.words import in_english


@in_english()  # a file is read anywhere: it stays in English whatever language the window speaks
def export_csv(view: GameSnapshot) -> str:
    """The standings (place, seat, player, final points, uma and oka, penalty, +/- score), a blank line, then
    one row per hand with its result in words and its four deltas: the CSV of the CLI and of the window."""
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
                format_score(s.penalty_change),
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
    return json_text(export_data(view)) + "\n"


def file_standings(view: GameSnapshot) -> tuple[Standing, ...]:
    """The standings a file gives: those its hands give (the sticks on the table go to first place, as at an end).

    The window reads an unfinished game as the table shows it (a stick just declared off its player's points, the
    sticks on the table nobody's: ``view.standings``); a file holds the hands, not the sticks of the hand in play,
    and its reader checks the standings against the hands alone (:meth:`Transfer.import_game`), as every file
    written before did."""
    return view.standings if view.finished else standings(view.state, view.rules)


def export_data(view: GameSnapshot) -> dict[str, Any]:
    """One JSON object: the game, its ``standings`` and its ``hands`` (inputs and the four deltas of each)."""
    return game_data(
        view.summary,
        view.uuid,
        view.revision,
        ruleset_module.to_dict(view.rules),
        file_standings(view),
        ((h.number, h.before, h.result, h.deltas) for h in view.hands),
    )


def game_data(
    summary: GameSummary,
    uuid: UUID | None,
    revision: int,
    rules: dict[str, Any] | Written,
    in_file: Iterable[Standing],
    hands: Iterable[tuple[int, GameState, HandResult, Sequence[int]]],
    result_data: Callable[[HandResult], dict[str, Any] | Written] = results_module.to_dict,
) -> dict[str, Any]:
    """The JSON object of one game, from its parts: the one description of the file, for one game or many.

    ``rules``: the rule set's values, or their text already written (:func:`rules_text`: a file of many games
    writes each rule set once); ``in_file``: the standings the file gives (:func:`file_standings`); ``hands``:
    each hand's number, start, result and deltas; ``result_data``: a result's values (:func:`~tablekeeper.rules.
    results.to_dict`), or their text already written (:class:`ResultTexts`)."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        **({} if uuid is None else {"uuid": str(uuid)}),
        "revision": revision,
        "title": summary.title,
        "venue": summary.venue,
        "started_at": summary.started_at.replace(tzinfo=UTC).isoformat(),
        "finished_at": None if summary.finished_at is None else summary.finished_at.replace(tzinfo=UTC).isoformat(),
        "finished": summary.finished,
        "players": list(summary.players),
        **_notes(summary),
        "rules": rules,
        "standings": [
            {
                "seat": s.seat,
                "player": summary.players[s.seat],
                "points": s.points,
                "place": s.place,
                "score": score_number(s.score),
            }
            for s in in_file
        ],
        "hands": [
            {
                "number": number,
                "name": before.name,
                "honba": before.honba,
                "result": result_data(result),
                "deltas": list(deltas),
            }
            for number, before, result, deltas in hands
        ],
    }


def _notes(summary: GameSummary) -> dict[str, list[str]]:
    """The game's notes as a file gives them, in English whatever the window speaks; none for a game without."""
    if not summary.notes:
        return {}
    with in_english():
        return {"notes": [note.sentence(summary.players) for note in summary.notes]}


class ResultTexts:
    """Hand results as :func:`game_data` puts them in a file, each result object written once while it is kept: the
    games read by :func:`~tablekeeper.store.reads.games_by_id` share the result of every hand stored alike (a club's
    hands are mostly the same few thousand), so that a file of many games writes each of those once, not each hand."""

    KEPT = 2_048
    """Results whose text is kept; past this, they are forgotten."""

    def __init__(self) -> None:
        # By the object's identity, which stays its own while the object is kept here: comparing results by value
        # would cost about what writing them does.
        self._texts: dict[int, tuple[HandResult, Written]] = {}

    def __call__(self, result: HandResult) -> Written:
        known = self._texts.get(id(result))
        if known is not None and known[0] is result:
            return known[1]
        if len(self._texts) >= self.KEPT:
            self._texts.clear()
        text = Written(json_text(results_module.to_dict(result)))
        self._texts[id(result)] = (result, text)
        return text


def rules_text(rules: RuleSet) -> Written:
    """The rule set as :func:`game_data` puts it in a file, written once for every game of that rule set."""
    return Written(json_text(ruleset_module.to_dict(rules)))


def read_export(data: Mapping[str, Any]) -> ExportedGame:
    try:
        return game_file.read_export(data)
    except UnreadableRecord as error:
        raise ImportRefused(error.message) from None
