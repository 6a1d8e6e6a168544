"""An event's printed sheets: its standings, each entrant's personal schedule, and blank score sheets for the
tables that keep their game on paper. Drawn as :mod:`tablekeeper.reports.sheets` draws a game's sheet (the same
page cursor, fonts and A4 layout; vector PDF written through :func:`tablekeeper.files.write_export`), labels
through :func:`tablekeeper.words.tr` so that a French window prints them in French.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPagedPaintDevice, QPen

from tablekeeper.bidi import name_in_line
from tablekeeper.events.files import played_names, round_cells, round_count, schedule
from tablekeeper.events.model import EventRecord, Penalty, StageScores, TableSeating
from tablekeeper.events.stage_files import reached, sit_out_points
from tablekeeper.events.standings import StandingRow, counted_penalties
from tablekeeper.events.team_standings import TeamStanding, team_standings
from tablekeeper.present import preset_name, wind_name
from tablekeeper.reports.sheets import (
    BODY_POINTS,
    TITLE_POINTS,
    Column,
    _flags,
    _Page,
    _score,
    decimal,
    painter_on,
    write_pdf,
)
from tablekeeper.rules.standings import THOUSAND
from tablekeeper.words import QT_TR_NOOP, number, tr

HAND_ROW_MM = 8.0
"""A hand's row on a blank score sheet: room for a handwritten figure."""
FEWEST_HAND_ROWS = 12
"""A blank score sheet has at least this many hand rows (a long game goes on on the back)."""
FOOTER_MM = 66.0
"""The height kept under the hands for the final points, their check and the signatures."""

SCHEDULE_QR_MM = 32.0
"""The side of the code of a player's own page on their schedule."""


def _rules_line(record: EventRecord) -> str:
    return tr("Rules: {rules}").format(rules=preset_name(record.rules.name))


def _which_round(record: EventRecord, round: int | None) -> str:
    last = round if round is not None else max((r.round for r in record.rounds), default=0)
    return tr("After round {round}").format(round=last) if last else tr("Before the first round")


def paint_event_standings(
    device: QPagedPaintDevice,
    record: EventRecord,
    rows: Sequence[StandingRow],
    *,
    round: int | None = None,
    provisional: bool = False,
) -> int:
    """The event standings on ``device``: title, rule set, the round they stop after, a provisional mark while
    some table of those rounds has no result, then each entrant as ranked with their score in each round (as the
    window's Standings page shows them), then the penalties counted, with their reasons. The number of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        page.line(record.title, TITLE_POINTS, bold=True)
        page.line("   ·   ".join([_rules_line(record), _which_round(record, round)]), after=2 if provisional else 4)
        if provisional:
            page.line(tr("Provisional: some tables have no result yet."), bold=True, after=4)
        rounds = round_count(rows)
        staged = bool(record.stages)
        each_round = min(0.09, (0.30 if staged else 0.40) / rounds) if rounds else 0.0  # the names keep room
        page.table(
            tr("Standings"),
            [
                Column(tr("Place"), 0.07, right=True),
                Column(tr("Player"), (0.36 if staged else 0.52) - rounds * each_round),
                *((Column(tr("Stage"), 0.06, right=True), Column(tr("Carried"), 0.10, right=True)) if staged else ()),
                Column(tr("Games"), 0.08, right=True),
                Column(tr("Score"), 0.11, right=True),
                Column(tr("Penalties"), 0.11, right=True),
                Column(tr("Total"), 0.11, right=True),
                *(Column(tr("R{round}").format(round=n + 1), each_round, right=True) for n in range(rounds)),
            ],
            [
                [
                    str(r.place),
                    r.name,
                    *((str(reached(record, r.entrant)), _score(r.carried)) if staged else ()),
                    number(r.games),
                    _score(r.score),
                    _score(r.penalties) if r.penalties else "",
                    _score(r.total),
                    *_round_cells(r, rounds),
                ]
                for r in rows
            ],
        )
        _stages_and_sit_outs(page, record, rows)
        _teams(page, team_standings(record, rows))
        _penalties(page, record, counted_penalties(record, round))
        return page.pages
    finally:
        painter.end()


def _round_cells(row: StandingRow, rounds: int) -> list[str]:
    """A player's cell in each round: their score, a dash for none, a round sat out marked with a star (what it
    counted before it, where it counts something)."""
    cells = [decimal(cell) if cell else "–" for cell in round_cells(row, rounds)]
    for out in row.sat_out:
        if out <= rounds:
            cells[out - 1] = "*" if cells[out - 1] == "–" else cells[out - 1] + "*"
    return cells


def _stages_and_sit_outs(page: _Page, record: EventRecord, rows: Sequence[StandingRow]) -> None:
    """Under the players: what the star of a round sat out means, and each cut (its round, its top, its scores)."""
    if any(r.sat_out for r in rows):
        points = sit_out_points(record)
        page.line(
            tr("* sat out: a round sat out counts nothing.")
            if points is None
            else tr("* sat out: a round sat out counts {points}.").format(points=_score(points)),
            after=1,
        )
    for stage in record.stages:
        words = (
            tr("Stage {stage} from round {round}: the top {top}, their scores carried over.")
            if stage.scores is StageScores.CARRY
            else tr("Stage {stage} from round {round}: the top {top}, their scores started again.")
        )
        page.line(words.format(stage=stage.number, round=stage.first_round, top=len(stage.qualified)), after=1)


def _teams(page: _Page, teams: Sequence[TeamStanding]) -> None:
    """The team standings under the players', as the window's Standings page shows them: place, team, total, who."""
    if not teams:
        return
    page.line("", after=2)
    page.table(
        tr("Teams"),
        [
            Column(tr("Place"), 0.07, right=True),
            Column(tr("Team"), 0.25),
            Column(tr("Total"), 0.11, right=True),
            Column(tr("Players"), 0.57),
        ],
        [[str(t.place), t.team, _score(t.total), ", ".join(t.members)] for t in teams],
    )


def _penalties(page: _Page, record: EventRecord, penalties: Sequence[Penalty]) -> None:
    """The penalties under the standings, as the window's Penalties page lists them: who, how much, why, when."""
    if not penalties:
        return
    names = {entrant.number: entrant.name for entrant in record.entrants}
    page.line("", after=2)
    page.table(
        tr("Penalties"),
        [
            Column(tr("No."), 0.07, right=True),
            Column(tr("Player"), 0.30),
            Column(tr("Points"), 0.11, right=True),
            Column(tr("Reason"), 0.42),
            Column(tr("Round", "an event's round"), 0.10, right=True),
        ],
        [
            [
                str(p.number),
                names.get(p.entrant, str(p.entrant)),
                _score(Fraction(p.points, THOUSAND)),
                p.reason,
                str(p.round) if p.round is not None else "",
            ]
            for p in penalties
        ],
    )


def _opponents(opponents: Sequence[tuple[int, str]]) -> str:
    return ", ".join(
        tr("{name} ({wind})").format(name=name_in_line(name), wind=wind_name(wind)) for wind, name in opponents
    )


def paint_schedules(device: QPagedPaintDevice, record: EventRecord, codes: Mapping[int, str] | None = None) -> int:
    """Each entrant's personal schedule on a page of its own, in their numbers' order: for every round seated, their
    table, their wind and their three opponents (substitutes named for the rounds they play); with ``codes`` (an
    entrant's number to the address of their own page at the venue), that page's QR code in the top corner. The
    number of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        if not record.entrants:
            page.line(record.title, TITLE_POINTS, bold=True)
            page.line(tr("Nobody is registered yet."))
        for index, entrant in enumerate(record.entrants):
            if index:
                page.new_page()
            code = (codes or {}).get(entrant.number)
            below = 0.0
            if code is not None:  # beside the title: the player scans it to follow their own results
                below = page.corner_code(code, SCHEDULE_QR_MM, tr("Your results, live"))
            page.line(record.title, TITLE_POINTS, bold=True)
            page.line(
                tr("Schedule of {name} (player {number})").format(
                    name=name_in_line(entrant.name), number=entrant.number
                ),
                BODY_POINTS + 3,
                bold=True,
            )
            page.line(_rules_line(record), after=4)
            page.y = max(page.y, below)  # the rounds below the code and its caption
            rows = []
            for line in schedule(record, entrant.number):
                if line.table is None or line.wind is None:
                    rows.append([str(line.round), "", "", tr("Not seated")])
                    continue
                opponents = _opponents(line.opponents)
                if line.substitute is not None:
                    opponents += "\n" + tr("{name} plays in your place.").format(name=name_in_line(line.substitute))
                rows.append([str(line.round), str(line.table), wind_name(line.wind), opponents])
            page.table(
                tr("Rounds"),
                [
                    Column(tr("Round", "an event's round"), 0.08, right=True),
                    Column(tr("Table"), 0.08, right=True),
                    Column(tr("Wind"), 0.10),
                    Column(tr("Opponents"), 0.74),
                ],
                rows,
            )
        return page.pages
    finally:
        painter.end()


def _tables(record: EventRecord, which: Collection[tuple[int, int]] | None) -> list[tuple[int, TableSeating]]:
    return [
        (seating.round, table)
        for seating in record.rounds
        for table in seating.tables
        if which is None or (seating.round, table.table) in which
    ]


def paint_score_sheets(
    device: QPagedPaintDevice, record: EventRecord, tables: Collection[tuple[int, int]] | None = None
) -> int:
    """A blank score sheet on a page of its own for each (round, table) of ``tables`` (every table of every round
    seated when None): the table's names by wind (three or four, as the rule set's players), a row per hand to
    write its result, each player's change and running total, then the final points, their sum check and the
    signatures. The number of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        chosen = _tables(record, tables)
        if not chosen:
            page.line(record.title, TITLE_POINTS, bold=True)
            page.line(tr("No table is seated yet."))
        for index, (round, table) in enumerate(chosen):
            if index:
                page.new_page()
            _score_sheet(page, record, round, table)
        return page.pages
    finally:
        painter.end()


class _Grid:
    """Ruled boxes drawn at the page cursor: a blank sheet's rows, to be filled in by hand."""

    def __init__(self, page: _Page, widths: Sequence[float]) -> None:
        self.page = page
        self.xs = [sum(widths[:i]) for i in range(len(widths) + 1)]

    def row(self, cells: Sequence[str], height: float, *, shade: bool = False, bold: bool = False) -> None:
        """One row of boxes under the last, each with its text (if any) at its top left, small."""
        painter, y = self.page.painter, self.page.y
        if shade:
            painter.fillRect(QRectF(0, y, self.xs[-1], height), QColor(232, 232, 232))
        painter.setPen(QPen(QColor(0, 0, 0), self.page.mm(0.2)))
        pad = self.page.mm(1.0)
        painter.setFont(self.page.font(BODY_POINTS - 1, bold=bold))
        for left, right, text in zip(self.xs[:-1], self.xs[1:], cells, strict=True):
            box = QRectF(left, y, right - left, height)
            painter.drawRect(box)
            if text:
                painter.drawText(box.adjusted(pad, pad, -pad, -pad), _flags(False), text)
        self.page.y += height


def _score_sheet(page: _Page, record: EventRecord, round: int, table: TableSeating) -> None:
    """One table's blank score sheet, on the page begun."""
    rules = record.rules
    names = played_names(record, round, table)
    page.line(record.title, TITLE_POINTS, bold=True)
    page.line(
        tr("Round {round} · Table {table}").format(round=round, table=table.table), BODY_POINTS + 3, bold=True, after=2
    )
    page.line(_rules_line(record), after=3)
    mm = page.mm
    seats = _Grid(page, [mm(22), page.width - mm(22)])
    for wind, name in enumerate(names):
        seats.row(
            [wind_name(wind), tr("{name} (player {number})").format(name=name_in_line(name), number=table.seats[wind])],
            mm(7),
        )
    page.y += mm(4)
    # Hands: number, deal, honba, result in words, then for each player what the hand changed and the running total.
    lead = [mm(8), mm(16), mm(12)]
    count = len(names)
    player = (page.width - sum(lead) - mm(40)) / count
    hands = _Grid(page, [*lead, mm(40), *([player / 2] * (2 * count))])
    head = mm(7)
    painter = page.painter
    painter.setFont(page.font(BODY_POINTS - 1, bold=True))
    for wind, name in enumerate(names):
        left = hands.xs[4 + 2 * wind]
        box = QRectF(left, page.y, player, head)
        painter.fillRect(box, QColor(232, 232, 232))
        painter.drawRect(box)
        text = QFontMetricsF(painter.font(), page.device).elidedText(
            tr("{wind}: {name}").format(wind=wind_name(wind), name=name_in_line(name)),
            Qt.TextElideMode.ElideRight,
            player - mm(2),
        )
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
    left_head = QRectF(0, page.y, hands.xs[4], head)
    painter.fillRect(left_head, QColor(232, 232, 232))
    painter.drawRect(left_head)
    page.y += head
    hands.row(["#", tr("Hand"), tr("Honba"), tr("Result"), *([tr("+/-"), tr("Points")] * count)], mm(6), shade=True)
    start = number(rules.start_points)
    hands.row(["", tr("Start"), "", "", *(["", start] * count)], mm(HAND_ROW_MM))
    rows = max(FEWEST_HAND_ROWS, int((page.height - page.y - mm(FOOTER_MM)) // mm(HAND_ROW_MM)))
    for hand in range(1, rows + 1):
        hands.row([str(hand), *[""] * (3 + 2 * count)], mm(HAND_ROW_MM))
    page.y += mm(4)
    _final_box(page, record, names)


def _final_box(page: _Page, record: EventRecord, names: Sequence[str]) -> None:
    """The final points, the sticks left on the table, the check that they add up, and the signatures."""
    mm, rules = page.mm, record.rules
    label = mm(40)
    count = len(names)
    each = (page.width - label) / count
    grid = _Grid(page, [label, *[each] * count])
    grid.row(
        ["", *(tr("{wind}: {name}").format(wind=wind_name(w), name=name_in_line(n)) for w, n in enumerate(names))],
        mm(7),
        shade=True,
    )
    grid.row([tr("Final points"), *[""] * count], mm(10), bold=True)
    grid.row([tr("Chombos"), *[""] * count], mm(8))
    sticks = _Grid(page, [label, page.width - label])
    sticks.row([tr("Riichi sticks left on the table"), ""], mm(8))
    page.y += mm(2)
    page.line(
        tr(_CHECK[count]).format(deposit=number(rules.riichi_deposit), total=number(count * rules.start_points)),
        bold=True,
    )
    check = _Grid(page, [label, page.width - label])
    check.row([tr("Sum"), ""], mm(8))
    page.y += mm(3)
    page.line(tr("Signatures"), bold=True)
    signatures = _Grid(page, [page.width / count] * count)
    signatures.row(list(names), mm(16))


_CHECK = {
    3: QT_TR_NOOP("Check: the three final points + {deposit} × the sticks left = {total}"),
    4: QT_TR_NOOP("Check: the four final points + {deposit} × the sticks left = {total}"),
}
"""The sum check of a sheet, by the table's players (the count said as a word)."""


def write_event_standings_pdf(
    path: Path,
    record: EventRecord,
    rows: Sequence[StandingRow],
    *,
    round: int | None = None,
    provisional: bool = False,
) -> int:
    """The event standings as a PDF file; the number of pages."""
    return write_pdf(
        path,
        lambda device: paint_event_standings(device, record, rows, round=round, provisional=provisional),
        record.title,
    )


def write_schedules_pdf(path: Path, record: EventRecord, codes: Mapping[int, str] | None = None) -> int:
    """Every entrant's schedule as a PDF file, a page each (with the code of their own page, given ``codes``); the
    number of pages."""
    return write_pdf(path, lambda device: paint_schedules(device, record, codes), record.title)


def write_score_sheets_pdf(path: Path, record: EventRecord, tables: Collection[tuple[int, int]] | None = None) -> int:
    """Blank score sheets as a PDF file, a page per table and round; the number of pages."""
    return write_pdf(path, lambda device: paint_score_sheets(device, record, tables), record.title)
