"""Windows and dialogs that fit the screen they are on, from a 1024x600 netbook to a 1920x1080 display.

A dialog's content scrolls rather than run off the screen, while its buttons (OK, Cancel, Record, Start) stay
below it, always in view; its size is its content's, within the screen's available geometry, and it grows with
its content (a winner's row shown, a longer preview) up to that limit.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QDialog, QFrame, QGridLayout, QLayout, QScrollArea, QStyle, QVBoxLayout, QWidget

from tablekeeper.ui.screen_room import keep_on_screen, usable


class BodyScrollArea(QScrollArea):
    """A scroll area that asks for the whole size of its content (QScrollArea's own hint stops at 36x24 lines):
    the dialog is as large as its content where the screen has room, and scrolls where it has not."""

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint().expandedTo(body.minimumSizeHint())
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + frame, hint.height() + frame)


class _Grower(QObject):
    """Grows the dialog when its content asks for more room, up to the screen; never shrinks it (a dialog that
    jumped smaller under the mouse would be worse)."""

    def __init__(self, dialog: QDialog) -> None:
        super().__init__(dialog)
        # Held weakly: PySide keeps an event filter's Python object alive past the dialog's deletion, and a strong
        # reference would keep the whole dialog's Python side with it (every dialog of a night's hands).
        self._dialog = weakref.ref(dialog)
        self.pending = False

    @property
    def dialog(self) -> QDialog | None:
        return self._dialog()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        dialog = self.dialog
        if dialog is None:
            return False
        if watched is dialog:
            if event.type() == QEvent.Type.Show:
                # Qt centres a dialog over its window, which on a small screen can put its bottom (and its
                # buttons) below the screen's edge: moved back once placed.
                QTimer.singleShot(0, self, self._keep_on_screen)
            return False
        if event.type() == QEvent.Type.LayoutRequest and not self.pending:
            # After the content's layout has run (the event is handled next): then its size hint is the new one.
            self.pending = True
            QTimer.singleShot(0, self, self.grow)
        return False

    def grow(self) -> None:
        self.pending = False
        dialog = self.dialog
        if dialog is not None:
            grow_to_content(dialog)

    def _keep_on_screen(self) -> None:
        dialog = self.dialog
        if dialog is not None:
            keep_on_screen(dialog)


def grow_to_content(dialog: QDialog) -> None:
    """Grow the dialog now to what its content asks for, within its screen, and keep it on the screen (its
    content changed: a longer preview). Never shrinks it."""
    layout = dialog.layout()
    if layout is not None:
        layout.invalidate()
        layout.activate()
    area = dialog.findChild(BodyScrollArea, "body_area")
    if area is not None:
        body = area.widget()
        body_layout = body.layout() if body is not None else None
        if body_layout is not None:
            body_layout.activate()
        area.updateGeometry()
    wanted = fitted_size(dialog)
    current = dialog.size()
    if wanted.width() > current.width() or wanted.height() > current.height():
        dialog.resize(current.expandedTo(wanted))
    content = area.widget() if area is not None else None
    if area is not None and content is not None:
        # Laid out at the new size, the body may still be taller than its view (lines wrapped at the new width):
        # the dialog takes the difference too, as far as the screen lets it.
        if layout is not None:
            layout.activate()
        missing = content.minimumSizeHint().height() - area.viewport().height()
        room = min(usable(dialog).height(), dialog.maximumHeight()) - dialog.height()
        if missing > 0 and room > 0:
            dialog.resize(dialog.width(), dialog.height() + min(missing, room))
    if dialog.size() != current:
        keep_on_screen(dialog)


def fit_window(window: QWidget, preferred: QSize) -> None:
    """Size a window whose content scrolls by itself (a table, a chart) to ``preferred``, or to less on a smaller
    screen, never below its minimum; and keep it on its screen."""
    window.resize(preferred.boundedTo(usable(window)).expandedTo(window.minimumSizeHint()))
    keep_on_screen(window)


def fitted_size(dialog: QDialog, preferred: QSize | None = None) -> QSize:
    """The dialog's size hint (or ``preferred``, if larger) within the screen; a scroll bar's width added when
    the height is cut, so that the content does not scroll sideways too."""
    layout = dialog.layout()
    hint = layout.sizeHint() if layout is not None else dialog.sizeHint()
    if preferred is not None:
        hint = hint.expandedTo(preferred)
    limit = usable(dialog).boundedTo(dialog.maximumSize())  # a dialog may ask for less than the screen
    if hint.height() > limit.height():
        hint.setWidth(hint.width() + dialog.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent))
    return hint.boundedTo(limit)


def scroll_body(dialog: QDialog, buttons: QWidget | QLayout, preferred: QSize | None = None) -> BodyScrollArea:
    """Put everything the dialog's layout holds but ``buttons`` in a scroll area, with ``buttons`` below it; size
    the dialog to its content (or ``preferred``) within its screen. Call it once the layout is complete."""
    layout = dialog.layout()
    assert layout is not None, "the dialog's content is laid out first"
    if isinstance(buttons, QLayout):
        layout.removeItem(buttons)
    else:
        layout.removeWidget(buttons)
    margins = layout.contentsMargins()
    body = QWidget()
    body.setObjectName("body")
    body.setLayout(layout)  # takes the layout from the dialog, with every widget in it
    layout.setContentsMargins(margins.left(), margins.top(), margins.right(), 0)
    area = BodyScrollArea(dialog)
    area.setObjectName("body_area")
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(body)
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(0, 0, 0, margins.bottom())
    outer.addWidget(area, 1)
    row = QVBoxLayout()
    row.setContentsMargins(margins.left(), 0, margins.right(), 0)
    if isinstance(buttons, QLayout):
        row.addLayout(buttons)
    else:
        row.addWidget(buttons)
    outer.addLayout(row)
    dialog.ensurePolished()
    dialog.resize(fitted_size(dialog, preferred))
    grower = _Grower(dialog)
    body.installEventFilter(grower)
    dialog.installEventFilter(grower)
    return area


def grid_spacing(grid: QGridLayout, widget: QWidget) -> int:
    """The pixels between two columns of ``grid`` (its own, or the style's)."""
    spacing = grid.horizontalSpacing()
    if spacing >= 0:
        return spacing
    return widget.style().pixelMetric(QStyle.PixelMetric.PM_LayoutHorizontalSpacing)


def columns_that_fit(widths: Sequence[int], room: int, spacing: int, most: int) -> int:
    """How many columns of items ``widths`` pixels wide, laid out row by row (a column as wide as its widest
    item, ``spacing`` between columns), fit in ``room`` pixels: ``most`` where there is room, down to one on a
    small screen or in a longer language.

    >>> widths = [100, 300, 100, 100]
    >>> columns_that_fit(widths, 400, 10, 4), columns_that_fit(widths, 520, 10, 4), columns_that_fit(widths, 630, 10, 4)
    (1, 3, 4)
    """
    for columns in range(min(most, len(widths)), 1, -1):
        needed = sum(max(widths[column::columns]) for column in range(columns)) + spacing * (columns - 1)
        if needed <= room:
            return columns
    return 1


def wrap_grid(grid: QGridLayout, widgets: Sequence[QWidget], room: int, most: int) -> int:
    """Lay ``widgets`` out in ``grid``, row by row, in as many columns as fit in ``room`` (at most ``most``): a
    grid that wraps rather than widen its dialog past the screen. The number of columns."""
    if not widgets:
        return most
    widths = [widget.sizeHint().width() for widget in widgets]
    columns = columns_that_fit(widths, room, grid_spacing(grid, widgets[0]), most)
    for widget in widgets:
        grid.removeWidget(widget)
    for index, widget in enumerate(widgets):
        grid.addWidget(widget, *divmod(index, columns))
    return columns


def measure_again(window: QWidget) -> None:
    """Forget every size a window's layouts kept: grids wrapped again (:func:`wrap_grid`) before the window is
    shown change sizes that the layouts around them, and the items of the widgets holding them, measured already."""
    for inner in window.findChildren(QLayout):
        inner.invalidate()
    for widget in window.findChildren(QWidget):
        widget.updateGeometry()
    layout = window.layout()
    if layout is not None:
        layout.invalidate()


def dialog_room(dialog: QDialog, inside: QWidget) -> int:
    """The width ``inside`` (a page of the dialog, or its body) can take on the dialog's screen: the screen's
    usable width less what surrounds it up to the dialog's edges and a scroll bar (the body may scroll down)."""
    around = 0
    widget: QWidget | None = inside
    while widget is not None and widget is not dialog:
        parent = widget.parentWidget()
        layout = parent.layout() if parent is not None else None
        if layout is not None:
            margins = layout.contentsMargins()
            around += margins.left() + margins.right()
        if isinstance(parent, QFrame):
            around += 2 * parent.frameWidth()
        widget = parent
    scroll_bar = dialog.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    return usable(dialog).width() - around - scroll_bar
