"""Tile faces drawn by the application itself with QPainter (no borrowed artwork), and the tile palette.

A tile is written in mpsz notation ("5m", "0p" for a red five, "7z" for the red dragon). Numbers are drawn
as digits over the suit's character (萬, 筒, 索); honours as their kanji, white as an empty blue frame.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

SUIT_CHARS = {"m": "萬", "p": "筒", "s": "索"}
SUIT_COLOURS = {"m": QColor("#b3261e"), "p": QColor("#1f4e9c"), "s": QColor("#1e7b34")}
HONOUR_CHARS = ("東", "南", "西", "北", "", "發", "中")
HONOUR_COLOURS = ("#202020", "#202020", "#202020", "#202020", "#1f4e9c", "#1e7b34", "#b3261e")
RED_FIVE = QColor("#d62828")
FACE = QColor("#fbf7ea")
EDGE = QColor("#8a7f66")
BACK = QColor("#d9a441")

ALL_KINDS: tuple[str, ...] = tuple(f"{n}{suit}" for suit in "mps" for n in range(1, 10)) + tuple(
    f"{n}z" for n in range(1, 8)
)
"""The 34 tile kinds, in the palette's order."""
RED_FIVES: tuple[str, ...] = ("0m", "0p", "0s")

TILE_RATIO = 1.35
"""Height / width of a tile face."""


def cjk_font(pixel_size: int, *, bold: bool = True) -> QFont:
    """A font for the kanji of the tiles; fontconfig falls back to a Japanese font for them."""
    font = QFont()
    font.setFamilies(["IPAGothic", "IPAPGothic", "Noto Sans CJK JP", font.defaultFamily()])
    font.setPixelSize(max(6, pixel_size))
    font.setBold(bold)
    return font


def paint_tile(painter: QPainter, rect: QRectF, tile: str, *, selected: bool = False, enabled: bool = True) -> None:
    """Draw one tile face (``tile`` in mpsz notation) inside ``rect``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.12
    shadow = QRectF(rect).translated(rect.width() * 0.04, rect.width() * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK)
    painter.drawRoundedRect(shadow, radius, radius)
    painter.setBrush(FACE if enabled else QColor("#d8d4c8"))
    painter.setPen(QPen(QColor("#e05a00") if selected else EDGE, 3 if selected else 1))
    painter.drawRoundedRect(rect, radius, radius)
    number, suit = tile[0], tile[1]
    if suit == "z":
        _paint_honour(painter, rect, int(number) - 1)
    else:
        _paint_number(painter, rect, int(number), suit)
    if not enabled:
        painter.fillRect(rect, QColor(255, 255, 255, 120))
    painter.restore()


def _paint_number(painter: QPainter, rect: QRectF, number: int, suit: str) -> None:
    red = number == 0
    colour = RED_FIVE if red else SUIT_COLOURS[suit]
    top = QRectF(rect.left(), rect.top() + rect.height() * 0.04, rect.width(), rect.height() * 0.5)
    bottom = QRectF(rect.left(), rect.top() + rect.height() * 0.5, rect.width(), rect.height() * 0.46)
    painter.setPen(colour)
    painter.setFont(cjk_font(int(rect.height() * 0.42)))
    painter.drawText(top, Qt.AlignmentFlag.AlignCenter, "5" if red else str(number))
    painter.setPen(RED_FIVE if red else colour)
    painter.setFont(cjk_font(int(rect.height() * 0.3)))
    painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, SUIT_CHARS[suit])
    if red:
        dot = rect.width() * 0.14
        painter.setBrush(RED_FIVE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QRectF(rect.right() - dot * 1.6, rect.top() + dot * 0.6, dot, dot))


def _paint_honour(painter: QPainter, rect: QRectF, index: int) -> None:
    colour = QColor(HONOUR_COLOURS[index])
    if index == 4:  # white dragon: an empty frame
        inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.2, -rect.width() * 0.2, -rect.height() * 0.2)
        painter.setPen(QPen(colour, max(2.0, rect.width() * 0.06)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 3, 3)
        return
    painter.setPen(colour)
    painter.setFont(cjk_font(int(rect.height() * 0.55)))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, HONOUR_CHARS[index])


class TileButton(QWidget):
    """One clickable tile."""

    clicked = Signal(str)

    def __init__(self, tile: str, width: int = 34, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tile = tile
        self._width = width
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tile)
        self.setAccessibleName(tile)

    def sizeHint(self) -> QSize:
        return QSize(self._width + 4, int(self._width * TILE_RATIO) + 5)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(1, 1, self._width, self._width * TILE_RATIO)
        paint_tile(painter, rect, self.tile, enabled=self.isEnabled())
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.clicked.emit(self.tile)


class TilePalette(QWidget):
    """Every tile kind the table plays in four rows (man, pin, sou, each with its red five; honours); emits
    ``tile_clicked``. A kind left out (2m-8m at a table of three) leaves its place empty: each tile stays where the
    players know it, and the gap shows what the table plays without."""

    tile_clicked = Signal(str)

    def __init__(
        self,
        *,
        red_fives: bool = True,
        tile_width: int = 34,
        kinds: frozenset[int] = frozenset(range(len(ALL_KINDS))),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        layout = QGridLayout(self)
        layout.setSpacing(3)
        layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, TileButton] = {}
        for index, tile in enumerate(ALL_KINDS):
            row, column = divmod(index, 9)
            if index in kinds:
                self._add(layout, tile, row, column, tile_width)
            else:
                layout.setColumnMinimumWidth(column, tile_width + 4)  # the gap as wide as the tile it stands for
        if red_fives:  # each red five closes the row of its suit (a suit whose five is in play)
            for row, tile in enumerate(RED_FIVES):
                if row * 9 + 4 in kinds:
                    self._add(layout, tile, row, 9, tile_width)

    def _add(self, layout: QGridLayout, tile: str, row: int, column: int, width: int) -> None:
        button = TileButton(tile, width, self)
        button.clicked.connect(self.tile_clicked)
        layout.addWidget(button, row, column)
        self.buttons[tile] = button


class TileRow(QWidget):
    """A row of tiles (a hand, a meld, the dora indicators); clicking a tile emits its index."""

    tile_clicked = Signal(int)

    def __init__(self, tile_width: int = 30, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: list[str] = []
        self._width = tile_width
        self.setMinimumHeight(int(tile_width * TILE_RATIO) + 6)

    def set_tiles(self, tiles: list[str]) -> None:
        """Show these tiles (mpsz codes)."""
        self._tiles = list(tiles)
        self.updateGeometry()
        self.update()

    def tiles(self) -> list[str]:
        """The tiles shown."""
        return list(self._tiles)

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self._tiles)) * (self._width + 3) + 4, int(self._width * TILE_RATIO) + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        for index, tile in enumerate(self._tiles):
            paint_tile(painter, QRectF(2 + index * (self._width + 3), 2, self._width, self._width * TILE_RATIO), tile)
        painter.end()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = int((event.position().x() - 2) // (self._width + 3))
        if 0 <= index < len(self._tiles):
            self.tile_clicked.emit(index)
