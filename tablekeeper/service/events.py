"""The events: club nights and tournaments, their players, seatings, substitutes, penalties and results, and the
club's rating.

An event's :class:`~tablekeeper.events.model.EventRecord` is what the organiser made; each change is a function of
:mod:`tablekeeper.events.changes` from one record to the next, checked there (a refusal is a sentence, nothing is
stored), then stored whole in one transaction with the record before and after it in the event's undo journal
(:mod:`tablekeeper.store.event_writes`). An undo writes the record before back, a redo the one after. Each table's
game is an ordinary game (:meth:`Events.open_table`), linked to its round and table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from uuid import UUID

from tablekeeper.errors import Phrase, TablekeeperError
from tablekeeper.events import changes, ema, images, teams
from tablekeeper.events.change_words import change_words
from tablekeeper.events.changes import NewEntrant, Played
from tablekeeper.events.errors import ResultRefused, SeatingRefused
from tablekeeper.events.model import (
    MAX_POINTS,
    Entrant,
    EventRecord,
    PaperResult,
    Penalty,
    RoundSeating,
    Stage,
    StageScores,
    SubstituteRule,
    Substitution,
    TableSeating,
    TeamScore,
)
from tablekeeper.events.rating import RatedGame, Rating, rating_history, ratings
from tablekeeper.events.seating import seat_random, seat_swiss
from tablekeeper.events.seating_file import read_seating
from tablekeeper.events.sit_outs import checked_sit_out_score
from tablekeeper.events.stage_seating import Method, check_asked, seat_next
from tablekeeper.events.stages import cut, stage_of, standings_of
from tablekeeper.events.standings import EventStanding, TableResult, table_result
from tablekeeper.events.team_standings import TeamStanding, team_standings
from tablekeeper.events.teams import team_map
from tablekeeper.importers.reading import MAX_LABEL
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.ruleset import FULL_TABLE, RuleSet
from tablekeeper.service import club_rating
from tablekeeper.service.errors import EventChangedElsewhere, EventNotFound, NothingToUndo
from tablekeeper.service.stored_games import check_names, now
from tablekeeper.service.table import Table
from tablekeeper.store import event_records, event_writes, writes
from tablekeeper.store.database import Database
from tablekeeper.words import QT_TR_NOOP, tr


@dataclass(frozen=True, slots=True)
class EventTable:
    """One round's table as the organiser sees it."""

    round: int
    table: int
    seats: tuple[str, ...]
    """The names of who plays, in wind order (substitutes in): as many as the rule set's players."""
    entrants: tuple[int, ...]
    """The entrants' numbers seated there, in wind order."""
    game_id: int | None
    """The table's game, once opened."""
    finished: bool
    """The table has its result: its game is finished, or its result was kept on paper."""
    paper: PaperResult | None


@dataclass(frozen=True, slots=True)
class EventView:
    """An event as stored now: its record, its tables, and what an undo or a redo would take back."""

    id: int
    title: str
    rules: RuleSet
    record: EventRecord
    tables: tuple[EventTable, ...]
    revision: int
    can_undo: str | None
    """What an undo would take back, in words; None when there is nothing to undo."""
    can_redo: str | None


@dataclass(frozen=True, slots=True)
class EventSummary:
    id: int
    title: str
    created_at: datetime
    rules_name: str | None
    players: int
    """Registered players (fillers left out)."""
    rounds: int
    """Rounds seated."""


@dataclass(frozen=True, slots=True)
class EventStandings:
    event: EventView
    players: tuple[EventStanding, ...]
    provisional: bool
    """Some seated table of the rounds counted has no result yet."""
    round: int | None
    """The last round counted (None: all of them)."""
    teams: tuple[TeamStanding, ...] = ()
    """The teams' standings (none: no one plays for a team)."""
    stage: int | None = None
    """The stage they are of (None: the event overall, its stages placed one after the other)."""


def _kinds() -> dict[str, str]:
    """What each kind of change is called when an undo or a redo would take it back."""
    return {
        "players": tr("the players added"),
        "absent": tr("a player marked absent"),
        "seat": tr("the rounds seated"),
        "reseat": tr("a round seated again"),
        "substitute": tr("a substitute"),
        "penalty": tr("a penalty"),
        "paper": tr("a result kept on paper"),
        "team": tr("a player's team"),
        "settings": tr("the event's settings"),
        "cut": tr("a cut"),
    }


@dataclass(frozen=True, slots=True)
class _Loaded:
    stored: event_records.StoredEvent
    record: EventRecord
    rules: RuleSet

    @property
    def games(self) -> Played:
        return frozenset(self.stored.games)


OPENING_ATTEMPTS = 4
"""How many more times than its round has tables a table's opening reads the event again when the organiser's changes
moved its record meanwhile."""


class Events:
    """The events of one database, and every change of them."""

    def __init__(self, database: Database, table: Table) -> None:
        self.database = database
        self._table = table

    def create_event(
        self,
        title: str,
        rules: RuleSet,
        players: Sequence[NewEntrant | str],
        *,
        substitute_rule: SubstituteRule = SubstituteRule.FIXED,
        substitute_score: int = 0,
        sit_out_score: int | None = None,
    ) -> EventView:
        """A new event with its players numbered 1, 2, ... in the order given (at least a table of them, each once);
        its tables seat the rule set's players (three or four); a round sat out scores ``sit_out_score``."""
        record = changes.create(
            title,
            rules,
            [NewEntrant(p) if isinstance(p, str) else p for p in players],
            substitute_rule=substitute_rule,
            substitute_score=substitute_score,
        )
        record = replace(record, sit_out_score=checked_sit_out_score(sit_out_score, MAX_POINTS))
        new = event_writes.NewEvent(record, ruleset_module.to_json(rules), rules.name, now())
        return self.event(event_writes.add_event(self.database, new))

    # Reading

    def event(self, event_id: int) -> EventView:
        """The event as stored now."""
        return self._view(self._load(event_id))

    def list_events(self) -> tuple[EventSummary, ...]:
        """Every event, latest first."""
        with self.database.reading() as reader:
            return tuple(EventSummary(*row) for row in event_records.list_events(reader))

    def _load(self, event_id: int) -> _Loaded:
        with self.database.reading() as reader:
            stored = event_records.read_event(reader, event_id)
        if stored is None:
            raise EventNotFound(QT_TR_NOOP("There is no event {event}."), event=event_id)
        try:
            rules = ruleset_module.from_json(stored.row.rules_json)
        except (TablekeeperError, ValueError, KeyError, TypeError) as error:
            raise event_records.DamagedEvent(event_id, Phrase(QT_TR_NOOP("its rule set cannot be read"))) from error
        return _Loaded(stored, _record(stored, rules), rules)

    def _view(self, loaded: _Loaded) -> EventView:
        stored, record = loaded.stored, loaded.record
        paper = {(p.round, p.table): p for p in record.paper}
        tables = []
        for seating in record.rounds:
            for table in seating.tables:
                key = (seating.round, table.table)
                game = stored.games.get(key)
                tables.append(
                    EventTable(
                        seating.round,
                        table.table,
                        changes.played_names(record, seating.round, table.table),
                        table.seats,
                        None if game is None else game[0],
                        (game is not None and game[1]) or key in paper,
                        paper.get(key),
                    )
                )
        done = [step for step in stored.journal if not step[2]]
        undone = [step for step in stored.journal if step[2]]
        return EventView(
            stored.row.id,
            record.title,
            loaded.rules,
            record,
            tuple(tables),
            stored.row.revision,
            _step_words(self.database, loaded, done[-1]) if done else None,
            _step_words(self.database, loaded, undone[0]) if undone else None,
        )

    # Changes

    def _change(
        self,
        event_id: int,
        kind: str,
        change: Callable[[_Loaded], EventRecord],
        depends: Callable[[int, int], bool] | None = None,
    ) -> EventView:
        """Make a change of the event (checked by ``change``) and store what it changed with its undo step; a
        change whose check looks at the tables' games says which tables (``depends``, given a round and a table)."""
        loaded = self._load(event_id)
        after = change(loaded)
        position = sum(1 for step in loaded.stored.journal if not step[2])
        made = images.difference(loaded.record, after)
        step = event_writes.EventStep(position, kind, images.step_data(made), undone=False, new=True)
        return self._store(loaded, (made.before, made.after), step, depends)

    def _store(
        self,
        loaded: _Loaded,
        change: tuple[images.Image, images.Image],
        step: event_writes.EventStep,
        depends: Callable[[int, int], bool] | None,
    ) -> EventView:
        event_id = loaded.stored.row.id
        tables = None if depends is None else event_writes.TablesRead(frozenset(loaded.games), depends)
        try:
            event_writes.store_change(self.database, event_id, loaded.stored.row.revision, change, step, now(), tables)
        except event_writes.EventGone:
            raise EventNotFound(QT_TR_NOOP("There is no event {event} any more."), event=event_id) from None
        except event_writes.TablesMoved as moved:
            raise _table_moved(moved) from None
        except (writes.StaleRevision, writes.WrittenMeanwhile):
            raise _changed_elsewhere(event_id) from None
        return self.event(event_id)

    def add_players(self, event_id: int, players: Sequence[NewEntrant | str]) -> EventView:
        """Register more players, numbered after the others (seated from the next round seated)."""
        new = [NewEntrant(p) if isinstance(p, str) else p for p in players]
        return self._change(event_id, "players", lambda loaded: changes.add_players(loaded.record, new))

    def set_team(self, event_id: int, entrant: int, team: str | None) -> EventView:
        """The entrant plays for ``team`` (None or empty: for none) from the next round seated on."""
        return self._change(event_id, "team", lambda loaded: teams.set_team(loaded.record, entrant, team))

    def set_settings(self, event_id: int, settings: ema.Settings) -> EventView:
        """The event's settings changed where ``settings`` gives them (:func:`tablekeeper.events.ema.with_settings`)."""
        return self._change(event_id, "settings", lambda loaded: ema.with_settings(loaded.record, settings))

    def mark_absent(self, event_id: int, entrant: int, from_round: int) -> EventView:
        """The entrant plays no more from ``from_round`` on (see :func:`tablekeeper.events.changes.mark_absent`)."""
        return self._change(
            event_id,
            "absent",
            lambda loaded: changes.mark_absent(loaded.record, entrant, from_round, loaded.games),
            lambda round, _table: round >= from_round,  # the rounds it would no longer be seated in
        )

    def seat_rounds(
        self,
        event_id: int,
        rounds: int,
        *,
        method: Method = "random",
        fill: bool = False,
        seed: int | None = None,
        sit_out: bool = False,
    ) -> EventView:
        """Seat the next ``rounds`` rounds: at random with few repeat meetings, Swiss (one round) or by place; ``fill``
        seats fillers ("Substitute 1", ...) to make whole tables, ``sit_out`` whole tables only, the others out."""
        check_asked(rounds, method, fill=fill, sit_out=sit_out)

        def seat(loaded: _Loaded) -> EventRecord:
            record = loaded.record
            changes.check_room(record, rounds)
            first = len(record.rounds) + 1
            numbers = range(first, first + rounds)
            if fill:
                for number in numbers:
                    record = changes.with_fillers(record, number)
            if sit_out or method == "ranked":
                ranking = [] if method == "random" else self._ranking(loaded.stored.row.id, record)
                results = self._results(loaded) if method == "ranked" else ()
                own = _event_seed(loaded) if seed is None else seed
                return changes.seat_rounds(record, seat_next(record, numbers, method, ranking, results, sit_out, own))
            for number in numbers:
                _check_count(record, number)
            if method == "swiss":
                ranking = self._ranking(loaded.stored.row.id, record)
                return changes.seat_rounds(record, [_swiss(record, ranking)])
            return changes.seat_rounds(record, _random(record, numbers, _event_seed(loaded) if seed is None else seed))

        return self._change(event_id, "seat", seat)

    def _ranking(self, event_id: int, record: EventRecord) -> list[int]:
        """The entrants present in the next round, best first by the standings so far (fillers last)."""
        present = changes.present(record, len(record.rounds) + 1)
        stage = stage_of(record, len(record.rounds) + 1)
        ranked = [s.entrant for s in self.event_standings(event_id, stage=stage).players if s.entrant in present]
        return ranked + sorted(present - set(ranked))

    def import_seating(self, event_id: int, text: str) -> EventView:
        """Seat the rounds a seating file gives (CSV: round, table, the table's players in wind order, by number or
        name).
        Rounds of it seated already must be seated as it says; the others are seated."""

        def seat(loaded: _Loaded) -> EventRecord:
            rounds = read_seating(text, loaded.record.entrants, loaded.rules.players)
            seated = {r.round: r for r in loaded.record.rounds}
            for seating in rounds:
                if seating.round in seated and _normal(seated[seating.round]) != _normal(seating):
                    raise SeatingRefused(
                        QT_TR_NOOP(
                            "Round {round} is seated already, otherwise than the file says; nothing was changed."
                        ),
                        round=seating.round,
                    )
            new = [r for r in sorted(rounds, key=lambda r: r.round) if r.round not in seated]
            if not new:
                raise SeatingRefused(
                    QT_TR_NOOP("Every round of the file is seated already, as it says; nothing was changed.")
                )
            return changes.seat_rounds(loaded.record, new)

        return self._change(event_id, "seat", seat)

    def reseat(self, event_id: int, round: int, *, seed: int | None = None) -> EventView:
        """Seat a round again (none of its tables played yet), at random with few repeat meetings."""

        def seat(loaded: _Loaded) -> EventRecord:
            record = loaded.record
            changes.check_reseat(record, round, loaded.games)
            return changes.reseat(record, _seated_again(record, round, seed), loaded.games)

        return self._change(event_id, "reseat", seat, lambda seated, _table: seated == round)

    def substitute(self, event_id: int, round: int, entrant: int, name: str) -> EventView:
        """Seat ``name`` in place of the entrant at their table of ``round`` (the event's substitute rule says what
        that game counts for the entrant)."""
        return self._change(
            event_id,
            "substitute",
            lambda loaded: changes.substitute(loaded.record, round, entrant, name, loaded.games),
            lambda seated, _table: seated == round,
        )

    def add_penalty(
        self, event_id: int, entrant: int, points: int, reason: str, *, round: int | None = None
    ) -> EventView:
        """Take ``points`` from the entrant (negative: -20_000 is -20.0; positive gives them), for ``reason``."""
        return self._change(
            event_id, "penalty", lambda loaded: changes.add_penalty(loaded.record, entrant, points, reason, round)
        )

    def enter_paper_result(
        self,
        event_id: int,
        round: int,
        table: int,
        points: tuple[int, ...],
        *,
        deposits: int = 0,
        chombos: tuple[int, ...] | None = None,
    ) -> EventView:
        """A round's table whose game was kept on paper: its final points, in wind order, one a seat (they must add
        up); its chombos likewise (None: none)."""
        enter = _paper_entry(round, table, points, deposits, chombos)
        return self._change(event_id, "paper", enter, lambda seated, at: (seated, at) == (round, table))

    def open_table(self, event_id: int, round: int, table: int) -> int:
        """The game of a round's table: created the first time (the names seated, substitutes in, the event's
        rules, East dealing first) and linked to it in the same transaction; the same game ever after.

        The opening is checked against the event's record it read (the table's players, no result kept on paper
        for it); another table's opening does not move that record, an organiser's change does: an opening that
        finds the record changed since it was read reads it again and opens from what it is now (the seating as it
        stands). It tries as many times as the round has tables, and a few more, before it says the event changed
        elsewhere."""
        tables = sum(1 for t in self.event(event_id).tables if t.round == round)
        for _ in range(tables + OPENING_ATTEMPTS - 1):
            try:
                return self._open_table(event_id, round, table)
            except EventChangedElsewhere:
                continue
        return self._open_table(event_id, round, table)

    def _open_table(self, event_id: int, round: int, table: int) -> int:
        loaded = self._load(event_id)
        linked = loaded.stored.games.get((round, table))
        if linked is not None:
            return linked[0]
        record = loaded.record
        if any((p.round, p.table) == (round, table) for p in record.paper):
            raise SeatingRefused(
                QT_TR_NOOP("Round {round}, table {table} has its result kept on paper: it has no game to open."),
                round=round,
                table=table,
            )
        names = check_names(changes.played_names(record, round, table), loaded.rules.players)
        title = tr("{event} · Round {round} · Table {table}").format(event=record.title, round=round, table=table)
        at = now()
        rules = loaded.rules
        new = writes.NewGame(
            names, ruleset_module.to_json(rules), rules.name, rules.start_points, title[:MAX_LABEL], "", at, at=at
        )
        try:
            return event_writes.link_game(self.database, event_id, round, table, loaded.stored.row.revision, new)
        except event_writes.EventGone:
            raise EventNotFound(QT_TR_NOOP("There is no event {event} any more."), event=event_id) from None
        except (writes.StaleRevision, writes.WrittenMeanwhile):
            raise _changed_elsewhere(event_id) from None

    # Undo

    def undo_event(self, event_id: int) -> EventView:
        """Take back the event's last change (the record before it is stored back)."""
        return self._step(event_id, back=True)

    def redo_event(self, event_id: int) -> EventView:
        """Make again the last change taken back."""
        return self._step(event_id, back=False)

    def _step(self, event_id: int, *, back: bool) -> EventView:
        loaded = self._load(event_id)
        journal = loaded.stored.journal
        steps = [s for s in journal if not s[2]] if back else [s for s in journal if s[2]]
        if not steps:
            nothing = (
                QT_TR_NOOP("Event {event} has nothing to undo.")
                if back
                else QT_TR_NOOP("Event {event} has nothing to redo.")
            )
            raise NothingToUndo(nothing, event=event_id)
        position, kind, _ = steps[-1] if back else steps[0]
        data, target = _restored(self.database, loaded, position, back=back)
        changes.check_restorable(loaded.record, target, loaded.games)
        touched = changes.changed_tables(loaded.record, target)
        made = images.difference(loaded.record, target)
        step = event_writes.EventStep(position, kind, data, undone=back, new=False)
        return self._store(loaded, (made.before, made.after), step, lambda round, table: (round, table) in touched)

    # Results

    def event_standings(
        self, event_id: int, *, through_round: int | None = None, live: bool = False, stage: int | None = None
    ) -> EventStandings:
        """The event's standings (of a ``stage``; None: overall) after ``through_round`` (None: every round), from each
        finished game and result kept on paper; provisional while a table of those rounds has no result. ``live``:
        each game still being played counts as it stands too (uma and oka as the rules give them), as in the hall."""
        loaded = self._load(event_id)
        changes.check_through(loaded.record, through_round)
        view = self._view(loaded)
        last = len(loaded.record.rounds) if through_round is None else through_round
        results = self._results(loaded, live=live)
        players = standings_of(loaded.record, results, stage, through_round)
        provisional = any(not t.finished for t in view.tables if t.round <= last)
        teams = team_standings(loaded.record, players)
        return EventStandings(view, players, provisional, through_round, teams, stage)

    def cut(self, event_id: int, top: int, *, scores: StageScores | str = StageScores.CARRY) -> EventView:
        """Keep the ``top`` best for the rounds after the last one seated (:func:`tablekeeper.events.stages.cut`)."""
        return self._change(event_id, "cut", lambda loaded: cut(loaded.record, self._results(loaded), top, scores))

    def _results(self, loaded: _Loaded, *, live: bool = False) -> list[TableResult]:
        """Every table of the event with its result: finished games (replayed) and paper results; with ``live``,
        the games still being played as they stand."""
        out = []
        seatings = {(r.round, t.table): t.seats for r in loaded.record.rounds for t in r.tables}
        for (round, table), (game_id, ended) in sorted(loaded.stored.games.items()):
            seats = seatings.get((round, table))
            if (ended or live) and seats is not None:  # a table with a game has no paper result (refused)
                out.append(TableResult(round, table, seats, self._table.game(game_id).standings))
        out.extend(table_result(loaded.record, paper) for paper in loaded.record.paper)
        return sorted(out, key=lambda r: (r.round, r.table))

    def club_rating(self, players: int = FULL_TABLE) -> tuple[Rating, ...]:
        """The club's rating (:mod:`tablekeeper.events.rating`) at tables of ``players`` over :meth:`rated_games`."""
        return ratings(self.rated_games(), players)

    def rating_history(self, players: int = FULL_TABLE) -> dict[str, tuple[float, ...]]:
        """Each player's club rating at tables of ``players`` after each of their games there, oldest first (the line
        of their rating over time)."""
        return rating_history(self.rated_games(), players)

    def rated_games(self) -> list[RatedGame]:
        """Every finished game stored and every result kept on paper, oldest first (:func:`club_rating.rated_games`)."""
        return club_rating.rated_games(self.database, self._table, self._load)


def _paper_entry(
    round: int, table: int, points: Sequence[int], deposits: int, chombos: Sequence[int] | None
) -> Callable[[_Loaded], EventRecord]:
    """The change that enters a paper result, one value a seat of the event's tables; the sticks left refused at
    once when they are not a whole number."""
    if isinstance(deposits, bool) or not isinstance(deposits, int):
        raise ResultRefused(QT_TR_NOOP("The riichi sticks left on the table are a whole number; nothing was changed."))

    def enter(loaded: _Loaded) -> EventRecord:
        seats = loaded.rules.players
        counts = (0,) * seats if chombos is None else _seated(chombos, seats)
        paper = PaperResult(round, table, _seated(points, seats), deposits, counts)
        return changes.enter_paper(loaded.record, paper, loaded.games)

    return enter


def _record(stored: event_records.StoredEvent, rules: RuleSet) -> EventRecord:
    """The event's record as its rows give it."""
    tables: dict[tuple[int, int], list[int]] = {}
    for round, table, _seat, entrant in stored.seats:
        tables.setdefault((round, table), []).append(entrant)
    rounds: dict[int, list[TableSeating]] = {}
    for (round, table), seats in sorted(tables.items()):
        rounds.setdefault(round, []).append(TableSeating(table, _seated(seats, rules.players)))
    row = stored.row
    out: dict[int, list[int]] = {}
    for round, entrant in stored.sit_outs:
        out.setdefault(round, []).append(entrant)
    return EventRecord(
        row.title,
        rules,
        tuple(Entrant(*entrant) for entrant in stored.entrants),
        tuple(RoundSeating(round, tuple(each), tuple(out.get(round, ()))) for round, each in sorted(rounds.items())),
        tuple(Substitution(*each) for each in stored.substitutions),
        tuple(Penalty(*each) for each in stored.penalties),
        tuple(PaperResult(*each) for each in stored.paper),
        SubstituteRule(row.substitute_rule),
        row.substitute_score,
        TeamScore(row.team_score),
        row.days,
        row.championship,
        row.sit_out_score,
        tuple(Stage(n, first, qualified, StageScores(scores)) for n, first, scores, qualified in stored.stages),
    )


_SEATED = {
    3: QT_TR_NOOP("A table has three seats: three whole numbers are needed, East, South, West; nothing was changed."),
    4: QT_TR_NOOP(
        "A table has four seats: four whole numbers are needed, East, South, West, North; nothing was changed."
    ),
}
"""Values by seat of another count, by the table's (the rule set's players): a sentence each, the winds named."""


def _seated(values: Sequence[int], seats: int) -> tuple[int, ...]:
    """A table's values by seat (entrants, points, chombos): one whole number a seat of a table of ``seats``."""
    if len(values) != seats or any(isinstance(v, bool) or not isinstance(v, int) for v in values):
        raise ResultRefused(_SEATED[seats])
    return tuple(values)


def _normal(seating: RoundSeating) -> tuple[tuple[int, tuple[int, ...]], ...]:
    return tuple(sorted((t.table, t.seats) for t in seating.tables))


_NOT_A_MULTIPLE = {
    3: (
        QT_TR_NOOP(
            "{count} player is present in round {round}, which is not a multiple of three: add players, or "
            "seat fillers (substitutes) to make up the tables. Nothing was changed."
        ),
        QT_TR_NOOP(
            "{count} players are present in round {round}, which is not a multiple of three: add players, "
            "mark one absent, or seat fillers (substitutes) to make up the tables. Nothing was changed."
        ),
    ),
    4: (
        QT_TR_NOOP(
            "{count} player is present in round {round}, which is not a multiple of four: add players, or "
            "seat fillers (substitutes) to make up the tables. Nothing was changed."
        ),
        QT_TR_NOOP(
            "{count} players are present in round {round}, which is not a multiple of four: add players, "
            "mark one absent, or seat fillers (substitutes) to make up the tables. Nothing was changed."
        ),
    ),
}
"""Players present who do not make whole tables, by the table's players (singular, plural)."""


def _check_count(record: EventRecord, round: int) -> None:
    """Refuse to seat ``round`` when its players present do not make whole tables, or its teams cannot be kept
    apart."""
    present = changes.present(record, round)
    count, seats = len(present), record.rules.players
    if count % seats:
        one, many = _NOT_A_MULTIPLE[seats]
        raise SeatingRefused(one, plural=many, count=count, round=round)
    teams.check_apart(team_map(record), sorted(present), seats, round)


def _seated_again(record: EventRecord, round: int, seed: int | None) -> RoundSeating:
    """Round ``round`` seated again at random after the rounds before it, its teams apart (refused first where its
    players cannot be seated: :func:`_check_count`)."""
    _check_count(record, round)
    history = tuple(r for r in record.rounds if r.round < round)
    present = sorted(changes.present(record, round))
    (seating,) = seat_random(present, 1, history, seed=seed, seats=record.rules.players, teams=team_map(record))
    return replace(seating, round=round)


def _random(record: EventRecord, numbers: range, seed: int | None) -> list[RoundSeating]:
    """The rounds ``numbers`` seated at random with few repeat meetings: together while the same players are
    present in each, else round by round."""
    out: list[RoundSeating] = []
    groups: list[tuple[frozenset[int], int]] = []
    for number in numbers:
        present = changes.present(record, number)
        if groups and groups[-1][0] == present:
            groups[-1] = (present, groups[-1][1] + 1)
        else:
            groups.append((present, 1))
    for present, count in groups:
        out.extend(
            seat_random(
                sorted(present),
                count,
                (*record.rounds, *out),
                seed=seed,
                seats=record.rules.players,
                teams=team_map(record),
            )
        )
    return out


def _event_seed(loaded: _Loaded) -> int:
    """The event's own seed, drawn at random once (its identity): the rounds it seats one at a time then go on
    through one design where one exists (:func:`tablekeeper.events.seating.seat_random`), so a club night seated
    round by round meets nobody twice while the design lasts, as one seated all at once does."""
    identity = loaded.stored.row.uuid
    return (identity if isinstance(identity, UUID) else UUID(identity)).int % 2**63


def _swiss(record: EventRecord, ranking: list[int]) -> RoundSeating:
    return seat_swiss(ranking, record.rounds, seats=record.rules.players, teams=team_map(record))


def _step_words(database: Database, loaded: _Loaded, step: tuple[int, str, bool]) -> str:
    """What a step of the journal did, in words (:func:`~tablekeeper.events.change_words.change_words`); its kind's
    name when its images say nothing more, or cannot be read (the undo itself then says so)."""
    position, kind, undone = step
    try:
        other = _restored(database, loaded, position, back=not undone)[1]
        before, after = (loaded.record, other) if undone else (other, loaded.record)
        said = change_words(before, after)
    except event_records.DamagedEvent:
        said = None
    return said or _kinds().get(kind, kind)


def _restored(
    database: Database, loaded: _Loaded, position: int, *, back: bool
) -> tuple[dict[str, object], EventRecord]:
    """The data of the journal's step at ``position``, and the record with it taken back (``back``) or made again;
    DamagedEvent when the step cannot be read or does not match the event."""
    event_id = loaded.stored.row.id
    with database.reading() as reader:
        data = event_records.read_step(reader, event_id, position)
    try:
        return data, images.restored(loaded.record, images.step_from_data(data), back=back)
    except (KeyError, TypeError, ValueError) as error:
        raise event_records.DamagedEvent(
            event_id, Phrase(QT_TR_NOOP("step {position} of its undo history cannot be read"), {"position": position})
        ) from error


def _table_moved(moved: event_writes.TablesMoved) -> EventChangedElsewhere:
    return EventChangedElsewhere(
        QT_TR_NOOP(
            "Round {round}, table {table} opened its game (or lost it) in another window since event {event} was "
            "read here, so nothing was stored. Look at the event as it is now, then make your change again."
        ),
        round=moved.round,
        table=moved.table,
        event=moved.event_id,
    )


def _changed_elsewhere(event_id: int) -> EventChangedElsewhere:
    return EventChangedElsewhere(
        QT_TR_NOOP(
            "Event {event} was changed in another window or on another computer since it was read here, so nothing "
            "was stored. Look at it as it is now, then make your change again."
        ),
        event=event_id,
    )


__all__ = [
    "EventStandings",
    "EventSummary",
    "EventTable",
    "EventView",
    "Events",
    "NewEntrant",
]
