"""Every change an organiser makes to an event, as a function from one :class:`EventRecord` to the next.

Each function checks what it is asked and refuses with a sentence (an :class:`~tablekeeper.events.errors.EventError`)
before anything changes; the record it returns is a new value (the old one stays as it was, for undo). What the
record does not hold, the tables whose game is stored, is given by the caller as ``games``: the (round, table)
pairs that have a game linked (the undo journal keeps what each change changed: :mod:`~tablekeeper.events.images`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace

from tablekeeper.errors import Phrase
from tablekeeper.events.errors import (
    EventError,
    PenaltyRefused,
    PlayersRefused,
    ResultRefused,
    SeatingRefused,
    StandingsRefused,
    SubstitutionRefused,
    UndoRefused,
)
from tablekeeper.events.files import played_names as names_at
from tablekeeper.events.model import (
    MAX_POINTS,
    Entrant,
    EventRecord,
    PaperResult,
    Penalty,
    RoundSeating,
    SubstituteRule,
    Substitution,
    TableSeating,
)
from tablekeeper.events.seating import check_round
from tablekeeper.events.sit_outs import check_sitting_out
from tablekeeper.events.standings import table_result
from tablekeeper.events.teams import checked_team
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.text import described, first_unsafe
from tablekeeper.words import QT_TR_NOOP, Points

MAX_NAME = 100
"""As a stored player's name holds (the same limit as a game's players, which the importers check too)."""
MAX_LABEL = 200
"""As an event's title and a penalty's reason hold."""
MAX_ROUNDS = 100
"""The rounds an event seats at most: more than a season of weekly club nights (a count typed by mistake, 1000
rounds, is refused instead of being seated for minutes)."""
MAX_PLAYERS = 1_024
"""The players an event registers at most: three times the largest tournaments' (the WRC seats some 300); a
list of thousands of names is a file given by mistake, and refused before anything is stored or seated."""
FILLER_NAME = "Substitute {number}"
"""The name of a filler seat (a substitute seated to make the count a multiple of the table's players): "Substitute
1", ..."""

Played = Collection[tuple[int, int]]
"""The (round, table) pairs of the event that have a stored game linked."""


@dataclass(frozen=True, slots=True)
class NewEntrant:
    """A player to register: their name as the club knows them, and their EMA number and country where known."""

    name: str
    ema: str | None = None
    country: str | None = None
    team: str | None = None


# Names


def spaced(name: str) -> str:
    """A name as stored: its runs of white space made one space, none at its ends (as a game's players are)."""
    return " ".join(str(name).split())


def checked_name(name: str) -> str:
    """A player's name, spaced; refused empty, too long or with control characters (line breaks among them: a
    name is one line, and U+2028 spaced as white space would hide that a list was split wrongly)."""
    unsafe = first_unsafe(name.replace("\t", " "))
    if unsafe is not None:
        raise PlayersRefused(
            QT_TR_NOOP("A player's name cannot hold {what}; nothing was changed."), what=described(unsafe)
        )
    name = spaced(name)
    if not name:
        raise PlayersRefused(QT_TR_NOOP("Every player needs a name; nothing was changed."))
    if len(name) > MAX_NAME:
        raise PlayersRefused(
            QT_TR_NOOP("A player's name has at most {most} characters; nothing was changed."), most=MAX_NAME
        )
    return name


def _optional(text: str | None) -> str | None:
    if text is None:
        return None
    text = spaced(text)
    if len(text) > 20 or first_unsafe(text) is not None:
        raise PlayersRefused(
            QT_TR_NOOP("An EMA number or country is a short code, not {text}; nothing was changed."), text=repr(text)
        )
    return text or None


def entrant(record: EventRecord, number: int) -> Entrant:
    """The entrant of this number; refused with a sentence when the event has none."""
    for each in record.entrants:
        if each.number == number:
            return each
    raise PlayersRefused(
        QT_TR_NOOP("The event has no player number {number}; its players are numbered 1 to {count}."),
        number=number,
        count=len(record.entrants),
    )


def named(record: EventRecord, number: int) -> Phrase:
    """An entrant as a sentence names them: "Aki (3)"."""
    return Phrase(QT_TR_NOOP("{name} ({number})"), {"name": entrant(record, number).name, "number": number})


def present(record: EventRecord, round: int) -> frozenset[int]:
    """The numbers of the entrants who play in ``round``: not absent from it or earlier, and, after a cut, among
    those who went through (fillers are seat-makers, never cut: :func:`tablekeeper.events.stages.cut`)."""
    stage = next((s for s in reversed(record.stages) if s.first_round <= round), None)
    through = None if stage is None else frozenset(stage.qualified)
    return frozenset(
        e.number
        for e in record.entrants
        if (e.absent_from is None or e.absent_from > round) and (through is None or e.filler or e.number in through)
    )


# Players


def create(
    title: str,
    rules: RuleSet,
    players: Sequence[NewEntrant],
    *,
    substitute_rule: SubstituteRule = SubstituteRule.FIXED,
    substitute_score: int = 0,
) -> EventRecord:
    """A new event with its players numbered 1, 2, ... in the order given; at least a table of them (the rule
    set's players: three or four), each name once."""
    title = spaced(title)
    if not title:
        raise PlayersRefused(QT_TR_NOOP("An event needs a title; nothing was stored."))
    if len(title) > MAX_LABEL or first_unsafe(title) is not None:
        raise PlayersRefused(
            QT_TR_NOOP("An event's title has at most {most} characters and no control characters; nothing was stored."),
            most=MAX_LABEL,
        )
    if len(players) < rules.players:
        raise PlayersRefused(
            QT_TR_NOOP("An event needs at least {least} players, not {count}; nothing was stored."),
            least=rules.players,
            count=len(players),
        )
    if (
        isinstance(substitute_score, bool)
        or not isinstance(substitute_score, int)
        or abs(substitute_score) > MAX_POINTS
    ):
        raise PlayersRefused(
            QT_TR_NOOP("A substitute's fixed score is a whole number of points, not {points}; nothing was stored."),
            points=substitute_score,
        )
    record = EventRecord(
        title, rules, substitute_rule=SubstituteRule(substitute_rule), substitute_score=substitute_score
    )
    return add_players(record, players)


def add_players(record: EventRecord, players: Sequence[NewEntrant]) -> EventRecord:
    """The event with these players registered after the others (numbered on), present from the next round on
    (the rounds seated already stay as they are)."""
    if not players:
        raise PlayersRefused(QT_TR_NOOP("No player was given to add; nothing was changed."))
    count = len(record.entrants) + len(players)
    if count > MAX_PLAYERS:
        raise PlayersRefused(
            QT_TR_NOOP("An event has at most {most} players, not {count}; nothing was changed."),
            most=Points(MAX_PLAYERS),
            count=Points(count),
        )
    taken = {e.name.casefold(): e for e in record.entrants}
    added: list[Entrant] = []
    for player in players:
        name = checked_name(player.name)
        twin = taken.get(name.casefold())
        if twin is not None:
            if twin in record.entrants:
                raise PlayersRefused(
                    QT_TR_NOOP(
                        "{name} is registered already (number {number}); each player is registered once. Nothing was "
                        "changed."
                    ),
                    name=twin.name,
                    number=twin.number,
                )
            raise PlayersRefused(
                QT_TR_NOOP("{name} is given twice; each player is registered once. Nothing was changed."), name=name
            )
        new = Entrant(
            len(record.entrants) + len(added) + 1,
            name,
            _optional(player.ema),
            _optional(player.country),
            team=checked_team(player.team),
        )
        taken[name.casefold()] = new
        added.append(new)
    return replace(record, entrants=record.entrants + tuple(added))


def with_fillers(record: EventRecord, round: int) -> EventRecord:
    """The event with as many fillers ("Substitute 1", ...) present in ``round`` as make its players a multiple
    of the table's (the rule set's players): fillers present already are kept as needed, those too many are absent
    from that round on, and new ones are registered when those present are too few."""
    fillers = [e for e in record.entrants if e.filler and (e.absent_from is None or e.absent_from > round)]
    real = len(present(record, round)) - len(fillers)
    needed = -real % record.rules.players
    changed = {e.number: replace(e, absent_from=round) for e in fillers[needed:]}
    entrants = tuple(changed.get(e.number, e) for e in record.entrants)
    count = sum(1 for e in record.entrants if e.filler)
    names = {e.name.casefold() for e in entrants}
    new: list[Entrant] = []
    while len(fillers) + len(new) < needed:
        count += 1
        name = FILLER_NAME.format(number=count)
        if name.casefold() in names:
            continue
        new.append(Entrant(len(entrants) + len(new) + 1, name, filler=True))
    return replace(record, entrants=entrants + tuple(new))


def mark_absent(record: EventRecord, number: int, from_round: int, games: Played) -> EventRecord:
    """The event with the entrant absent from ``from_round`` on. The seatings from the first round at or after it
    in which they are seated are dropped (to be seated again without them), unless a table of those rounds is
    played or kept on paper: then it is refused, since the seating of a round being played stays."""
    who = entrant(record, number)
    if isinstance(from_round, bool) or not isinstance(from_round, int) or not 1 <= from_round <= MAX_ROUNDS:
        raise PlayersRefused(
            QT_TR_NOOP("Rounds are numbered 1 to {most}, not {round}; nothing was changed."),
            most=MAX_ROUNDS,
            round=from_round,
        )
    seated = [r.round for r in record.rounds if r.round >= from_round and _seat_of(r, number) is not None]
    if not seated:
        return replace(record, entrants=_replaced(record.entrants, replace(who, absent_from=from_round)))
    first = seated[0]
    busy = [r for r in _busy_rounds(record, games) if r >= first]
    if busy:
        raise PlayersRefused(
            QT_TR_NOOP(
                "{player} is seated in round {seated}, and round {busy} is being played or has results: they "
                "cannot be marked absent from round {round}. Give them a substitute in that round instead; nothing "
                "was changed."
            ),
            player=named(record, number),
            seated=first,
            busy=busy[0],
            round=from_round,
        )
    kept = tuple(r for r in record.rounds if r.round < first)
    return replace(
        record,
        entrants=_replaced(record.entrants, replace(who, absent_from=from_round)),
        rounds=kept,
        substitutions=tuple(s for s in record.substitutions if s.round < first),
    )


def _replaced(entrants: tuple[Entrant, ...], new: Entrant) -> tuple[Entrant, ...]:
    return tuple(new if e.number == new.number else e for e in entrants)


# Seating


def seat_rounds(record: EventRecord, rounds: Sequence[RoundSeating]) -> EventRecord:
    """The event with these rounds seated after those seated already, each checked against who is present in it."""
    if not rounds:
        raise SeatingRefused(QT_TR_NOOP("No round was given to seat; nothing was changed."))
    check_room(record, len(rounds))
    for expected, seating in enumerate(rounds, start=len(record.rounds) + 1):
        if seating.round != expected:
            raise SeatingRefused(
                QT_TR_NOOP("The next round to seat is round {expected}, not round {round}; nothing was changed."),
                expected=expected,
                round=seating.round,
            )
        check_round(
            seating,
            check_sitting_out(seating, present(record, seating.round), record.rules.players),
            record.rules.players,
        )
    return replace(record, rounds=record.rounds + tuple(rounds))


def _check_seated(record: EventRecord, seating: RoundSeating) -> None:
    """Refuse a round that those present in it (but those who sit it out) cannot play as seated."""
    seats = record.rules.players
    check_round(seating, check_sitting_out(seating, present(record, seating.round), seats), seats)


def check_reseat(record: EventRecord, number: int, games: Played) -> None:
    """Refuse to seat round ``number`` again unless it is seated and none of its tables is played or kept on paper
    (said before any seating is searched for)."""
    seated_round(record, number)
    if number in _busy_rounds(record, games):
        raise SeatingRefused(
            QT_TR_NOOP(
                "Round {round} cannot be seated again: a table of it is being played or has its result; nothing was "
                "changed."
            ),
            round=number,
        )


def check_room(record: EventRecord, count: int) -> None:
    """Refuse to seat ``count`` more rounds beyond :data:`MAX_ROUNDS` (said before any seating is searched for)."""
    if len(record.rounds) + count > MAX_ROUNDS:
        raise SeatingRefused(QT_TR_NOOP("An event has at most {most} rounds; nothing was changed."), most=MAX_ROUNDS)


def reseat(record: EventRecord, seating: RoundSeating, games: Played) -> EventRecord:
    """The event with a round seated again: it must be seated already, and none of its tables played or kept on
    paper. Its substitutions go with the old seating."""
    number = seating.round
    check_reseat(record, number, games)
    check_round(
        seating, check_sitting_out(seating, present(record, number), record.rules.players), record.rules.players
    )
    return replace(
        record,
        rounds=tuple(seating if r.round == number else r for r in record.rounds),
        substitutions=tuple(s for s in record.substitutions if s.round != number),
    )


def check_through(record: EventRecord, number: int | None) -> None:
    """Refuse standings after round ``number`` (None: every round) unless the event has that round seated (said
    before anything is worked out: the standings hold a figure for each round up to it)."""
    count = len(record.rounds)
    if number is not None and not 1 <= number <= count:
        raise StandingsRefused(
            QT_TR_NOOP("There are no standings after round {round}: the event has {count} round seated."),
            plural=QT_TR_NOOP("There are no standings after round {round}: the event has {count} rounds seated."),
            round=number,
            count=count,
        )


def seated_round(record: EventRecord, number: int, refusal: type[EventError] = SeatingRefused) -> RoundSeating:
    """Round ``number`` as seated; refused with a sentence (a ``refusal``) when it is not."""
    for seated in record.rounds:
        if seated.round == number:
            return seated
    if not record.rounds:
        raise refusal(QT_TR_NOOP("Round {round} is not seated: no round is seated yet."), round=number)
    raise refusal(
        QT_TR_NOOP("Round {round} is not seated: the only round seated is round {count}."),
        plural=QT_TR_NOOP("Round {round} is not seated: the rounds seated are 1 to {count}."),
        round=number,
        count=len(record.rounds),
    )


def _seat_of(seating: RoundSeating, number: int) -> TableSeating | None:
    for table in seating.tables:
        if number in table.seats:
            return table
    return None


def _busy_rounds(record: EventRecord, games: Played) -> list[int]:
    """The rounds (in order) with a table being played (a game linked) or kept on paper."""
    return sorted({r for r, _ in games} | {p.round for p in record.paper})


def table_of(record: EventRecord, round: int, table: int) -> TableSeating:
    """A round's table as seated; refused with a sentence when there is none (a result for it cannot be taken)."""
    seating = seated_round(record, round, ResultRefused)
    for each in seating.tables:
        if each.table == table:
            return each
    raise ResultRefused(
        QT_TR_NOOP("Round {round} has no table {table}; its tables are numbered 1 to {count}."),
        round=round,
        table=table,
        count=len(seating.tables),
    )


def played_names(record: EventRecord, round: int, table: int) -> tuple[str, ...]:
    """The names of who plays at a round's table, in wind order: the entrants seated, or their substitutes; refused
    with a sentence when the table is not seated."""
    return names_at(record, round, table_of(record, round, table))


# Substitutes, penalties, paper results


def substitute(record: EventRecord, round: int, number: int, name: str, games: Played) -> EventRecord:
    """The event with the entrant replaced at their table of ``round`` by ``name`` (someone not already playing
    in that round); the round must be seated, and the table's game not started."""
    seating = seated_round(record, round)
    who = named(record, number)
    table = _seat_of(seating, number)
    if table is None:
        raise SubstitutionRefused(
            QT_TR_NOOP("{player} is not seated in round {round}; nothing was changed."), player=who, round=round
        )
    if (round, table.table) in games:
        raise SubstitutionRefused(
            QT_TR_NOOP(
                "The game of round {round}, table {table} is stored already with its players: a substitute for "
                "{player} cannot be seated in it. Nothing was changed."
            ),
            round=round,
            table=table.table,
            player=who,
        )
    name = checked_name(name)
    others = [s for s in record.substitutions if not (s.round == round and s.entrant == number)]
    playing = {entrant(record, n).name.casefold() for t in seating.tables for n in t.seats}
    playing |= {s.substitute.casefold() for s in others if s.round == round}
    if name.casefold() in playing:
        raise SubstitutionRefused(
            QT_TR_NOOP("{name} already plays in round {round}; nothing was changed."), name=name, round=round
        )
    return replace(record, substitutions=(*others, Substitution(round, number, name)))


def add_penalty(record: EventRecord, number: int, points: int, reason: str, round: int | None = None) -> EventRecord:
    """The event with a penalty (or, with positive points, a bonus) given to the entrant, with its reason."""
    entrant(record, number)
    if isinstance(points, bool) or not isinstance(points, int) or points == 0 or abs(points) > MAX_POINTS:
        raise PenaltyRefused(
            QT_TR_NOOP("A penalty is a number of points other than 0, not {points}; nothing was changed."),
            points=points,
        )
    reason = spaced(reason)
    if not reason:
        raise PenaltyRefused(QT_TR_NOOP("A penalty needs its reason; nothing was changed."))
    if len(reason) > MAX_LABEL or first_unsafe(reason) is not None:
        raise PenaltyRefused(
            QT_TR_NOOP("A penalty's reason has at most {most} characters and no control characters."), most=MAX_LABEL
        )
    if round is not None:
        seated_round(record, round)
    given = max((p.number for p in record.penalties), default=0) + 1
    return replace(record, penalties=(*record.penalties, Penalty(given, number, points, reason, round)))


def enter_paper(record: EventRecord, paper: PaperResult, games: Played) -> EventRecord:
    """The event with a table's result kept on paper (in place of one entered before): the table must be seated,
    its game not stored, and the points must add up (with the sticks left) to the rule set's total."""
    table_of(record, paper.round, paper.table)
    if (paper.round, paper.table) in games:
        raise ResultRefused(
            QT_TR_NOOP(
                "Round {round}, table {table} has its game stored hand by hand: its result is that game's, not one "
                "kept on paper. Nothing was changed."
            ),
            round=paper.round,
            table=paper.table,
        )
    if any(abs(n) > MAX_POINTS for n in (*paper.points, paper.deposits, *paper.chombos)):
        raise ResultRefused(
            QT_TR_NOOP("Round {round}, table {table}: no table ends with such points; nothing was changed."),
            round=paper.round,
            table=paper.table,
        )
    others = tuple(p for p in record.paper if (p.round, p.table) != (paper.round, paper.table))
    changed = replace(record, paper=(*others, paper))
    table_result(changed, paper)  # refuses points that do not add up, and negative counts
    return changed


# Undo


def check_restorable(current: EventRecord, target: EventRecord, games: Played) -> None:
    """Refuse going back (or forward) to ``target`` when it would change a table that has a game stored: its
    seating, who plays at it (a substitute), or a result kept on paper for it (a paper result entered, undone, the
    table's game opened, then redone: the table would have two results). The game stays, and so must the table it
    was played at."""
    touched = changed_tables(current, target)
    for round, table in sorted(games):
        if (round, table) not in touched:
            continue
        if any((p.round, p.table) == (round, table) for p in target.paper):
            raise UndoRefused(
                QT_TR_NOOP(
                    "Round {round}, table {table} has its game stored: its result kept on paper cannot be brought "
                    "back beside it. Nothing was changed."
                ),
                round=round,
                table=table,
            )
        raise UndoRefused(
            QT_TR_NOOP(
                "Round {round}, table {table} has its game stored: the seating it is played at cannot be taken "
                "back or changed. Nothing was changed."
            ),
            round=round,
            table=table,
        )


def changed_tables(before: EventRecord, after: EventRecord) -> frozenset[tuple[int, int]]:
    """The (round, table) pairs whose seating, players or result kept on paper differ between two records: those
    whose game, if one is stored, a change from one to the other would contradict."""
    old, new = _as_played(before), _as_played(after)
    return frozenset(key for key in old.keys() | new.keys() if old.get(key) != new.get(key))


def _as_played(record: EventRecord) -> dict[tuple[int, int], tuple[object, ...]]:
    """Each seated or paper table's entrants, the names of who plays for them, and its paper result."""
    paper = {(p.round, p.table): p for p in record.paper}
    out: dict[tuple[int, int], tuple[object, ...]] = {
        (r.round, t.table): (t.seats, names_at(record, r.round, t), paper.get((r.round, t.table)))
        for r in record.rounds
        for t in r.tables
    }
    for key, result in paper.items():
        out.setdefault(key, (None, None, result))
    return out
