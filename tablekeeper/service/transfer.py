"""Transfer: games written to files and taken back from them (tablekeeper's own JSON, Tenhou's logs)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, cast
from uuid import UUID

from tablekeeper import words
from tablekeeper.errors import Phrase, TablekeeperError
from tablekeeper.game_notes import notes_json
from tablekeeper.importers.game_file import EXPORT_FORMAT, ExportedGame, games_of, read_game_file
from tablekeeper.importers.reading import (
    GZIP_MAGIC,
    MAX_FILE_BYTES,
    UnreadableRecord,
    decode_text,
    load_json,
    read_record,
    size_words,
)
from tablekeeper.importers.records import read_online_record, source_id, source_site
from tablekeeper.importers.replay_check import RecordDisagrees, replay_export
from tablekeeper.importers.tenhou import read_tenhou_bytes, read_tenhou_file
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.importers.tenhou_identity import CONTENT_PREFIX, content_id
from tablekeeper.importers.tenhou_variants import confirmed_game
from tablekeeper.open_game import OpenGame, final_state
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.game import PlayedHand, ReplayError, new_game
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.standings import standings
from tablekeeper.service.errors import AlreadyImported, ImportRefused, Newer, StoredGameDiffers
from tablekeeper.service.formats import ResultTexts, export_data, game_data, read_export, rules_text
from tablekeeper.service.json_layout import Written, json_text
from tablekeeper.service.library import ALL_GAMES, GameFilter
from tablekeeper.service.stored_games import (
    check_label,
    check_names,
    distinct_names,
    local_time,
    now,
    replayed,
    rules_of,
    spaced,
    stored_moment,
    summary,
)
from tablekeeper.service.table import Table
from tablekeeper.stats import game_figures
from tablekeeper.store import reads, writes
from tablekeeper.store.database import Database
from tablekeeper.store.reads import DamagedGame
from tablekeeper.words import QT_TR_NOOP

TENHOU_BATCH_GAMES = 50
"""How many games :meth:`Transfer.import_tenhou_files` stores in one transaction, at most a file's more: past a few
dozen, a commit more costs little beside the games, and the files read ahead are kept in memory."""


@dataclass(frozen=True, slots=True)
class FileImported:
    """What one file brought in: the new games' numbers, and the sentence of each game it refused (a file
    refused whole has one sentence; a file of many games one for each game refused)."""

    path: Path
    ids: tuple[int, ...]
    refusals: tuple[TablekeeperError, ...]
    """Each game refused, its refusal naming the file (worded where it is shown)."""
    differing: tuple[StoredGameDiffers, ...] = ()
    """The games of the file already stored otherwise, each with its sentence naming the file: not imported,
    unless the player chooses to replace the stored game (:meth:`Transfer.import_game` with ``replace``)."""


class Transfer:
    """Games of one database written out and taken in."""

    def __init__(self, database: Database, table: Table) -> None:
        self.database = database
        self._table = table

    def export(self, game_id: int) -> dict[str, Any]:
        """The game as one JSON object: its standings, then each hand's inputs and four deltas."""
        return export_data(self._table.game(game_id))

    def export_games(self, chosen: GameFilter = ALL_GAMES) -> tuple[int, Iterator[str | DamagedGame]]:
        """How many games ``chosen`` there are (counted before any is read), and those games oldest first, each as
        :func:`export_json` writes it (without its last line break), or a damaged one as its DamagedGame in its
        place: read EXPORT_BATCH games at a time as the iterator is taken, so that a file of many games never
        holds them all in memory."""
        with self.database.reading() as reader:
            ids = reads.game_ids(reader, **chosen.chosen())
        return len(ids), self._exported(ids)

    def _exported(self, chosen: Sequence[int]) -> Iterator[str | DamagedGame]:
        # Read as stored, not through the table's open games: a game open there is the one stored (it is read again
        # when another writer changed it), and one kept open for each game written would fill the memory.
        rule_sets: dict[str, tuple[RuleSet, Written]] = {}
        result_texts = ResultTexts()
        for first in range(0, len(chosen), EXPORT_BATCH):  # oldest first: imported in that order, they keep it
            with self.database.reading() as reader:
                batch = reads.games_by_id(reader, chosen[first : first + EXPORT_BATCH])  # deleted since: left out
            for record in batch:
                if isinstance(record, DamagedGame):
                    yield record
                    continue
                try:
                    rules, rules_written = _rule_set(record, rule_sets)
                except DamagedGame as error:
                    yield error
                    continue
                yield json_text(_game_data(record, rules, rules_written, result_texts))

    def import_game(self, data: Mapping[str, Any], *, replace: bool = False) -> int:
        """Take back a game written by :meth:`export`: every field is checked, and its hands must replay to the
        deltas, hand names and standings the file gives; refused with a sentence, storing nothing, otherwise.

        A game already stored (known by its identity) is never stored twice: as the file gives it, it is refused
        (:class:`AlreadyImported`); given otherwise, too (:class:`StoredGameDiffers`, saying which version is
        newer), unless ``replace``: then the file's version takes the stored game's place and number, in one
        transaction."""
        game = read_export(data)
        names = game.players
        try:
            outcome, ended = replay_export(game)
        except RecordDisagrees as error:
            raise ImportRefused.saying(error) from None
        twin = self._twin(game)
        if twin is not None and twin.same:
            raise AlreadyImported(
                QT_TR_NOOP("This game is already stored as {game}, as the file gives it; it was not imported again."),
                game=_game_words(twin.id, game),
            )
        if twin is not None and not replace:
            raise _differs(game, twin, data)
        new = _whole_game(
            names,
            game.rules,
            game.results,
            outcome.hands,
            game.title,
            game.venue,
            stored_moment(game.started_at) or now(),
            stored_moment(game.finished_at),
            ended=ended,
            closed=game.finished and not outcome.state.finished,
            uuid=game.uuid,
            revision=game.revision,
            replaces=None if twin is None else (twin.id, twin.revision),
        )
        try:
            (stored,) = writes.add_games(self.database, [new])
        except writes.ReplacedMeanwhile:
            raise ImportRefused(
                QT_TR_NOOP(
                    "This game was stored or changed elsewhere while it was being imported, so nothing was stored; "
                    "import it again to compare it with the game stored now."
                )
            ) from None
        in_place = None if twin is None else twin.id
        if in_place is not None:
            self._table.games.forget(in_place)  # read again when next asked for: it is the file's game now
        return stored.id

    def _twin(self, game: ExportedGame) -> _Twin | None:
        """The stored game with the identity of the file's ``game``, if there is one."""
        with self.database.reading() as reader:
            game_id = reads.game_with_uuid(reader, game.uuid)
            if game_id is None:
                return None
            try:
                record = reads.read_game(reader, game_id)
            except DamagedGame:  # the file's version may replace it; it is not the file's, whatever it holds
                return _Twin(game_id, reads.read_revision(reader, game_id) or 0, same=False)
        if record is None:
            return None
        return _Twin(game_id, record.revision, same=_same_game(game, record))

    def import_game_file(self, path: str | Path) -> int:
        """Import the game file at ``path`` (see :meth:`import_game`); a file over a few MB, not JSON, or with
        numbers or nesting no game has, is refused with a sentence before anything is read into the engine."""

        try:
            data = read_game_file(path)
        except UnreadableRecord as error:
            raise ImportRefused.saying(error) from None
        return self.import_game(data)

    def import_file(self, path: str | Path, *, replace: bool = False) -> FileImported:
        """Import whatever game record ``path`` holds, told apart by its content: a game exported by tablekeeper,
        a file of many (`export --all`: each game checked and imported on its own, one refused never stopping
        the others), or a Tenhou record (mjlog, gzipped or not, or tenhou.net/6 JSON). Never raises for a
        refusal: each is a sentence naming the file, in :attr:`FileImported.refusals`, or for a game stored
        otherwise already, in :attr:`FileImported.differing` (``replace``: the file's version replaces it)."""

        path = Path(path)
        try:
            data = read_record(path)
            games = None if _is_mjlog(data) else self._our_games(path, data, replace)
            if isinstance(games, int):
                return FileImported(path, (games,), ())
            if games is None:  # not ours: a record played online, or a sentence saying what it is not
                online = read_online_record(data, path.name)
                return FileImported(path, tuple(self._import_tenhou_games(path, [online])), ())
        except StoredGameDiffers as differs:
            return FileImported(path, (), (), (_naming_file(path, differs),))
        except TablekeeperError as error:
            return FileImported(path, (), (naming_file(path, error),))
        ids: list[int] = []
        refusals: list[TablekeeperError] = []
        differing: list[StoredGameDiffers] = []
        for number, game in enumerate(games, start=1):
            try:
                # read_export checks its kind; the same game met again in the file is found stored by then
                ids.append(self.import_game(cast(Mapping[str, Any], game), replace=replace))
            except TablekeeperError as error:  # this game is refused; the file's other games still come in
                said = Phrase(
                    QT_TR_NOOP("{file}, game {number} of {count}: {reason}"),
                    {"file": path, "number": number, "count": len(games), "reason": error},
                )
                if isinstance(error, StoredGameDiffers):
                    differing.append(_naming(error, said))
                else:
                    refusals.append(
                        TablekeeperError(
                            QT_TR_NOOP("{file}, game {number} of {count}: {reason}"),
                            file=path,
                            number=number,
                            count=len(games),
                            reason=error,
                        )
                    )
        return FileImported(path, tuple(ids), tuple(refusals), tuple(differing))

    def _our_games(self, path: Path, data: bytes, replace: bool = False) -> list[object] | int | None:
        """The games of a many-game file (unchecked), the number of the one game of a game file (imported), or
        None for JSON that is not ours (Tenhou's). JSON that cannot be read is refused in its own sentence,
        unless it is a tenhou.net/6 log (JSON Lines: one document a line, not one document)."""

        what = Phrase(QT_TR_NOOP("a game record"))
        try:
            content = load_json(decode_text(data, str(path), what), str(path), what)
        except UnreadableRecord:
            if len(data) <= MAX_FILE_BYTES and _is_tenhou_json(data, path):
                return None
            raise
        games = games_of(content)
        if games is not None:
            return games
        if len(data) > MAX_FILE_BYTES:  # only a file of many games may be that large
            raise ImportRefused(
                QT_TR_NOOP("{file} is larger than {size}, far more than any game."),
                file=path,
                size=size_words(MAX_FILE_BYTES),
            )
        if isinstance(content, Mapping) and content.get("format") == EXPORT_FORMAT:
            return self.import_game(content, replace=replace)
        return None

    def import_tenhou(self, path: str | Path) -> list[int]:
        """Import every game of a Tenhou record (mjlog, gzipped or not, or tenhou.net/6 JSON); their new ids.

        Each game's replay must give the log's own figures (every hand's start and changes, the final points);
        a game already stored (known by Tenhou's id of it) is refused, saying which game it is.
        """
        return self._import_tenhou_games(path, None)

    def import_tenhou_files(self, paths: Iterable[Path]) -> Iterator[list[FileImported]]:
        """Import Tenhou records as :meth:`import_tenhou` does each of them, each file whole or not at all, one
        refused never stopping the others; yielded in order, a few files' at a time, once they are stored (their
        refusals, each a sentence naming the file, in :attr:`FileImported.refusals`).

        The files of one yield are stored in one transaction (each under a savepoint of its own): a commit, its
        sync and a connection for each file would cost an import of many logs more than storing them. Every file
        of a batch is read before the transaction begins: no file is opened while a connection is."""
        batch: list[tuple[Path, list[writes.NewGame] | TablekeeperError]] = []
        games = 0
        for path in paths:
            try:
                new = self._tenhou_games(path)
            except TablekeeperError as error:
                batch.append((path, naming_file(path, error)))
                continue
            batch.append((path, new))
            games += len(new)
            if games >= TENHOU_BATCH_GAMES:
                yield self._store_tenhou(batch)
                batch, games = [], 0
        if batch:
            yield self._store_tenhou(batch)

    def _store_tenhou(
        self, batch: Sequence[tuple[Path, list[writes.NewGame] | TablekeeperError]]
    ) -> list[FileImported]:
        """Store the games of a batch of files in one transaction; what each file brought in, in order."""
        ready = [new for _, new in batch if not isinstance(new, TablekeeperError)]
        stored: list[list[writes.StoredGame] | TablekeeperError]
        try:
            stored = list(writes.add_game_groups(self.database, ready)) if ready else []
        except TablekeeperError as error:  # the database failed: none of the batch was stored
            stored = [error] * len(ready)
        outcomes = iter(stored)
        imported = []
        for path, new in batch:
            outcome = new if isinstance(new, TablekeeperError) else next(outcomes)
            if isinstance(outcome, writes.SourceStored):
                outcome = _tenhou_twin(path, outcome)
            if isinstance(outcome, TablekeeperError):
                imported.append(FileImported(path, (), (naming_file(path, outcome),)))
            else:
                imported.append(FileImported(path, tuple(game.id for game in outcome), ()))
        return imported

    def _tenhou_games(self, path: str | Path, games: Sequence[ImportedGame] | None = None) -> list[writes.NewGame]:
        """The games of the Tenhou record at ``path`` (or ``games`` read from it already), replayed and checked
        against the log's figures, ready to store; refused with a sentence otherwise."""

        prepared = []
        try:
            if games is None:
                games = read_tenhou_file(Path(path))  # an unreadable file is refused before any storing
            for imported in games:
                names = distinct_names(imported.players)
                try:
                    imported, outcome = confirmed_game(imported, names)
                except ReplayError as error:
                    raise ImportRefused(
                        QT_TR_NOOP("{file} cannot be imported: {reason}"), players=names, file=path, reason=error
                    ) from None
                prepared.append((imported, names, outcome.hands))
        except UnreadableRecord as error:
            raise ImportRefused.saying(error) from None
        return [
            _whole_game(
                names,
                imported.rules,
                list(imported.results),
                played,
                f"{imported.site.name} {imported.game_id}",
                imported.site.venue,
                stored_moment(imported.started_at) or now(),
                None,  # the log does not say when the game ended: the time stays unknown
                ended=True,  # check_replay made sure the game is over
                source_id=source_id(imported),
                content_id=content_id(imported),
                notes=imported.notes,
            )
            for imported, names, played in prepared
        ]

    def _import_tenhou_games(self, path: str | Path, games: Sequence[ImportedGame] | None) -> list[int]:
        new = self._tenhou_games(path, games)
        try:
            stored = writes.add_games(self.database, new)  # the file's games come in together, or none of them
        except writes.SourceStored as twin:
            raise _tenhou_twin(path, twin) from None
        return [game.id for game in stored]


def _tenhou_twin(path: str | Path, twin: writes.SourceStored) -> AlreadyImported:
    """The refusal of a game played online stored already (known by the platform's id of it), naming the file and
    the stored game."""
    if twin.source_id.startswith(CONTENT_PREFIX):
        return AlreadyImported(
            QT_TR_NOOP(
                "{file} is the same game as game {game}, already stored (the same tiles dealt and the same scores in "
                "every hand); it was not imported again."
            ),
            file=path,
            game=twin.game_id,
        )
    site, platform_id = source_site(twin.source_id)
    return AlreadyImported(
        QT_TR_NOOP("{file} is {site} game {online}, already stored as game {game}; it was not imported again."),
        file=path,
        site=site,
        online=platform_id,
        game=twin.game_id,
    )


@dataclass(frozen=True, slots=True)
class _Twin:
    """The stored game with the identity of a file's game."""

    id: int
    revision: int
    same: bool
    """It is the file's game as the file gives it."""


def _same_game(game: ExportedGame, record: reads.GameRow) -> bool:
    """Whether the stored ``record`` is the file's ``game`` as the file gives it: the same players, rule set,
    hands, times and labels (stored as an import stores them). The figures the file claims are not compared: they
    are those of the same inputs, or the file is refused."""
    try:
        rules = rules_of(record)
    except DamagedGame:
        return False
    return (
        tuple(spaced(name) for name in game.players) == record.players
        and rules == game.rules
        and game.results == record.results
        and (stored_moment(game.started_at), stored_moment(game.finished_at)) == (record.started_at, record.finished_at)
        and (game.title.strip(), game.venue.strip()) == (record.title, record.venue)
    )


def _game_words(game_id: int, game: ExportedGame) -> Phrase:
    """The stored game named for a player: its number, title, start and players (the file's, the same game's)."""
    start = local_time(stored_moment(game.started_at)).strftime("%Y-%m-%d %H:%M")
    players = ", ".join(game.players)
    if game.title:
        return Phrase(
            QT_TR_NOOP("game {game} “{title}” of {date} with {players}"),
            {"game": game_id, "title": game.title, "date": start, "players": players},
        )
    return Phrase(
        QT_TR_NOOP("game {game} of {date} with {players}"), {"game": game_id, "date": start, "players": players}
    )


def _differs(game: ExportedGame, twin: _Twin, data: Mapping[str, Any]) -> StoredGameDiffers:
    """The refusal of a game stored otherwise already, saying which version has had more changes."""
    named = _game_words(twin.id, game)
    newer: Newer | None
    if game.revision > twin.revision:
        newer = "file"
        sentence = QT_TR_NOOP(
            "This game is already stored as {game}, and the file gives it otherwise: the file's version is newer "
            "({file} changes; the stored one, {stored})."
        )
    elif game.revision < twin.revision:
        newer = "stored"
        sentence = QT_TR_NOOP(
            "This game is already stored as {game}, and the file gives it otherwise: the stored version is newer "
            "({stored} changes; the file's, {file})."
        )
    else:
        newer = None
        sentence = QT_TR_NOOP(
            "This game is already stored as {game}, and the file gives it otherwise; neither version is newer "
            "(both have {stored} changes)."
        )
    return StoredGameDiffers(
        sentence,
        twin.id,
        newer,
        data,
        game=named,
        file=words.Points(game.revision),
        stored=words.Points(twin.revision),
    )


def _naming(differs: StoredGameDiffers, said: Phrase) -> StoredGameDiffers:
    """The same refusal, its sentence (``said``, of which ``differs`` is the reason) naming the file (and the game's
    place in it)."""
    return StoredGameDiffers(said.template, differs.game_id, differs.newer, differs.data, **said.facts)


def _naming_file(path: Path, differs: StoredGameDiffers) -> StoredGameDiffers:
    """The same refusal naming the file it is about, as :func:`naming_file` names it."""
    if path.name in differs.message:
        return differs
    return _naming(differs, Phrase(QT_TR_NOOP("{file}: {reason}"), {"file": path, "reason": differs}))


def _is_mjlog(data: bytes) -> bool:
    """An mjlog is XML, gzipped or not."""

    return data[:2] == GZIP_MAGIC or data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] == b"<"


def _is_tenhou_json(data: bytes, path: Path) -> bool:
    """Whether ``data`` reads as a tenhou.net/6 log (whose lines are each a JSON document)."""

    try:
        read_tenhou_bytes(data, path.name)
    except TablekeeperError:
        return False
    return True


class RefusedInFile(TablekeeperError):
    """A refusal about a file, worded naming it ("{file}: {reason}") unless its own sentence names it already (most
    do)."""

    def __init__(self, path: Path, refusal: TablekeeperError) -> None:
        super().__init__(QT_TR_NOOP("{file}: {reason}"), file=path, reason=refusal)
        self.path = path
        self.refusal = refusal

    def sentence(self, names: Sequence[str] | None = None) -> str:
        own = self.refusal.sentence(names)
        return own if self.path.name in own else super().sentence(names)


def naming_file(path: Path, refusal: TablekeeperError) -> TablekeeperError:
    """The refusal of a file, naming it where it is worded (:class:`RefusedInFile`)."""
    return refusal if isinstance(refusal, RefusedInFile) else RefusedInFile(path, refusal)


EXPORT_BATCH = 100
"""Games :meth:`Transfer.export_games` reads together: each batch in four statements, not a reading and four
statements a game; more at a time would only hold more in memory (25 MB at the peak with 100; 40 MB with 500)."""

RULE_SETS_KEPT = 64
"""Rule sets an export keeps read and written (a club plays a few; a file of more only reads them more often)."""


def _rule_set(record: reads.GameRow, kept: dict[str, tuple[RuleSet, Written]]) -> tuple[RuleSet, Written]:
    """The game's rule set and its text in a file, read and written once for all the games that share it."""
    known = kept.get(record.rules_json)
    if known is None:
        rules = rules_of(record)  # a DamagedGame if it cannot be read
        if len(kept) >= RULE_SETS_KEPT:
            kept.clear()
        known = kept[record.rules_json] = (rules, rules_text(rules))
    return known


def _game_data(
    record: reads.GameRow, rules: RuleSet, rules_written: Written, result_texts: ResultTexts
) -> dict[str, Any]:
    """The stored game as :func:`export_data` gives it when the table opens it (:meth:`Table.game`), its undo
    history left unread: what the file holds does not depend on it."""
    outcome = replayed(record, list(record.results), rules)
    state = outcome.state
    # As the table opens a game: ended by its players (marked closed, or ended) where the rules have not ended it.
    # Where they have, the game is over either way, and whether its journal says the players ended it too (what the
    # table reads it for, to undo an edit) changes nothing a file holds.
    game = OpenGame(
        rules,
        record.results,
        outcome.hands,
        closed=(record.closed or record.ended) and not state.finished,
        pending=frozenset(record.pending_riichi),
        revision=record.revision,
        journal=(),
    )
    listed = summary(record, record.players, len(outcome.hands), ended=game.finished)
    # file_standings: those the hands give, or the table's standings at the end; only a game with an end time that
    # is not over (its players took their end back) has the standings the table shows, as the window reads it.
    if game.finished or not listed.finished:
        in_file = standings(game.final_state(), rules)
    else:
        in_file = standings(game.table(), rules, so_far=True)
    hands = ((n, p.before, p.result, p.deltas) for n, p in enumerate(outcome.hands, start=1))
    return game_data(listed, record.uuid, record.revision, rules_written, in_file, hands, result_texts)


def _whole_game(
    players: Sequence[str],
    rules: RuleSet,
    results: Sequence[HandResult],
    played: Sequence[PlayedHand],
    title: str,
    venue: str,
    started_at: datetime,
    finished_at: datetime | None,
    *,
    ended: bool,
    closed: bool = False,
    source_id: str | None = None,
    content_id: str | None = None,
    notes: Sequence[Phrase] = (),
    uuid: UUID | None = None,
    revision: int = 0,
    replaces: tuple[int, int] | None = None,
) -> writes.NewGame:
    """A whole game to store (a new identity unless ``uuid`` is given), its figures worked out when it is over."""

    figures = None
    if ended:
        state = played[-1].after if played else new_game(rules)
        figures = game_figures(played, rules, standings(final_state(state, rules), rules))
    return writes.NewGame(
        check_names(players, rules.players),
        ruleset_module.to_json(rules),
        rules.name,
        rules.start_points,
        check_label(title, "title"),
        check_label(venue, "venue"),
        started_at,
        at=now(),
        hands=[writes.HandRow(r, h.deltas) for r, h in zip(results, played, strict=True)],
        ended=ended,
        finished_at=finished_at,
        closed=closed,
        figures=figures,
        source_id=source_id,
        content_id=content_id,
        notes=notes_json(notes),
        uuid=uuid,
        revision=revision,
        replaces=replaces,
    )
