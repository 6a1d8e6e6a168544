"""the games' undo journal in one form: ``game_actions.data`` of the first form rewritten with its images

A step of a game's journal stored before images were kept (a row whose ``data`` has no ``first``) held what its kind
needed to be undone: the result recorded or deleted, an edit's result before and after, the riichi sticks before
and after. Each time such a game was opened, its reverse was worked out again per kind of action. Every such step is
rewritten once, here, into the form written since (``{"first": hand index, "before": image, "after": image}``,
an image being ``{"results": [...], "closed": bool, "pending": [seats]}``, and a riichi step keeping its ``seat``
and ``declared``), found as the reading did: back from the game as stored through the steps done, forward through
the steps undone. A game whose old steps do not fit its hands is left as it was (its undo says so, as before).

Self-contained: the hands are read from their rows into the results' JSON form here, so that later code cannot
change what this revision does. The downgrade leaves the rows in the new form, which the code of 0010 reads too.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02 21:00:00.000000
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_HANDS = ("record", "edit", "delete")


class _Unfit(Exception):
    """An old step does not fit the game's hands: the game's journal is left as it is."""


def _list(value: Any) -> list[Any]:
    """A JSON column as a list (SQLite hands back the text)."""
    if isinstance(value, str):
        value = json.loads(value)
    return list(value or [])


def _seats(values: Any) -> list[int]:
    if not isinstance(values, list) or not all(type(v) is int and 0 <= v <= 3 for v in values):
        raise _Unfit
    return sorted(set(values))


def _results(connection: sa.Connection, game_id: int) -> list[dict[str, Any]]:
    """The game's hands as the results' JSON (the form of ``tablekeeper.rules.results.to_dict`` at 0011)."""
    hands = connection.execute(
        sa.text(
            "SELECT id, kind, discarder, offender, abort_kind, riichi, tenpai, nagashi FROM hands "
            "WHERE game_id = :g ORDER BY number"
        ),
        {"g": game_id},
    ).all()
    out: list[dict[str, Any]] = []
    for hand_id, kind, discarder, offender, abort_kind, riichi, tenpai, nagashi in hands:
        sticks = sorted(_list(riichi))
        wins = [
            {"winner": w, "han": han, "fu": fu, "yakuman": yakuman or 0, "pao": pao}
            | ({} if tiles is None else {"tiles": json.loads(tiles)})
            | ({} if yaku is None else {"yaku": json.loads(yaku)})
            for w, han, fu, yakuman, pao, tiles, yaku in connection.execute(
                sa.text(
                    "SELECT winner, han, fu, yakuman, pao, tiles, yaku FROM hand_wins WHERE hand_id = :h "
                    "ORDER BY position"
                ),
                {"h": hand_id},
            ).all()
        ]
        if kind == "ron":
            out.append({"kind": "ron", "discarder": discarder, "wins": wins, "riichi": sticks})
        elif kind == "tsumo":
            out.append({"kind": "tsumo", "win": wins[0], "riichi": sticks})
        elif kind == "draw":
            out.append(
                {"kind": "draw", "tenpai": sorted(_list(tenpai)), "nagashi": sorted(_list(nagashi)), "riichi": sticks}
            )
        elif kind == "abort":
            out.append({"kind": "abort", "abort": abort_kind, "riichi": sticks})
        else:
            out.append({"kind": "chombo", "offender": offender, "riichi": sticks})
    return out


# A game's inputs at one point of its journal: (results, closed, pending seats).
_Inputs = tuple[list[dict[str, Any]], bool, list[int]]


def _index(step: dict[str, Any], count: int) -> int:
    number = step["number"]
    if type(number) is not int or not 1 <= number <= count:
        raise _Unfit
    return int(number) - 1


def _result(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict) or "kind" not in data:
        raise _Unfit
    return data


def _sticks_before(earlier: Sequence[dict[str, Any]]) -> list[int]:
    """The sticks on the table after the last of ``earlier`` that set them (an edit or a deletion keeps them)."""
    for each in reversed(earlier):
        data = each["data"]
        if "first" in data:
            return _seats(data["after"]["pending"])
        if each["kind"] == "riichi":
            return _seats(data["after"])
        if each["kind"] in ("record", "end"):
            return []
    return []


def _undo(step: dict[str, Any], after: _Inputs, earlier: Sequence[dict[str, Any]]) -> _Inputs:
    """The inputs before an old step, from those after it, as its undo worked them out."""
    data, (results, closed, pending) = step["data"], after
    kind = step["kind"]
    if kind == "record":
        index = _index(step, len(results))
        if index != len(results) - 1:
            raise _Unfit
        # Its sticks were on the table before it only if they had been declared there, not ticked with it.
        sticks = set(_sticks_before(earlier)) & set(results[index].get("riichi", []))
        return results[:index], False, sorted(sticks)
    if kind == "edit":
        index = _index(step, len(results))
        return [*results[:index], _result(data.get("before")), *results[index + 1 :]], closed, pending
    if kind == "delete":
        index = _index(step, len(results) + 1)
        return [*results[:index], _result(data.get("result")), *results[index:]], closed, pending
    if kind == "end":
        return results, False, _seats(data.get("pending", []))
    return results, closed, _seats(data.get("before"))


def _redo(step: dict[str, Any], before: _Inputs) -> _Inputs:
    """The inputs after an old step undone, from those before it, as its redo worked them out."""
    data, (results, closed, pending) = step["data"], before
    kind = step["kind"]
    if kind == "record":
        index = _index(step, len(results) + 1)
        return [*results[:index], _result(data.get("result"))], False, []
    if kind == "edit":
        index = _index(step, len(results))
        return [*results[:index], _result(data.get("after")), *results[index + 1 :]], closed, pending
    if kind == "delete":
        index = _index(step, len(results))
        return [*results[:index], *results[index + 1 :]], closed, pending
    if kind == "end":
        return results, True, []
    return results, closed, _seats(data.get("after"))


def _image(inputs: _Inputs, first: int) -> dict[str, Any]:
    results, closed, pending = inputs
    return {"results": results[first:], "closed": closed, "pending": sorted(pending)}


def _with_image(inputs: _Inputs, first: int, image: dict[str, Any]) -> _Inputs:
    return [*inputs[0][:first], *image["results"]], bool(image["closed"]), _seats(image["pending"])


def _imaged(step: dict[str, Any], before: _Inputs, after: _Inputs) -> dict[str, Any]:
    kind = step["kind"]
    # A hand's step is about its hand; an end's or a riichi's about the hand being played.
    first = _index(step, len(before[0]) + (kind == "record")) if kind in _HANDS else len(before[0])
    data: dict[str, Any] = {"first": first, "before": _image(before, first), "after": _image(after, first)}
    if kind == "riichi":
        data.update(seat=step["data"].get("seat"), declared=bool(step["data"].get("declared")))
    return data


def _rewritten(steps: list[dict[str, Any]], now: _Inputs) -> dict[int, dict[str, Any]]:
    """The new ``data`` of each old step, by row id; raises _Unfit for a journal that does not fit."""
    new: dict[int, dict[str, Any]] = {}
    done = [s for s in steps if not s["undone"]]
    inputs = now
    for index in reversed(range(len(done))):
        each = done[index]
        if "first" in each["data"]:
            before = _with_image(inputs, each["data"]["first"], each["data"]["before"])
        else:
            before = _undo(each, inputs, done[:index])
            new[each["id"]] = _imaged(each, before, inputs)
        inputs = before
    inputs = now
    for each in (s for s in steps if s["undone"]):
        if "first" in each["data"]:
            after = _with_image(inputs, each["data"]["first"], each["data"]["after"])
        else:
            after = _redo(each, inputs)
            new[each["id"]] = _imaged(each, inputs, after)
        inputs = after
    return new


def upgrade() -> None:
    connection = op.get_bind()
    games = connection.execute(sa.text("SELECT DISTINCT game_id FROM game_actions ORDER BY game_id")).scalars().all()
    for game_id in games:
        rows = connection.execute(
            sa.text("SELECT id, kind, number, data, undone FROM game_actions WHERE game_id = :g ORDER BY position"),
            {"g": game_id},
        ).all()
        try:
            steps = [
                {"id": i, "kind": k, "number": n, "data": json.loads(d), "undone": bool(u)} for i, k, n, d, u in rows
            ]
        except ValueError:
            continue  # unreadable: left as it is
        if all(isinstance(s["data"], dict) and "first" in s["data"] for s in steps):
            continue
        closed, pending = connection.execute(
            sa.text("SELECT closed, pending_riichi FROM games WHERE id = :g"), {"g": game_id}
        ).one()
        try:
            if not all(isinstance(s["data"], dict) for s in steps):
                raise _Unfit
            new = _rewritten(steps, (_results(connection, game_id), bool(closed), _seats(_list(pending))))
        except (_Unfit, KeyError, TypeError, ValueError, IndexError):
            continue  # does not fit its hands: left as it is, and its undo says so
        for action_id, data in new.items():
            connection.execute(
                sa.text("UPDATE game_actions SET data = :data WHERE id = :id"),
                {"id": action_id, "data": json.dumps(data, ensure_ascii=False, separators=(",", ":"))},
            )


def downgrade() -> None:
    """Nothing to undo: the code of 0010 reads the new form as well as the old."""
