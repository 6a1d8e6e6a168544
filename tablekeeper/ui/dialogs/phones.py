"""Phones at the tables: the venue server of the event shown, started by the window, and each table's QR code.

The server is ``tablekeeper serve EVENT`` in a process of its own (SQLite's locks belong to a process, and the
window holds its own connection to the database): the dialog reads the address of each table and the organiser's
from what it prints, then follows the tables from the organiser's JSON every two seconds (when each phone last
asked) without ever waiting on the network in the GUI thread. "New code" gives a table a new key (a phone lost: the
old code stops working). Closing the dialog stops the server.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QProcess,
    QProcessEnvironment,
    QRectF,
    Qt,
    QTimer,
    QUrl,
    QUrlQuery,
)
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

import tablekeeper
from tablekeeper.errors import TablekeeperError
from tablekeeper.events.model import EventRecord
from tablekeeper.location import ENV_VAR
from tablekeeper.reports.event_sheets import write_schedules_pdf
from tablekeeper.reports.qr_code import paint_qr
from tablekeeper.reports.table_cards import TableCard, write_seating_sheet_pdf, write_table_cards_pdf
from tablekeeper.ui.file_dialogs import file_to_save
from tablekeeper.ui.messages import refusal_label, show_error

POLL_MS = 2000
"""How often the tables are read again (when each phone last asked)."""
STOP_MS = 3000
"""How long the server is given to stop when asked before it is killed."""
QR_PIXELS = 168
TABLE_LINE = re.compile(r"^Round (\d+), table (\d+): (\S+)$")
ORGANISER_LINE = re.compile(r"^Organiser: (\S+)$")
EVENT_LINE = re.compile(r"^Event: (\S+)$")


def qr_pixmap(url: str, side: int = QR_PIXELS) -> QPixmap:
    """The code of ``url`` painted on a white square pixmap of ``side`` pixels."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.white)
    painter = QPainter(pixmap)
    try:
        paint_qr(painter, QRectF(0, 0, side, side), url)
    finally:
        painter.end()
    return pixmap


def serve_arguments(event_id: int, port: int | None) -> list[str]:
    """The command line of the server: this Python, ``-m tablekeeper``, and the event. The window's database goes
    in its environment (:data:`~tablekeeper.location.ENV_VAR`), not on the command line, where any user of the
    laptop could read a server's password (``ps``)."""
    arguments = ["-m", "tablekeeper", "serve", str(event_id)]
    if port is not None:
        arguments += ["--port", str(port)]
    return arguments


class TableRow:
    """A table's line in the dialog: its number, its players, its code, when its phone last asked, New code."""

    def __init__(self, dialog: PhonesDialog, grid: QGridLayout, row: int, round_: int, table: int) -> None:
        self.round = round_
        self.table = table
        self.url = ""
        self.number = QLabel(QCoreApplication.translate("PhonesDialog", "Table {table}").format(table=table), dialog)
        font = self.number.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.number.setFont(font)
        self.players = QLabel(dialog)
        self.code = QLabel(dialog)
        self.code.setObjectName(f"code_{round_}_{table}")
        self.code.setFixedSize(QR_PIXELS, QR_PIXELS)
        self.address = QLabel(dialog)
        self.address.setObjectName(f"url_{round_}_{table}")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.heard = QLabel(dialog)
        self.heard.setObjectName(f"heard_{round_}_{table}")
        self.renew = QPushButton(QCoreApplication.translate("PhonesDialog", "New code"), dialog)
        self.renew.setObjectName(f"renew_{round_}_{table}")
        self.renew.setToolTip(
            QCoreApplication.translate(
                "PhonesDialog", "A new code for this table (a phone lost): the old one stops working."
            )
        )
        self.renew.clicked.connect(lambda: dialog.renew(self.round, self.table))
        about = QVBoxLayout()
        for widget in (self.number, self.players, self.heard, self.renew):
            about.addWidget(widget)
        about.addStretch(1)
        grid.addLayout(about, row, 0)
        grid.addWidget(self.code, row, 1)
        grid.addWidget(self.address, row + 1, 0, 1, 2)

    def show_url(self, url: str) -> None:
        if url != self.url:
            self.url = url
            self.code.setPixmap(qr_pixmap(url))
            self.address.setText(url)

    def show_players(self, players: list[str]) -> None:
        self.players.setText("\n".join(players))


class PhonesDialog(QDialog):
    """The venue server of one event, and the codes of its round's tables for the phones."""

    def __init__(
        self,
        database: str,
        event_id: int,
        title: str,
        parent: QWidget | None = None,
        *,
        port: int | None = None,
        record: Callable[[], EventRecord | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("phones_dialog")
        self.event_id = event_id
        self.title = title
        self.record = record
        """The event as the window has it now, for the players' schedules (None: they are not printed here)."""
        self.room_url = ""
        """The address of the event's page (``Event:`` as the server printed it)."""
        self.setWindowTitle(self.tr("Phones at the tables — {title}").format(title=title))
        self.tables: dict[tuple[int, int], TableRow] = {}
        self.players: dict[tuple[int, int], list[str]] = {}
        self.organiser_url = ""
        self.printed: list[str] = []
        """The lines the server printed, as it printed them."""
        self._out = ""
        self._err = ""
        self._reading: QNetworkReply | None = None
        self._build()
        self.network = QNetworkAccessManager(self)
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self.read_tables)
        # Not the dialog's child: a dialog deleted at once after it closes leaves its server the time to stop.
        self.process = QProcess()
        self.process.setProgram(sys.executable)
        self.process.setArguments(serve_arguments(event_id, port))
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert(ENV_VAR, database)
        # The server runs the window's own tablekeeper, wherever the window was started from.
        here = str(Path(tablekeeper.__file__).resolve().parents[1])
        before = environment.value("PYTHONPATH")
        environment.insert("PYTHONPATH", here + (f"{os.pathsep}{before}" if before else ""))
        environment.insert("PYTHONUNBUFFERED", "1")
        self.process.setProcessEnvironment(environment)
        self.process.readyReadStandardOutput.connect(self._read_out)
        self.process.readyReadStandardError.connect(self._read_err)
        self.process.errorOccurred.connect(self._failed_to_start)
        self.process.finished.connect(self._ended)
        self._stopping = False
        self.process.start()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("Each table scans its code with a phone to follow and enter its game."), self)
        heading.setWordWrap(True)
        layout.addWidget(heading)
        self.state = QLabel(self.tr("Starting the server…"), self)
        self.state.setObjectName("phones_state")
        self.state.setWordWrap(True)
        layout.addWidget(self.state)
        self.error = refusal_label(self, "phones_error", hidden=True)
        layout.addWidget(self.error)
        self.grid_widget = QWidget(self)
        self.grid = QGridLayout(self.grid_widget)
        layout.addWidget(self.grid_widget)
        plain = QLabel(
            self.tr(
                "The phones are served over plain HTTP: anyone on the same Wi-Fi can read what they and this "
                "laptop send each other."
            ),
            self,
        )
        plain.setObjectName("phones_plain")
        plain.setWordWrap(True)
        layout.addWidget(plain)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.print_button = QPushButton(self.tr("&Print table cards…"), self)
        self.print_button.setObjectName("print_cards")
        self.print_button.setEnabled(False)
        self.print_button.clicked.connect(self.print_cards)
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.seating_button = QPushButton(self.tr("Print &seating sheet…"), self)
        self.seating_button.setObjectName("print_seating")
        self.seating_button.setEnabled(False)
        self.seating_button.clicked.connect(self.print_seating)
        buttons.addButton(self.seating_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.schedules_button = QPushButton(self.tr("Print players' sc&hedules…"), self)
        self.schedules_button.setObjectName("print_schedules")
        self.schedules_button.setEnabled(False)
        self.schedules_button.setToolTip(self.tr("Each player's schedule, with the code of their own page"))
        self.schedules_button.clicked.connect(self.print_schedules)
        buttons.addButton(self.schedules_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    # What the server says

    def _read_out(self) -> None:
        self._out += bytes(self.process.readAllStandardOutput().data()).decode("utf-8", "replace")
        *lines, self._out = self._out.split("\n")
        for line in lines:
            self._line(line.strip())

    def _line(self, line: str) -> None:
        self.printed.append(line)
        table = TABLE_LINE.match(line)
        if table is not None:
            self._table(int(table.group(1)), int(table.group(2))).show_url(table.group(3))
            return
        room = EVENT_LINE.match(line)
        if room is not None:
            self.room_url = room.group(1)
            return
        organiser = ORGANISER_LINE.match(line)
        if organiser is not None:
            self.organiser_url = organiser.group(1)
            where = self.organiser_url.split("/o/")[0]
            self.state.setText(self.tr("The server listens on {address}.").format(address=where))
            self.print_button.setEnabled(bool(self.tables))
            self.seating_button.setEnabled(bool(self.tables))
            self.read_tables()
            self.poll.start()

    def _table(self, round_: int, table: int) -> TableRow:
        row = self.tables.get((round_, table))
        if row is None:
            row = TableRow(self, self.grid, 2 * len(self.tables), round_, table)
            self.tables[(round_, table)] = row
            row.heard.setText(self.tr("Not heard from yet"))
        return row

    def _read_err(self) -> None:
        self._err += bytes(self.process.readAllStandardError().data()).decode("utf-8", "replace")

    def _sentence(self) -> str:
        """The server's last line on stderr, as a sentence: its "tablekeeper: " prefix off, a traceback's last."""
        lines = [line.strip() for line in self._err.splitlines() if line.strip()]
        lines = [line for line in lines if not line.startswith("tablekeeper: Serving event")]
        if not lines:
            return ""
        return lines[-1].removeprefix("tablekeeper: ")

    def _failed_to_start(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self._say(self.tr("The server could not be started: {reason}").format(reason=self.process.errorString()))

    def _ended(self, code: int, _status: QProcess.ExitStatus) -> None:
        self.poll.stop()
        if self._stopping:
            return
        self._read_err()
        sentence = self._sentence()
        if sentence:
            self._say(self.tr("The server stopped: {reason}").format(reason=sentence))
        else:
            self._say(self.tr("The server stopped (exit status {code}).").format(code=code))

    def _say(self, sentence: str) -> None:
        self.state.setText(self.tr("The server is not running."))
        self.error.setText(sentence)
        self.error.show()
        for row in self.tables.values():
            row.renew.setEnabled(False)

    # The tables, read from the server

    def read_tables(self) -> None:
        """Ask the server for the round's tables (unless an answer is still awaited); shown when it answers."""
        if not self.organiser_url or self._reading is not None:
            return
        self._reading = self.network.get(QNetworkRequest(QUrl(self.organiser_url + "/tables")))
        reply = self._reading
        reply.finished.connect(lambda: self._tables_read(reply))

    def _tables_read(self, reply: QNetworkReply) -> None:
        self._reading = None
        reply.deleteLater()
        if reply.error() != QNetworkReply.NetworkError.NoError:
            return  # said once the process ends; a slow answer is asked again in two seconds
        try:
            rows: Any = json.loads(bytes(reply.readAll().data()).decode("utf-8"))
        except ValueError:
            return
        for row in rows if isinstance(rows, list) else []:
            self._show_row(row)
        # The server answers: the players' codes can be asked of it.
        self.schedules_button.setEnabled(self.record is not None)

    def _show_row(self, data: dict[str, Any]) -> None:
        key = (int(data["round"]), int(data["table"]))
        row = self._table(*key)
        row.show_url(str(data["url"]))
        self.players[key] = [str(name) for name in data["players"]]
        row.show_players(self.players[key])
        heard = data.get("heard")
        if data.get("finished"):
            row.heard.setText(self.tr("Finished"))
        elif heard is None:
            row.heard.setText(self.tr("Not heard from yet"))
        else:
            row.heard.setText(self.tr("Last heard {seconds} s ago").format(seconds=int(heard)))

    def renew(self, round_: int, table: int) -> None:
        """A new code for the table: asked of the server, then the tables read again to show it."""
        if not self.organiser_url:
            return
        request = QNetworkRequest(QUrl(self.organiser_url + "/renew"))
        request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/x-www-form-urlencoded")
        request.setAttribute(
            QNetworkRequest.Attribute.RedirectPolicyAttribute, QNetworkRequest.RedirectPolicy.ManualRedirectPolicy
        )
        form = QUrlQuery()
        form.addQueryItem("round", str(round_))
        form.addQueryItem("table", str(table))
        body = QByteArray(form.toString(QUrl.ComponentFormattingOption.FullyEncoded).encode("ascii"))
        reply = self.network.post(request, body)
        reply.finished.connect(lambda: self._renewed(reply))

    def _renewed(self, reply: QNetworkReply) -> None:
        reply.deleteLater()
        status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
        if status not in (200, 303):
            self.error.setText(self.tr("The server gave no new code: {reason}").format(reason=reply.errorString()))
            self.error.show()
            return
        self.error.hide()
        if self._reading is not None:  # an answer from before the new key: read again once it is in
            self._reading.finished.connect(self.read_tables)
            return
        self.read_tables()

    # The cards

    def print_cards(self) -> None:
        """The round's table cards (their codes as shown now) as a PDF file chosen in a file dialog."""
        self._print(self.tr("Print table cards"), "table-cards.pdf", write_table_cards_pdf)

    def print_seating(self) -> None:
        """The round's seating sheet, every table with its players and its code as shown now, as a PDF file."""
        room = self.room_url or None
        self._print(
            self.tr("Print seating sheet"),
            "seating.pdf",
            lambda path, cards: write_seating_sheet_pdf(path, cards, room),
        )

    def print_schedules(self) -> None:
        """Each player's schedule with the code of their own page, as a PDF file: the codes asked of the server."""
        record = self.record() if self.record is not None else None
        if record is None or not self.organiser_url:
            return
        path = file_to_save(self, self.tr("Print players' schedules"), "schedules.pdf", self.tr("PDF files (*.pdf)"))
        if not path:
            return
        reply = self.network.get(QNetworkRequest(QUrl(self.organiser_url + "/players")))
        reply.finished.connect(lambda: self._schedules(reply, record, Path(path)))

    def _schedules(self, reply: QNetworkReply, record: EventRecord, path: Path) -> None:
        reply.deleteLater()
        if reply.error() != QNetworkReply.NetworkError.NoError:
            self.error.setText(self.tr("The server gave no codes: {reason}").format(reason=reply.errorString()))
            self.error.show()
            return
        try:
            players = json.loads(bytes(reply.readAll().data()))["players"]
            codes = {int(row["entrant"]): str(row["url"]) for row in players}
        except (ValueError, KeyError, TypeError):
            self.error.setText(self.tr("The server's answer could not be read."))
            self.error.show()
            return
        try:
            write_schedules_pdf(path, record, codes)
        except TablekeeperError as refused:
            show_error(self, str(refused))

    def _print(self, caption: str, name: str, write: Callable[[Path, Sequence[TableCard]], int]) -> None:
        path = file_to_save(self, caption, name, self.tr("PDF files (*.pdf)"))
        if not path:
            return
        cards = [
            TableCard(self.title, key[0], key[1], tuple(self.players.get(key, [])), row.url)
            for key, row in sorted(self.tables.items())
        ]
        try:
            write(Path(path), cards)
        except TablekeeperError as refused:  # a database named by mistake, a full disk: nothing was written
            show_error(self, str(refused))

    # Stopping

    def stop_server(self) -> None:
        """Ask the server to stop; killed if it has not in three seconds."""
        self.poll.stop()
        if self.process.state() == QProcess.ProcessState.NotRunning:
            return
        self._stopping = True
        process = self.process
        _STOPPING.add(process)
        process.finished.connect(lambda *_: _stopped(process))
        process.terminate()
        QTimer.singleShot(STOP_MS, process, lambda: _kill(process))

    def done(self, result: int) -> None:
        self.stop_server()
        super().done(result)


_STOPPING: set[QProcess] = set()
"""The servers asked to stop and not stopped yet: kept alive here once their dialog is gone."""


def _stopped(process: QProcess) -> None:
    if process in _STOPPING:
        _STOPPING.discard(process)
        if shiboken6.isValid(process):  # not when it is being destroyed with the program
            process.deleteLater()


def _kill(process: QProcess) -> None:
    if process.state() != QProcess.ProcessState.NotRunning:
        process.kill()
