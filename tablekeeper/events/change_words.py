"""What a change of an event did, in words, from the record before it and the record after it: what an Undo or a
Redo button says it takes back or makes again ("Undo: the penalty to Eri (-10.0, late)"), so that the organiser
knows, before pressing it, which of the evening's changes it is. Each name is put in as a line holds one
(:func:`tablekeeper.text.name_in_line`): "(-10.0, late)" stays after a Hebrew or Arabic name."""

from __future__ import annotations

from fractions import Fraction

from tablekeeper.bidi import name_in_line
from tablekeeper.events.model import EventRecord
from tablekeeper.rules.standings import THOUSAND, format_score
from tablekeeper.words import decimal, tr


def change_words(before: EventRecord, after: EventRecord) -> str | None:
    """The change from ``before`` to ``after`` in words, or None when it is none of an organiser's changes."""
    if len(after.stages) > len(before.stages):  # before the fillers the cut marks absent
        stage = after.stages[-1]
        return tr("the cut to the top {top} after round {round}").format(
            top=len(stage.qualified), round=stage.first_round - 1
        )
    names = {entrant.number: name_in_line(entrant.name) for entrant in (*before.entrants, *after.entrants)}
    absent_before = {entrant.number: entrant.absent_from for entrant in before.entrants}
    for entrant in after.entrants:
        if entrant.absent_from is not None and absent_before.get(entrant.number) != entrant.absent_from:
            return tr("{name} absent from round {round} on").format(
                name=names[entrant.number], round=entrant.absent_from
            )
    seated = {seating.round: seating for seating in before.rounds}
    new = [seating.round for seating in after.rounds if seating.round not in seated]
    if new:
        if len(new) == 1:
            return tr("round {round} seated").format(round=new[0])
        return tr("rounds {first} to {last} seated").format(first=new[0], last=new[-1])
    for seating in after.rounds:
        if seated[seating.round] != seating:
            return tr("round {round} seated again").format(round=seating.round)
    # Sets: an evening of a thousand penalties would otherwise compare each with each at every undo label.
    papers, penalties, substitutions = set(before.paper), set(before.penalties), set(before.substitutions)
    for paper in after.paper:
        if paper not in papers:
            return tr("the paper result of round {round}, table {table}").format(round=paper.round, table=paper.table)
    for penalty in after.penalties:
        if penalty not in penalties:
            return tr("the penalty to {name} ({points}, {reason})").format(
                name=names[penalty.entrant],
                points=decimal(format_score(Fraction(penalty.points, THOUSAND))),
                reason=penalty.reason,
            )
    for substitution in after.substitutions:
        if substitution not in substitutions:
            return tr("{substitute} for {name} in round {round}").format(
                substitute=name_in_line(substitution.substitute),
                name=names[substitution.entrant],
                round=substitution.round,
            )
    added = [names[entrant.number] for entrant in after.entrants if entrant.number not in absent_before]
    if added:
        return tr("{names} added").format(names=", ".join(added))
    return None
