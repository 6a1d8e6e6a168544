"""Stages and a cut: after some rounds the organiser keeps the top N of the standings (a final, a semi-final), and
the rounds after it seat only them (:func:`tablekeeper.events.changes.present`), their scores carried over or
started again (:class:`~tablekeeper.events.model.StageScores`).

Stage 1 is the event up to its first cut; each cut (:func:`cut`) starts the next stage with the round after the last
one seated. The standings are kept per stage (:func:`stage_standings`) and overall (:func:`overall_standings`: the
last stage's players first, in its order, then those cut at each cut before, in the order of the stage they left).

Which stage a penalty belongs to: that of its round; a penalty given for no round counts from the start, in stage 1
(so that a stage's standings never change when a later cut is made).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tablekeeper.events.changes import present
from tablekeeper.events.errors import CutRefused, StandingsRefused
from tablekeeper.events.model import EventRecord, Stage, StageScores
from tablekeeper.events.standings import EventStanding, TableResult, event_standings
from tablekeeper.rules.ruleset import TieBreak
from tablekeeper.rules.standings import format_score
from tablekeeper.words import QT_TR_NOOP, Points


def stage_count(record: EventRecord) -> int:
    """How many stages the event has: 1, and one more for each cut."""
    return len(record.stages) + 1


def stage_of(record: EventRecord, round: int) -> int:
    """The stage that round ``round`` belongs to (1 before the first cut)."""
    return 1 + sum(1 for stage in record.stages if stage.first_round <= round)


def stage_rounds(record: EventRecord, number: int) -> range:
    """The rounds of stage ``number`` seated so far (empty for a stage just cut to)."""
    check_stage(record, number)
    first = 1 if number == 1 else record.stages[number - 2].first_round
    after = record.stages[number - 1].first_round if number <= len(record.stages) else len(record.rounds) + 1
    return range(first, min(after, len(record.rounds) + 1))


def check_stage(record: EventRecord, number: int) -> None:
    """Refuse a stage the event does not have, in a sentence."""
    count = stage_count(record)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= count:
        raise StandingsRefused(
            QT_TR_NOOP("The event has no stage {stage}: it has one stage, with no cut made."),
            plural=QT_TR_NOOP("The event has no stage {stage}: its stages are 1 to {count}."),
            stage=number,
            count=count,
        )


def stage_standings(
    record: EventRecord, results: Sequence[TableResult], number: int, *, through_round: int | None = None
) -> tuple[EventStanding, ...]:
    """The standings of stage ``number`` (after ``through_round``, a round of it; None: all its rounds): its players
    only (after a cut, those who went through), over its rounds' results and penalties, each with what the stage
    carries from the one before (the total there) when it carries; equal lines keep their order at the cut."""
    rounds = stage_rounds(record, number)
    if through_round is not None and through_round not in rounds:
        raise StandingsRefused(
            QT_TR_NOOP("Round {round} is not a round of stage {stage} seated so far; nothing to show."),
            round=through_round,
            stage=number,
        )
    if not record.stages:
        return event_standings(record, results, through_round=through_round)
    stage = None if number == 1 else record.stages[number - 2]
    kept = None if stage is None else frozenset(stage.qualified)
    within = replace(
        record,
        entrants=tuple(e for e in record.entrants if kept is None or e.filler or e.number in kept),
        rounds=tuple(r for r in record.rounds if r.round in rounds),
        penalties=tuple(
            p
            for p in record.penalties
            if (p.round is None and number == 1) or (p.round is not None and p.round in rounds)
        ),
    )
    counted = [r for r in results if r.round in rounds]
    if stage is None:
        return event_standings(within, counted, through_round=through_round)
    carried = None
    if stage.scores is StageScores.CARRY:
        carried = {line.entrant: line.total for line in stage_standings(record, results, number - 1)}
    seeds = {entrant: place for place, entrant in enumerate(stage.qualified, start=1)}
    return event_standings(within, counted, through_round=through_round, carried=carried, seeds=seeds)


def overall_standings(record: EventRecord, results: Sequence[TableResult]) -> tuple[EventStanding, ...]:
    """The event's final order: the last stage's players in its order, then those cut at each cut before, in the
    order of the stage they left, places counted on (a shared place stays shared). Each line is that of the
    player's last stage, with their scores of every round of the event."""
    if not record.stages:
        return event_standings(record, results)
    whole = {line.entrant: line for line in event_standings(record, results)}
    out: list[EventStanding] = []
    for number in range(stage_count(record), 0, -1):
        done = {line.entrant for line in out}
        lines = [line for line in stage_standings(record, results, number) if line.entrant not in done]
        offset = len(out)
        for index, line in enumerate(lines):
            shared = index and lines[index - 1].place == line.place
            place = out[-1].place if shared else offset + index + 1
            out.append(replace(line, place=place, rounds=whole[line.entrant].rounds))
    return tuple(out)


def cut(
    record: EventRecord,
    results: Sequence[TableResult],
    top: int,
    scores: StageScores | str,
) -> EventRecord:
    """The event with a cut after its last round seated: the next stage seats the ``top`` best of the standings of
    the stage now (among those present in its first round; ties as the rule set breaks them), their ``scores``
    carried over or started again; its fillers, never ranked, are absent from it (new ones are seated as needed).

    Refused in a sentence: scores neither carried nor reset; no round seated in the stage; a table of its rounds
    without its result (none in ``results``); a cut that is not whole tables
    or is larger than the field; a place the rule set shares across the cut."""
    if not isinstance(scores, StageScores) and scores not in {each.value for each in StageScores}:
        raise CutRefused(
            QT_TR_NOOP("After a cut the scores are carried over or reset, not {scores}; nothing was changed."),
            scores=str(scores),
        )
    seats = record.rules.players
    if isinstance(top, bool) or not isinstance(top, int) or top < seats or top % seats:
        raise CutRefused(
            QT_TR_NOOP(
                "A cut keeps whole tables of {size}: the top {top} is not a multiple of {size}; nothing was changed."
            ),
            top=top,
            size=seats,
        )
    number = stage_count(record)
    rounds = stage_rounds(record, number)
    if not rounds:
        if number == 1:
            raise CutRefused(QT_TR_NOOP("A cut is made after a round: no round is seated yet; nothing was changed."))
        raise CutRefused(
            QT_TR_NOOP(
                "Stage {stage} (from round {round}) has no round seated yet: a cut is made after a round of it; "
                "nothing was changed."
            ),
            stage=number,
            round=rounds.start,
        )
    finished = {(result.round, result.table) for result in results}
    for seating in record.rounds:
        for table in seating.tables:
            if (seating.round, table.table) not in finished:
                raise CutRefused(
                    QT_TR_NOOP(
                        "Round {round}, table {table} has no result yet: a cut is made once every table seated has "
                        "its result; nothing was changed."
                    ),
                    round=seating.round,
                    table=table.table,
                )
    first = len(record.rounds) + 1
    playing = present(record, first)
    field = [line for line in stage_standings(record, results, number) if line.entrant in playing]
    if top > len(field):
        raise CutRefused(
            QT_TR_NOOP(
                "A cut to the top {top} is larger than the field: {count} players can play on; nothing was changed."
            ),
            top=top,
            count=Points(len(field)),
        )
    if record.rules.tie_break is TieBreak.SHARE and top < len(field) and field[top - 1].total == field[top].total:
        raise CutRefused(
            QT_TR_NOOP(
                "{above} and {below} share place {place} on {total}, and the rule set does not break the tie: a cut "
                "to the top {top} would keep one of them. Cut to another number, or break the tie (a bonus or a "
                "penalty); nothing was changed."
            ),
            above=field[top - 1].name,
            below=field[top].name,
            place=field[top - 1].place,
            total=format_score(field[top].total),
            top=top,
        )
    stage = Stage(number + 1, first, tuple(line.entrant for line in field[:top]), StageScores(scores))
    entrants = tuple(replace(e, absent_from=first) if e.filler and e.number in playing else e for e in record.entrants)
    return replace(record, entrants=entrants, stages=(*record.stages, stage))


def standings_of(
    record: EventRecord, results: Sequence[TableResult], stage: int | None, through_round: int | None
) -> tuple[EventStanding, ...]:
    """The standings asked for: of ``stage`` (after ``through_round``, a round of it); with no stage, after
    ``through_round`` those of the stage it belongs to, and with neither the overall standings."""
    if stage is None and through_round is None:
        return overall_standings(record, results)
    if stage is None:
        stage = stage_of(record, through_round) if through_round is not None else stage_count(record)
    return stage_standings(record, results, stage, through_round=through_round)
