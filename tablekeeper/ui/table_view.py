"""The table: a seat panel for each player, placed as around a real table, the round and the sticks in the middle.

Views only lay out: they are filled with :class:`SeatContent` / :class:`CentreContent` values and emit what the
player clicked. Seat 0 (the first East) sits at the bottom, the next seats follow the turn order
(counter-clockwise seen from above): with four, right, top, left; with three, top right and top left, a triangle
(:data:`TABLE_LAYOUTS`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import name_in_line
from tablekeeper.present import place_name, round_name, wind_name
from tablekeeper.ui.i18n import number

WIND_KANJI = ("東", "南", "西", "北")


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Where a table of some players puts its seats: a grid of ``rows`` x ``columns`` cells."""

    rows: int
    columns: int
    seats: tuple[tuple[int, int], ...]
    """Grid cell (row, column) of each seat, seat 0 first."""
    centre: tuple[int, int]


TABLE_LAYOUTS = {
    4: TableLayout(3, 3, ((2, 1), (1, 2), (0, 1), (1, 0)), (1, 1)),
    # Three players sit as a triangle, no chair left empty where the fourth would be: East at the bottom as with
    # four, South at the top right and West at the top left (the turn order, counter-clockwise), the round and the
    # sticks between them. Two rows, not three: on a netbook's short table (1024x600) each panel has half the
    # table's height rather than a third, so its score is read larger.
    3: TableLayout(2, 3, ((1, 1), (0, 2), (0, 0)), (0, 1)),
}
"""How the table is laid out for each count of players (the rule set's)."""

# Type grows with the table: each label's size in pixels at scale 1 (the table of a 1366x768 window), multiplied
# by a scale that the table's size gives (TableView.fit_type), from a netbook's to across-the-table reading.
WIND_PIXELS, DEALER_PIXELS, NAME_PIXELS, SCORE_PIXELS, DIFFERENCE_PIXELS = 26, 16, 24, 40, 20
PLACE_PIXELS = 16
RIICHI_PIXELS = 13
"""The Riichi button's label: as large as a button's usual type at scale 1, and growing with the rest, so that
the button a player reaches for across the table grows with the panel."""
DEALER_PADDING = 16
"""Pixels of the dealer mark around its word, both sides together."""
PLACE_SPACING = 10
"""Pixels between the name and the place after it."""
ROUND_PIXELS, CENTRE_LINE_PIXELS = 37, 21
STICK_PIXELS = 22
"""A riichi stick's thickness at scale 1: as thick as the name's type, a bar seen across the table."""
STICK_LENGTH = 8
"""A stick is this many times as long as it is thick (a real one is about 10 cm by 1.2 cm), when the row has room."""
SMALLEST_SCALE, LARGEST_SCALE = 0.45, 3.0
"""Below, names and scores would be too small to read; above, a very large screen gains nothing more."""
WIDEST_SCORE = "-188,888"
"""The widest score a panel must show in full (a sign, six digits and a separator)."""


@dataclass(frozen=True, slots=True)
class TypeSizes:
    """Each label's size in pixels at scale 1, and which lines a panel shows: at the table (the window, where the
    players click and select), or on the table display (F11: read from two metres, nothing to click)."""

    wind: int = WIND_PIXELS
    name: int = NAME_PIXELS
    score: int = SCORE_PIXELS
    place: int = PLACE_PIXELS
    difference: int | None = DIFFERENCE_PIXELS
    """None: no line for the differences to a selected player."""
    riichi: int | None = RIICHI_PIXELS
    """None: no Riichi button (the stick alone shows it)."""
    round: int = ROUND_PIXELS
    centre_line: int = CENTRE_LINE_PIXELS

    def panel_lines(self) -> float:
        """The pixels of type a panel's lines take at scale 1, each a line's height: the row of the Riichi button
        as tall as its type or the stick, whichever is taller."""
        line = _line_height(1.0)
        text = self.wind + self.name + self.score + (self.difference or 0)
        return line * text + max(line * (self.riichi or 0), STICK_PIXELS + 4)


TABLE_TYPE = TypeSizes()
DISPLAY_TYPE = TypeSizes(wind=28, name=30, score=60, place=26, difference=None, riichi=None, round=58, centre_line=28)
"""The table display's: the scores and the round large enough for the players around the table (a twelfth of
the screen's height at least), the lines nobody reads from there given up to them."""


def wind_text(wind: int) -> str:
    """A seat's wind as its panel says it: '南 South'."""
    return f"{WIND_KANJI[wind]} {wind_name(wind)}"


def difference_text(points: int) -> str:
    """'+3,200', '-1,000', '±0': how far a player is from the selected one."""
    return number(points, signed=True, zero="±0")


@dataclass(frozen=True, slots=True)
class SeatContent:
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
    """1 to the count of players, the player's place by the points shown (shared places repeat); None when no game
    is open."""
    pending: str = ""
    """What waits for the end of the game, under the score: 'chombo -20,000 at the end' (empty: nothing)."""


@dataclass(frozen=True, slots=True)
class CentreContent:
    """What the middle of the table shows."""

    round_wind: int
    hand: int
    honba: int
    deposits: int
    """Points of riichi sticks on the table."""
    finished: bool = False


class RiichiStick(QWidget):
    """A riichi stick: a white bar with a red dot and a dark edge, drawn only when the player is in riichi, as thick
    as the type around it (:meth:`set_thickness`) and as long as the row lets it be, up to a real stick's shape."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.thickness = float(STICK_PIXELS)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(STICK_PIXELS + 4)

    def set_thickness(self, pixels: float) -> None:
        """The bar's thickness in pixels (it grows with the table's type)."""
        if round(pixels) == round(self.thickness):
            return
        self.thickness = float(round(pixels))
        self.setFixedHeight(round(pixels) + 4)
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(round(self.thickness * STICK_LENGTH) + 4, round(self.thickness) + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(round(self.thickness * 3) + 4, round(self.thickness) + 4)

    def bar(self) -> QRectF:
        """Where the stick is drawn, in the widget."""
        length = max(1.0, min(self.width() - 4.0, self.thickness * STICK_LENGTH))
        return QRectF(2, (self.height() - self.thickness) / 2, length, self.thickness)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bar = self.bar()
        painter.setPen(QPen(QColor("#333"), max(1.0, self.thickness / 10)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(bar, self.thickness / 4, self.thickness / 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#c62828"))
        painter.drawEllipse(bar.center(), self.thickness * 0.3, self.thickness * 0.3)
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
        self.setMinimumWidth(170)  # three panels and the list of hands side by side in a 1000-pixel window
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        layout = QVBoxLayout(self)
        layout.setSpacing(2)
        self.wind_label = QLabel(self)
        self.dealer_label = QLabel(self)
        self.top_line = self._top_line()
        """The wind and the dealer's mark (TableView.fit_type keeps them side by side)."""
        layout.addLayout(self.top_line)
        self.name_label = QLabel(self)
        self.name_label.setFont(_pixel_font(NAME_PIXELS))
        # The place at the end of the name's line: a long name is cut before it, and the score below keeps the
        # panel's whole width to grow into.
        self.place_label = QLabel(self)
        self.place_label.setObjectName(f"place{seat}")
        self.place_label.setFont(_pixel_font(PLACE_PIXELS, bold=True))
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label, 1)
        name_row.addSpacing(PLACE_SPACING)
        name_row.addWidget(self.place_label)
        layout.addLayout(name_row)
        self.score_label = QLabel(self)
        self.score_label.setFont(_pixel_font(SCORE_PIXELS, bold=True))
        layout.addWidget(self.score_label)
        # A penalty the rules take at the end (a chombo under ema2016): the score above does not show it yet.
        self.pending_label = QLabel(self)
        self.pending_label.setObjectName(f"pending{seat}")
        self.pending_label.setFont(_pixel_font(PLACE_PIXELS, bold=True))
        self.pending_label.setStyleSheet("color: #b3261e")
        self.pending_label.setVisible(False)
        layout.addWidget(self.pending_label)
        self.difference_label = QLabel(self)
        self.difference_label.setFont(_pixel_font(DIFFERENCE_PIXELS, bold=True))
        layout.addWidget(self.difference_label)
        for label in (self.name_label, self.score_label, self.difference_label):
            # Their type is chosen to fit the panel (TableView.fit_type): a long name is cut, it never widens it.
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bottom = QHBoxLayout()
        self.stick = RiichiStick(self)
        # The key is on the button: at the table, players learn F1-F4 from what they see.
        self.riichi_button = QPushButton(self)
        self.riichi_button.setCheckable(True)
        self.riichi_button.setObjectName(f"riichi{seat}")
        self.riichi_button.toggled.connect(lambda checked: self.riichi_toggled.emit(self.seat, checked))
        bottom.addWidget(self.stick, 1)
        bottom.addWidget(self.riichi_button)
        layout.addLayout(bottom)
        self.retranslate()

    def _top_line(self) -> QHBoxLayout:
        """The wind, then the dealer's mark at the far end."""
        self.wind_label.setFont(_pixel_font(WIND_PIXELS, bold=True))
        self.dealer_label.setStyleSheet(
            f"background: #c62828; color: white; padding: 2px {DEALER_PADDING // 2}px; border-radius: 4px;"
        )
        self.dealer_label.setFont(_pixel_font(DEALER_PIXELS, bold=True))
        top = QHBoxLayout()
        top.addWidget(self.wind_label)
        top.addStretch(1)
        top.addWidget(self.dealer_label)
        return top

    def retranslate(self) -> None:
        """The panel's own words, in the language installed (again when it changes: changeEvent)."""
        self.dealer_label.setText(self.tr("Dealer"))
        self.place_label.setToolTip(self.tr("Place in the standings"))
        self.riichi_button.setText(self.tr("Riichi ({key})").format(key=f"F{self.seat + 1}"))
        self.riichi_button.setToolTip(self.tr("Declare riichi (F{key})").format(key=self.seat + 1))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # the seat's view is shown again by the window's refresh
        super().changeEvent(event)

    def show_seat(self, view: SeatContent) -> None:
        """Show one player."""
        self.wind_label.setText(wind_text(view.wind))
        # On the panel's line with the place ("1st"): a Hebrew or Arabic name kept at the line's start, as a Latin one.
        self.name_label.setText(name_in_line(view.name))
        self.score_label.setText("" if view.score is None else number(view.score))
        self.place_label.setText("" if view.place is None else place_name(view.place))
        self.pending_label.setText(view.pending)
        self.pending_label.setVisible(bool(view.pending))
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

    def set_scale(self, scale: float, sizes: TypeSizes = TABLE_TYPE) -> None:
        """Type at ``scale`` times its size in a 1366x768 window (``sizes``: the table's, or the display's)."""
        _scale_font(self.wind_label, sizes.wind * scale, bold=True)
        _scale_font(self.dealer_label, DEALER_PIXELS * scale, bold=True)
        _scale_font(self.name_label, sizes.name * scale)
        _scale_font(self.score_label, sizes.score * scale, bold=True)
        _scale_font(self.place_label, sizes.place * scale, bold=True)
        self.difference_label.setVisible(sizes.difference is not None)
        self.riichi_button.setVisible(sizes.riichi is not None)
        _scale_font(self.difference_label, (sizes.difference or DIFFERENCE_PIXELS) * scale, bold=True)
        _scale_font(self.riichi_button, (sizes.riichi or RIICHI_PIXELS) * scale)
        self.stick.set_thickness(STICK_PIXELS * scale)

    def fixed_height(self) -> int:
        """The panel's height that does not grow with its type: margins, spacing, frame, and the Riichi button's
        own padding around its line of type (the line itself grows: RIICHI_PIXELS)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        button = self.riichi_button
        padding = button.sizeHint().height() - QFontMetricsF(button.font()).height()
        return round(margins.top() + margins.bottom() + 4 * layout.spacing() + 2 * self.frameWidth() + padding)


class TableView(QWidget):
    """A seat panel for each player around the centre (:meth:`set_players` places them for three or four)."""

    seat_clicked = Signal(int)
    riichi_toggled = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(10)
        # A panel for every seat a table can have: a table of three hides the last (its F4 stays bound to it).
        self.panels = [SeatPanel(seat, self) for seat in range(max(TABLE_LAYOUTS))]
        for panel in self.panels:
            panel.clicked.connect(self.seat_clicked)
            panel.riichi_toggled.connect(self.riichi_toggled)
        centre = QFrame(self)
        self.centre = centre
        centre.setObjectName("centre")
        centre.setStyleSheet("#centre { background: #1f5e3a; border-radius: 10px; } QLabel { color: white; }")
        box = QVBoxLayout(centre)
        self.round_label = QLabel(centre)
        self.round_label.setFont(_pixel_font(ROUND_PIXELS, bold=True))
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.honba_label = QLabel(centre)
        self.honba_label.setFont(_pixel_font(CENTRE_LINE_PIXELS))
        self.honba_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deposits_label = QLabel(centre)
        self.deposits_label.setFont(_pixel_font(CENTRE_LINE_PIXELS))
        self.deposits_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock_label = QLabel(centre)
        """The round's clock of an event's game (hidden otherwise): :meth:`show_clock`."""
        self.clock_label.setObjectName("table_clock")
        self.clock_label.setFont(_pixel_font(CENTRE_LINE_PIXELS, bold=True))
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock_label.setVisible(False)
        box.addStretch(1)
        for label in (self.round_label, self.honba_label, self.deposits_label, self.clock_label):
            box.addWidget(label)
        box.addStretch(1)
        self.players = 0
        """The seats shown (:meth:`set_players`)."""
        self.scale = 1.0
        """How much larger than in a 1366x768 window the type is (fit_type)."""
        self.sizes = TABLE_TYPE
        """The type's sizes at scale 1: the table's, or the table display's (:meth:`set_display`)."""
        self.set_players(max(TABLE_LAYOUTS))  # a table of four until a game says otherwise

    @property
    def layout_of_table(self) -> TableLayout:
        """Where the seats shown are placed."""
        return TABLE_LAYOUTS[self.players]

    def set_players(self, players: int) -> None:
        """Lay the table out for ``players`` seats (a game's rules say how many): the others' panels hidden."""
        if players == self.players:
            return
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        was = TABLE_LAYOUTS.get(self.players)
        for panel in self.panels:
            grid.removeWidget(panel)
        grid.removeWidget(self.centre)
        self.players = players
        table = TABLE_LAYOUTS[players]
        for panel, (row, column) in zip(self.panels, table.seats, strict=False):
            grid.addWidget(panel, row, column)
        for panel in self.panels:
            panel.setVisible(panel.seat < players)
        grid.addWidget(self.centre, *table.centre)
        for index in range(max(table.rows, was.rows if was else 0)):
            grid.setRowStretch(index, 1 if index < table.rows else 0)
        for index in range(table.columns):
            grid.setColumnStretch(index, 1)
        self.fit_type()

    def set_display(self, display: bool) -> None:
        """Show the table for the players to read from two metres (F11), or as the window's table again."""
        self.sizes = DISPLAY_TYPE if display else TABLE_TYPE
        self.fit_type()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_type()

    def fit_type(self) -> None:
        """Type as large as a seat's cell of the table lets it be: the panels' four lines above their riichi row,
        the widest score across; the centre's lines across its cell. Computed from the table's size, which the
        window sets, never from the labels' own: larger type does not make the table larger."""
        grid = self.layout()
        assert isinstance(grid, QGridLayout)
        margins = grid.contentsMargins()
        table = self.layout_of_table
        width = self.width() - margins.left() - margins.right() - (table.columns - 1) * grid.horizontalSpacing()
        height = self.height() - margins.top() - margins.bottom() - (table.rows - 1) * grid.verticalSpacing()
        cell_width, cell_height = width / table.columns, height / table.rows
        panel = self.panels[0]
        inner = panel.layout()
        assert inner is not None
        inner_margins = inner.contentsMargins()
        sizes = self.sizes
        pending = [each.pending_label.text() for each in self.panels[: self.players] if each.pending_label.text()]
        # A line under a score (a chombo waiting for the end) is room the four lines above the riichi row give up.
        lines = sizes.panel_lines() + (_line_height(1.0) * sizes.place if pending else 0)
        by_height = (cell_height - panel.fixed_height() - (inner.spacing() if pending else 0)) / lines
        inside = cell_width - inner_margins.left() - inner_margins.right() - 2 * panel.frameWidth()
        by_width = inside / _advance(WIDEST_SCORE, sizes.score, bold=True)
        # The wind and the dealer's mark share the top line: a taller cell (a table of three has two rows, not
        # three) would otherwise grow "南 South" past the panel's edge. The widest wind of the four, so that the type
        # does not change from hand to hand as the winds turn.
        wind_line = max(_advance(wind_text(wind), sizes.wind, bold=True) for wind in range(len(WIND_KANJI)))
        mark = panel.dealer_label
        dealer = _advance(mark.text(), DEALER_PIXELS, bold=True)
        # What the line takes beside its type: the mark's padding and border as its style draws them now, and the
        # spacing around the stretch between the two; a pixel of rounding for each of the two labels.
        beside = mark.sizeHint().width() - QFontMetricsF(mark.font()).horizontalAdvance(mark.text())
        fixed = beside + 2 * max(0, panel.top_line.spacing()) + 2
        by_wind = (inside - fixed) / (wind_line + dealer)
        scale = max(SMALLEST_SCALE, min(LARGEST_SCALE, by_height, by_width, by_wind))
        self.scale = scale
        # Its words whole: smaller than the place's type where the panel is narrow.
        widest = max((_advance(text, sizes.place, bold=True) for text in pending), default=1.0)
        pending_pixels = sizes.place * max(SMALLEST_SCALE, min(scale, inside / widest))
        for each in self.panels:
            each.set_scale(scale, sizes)
            _scale_font(each.pending_label, pending_pixels, bold=True)
        # The centre's lines are longer ("On the table: 3,000"): as large as the panels' type, or as fits.
        box = self.centre.layout()
        assert box is not None
        box_margins = box.contentsMargins()
        room = cell_width - box_margins.left() - box_margins.right()
        wanted = max(
            _advance(self.round_label.text(), sizes.round, bold=True),
            _advance(self.honba_label.text(), sizes.centre_line),
            _advance(self.deposits_label.text(), sizes.centre_line),
            _advance(self.clock_label.text(), sizes.centre_line, bold=True),
            1.0,
        )
        centre_scale = max(SMALLEST_SCALE, min(scale, room / wanted))
        _scale_font(self.round_label, sizes.round * centre_scale, bold=True)
        _scale_font(self.honba_label, sizes.centre_line * centre_scale)
        _scale_font(self.deposits_label, sizes.centre_line * centre_scale)
        _scale_font(self.clock_label, sizes.centre_line * centre_scale, bold=True)

    def show_table(self, seats: list[SeatContent], centre: CentreContent | None) -> None:
        """Show the seats (one for each player: the table is laid out for them) and the centre; ``centre`` None when
        no game is open."""
        self.set_players(len(seats))
        for panel, view in zip(self.panels, seats, strict=False):
            panel.show_seat(view)
        if centre is None:
            self.round_label.setText(self.tr("No game"))
            self.honba_label.setText(self.tr("Ctrl+N: a new game"))
            self.deposits_label.setText(self.tr("Ctrl+O: go on with one"))
        else:
            if centre.finished:
                self.round_label.setText(self.tr("Game over"))
            else:
                self.round_label.setText(round_name(centre.round_wind, centre.hand))
            self.honba_label.setText(self.tr("Honba: {count}").format(count=centre.honba))
            self.deposits_label.setText(self.tr("On the table: {points}").format(points=number(centre.deposits)))
        self.fit_type()  # the centre's lines fit their new length

    def show_clock(self, text: str, colour: str) -> None:
        """The round's clock under the sticks, in ``colour`` (``text`` empty: the line is hidden)."""
        self.clock_label.setVisible(bool(text))
        _restyle(self.clock_label, f"color: {colour};" if colour else "")
        if text != self.clock_label.text():
            refit = len(text) != len(self.clock_label.text())
            self.clock_label.setText(text)
            if refit:
                self.fit_type()  # each second the same length: the type is fitted again only when it changes


def _restyle(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it changes: each change restyles the widget and its children."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


def _pixel_font(pixels: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    return font


def _scale_font(label: QWidget, pixels: float, *, bold: bool = False) -> None:
    """Set a widget's type in pixels, only when it changes (each change lays the panel out again)."""
    font = _pixel_font(pixels, bold=bold)
    if label.font().pixelSize() != font.pixelSize():
        label.setFont(font)


def _line_height(pixels: float) -> float:
    """The height of a line of type per pixel of its size (measured on 100-pixel type for precision)."""
    return QFontMetricsF(_pixel_font(100)).height() / 100 * pixels


def _advance(text: str, pixels: int, *, bold: bool = False) -> float:
    """How wide ``text`` is in type of ``pixels``."""
    return QFontMetricsF(_pixel_font(pixels, bold=bold)).horizontalAdvance(text)
