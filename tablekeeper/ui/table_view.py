"""The table: four seat panels placed as around a real table, the round and the sticks in the middle.

Views only lay out: they are filled with :class:`SeatView` / :class:`CentreView` values and emit what the
player clicked. Seat 0 (the first East) sits at the bottom, the next seats follow the turn order
(counter-clockwise seen from above): right, top, left.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tablekeeper.present import place_name, round_name, wind_name
from tablekeeper.ui.i18n import number

WIND_KANJI = ("東", "南", "西", "北")
SEAT_CELLS = ((2, 1), (1, 2), (0, 1), (1, 0))
"""Grid cell (row, column) of seats 0-3."""


def difference_text(points: int) -> str:
    """'+3,200', '-1,000', '±0': how far a player is from the selected one."""
    return number(points, signed=True, zero="±0")


@dataclass(frozen=True, slots=True)
class SeatView:
    """What a seat panel shows."""

    name: str
    wind: int
    score: int | None
    """None when no game is open."""
    dealer: bool
    riichi: bool
    difference: int | None = None
    """Points this seat is above (+) or below (-) the selected player; None when nobody is selected."""
    selected: bool = False
    """This is the player whose differences are shown."""
    place: int | None = None
    """1 to 4, the player's place by the points shown (shared places repeat); None when no game is open."""


@dataclass(frozen=True, slots=True)
class CentreView:
    """What the middle of the table shows."""

    round_wind: int
    hand: int
    honba: int
    deposits: int
    """Points of riichi sticks on the table."""
    finished: bool = False


class RiichiStick(QWidget):
    """A riichi stick: a white bar with a red dot, drawn only when the player is in riichi."""

    def sizeHint(self) -> QSize:
        return QSize(130, 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = QRectF(2, 3, min(self.width() - 4, 130), 10)
        painter.setPen(QColor("#777"))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(bar, 4, 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#c62828"))
        painter.drawEllipse(bar.center(), 4, 4)
        painter.end()


class SeatPanel(QFrame):
    """One player: wind, name, score, dealer mark, riichi stick and toggle, difference to a selected player."""

    clicked = Signal(int)
    riichi_toggled = Signal(int, bool)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(250)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        top = QHBoxLayout()
        self.wind_label = QLabel(self)
        self.wind_label.setFont(_font(20, bold=True))
        self.dealer_label = QLabel(self.tr("Dealer"), self)
        self.dealer_label.setStyleSheet("background: #c62828; color: white; padding: 2px 8px; border-radius: 4px;")
        self.dealer_label.setFont(_font(12, bold=True))
        top.addWidget(self.wind_label)
        top.addStretch(1)
        top.addWidget(self.dealer_label)
        layout.addLayout(top)
        self.name_label = QLabel(self)
        self.name_label.setFont(_font(18))
        layout.addWidget(self.name_label)
        self.score_label = QLabel(self)
        self.score_label.setFont(_font(30, bold=True))
        # The place beside the score, where the eye already is (the wind row has the dealer mark).
        self.place_label = QLabel(self)
        self.place_label.setObjectName(f"place{seat}")
        self.place_label.setFont(_font(16, bold=True))
        self.place_label.setToolTip(self.tr("Place in the standings"))
        score_row = QHBoxLayout()
        score_row.addWidget(self.score_label)
        score_row.addSpacing(10)
        score_row.addWidget(self.place_label, 0, Qt.AlignmentFlag.AlignBottom)
        score_row.addStretch(1)
        layout.addLayout(score_row)
        self.difference_label = QLabel(self)
        self.difference_label.setFont(_font(15, bold=True))
        layout.addWidget(self.difference_label)
        bottom = QHBoxLayout()
        self.stick = RiichiStick(self)
        # The key is on the button: at the table, players learn F1-F4 from what they see.
        self.riichi_button = QPushButton(self.tr("Riichi ({key})").format(key=f"F{seat + 1}"), self)
        self.riichi_button.setCheckable(True)
        self.riichi_button.setObjectName(f"riichi{seat}")
        self.riichi_button.setToolTip(self.tr("Declare riichi (F{key})").format(key=seat + 1))
        self.riichi_button.toggled.connect(lambda checked: self.riichi_toggled.emit(self.seat, checked))
        bottom.addWidget(self.stick, 1)
        bottom.addWidget(self.riichi_button)
        layout.addLayout(bottom)

    def show_seat(self, view: SeatView) -> None:
        """Show one player."""
        self.wind_label.setText(f"{WIND_KANJI[view.wind]} {wind_name(view.wind)}")
        self.name_label.setText(view.name)
        self.score_label.setText("" if view.score is None else number(view.score))
        self.place_label.setText("" if view.place is None else place_name(view.place))
        self.dealer_label.setVisible(view.dealer)
        self.stick.setVisible(view.riichi)
        self.riichi_button.blockSignals(True)
        self.riichi_button.setChecked(view.riichi)
        self.riichi_button.blockSignals(False)
        if view.selected:
            self.difference_label.setText(self.tr("selected"))
        elif view.difference is None:
            self.difference_label.setText("")
        else:
            self.difference_label.setText(difference_text(view.difference))
        colour = "#1e7b34" if (view.difference or 0) > 0 else "#b3261e"
        _restyle(self.difference_label, "" if view.selected else f"color: {colour}")
        _restyle(self, "SeatPanel { border: 3px solid #e05a00; }" if view.selected else "")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.seat)


class TableView(QWidget):
    """The four seat panels around the centre."""

    seat_clicked = Signal(int)
    riichi_toggled = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(10)
        self.panels = [SeatPanel(seat, self) for seat in range(4)]
        for panel, (row, column) in zip(self.panels, SEAT_CELLS, strict=True):
            grid.addWidget(panel, row, column)
            panel.clicked.connect(self.seat_clicked)
            panel.riichi_toggled.connect(self.riichi_toggled)
        centre = QFrame(self)
        centre.setObjectName("centre")
        centre.setStyleSheet("#centre { background: #1f5e3a; border-radius: 10px; } QLabel { color: white; }")
        box = QVBoxLayout(centre)
        self.round_label = QLabel(centre)
        self.round_label.setFont(_font(28, bold=True))
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.honba_label = QLabel(centre)
        self.honba_label.setFont(_font(16))
        self.honba_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deposits_label = QLabel(centre)
        self.deposits_label.setFont(_font(16))
        self.deposits_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addStretch(1)
        for label in (self.round_label, self.honba_label, self.deposits_label):
            box.addWidget(label)
        box.addStretch(1)
        grid.addWidget(centre, 1, 1)
        for index in range(3):
            grid.setRowStretch(index, 1)
            grid.setColumnStretch(index, 1)

    def show_table(self, seats: list[SeatView], centre: CentreView | None) -> None:
        """Show the seats and the centre; ``centre`` None when no game is open."""
        for panel, view in zip(self.panels, seats, strict=True):
            panel.show_seat(view)
        if centre is None:
            self.round_label.setText(self.tr("No game"))
            self.honba_label.setText(self.tr("Ctrl+N: a new game"))
            self.deposits_label.setText(self.tr("Ctrl+O: go on with one"))
            return
        if centre.finished:
            self.round_label.setText(self.tr("Game over"))
        else:
            self.round_label.setText(round_name(centre.round_wind, centre.hand))
        self.honba_label.setText(self.tr("Honba: {count}").format(count=centre.honba))
        self.deposits_label.setText(self.tr("On the table: {points}").format(points=number(centre.deposits)))


def _restyle(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: each change restyles the widget and its children."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def _font(point_size: int, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(point_size)
    font.setBold(bold)
    return font
